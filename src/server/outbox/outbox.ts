import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import { Webhook } from 'standardwebhooks';
import type { DatabaseKind } from '../db/database';
import type { Database, OutboxChannel, OutboxEvent, OutboxRow } from '../db/schema';
import { newId } from '../ids';
import type { LeadDataPart } from '../lead-data';
import type { MailTransport } from '../mail';
import { OutboxWorker, type OutboxOptions } from './worker';

/** Where the messages go: the mail server, the coordinators, the CRM's webhook. */
export interface OutboxSettings {
  siteUrl: string;
  from: string;
  notifyTo: readonly string[];
  webhookUrl?: string;
  webhookSecret?: string;
}

/** An email a renderer writes; the outbox adds the sender and a Message-ID. */
export interface EmailMessage {
  /** The visitor's address; the coordinators' email goes to LEADS_NOTIFY_TO. */
  to?: string;
  replyTo?: string;
  subject: string;
  text: string;
}

/** What one row says on its channel. The webhook's body gets `event` and `eventId` in front. */
export type Rendered = { email: EmailMessage } | { webhook: Record<string, unknown> };

/**
 * Writes one row's message for its channel (`row.channel`), or answers `undefined` when there is
 * nothing to send any more (the lead was erased, the event has no message for that channel):
 * the row is then done. Each feature registers the renderer of its own events.
 */
export type OutboxRenderer = (row: OutboxRow) => Promise<Rendered | undefined>;

/** A notification to write in the outbox with the transaction that made it news. */
export interface OutboxEntry {
  leadId: string;
  event: OutboxEvent;
  /** The channels that should carry it; only the configured ones get a row. */
  channels: readonly OutboxChannel[];
  /** The event's facts, as JSON, when its renderer needs more than the lead. */
  payload?: unknown;
}

/** The facts of a `lead.erased` row (its `payload`): when the lead was erased, kept apart from the row's retried times. */
export interface LeadErasedPayload {
  erasedAt: string;
}

/**
 * The webhook's `lead.erased` (issue 23): the lead's id and when it was erased, nothing else
 * (`{"event":"lead.erased","eventId":…,"lead":{"id":…},"erasedAt":…}`), so the CRM can erase its
 * copy. It has no email: the coordinators' mailboxes are cleaned by hand.
 */
export const leadErasedRenderer: OutboxRenderer = (row) => {
  if (row.channel !== 'webhook') return Promise.resolve(undefined);
  const { erasedAt } = JSON.parse(row.payload ?? '{}') as Partial<LeadErasedPayload>;
  return Promise.resolve({ webhook: { lead: { id: row.lead_id }, erasedAt: erasedAt ?? new Date(row.created_at).toISOString() } });
};

/** The lead's page in the staff inbox, linked from every notification. */
export const inboxLeadUrl = (siteUrl: string, id: string) => `${siteUrl}/admin/leads/${id}`;

/**
 * The headers of a webhook delivery under the Standard Webhooks scheme: `webhook-id` (the outbox
 * row's id, the same on every retry, so a receiver drops a repeat), `webhook-timestamp` (seconds,
 * so a receiver refuses an old replay) and `webhook-signature` (`v1,` and the base64 HMAC-SHA256
 * of `id.timestamp.body` under the `whsec_` secret), made by the scheme's own library.
 */
export function webhookHeaders(secret: string, eventId: string, rawBody: string, at = new Date()): Record<string, string> {
  return {
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(eventId, at, rawBody),
  };
}

/** The channels whose settings are complete; the others get no rows. */
export function configuredChannels(settings: OutboxSettings, mail: boolean): OutboxChannel[] {
  const channels: OutboxChannel[] = [];
  if (mail && settings.notifyTo.length > 0) channels.push('coordinator-email');
  if (mail) channels.push('visitor-email');
  if (settings.webhookUrl && settings.webhookSecret) channels.push('webhook');
  return channels;
}

/**
 * The one outbox of the application (issue 22): every feature writes its notifications with
 * `enqueue`, inside its own transaction, and registers a renderer for its events; the worker
 * delivers the rows (./worker.ts), with the same event id on every attempt, so a receiver drops
 * a repeat after a crash (the webhook's `webhook-id`, the email's Message-ID).
 */
export class Outbox {
  /** The configured channels. */
  readonly channels: readonly OutboxChannel[];
  private readonly renderers = new Map<OutboxEvent, OutboxRenderer>();
  private readonly worker: OutboxWorker;

