'use server';

import { cookies, headers } from 'next/headers';
import { redirect, RedirectType } from 'next/navigation';
import { appRuntime } from '@/runtime.server';
import { clientAddress } from '@/server/client-address';
import { deviceCookieOptions, sessionCookieOptions, staffCookieName } from '@/server/auth/cookies';
import { DEVICE_COOKIE, deviceToken, isTrustedDevice } from '@/server/auth/devices';
import { HashingBusy } from '@/server/auth/passwords';
import { createSession, SESSION_COOKIE } from '@/server/auth/sessions';
import { checkSignIn, findStaffByEmail, normalizeEmail } from '@/server/auth/staff';
import { formText as text } from '@/lib/form-text';
import { log } from '@/server/log';
import { requireSameOrigin } from '../session';
import { safeNextPath } from './next-path';

export interface SignInState {
  error?: string;
  email?: string;
}

const inTime = (seconds: number) =>
  seconds < 60
    ? `${seconds} second${seconds > 1 ? 's' : ''}`
    : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) > 1 ? 's' : ''}`;

/**
 * Signs a coordinator in: the same answer for an unknown email and a wrong password, and
 * throttling that a stranger cannot turn against the account's owner (src/server/auth/sign-in-limits.ts).
 */
export async function signIn(_state: SignInState, form: FormData): Promise<SignInState> {
  await requireSameOrigin();
  const email = normalizeEmail(text(form, 'email')).slice(0, 254);
  const password = text(form, 'password');
  const code = text(form, 'code');
  if (!email || !password || !code) return { email, error: 'Enter your email, your password and the code of your authenticator app.' };
  const { core, signInLimits } = await appRuntime();
  const db = core.database.db;
  const jar = await cookies();
  const address = clientAddress(await headers());
  const trustedDevice = await isTrustedDevice(db, email, jar.get(staffCookieName(DEVICE_COOKIE))?.value);
  const ticket = await signInLimits.begin(email, address, { trustedDevice });
  if ('reason' in ticket) {
    log.info('inbox.sign_in', { outcome: ticket.reason === 'address' ? 'throttled_address' : 'throttled_account', address });
    return {
      email,
      error:
        ticket.reason === 'address'
          ? `Too many failed sign-ins from your network. Try again in ${inTime(ticket.retryAfter)}.`
          : `This account is receiving many sign-in attempts. Try again in ${inTime(ticket.retryAfter)}, or from a browser you have signed in with before.`,
    };
  }
  let check;
  try {
    check = await checkSignIn(db, email, password, code);
  } catch (error) {
    await ticket.cancelled();
    if (error instanceof HashingBusy) return { email, error: 'The server is busy. Try again in a few seconds.' };
    throw error;
  }
  if (!check.ok && check.reason === 'expired-password') {
    await ticket.cancelled();
    log.warn('inbox.sign_in', { outcome: 'expired_first_password', address });
    return { email, error: 'Your first password has expired. Ask an administrator for a new one (npm run staff -- reset --generate).' };
  }
  if (!check.ok && check.reason === 'no-second-factor') {
    await ticket.cancelled();
    log.warn('inbox.sign_in', { outcome: 'no_second_factor', address });
    return { email, error: `Your account has no second factor yet. Ask an administrator to run: npm run staff -- totp ${email}` };
  }
  if (!check.ok) {
    await ticket.failed();
    // The account's id, never its email (a typo of a coordinator's password is no one's business),
    // and the address, so that an attack can be investigated (ASVS 4.0.3 V7.1.3).
    const account = await findStaffByEmail(db, email);
    log.warn('inbox.sign_in', { outcome: 'refused', staffId: account?.id ?? null, knownAccount: Boolean(account), address });
    return { email, error: 'The email, the password or the code is not right.' };
  }
  const { staff } = check;
  await ticket.succeeded();
  const session = await createSession(db, staff.id);
  jar.set(staffCookieName(SESSION_COOKIE), session.token, sessionCookieOptions);
  const device = await deviceToken(db, staff.id);
  if (device) jar.set(staffCookieName(DEVICE_COOKIE), device, deviceCookieOptions);
  log.info('inbox.sign_in', { staffId: staff.id, outcome: 'signed_in' });
  // A generated first password is replaced before anything else (ASVS 2.3.1); else the page the
  // coordinator was going to, when it is an inbox path (never another site: ./next-path.ts).
  const next = safeNextPath(text(form, 'next'));
  if (check.mustChangePassword) redirect(next ? `/admin/account?next=${encodeURIComponent(next)}` : '/admin/account', RedirectType.replace);
  redirect(next ?? '/admin', RedirectType.replace);
}
