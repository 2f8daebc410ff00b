import { stringify } from 'csv-stringify/sync';
import type { LeadRow } from '@/server/db/schema';
import { leadFields } from './schema';

/** The export's columns: the lead's identity and state, then every stored field in the form's order. */
export const csvColumns = ['id', 'created_at', 'status', 'spam', ...leadFields.map((field) => field.column)] as const;

/** Checked values whose leading + or - is not a formula: ids and E.164 phone numbers. */
const checkedColumns = new Set<string>(['id', 'phone']);

/**
 * A cell that a spreadsheet would run as a formula (=, +, - or @, also after a tab or a line
 * break) is prefixed with an apostrophe, so an export is safe to open.
 */
export function safeCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : `${value}`;
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function csvRecord(row: LeadRow): string[] {
  return csvColumns.map((column) => {
    if (column === 'created_at') return new Date(row.created_at).toISOString();
    const value = row[column as keyof LeadRow];
    return checkedColumns.has(column) ? `${value ?? ''}` : safeCell(value);
  });
}

/**
 * Leads as CSV, streamed row by row: UTF-8 with a byte-order mark (spreadsheet programs then
 * read Turkish and Cyrillic names), a header line, and cells safe against formula injection.
 */
export async function* leadsCsv(rows: AsyncIterable<LeadRow> | Iterable<LeadRow>): AsyncGenerator<string> {
  yield stringify([[...csvColumns]], { bom: true });
  for await (const row of rows) yield stringify([csvRecord(row)]);
}
