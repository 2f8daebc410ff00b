import 'server-only';
import type { Kysely } from 'kysely';
import type { ServerCore } from '@/server/core';
import type { Database, OutboxChannel, OutboxEvent, OutboxRow } from '@/server/db/schema';
import { erasedNoticeCode, type ErasedNoticeCode } from './erasure-notices';
import { eraseLead, type Actor } from './work.server';

/*
 * Erasure that tells the truth (issue 23): the site deletes what it holds, but copies of a lead
 * went out by its outbox before. They are listed from the outbox's rows, the CRM is sent
 * `lead.erased` (src/server/outbox/outbox.ts), and what is left to do by hand is said.
 */

/** Where the outbox's channels deliver, as configured now: the outbox does not keep recipients. */
export interface CopyDestinations {
  notifyTo: readonly string[];
  webhookUrl: string | undefined;
  /** Whether a `lead.erased` event goes out: the webhook's URL and secret are both set. */
  webhookOn: boolean;
}

export const copyDestinations = (core: Pick<ServerCore, 'config' | 'outbox'>): CopyDestinations => ({
  notifyTo: core.config.LEADS_NOTIFY_TO,
  webhookUrl: core.config.LEADS_WEBHOOK_URL,
  webhookOn: core.outbox.channels.includes('webhook'),
});

/** What becomes of a copy once the lead is erased here. */
export type CopyFate = 'delete-by-hand' | 'crm-asked' | 'crm-by-hand' | 'patients-own';

/** The copies of a lead on one channel, in words a coordinator acts on. */
export interface ErasureCopy {
  channel: OutboxChannel;
  /** "The coordinators’ mailbox (leads@example.com)", "The CRM webhook at crm.example.com". */
  place: string;
  /** What went there: "2 emails: the new lead, the interview’s answers"; empty when nothing went yet. */
  sent: string;
  /** Rows still waiting: they may go out until the lead is erased, which cancels them. */
  pending: number;
  fate: CopyFate;
  /** What to do about it: "Delete these emails there by hand." */
  todo: string;
}

const eventNames: Record<Exclude<OutboxEvent, 'lead.erased'>, string> = {
  'lead.created': 'the new lead',
  'lead.interview': 'the interview’s answers',
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The host of the CRM's URL alone: its path may carry a token. */
const hostOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).host : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Where copies of a lead went, from its outbox rows: only what was sent, and what is still
 * waiting (it may go out until the erasure cancels it). Rows that failed carried nothing. The
 * coordinators' mailbox first: it is the copy nobody but a person can delete.
 */
export async function erasureCopies(db: Kysely<Database>, leadId: string, destinations: CopyDestinations): Promise<ErasureCopy[]> {
  const rows = await db
    .selectFrom('outbox')
    .select(['channel', 'event', 'status'])
    .where('lead_id', '=', leadId)
    .where('status', 'in', ['sent', 'pending'])
    .where('event', '!=', 'lead.erased')
    .orderBy('created_at')
    .execute();
  const on = (channel: OutboxChannel) => rows.filter((row) => row.channel === channel);
  const sentOf = (list: Pick<OutboxRow, 'event' | 'status'>[], word: string) => {
    const sent = list.filter((row) => row.status === 'sent');
    if (sent.length === 0) return '';
    const events = [...new Set(sent.map((row) => eventNames[row.event as keyof typeof eventNames] ?? row.event))];
    return `${plural(sent.length, word)}: ${events.join(', ')}`;
  };
  const pendingOf = (list: Pick<OutboxRow, 'status'>[]) => list.filter((row) => row.status === 'pending').length;
  const copies: ErasureCopy[] = [];

  const mailbox = on('coordinator-email');
  if (mailbox.length > 0) {
    const addresses = destinations.notifyTo.length > 0 ? ` (${destinations.notifyTo.join(', ')})` : '';
    copies.push({
      channel: 'coordinator-email',
      place: `The coordinators’ mailbox${addresses}`,
      sent: sentOf(mailbox, 'email'),
      pending: pendingOf(mailbox),
      fate: 'delete-by-hand',
      todo: 'Delete these emails there by hand: the site cannot reach into a mailbox.',
    });
  }

  const crm = on('webhook');
  if (crm.length > 0) {
    const host = hostOf(destinations.webhookUrl);
    copies.push({
      channel: 'webhook',
      place: host ? `The CRM webhook at ${host}` : 'The CRM webhook',
      sent: sentOf(crm, 'event'),
      pending: pendingOf(crm),
      fate: destinations.webhookOn ? 'crm-asked' : 'crm-by-hand',
      todo: destinations.webhookOn
        ? 'The CRM will be asked to erase its copy, with a signed lead.erased event; the erasure log shows when it was told.'
        : 'No webhook is configured any more: ask the CRM’s owner to erase its copy by hand.',
    });
  }

  const patient = on('visitor-email');
  if (patient.length > 0) {
    copies.push({
      channel: 'visitor-email',
      place: 'The patient’s own inbox',
      sent: patient.some((row) => row.status === 'sent') ? 'their confirmation email' : '',
      pending: pendingOf(patient),
      fate: 'patients-own',
      todo: 'Their own copy: nothing to do.',
    });
  }
  return copies;
}

