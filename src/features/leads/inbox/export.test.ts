import { randomBytes } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, testRuntime, type TestRuntime } from '../../../../tests/support/databases';
import { insertLeadRow, recordedAnswer, typedAnswer } from '../../../../tests/support/lead-rows';
import { searchText } from '@/features/leads/repository.server';
import { foldText } from '@/lib/fold';
import { addStaff } from '@/server/auth/staff';
import type { NewLead } from '@/server/db/schema';
import { leadsCsv } from '../csv';
import { exportColumns, exportFileName, exportRows, leadsXlsx, type ExportRow } from './export.server';
import { parseFilters } from './filters';

const MB = 1024 * 1024;
const ZONE = 'Europe/Istanbul';
// 09:40 in Istanbul (UTC+3, no daylight saving).
const T0 = Date.parse('2026-11-20T06:40:00Z');

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const live = () => {
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
};

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
  return Buffer.concat(chunks);
}

async function sheetOf(stream: ReadableStream<Uint8Array>): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await bytesOf(stream)) as unknown as ExcelJS.Buffer);
  return workbook.getWorksheet('Leads')!;
}

/** The sheet's rows as objects by header, with the cells themselves (types and formats). */
function rowsOf(sheet: ExcelJS.Worksheet) {
  const headers = (sheet.getRow(1).values as string[]).slice(1);
  const rows: Record<string, ExcelJS.Cell>[] = [];
  sheet.eachRow((row, number) => {
    if (number > 1) rows.push(Object.fromEntries(headers.map((header, index) => [header, row.getCell(index + 1)])));
  });
  return { headers, rows };
}

