import 'server-only';
import type { Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import type { Database } from '../db/schema';

/**
 * The staff inbox's second factor (ASVS 4.0.3 V4.3.1, V2.8): a time-based one-time password
 * (RFC 6238: 6 digits, 30 s, SHA-1, what every authenticator app reads), checked together with
 * the password at sign-in. The secret is made by the CLI (or ADMIN_TOTP_SECRET for automated
 * deployments) and shown once as a QR code; a code is accepted once, within one step either side
 * of the server's clock.
 */
export const TOTP_PERIOD_SECONDS = 30;
const WINDOW = 1;

const totpOf = (secret: string, label = 'coordinator', issuer = 'Inbox') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** A new secret: 160 random bits in base32 (RFC 4226's recommended length). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** Whether a text is a base32 secret of at least 128 bits. */
export function isTotpSecret(value: string): boolean {
  if (!/^[A-Z2-7]+=*$/.test(value)) return false;
  try {
    return Secret.fromBase32(value).bytes.length >= 16;
  } catch {
    return false;
  }
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export const totpUri = (secret: string, email: string, issuer: string) => totpOf(secret, email, issuer).toString();

/** The code of a secret at a time (for the tests and the CLI's check). */
export const totpCode = (secret: string, at = Date.now()) => totpOf(secret).generate({ timestamp: at });

/** Six digits, spaces allowed (as apps show them: "123 456"). */
export const isTotpCode = (code: string) => /^\d{6}$/.test(code.replace(/\s+/g, ''));

/** Whether a code is one of the secret's now (within a step either side), without taking it. */
export const totpCodeValid = (secret: string, code: string, now = Date.now()) =>
  totpOf(secret).validate({ token: code.replace(/\s+/g, ''), timestamp: now, window: WINDOW }) !== null;

/**
 * Checks a code of the account and takes it: true only once per code. The step it belongs to is
 * written where it is newer than the last one taken, in one statement, so two requests (or two
 * instances) with the same code cannot both pass (RFC 6238, section 5.2).
 */
export async function takeTotpCode(
  db: Kysely<Database>,
  staffId: string,
  secret: string,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return false;
  const delta = totpOf(secret).validate({ token, timestamp: now, window: WINDOW });
  if (delta === null) return false;
  const step = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
  const taken = await db
    .updateTable('staff')
    .set({ totp_last_step: step })
    .where('id', '=', staffId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}
