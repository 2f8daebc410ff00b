import 'server-only';
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';

export type RateLimiter = RateLimiterAbstract;

/** A limit of `points` per `seconds` and per key (an address, an account). Counted per process. */
export function createRateLimiter({ points, seconds }: { points: number; seconds: number }): RateLimiter {
  return new RateLimiterMemory({ points, duration: seconds });
}

/**
 * Takes one point for `key`: `null` when allowed, else the seconds until the next try is.
 * Errors of the limiter itself are thrown, never taken for a refusal.
 */
export async function consume(limiter: RateLimiter, key: string): Promise<number | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (rejection) {
    // A refusal is a plain result object (the library may be loaded twice, as ESM and CommonJS,
    // so its class is not checked); a failure of the limiter is an Error.
    if (rejection instanceof Error || typeof (rejection as { msBeforeNext?: unknown } | null)?.msBeforeNext !== 'number') throw rejection;
    return Math.max(1, Math.ceil((rejection as { msBeforeNext: number }).msBeforeNext / 1000));
  }
}
