import { describe, expect, it } from 'vitest';
import type { LeadRow } from '@/server/db/schema';
import { csvColumns, leadsCsv } from './csv';

const row = (change: Partial<LeadRow>): LeadRow =>
  ({
    ...Object.fromEntries(csvColumns.map((column) => [column, null])),
    id: 'abc',
    created_at: 0,
    status: 'new',
    spam: 0,
    ...change,
  }) as LeadRow;

describe('the leads CSV', () => {
  it('starts with a byte-order mark and a header, keeps names in any script and escapes formulas', async () => {
    let csv = '';
    for await (const chunk of leadsCsv([row({ full_name: 'Ayşe Юлия', phone: '+905320000003', message: '=HYPERLINK("x")' })])) csv += chunk;
    expect(csv.startsWith('\ufeffid,created_at,status,spam,type,full_name')).toBe(true);
    expect(csv).toContain('Ayşe Юлия');
    expect(csv).toContain(',+905320000003,');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
