import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type { Database, InterviewProviderId, InterviewSummary } from '@/server/db/schema';
import { newId } from '@/server/ids';
import { touchLead, type LeadDataPart } from '@/server/lead-data';
import type { Outbox } from '@/server/outbox/outbox';
import {
  INTERVIEW_CONSENT_VERSION,
  interviewLimits,
  isQuestionKey,
  questionKeys,
  questionLabels,
  type InterviewProgress,
  type QuestionKey,
} from './contract';

/** What the interview may know of its lead: never its contact details. */
export interface InterviewLead {
  id: string;
  fullName: string;
  locale: string;
  createdAt: number;
  spam: boolean;
}

/** Lead ids are 24 URL-safe characters (src/server/ids.ts); anything else is no lead. */
export const isLeadId = (value: string) => /^[A-Za-z0-9_-]{24}$/.test(value);

export async function findInterviewLead(db: Kysely<Database>, id: string): Promise<InterviewLead | undefined> {
  if (!isLeadId(id)) return undefined;
  const row = await db
    .selectFrom('leads')
    .select(['id', 'full_name', 'locale', 'created_at', 'spam'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { id: row.id, fullName: row.full_name, locale: row.locale, createdAt: Number(row.created_at), spam: row.spam === 1 };
}

export const isOpen = (lead: InterviewLead, now = Date.now()) => now - lead.createdAt < interviewLimits.windowMs;

export async function interviewProgress(db: Kysely<Database>, leadId: string): Promise<InterviewProgress> {
  const [interview, answers] = await Promise.all([
    db
      .selectFrom('interviews')
      .select(['finished_at', 'callback_requested_at', 'consent_at'])
      .where('lead_id', '=', leadId)
      .executeTakeFirst(),
    db.selectFrom('interview_answers').select('question').where('lead_id', '=', leadId).execute(),
  ]);
  const answered = new Set(answers.map((answer) => answer.question));
  const done = questionKeys.filter((key) => answered.has(key));
  const consented = interview?.consent_at != null;
  if (interview?.callback_requested_at != null) return { done, state: 'callback', consented };
  if (interview?.finished_at != null) return { done, state: 'finished', consented };
  return { done, state: interview || done.length > 0 ? 'started' : 'new', consented };
}

/** Opens the interview, or keeps the one already open; every answer counts as activity. */
async function touch(db: Kysely<Database> | Transaction<Database>, leadId: string, provider: InterviewProviderId, now: number) {
  await db
    .insertInto('interviews')
    .values({ lead_id: leadId, provider, started_at: now, last_activity_at: now })
    .onConflict((conflict) => conflict.column('lead_id').doUpdateSet({ last_activity_at: now }))
    .execute();
}

export const openInterview = (db: Kysely<Database>, leadId: string, provider: InterviewProviderId, now = Date.now()) =>
  touch(db, leadId, provider, now);

/**
 * Stores the visitor's consent to record and keep the answers, with its time and the version of
 * the text they agreed to (GDPR Art. 7(1)). Given again, it keeps the first time unless the text
 * changed since.
 */
export async function recordConsent(db: Kysely<Database>, leadId: string, provider: InterviewProviderId, now = Date.now()) {
  await touch(db, leadId, provider, now);
  await db
    .updateTable('interviews')
    .set({ consent_at: now, consent_version: INTERVIEW_CONSENT_VERSION })
    .where('lead_id', '=', leadId)
    .where((eb) => eb.or([eb('consent_at', 'is', null), eb('consent_version', '!=', INTERVIEW_CONSENT_VERSION)]))
    .execute();
}

/** Whether the visitor agreed that answers are recorded and kept: without it, none is taken. */
export async function hasConsent(db: Kysely<Database>, leadId: string): Promise<boolean> {
  const row = await db.selectFrom('interviews').select('consent_at').where('lead_id', '=', leadId).executeTakeFirst();
  return row?.consent_at != null;
}

export type NewAnswer =
  | { question: QuestionKey; kind: 'text'; text: string }
  | { question: QuestionKey; kind: 'skipped' }
  | { question: QuestionKey; kind: 'audio'; storedName: string; contentType: string; size: number; durationMs: number };

/** The bytes of a lead's recordings, leaving out the questions about to be answered again. */
export async function recordedBytes(db: Kysely<Database>, leadId: string, except: readonly QuestionKey[] = []): Promise<number> {
  let query = db
    .selectFrom('interview_answers')
    .select((eb) => eb.fn.sum<number | string | null>('size').as('bytes'))
    .where('lead_id', '=', leadId);
  if (except.length > 0) query = query.where('question', 'not in', except);
  const row = await query.executeTakeFirst();
  return Number(row?.bytes ?? 0);
}

/**
 * Stores answers, each replacing an earlier answer to the same question, in one transaction.
 * Returns the stored names of the recordings they replaced: the caller removes those files once
 * the transaction has committed, so a failure never loses the older answer.
 */
export async function saveAnswers(
  db: Kysely<Database>,
  leadId: string,
  provider: InterviewProviderId,
  answers: readonly NewAnswer[],
  now = Date.now(),
): Promise<string[]> {
  if (answers.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const questions = answers.map((answer) => answer.question);
    const replaced = await trx
      .selectFrom('interview_answers')
      .select('stored_name')
      .where('lead_id', '=', leadId)
      .where('question', 'in', questions)
      .execute();
    await trx.deleteFrom('interview_answers').where('lead_id', '=', leadId).where('question', 'in', questions).execute();
    await trx
      .insertInto('interview_answers')
      .values(
        answers.map((answer) => ({
          id: newId(),
          lead_id: leadId,
          question: answer.question,
          kind: answer.kind,
          text: answer.kind === 'text' ? answer.text : null,
          stored_name: answer.kind === 'audio' ? answer.storedName : null,
          content_type: answer.kind === 'audio' ? answer.contentType : null,
          size: answer.kind === 'audio' ? answer.size : null,
          duration_ms: answer.kind === 'audio' ? answer.durationMs : null,
          created_at: now,
        })),
      )
      .execute();
    await touch(trx, leadId, provider, now);
    await touchLead(trx, leadId, now);
    return replaced.map((row) => row.stored_name).filter((name): name is string => Boolean(name));
  });
}

/** The answers and the callback are news for the inbox: each moves the lead's last activity, in the same transaction. */
export async function markFinished(db: Kysely<Database>, leadId: string, provider: InterviewProviderId, now = Date.now()) {
  await db.transaction().execute(async (trx) => {
    await touch(trx, leadId, provider, now);
    await trx.updateTable('interviews').set({ finished_at: now }).where('lead_id', '=', leadId).where('finished_at', 'is', null).execute();
    await touchLead(trx, leadId, now);
  });
}

export async function requestCallback(
  db: Kysely<Database>,
  leadId: string,
  provider: InterviewProviderId,
  time: string | null,
  now = Date.now(),
) {
  await db.transaction().execute(async (trx) => {
    await touch(trx, leadId, provider, now);
    await trx.updateTable('interviews').set({ callback_requested_at: now, callback_time: time }).where('lead_id', '=', leadId).execute();
    await touchLead(trx, leadId, now);
  });
}

/** What the coordinators are told: the typed answers, which questions were recorded, the callback. */
export async function interviewSummary(
  db: Kysely<Database> | Transaction<Database>,
  leadId: string,
  reason: InterviewSummary['reason'],
): Promise<InterviewSummary> {
  const [interview, rows] = await Promise.all([
    db.selectFrom('interviews').select(['callback_requested_at', 'callback_time']).where('lead_id', '=', leadId).executeTakeFirst(),
    db.selectFrom('interview_answers').select(['question', 'kind', 'text', 'duration_ms']).where('lead_id', '=', leadId).execute(),
  ]);
  const order = (question: string) => (isQuestionKey(question) ? questionKeys.indexOf(question) : questionKeys.length);
  const answers = rows
    .filter((row) => isQuestionKey(row.question))
    .sort((a, b) => order(a.question) - order(b.question))
    .map((row) => ({
      question: row.question,
      label: questionLabels[row.question as QuestionKey],
      kind: row.kind,
      ...(row.kind === 'text' && row.text !== null ? { text: row.text } : {}),
      ...(row.kind === 'audio' && row.duration_ms !== null ? { durationMs: Number(row.duration_ms) } : {}),
    }));
  return {
    reason,
    answers,
    recordings: answers.filter((answer) => answer.kind === 'audio').length,
    callback: { requested: interview?.callback_requested_at != null, time: interview?.callback_time ?? null },
  };
}

/**
 * Tells the coordinators once per lead, whatever the visitor does: the interview row is claimed
 * by setting `notified_at` where it is still empty, and `lead.interview` is written in the
 * outbox in the same transaction, so two requests (or two server instances) never both send.
 * Returns whether this call was the one that did; the caller nudges the outbox.
 */
export async function notifyOnce(
  db: Kysely<Database>,
  outbox: Pick<Outbox, 'enqueue'>,
  leadId: string,
  reason: InterviewSummary['reason'],
  now = Date.now(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('interviews')
      .set({ notified_at: now })
      .where('lead_id', '=', leadId)
      .where('notified_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    const lead = await trx.selectFrom('leads').select('spam').where('id', '=', leadId).executeTakeFirst();
    if (lead?.spam) return true;
    // The visitor is told by the page; the interview is news for the coordinators only.
    await outbox.enqueue(
      trx,
      { leadId, event: 'lead.interview', channels: ['coordinator-email', 'webhook'], payload: await interviewSummary(trx, leadId, reason) },
      now,
    );
    return true;
  });
}

/** Interviews with something to tell whose visitor stopped answering `idleMs` ago. */
export async function idleInterviews(db: Kysely<Database>, now = Date.now()): Promise<string[]> {
  const rows = await db
    .selectFrom('interviews')
    .select('lead_id')
    .where('notified_at', 'is', null)
    .where('last_activity_at', '<=', now - interviewLimits.idleMs)
    .where((eb) =>
      eb.or([
        eb('callback_requested_at', 'is not', null),
        eb.exists(
          eb
            .selectFrom('interview_answers')
            .select('interview_answers.id')
            .whereRef('interview_answers.lead_id', '=', 'interviews.lead_id'),
        ),
      ]),
    )
    .limit(100)
    .execute();
  return rows.map((row) => row.lead_id);
}

/**
 * The interview's rows of a lead (its answers and recordings) in the core's lead data: erased
 * with the lead, and recordings deleted after `recordingDays` while the typed answers stay with
 * the lead.
 */
export function interviewRows(recordingDays: number): LeadDataPart {
  return {
    name: 'interview',
    async erase(trx, leadId) {
      const answers = await trx.selectFrom('interview_answers').select('stored_name').where('lead_id', '=', leadId).execute();
      await trx.deleteFrom('interview_answers').where('lead_id', '=', leadId).execute();
      await trx.deleteFrom('interviews').where('lead_id', '=', leadId).execute();
      return answers.map((row) => row.stored_name).filter((name): name is string => Boolean(name));
    },
    async referenced(db, names) {
      if (names.length === 0) return [];
      const rows = await db.selectFrom('interview_answers').select('stored_name').where('stored_name', 'in', names).execute();
      return rows.map((row) => row.stored_name).filter((name): name is string => Boolean(name));
    },
    expire: {
      what: 'recordings',
      async run(db, now, batch) {
        const rows = await db
          .selectFrom('interview_answers')
          .select(['id', 'stored_name'])
          .where('kind', '=', 'audio')
          .where('created_at', '<', now - recordingDays * 24 * 60 * 60_000)
          .limit(batch)
          .execute();
        if (rows.length > 0) {
          await db
            .deleteFrom('interview_answers')
            .where(
              'id',
              'in',
              rows.map((row) => row.id),
            )
            .execute();
        }
        return { count: rows.length, files: rows.map((row) => row.stored_name).filter((name): name is string => Boolean(name)) };
      },
    },
  };
}
