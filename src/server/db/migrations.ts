import 'server-only';
import { foldText } from '@/lib/fold';
import { Migrator, PostgresAdapter, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

/**
 * One set of migrations for both databases: only types and statements that SQLite and
 * PostgreSQL read the same way. Never edit a migration that has shipped; add the next one.
 */
const migrations: Record<string, Migration> = {
  '2026-11-21-001-leads': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('leads')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('type', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull().defaultTo('new'))
        .addColumn('spam', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('full_name', 'text', (column) => column.notNull())
        .addColumn('email', 'text')
        .addColumn('phone', 'text', (column) => column.notNull())
        .addColumn('message', 'text')
        .addColumn('treatment', 'text')
        .addColumn('locale', 'text', (column) => column.notNull())
        .addColumn('preferred_channel', 'text')
        .addColumn('preferred_time', 'text')
        .addColumn('time_zone', 'text')
        .addColumn('consent_privacy', 'integer', (column) => column.notNull())
        .addColumn('consent_health_data', 'integer', (column) => column.notNull())
        .addColumn('consent_marketing', 'integer', (column) => column.notNull())
        .addColumn('page', 'text')
        .addColumn('utm_source', 'text')
        .addColumn('utm_medium', 'text')
        .addColumn('utm_campaign', 'text')
        .addColumn('utm_term', 'text')
        .addColumn('utm_content', 'text')
        .addColumn('gclid', 'text')
        .addColumn('fbclid', 'text')
        .execute();
      await db.schema.createIndex('leads_created_at').on('leads').column('created_at').execute();

      await db.schema
        .createTable('lead_files')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('lead_id', 'text', (column) => column.notNull().references('leads.id').onDelete('cascade'))
        .addColumn('original_name', 'text', (column) => column.notNull())
        .addColumn('stored_name', 'text', (column) => column.notNull().unique())
        .addColumn('content_type', 'text', (column) => column.notNull())
        .addColumn('size', 'bigint', (column) => column.notNull())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('lead_files_lead_id').on('lead_files').column('lead_id').execute();

      await db.schema
        .createTable('outbox')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('lead_id', 'text', (column) => column.notNull().references('leads.id').onDelete('cascade'))
        .addColumn('channel', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'bigint', (column) => column.notNull())
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('sent_at', 'bigint')
        .execute();
      await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();
      await db.schema.createIndex('outbox_lead_id').on('outbox').column('lead_id').execute();

      await db.schema
        .createTable('idempotency_keys')
        .addColumn('key', 'text', (column) => column.primaryKey())
        .addColumn('lead_id', 'text', (column) => column.notNull().references('leads.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .execute();
    },
  },
  '2026-11-22-001-landing-programme': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('leads').addColumn('programme', 'text').execute();
      await db.schema.alterTable('leads').addColumn('checkup_tier', 'text').execute();
    },
  },
  '2026-11-22-002-interview': {
    async up(db: Kysely<unknown>) {
      // One interview per lead: when it was opened, last answered, finished, and when the
      // coordinators were told (once: the row is claimed by setting notified_at).
      await db.schema
        .createTable('interviews')
        .addColumn('lead_id', 'text', (column) => column.primaryKey().references('leads.id').onDelete('cascade'))
        .addColumn('provider', 'text', (column) => column.notNull())
        .addColumn('started_at', 'bigint', (column) => column.notNull())
        .addColumn('last_activity_at', 'bigint', (column) => column.notNull())
        .addColumn('finished_at', 'bigint')
        .addColumn('callback_requested_at', 'bigint')
        .addColumn('callback_time', 'text')
        .addColumn('notified_at', 'bigint')
        .execute();
      await db.schema.createIndex('interviews_waiting').on('interviews').columns(['notified_at', 'last_activity_at']).execute();

      await db.schema
        .createTable('interview_answers')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('lead_id', 'text', (column) => column.notNull().references('leads.id').onDelete('cascade'))
        .addColumn('question', 'text', (column) => column.notNull())
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('text', 'text')
        .addColumn('stored_name', 'text', (column) => column.unique())
        .addColumn('content_type', 'text')
        .addColumn('size', 'bigint')
        .addColumn('duration_ms', 'integer')
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addUniqueConstraint('interview_answers_one_per_question', ['lead_id', 'question'])
        .execute();

      // An outbox row says which event it delivers; the interview's carries its facts as JSON.
      await db.schema
        .alterTable('outbox')
        .addColumn('event', 'text', (column) => column.notNull().defaultTo('lead.created'))
        .execute();
      await db.schema.alterTable('outbox').addColumn('payload', 'text').execute();
    },
  },
  '2026-11-22-003-staff-inbox': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('staff')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('email', 'text', (column) => column.notNull().unique())
        .addColumn('display_name', 'text', (column) => column.notNull())
        .addColumn('password_hash', 'text', (column) => column.notNull())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .execute();
      // A session is stored by the SHA-256 of its cookie's token: a copy of the table opens nothing.
      await db.schema
        .createTable('staff_sessions')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('staff_id', 'text', (column) => column.notNull().references('staff.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('last_seen_at', 'bigint', (column) => column.notNull())
        .addColumn('expires_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('staff_sessions_staff_id').on('staff_sessions').column('staff_id').execute();

      await db.schema.alterTable('leads').addColumn('assigned_to', 'text').execute();
      // The inbox's search: name, email and phone in lower case, written by the intake.
      await db.schema.alterTable('leads').addColumn('search_text', 'text').execute();
      await sql`update leads set search_text = lower(full_name || ' ' || coalesce(email, '') || ' ' || phone)`.execute(db);
      await db.schema.createIndex('leads_status_created_at').on('leads').columns(['status', 'created_at']).execute();
      await db.schema.createIndex('leads_assigned_to_created_at').on('leads').columns(['assigned_to', 'created_at']).execute();

      await db.schema
        .createTable('lead_notes')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('lead_id', 'text', (column) => column.notNull().references('leads.id').onDelete('cascade'))
        .addColumn('staff_id', 'text')
        .addColumn('staff_name', 'text', (column) => column.notNull())
        .addColumn('body', 'text', (column) => column.notNull())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('lead_notes_lead_id').on('lead_notes').column('lead_id').execute();

      // The history outlives the lead (no foreign key): an erasure leaves only its own line.
      await db.schema
        .createTable('lead_activity')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('lead_id', 'text', (column) => column.notNull())
        .addColumn('staff_id', 'text')
        .addColumn('staff_name', 'text', (column) => column.notNull())
        .addColumn('action', 'text', (column) => column.notNull())
        .addColumn('detail', 'text', (column) => column.notNull())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('lead_activity_lead_id').on('lead_activity').columns(['lead_id', 'created_at']).execute();
    },
  },
  '2026-11-25-001-idempotency-fingerprint': {
    async up(db: Kysely<unknown>) {
      // An idempotency key is bound to the request it was first used with (issue 20).
      await db.schema.alterTable('idempotency_keys').addColumn('fingerprint', 'text').execute();
    },
  },
  '2026-11-25-002-staff-authentication': {
    async up(db: Kysely<unknown>) {
      // The inbox's second factor (issue 20, ASVS 4.3.1): a TOTP secret per account.
      await db.schema.alterTable('staff').addColumn('totp_secret', 'text').execute();
      await db.schema.alterTable('staff').addColumn('totp_last_step', 'bigint').execute();
      // A generated first password must be replaced, and expires (ASVS 2.3.1).
      await db.schema
        .alterTable('staff')
        .addColumn('password_change_required', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('staff').addColumn('password_set_at', 'bigint').execute();
    },
  },
  '2026-11-25-003-interview-consent': {
    async up(db: Kysely<unknown>) {
      // The explicit consent to record and keep the interview's answers (issue 21; GDPR Art. 9, KVKK Art. 6).
      await db.schema.alterTable('interviews').addColumn('consent_at', 'bigint').execute();
      await db.schema.alterTable('interviews').addColumn('consent_version', 'text').execute();
    },
  },
  '2026-11-25-004-fleet': {
    async up(db: Kysely<unknown>) {
      // The daily jobs' lease rows: a job runs once for the whole fleet (issue 22, src/server/jobs.ts).
      await db.schema
        .createTable('job_runs')
        .addColumn('name', 'text', (column) => column.primaryKey())
        .addColumn('next_run_at', 'bigint', (column) => column.notNull())
        .addColumn('started_at', 'bigint')
        .addColumn('finished_at', 'bigint')
        .addColumn('runs', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
      // Rate limits shared by the instances, in rate-limiter-flexible's own layout (key, points,
      // expire, in this order); the key is text because an account's email is part of some keys.
      // Only PostgreSQL counts limits in the database (src/server/limits.ts).
      if (db.getExecutor().adapter instanceof PostgresAdapter) {
        await db.schema
          .createTable('rate_limits')
          .addColumn('key', 'text', (column) => column.primaryKey())
          .addColumn('points', 'integer', (column) => column.notNull().defaultTo(0))
          .addColumn('expire', 'bigint')
          .execute();
      }
    },
  },
  '2026-11-26-001-inbox-triage': {
    async up(db: Kysely<unknown>) {
      // The inbox as a triage tool (issue 23): the name folded for duplicates, the search text
      // folded (src/lib/fold.ts, in JavaScript for both databases), the last activity for sorting,
      // and who opened the lead first ("new to the team" until then).
      await db.schema.alterTable('leads').addColumn('name_folded', 'text').execute();
      await db.schema
        .alterTable('leads')
        .addColumn('last_activity_at', 'bigint', (column) => column.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('leads').addColumn('first_opened_at', 'bigint').execute();
      await db.schema.alterTable('leads').addColumn('first_opened_by', 'text').execute();
      const leads = db as unknown as Kysely<{
        leads: {
          id: string;
          full_name: string;
          email: string | null;
          phone: string;
          created_at: number;
          name_folded: string | null;
          search_text: string | null;
          last_activity_at: number;
        };
      }>;
      // In pages, so that a large table is folded without holding it in memory.
      for (let after = ''; ;) {
        const page = await leads
          .selectFrom('leads')
          .select(['id', 'full_name', 'email', 'phone', 'created_at'])
          .where('id', '>', after)
          .orderBy('id')
          .limit(1000)
          .execute();
        if (page.length === 0) break;
        for (const row of page) {
          await leads
            .updateTable('leads')
            .set({
              name_folded: foldText(row.full_name),
              search_text: [foldText(row.full_name), foldText(row.email ?? ''), row.phone.toLowerCase(), row.phone.replace(/\D/g, '')].join(
                ' ',
              ),
              last_activity_at: Number(row.created_at),
            })
            .where('id', '=', row.id)
            .execute();
        }
        after = page.at(-1)!.id;
      }
      // The last activity so far: the interview's and the coordinators' (notes, status, assignment).
      await sql`update leads set last_activity_at = coalesce((select max(interviews.last_activity_at) from interviews where interviews.lead_id = leads.id), last_activity_at) where exists (select 1 from interviews where interviews.lead_id = leads.id and interviews.last_activity_at > leads.last_activity_at)`.execute(
        db,
      );
      await sql`update leads set last_activity_at = (select max(lead_activity.created_at) from lead_activity where lead_activity.lead_id = leads.id) where exists (select 1 from lead_activity where lead_activity.lead_id = leads.id and lead_activity.created_at > leads.last_activity_at)`.execute(
        db,
      );
      await db.schema.createIndex('leads_last_activity').on('leads').column('last_activity_at').execute();
      await db.schema.createIndex('leads_name_folded').on('leads').columns(['name_folded', 'created_at']).execute();
      await db.schema.createIndex('leads_phone').on('leads').column('phone').execute();
      await db.schema.createIndex('leads_email').on('leads').column('email').execute();
      // The erasure log reads the erasures alone.
      await db.schema.createIndex('lead_activity_action').on('lead_activity').columns(['action', 'created_at']).execute();

      await db.schema
        .createTable('lead_contacts')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('lead_id', 'text', (column) => column.notNull().references('leads.id').onDelete('cascade'))
        .addColumn('staff_id', 'text')
        .addColumn('staff_name', 'text', (column) => column.notNull())
        .addColumn('channel', 'text', (column) => column.notNull())
        .addColumn('outcome', 'text', (column) => column.notNull())
        .addColumn('call_back_at', 'bigint')
        .addColumn('note', 'text')
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('lead_contacts_lead_id').on('lead_contacts').columns(['lead_id', 'created_at']).execute();

      // The outbox outlives an erased lead: its `lead.erased` event is delivered after the lead is
      // gone (the erasure deletes the lead's other rows itself). SQLite cannot drop a foreign key:
      // the table is rebuilt, as its documentation's twelve steps describe.
      if (db.getExecutor().adapter instanceof PostgresAdapter) {
        await sql`alter table outbox drop constraint if exists outbox_lead_id_fkey`.execute(db);
      } else {
        await sql`create table outbox_next (
          id text primary key, lead_id text not null, channel text not null, status text not null,
          attempts integer not null default 0, next_attempt_at bigint not null, last_error text,
          created_at bigint not null, sent_at bigint, event text not null default 'lead.created', payload text
        )`.execute(db);
        await sql`insert into outbox_next (id, lead_id, channel, status, attempts, next_attempt_at, last_error, created_at, sent_at, event, payload)
          select id, lead_id, channel, status, attempts, next_attempt_at, last_error, created_at, sent_at, event, payload from outbox`.execute(
          db,
        );
        await sql`drop table outbox`.execute(db);
        await sql`alter table outbox_next rename to outbox`.execute(db);
        await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();
        await db.schema.createIndex('outbox_lead_id').on('outbox').column('lead_id').execute();
      }
    },
  },
  '2026-11-26-002-inbox-counts': {
    async up(db) {
      // The inbox's status tabs, on every view of the list: counted from this index alone (no
      // row is read), where the (status, created_at) index would read each row for its spam flag.
      await db.schema.createIndex('leads_status_spam').on('leads').columns(['status', 'spam']).execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/** Applies every pending migration; throws when one fails, so a broken schema never serves. */
export async function migrateToLatest(db: Kysely<unknown>, schema?: string): Promise<void> {
  // Kysely takes a lock while it migrates, so instances that start together migrate once.
  const { error, results } = await new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
