import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Staff } from './staff';

/** The staff inbox's session cookie: httpOnly, SameSite=Lax, Secure in production, path /admin. */
export const SESSION_COOKIE = 'admin_session';
/** A session ends after 12 hours without a request, and 7 days after sign-in at most. */
export const SESSION_IDLE_MS = 12 * 60 * 60_000;
export const SESSION_MAX_MS = 7 * 24 * 60 * 60_000;
/** The last request's time is written at most this often (one write per minute, not per request). */
const TOUCH_MS = 60_000;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Opens a session; the token goes into the cookie, only its digest into the database. */
export async function createSession(
  db: Kysely<Database>,
  staffId: string,
  now = Date.now(),
): Promise<{ token: string; expiresAt: number }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + SESSION_MAX_MS;
  await db
    .insertInto('staff_sessions')
    .values({ id: digest(token), staff_id: staffId, created_at: now, last_seen_at: now, expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

/** The signed-in account, and whether it must replace a generated password before anything else. */
export type SessionStaff = Staff & { mustChangePassword: boolean };

/** The account of a live session; an expired one is removed. */
export async function sessionStaff(db: Kysely<Database>, token: string | undefined, now = Date.now()): Promise<SessionStaff | undefined> {
  if (!token || token.length > 100) return undefined;
  const id = digest(token);
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .select([
      'staff.id',
      'staff.email',
      'staff.display_name',
      'staff.password_change_required',
      'staff_sessions.last_seen_at',
      'staff_sessions.expires_at',
    ])
    .where('staff_sessions.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  if (Number(row.expires_at) <= now || Number(row.last_seen_at) + SESSION_IDLE_MS <= now) {
    await db.deleteFrom('staff_sessions').where('id', '=', id).execute();
    return undefined;
  }
  if (now - Number(row.last_seen_at) >= TOUCH_MS)
    await db.updateTable('staff_sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
  return { id: row.id, email: row.email, display_name: row.display_name, mustChangePassword: row.password_change_required === 1 };
}

/** Sign-out: the session ends on the server, so a copied cookie opens nothing any more. */
export async function revokeSession(db: Kysely<Database>, token: string | undefined): Promise<void> {
  if (token) await db.deleteFrom('staff_sessions').where('id', '=', digest(token)).execute();
}

/** Removes sessions that ended, so the table does not grow. */
export async function removeEndedSessions(db: Kysely<Database>, now = Date.now()): Promise<void> {
  await db
    .deleteFrom('staff_sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', now - SESSION_IDLE_MS)]))
    .execute();
}
