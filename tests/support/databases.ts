import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { parseEnv, type Env } from '../../src/env';
import { startLeadRuntime, type LeadRuntime } from '../../src/features/leads/runtime.server';

/**
 * Storage and intake tests run on both databases: the embedded SQLite and PostgreSQL.
 * `npm test` provides PostgreSQL (scripts/test.sh): TEST_DATABASE_URL, or the local server.
 */
export const databaseKinds = ['sqlite', 'postgres'] as const;
export type Kind = (typeof databaseKinds)[number];

export const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestRuntime extends LeadRuntime {
  config: Env;
  /** The PostgreSQL schema of this runtime. */
  schema: string;
  dataDir: string;
  dispose(): Promise<void>;
}

/** A runtime on a fresh SQLite file or a fresh PostgreSQL schema, with its own data folder. */
export async function testRuntime(kind: Kind, variables: Record<string, string> = {}): Promise<TestRuntime> {
  const dataDir = mkdtempSync(join(tmpdir(), 'leads-test-'));
  const schema = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const config = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    OUTBOX_POLL_MS: '3600000',
    ...(kind === 'postgres' ? { DATABASE_URL: testDatabaseUrl } : {}),
    ...variables,
  });
  const runtime = await startLeadRuntime(config, kind === 'postgres' ? { postgresSchema: schema } : {});
  // The daily retention is tested on its own (retention.test.ts), against a clock.
  await runtime.retention.stop();
  return {
    ...runtime,
    config,
    schema,
    dataDir,
    async dispose() {
      // The worker stops before its tables go.
      await runtime.worker.stop();
      if (kind === 'postgres') await sql`drop schema ${sql.id(schema)} cascade`.execute(runtime.database.db);
      await runtime.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
