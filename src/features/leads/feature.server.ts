import 'server-only';
import { CommitBatcher } from '@/server/db/commit-batcher';
import type { ServerCore } from '@/server/core';
import type { IntakeServices } from './intake.server';
import { leadCreatedRenderer } from './notifications.server';
import { leadRows } from './repository.server';
import { applyRetention } from './retention.server';

/** What the rest of the application uses of the leads: the intake's services. */
export interface LeadsFeature {
  intake: IntakeServices;
}

/** Per address and 10 minutes: five leads, and twenty refused posts (400, 413, 415). */
export const LEADS_PER_ADDRESS = 5;
export const REFUSED_PER_ADDRESS = 20;
const LEADS_WINDOW_SECONDS = 10 * 60;
const DAY = 24 * 60 * 60_000;

/**
 * The lead intake on the server's core: it renders `lead.created`, keeps the lead's own rows and
 * documents in the core's lead data, and runs the daily retention once for the fleet.
 */
export function createLeadsFeature(core: ServerCore): LeadsFeature {
  const { config, database, outbox } = core;
  outbox.register('lead.created', leadCreatedRenderer(database.db, config.SITE_URL));
  core.leadData.register(leadRows);
  const policy = { leadDays: config.LEAD_RETENTION_DAYS, spamDays: config.SPAM_RETENTION_DAYS };
  core.jobs.add({ name: 'retention', everyMs: DAY, run: (now) => applyRetention(database.db, core.leadData, policy, now) });
  return {
    intake: {
      db: database.db,
      storage: core.storage,
      outbox,
      batcher: database.kind === 'sqlite' ? new CommitBatcher(database.db) : undefined,
      limiter: config.LEADS_RATE_LIMIT
        ? core.limiters({ name: 'leads', points: LEADS_PER_ADDRESS, seconds: LEADS_WINDOW_SECONDS })
        : undefined,
      refusedLimiter: config.LEADS_RATE_LIMIT
        ? core.limiters({ name: 'leads-refused', points: REFUSED_PER_ADDRESS, seconds: LEADS_WINDOW_SECONDS })
        : undefined,
      confirmationLimiter: core.limiters({ name: 'confirmation-recipient', points: 1, seconds: 24 * 60 * 60 }),
    },
  };
}
