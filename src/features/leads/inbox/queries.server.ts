import 'server-only';
import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import { foldText, phoneSearchDigits } from '@/lib/fold';
import { leadStatuses, type LeadStatus } from '../contract';
import type { Database, LeadRow } from '@/server/db/schema';
import type { InboxFilters, InboxSort } from './filters';

export const PAGE_SIZE = 50;
/** Leads with the same name this close in time are possibly the same person (issue 23). */
export const DUPLICATE_NAME_WINDOW_MS = 30 * 24 * 60 * 60_000;
/** The source filter offers the sources of this recent period (an index range, not a scan of every lead). */
export const SOURCE_WINDOW_MS = 180 * 24 * 60 * 60_000;

type LeadQuery<O> = SelectQueryBuilder<Database, 'leads', O>;
type LeadsEb = ExpressionBuilder<Database, 'leads'>;

const dayStart = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

/** `%` and `_` in a search are letters, not patterns: escaped with a backslash, declared as the escape. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
// SQLite has no default escape character for LIKE; PostgreSQL's is the backslash. Both are told.
const searchLike = (pattern: string) => sql<boolean>`leads.search_text like ${pattern} escape '\\'`;

// Membership in the (small) set of leads with an interview, rather than a test per lead: both
// databases can then start from that set, where a correlated test would visit every lead.
const hasCallback = (eb: LeadsEb) =>
  eb('leads.id', 'in', eb.selectFrom('interviews').select('interviews.lead_id').where('interviews.callback_requested_at', 'is not', null));
const finishedInterview = (eb: LeadsEb) =>
  eb('leads.id', 'in', eb.selectFrom('interviews').select('interviews.lead_id').where('interviews.finished_at', 'is not', null));
const hasAnswers = (eb: LeadsEb) => eb('leads.id', 'in', eb.selectFrom('interview_answers').select('interview_answers.lead_id'));

/**
 * The filters as conditions, every one but those in `except` (the status counts leave out the
 * status itself). `staffId` is the coordinator who asks, for "mine". Shared by the list, the
 * counts and the exports, so an export is exactly the view it was started from.
 */
export function applyInboxFilters<O>(
  query: LeadQuery<O>,
  filters: InboxFilters,
  staffId: string,
  except: (keyof InboxFilters)[] = [],
): LeadQuery<O> {
  const applies = (key: keyof InboxFilters) => filters[key] !== undefined && !except.includes(key);
  let result = query;
  if (applies('status')) result = result.where('leads.status', '=', filters.status!);
  if (applies('type')) result = result.where('leads.type', '=', filters.type!);
  if (applies('subject')) {
    const [kind, id] = filters.subject!.split(':') as ['programme' | 'treatment', string];
    result = result.where(kind === 'programme' ? 'leads.programme' : 'leads.treatment', '=', id);
  }
  if (applies('locale')) result = result.where('leads.locale', '=', filters.locale!);
  if (applies('assigned')) {
    const assigned = filters.assigned!;
    result =
      assigned === 'none'
        ? result.where('leads.assigned_to', 'is', null)
        : result.where('leads.assigned_to', '=', assigned === 'mine' ? staffId : assigned);
  }
  if (applies('source')) {
    const source = filters.source!;
    // A click id says more than a UTM: an ad's landing may carry any utm_source, or none.
    if (source === 'google-ads') result = result.where('leads.gclid', 'is not', null);
    else if (source === 'meta') result = result.where('leads.fbclid', 'is not', null);
    else result = result.where('leads.utm_source', '=', source);
  }
  if (applies('callback')) result = result.where(hasCallback);
  if (applies('interview')) {
    const state = filters.interview!;
    if (state === 'finished') result = result.where(finishedInterview);
    else if (state === 'partial') result = result.where((eb) => eb.and([hasAnswers(eb), eb.not(finishedInterview(eb))]));
    else result = result.where((eb) => eb.or([hasAnswers(eb), finishedInterview(eb)]));
  }
  if (applies('from')) result = result.where('leads.created_at', '>=', dayStart(filters.from!));
  if (applies('to')) result = result.where('leads.created_at', '<', dayStart(filters.to!) + 24 * 60 * 60_000);
  if (!except.includes('spam')) {
    if (filters.spam === 'exclude') result = result.where('leads.spam', '=', 0);
    if (filters.spam === 'only') result = result.where('leads.spam', '=', 1);
  }
  if (applies('q')) {
    // The search text is folded when stored (src/lib/fold.ts), so the query is folded the same
    // way: `dogan` finds "Doğan". A phone typed in any form is also looked for as its digits.
    const digits = phoneSearchDigits(filters.q!);
    const patterns = [likePattern(foldText(filters.q!)), ...(digits ? [likePattern(digits)] : [])];
    result = result.where((eb) => eb.or(patterns.map(searchLike)));
  }
  return result;
}

