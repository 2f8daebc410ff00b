import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { env, type Env } from '@/env';
import { CommitBatcher } from '@/server/db/commit-batcher';
import { openDatabase, type DatabaseHandle } from '@/server/db/database';
import type { OutboxChannel } from '@/server/db/schema';
import { log } from '@/server/log';
import { sweepOrphanFiles } from './files';
import type { IntakeServices } from './intake';
import type { NotifyConfig } from './notify';
import { OutboxWorker } from './outbox';
import { knownStoredNames } from './store';

export interface LeadRuntime {
  database: DatabaseHandle;
  intake: IntakeServices;
  worker: OutboxWorker;
  stop(): Promise<void>;
}

/** The channels whose settings are complete; the others get no outbox rows. */
export function configuredChannels(config: Env): OutboxChannel[] {
  const channels: OutboxChannel[] = [];
  if (config.SMTP_URL && config.LEADS_NOTIFY_TO.length > 0) channels.push('coordinator-email');
  if (config.SMTP_URL) channels.push('visitor-email');
  if (config.LEADS_WEBHOOK_URL && config.LEADS_WEBHOOK_SECRET) channels.push('webhook');
  return channels;
}

/** Opens the database, applies migrations, cleans orphan uploads and starts the outbox worker. */
export async function startLeadRuntime(config: Env, { postgresSchema }: { postgresSchema?: string } = {}): Promise<LeadRuntime> {
  const database = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL, postgresSchema });
  const channels = configuredChannels(config);
  const notify: NotifyConfig = {
    siteUrl: config.SITE_URL,
    from: config.SMTP_FROM,
    notifyTo: config.LEADS_NOTIFY_TO,
    webhookUrl: config.LEADS_WEBHOOK_URL,
    webhookSecret: config.LEADS_WEBHOOK_SECRET,
  };
  const mail = config.SMTP_URL
    ? nodemailer.createTransport({
        url: config.SMTP_URL,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      } as SMTPTransport.Options)
    : undefined;
  const worker = new OutboxWorker(
    database.db,
    database.kind,
    { mail, config: notify },
    {
      retryMinMs: config.OUTBOX_RETRY_MIN_MS,
      retryMaxMs: config.OUTBOX_RETRY_MAX_MS,
      giveUpMs: config.OUTBOX_GIVE_UP_MS,
      pollMs: config.OUTBOX_POLL_MS,
    },
  );
  const removed = await sweepOrphanFiles(config.DATA_DIR, (names) => knownStoredNames(database.db, names));
  worker.start();

  log.info('leads.ready', {
    storage: database.description,
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
    db: database.db,
    dataDir: config.DATA_DIR,
    channels,
    batcher: database.kind === 'sqlite' ? new CommitBatcher(database.db) : undefined,
    limiter: config.LEADS_RATE_LIMIT ? new RateLimiterMemory({ points: 5, duration: 10 * 60 }) : undefined,
    onStored: () => worker.nudge(),
  };
  return {
    database,
    intake,
    worker,
    async stop() {
      await worker.stop();
      mail?.close();
      await database.close();
    },
  };
}

const globalRuntime = globalThis as typeof globalThis & { __leadRuntime?: Promise<LeadRuntime> };

/** One runtime per server process, shared by the instrumentation hook and the route handlers. */
export function leadRuntime(): Promise<LeadRuntime> {
  globalRuntime.__leadRuntime ??= startLeadRuntime(env).catch((error: unknown) => {
    globalRuntime.__leadRuntime = undefined;
    throw error;
  });
  return globalRuntime.__leadRuntime;
}
