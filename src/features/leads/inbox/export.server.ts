import 'server-only';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import { questionKeys, questionLabels } from '@/config/interview';
import { errorKind, log } from '@/server/log';
import type { Database, LeadRow } from '@/server/db/schema';
import { leadFields } from '../schema';
import { clickSources, viewName, type InboxFilters } from './filters';
import { iterateInbox } from './queries.server';

/*
 * The inbox's exports, CSV and xlsx, from one row model: the lead's state and triage first (who
 * has it, when it last moved, the callback, the interview), then every stored field of the lead
 * schema in the form's order (a field added there is exported without a change here), then the
 * interview's answers and where the lead came from. Both read the list's filters in pages, so a
 * 100,000-lead export holds one page at a time.
 */

/** How a cell is written: text, a phone number (text in a spreadsheet, never a number), a moment. */
export type CellKind = 'text' | 'phone' | 'date';
/** A cell's value: text, or milliseconds since the epoch for a `date` column; null when empty. */
export type ExportValue = string | number | null;
export type ExportRow = Record<string, ExportValue>;

export interface ExportColumn {
  key: string;
  header: string;
  kind: CellKind;
  /** The column's width in the spreadsheet, in characters. */
  width: number;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The columns, the times named with the zone they are in: a spreadsheet has no time zones, so
 * the team's wall-clock time is written and the header says whose it is.
 */
export function exportColumns(timeZone: string): ExportColumn[] {
  const at = (label: string) => `${label} (${timeZone})`;
  return [
    { key: 'id', header: 'ID', kind: 'text', width: 26 },
    { key: 'created', header: at('Created'), kind: 'date', width: 18 },
    { key: 'status', header: 'Status', kind: 'text', width: 11 },
    { key: 'assignee', header: 'Assignee', kind: 'text', width: 18 },
    { key: 'last_activity', header: at('Last activity'), kind: 'date', width: 18 },
    { key: 'callback_requested', header: at('Callback requested'), kind: 'date', width: 18 },
    { key: 'callback_time', header: 'Callback time (patient)', kind: 'text', width: 22 },
    { key: 'interview', header: 'Interview', kind: 'text', width: 10 },
    ...leadFields.map((field): ExportColumn => ({
      key: field.column,
      header: field.email.section === 'consents' ? `Consent: ${field.email.label}` : capitalized(field.email.label),
      kind: field.column === 'phone' ? 'phone' : 'text',
      width: field.column === 'message' ? 50 : field.email.section === 'consents' ? 10 : 18,
    })),
    { key: 'interview_answers', header: 'Interview answers', kind: 'text', width: 60 },
    { key: 'source', header: 'Source', kind: 'text', width: 14 },
    { key: 'spam', header: 'Spam', kind: 'text', width: 6 },
  ];
}

/** Where a lead came from, as the list names it: an ad click's id says more than a utm_source. */
export function leadSource(lead: Pick<LeadRow, 'gclid' | 'fbclid' | 'utm_source'>): string {
  if (lead.gclid) return clickSources['google-ads'];
  if (lead.fbclid) return clickSources.meta;
  return lead.utm_source ?? '';
}

/** A recording's length as a player shows it: "0:42", "12:05". */
export const duration = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

interface InterviewFacts {
  finished_at: number | null;
  callback_requested_at: number | null;
  callback_time: string | null;
}
interface AnswerFacts {
  question: string;
  kind: 'text' | 'audio' | 'skipped';
  text: string | null;
  duration_ms: number | null;
}

/** The interview's answers as text, in the order asked: "Question: answer", one a line. */
export function answersText(answers: AnswerFacts[]): string {
  const order = (question: string) => {
    const index = questionKeys.indexOf(question as (typeof questionKeys)[number]);
    return index === -1 ? questionKeys.length : index;
  };
  return [...answers]
    .sort((a, b) => order(a.question) - order(b.question))
    .map((answer) => {
      const label = questionLabels[answer.question as keyof typeof questionLabels] ?? answer.question;
      const value =
        answer.kind === 'audio'
          ? `(recording${answer.duration_ms ? `, ${duration(Number(answer.duration_ms))}` : ''})`
          : answer.kind === 'skipped'
            ? '(skipped)'
            : (answer.text ?? '');
      return `${label}: ${value}`;
    })
    .join('\n');
}

/** One lead as a row of the export. */
export function exportRow(
  lead: LeadRow,
  assignee: string | null,
  interview: InterviewFacts | undefined,
  answers: AnswerFacts[],
): ExportRow {
  const row: ExportRow = {
    id: lead.id,
    created: Number(lead.created_at),
    status: lead.status,
    assignee,
    last_activity: Number(lead.last_activity_at),
    callback_requested: interview?.callback_requested_at == null ? null : Number(interview.callback_requested_at),
    callback_time: interview?.callback_time ?? null,
    interview: interview ? (interview.finished_at == null ? 'partial' : 'finished') : null,
    interview_answers: answersText(answers) || null,
    source: leadSource(lead) || null,
    spam: lead.spam ? 'yes' : 'no',
  };
  for (const field of leadFields) {
    const value = lead[field.column];
    row[field.column] = field.kind === 'boolean' ? (value ? 'yes' : 'no') : value === null || value === undefined ? null : `${value}`;
  }
  return row;
}

/**
 * The leads of the list's filters as export rows, a page at a time: the page's interviews and
 * answers are read with one query each, so the export costs three queries per `batch` leads.
 */
export async function* exportRows(db: Kysely<Database>, filters: InboxFilters, staffId: string, batch = 500): AsyncGenerator<ExportRow[]> {
  // The staff are few: their names are read once, not joined into every page.
  const names = new Map((await db.selectFrom('staff').select(['id', 'display_name']).execute()).map((s) => [s.id, s.display_name]));
  let page: LeadRow[] = [];
  const rowsOf = async (leads: LeadRow[]) => {
    const ids = leads.map((lead) => lead.id);
    const [interviews, answers] = await Promise.all([
      db
        .selectFrom('interviews')
        .select(['lead_id', 'finished_at', 'callback_requested_at', 'callback_time'])
        .where('lead_id', 'in', ids)
        .execute(),
      db
        .selectFrom('interview_answers')
        .select(['lead_id', 'question', 'kind', 'text', 'duration_ms'])
        .where('lead_id', 'in', ids)
        .orderBy('created_at')
        .execute(),
    ]);
    const interviewOf = new Map(interviews.map((row) => [row.lead_id, row]));
    const answersOf = new Map<string, AnswerFacts[]>();
    for (const answer of answers) answersOf.set(answer.lead_id, [...(answersOf.get(answer.lead_id) ?? []), answer]);
    return leads.map((lead) =>
      exportRow(
        lead,
        lead.assigned_to ? (names.get(lead.assigned_to) ?? null) : null,
        interviewOf.get(lead.id),
        answersOf.get(lead.id) ?? [],
      ),
    );
  };
  for await (const lead of iterateInbox(db, filters, staffId, batch)) {
    page.push(lead);
    if (page.length === batch) {
      yield await rowsOf(page);
      page = [];
    }
  }
  if (page.length) yield await rowsOf(page);
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** A moment's wall-clock time in a zone, as the fields of a date (its UTC fields hold them). */
function wallClock(ms: number, timeZone: string): Date {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    zoneFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(new Date(ms)).map((p) => [p.type, Number(p.value)])) as Record<
    'year' | 'month' | 'day' | 'hour' | 'minute' | 'second',
    number
  >;
  return new Date(Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second));
}