export interface ErasureOutcome {
  erased: boolean;
  /** Where copies had gone before the erasure. */
  copies: ErasureCopy[];
  /** Whether a `lead.erased` event was written for the CRM. */
  crmAsked: boolean;
  /** The inbox's notice: what was done, and what is left to do by hand. */
  notice: ErasedNoticeCode | 'no-such-lead';
}

/**
 * Erases a lead on a data subject's request (the inbox's action and `npm run leads -- erase`):
 * lists the copies first (erasure deletes the outbox rows that say where they went), erases
 * through `eraseLead`, whose transaction also writes `lead.erased`, then has the outbox deliver
 * it. The command line runs no outbox worker: the site's worker delivers it on its next round.
 */
export async function eraseOnRequest(
  core: Pick<ServerCore, 'config' | 'outbox' | 'leadData' | 'database'>,
  leadId: string,
  actor: Actor,
  now = Date.now(),
): Promise<ErasureOutcome> {
  const db = core.database.db;
  const copies = await erasureCopies(db, leadId, copyDestinations(core));
  if (!(await eraseLead(core.leadData, leadId, actor, now))) return { erased: false, copies: [], crmAsked: false, notice: 'no-such-lead' };
  const asked = await db
    .selectFrom('outbox')
    .select('id')
    .where('lead_id', '=', leadId)
    .where('event', '=', 'lead.erased')
    .executeTakeFirst();
  if (asked) core.outbox.nudge();
  return { erased: true, copies, crmAsked: Boolean(asked), notice: erasedNoticeCode(copies.map((copy) => copy.fate)) };
}

export const ERASURE_LOG_PAGE_SIZE = 50;

/** One erasure, as the log keeps it: who, when, which lead id. The lead's name is gone with it. */
export interface ErasureLogEntry {
  id: string;
  leadId: string;
  by: string;
  at: number;
  /** The `lead.erased` event to the CRM; null when no webhook was configured at the time. */
  crm: { status: OutboxRow['status']; sentAt: number | null; attempts: number } | null;
}

export interface ErasureLogPage {
  entries: ErasureLogEntry[];
  total: number;
  /** The page shown, 1-based, within 1 … pages. */
  page: number;
  pages: number;
  pageSize: number;
}

/**
 * The erasure log, newest first: the history's erase lines (they outlive their lead) with the
 * status of the lead's `lead.erased` event. Paged by offset: erasures are few, and a coordinator
 * reads "51–100 of 312".
 */
export async function erasureLog(
  db: Kysely<Database>,
  { page = 1, pageSize = ERASURE_LOG_PAGE_SIZE }: { page?: number; pageSize?: number } = {},
): Promise<ErasureLogPage> {
  const counted = await db
    .selectFrom('lead_activity')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('action', '=', 'erase')
    .executeTakeFirstOrThrow();
  const total = Number(counted.count);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const rows = await db
    .selectFrom('lead_activity as a')
    .leftJoin('outbox as o', (join) => join.onRef('o.lead_id', '=', 'a.lead_id').on('o.event', '=', 'lead.erased'))
    .select(['a.id', 'a.lead_id', 'a.staff_name', 'a.created_at', 'o.status', 'o.sent_at', 'o.attempts'])
    .where('a.action', '=', 'erase')
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(pageSize)
    .offset((current - 1) * pageSize)
    .execute();
  return {
    entries: rows.map((row) => ({
      id: row.id,
      leadId: row.lead_id,
      by: row.staff_name,
      at: Number(row.created_at),
      crm: row.status
        ? { status: row.status, sentAt: row.sent_at === null ? null : Number(row.sent_at), attempts: row.attempts ?? 0 }
        : null,
    })),
    total,
    page: current,
    pages,
    pageSize,
  };
}

/**
 * Sends a `lead.erased` that gave up once more (the CRM was down longer than the outbox waits).
 * The lead's page is gone, so the erasure log offers it. Returns whether there was one to send.
 */
export async function retryErasedEvent(core: Pick<ServerCore, 'database' | 'outbox'>, leadId: string, now = Date.now()) {
  const row = await core.database.db
    .updateTable('outbox')
    .set({ status: 'pending', next_attempt_at: now, created_at: now })
    .where('lead_id', '=', leadId)
    .where('event', '=', 'lead.erased')
    .where('status', '=', 'failed')
    .returning('id')
    .executeTakeFirst();
  if (row) core.outbox.nudge();
  return Boolean(row);
}
