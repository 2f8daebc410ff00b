import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds, testRuntime, type TestRuntime } from '../../../tests/support/databases';
import { insertLeadRow } from '../../../tests/support/lead-rows';
import { createSession } from '@/server/auth/sessions';
import { addStaff } from '@/server/auth/staff';
import { GET as csvRoute } from './export.csv/route';
import { GET as xlsxRoute } from './export.xlsx/route';

// The routes read the session cookie and the runtime as for a request; here, the test's.
const request = vi.hoisted(() => {
  const state: { token?: string; runtime?: unknown } = {};
  return state;
});
vi.mock('next/headers', () => ({
  cookies: () => Promise.resolve({ get: (name: string) => (request.token ? { name, value: request.token } : undefined) }),
  headers: () => Promise.resolve(new Headers()),
}));
vi.mock('@/runtime.server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/runtime.server')>()),
  appRuntime: () => Promise.resolve(request.runtime),
}));

describe.each(databaseKinds)('the export routes on %s', (kind) => {
  let runtime: TestRuntime;
  const db = () => runtime.database.db;
  let staffId: string;
  let quote: string;

  beforeAll(async () => {
    runtime = await testRuntime(kind);
    await runtime.outbox.stop();
    request.runtime = runtime;
    staffId = (await addStaff(db(), { email: 'ayse@example.com', name: 'Ayşe Demir', password: 'correct horse battery' })).id;
    quote = await insertLeadRow(db(), { type: 'quote', gclid: 'abc', phone: '+447900555321' });
    await insertLeadRow(db(), { type: 'contact', gclid: 'def' });
  }, 60_000);
  afterAll(() => runtime.dispose());

  const address = 'http://localhost/admin/export.xlsx?type=quote&source=google-ads';

  it('refuse a visitor without a valid session', async () => {
    request.token = undefined;
    expect((await xlsxRoute(new Request(address))).status).toBe(401);
    expect((await csvRoute(new Request(address.replace('.xlsx', '.csv')))).status).toBe(401);
    request.token = 'not a session';
    expect((await xlsxRoute(new Request(address))).status).toBe(401);
  });

  it('send a coordinator the view as a named workbook, and as a CSV', async () => {
    request.token = (await createSession(db(), staffId)).token;
    const response = await xlsxRoute(new Request(address));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-quote-google-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet('Leads')!;
    expect(sheet.actualRowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe(quote);

    const csv = await csvRoute(new Request(address.replace('.xlsx', '.csv')));
    expect(csv.headers.get('content-disposition')).toMatch(/filename="leads-quote-google-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await csv.text();
    expect(text).toContain(quote);
    expect(text).toContain(',+447900555321,');
    request.token = undefined;
  });
});
