import 'server-only';
import type { Kysely } from 'kysely';
import type { Env } from '@/env';
import type { Database, OutboxChannel } from '@/server/db/schema';
import { errorKind, log } from '@/server/log';
import type { LimiterFactory } from '@/server/rate-limit';
import type { FileStorage } from '@/server/storage/file-storage';
import type { InterviewServices } from './api.server';
import { idleInterviews, notifyOnce } from './repository.server';

/** What the interview needs of the server's runtime; the app hands it over (features stay independent). */
export interface InterviewBase {
  db: Kysely<Database>;
  storage: FileStorage;
  channels: readonly OutboxChannel[];
  /** Where the rate limits are counted. */
  limiters: LimiterFactory;
  /** Asks the outbox worker to deliver now. */
  nudge: () => void;
}

export interface InterviewRuntime {
  services: InterviewServices;
  /** Tells the coordinators about interviews left without an answer for 30 minutes. */
  sweepIdle(now?: number): Promise<number>;
  stop(): void;
}

export function createInterviewRuntime(
  base: InterviewBase,
  config: Pick<Env, 'CALL_PROVIDER' | 'LEADS_RATE_LIMIT'>,
  { sweepMs = 60_000 } = {},
): InterviewRuntime {
  const services: InterviewServices = {
    db: base.db,
    storage: base.storage,
    provider: config.CALL_PROVIDER,
    channels: base.channels,
    // A whole interview with a few answers recorded again is about 20 requests.
    limiter: config.LEADS_RATE_LIMIT ? base.limiters({ name: 'interview', points: 60, seconds: 10 * 60 }) : undefined,
    onNotified: base.nudge,
  };
  const sweepIdle = async (now = Date.now()) => {
    let told = 0;
    for (const leadId of await idleInterviews(base.db, now)) {
      if (await notifyOnce(base.db, leadId, 'idle', base.channels, now)) {
        told += 1;
        log.info('interview.notified', { leadId, outcome: 'idle' });
      }
    }
    if (told > 0) base.nudge();
    return told;
  };
  const timer = setInterval(() => {
    sweepIdle().catch((error: unknown) => log.error('interview.sweep_failed', { error: errorKind(error) }));
  }, sweepMs);
  timer.unref();
  return { services, sweepIdle, stop: () => clearInterval(timer) };
}
