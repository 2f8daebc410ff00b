import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { parseEnv, type Env } from '../../src/env';
import type { IntakeServices } from '../../src/features/leads/intake.server';
import { startApp, type AppRuntime } from '../../src/runtime.server';
import type { DatabaseHandle } from '../../src/server/db/database';
import type { Outbox } from '../../src/server/outbox/outbox';
import type { FileStorage } from '../../src/server/storage/file-storage';
import { S3_TEST_CREDENTIALS, s3Environment } from './s3-server.mjs';

/**
 * Storage and intake tests run on both databases: the embedded SQLite and PostgreSQL.
 * `npm test` provides PostgreSQL (scripts/test.sh): TEST_DATABASE_URL, or the local server.
 */
export const databaseKinds = ['sqlite', 'postgres'] as const;
export type Kind = (typeof databaseKinds)[number];

/**
 * Where files go: the local disk (the embedded default) or an S3 bucket on the S3-compatible
 * server the unit tests start (tests/setup/s3-server.ts). The tests that store files run on
 * both, with both databases.
 */
export const storageKinds = ['disk', 's3'] as const;
export type StorageKind = (typeof storageKinds)[number];
export const setups = databaseKinds.flatMap((database) => storageKinds.map((storage) => ({ database, storage })));

export const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestRuntime extends AppRuntime {
  config: Env;
  database: DatabaseHandle;
  storage: FileStorage;
  intake: IntakeServices;
  outbox: Outbox;
  /** The PostgreSQL schema of this runtime. */
  schema: string;
  dataDir: string;
  dispose(): Promise<void>;
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** A fresh bucket on the tests' S3-compatible server; its variables for the runtime. */
export async function testBucket(): Promise<Record<string, string>> {
  const endpoint = inject('s3Endpoint');
  const bucket = `test-${unique()}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: S3_TEST_CREDENTIALS });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return s3Environment(endpoint, bucket);
}

/**
 * The application's runtime on a fresh SQLite file or a fresh PostgreSQL schema, with its own
 * data folder, and its files on the local disk or in a fresh bucket. Started as the server
 * starts it, but for the fleet's jobs (retention is tested on its own, against a clock).
 */
export async function testRuntime(
  kind: Kind,
  variables: Record<string, string> = {},
  { storage = 'disk', schema = `test_${unique()}` }: { storage?: StorageKind; schema?: string } = {},
): Promise<TestRuntime> {
  const dataDir = mkdtempSync(join(tmpdir(), 'leads-test-'));
  const config = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    OUTBOX_POLL_MS: '3600000',
    ...(kind === 'postgres' ? { DATABASE_URL: testDatabaseUrl } : {}),
    ...(storage === 's3' ? await testBucket() : {}),
    ...variables,
  });
  const runtime = await startApp(config, kind === 'postgres' ? { postgresSchema: schema } : {});
  await runtime.core.jobs.stop();
  return {
    ...runtime,
    config,
    database: runtime.core.database,
    storage: runtime.core.storage,
    intake: runtime.leads.intake,
    outbox: runtime.core.outbox,
    schema,
    dataDir,
    async dispose() {
      // The worker stops before its tables go.
      await runtime.core.outbox.stop();
      if (kind === 'postgres') await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(runtime.core.database.db);
      await runtime.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
