'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { env } from '@/env';
import { appRuntime } from '@/runtime.server';
import { clientAddress } from '@/server/client-address';
import { createSession, SESSION_COOKIE, SESSION_MAX_MS } from '@/server/auth/sessions';
import { checkCredentials, normalizeEmail } from '@/server/auth/staff';
import { formText as text } from '@/lib/form-text';
import { log } from '@/server/log';
import { requireSameOrigin } from '../session';

export interface SignInState {
  error?: string;
  email?: string;
}

const minutes = (seconds: number) => `${Math.max(1, Math.ceil(seconds / 60))} minute${Math.ceil(seconds / 60) > 1 ? 's' : ''}`;

/** Signs a coordinator in: the same answer for an unknown email and a wrong password, and a limit on failures. */
export async function signIn(_state: SignInState, form: FormData): Promise<SignInState> {
  await requireSameOrigin();
  const email = normalizeEmail(text(form, 'email')).slice(0, 254);
  const password = text(form, 'password');
  if (!email || !password) return { email, error: 'Enter your email and your password.' };
  const { leads, signInLimits } = await appRuntime();
  const address = clientAddress(await headers());
  const blocked = await signInLimits.blockedFor(email, address);
  if (blocked !== null) return { email, error: `Too many failed sign-ins. Try again in ${minutes(blocked)}.` };
  const staff = await checkCredentials(leads.database.db, email, password);
  if (!staff) {
    const wait = await signInLimits.failed(email, address);
    log.info('inbox.sign_in', { outcome: 'refused' });
    return {
      email,
      error: wait !== null ? `Too many failed sign-ins. Try again in ${minutes(wait)}.` : 'The email or the password is not right.',
    };
  }
  await signInLimits.succeeded(email);
  const session = await createSession(leads.database.db, staff.id);
  (await cookies()).set(SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: env.NODE_ENV === 'production' && env.SITE_URL.startsWith('https:'),
    path: '/admin',
    maxAge: Math.floor(SESSION_MAX_MS / 1000),
  });
  log.info('inbox.sign_in', { staffId: staff.id, outcome: 'signed_in' });
  redirect('/admin');
}
