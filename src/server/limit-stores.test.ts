import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { testDatabaseUrl } from '../../tests/support/databases';
import { openDatabase, type DatabaseHandle } from './db/database';
import { openLimitStore, type LimitStore } from './limit-stores';
import { consume, exhausted } from './rate-limit';

/** `npm test` provides Redis (scripts/ensure-redis.sh): TEST_REDIS_URL, or the local server. */
const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/**
 * Limits counted where every instance sees them (issue 22): two instances, each with its own
 * connection, share one count; an instance whose store stops answering keeps counting alone.
 */
describe.each(['postgres', 'redis'] as const)('rate limits shared in %s', (kind) => {
  const schema = `test_limits_${unique()}`;
  const databases: DatabaseHandle[] = [];
  const stores: LimitStore[] = [];

  /** One instance's limit store, as the server core opens it. */
  async function instance(): Promise<LimitStore> {
    const database = await openDatabase({
      dataDir: mkdtempSync(join(tmpdir(), 'limits-')),
      databaseUrl: testDatabaseUrl,
      postgresSchema: schema,
    });
    databases.push(database);
    const store = await openLimitStore(kind === 'redis' ? { redisUrl: testRedisUrl } : {}, database);
    stores.push(store);
    return store;
  }

  afterAll(async () => {
    for (const store of stores) await store.close();
    if (databases[0]) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(databases[0].db);
    for (const database of databases) await database.close();
  });

  it('counts one address’s leads across instances: the sixth is refused, whichever instance it reaches', async () => {
    const [first, second, third] = [await instance(), await instance(), await instance()];
    expect(first.description).toContain(kind === 'redis' ? 'Redis' : 'PostgreSQL');
    const name = `leads-${unique()}`;
    const limiters = [first, second, third].map((store) => store.limiters({ name, points: 5, seconds: 600 }));
    for (let index = 0; index < 5; index += 1) expect(await consume(limiters[index % 3]!, '203.0.113.7')).toBeNull();
    const retryAfter = await consume(limiters[2]!, '203.0.113.7');
    expect(retryAfter).toBeGreaterThan(590);
    expect(await exhausted(limiters[0]!, '203.0.113.7')).toBeGreaterThan(0);
    // Another address, and another limit of the same address, are counted apart.
    expect(await consume(limiters[1]!, '203.0.113.8')).toBeNull();
    expect(await consume(second.limiters({ name: `${name}-other`, points: 5, seconds: 600 }), '203.0.113.7')).toBeNull();
  });

  it('keeps an account’s email, however long, as part of a key', async () => {
    const store = await instance();
    const limiter = store.limiters({ name: `sign-in-pair-${unique()}`, points: 1, seconds: 60 });
    const key = `${'a'.repeat(240)}@example.com|2001:db8::/64`;
    expect(await consume(limiter, key)).toBeNull();
    expect(await consume(limiter, key)).toBeGreaterThan(0);
  });

  it.runIf(kind === 'postgres')('leaves expired counts for one instance of the fleet to remove, hourly', async () => {
    const store = await instance();
    const limiter = store.limiters({ name: `short-${unique()}`, points: 1, seconds: 1 });
    await consume(limiter, '203.0.113.9');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await store.removeExpired!()).toBeGreaterThanOrEqual(1);
  });
});

describe('a limit store that stops answering', () => {
  it('keeps the limits in this instance’s memory meanwhile, rather than refusing everyone or no one', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // A port where nothing listens: Redis is down from the start.
    const store = await openLimitStore({ redisUrl: 'redis://127.0.0.1:9' }, {});
    try {
      const limiter = store.limiters({ name: `down-${unique()}`, points: 2, seconds: 60 });
      expect(await consume(limiter, '198.51.100.1')).toBeNull();
      expect(await consume(limiter, '198.51.100.1')).toBeNull();
      expect(await consume(limiter, '198.51.100.1')).toBeGreaterThan(0);
      expect(warnings.mock.calls.map(([line]) => String(line)).join('\n')).toContain('limits.store_unavailable');
    } finally {
      await store.close();
    }
  });
});
