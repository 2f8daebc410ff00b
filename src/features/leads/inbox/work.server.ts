import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import {
  contactChannels,
  contactOutcomes,
  type ActivityAction,
  type ContactChannel,
  type ContactOutcome,
  type Database,
  type OutboxChannel,
} from '@/server/db/schema';
import { newId } from '@/server/ids';
import { touchLead, type LeadData } from '@/server/lead-data';
import { leadStatuses, type LeadStatus } from '../contract';
import { dateTime } from './format';
import { CONTACT_NOTE_MAX_LENGTH, NOTE_MAX_LENGTH } from './limits';
import { inboxNotices, type NoticeCode } from './notices';

/** Who does the work: the signed-in coordinator (src/server/auth). */
export interface Actor {
  id: string;
  display_name: string;
}

export { CONTACT_NOTE_MAX_LENGTH, NOTE_MAX_LENGTH };

/** A request the work cannot do; `code` is the inbox notice that says why (./notices.ts). */
export class WorkProblem extends Error {
  constructor(readonly code: NoticeCode) {
    super(inboxNotices[code].text);
  }
}

async function record(
  trx: Kysely<Database> | Transaction<Database>,
  leadId: string,
  actor: Actor,
  action: ActivityAction,
  detail: string,
  now: number,
) {
  await trx
    .insertInto('lead_activity')
    .values({ id: newId(), lead_id: leadId, staff_id: actor.id, staff_name: actor.display_name, action, detail, created_at: now })
    .execute();
  // Every staff action is the lead's last activity (the list sorts by it).
  await touchLead(trx, leadId, now);
}

async function exists(trx: Kysely<Database> | Transaction<Database>, leadId: string) {
  const row = await trx.selectFrom('leads').select(['status', 'spam', 'assigned_to']).where('id', '=', leadId).executeTakeFirst();
  if (!row) throw new WorkProblem('no-such-lead');
  return row;
}

/**
 * Moves a lead in the workflow new → contacted → qualified → booked → closed, with "lost" as the
 * other way to close. A coordinator may move it to any status (to correct a mistake or reopen a
 * lead); each change is recorded with its author.
 */
export async function setStatus(
  db: Kysely<Database>,
  leadId: string,
  status: LeadStatus,
  actor: Actor,
  now = Date.now(),
): Promise<boolean> {
  if (!leadStatuses.includes(status)) throw new WorkProblem('unknown-status');
  return db.transaction().execute(async (trx) => {
    const lead = await exists(trx, leadId);
    if (lead.status === status) return false;
    await trx.updateTable('leads').set({ status }).where('id', '=', leadId).execute();
    await record(trx, leadId, actor, 'status', `${lead.status} → ${status}`, now);
    return true;
  });
}

export async function assign(
  db: Kysely<Database>,
  leadId: string,
  staffId: string | null,
  actor: Actor,
  now = Date.now(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const lead = await exists(trx, leadId);
    if (lead.assigned_to === staffId) return false;
    const assignee = staffId
      ? await trx.selectFrom('staff').select('display_name').where('id', '=', staffId).executeTakeFirst()
      : undefined;
    if (staffId && !assignee) throw new WorkProblem('no-such-coordinator');
    await trx.updateTable('leads').set({ assigned_to: staffId }).where('id', '=', leadId).execute();
    await record(trx, leadId, actor, 'assign', assignee ? `assigned to ${assignee.display_name}` : 'unassigned', now);
    return true;
  });
}

export async function addNote(db: Kysely<Database>, leadId: string, body: string, actor: Actor, now = Date.now()): Promise<void> {
  const text = body.replace(/\r\n?/g, '\n').trim();
  if (!text) throw new WorkProblem('note-empty');
  if (text.length > NOTE_MAX_LENGTH) throw new WorkProblem('note-too-long');
  await db.transaction().execute(async (trx) => {
    await exists(trx, leadId);
    await trx
      .insertInto('lead_notes')
      .values({ id: newId(), lead_id: leadId, staff_id: actor.id, staff_name: actor.display_name, body: text, created_at: now })
      .execute();
    await record(trx, leadId, actor, 'note', 'added a note', now);
  });
}

export async function setSpam(db: Kysely<Database>, leadId: string, spam: boolean, actor: Actor, now = Date.now()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const lead = await exists(trx, leadId);
    if (Boolean(lead.spam) === spam) return false;
    await trx
      .updateTable('leads')
      .set({ spam: spam ? 1 : 0 })
      .where('id', '=', leadId)
      .execute();
    await record(trx, leadId, actor, 'spam', spam ? 'marked as spam' : 'unmarked as spam', now);
    return true;
  });
}

