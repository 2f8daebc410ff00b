import { describe, expect, it } from 'vitest';
import {
  hashingLoad,
  hashPassword,
  HashingBusy,
  MAX_PASSWORD_LENGTH,
  passwordProblem,
  passwordStrength,
  verifyPassword,
} from './passwords';

describe('passwords', () => {
  it('refuses short, long, common, breached and patterned passwords, and what leans on the account (ASVS 2.1.7)', async () => {
    expect(await passwordProblem('elevenchars')).toMatch(/at least 12/);
    expect(await passwordProblem('x'.repeat(MAX_PASSWORD_LENGTH + 1))).toMatch(/at most 128/);
    for (const weak of ['password1234', 'Password123!', 'qwertyuiop12', 'iloveyou2026', '123456789012', 'aaaaaaaaaaaa']) {
      expect(await passwordProblem(weak), weak).toMatch(/too easy to guess/);
    }
    expect(await passwordProblem('bosphorusbosphorus', ['ayse@bosphorus.example', 'Ayşe Demir'])).toMatch(/too easy to guess/);
    for (const strong of ['correct horse battery staple', 'e2e coordinator password', 'Tp7#vQ2m!xR9zL']) {
      expect(await passwordProblem(strong), strong).toBeUndefined();
    }
  });

  it('rates a password as it is typed, for the meter', async () => {
    expect(await passwordStrength('')).toEqual({ score: 0 });
    expect((await passwordStrength('password1234')).score).toBeLessThan(3);
    expect((await passwordStrength('password1234')).advice).toMatch(/common/);
    expect((await passwordStrength('second brave otter lantern')).score).toBeGreaterThanOrEqual(3);
  });

  it('runs at most one argon2 hash per core, and refuses more than a few waiting, before hashing', async () => {
    const { limit } = hashingLoad();
    const hash = await hashPassword('a password to verify many times');
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, hashingLoad().active)), 1);
    const results = await Promise.allSettled(Array.from({ length: limit * 8 }, () => verifyPassword(hash, 'a wrong password, again')));
    clearInterval(watch);
    expect(most).toBeLessThanOrEqual(limit);
    const busy = results.filter((result) => result.status === 'rejected');
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.every((result) => result.reason instanceof HashingBusy)).toBe(true);
    expect(results.filter((result) => result.status === 'fulfilled' && result.value === false).length).toBe(limit * 5);
  });
});
