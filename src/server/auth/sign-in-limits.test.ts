import { describe, expect, it } from 'vitest';
import { memoryLimiters } from '../rate-limit';
import { ACCOUNT_FREE_FAILURES, PAIR_FAILURES, SignInLimits, type SignInTicket } from './sign-in-limits';

const isTicket = (value: unknown): value is SignInTicket => typeof (value as SignInTicket).failed === 'function';

/** Fails a sign-in: begins it, and reports a wrong password. */
async function fail(limits: SignInLimits, email: string, address: string, options?: { trustedDevice?: boolean }) {
  const ticket = await limits.begin(email, address, options);
  if (!isTicket(ticket)) return ticket;
  await ticket.failed();
  return undefined;
}

describe('sign-in throttling (issue 20)', () => {
  it('never refuses the right password from an address that has not failed, however often others failed', async () => {
    const limits = new SignInLimits(memoryLimiters, () => Promise.resolve());
    // Before issue 20, five wrong passwords from anywhere refused the owner for 15 minutes.
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect(await fail(limits, 'ayse@example.com', `203.0.113.${attempt}`)).toBeUndefined();
    for (let attempt = 0; attempt < PAIR_FAILURES; attempt += 1) await fail(limits, 'ayse@example.com', '198.51.100.66');
    const owner = await limits.begin('ayse@example.com', '192.0.2.10');
    expect(isTicket(owner)).toBe(true);
  });

  it('stops an address after five failures for one account, and after twenty for all accounts', async () => {
    const limits = new SignInLimits(memoryLimiters, () => Promise.resolve());
    for (let attempt = 0; attempt < PAIR_FAILURES; attempt += 1)
      expect(await fail(limits, 'ayse@example.com', '198.51.100.1')).toBeUndefined();
    const refused = await limits.begin('ayse@example.com', '198.51.100.1');
    expect(refused).toMatchObject({ reason: 'address' });
    expect((refused as { retryAfter: number }).retryAfter).toBeGreaterThan(14 * 60);
    // The same address may still try another account, until its twenty failures.
    expect(isTicket(await limits.begin('mehmet@example.com', '198.51.100.1'))).toBe(true);
    for (let attempt = 0; attempt < 20; attempt += 1) await fail(limits, `guess${attempt}@example.com`, '198.51.100.2');
    expect(await limits.begin('mehmet@example.com', '198.51.100.2')).toMatchObject({ reason: 'address' });
  });

  it('counts an IPv6 client by its /64: new addresses of the same network do not start afresh', async () => {
    const limits = new SignInLimits(memoryLimiters, () => Promise.resolve());
    for (let attempt = 0; attempt < PAIR_FAILURES; attempt += 1) await fail(limits, 'ayse@example.com', `2001:db8:5:6::${attempt + 1}`);
    expect(await limits.begin('ayse@example.com', '2001:db8:5:6::ffff')).toMatchObject({ reason: 'address' });
  });

  it('gives the points of a right password back, so a coordinator who mistypes once is never stopped', async () => {
    const limits = new SignInLimits(memoryLimiters, () => Promise.resolve());
    for (let day = 0; day < PAIR_FAILURES + 2; day += 1) {
      await fail(limits, 'ayse@example.com', '192.0.2.20');
      const ticket = await limits.begin('ayse@example.com', '192.0.2.20');
      if (!isTicket(ticket)) throw new Error('refused');
      await ticket.succeeded();
    }
    expect(isTicket(await limits.begin('ayse@example.com', '192.0.2.20'))).toBe(true);
  });

  it('bounds a slow guess from many addresses with a rising delay per account, which the owner’s own browser skips', async () => {
    const waits: number[] = [];
    const limits = new SignInLimits(memoryLimiters, (ms) => {
      waits.push(ms);
      return new Promise((resolve) => setTimeout(resolve, Math.min(ms, 20)));
    });
    expect(SignInLimits.delayStep(ACCOUNT_FREE_FAILURES - 1)).toBeUndefined();
    expect(SignInLimits.delayStep(ACCOUNT_FREE_FAILURES)).toBe(0);
    expect(SignInLimits.delayStep(1000)).toBe(SignInLimits.delayStep(ACCOUNT_FREE_FAILURES + 50));
    // Ten failures from ten addresses: no delay yet.
    for (let attempt = 0; attempt < ACCOUNT_FREE_FAILURES; attempt += 1) await fail(limits, 'ayse@example.com', `203.0.113.${attempt + 1}`);
    expect(waits).toEqual([]);
    // From now on the account is checked once per turn: two attempts at once, the second waits.
    const [first, second] = await Promise.all([
      limits.begin('ayse@example.com', '203.0.113.50'),
      limits.begin('ayse@example.com', '203.0.113.51'),
    ]);
    expect(isTicket(first) && isTicket(second)).toBe(true);
    expect(waits.length).toBeGreaterThan(0);
    // The right password from the owner's usual browser (its device cookie) does not wait.
    const before = waits.length;
    expect(isTicket(await limits.begin('ayse@example.com', '192.0.2.30', { trustedDevice: true }))).toBe(true);
    expect(waits.length).toBe(before);
  });
});
