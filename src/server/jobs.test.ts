import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { testDatabaseUrl } from '../../tests/support/databases';
import { openDatabase, type DatabaseHandle } from './db/database';
import { FleetJobs } from './jobs';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const T0 = Date.parse('2026-11-25T03:00:00Z');

/** A daily job runs once for the whole fleet, however many instances ask (issue 22). */
describe('daily jobs of a fleet on one PostgreSQL', () => {
  const schema = `test_jobs_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'jobs-'));
  const databases: DatabaseHandle[] = [];
  afterAll(async () => {
    if (databases[0]) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(databases[0].db);
    for (const database of databases) await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs each job once per period across three instances asking at the same moment', async () => {
    for (let index = 0; index < 3; index += 1) {
      databases.push(await openDatabase({ dataDir, databaseUrl: testDatabaseUrl, postgresSchema: schema }));
    }
    const runs: number[] = [];
    const instances = databases.map((database, index) => {
      const jobs = new FleetJobs(database.db, { checkMs: 60_000 });
      jobs.add({
        name: 'retention',
        everyMs: DAY,
        run: async () => {
          runs.push(index);
          // Long enough for the other instances to ask while it runs.
          await new Promise((resolve) => setTimeout(resolve, 50));
          return { leads: 0 };
        },
      });
      return jobs;
    });
    const askAll = async (now: number) => (await Promise.all(instances.map((jobs) => jobs.runDue(now)))).flat();

    expect(await askAll(T0)).toEqual(['retention']);
    expect(await askAll(T0 + 60_000)).toEqual([]);
    expect(await askAll(T0 + DAY / 2)).toEqual([]);
    expect(await askAll(T0 + DAY)).toEqual(['retention']);
    expect(await askAll(T0 + DAY + HOUR)).toEqual([]);
    expect(runs).toHaveLength(2);
    const row = await databases[0]!.db.selectFrom('job_runs').selectAll().where('name', '=', 'retention').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ runs: 2, started_at: T0 + DAY, next_run_at: T0 + 2 * DAY });
  });

  it('runs a job again after its lease when the instance that ran it failed or died', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const database = databases[0]!;
    let attempts = 0;
    const jobs = new FleetJobs(database.db, { checkMs: 60_000, leaseMs: HOUR });
    jobs.add({
      name: 'orphan-files',
      everyMs: DAY,
      run: () => {
        attempts += 1;
        return attempts === 1 ? Promise.reject(new Error('storage down')) : Promise.resolve({ removed: 0 });
      },
    });
    expect(await jobs.runDue(T0)).toEqual(['orphan-files']);
    // Within the lease nobody runs it; past the lease the next instance to ask does.
    expect(await jobs.runDue(T0 + HOUR / 2)).toEqual([]);
    expect(await jobs.runDue(T0 + HOUR + 1)).toEqual(['orphan-files']);
    expect(attempts).toBe(2);
  });
});

describe('daily jobs on the embedded SQLite', () => {
  it('run once a day on the one instance', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'jobs-sqlite-'));
    const database = await openDatabase({ dataDir });
    try {
      const jobs = new FleetJobs(database.db, { checkMs: 60_000 });
      let runs = 0;
      jobs.add({ name: 'retention', everyMs: DAY, run: () => Promise.resolve({ runs: ++runs }) });
      expect(await jobs.runDue(T0)).toEqual(['retention']);
      expect(await jobs.runDue(T0 + DAY - 1)).toEqual([]);
      expect(await jobs.runDue(T0 + DAY)).toEqual(['retention']);
      expect(runs).toBe(2);
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
