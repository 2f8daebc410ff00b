import 'server-only';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../db/database';
import type { Database, OutboxRow } from '../db/schema';
import { errorKind, log } from '../log';
import { consume, type RateLimiter } from '../rate-limit';

/** Sends one row; throws when its channel did not accept it. */
export type Deliver = (row: OutboxRow) => Promise<void>;

export interface OutboxOptions {
  retryMinMs: number;
  retryMaxMs: number;
  giveUpMs: number;
  pollMs: number;
  /** How long a claimed row is hidden from other workers while it is being delivered. */
  leaseMs?: number;
  batchSize?: number;
  /** The ceiling on visitor confirmations: a row past it waits in the outbox, uncounted as an attempt. */
  confirmations?: RateLimiter;
}

/** Exponential backoff: min, 2·min, 4·min … up to max, with ±20 % jitter so retries spread out. */
export function retryDelay(
  attempt: number,
  { retryMinMs, retryMaxMs }: Pick<OutboxOptions, 'retryMinMs' | 'retryMaxMs'>,
  random = Math.random,
) {
  const base = Math.min(retryMaxMs, retryMinMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * Delivers the outbox: the rows the features' transactions wrote. Each row is claimed before it is
 * delivered: on PostgreSQL with `FOR UPDATE SKIP LOCKED`, so instances sharing the database
 * never take the same row; the claim also moves the row's due time past a lease, so a worker
 * that dies mid-delivery only delays the row. Rows survive restarts; a row that keeps failing
 * for `giveUpMs` is marked failed and stays visible.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly kind: DatabaseKind,
    private readonly deliver: Deliver,
    private readonly options: OutboxOptions,
  ) {}

  start() {
    this.stopped = false;
    this.nudge();
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Runs a round soon: after a lead commits, and on every poll. */
  nudge() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.drain()
      .then(() => undefined)
      .catch((error: unknown) => log.error('outbox.round_failed', { error: errorKind(error) }))
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        if (this.again) {
          this.again = false;
          this.nudge();
        } else {
          this.timer = setTimeout(() => this.nudge(), this.options.pollMs);
          this.timer.unref();
        }
      });
  }

  /** Delivers due rows until none is left; returns how many were attempted. */
  async drain(now: () => number = Date.now): Promise<number> {
    let attempted = 0;
    for (;;) {
      const rows = await this.claim(now());
      if (rows.length === 0) return attempted;
      attempted += rows.length;
      await Promise.all(rows.map((row) => this.attempt(row, now)));
    }
  }

  private async claim(now: number): Promise<OutboxRow[]> {
    const lease = this.options.leaseMs ?? 120_000;
    const batch = this.options.batchSize ?? 10;
    let due = this.db
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .limit(batch);
    if (this.kind === 'postgres') due = due.forUpdate().skipLocked();
    return this.db
      .updateTable('outbox')
      .set((eb) => ({ next_attempt_at: now + lease, attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', due)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .returningAll()
      .execute();
  }

  private async attempt(row: OutboxRow, now: () => number) {
    if (row.channel === 'visitor-email' && this.options.confirmations) {
      const wait = await consume(this.options.confirmations, 'all');
      if (wait !== null) {
        // Not a failure: the row keeps its attempts and waits for the ceiling to lift.
        await this.db
          .updateTable('outbox')
          .set({ next_attempt_at: now() + wait * 1000, attempts: Math.max(0, row.attempts - 1) })
          .where('id', '=', row.id)
          .execute();
        log.info('outbox.waiting', { leadId: row.lead_id, eventId: row.id, channel: row.channel, outcome: 'hourly_ceiling', wait });
        return;
      }
    }
    try {
      await this.deliver(row);
      await this.db.updateTable('outbox').set({ status: 'sent', sent_at: now(), last_error: null }).where('id', '=', row.id).execute();
      log.info('outbox.delivered', { leadId: row.lead_id, eventId: row.id, channel: row.channel, attempt: row.attempts });
    } catch (error) {
      const kind = errorKind(error);
      const giveUp = now() - row.created_at >= this.options.giveUpMs;
      // A confirmation that could not go out gives its place under the ceiling back.
      if (row.channel === 'visitor-email') await this.options.confirmations?.reward('all').catch(() => undefined);
      await this.db
        .updateTable('outbox')
        .set({
          status: giveUp ? 'failed' : 'pending',
          next_attempt_at: now() + retryDelay(row.attempts, this.options),
          last_error: kind.slice(0, 500),
        })
        .where('id', '=', row.id)
        .execute();
      (giveUp ? log.error : log.warn)(giveUp ? 'outbox.gave_up' : 'outbox.retry_later', {
        leadId: row.lead_id,
        eventId: row.id,
        channel: row.channel,
        attempt: row.attempts,
        error: kind,
      });
    }
  }
}