  constructor(
    db: Kysely<Database>,
    kind: DatabaseKind,
    private readonly settings: OutboxSettings,
    private readonly mail: MailTransport | undefined,
    options: OutboxOptions,
    private readonly fetcher: typeof fetch = fetch,
  ) {
    this.channels = configuredChannels(settings, Boolean(mail));
    this.worker = new OutboxWorker(db, kind, (row) => this.deliver(row), options);
    this.register('lead.erased', leadErasedRenderer);
  }

  /** A feature's renderer of its event. */
  register(event: OutboxEvent, renderer: OutboxRenderer) {
    if (this.renderers.has(event)) throw new Error(`a renderer for ${event} is registered already`);
    this.renderers.set(event, renderer);
  }

  /**
   * Writes the rows of a notification in the caller's transaction: committed with what made it
   * news, or not at all. Call `nudge()` once the transaction has committed. Returns how many
   * rows were written.
   */
  async enqueue(trx: Transaction<Database>, entry: OutboxEntry, now = Date.now()): Promise<number> {
    const due = entry.channels.filter((channel) => this.channels.includes(channel));
    if (due.length === 0) return 0;
    const payload = entry.payload === undefined ? null : JSON.stringify(entry.payload);
    await trx
      .insertInto('outbox')
      .values(
        due.map((channel) => ({
          id: newId(),
          lead_id: entry.leadId,
          channel,
          event: entry.event,
          payload,
          status: 'pending' as const,
          attempts: 0,
          next_attempt_at: now,
          created_at: now,
        })),
      )
      .execute();
    return due.length;
  }

  /** Delivers due rows soon: after a commit that enqueued some. */
  nudge() {
    this.worker.nudge();
  }

  start() {
    this.worker.start();
  }

  stop() {
    return this.worker.stop();
  }

  /** Delivers every due row now (tests and the command line). */
  drain(now?: () => number) {
    return this.worker.drain(now);
  }

  /**
   * The outbox's rows of a lead go with the lead (erasure, retention): deleted here, as the
   * table has no foreign key to cascade from. Then the erasure's own `lead.erased` row is
   * written, on the webhook alone, and outlives the lead: the CRM is told to erase its copy, and
   * the erasure log shows whether it was (src/features/leads/inbox/erasure.server.ts).
   */
  readonly leadData: LeadDataPart = {
    name: 'outbox',
    async erase(trx, leadId) {
      await trx.deleteFrom('outbox').where('lead_id', '=', leadId).execute();
      return [];
    },
    erased: async (trx, leadId, now) => {
      const payload: LeadErasedPayload = { erasedAt: new Date(now).toISOString() };
      await this.enqueue(trx, { leadId, event: 'lead.erased', channels: ['webhook'], payload }, now);
    },
  };

  private async deliver(row: OutboxRow): Promise<void> {
    const renderer = this.renderers.get(row.event);
    if (!renderer) throw new Error(`no renderer for ${row.event}`);
    const rendered = await renderer(row);
    if (!rendered) return;
    const { settings } = this;
    if ('email' in rendered) {
      if (row.channel === 'webhook') throw new Error(`${row.event} rendered an email for the webhook`);
      if (!this.mail) throw new Error('no mail transport');
      const to = row.channel === 'coordinator-email' ? [...settings.notifyTo] : rendered.email.to;
      if (!to || to.length === 0) throw new Error('no recipient');
      const domain = settings.siteUrl.replace(/^https?:\/\//, '').replace(/[:/].*$/, '') || 'localhost';
      // A stable Message-ID lets mail systems drop a duplicate when a retry repeats a delivery.
      await this.mail.sendMail({
        from: settings.from,
        to,
        ...(rendered.email.replyTo ? { replyTo: rendered.email.replyTo } : {}),
        messageId: `<${row.id}@${domain}>`,
        subject: rendered.email.subject,
        text: rendered.email.text,
      });
      return;
    }
    if (row.channel !== 'webhook') throw new Error(`${row.event} rendered a webhook for ${row.channel}`);
    if (!settings.webhookUrl || !settings.webhookSecret) throw new Error('no webhook configured');
    const raw = JSON.stringify({ event: row.event, eventId: row.id, ...rendered.webhook });
    const response = await this.fetcher(settings.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...webhookHeaders(settings.webhookSecret, row.id, raw) },
      body: raw,
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  }
}
