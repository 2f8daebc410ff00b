import 'server-only';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { leadStatuses, type LeadStatus } from '../contract';
import type { Database, LeadRow } from '@/server/db/schema';
import type { InboxFilters } from './filters';

export const PAGE_SIZE = 50;

type LeadQuery<O> = SelectQueryBuilder<Database, 'leads', O>;

/** A page's position: the last lead's time and id (newest first, ties broken by id). */
export const cursorOf = (lead: Pick<LeadRow, 'created_at' | 'id'>) => `${Number(lead.created_at)}.${lead.id}`;

const dayStart = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

/** `%` and `_` in a search are letters, not patterns: escaped with a backslash, declared as the escape. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
// SQLite has no default escape character for LIKE; PostgreSQL's is the backslash. Both are told.
const searchLike = (pattern: string) => sql<boolean>`leads.search_text like ${pattern} escape '\\'`;

/**
 * The filters as conditions, every one but those in `except` (the status counts leave out the
 * status itself). `staffId` is the coordinator who asks, for "mine".
 */
function applyFilters<O>(query: LeadQuery<O>, filters: InboxFilters, staffId: string, except: (keyof InboxFilters)[] = []): LeadQuery<O> {
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
  if (applies('from')) result = result.where('leads.created_at', '>=', dayStart(filters.from!));
  if (applies('to')) result = result.where('leads.created_at', '<', dayStart(filters.to!) + 24 * 60 * 60_000);
  if (!except.includes('spam')) {
    if (filters.spam === 'exclude') result = result.where('leads.spam', '=', 0);
    if (filters.spam === 'only') result = result.where('leads.spam', '=', 1);
  }
  if (applies('q')) {
    const digits = filters.q!.replace(/\D/g, '');
    const pattern = likePattern(filters.q!);
    result = result.where((eb) =>
      eb.or([searchLike(pattern), ...(digits.length >= 4 && digits.length !== filters.q!.length ? [searchLike(likePattern(digits))] : [])]),
    );
  }
  if (applies('cursor')) {
    const [time, id] = filters.cursor!.split('.') as [string, string];
    result = result.where((eb) =>
      eb.or([eb('leads.created_at', '<', Number(time)), eb.and([eb('leads.created_at', '=', Number(time)), eb('leads.id', '<', id)])]),
    );
  }
  return result;
}

const listColumns = [
  'leads.id',
  'leads.created_at',
  'leads.type',
  'leads.status',
  'leads.spam',
  'leads.full_name',
  'leads.email',
  'leads.phone',
  'leads.locale',
  'leads.treatment',
  'leads.programme',
  'leads.assigned_to',
  'leads.utm_source',
  'leads.utm_campaign',
] as const;

export type InboxLead = Pick<
  LeadRow,
  | 'id'
  | 'created_at'
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
> & { assignee: string | null };

/** One page of the list, newest first, and the cursor of the next page (when there is one). */
export async function listInbox(
  db: Kysely<Database>,
  filters: InboxFilters,
  staffId: string,
  limit = PAGE_SIZE,
): Promise<{ leads: InboxLead[]; next?: string }> {
  const rows = await applyFilters(
    db
      .selectFrom('leads')
      .leftJoin('staff', 'staff.id', 'leads.assigned_to')
      .select([...listColumns, 'staff.display_name as assignee']),
    filters,
    staffId,
  )
    .orderBy('leads.created_at', 'desc')
    .orderBy('leads.id', 'desc')
    .limit(limit + 1)
    .execute();
  const leads = rows.slice(0, limit).map((row) => ({ ...row, created_at: Number(row.created_at) }));
  return { leads, next: rows.length > limit ? cursorOf(leads[leads.length - 1]!) : undefined };
}

/** How many leads each status has under the other filters (the tabs of the list). */
export async function statusCounts(db: Kysely<Database>, filters: InboxFilters, staffId: string): Promise<Record<LeadStatus, number>> {
  // Grouped by an expression, not the column: SQLite would otherwise walk the (status, created_at)
  // index and read each row out of order, five times slower than one scan (npm run bench:inbox).
  const status = sql<string>`leads.status || ''`;
  const rows = await applyFilters(
    db.selectFrom('leads').select([status.as('status'), (eb) => eb.fn.countAll<number | string>().as('n')]),
    filters,
    staffId,
    ['status', 'cursor'],
  )
    .groupBy(status)
    .execute();
  const counts = Object.fromEntries(leadStatuses.map((status) => [status, 0])) as Record<LeadStatus, number>;
  for (const row of rows) if (row.status in counts) counts[row.status as LeadStatus] = Number(row.n);
  return counts;
}

/** Every lead of the filters, for the CSV export: read in pages, so memory stays flat. */
export async function* iterateInbox(db: Kysely<Database>, filters: InboxFilters, staffId: string, batch = 500): AsyncGenerator<LeadRow> {
  let cursor: string | undefined;
  for (;;) {
    const rows = await applyFilters(db.selectFrom('leads').selectAll(), { ...filters, cursor }, staffId)
      .orderBy('leads.created_at', 'desc')
      .orderBy('leads.id', 'desc')
      .limit(batch)
      .execute();
    for (const row of rows) yield { ...row, created_at: Number(row.created_at) };
    if (rows.length < batch) return;
    cursor = cursorOf(rows[rows.length - 1]!);
  }
}

/** Everything the lead's page shows: the lead, files, interview, notes, history and deliveries. */
export async function inboxLead(db: Kysely<Database>, id: string) {
  const lead = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
  if (!lead) return undefined;
  const [files, deliveries, interview, answers, notes, activity, staff] = await Promise.all([
    db.selectFrom('lead_files').selectAll().where('lead_id', '=', id).orderBy('created_at').orderBy('id').execute(),
    db.selectFrom('outbox').selectAll().where('lead_id', '=', id).orderBy('created_at').orderBy('channel').execute(),
    db.selectFrom('interviews').selectAll().where('lead_id', '=', id).executeTakeFirst(),
    db.selectFrom('interview_answers').selectAll().where('lead_id', '=', id).execute(),
    db.selectFrom('lead_notes').selectAll().where('lead_id', '=', id).orderBy('created_at', 'desc').orderBy('id').execute(),
    db.selectFrom('lead_activity').selectAll().where('lead_id', '=', id).orderBy('created_at', 'desc').orderBy('id').execute(),
    db.selectFrom('staff').select(['id', 'display_name', 'email']).orderBy('display_name').execute(),
  ]);
  return { lead, files, deliveries, interview, answers, notes, activity, staff };
}
export type InboxLeadDetail = NonNullable<Awaited<ReturnType<typeof inboxLead>>>;

export const staffOptions = (db: Kysely<Database>) =>
  db.selectFrom('staff').select(['id', 'display_name']).orderBy('display_name').execute();