/** A notification that gave up is tried again now (the outbox worker is nudged by the caller). */
export async function retryDelivery(
  db: Kysely<Database>,
  leadId: string,
  outboxId: string,
  actor: Actor,
  now = Date.now(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('outbox')
      .set({ status: 'pending', next_attempt_at: now, created_at: now })
      .where('id', '=', outboxId)
      .where('lead_id', '=', leadId)
      .where('status', '=', 'failed')
      .returning(['channel', 'event'])
      .executeTakeFirst();
    if (!row) return false;
    await record(trx, leadId, actor, 'retry', `retried ${channelLabel(row.channel)} (${row.event})`, now);
    return true;
  });
}

export const contactChannelLabels: Record<ContactChannel, string> = {
  phone: 'Phone call',
  whatsapp: 'WhatsApp',
  email: 'Email',
  sms: 'SMS',
  other: 'Other',
};
export const contactOutcomeLabels: Record<ContactOutcome, string> = {
  reached: 'Reached',
  'no-answer': 'No answer',
  'wrong-number': 'Wrong number',
  'call-back': 'Call back later',
  'message-sent': 'Message sent',
};

export interface ContactInput {
  channel: string;
  outcome: string;
  /** For "call back later": when (ms). */
  callBackAt?: number;
  note?: string;
}

/**
 * Logs a call or a message to the patient and what came of it: a row of its own (erased with the
 * lead), a line in the history, and the lead's last activity.
 */
export async function logContact(db: Kysely<Database>, leadId: string, input: ContactInput, actor: Actor, now = Date.now()): Promise<void> {
  const channel = input.channel as ContactChannel;
  const outcome = input.outcome as ContactOutcome;
  if (!contactChannels.includes(channel) || !contactOutcomes.includes(outcome)) throw new WorkProblem('contact-unknown');
  const callBackAt = outcome === 'call-back' ? input.callBackAt : undefined;
  if (outcome === 'call-back' && (callBackAt === undefined || !Number.isFinite(callBackAt))) throw new WorkProblem('contact-needs-time');
  const note = (input.note ?? '').replace(/\s+/g, ' ').trim();
  if (note.length > CONTACT_NOTE_MAX_LENGTH) throw new WorkProblem('contact-note-too-long');
  await db.transaction().execute(async (trx) => {
    await exists(trx, leadId);
    await trx
      .insertInto('lead_contacts')
      .values({
        id: newId(),
        lead_id: leadId,
        staff_id: actor.id,
        staff_name: actor.display_name,
        channel,
        outcome,
        call_back_at: callBackAt ?? null,
        note: note || null,
        created_at: now,
      })
      .execute();
    const when = callBackAt === undefined ? '' : ` at ${dateTime(callBackAt)}`;
    await record(
      trx,
      leadId,
      actor,
      'contact',
      `${contactChannelLabels[channel]}: ${contactOutcomeLabels[outcome].toLowerCase()}${when}`,
      now,
    );
  });
}

export const channelLabel = (channel: OutboxChannel) =>
  ({ 'coordinator-email': 'the coordinators’ email', 'visitor-email': 'the visitor’s confirmation', webhook: 'the webhook' })[channel];

/**
 * Erases a lead on a data subject's request, with everything every feature keeps about it (the
 * core's lead data: its files and recordings, answers, interview, notes, history, outbox rows
 * and idempotency keys). The history keeps one line: "lead <id> erased by <staff> at <time>".
 * Files are removed after the commit; one left behind by a crash is swept later as an orphan.
 * SQLite overwrites the deleted rows (secure_delete) and its log is checkpointed, so no copy of
 * the lead stays in the database files.
 */
export function eraseLead(
  leadData: Pick<LeadData, 'erase'>,
  leadId: string,
  actor: Actor,
  now = Date.now(),
  /** Retention erases many leads and makes the database forget them once, at the end. */
  { forget = true }: { forget?: boolean } = {},
): Promise<boolean> {
  return leadData.erase(
    leadId,
    (trx) => record(trx, leadId, actor, 'erase', `lead ${leadId} erased by ${actor.display_name} at ${new Date(now).toISOString()}`, now),
    { forget, now },
  );
}
