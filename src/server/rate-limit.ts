import 'server-only';
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';

export type RateLimiter = RateLimiterAbstract;

/** A limit: `points` per `seconds` and per key (an address, an account). `name` keeps stores apart. */
export interface LimitOptions {
  name: string;
  points: number;
  seconds: number;
}

/** Makes the limiters of every feature, all in the same store (docs/decisions/014-open-internet.md). */
export type LimiterFactory = (options: LimitOptions) => RateLimiter;

/** Counted in this process's memory: the embedded default, one instance. */
export const memoryLimiters: LimiterFactory = ({ name, points, seconds }) =>
  new RateLimiterMemory({ keyPrefix: name, points, duration: seconds });

/** A refusal of the limiter: a plain result object, never an Error. */
const isRefusal = (value: unknown): value is { msBeforeNext: number; consumedPoints: number } =>
  !(value instanceof Error) && typeof (value as { msBeforeNext?: unknown } | null)?.msBeforeNext === 'number';

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Takes one point for `key`: `null` when allowed, else the seconds until the next try is.
 * Errors of the limiter itself are thrown, never taken for a refusal.
 */
export async function consume(limiter: RateLimiter, key: string, points = 1): Promise<number | null> {
  try {
    await limiter.consume(key, points);
    return null;
  } catch (rejection) {
    // A refusal is a plain result object (the library may be loaded twice, as ESM and CommonJS,
    // so its class is not checked); a failure of the limiter is an Error.
    if (!isRefusal(rejection)) throw rejection;
    return seconds(rejection.msBeforeNext);
  }
}

/** Without taking a point: the seconds until `key` may try again, or `null` when it may now. */
export async function exhausted(limiter: RateLimiter, key: string): Promise<number | null> {
  const state = await limiter.get(key);
  if (!state || state.consumedPoints < limiter.points) return null;
  return seconds(state.msBeforeNext);
}
