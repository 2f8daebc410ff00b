import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type { CommitBatcher } from '@/server/db/commit-batcher';
import type { Database, LeadFileRow, LeadRow, NewLead, OutboxRow } from '@/server/db/schema';
import { foldText } from '@/lib/fold';
import { newId } from '@/server/ids';
import type { LeadDataPart } from '@/server/lead-data';
import type { Outbox } from '@/server/outbox/outbox';
import type { LeadType } from './contract';
import { leadFields, type LeadInput, type UploadedFile } from './schema';

/** What the intake needs of a stored lead to answer: where the visitor goes next. */
export interface StoredLead {
  id: string;
  type: LeadType;
  fullName: string;
  locale: string;
}

const summary = (row: Pick<LeadRow, 'id' | 'type' | 'full_name' | 'locale'>): StoredLead => ({
  id: row.id,
  type: row.type,
  fullName: row.full_name,
  locale: row.locale,
});

/**
 * What the inbox's search looks in: the name, email and phone folded (src/lib/fold.ts: lower case,
 * without accents, done here for every script since SQLite's lower() knows only ASCII), and the
 * phone's digits, which every way of typing it contains (`phoneSearchDigits`).
 */
export const searchText = (lead: Pick<LeadInput, 'fullName' | 'email' | 'phone'>) =>
  [foldText(lead.fullName), foldText(lead.email ?? ''), lead.phone.toLowerCase(), lead.phone.replace(/\D/g, '')].join(' ');

/** The lead's row: every stored field into its column (from the schema's field list). */
function toRow(id: string, lead: LeadInput, now: number): NewLead {
  const row: Record<string, unknown> = { id, created_at: now, spam: lead.spam ? 1 : 0 };
  for (const field of leadFields) {
    const value = lead[field.name as keyof LeadInput];
    row[field.column] = field.kind === 'boolean' ? (value ? 1 : 0) : (value ?? null);
  }
  row.search_text = searchText(lead);
  row.name_folded = foldText(lead.fullName);
  row.last_activity_at = now;
  return row as unknown as NewLead;
}

export class DuplicateIdempotencyKey extends Error {}

/**
 * Stores a lead, its files and its notifications (`lead.created` in the outbox) in one
 * transaction: either all of it is committed, or nothing. Spam is stored flagged and tells
 * nobody.
 */
export async function insertLead(
  db: Kysely<Database>,
  lead: LeadInput,
  {
    outbox,
    confirm = false,
    idempotencyKey,
    fingerprint,
    batcher,
    now = Date.now(),
  }: {
    outbox: Pick<Outbox, 'enqueue'>;
    /** Whether the visitor gets a confirmation (their address, once a day: the intake decides). */
    confirm?: boolean;
    idempotencyKey?: string;
    /** The request's fingerprint, bound to the idempotency key. */
    fingerprint?: string;
    batcher?: CommitBatcher;
    now?: number;
  },
): Promise<StoredLead> {
  const id = newId();
  const row = toRow(id, lead, now);
  const files = lead.files.filter((file): file is UploadedFile & { contentType: string } => Boolean(file.storedName && file.contentType));
  try {
    const write = async (trx: Transaction<Database>) => {
      await trx.insertInto('leads').values(row).execute();
      if (idempotencyKey) {
        await trx
          .insertInto('idempotency_keys')
          .values({ key: idempotencyKey, lead_id: id, fingerprint: fingerprint ?? null, created_at: now })
          .execute();
      }
      if (files.length > 0) {
        await trx
          .insertInto('lead_files')
          .values(
            files.map((file) => ({
              id: file.id,
              lead_id: id,
              original_name: file.originalName,
              stored_name: file.storedName,
              content_type: file.contentType,
              size: file.size,
              created_at: now,
            })),
          )
          .execute();
      }
      if (!lead.spam) {
        await outbox.enqueue(
          trx,
          {
            leadId: id,
            event: 'lead.created',
            channels: ['coordinator-email', 'webhook', ...(confirm && lead.email ? (['visitor-email'] as const) : [])],
          },
          now,
        );
      }
    };
    await (batcher ? batcher.run(write) : db.transaction().execute(write));
  } catch (error) {
    if (idempotencyKey && isUniqueViolation(error)) throw new DuplicateIdempotencyKey('idempotency key already used', { cause: error });
    throw error;
  }
  return summary({ id, type: lead.type, full_name: lead.fullName, locale: lead.locale });
}

/** SQLite and PostgreSQL name a unique-constraint violation differently. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** The lead of an idempotency key, with the fingerprint of the request that made it (null before issue 20). */
export async function findByIdempotencyKey(
  db: Kysely<Database>,
  key: string,
): Promise<(StoredLead & { fingerprint: string | null }) | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .innerJoin('leads', 'leads.id', 'idempotency_keys.lead_id')
    .select(['leads.id', 'leads.type', 'leads.full_name', 'leads.locale', 'idempotency_keys.fingerprint'])
    .where('idempotency_keys.key', '=', key)
    .executeTakeFirst();
  return row && { ...summary(row), fingerprint: row.fingerprint };
}

export interface LeadDetail {
  lead: LeadRow;
  files: LeadFileRow[];
  deliveries: OutboxRow[];
}

export async function getLead(db: Kysely<Database>, id: string): Promise<LeadDetail | undefined> {
  const lead = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
  if (!lead) return undefined;
  const [files, deliveries] = await Promise.all([
    db.selectFrom('lead_files').selectAll().where('lead_id', '=', id).orderBy('created_at').orderBy('id').execute(),
    db.selectFrom('outbox').selectAll().where('lead_id', '=', id).orderBy('channel').execute(),
  ]);
  return { lead, files, deliveries };
}

export function listLeads(db: Kysely<Database>, { limit = 50, includeSpam = false } = {}) {
  let query = db.selectFrom('leads').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit);
  if (!includeSpam) query = query.where('spam', '=', 0);
  return query;
}

/**
 * The lead's own rows (the leads table, its documents, idempotency keys, notes, logged contacts and history) in
 * the core's lead data: erased last, after the other features' rows that refer to it.
 */
export const leadRows: LeadDataPart = {
  name: 'leads',
  ownsLead: true,
  async erase(trx, leadId) {
    const documents = await trx.selectFrom('lead_files').select('stored_name').where('lead_id', '=', leadId).execute();
    for (const table of ['idempotency_keys', 'lead_files', 'lead_notes', 'lead_contacts', 'lead_activity'] as const) {
      await trx.deleteFrom(table).where('lead_id', '=', leadId).execute();
    }
    await trx.deleteFrom('leads').where('id', '=', leadId).execute();
    return documents.map((row) => row.stored_name);
  },
  async referenced(db, names) {
    if (names.length === 0) return [];
    const rows = await db.selectFrom('lead_files').select('stored_name').where('stored_name', 'in', names).execute();
    return rows.map((row) => row.stored_name);
  },
};
