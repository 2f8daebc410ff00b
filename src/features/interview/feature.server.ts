import 'server-only';
import type { ServerCore } from '@/server/core';
import { errorKind, log } from '@/server/log';
import type { InterviewServices } from './api.server';
import { interviewRenderer } from './notifications.server';
import { idleInterviews, interviewRows, notifyOnce } from './repository.server';

export interface InterviewFeature {
  services: InterviewServices;
  /** Tells the coordinators about interviews left without an answer for 30 minutes. */
  sweepIdle(now?: number): Promise<number>;
  /** Sweeps idle interviews every minute. */
  start(): void;
  stop(): void;
}

/**
 * The call page's interview on the server's core: it renders `lead.interview`, keeps its answers
 * and recordings in the core's lead data (recordings for RECORDING_RETENTION_DAYS), and sweeps
 * idle interviews. The sweep runs in every instance: `notifyOnce` claims each interview in the
 * database, so the coordinators are told once however many instances look.
 */
export function createInterviewFeature(core: ServerCore, { sweepMs = 60_000 } = {}): InterviewFeature {
  const { config, database, outbox } = core;
  const db = database.db;
  outbox.register('lead.interview', interviewRenderer(db, config.SITE_URL));
  core.leadData.register(interviewRows(config.RECORDING_RETENTION_DAYS));
  const services: InterviewServices = {
    db,
    storage: core.storage,
    provider: config.CALL_PROVIDER,
    outbox,
    // A whole interview with a few answers recorded again is about 20 requests.
    limiter: config.LEADS_RATE_LIMIT ? core.limiters({ name: 'interview', points: 60, seconds: 10 * 60 }) : undefined,
  };
  const sweepIdle = async (now = Date.now()) => {
    let told = 0;
    for (const leadId of await idleInterviews(db, now)) {
      if (await notifyOnce(db, outbox, leadId, 'idle', now)) {
        told += 1;
        log.info('interview.notified', { leadId, outcome: 'idle' });
      }
    }
    if (told > 0) outbox.nudge();
    return told;
  };
  let timer: NodeJS.Timeout | undefined;
  return {
    services,
    sweepIdle,
    start() {
      timer = setInterval(() => {
        sweepIdle().catch((error: unknown) => log.error('interview.sweep_failed', { error: errorKind(error) }));
      }, sweepMs);
      timer.unref();
    },
    stop: () => clearInterval(timer),
  };
}