/** The order of each sort, ties broken by id so that pages neither repeat nor skip a lead. */
const sortOrder = {
  newest: { column: 'leads.created_at', direction: 'desc' },
  oldest: { column: 'leads.created_at', direction: 'asc' },
  activity: { column: 'leads.last_activity_at', direction: 'desc' },
} as const satisfies Record<InboxSort, { column: 'leads.created_at' | 'leads.last_activity_at'; direction: 'asc' | 'desc' }>;

function sorted<O>(query: LeadQuery<O>, sort: InboxSort): LeadQuery<O> {
  const { column, direction } = sortOrder[sort];
  return query.orderBy(column, direction).orderBy('leads.id', direction);
}

const listColumns = [
  'leads.id',
  'leads.created_at',
  'leads.last_activity_at',
  'leads.type',
  'leads.status',
  'leads.spam',
  'leads.full_name',
  'leads.name_folded',
  'leads.email',
  'leads.phone',
  'leads.locale',
  'leads.treatment',
  'leads.programme',
  'leads.assigned_to',
  'leads.utm_source',
  'leads.utm_campaign',
  'leads.gclid',
  'leads.fbclid',
  'leads.preferred_time',
  'leads.first_opened_at',
] as const;

export type InterviewState = 'finished' | 'partial' | 'none';
export type DuplicateReason = 'phone' | 'email' | 'name';

/** A row of the list, with what a coordinator triages by, without opening the lead. */
export type InboxLead = Pick<
  LeadRow,
  | 'id'
  | 'created_at'
  | 'last_activity_at'
  | 'type'
  | 'status'
  | 'spam'
  | 'full_name'
  | 'email'
  | 'phone'
  | 'locale'
  | 'treatment'
  | 'programme'
  | 'assigned_to'
  | 'utm_source'
  | 'utm_campaign'
  | 'preferred_time'
> & {
  assignee: string | null;
  /** `utm_source`, or "Google Ads" / "Meta" for a click id. */
  source: string | null;
  /** The patient asked to be called back in the interview; `callbackTime` is when they would like it. */
  callback: boolean;
  callbackTime: string | null;
  interview: InterviewState;
  recordings: number;
  files: number;
  /** No coordinator has opened the lead yet ("new to the team"). */
  unopened: boolean;
  /** Why another lead may be the same person; null when none is. */
  duplicate: DuplicateReason | null;
};

const sourceOf = (row: { gclid: string | null; fbclid: string | null; utm_source: string | null }) =>
  row.gclid ? 'Google Ads' : row.fbclid ? 'Meta' : row.utm_source;

/**
 * One page of the list (`filters.page`, 1-based) in the chosen order, each row with its
 * indicators. Two steps: the page's ids are chosen on the leads table alone, where the filters
 * and the order use its indexes (no join or count widens what the offset skips); then the 50
 * rows are read with their assignee, interview, recordings and files, by id.
 */
