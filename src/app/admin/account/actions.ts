'use server';

import { cookies, headers } from 'next/headers';
import { appRuntime } from '@/runtime.server';
import { clientAddress } from '@/server/client-address';
import { deviceCookieOptions, sessionCookieOptions, staffCookieName } from '@/server/auth/cookies';
import { DEVICE_COOKIE, deviceToken } from '@/server/auth/devices';
import { notifyCredentialChanged } from '@/server/auth/notify';
import { HashingBusy, passwordProblem, passwordStrength } from '@/server/auth/passwords';
import { createSession, SESSION_COOKIE } from '@/server/auth/sessions';
import { checkCredentials, resetPassword } from '@/server/auth/staff';
import { formText as text } from '@/lib/form-text';
import { log } from '@/server/log';
import { requireSameOrigin, requireStaff } from '../session';

export interface PasswordState {
  error?: string;
  done?: boolean;
}

/** How strong a new password is while it is typed (ASVS 2.1.8): zxcvbn's score and its advice. */
export async function ratePassword(password: string): Promise<{ score: number; advice?: string }> {
  const staff = await requireStaff({ forPasswordChange: true });
  return passwordStrength(password.slice(0, 200), [staff.email, staff.display_name]);
}

/**
 * A coordinator changes their own password (ASVS 4.0.3 V2.1.5, V2.1.6): the current one first,
 * checked under the sign-in limits, then a new one that passes the same checks as any new
 * password. Every other session ends; this browser gets a new one, and the account's owner an
 * email.
 */
export async function changePassword(_state: PasswordState, form: FormData): Promise<PasswordState> {
  await requireSameOrigin();
  const staff = await requireStaff({ forPasswordChange: true });
  const current = text(form, 'current');
  const next = text(form, 'next');
  if (!current || !next) return { error: 'Enter your current password and a new one.' };
  if (next !== text(form, 'repeat')) return { error: 'The new password and its repetition differ.' };
  const problem = await passwordProblem(next, [staff.email, staff.display_name]);
  if (problem) return { error: `The new password is refused: ${problem}.` };

  const runtime = await appRuntime();
  const db = runtime.core.database.db;
  const ticket = await runtime.signInLimits.begin(staff.email, clientAddress(await headers()), { trustedDevice: true });
  if ('reason' in ticket) return { error: 'Too many wrong passwords from your network. Try again later.' };
  try {
    if (!(await checkCredentials(db, staff.email, current))) {
      await ticket.failed();
      log.warn('staff.password_change', { staffId: staff.id, outcome: 'wrong_current_password' });
      return { error: 'The current password is not right.' };
    }
  } catch (error) {
    await ticket.cancelled();
    if (error instanceof HashingBusy) return { error: 'The server is busy. Try again in a few seconds.' };
    throw error;
  }
  await ticket.succeeded();
  if (next === current) return { error: 'The new password must differ from the current one.' };
  await resetPassword(db, staff.email, next);
  const jar = await cookies();
  const session = await createSession(db, staff.id);
  jar.set(staffCookieName(SESSION_COOKIE), session.token, sessionCookieOptions);
  const device = await deviceToken(db, staff.id);
  if (device) jar.set(staffCookieName(DEVICE_COOKIE), device, deviceCookieOptions);
  await notifyCredentialChanged(runtime.core.mail, runtime.core.config.SMTP_FROM, staff, 'password', 'own');
  return { done: true };
}
