import 'server-only';
import type { Env } from '@/env';
import { CommitBatcher } from '@/server/db/commit-batcher';
import type { OutboxChannel } from '@/server/db/schema';
import { log } from '@/server/log';
import { startServerRuntime, type ServerRuntime } from '@/server/runtime';
import type { IntakeServices } from './intake.server';
import { OutboxWorker } from './outbox.server';
import { knownStoredNames } from './repository.server';
import { RetentionJob } from './retention.server';

export interface LeadRuntime extends ServerRuntime {
  intake: IntakeServices;
  worker: OutboxWorker;
  retention: RetentionJob;
  stop(): Promise<void>;
}

/** Per address and 10 minutes: five leads, and twenty refused posts (400, 413, 415). */
export const LEADS_PER_ADDRESS = 5;
export const REFUSED_PER_ADDRESS = 20;
const LEADS_WINDOW_SECONDS = 10 * 60;

/** The channels whose settings are complete; the others get no outbox rows. */
export function configuredChannels(config: Env): OutboxChannel[] {
  const channels: OutboxChannel[] = [];
  if (config.SMTP_URL && config.LEADS_NOTIFY_TO.length > 0) channels.push('coordinator-email');
  if (config.SMTP_URL) channels.push('visitor-email');
  if (config.LEADS_WEBHOOK_URL && config.LEADS_WEBHOOK_SECRET) channels.push('webhook');
  return channels;
}

/**
 * Files written for a lead whose transaction never committed (the process died in between) are
 * removed at start-up. Recent files are left alone: their transaction may still be running.
 */
export async function sweepOrphanFiles(server: Pick<ServerRuntime, 'storage' | 'database'>, olderThanMs = 60 * 60_000): Promise<number> {
  const files = await server.storage.list();
  if (files.length === 0) return 0;
  const referenced = await knownStoredNames(
    server.database.db,
    files.map((file) => file.name),
  );
  const orphans = files.filter((file) => !referenced.has(file.name) && Date.now() - file.modifiedAt > olderThanMs).map((file) => file.name);
  await server.storage.remove(orphans);
  return orphans.length;
}

/** Opens the infrastructure, cleans orphan uploads and starts the outbox worker. */
export async function startLeadRuntime(config: Env, options: { postgresSchema?: string } = {}): Promise<LeadRuntime> {
  const server = await startServerRuntime(config, options);
  const channels = configuredChannels(config);
  const worker = new OutboxWorker(
    server.database.db,
    server.database.kind,
    {
      mail: server.mail,
      config: {
        siteUrl: config.SITE_URL,
        from: config.SMTP_FROM,
        notifyTo: config.LEADS_NOTIFY_TO,
        webhookUrl: config.LEADS_WEBHOOK_URL,
        webhookSecret: config.LEADS_WEBHOOK_SECRET,
      },
    },
    {
      retryMinMs: config.OUTBOX_RETRY_MIN_MS,
      retryMaxMs: config.OUTBOX_RETRY_MAX_MS,
      giveUpMs: config.OUTBOX_GIVE_UP_MS,
      pollMs: config.OUTBOX_POLL_MS,
      // The sender's reputation: beyond this, confirmations wait in the outbox (issue 20).
      confirmations: server.limiters({ name: 'confirmations-per-hour', points: config.CONFIRMATION_EMAILS_PER_HOUR, seconds: 60 * 60 }),
    },
  );
  const removed = await sweepOrphanFiles(server);
  worker.start();
  const retention = new RetentionJob(server.database.db, server.storage, {
    leadDays: config.LEAD_RETENTION_DAYS,
    spamDays: config.SPAM_RETENTION_DAYS,
    recordingDays: config.RECORDING_RETENTION_DAYS,
  });
  retention.start();

  log.info('leads.ready', {
    storage: server.database.description,
    files: server.storage.description,
    coordinatorEmail: channels.includes('coordinator-email') ? 'on' : 'off (set SMTP_URL and LEADS_NOTIFY_TO)',
    visitorEmail: channels.includes('visitor-email') ? 'on' : 'off (set SMTP_URL)',
    webhook: channels.includes('webhook') ? 'on' : 'off (set LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET)',
    rateLimit: config.LEADS_RATE_LIMIT ? 'on' : 'OFF',
    orphanFilesRemoved: removed,
  });
  if (!channels.includes('coordinator-email') && !channels.includes('webhook')) {
    log.warn('leads.nobody_notified', {
      message:
        'Leads are stored but nobody is notified: configure SMTP_URL with LEADS_NOTIFY_TO, or LEADS_WEBHOOK_URL. Until then run `npm run leads -- list`.',
    });
  }

  const intake: IntakeServices = {
    db: server.database.db,
    storage: server.storage,
    channels,
    batcher: server.database.kind === 'sqlite' ? new CommitBatcher(server.database.db) : undefined,
    limiter: config.LEADS_RATE_LIMIT
      ? server.limiters({ name: 'leads', points: LEADS_PER_ADDRESS, seconds: LEADS_WINDOW_SECONDS })
      : undefined,
    refusedLimiter: config.LEADS_RATE_LIMIT
      ? server.limiters({ name: 'leads-refused', points: REFUSED_PER_ADDRESS, seconds: LEADS_WINDOW_SECONDS })
      : undefined,
    confirmationLimiter: server.limiters({ name: 'confirmation-recipient', points: 1, seconds: 24 * 60 * 60 }),
    onStored: () => worker.nudge(),
  };
  return {
    ...server,
    intake,
    worker,
    retention,
    async stop() {
      await retention.stop();
      await worker.stop();
      await server.close();
    },
  };
}
