import { stringify } from 'csv-stringify/sync';
import { exportColumns, zonedText, type ExportColumn, type ExportRow } from './inbox/export.server';

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

/** A row's cells as text: times in the team's zone ("2026-11-25 14:05", as the header says). */
export function csvRecord(row: ExportRow, columns: ExportColumn[], timeZone: string): string[] {
  return columns.map((column) => {
    const value = row[column.key] ?? null;
    if (value === null) return '';
    if (column.kind === 'date') return zonedText(Number(value), timeZone);
    return checkedColumns.has(column.key) ? `${value}` : safeCell(value);
  });
}

/**
 * Leads as CSV, streamed a page at a time: UTF-8 with a byte-order mark (spreadsheet programs
 * then read Turkish and Cyrillic names), a header line, and cells safe against formula injection.
 * The columns are the xlsx export's (export.server.ts), in the same order.
 */
export async function* leadsCsv(pages: AsyncIterable<ExportRow[]> | Iterable<ExportRow[]>, timeZone: string): AsyncGenerator<string> {
  const columns = exportColumns(timeZone);
  yield stringify([columns.map((column) => column.header)], { bom: true });
  for await (const page of pages) if (page.length) yield stringify(page.map((row) => csvRecord(row, columns, timeZone)));
}
