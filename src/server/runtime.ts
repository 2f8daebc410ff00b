import 'server-only';
import { join } from 'node:path';
import type { Env } from '@/env';
import { openDatabase, privateDirectory, type DatabaseHandle } from './db/database';
import { createMailTransport, type MailTransport } from './mail';
import { memoryLimiters, type LimiterFactory } from './rate-limit';
import type { FileStorage } from './storage/file-storage';
import { LocalDiskStorage } from './storage/local-disk';

/** The infrastructure of one server process: the database, the file storage and the mail transport. */
export interface ServerRuntime {
  config: Env;
  database: DatabaseHandle;
  storage: FileStorage;
  /** Absent when SMTP_URL is not set. */
  mail?: MailTransport;
  /** Where every rate limit is counted. */
  limiters: LimiterFactory;
  close(): Promise<void>;
}

/** Opens the database (applying its migrations), the file storage and the mail transport. */
export async function startServerRuntime(config: Env, { postgresSchema }: { postgresSchema?: string } = {}): Promise<ServerRuntime> {
  privateDirectory(config.DATA_DIR);
  const database = await openDatabase({
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
    postgresSchema: postgresSchema ?? config.DATABASE_SCHEMA,
  });
  const storage = new LocalDiskStorage(join(config.DATA_DIR, 'uploads'));
  const mail = config.SMTP_URL ? createMailTransport(config.SMTP_URL) : undefined;
  return {
    config,
    database,
    storage,
    mail,
    limiters: memoryLimiters,
    async close() {
      mail?.close();
      await database.close();
    },
  };
}
