'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { appRuntime } from '@/runtime.server';
import { revokeSession, SESSION_COOKIE } from '@/server/auth/sessions';
import { requireSameOrigin } from './session';

/** Ends the session on the server: a copy of the cookie opens nothing afterwards. */
export async function signOut(): Promise<void> {
  await requireSameOrigin();
  const jar = await cookies();
  const { leads } = await appRuntime();
  await revokeSession(leads.database.db, jar.get(SESSION_COOKIE)?.value);
  jar.delete({ name: SESSION_COOKIE, path: '/admin' });
  redirect('/admin/sign-in');
}
