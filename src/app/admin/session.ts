import 'server-only';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { appRuntime } from '@/runtime.server';
import { env } from '@/env';
import { staffCookieName } from '@/server/auth/cookies';
import { SESSION_COOKIE, sessionStaff, type SessionStaff } from '@/server/auth/sessions';
import { safeNextPath } from './sign-in/next-path';

async function signedIn(): Promise<SessionStaff | undefined> {
  const token = (await cookies()).get(staffCookieName(SESSION_COOKIE))?.value;
  if (!token) return undefined;
  const { core } = await appRuntime();
  return sessionStaff(core.database.db, token);
}

/**
 * The staff inbox's authorization, called where data is read or changed: by every admin page,
 * server action and route handler, never only by the proxy (docs/decisions/011-staff-inbox.md).
 * A coordinator who must still replace a generated password is not signed in for anything else.
 */
export async function currentStaff(): Promise<SessionStaff | undefined> {
  const staff = await signedIn();
  return staff && !staff.mustChangePassword ? staff : undefined;
}

/**
 * For pages and server actions: the signed-in coordinator, or a redirect to the sign-in page (or
 * to the account page, to replace a generated password first; ASVS 2.3.1). A page gives its own
 * path as `next`, so that signing in from a link (a lead's, in the notification email) lands on
 * it; the sign-in page takes it only when it is an inbox path (./sign-in/next-path.ts).
 */
export async function requireStaff({
  forPasswordChange = false,
  next,
}: { forPasswordChange?: boolean; next?: string } = {}): Promise<SessionStaff> {
  const staff = await signedIn();
  if (!staff) {
    const path = safeNextPath(next);
    redirect(path && path !== '/admin' ? `/admin/sign-in?next=${encodeURIComponent(path)}` : '/admin/sign-in');
  }
  if (staff.mustChangePassword && !forPasswordChange) redirect('/admin/account');
  return staff;
}

/**
 * For mutations: the request comes from this site's own pages, its Origin naming the host it was
 * sent to or the site's public origin (SITE_URL). Next.js checks a server action's Origin too;
 * this check does not depend on that, nor on any X-Forwarded-Host a client may send.
 */
export async function requireSameOrigin(): Promise<void> {
  const list = await headers();
  const origin = list.get('origin');
  const host = list.get('host');
  if (!origin) throw new Error('cross-origin request refused');
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    throw new Error('cross-origin request refused');
  }
  if (from.origin !== new URL(env.SITE_URL).origin && from.host !== host) throw new Error('cross-origin request refused');
}

/** For route handlers (files, recordings, export): 401 without a session, nothing else said. */
export const unauthorized = () =>
  new Response('Sign in at /admin/sign-in', {
    status: 401,
    headers: { 'cache-control': 'no-store', 'content-type': 'text/plain; charset=utf-8' },
  });
