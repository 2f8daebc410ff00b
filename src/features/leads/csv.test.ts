import { describe, expect, it } from 'vitest';
import type { LeadRow } from '@/server/db/schema';
import { leadsCsv } from './csv';
import { exportRow } from './inbox/export.server';

const T0 = Date.parse('2026-11-25T06:40:00Z');
const lead = (change: Partial<LeadRow>) =>
  ({
    id: '-abc',
    created_at: T0,
    last_activity_at: T0,
    type: 'quote',
    status: 'new',
    spam: 0,
    full_name: 'Anna',
    email: null,
    phone: '+905320000003',
    consent_privacy: 1,
    consent_health_data: 0,
    consent_marketing: 0,
    gclid: null,
    fbclid: null,
    utm_source: null,
    ...change,
  }) as LeadRow;

const csvOf = async (rows: LeadRow[]) => {
  let csv = '';
  for await (const chunk of leadsCsv([rows.map((row) => exportRow(row, null, undefined, []))], 'Europe/Istanbul')) csv += chunk;
  return csv;
};

describe('the leads CSV', () => {
  it('starts with a byte-order mark and a header, keeps names in any script and escapes formulas', async () => {
    const csv = await csvOf([lead({ full_name: 'Ayşe Юлия', message: '=HYPERLINK("x")', utm_source: '@cmd' })]);
    expect(csv.startsWith('\ufeffID,Created (Europe/Istanbul),Status,Assignee,Last activity (Europe/Istanbul)')).toBe(true);
    expect(csv).toContain('Ayşe Юлия');
    // The checked values keep their sign: an id may start with "-", a phone number with "+".
    expect(csv).toContain('-abc,');
    expect(csv).toContain(',+905320000003,');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain(",'@cmd,");
  });

  it('writes times in the team zone, as the header names it, and consents as yes or no', async () => {
    const csv = await csvOf([lead({})]);
    const [header, row] = csv.replace('\ufeff', '').trim().split('\n') as [string, string];
    const cells = Object.fromEntries(header.split(',').map((name, index) => [name, row.split(',')[index]]));
    expect(cells['Created (Europe/Istanbul)']).toBe('2026-11-25 09:40');
    expect(cells['Consent: privacy']).toBe('yes');
    expect(cells['Consent: marketing']).toBe('no');
    expect(cells.Type).toBe('quote');
  });
});