/** A moment as text in a zone, "2026-11-25 14:05", which spreadsheet programs read as a date. */
export function zonedText(ms: number, timeZone: string): string {
  return wallClock(ms, timeZone).toISOString().slice(0, 16).replace('T', ' ');
}

/** The day in the team's zone, for the file's name. */
export const zonedDay = (ms: number, timeZone: string) => wallClock(ms, timeZone).toISOString().slice(0, 10);

/**
 * The file's name says the view it was exported from (filters.ts, viewName):
 * `leads-quote-google-2026-11-25.xlsx`, or `leads-2026-11-25.csv` for every lead; the day is the
 * team's.
 */
export function exportFileName(filters: InboxFilters, extension: 'csv' | 'xlsx', now: number, timeZone: string): string {
  return `leads-${[viewName(filters), zonedDay(now, timeZone)].filter(Boolean).join('-')}.${extension}`;
}

/** How a value goes into an xlsx cell: dates as dates (the team's wall clock), the rest as strings. */
function xlsxCell(column: ExportColumn, value: ExportValue, timeZone: string): string | Date | null {
  if (value === null || value === '') return null;
  return column.kind === 'date' ? wallClock(Number(value), timeZone) : `${value}`;
}

/**
 * The bytes written but not yet taken by the download: the sheet's XML waiting for the zip, and
 * what the zip has compressed. exceljs (4.4) gives no backpressure of its own: its sheet ignores
 * what write() says, and its zip (archiver) keeps whatever it has compressed until the reader
 * takes it. Read from their internals (the sheet's `stream`, the workbook's `zip`), as checked by
 * export.test.ts ("reads no further ahead than the download"); 0 if they change.
 */
