import 'server-only';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis } from 'rate-limiter-flexible';
import type { DatabaseHandle } from './db/database';
import { errorKind, log } from './log';
import { memoryLimiters, type LimiterFactory } from './rate-limit';

/** Where the limits are counted, and how to let go of it. */
export interface LimitStore {
  limiters: LimiterFactory;
  /** For the start-up log. */
  description: string;
  /** A store to clean up now and then: PostgreSQL keeps expired rows until they are deleted. */
  removeExpired?: () => Promise<number>;
  close(): Promise<void>;
}

/**
 * The rate limits of every feature (leads, sign-in, the interview's uploads, confirmations), in
 * one store that every instance shares (issue 22; docs/decisions/018-fleet.md):
 * - Redis when REDIS_URL is set: one round trip per check, for many instances or busy sites;
 * - else PostgreSQL when DATABASE_URL is set: one upsert per check in `rate_limits`, for a few
 *   instances without another service;
 * - else this process's memory: the embedded default, one instance on SQLite.
 * When the shared store does not answer, each instance counts in its own memory meanwhile (the
 * library's insurance limiter): the limits keep holding, per instance, rather than refusing
 * every visitor or letting every request through.
 */
export async function openLimitStore({ redisUrl }: { redisUrl?: string }, database: Pick<DatabaseHandle, 'postgres'>): Promise<LimitStore> {
  if (redisUrl) {
    // The library's advice for ioredis: no offline queue, so a check during an outage fails at
    // once (and falls to the insurance) instead of waiting for the connection.
    const client = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
    // Said once when Redis stops answering and once when it is back, not at every reconnection.
    let down = false;
    client.on('error', (error: unknown) => {
      if (down) return;
      down = true;
      log.warn('limits.store_unavailable', { store: 'redis', error: errorKind(error) });
    });
    client.on('ready', () => {
      if (!down) return;
      down = false;
      log.info('limits.store_answering', { store: 'redis' });
    });
    // The instance starts all the same when Redis does not answer yet: it counts in memory meanwhile.
    await client.connect().catch(() => undefined);
    const url = new URL(redisUrl);
    return {
      description: `Redis at ${url.hostname}:${url.port || 6379}`,
      limiters: ({ name, points, seconds }) =>
        new RateLimiterRedis({
          storeClient: client,
          keyPrefix: `limit:${name}`,
          points,
          duration: seconds,
          insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points, duration: seconds }),
        }),
      close() {
        client.disconnect();
        return Promise.resolve();
      },
    };
  }
  if (database.postgres) {
    const { pool, schema } = database.postgres;
    return {
      description: `PostgreSQL (table ${schema}.rate_limits)`,
      limiters: ({ name, points, seconds }) =>
        new RateLimiterPostgres({
          storeClient: pool,
          storeType: 'pool',
          schemaName: schema,
          tableName: 'rate_limits',
          // Made by the migrations; expired rows are removed by one instance of the fleet every
          // hour (src/server/jobs.ts), not by a timer in every limiter of every instance.
          tableCreated: true,
          clearExpiredByTimeout: false,
          keyPrefix: name,
          points,
          duration: seconds,
          insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points, duration: seconds }),
        }),
      removeExpired: async () => {
        const result = await pool.query(`delete from "${schema}"."rate_limits" where expire < $1`, [Date.now()]);
        return result.rowCount ?? 0;
      },
      async close() {},
    };
  }
  return { description: 'memory (one instance)', limiters: memoryLimiters, async close() {} };
}
