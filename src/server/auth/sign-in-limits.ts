import 'server-only';
import { consume, createRateLimiter, type RateLimiter } from '../rate-limit';

/**
 * Failed sign-ins are limited per account and per address (issue 13): a guesser is stopped on
 * one account from many addresses, and on many accounts from one address. A success clears the
 * account's count.
 */
const PER_ACCOUNT = 5;
const PER_ADDRESS = 20;
const WINDOW_SECONDS = 15 * 60;

export class SignInLimits {
  private readonly account: RateLimiter = createRateLimiter({ points: PER_ACCOUNT, seconds: WINDOW_SECONDS });
  private readonly address: RateLimiter = createRateLimiter({ points: PER_ADDRESS, seconds: WINDOW_SECONDS });

  /** Seconds until the next try is allowed, or null. Checked before the password. */
  async blockedFor(email: string, address: string): Promise<number | null> {
    const [byAccount, byAddress] = await Promise.all([this.account.get(email), this.address.get(address)]);
    const waits = [byAccount, byAddress]
      .filter((result, index) => result && result.consumedPoints >= (index === 0 ? PER_ACCOUNT : PER_ADDRESS))
      .map((result) => Math.max(1, Math.ceil(result!.msBeforeNext / 1000)));
    return waits.length > 0 ? Math.max(...waits) : null;
  }

  /** Counts a failure; returns the wait it now imposes, or null. */
  async failed(email: string, address: string): Promise<number | null> {
    const waits = (await Promise.all([consume(this.account, email), consume(this.address, address)])).filter((wait) => wait !== null);
    return waits.length > 0 ? Math.max(...waits) : null;
  }

  async succeeded(email: string): Promise<void> {
    await this.account.delete(email);
  }
}