export async function listInbox(
  db: Kysely<Database>,
  filters: InboxFilters,
  staffId: string,
  limit = PAGE_SIZE,
): Promise<{ leads: InboxLead[] }> {
  const offset = ((filters.page ?? 1) - 1) * limit;
  const chosen = await sorted(applyInboxFilters(db.selectFrom('leads').select('leads.id'), filters, staffId), filters.sort)
    .limit(limit)
    .offset(offset)
    .execute();
  if (chosen.length === 0) return { leads: [] };
  const ids = chosen.map((row) => row.id);
  const counted = (rows: { lead_id: string; n: number | string }[]) => new Map(rows.map((row) => [row.lead_id, Number(row.n)]));
  const answerCounts = db
    .selectFrom('interview_answers')
    .select([
      'lead_id',
      (eb) => eb.fn.countAll<number | string>().as('n'),
      (eb) => eb.fn.sum<number | string>(sql`case when kind = 'audio' then 1 else 0 end`).as('audio'),
    ])
    .where('lead_id', 'in', ids)
    .groupBy('lead_id')
    .execute();
  const fileCounts = db
    .selectFrom('lead_files')
    .select(['lead_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('lead_id', 'in', ids)
    .groupBy('lead_id')
    .execute()
    .then(counted);
  const [rows, answerRows, files] = await Promise.all([
    db
      .selectFrom('leads')
      .leftJoin('staff', 'staff.id', 'leads.assigned_to')
      .leftJoin('interviews', 'interviews.lead_id', 'leads.id')
      .select([
        ...listColumns,
        'staff.display_name as assignee',
        'interviews.callback_requested_at',
        'interviews.callback_time',
        'interviews.finished_at',
      ])
      .where('leads.id', 'in', ids)
      .execute(),
    answerCounts,
    fileCounts,
  ]);
  const answers = counted(answerRows);
  const recordings = new Map(answerRows.map((row) => [row.lead_id, Number(row.audio)]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const page = ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
  const duplicates = await duplicateReasons(
    db,
    page.map((row) => ({ ...row, created_at: Number(row.created_at) })),
  );
  return {
    leads: page.map(
      ({ callback_requested_at, callback_time, finished_at, first_opened_at, gclid, fbclid, name_folded: _folded, ...row }) => ({
        ...row,
        created_at: Number(row.created_at),
        last_activity_at: Number(row.last_activity_at),
        source: sourceOf({ gclid, fbclid, utm_source: row.utm_source }),
        callback: callback_requested_at !== null,
        callbackTime: callback_time ?? row.preferred_time,
        interview: finished_at !== null ? 'finished' : (answers.get(row.id) ?? 0) > 0 ? 'partial' : 'none',
        recordings: recordings.get(row.id) ?? 0,
        files: files.get(row.id) ?? 0,
        unopened: first_opened_at === null,
        duplicate: duplicates.get(row.id) ?? null,
      }),
    ),
  };
}

/** The paging text of a page: "51–100 of 312" (an en dash), or "0 of 0". */
export function pageRange(page: number, shown: number, total: number, size = PAGE_SIZE): string {
  if (shown === 0) return `0 of ${total}`;
  const first = (page - 1) * size + 1;
  return `${first}–${first + shown - 1} of ${total}`;
}

/** The filters that leave every status tab counted from the (status, spam) index alone. */
const indexOnlyCounts = (filters: InboxFilters) =>
  (Object.keys(filters) as (keyof InboxFilters)[]).every(
    (key) => filters[key] === undefined || ['status', 'spam', 'sort', 'page'].includes(key),
  );

/** How many leads each status has under the other filters (the tabs of the list; their sum is the view's total). */
export async function statusCounts(db: Kysely<Database>, filters: InboxFilters, staffId: string): Promise<Record<LeadStatus, number>> {
  // With other filters, grouped by an expression, not the column: SQLite would otherwise walk the
  // (status, created_at) index and read each row out of order, five times slower than one scan.
  // Without them, the (status, spam) index answers alone (npm run bench:inbox).
  const status = indexOnlyCounts(filters) ? sql<string>`leads.status` : sql<string>`leads.status || ''`;
  const rows = await applyInboxFilters(
    db.selectFrom('leads').select([status.as('status'), (eb) => eb.fn.countAll<number | string>().as('n')]),
    filters,
    staffId,
    ['status'],
  )
    .groupBy(status)
    .execute();
  const counts = Object.fromEntries(leadStatuses.map((status) => [status, 0])) as Record<LeadStatus, number>;
  for (const row of rows) if (row.status in counts) counts[row.status as LeadStatus] = Number(row.n);
  return counts;
}

/**
 * A page of the list and the status tabs' counts. A search usually finds a few leads: when its
 * first page, unfiltered by status, holds them all, the counts are read from the page itself
 * rather than by searching every lead a second time.
 */
export async function inboxView(db: Kysely<Database>, filters: InboxFilters, staffId: string, limit = PAGE_SIZE) {
  if (filters.q === undefined || filters.status !== undefined || (filters.page ?? 1) > 1) {
    const [page, counts] = await Promise.all([listInbox(db, filters, staffId, limit), statusCounts(db, filters, staffId)]);
    return { ...page, counts };
  }
  const page = await listInbox(db, filters, staffId, limit);
  if (page.leads.length === limit) return { ...page, counts: await statusCounts(db, filters, staffId) };
  const counts = Object.fromEntries(leadStatuses.map((status) => [status, 0])) as Record<LeadStatus, number>;
  for (const lead of page.leads) counts[lead.status] += 1;
  return { ...page, counts };
}

/**
 * Every lead of the filters in the view's order, for the exports: read in pages of `batch` by
 * the last row's position (not an offset, which reads every skipped row again), so memory stays
 * flat and a long export costs no more per row than a short one. `filters.page` is ignored.
 */
export async function* iterateInbox(db: Kysely<Database>, filters: InboxFilters, staffId: string, batch = 500): AsyncGenerator<LeadRow> {
  const { column, direction } = sortOrder[filters.sort];
  const key = column === 'leads.created_at' ? 'created_at' : 'last_activity_at';
  let after: { value: number; id: string } | undefined;
  for (;;) {
    let query = sorted(applyInboxFilters(db.selectFrom('leads').selectAll('leads'), filters, staffId), filters.sort);
    if (after) {
      const { value, id } = after;
      const beyond = direction === 'desc' ? '<' : '>';
      query = query.where((eb) => eb.or([eb(column, beyond, value), eb.and([eb(column, '=', value), eb('leads.id', beyond, id)])]));
    }
    const rows = await query.limit(batch).execute();
    for (const row of rows) yield { ...row, created_at: Number(row.created_at), last_activity_at: Number(row.last_activity_at) };
    if (rows.length < batch) return;
    const last = rows[rows.length - 1]!;
    after = { value: Number(last[key]), id: last.id };
  }
}

type DuplicateProbe = Pick<LeadRow, 'id' | 'phone' | 'email' | 'name_folded' | 'created_at'>;

const emailVariants = (email: string) => [...new Set([email, email.toLowerCase()])];

/**
 * Why each of these leads (a page of the list) may be the same person as another lead: the same
 * phone (stored as E.164), the same email, or the same folded name within 30 days. One query for
 * the page, each test on an index (leads_phone, leads_email, leads_name_folded). The email is
 * compared as typed and in lower case: the intake keeps it as the visitor typed it.
 */
export async function duplicateReasons(db: Kysely<Database>, leads: readonly DuplicateProbe[]): Promise<Map<string, DuplicateReason>> {
  const reasons = new Map<string, DuplicateReason>();
  if (leads.length === 0) return reasons;
  const window = DUPLICATE_NAME_WINDOW_MS;
  // `case when exists` gives 1 or 0 on both databases (PostgreSQL's exists alone is a boolean).
  const flag = (condition: ReturnType<typeof sql>) =>
    sql<number>`case when exists (select 1 from leads other where other.id <> leads.id and ${condition}) then 1 else 0 end`;
  const rows = await db
    .selectFrom('leads')
    .select([
      'leads.id',
      flag(sql`other.phone = leads.phone`).as('by_phone'),
      flag(sql`leads.email is not null and other.email in (leads.email, lower(leads.email))`).as('by_email'),
      flag(
        sql`leads.name_folded <> '' and other.name_folded = leads.name_folded and other.created_at between leads.created_at - ${window} and leads.created_at + ${window}`,
      ).as('by_name'),
    ])
    .where(
      'leads.id',
      'in',
      leads.map((lead) => lead.id),
    )
    .execute();
  for (const row of rows) {
    const reason = Number(row.by_phone) ? 'phone' : Number(row.by_email) ? 'email' : Number(row.by_name) ? 'name' : undefined;
    if (reason) reasons.set(row.id, reason);
  }
  return reasons;
}

export interface PossibleDuplicate {
  id: string;
  full_name: string;
  created_at: number;
  status: LeadStatus;
  reasons: DuplicateReason[];
}

/** The leads that may be the same person as `lead` (same phone, email, or name within 30 days), newest first. */
export async function possibleDuplicates(db: Kysely<Database>, lead: DuplicateProbe, limit = 20): Promise<PossibleDuplicate[]> {
  const createdAt = Number(lead.created_at);
  const emails = lead.email ? emailVariants(lead.email) : [];
  const rows = await db
    .selectFrom('leads')
    .select(['id', 'full_name', 'created_at', 'status', 'phone', 'email', 'name_folded'])
    .where('id', '!=', lead.id)
    .where((eb) =>
      eb.or([
        eb('phone', '=', lead.phone),
        ...(emails.length > 0 ? [eb('email', 'in', emails)] : []),
        ...(lead.name_folded
          ? [
              eb.and([
                eb('name_folded', '=', lead.name_folded),
                eb('created_at', '>=', createdAt - DUPLICATE_NAME_WINDOW_MS),
                eb('created_at', '<=', createdAt + DUPLICATE_NAME_WINDOW_MS),
              ]),
            ]
          : []),
      ]),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => {
    const reasons: DuplicateReason[] = [];
    if (row.phone === lead.phone) reasons.push('phone');
    if (row.email && emails.includes(row.email)) reasons.push('email');
    if (
      lead.name_folded &&
      row.name_folded === lead.name_folded &&
      Math.abs(Number(row.created_at) - createdAt) <= DUPLICATE_NAME_WINDOW_MS
    )
      reasons.push('name');
    return { id: row.id, full_name: row.full_name, created_at: Number(row.created_at), status: row.status, reasons };
  });
}

/**
 * The `utm_source` values of recent leads, most frequent first, for the source filter. Recent
 * only: a range of the created_at index, where every source ever seen would be a scan.
 */
export async function sourceOptions(db: Kysely<Database>, now = Date.now(), limit = 30): Promise<string[]> {
  const rows = await db
    .selectFrom('leads')
    .select(['utm_source', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('created_at', '>=', now - SOURCE_WINDOW_MS)
    .where('utm_source', 'is not', null)
    .groupBy('utm_source')
    .orderBy('n', 'desc')
    .orderBy('utm_source')
    .limit(limit)
    .execute();
  return rows.map((row) => row.utm_source).filter((source): source is string => Boolean(source));
}

/** How many leads (not spam) arrived after `since`: the count in the tab title, "(3) Leads". */
export async function countNewSince(db: Kysely<Database>, since: number): Promise<number> {
  const row = await db
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('created_at', '>', since)
    .where('spam', '=', 0)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The lead's first opening by a coordinator: set once, so "new to the team" ends for everyone. */
export async function markOpened(db: Kysely<Database>, leadId: string, staffName: string, now = Date.now()): Promise<void> {
  await db
    .updateTable('leads')
    .set({ first_opened_at: now, first_opened_by: staffName })
    .where('id', '=', leadId)
    .where('first_opened_at', 'is', null)
    .execute();
}

/** Everything the lead's page shows: the lead, files, interview, notes, history and deliveries. */
export async function inboxLead(db: Kysely<Database>, id: string) {
  const lead = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
  if (!lead) return undefined;
  const [files, deliveries, interview, answers, notes, activity, staff, contacts] = await Promise.all([
    db.selectFrom('lead_files').selectAll().where('lead_id', '=', id).orderBy('created_at').orderBy('id').execute(),
    db.selectFrom('outbox').selectAll().where('lead_id', '=', id).orderBy('created_at').orderBy('channel').execute(),
    db.selectFrom('interviews').selectAll().where('lead_id', '=', id).executeTakeFirst(),
    db.selectFrom('interview_answers').selectAll().where('lead_id', '=', id).execute(),
    db.selectFrom('lead_notes').selectAll().where('lead_id', '=', id).orderBy('created_at', 'desc').orderBy('id').execute(),
    db.selectFrom('lead_activity').selectAll().where('lead_id', '=', id).orderBy('created_at', 'desc').orderBy('id').execute(),
    db.selectFrom('staff').select(['id', 'display_name', 'email']).orderBy('display_name').execute(),
    db.selectFrom('lead_contacts').selectAll().where('lead_id', '=', id).orderBy('created_at', 'desc').orderBy('id').execute(),
  ]);
  return { lead, files, deliveries, interview, answers, notes, activity, staff, contacts };
}
export type InboxLeadDetail = NonNullable<Awaited<ReturnType<typeof inboxLead>>>;

export const staffOptions = (db: Kysely<Database>) =>
  db.selectFrom('staff').select(['id', 'display_name']).orderBy('display_name').execute();
