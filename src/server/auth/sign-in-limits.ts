import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';
import { addressKey } from '../client-address';
import { consume, exhausted, type LimiterFactory, type RateLimiter } from '../rate-limit';

/**
 * Sign-in throttling that nobody can turn against the account's owner (issue 20; ASVS 4.0.3
 * V2.2.1; docs/decisions/014-open-internet.md). There is no account lockout:
 * - failures are counted per (account, address) pair and per address, and only these refuse:
 *   five wrong passwords for an account from one address stop that address for that account,
 *   twenty from one address stop it for every account;
 * - a slow guess from many addresses is bounded per account by a rising delay: past ten failures
 *   in an hour, the account's password is checked at most once per delay (1 s doubling up to 36 s)
 *   for browsers that never signed in to it; an attempt waits for its turn, never refused for it
 *   unless the queue is longer than a few turns. A browser that signed in to the account before
 *   (its device cookie) skips the delay, so the owner is never slowed by someone else's guesses.
 * Attempts are counted before the password is hashed (a flood cannot start more hashes than an
 * address's allowance); the right password clears the pair's count and gives its point back.
 */
export const PAIR_FAILURES = 5;
export const ADDRESS_FAILURES = 20;
export const WINDOW_SECONDS = 15 * 60;
/** Failures of an account, from anywhere, before its delay starts. */
export const ACCOUNT_FREE_FAILURES = 10;
const ACCOUNT_WINDOW_SECONDS = 60 * 60;
/**
 * The delay's steps, in seconds: each a limiter of one check per step. The last keeps an account
 * under 100 guesses an hour from anywhere (ASVS 4.0.3 V2.2.1).
 */
const DELAY_STEPS = [1, 2, 4, 8, 16, 36] as const;
/** How long an attempt waits for its turn before it is told to come back. */
const MAX_WAIT_MS = 40_000;

export type SignInRefusal =
  /** This address failed too often for this account, or for all accounts. */
  | { reason: 'address'; retryAfter: number }
  /** The account is being guessed at from many addresses: its turn did not come in time. */
  | { reason: 'account-busy'; retryAfter: number };

/** An attempt that may go on: settle it with the password's verdict. */
export interface SignInTicket {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
  /** The password could not be checked (the server was busy): the attempt counts for nothing. */
  cancelled(): Promise<void>;
}

export class SignInLimits {
  private readonly pair: RateLimiter;
  private readonly address: RateLimiter;
  private readonly account: RateLimiter;
  private readonly turns: RateLimiter[];

  constructor(
    limiters: LimiterFactory,
    private readonly wait: (ms: number) => Promise<unknown> = sleep,
  ) {
    this.pair = limiters({ name: 'sign-in-pair', points: PAIR_FAILURES, seconds: WINDOW_SECONDS });
    this.address = limiters({ name: 'sign-in-address', points: ADDRESS_FAILURES, seconds: WINDOW_SECONDS });
    // Only counted, never refused: the count sets the delay.
    this.account = limiters({ name: 'sign-in-account', points: Number.MAX_SAFE_INTEGER, seconds: ACCOUNT_WINDOW_SECONDS });
    this.turns = DELAY_STEPS.map((seconds, step) => limiters({ name: `sign-in-turn-${step}`, points: 1, seconds }));
  }

  /** The delay step of an account with `failures` recent failures, or undefined for none. */
  static delayStep(failures: number): number | undefined {
    if (failures < ACCOUNT_FREE_FAILURES) return undefined;
    return Math.min(failures - ACCOUNT_FREE_FAILURES, DELAY_STEPS.length - 1);
  }

  /**
   * Before the password is checked: refuses an address that failed too often, waits for the
   * account's turn when it is being guessed at, and takes the attempt's points. `trustedDevice`:
   * the browser holds the account's device cookie.
   */
  async begin(email: string, address: string, { trustedDevice = false } = {}): Promise<SignInTicket | SignInRefusal> {
    const from = addressKey(address);
    const pairKey = `${email}|${from}`;
    const blocked = Math.max((await exhausted(this.pair, pairKey)) ?? 0, (await exhausted(this.address, from)) ?? 0);
    if (blocked > 0) return { reason: 'address', retryAfter: blocked };
    const [byPair, byAddress] = await Promise.all([consume(this.pair, pairKey), consume(this.address, from)]);
    if (byPair !== null || byAddress !== null) {
      // Another attempt took the last point meanwhile: nothing was taken for this one.
      await Promise.all([byPair === null && this.pair.reward(pairKey), byAddress === null && this.address.reward(from)]);
      return { reason: 'address', retryAfter: Math.max(byPair ?? 0, byAddress ?? 0) };
    }
    const giveBack = () => Promise.all([this.pair.reward(pairKey), this.address.reward(from)]).then(() => undefined);
    if (!trustedDevice) {
      const turn = await this.awaitTurn(email);
      if (turn !== null) {
        await giveBack();
        return { reason: 'account-busy', retryAfter: turn };
      }
    }
    return {
      // The right password: this address's failures for this account were the owner's typos.
      succeeded: () => Promise.all([this.pair.delete(pairKey), this.address.reward(from)]).then(() => undefined),
      failed: async () => {
        await this.account.consume(email);
      },
      cancelled: giveBack,
    };
  }

  /** Waits for the account's next check when it has a delay; the seconds to come back otherwise. */
  private async awaitTurn(email: string): Promise<number | null> {
    const failures = (await this.account.get(email))?.consumedPoints ?? 0;
    const step = SignInLimits.delayStep(failures);
    if (step === undefined) return null;
    const turns = this.turns[step]!;
    let waited = 0;
    for (;;) {
      const wait = await consume(turns, email);
      if (wait === null) return null;
      const state = await turns.get(email);
      const ms = Math.max(50, state?.msBeforeNext ?? wait * 1000);
      if (waited + ms > MAX_WAIT_MS) return wait;
      await this.wait(ms);
      waited += ms;
    }
  }
}
