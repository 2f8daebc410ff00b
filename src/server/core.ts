import 'server-only';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Env } from '@/env';
import { openDatabase, privateDirectory, type DatabaseHandle } from './db/database';
import { FleetJobs } from './jobs';
import { LeadData } from './lead-data';
import { openLimitStore, type LimitStore } from './limit-stores';
import { createMailTransport, type MailTransport } from './mail';
import { Outbox } from './outbox/outbox';
import type { LimiterFactory } from './rate-limit';
import type { FileStorage } from './storage/file-storage';
import { LocalDiskStorage } from './storage/local-disk';
import { S3Storage } from './storage/s3';

/**
 * The server's infrastructure, opened once per process and handed to every feature (issue 22;
 * docs/decisions/008-code-organisation.md): no feature owns any of it. Everything an instance
 * keeps lives in shared services when they are configured (PostgreSQL, an S3 bucket, Redis), so
 * the site runs as N identical instances; the embedded default is SQLite and the local disk.
 */
export interface ServerCore {
  config: Env;
  database: DatabaseHandle;
  /** Lead files and interview recordings. */
  storage: FileStorage;
  /** Absent when SMTP_URL is not set. */
  mail?: MailTransport;
  /** Where every rate limit is counted. */
  limiters: LimiterFactory;
  limitStore: LimitStore;
  /** The notifications of every feature. */
  outbox: Outbox;
  /** What each feature keeps about a lead: erasure, retention and the orphan sweep ask it. */
  leadData: LeadData;
  /** Jobs that run once for the whole fleet. */
  jobs: FleetJobs;
  /** Whether the database and the storage answer (the health endpoint), each within a few seconds. */
  health(): Promise<{ database: boolean; storage: boolean }>;
  /** Starts the outbox worker and the jobs, once every feature has registered. */
  start(): void;
  close(): Promise<void>;
}

export interface CoreOptions {
  /** A PostgreSQL schema other than DATABASE_SCHEMA (tests use one per run). */
  postgresSchema?: string;
  /** An open database to use instead of opening one (a test's "restart" on the same SQLite file). */
  database?: DatabaseHandle;
}

/** The file storage of the settings: the S3 bucket of S3_BUCKET, else DATA_DIR/uploads. */
export function openStorage(config: Env): FileStorage {
  if (!config.S3_BUCKET) return new LocalDiskStorage(join(config.DATA_DIR, 'uploads'));
  return new S3Storage({
    bucket: config.S3_BUCKET,
    prefix: config.S3_PREFIX,
    region: config.AWS_REGION,
    endpoint: config.AWS_ENDPOINT_URL_S3,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    ...(config.AWS_ACCESS_KEY_ID && config.AWS_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: config.AWS_ACCESS_KEY_ID, secretAccessKey: config.AWS_SECRET_ACCESS_KEY } }
      : {}),
  });
}

const HOUR = 60 * 60_000;

/** Whether `check` settles well within a load balancer's patience. */
async function answers(check: () => Promise<unknown>, ms = 3_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([check().then(() => true as const), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Opens the database (applying its migrations), the storage, the mail transport, the limits and the outbox. */
export async function openServerCore(config: Env, options: CoreOptions = {}): Promise<ServerCore> {
  // The local disk holds the SQLite database and, without S3, the uploads.
  if (!config.DATABASE_URL || !config.S3_BUCKET) privateDirectory(config.DATA_DIR);
  const database =
    options.database ??
    (await openDatabase({
      dataDir: config.DATA_DIR,
      databaseUrl: config.DATABASE_URL,
      postgresSchema: options.postgresSchema ?? config.DATABASE_SCHEMA,
    }));
  const storage = openStorage(config);
  const mail = config.SMTP_URL ? createMailTransport(config.SMTP_URL) : undefined;
  const limitStore = await openLimitStore({ redisUrl: config.REDIS_URL }, database);
  const outbox = new Outbox(
    database.db,
    database.kind,
    {
      siteUrl: config.SITE_URL,
      from: config.SMTP_FROM,
      notifyTo: config.LEADS_NOTIFY_TO,
      webhookUrl: config.LEADS_WEBHOOK_URL,
      webhookSecret: config.LEADS_WEBHOOK_SECRET,
    },
    mail,
    {
      retryMinMs: config.OUTBOX_RETRY_MIN_MS,
      retryMaxMs: config.OUTBOX_RETRY_MAX_MS,
      giveUpMs: config.OUTBOX_GIVE_UP_MS,
      pollMs: config.OUTBOX_POLL_MS,
      leaseMs: config.OUTBOX_LEASE_MS,
      // The sender's reputation: beyond this, confirmations wait in the outbox (issue 20).
      confirmations: limitStore.limiters({ name: 'confirmations-per-hour', points: config.CONFIRMATION_EMAILS_PER_HOUR, seconds: 60 * 60 }),
    },
  );
  const leadData = new LeadData(database.db, storage);
  leadData.register(outbox.leadData);
  const jobs = new FleetJobs(database.db, { checkMs: config.JOBS_CHECK_MS });
  jobs.add({ name: 'orphan-files', everyMs: 24 * HOUR, run: async (now) => ({ removed: await leadData.sweepOrphans(now) }) });
  const removeExpired = limitStore.removeExpired;
  if (removeExpired) jobs.add({ name: 'expired-limits', everyMs: HOUR, run: async () => ({ removed: await removeExpired() }) });
  return {
    config,
    database,
    storage,
    mail,
    limiters: limitStore.limiters,
    limitStore,
    outbox,
    leadData,
    jobs,
    async health() {
      const [databaseAnswers, storageAnswers] = await Promise.all([
        answers(() => sql`select 1`.execute(database.db)),
        answers(() => storage.check()),
      ]);
      return { database: databaseAnswers, storage: storageAnswers };
    },
    start() {
      outbox.start();
      jobs.start();
    },
    async close() {
      await jobs.stop();
      await outbox.stop();
      mail?.close();
      storage.close?.();
      await limitStore.close();
      if (!options.database) await database.close();
    },
  };
}