function waiting(workbook: ExcelJS.stream.xlsx.WorkbookWriter, sheet: ExcelJS.Worksheet): number {
  // archiver's streams come from the readable-stream package (v2), whose states have no getters.
  type Buffered = { _readableState?: { length?: number }; _writableState?: { length?: number } } | undefined;
  const intake = (sheet as unknown as { stream?: { pipes?: Buffered[] } }).stream?.pipes?.[0];
  const zip = (workbook as unknown as { zip?: Buffered }).zip;
  return (intake?._readableState?.length ?? 0) + (intake?._writableState?.length ?? 0) + (zip?._readableState?.length ?? 0);
}

/** What may wait for the download, beyond which the export stops writing rows: about a page. */
const WAITING_LIMIT = 64 * 1024;

/** Resolves once the download has taken what waits (or is gone: the caller stops). */
async function caughtUp(workbook: ExcelJS.stream.xlsx.WorkbookWriter, sheet: ExcelJS.Worksheet, out: PassThrough): Promise<void> {
  while (!out.destroyed && waiting(workbook, sheet) > WAITING_LIMIT) {
    // The download's reads drain `out`, and the zip then flows into it; a short timer as well,
    // since the zip can hold bytes while `out` has room (nothing would then say drain).
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        out.off('drain', done);
        out.off('close', done);
        resolve();
      };
      const timer = setTimeout(done, 25);
      out.once('drain', done);
      out.once('close', done);
    });
  }
}

/**
 * The rows as an xlsx workbook, streamed: exceljs's streaming writer commits each row to the zip
 * as it is written, without shared strings (they would keep every text in memory to the end).
 * Its zip buffers whatever its reader does not take, so the next page is written only once the
 * zip has taken the last: the download's pace sets the database's, and memory holds about a page.
 * Text cells are strings, never formulas, whatever they start with: no apostrophe is needed
 * against formula injection (as it is in the CSV), and the patient's text is kept as written.
 */
export function leadsXlsx(pages: AsyncIterable<ExportRow[]>, timeZone: string): ReadableStream<Uint8Array> {
  const columns = exportColumns(timeZone);
  const out = new PassThrough({ highWaterMark: 64 * 1024 });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const write = async () => {
    const sheet = workbook.addWorksheet('Leads', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((column) => ({
      key: column.key,
      header: column.header,
      width: column.width,
      // '@' is the text format: a phone number typed over in the sheet stays text, its + kept.
      style: column.kind === 'date' ? { numFmt: 'yyyy-mm-dd hh:mm' } : column.kind === 'phone' ? { numFmt: '@' } : {},
    }));
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
    const header = sheet.getRow(1);
    header.font = { bold: true };
    header.commit();
    for await (const page of pages) {
      for (const row of page) sheet.addRow(columns.map((column) => xlsxCell(column, row[column.key] ?? null, timeZone))).commit();
      await caughtUp(workbook, sheet, out);
      // The reader went away: leaving the loop ends the page reading (its queries stop).
      if (out.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    log.error('inbox.export.failed', { format: 'xlsx', error: errorKind(error) });
    out.destroy(error instanceof Error ? error : new Error('export failed'));
  });
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}