describe.each(databaseKinds)('the inbox exports on %s', (kind) => {
  let runtime: TestRuntime;
  const db = () => runtime.database.db;
  let coordinator: { id: string; display_name: string };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    runtime = await testRuntime(kind);
    await runtime.outbox.stop();
    coordinator = await addStaff(db(), { email: 'ayse@example.com', name: 'Ayşe Demir', password: 'correct horse battery' });
    ids.google = await insertLeadRow(db(), {
      created_at: T0,
      last_activity_at: T0 + 3_600_000,
      type: 'quote',
      full_name: 'Doğan Yılmaz',
      phone: '+447900555321',
      email: 'dogan@example.com',
      message: '=HYPERLINK("http://evil.example","click")',
      gclid: 'abc',
      utm_source: 'google',
      utm_campaign: 'knee',
      assigned_to: coordinator.id,
      consent_health_data: 1,
    });
    ids.meta = await insertLeadRow(db(), { created_at: T0 - 60_000, type: 'consultation', full_name: 'Юлия Смирнова', fbclid: 'xyz' });
    ids.newsletter = await insertLeadRow(db(), { created_at: T0 - 120_000, type: 'quote', utm_source: 'newsletter' });
    ids.spam = await insertLeadRow(db(), { created_at: T0 - 180_000, type: 'quote', spam: 1 });
    await db()
      .insertInto('interviews')
      .values({
        lead_id: ids.google,
        provider: 'guided',
        started_at: T0,
        last_activity_at: T0,
        finished_at: T0 + 600_000,
        callback_requested_at: T0 + 600_000,
        callback_time: 'tomorrow after 10',
        notified_at: null,
      })
      .execute();
    await db()
      .insertInto('interview_answers')
      .values([
        typedAnswer(ids.google, 'Ibuprofen', { question: 'history' }),
        recordedAnswer(ids.google, 'goal.webm', { question: 'goal', duration_ms: 42_000 }),
      ])
      .execute();
  }, 60_000);
  afterAll(() => runtime.dispose());

  const xlsx = (params: Record<string, string> = {}) => leadsXlsx(exportRows(db(), parseFilters(params), coordinator.id), ZONE);

  it('writes a workbook with typed cells: phone numbers as text, times as dates in the team zone', async () => {
    const sheet = await sheetOf(xlsx());
    const { headers, rows } = rowsOf(sheet);
    expect(headers).toEqual(exportColumns(ZONE).map((column) => column.header));
    expect(rows.map((row) => row.ID!.value)).toEqual([ids.google, ids.meta, ids.newsletter]);
    const lead = rows[0]!;
    expect(lead['Phone']!.type).toBe(ExcelJS.ValueType.String);
    expect(lead['Phone']!.value).toBe('+447900555321');
    expect(lead['Phone']!.numFmt).toBe('@');
    // Excel has no zones: the wall-clock time in Istanbul, which the header names.
    expect(lead['Created (Europe/Istanbul)']!.value).toEqual(new Date('2026-11-20T09:40:00Z'));
    expect(lead['Last activity (Europe/Istanbul)']!.value).toEqual(new Date('2026-11-20T10:40:00Z'));
    expect(lead['Callback requested (Europe/Istanbul)']!.value).toEqual(new Date('2026-11-20T09:50:00Z'));
    expect(lead['Created (Europe/Istanbul)']!.numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(lead['Callback time (patient)']!.value).toBe('tomorrow after 10');
    expect(lead['Interview']!.value).toBe('finished');
    expect(lead['Interview answers']!.value).toBe('Main goal or complaint: (recording, 0:42)\nMedical history and medicines: Ibuprofen');
    expect(lead['Assignee']!.value).toBe('Ayşe Demir');
    expect(lead['Full name']!.value).toBe('Doğan Yılmaz');
    expect(lead['Source']!.value).toBe('Google Ads');
    expect(lead['Consent: health data']!.value).toBe('yes');
    expect(rows[1]!['Source']!.value).toBe('Meta');
    expect(rows[1]!['Interview']!.value).toBeNull();
    // A patient's text that looks like a formula is a string cell, never a formula, and unchanged.
    expect(lead['Message']!.type).toBe(ExcelJS.ValueType.String);
    expect(lead['Message']!.formula).toBeUndefined();
    expect(lead['Message']!.value).toBe('=HYPERLINK("http://evil.example","click")');
    // The header: bold, frozen, with a filter.
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
  });

  it('exports exactly the view: its filters and its order', async () => {
    const quotes = rowsOf(await sheetOf(xlsx({ type: 'quote' }))).rows.map((row) => row.ID!.value);
    expect(quotes).toEqual([ids.google, ids.newsletter]);
    const meta = rowsOf(await sheetOf(xlsx({ source: 'meta' }))).rows.map((row) => row.ID!.value);
    expect(meta).toEqual([ids.meta]);
    const callbacks = rowsOf(await sheetOf(xlsx({ callback: 'yes' }))).rows.map((row) => row.ID!.value);
    expect(callbacks).toEqual([ids.google]);
    const oldest = rowsOf(await sheetOf(xlsx({ sort: 'oldest', spam: 'all' }))).rows.map((row) => row.ID!.value);
    expect(oldest).toEqual([ids.spam, ids.newsletter, ids.meta, ids.google]);
    const folded = rowsOf(await sheetOf(xlsx({ q: 'dogan' }))).rows.map((row) => row.ID!.value);
    expect(folded).toEqual([ids.google]);
  });

  it('writes the CSV with the same columns and rows, reading in pages', async () => {
    let csv = '';
    for await (const chunk of leadsCsv(exportRows(db(), parseFilters({ type: 'quote' }), coordinator.id, 1), ZONE)) csv += chunk;
    expect(
      csv.startsWith(
        `\ufeff${exportColumns(ZONE)
          .map((column) => column.header)
          .join(',')}`,
      ),
    ).toBe(true);
    expect(csv).toContain(`${ids.google},2026-11-20 09:40,new,Ayşe Demir,2026-11-20 10:40,2026-11-20 09:50,tomorrow after 10,finished`);
    expect(csv).toContain(',+447900555321,');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csv).toContain(ids.newsletter);
    expect(csv).not.toContain(ids.meta);
  });

  it('names the file after the view and the team day, never after a search', () => {
    const at = Date.parse('2026-11-25T10:00:00Z');
    expect(exportFileName(parseFilters({ type: 'quote', source: 'google-ads' }), 'xlsx', at, ZONE)).toBe(
      'leads-quote-google-2026-11-25.xlsx',
    );
    expect(exportFileName(parseFilters({}), 'csv', at, ZONE)).toBe('leads-2026-11-25.csv');
    // 23:30 in Istanbul is already the next day there.
    expect(exportFileName(parseFilters({}), 'csv', Date.parse('2026-11-25T21:30:00Z'), ZONE)).toBe('leads-2026-11-26.csv');
    expect(exportFileName(parseFilters({ q: '07900 555321' }), 'xlsx', at, ZONE)).toBe('leads-search-2026-11-25.xlsx');
  });

  describe('10,000 leads', () => {
    const COUNT = 10_000;
    beforeAll(async () => {
      const start = Date.parse('2026-01-01T00:00:00Z');
      for (let offset = 0; offset < COUNT; offset += 500) {
        const rows: NewLead[] = [];
        for (let index = offset; index < offset + 500; index += 1) {
          const fullName = `Patient ${index} Müller`;
          const phone = `+4915${String(100_000_000 + index)}`;
          const email = `patient${index}@example.com`;
          rows.push({
            id: randomBytes(18).toString('base64url'),
            created_at: start + index * 60_000,
            last_activity_at: start + index * 60_000,
            type: 'contact',
            spam: 0,
            full_name: fullName,
            email,
            phone,
            message: 'I would like to know more about a knee prosthesis and the recovery afterwards.',
            locale: 'de',
            consent_privacy: 1,
            consent_health_data: 1,
            consent_marketing: 0,
            utm_source: 'bulk',
            utm_campaign: `campaign-${index % 20}`,
            search_text: searchText({ fullName, email, phone }),
            name_folded: foldText(fullName),
          });
        }
        await db().insertInto('leads').values(rows).execute();
      }
    }, 120_000);

    /** The pages the export has asked the database for so far. */
    const counted = (pages: AsyncIterable<ExportRow[]>) => {
      const seen = { pages: 0, ended: false };
      const iterable = (async function* () {
        try {
          for await (const page of pages) {
            seen.pages += 1;
            yield page;
          }
        } finally {
          seen.ended = true;
        }
      })();
      return { seen, iterable };
    };

    it('stops reading the database when the download is cancelled', async () => {
      const { seen, iterable } = counted(exportRows(db(), parseFilters({ type: 'contact' }), coordinator.id));
      const reader = leadsXlsx(iterable, ZONE).getReader();
      await reader.read();
      await reader.cancel();
      await expect.poll(() => seen.ended, { timeout: 5_000 }).toBe(true);
      expect(seen.pages).toBeLessThan(COUNT / 500);
    });

    it('streams the xlsx in flat memory, and reads no further ahead than the download', async () => {
      // The library's code is loaded before the measure: it is not the export's.
      await bytesOf(xlsx({ type: 'quote' }));
      const { seen, iterable } = counted(exportRows(db(), parseFilters({ type: 'contact' }), coordinator.id));
      const reader = leadsXlsx(iterable, ZONE).getReader();
      await reader.read();
      // A reader that waits: the export waits with it instead of buffering the workbook. How far
      // ahead it has read depends on how well the rows compress (the buffers between the sheet
      // and the reader hold compressed bytes); that it then stops reading does not. On a busy
      // machine it may take longer than half a second to get there: it is given up to 10 s to
      // settle (an export that never stops reads all 20 pages meanwhile, and fails below).
      const pause = () => new Promise((resolve) => setTimeout(resolve, 500));
      let ahead = -1;
      for (let waited = 0; waited < 10_000 && seen.pages !== ahead; waited += 500) {
        ahead = seen.pages;
        await pause();
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(seen.pages).toBe(ahead);
      expect(seen.pages).toBeLessThan(COUNT / 500);

      const before = live();
      let peak = 0;
      let bytes = 0;
      let chunks = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.byteLength;
        if (++chunks % 50 === 0) peak = Math.max(peak, live() - before);
      }
      expect(seen.pages).toBe(COUNT / 500);
      expect(bytes).toBeGreaterThan(MB);
      // One page of rows and the zip's buffers, whatever the count (the whole workbook would be
      // several times this: 10,000 rows of 35 cells).
      expect(peak).toBeLessThan(16 * MB);
    }, 120_000);
  });
});
