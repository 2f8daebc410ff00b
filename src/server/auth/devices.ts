import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { normalizeEmail } from './staff';

/**
 * The device cookie (OWASP's "Slow down online guessing attacks with device cookies"): a browser
 * that signed in to an account carries a token that lets it skip the account's sign-in delay
 * (src/server/auth/sign-in-limits.ts), so guesses from elsewhere never slow the owner down. It
 * opens nothing by itself: the password is still checked. The token is an HMAC of the account's
 * id keyed by its password hash, so a new password ends every device's exemption.
 */
export const DEVICE_COOKIE = 'admin_device';
export const DEVICE_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

const tokenOf = (staffId: string, passwordHash: string) =>
  createHmac('sha256', passwordHash).update(`device:${staffId}`).digest('base64url');

/** The device token of an account, for the cookie set at a successful sign-in. */
export async function deviceToken(db: Kysely<Database>, staffId: string): Promise<string | undefined> {
  const row = await db.selectFrom('staff').select(['id', 'password_hash']).where('id', '=', staffId).executeTakeFirst();
  return row && tokenOf(row.id, row.password_hash);
}

/** Whether `token` is the device token of the account of `email`. */
export async function isTrustedDevice(db: Kysely<Database>, email: string, token: string | undefined): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const row = await db.selectFrom('staff').select(['id', 'password_hash']).where('email', '=', normalizeEmail(email)).executeTakeFirst();
  if (!row) return false;
  const expected = Buffer.from(tokenOf(row.id, row.password_hash));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
