'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { appRuntime } from '@/runtime.server';
import { staffCookieName, staffCookiePath } from '@/server/auth/cookies';
import { revokeSession, SESSION_COOKIE } from '@/server/auth/sessions';
import { requireSameOrigin } from './session';

/** Ends the session on the server: a copy of the cookie opens nothing afterwards. */
export async function signOut(): Promise<void> {
  await requireSameOrigin();
  const jar = await cookies();
  const { core } = await appRuntime();
  const name = staffCookieName(SESSION_COOKIE);
  await revokeSession(core.database.db, jar.get(name)?.value);
  jar.delete({ name, path: staffCookiePath });
  redirect('/admin/sign-in');
}
