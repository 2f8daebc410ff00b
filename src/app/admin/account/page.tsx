import type { Metadata } from 'next';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@/server/auth/passwords';
import { AdminBar } from '../admin-bar';
import { requireStaff } from '../session';
import { safeNextPath } from '../sign-in/next-path';
import { PasswordForm } from './password-form';

export const metadata: Metadata = { title: 'Your account' };

export default async function AccountPage({ searchParams }: PageProps<'/admin/account'>) {
  const staff = await requireStaff({ forPasswordChange: true });
  // Where a coordinator who signed in from a link was going, before the password had to be replaced.
  const next = safeNextPath((await searchParams).next);
  return (
    <>
      <AdminBar staff={staff} />
      <main id="main" className="mx-auto max-w-xl px-4 py-8">
        <a href={next ?? '/admin'} className="text-sm font-medium text-brand-800 underline underline-offset-2">
          {next && next !== '/admin' ? '← Back to where you were going' : '← All leads'}
        </a>
        <h1 className="mt-2 text-2xl font-bold">Your account</h1>
        <p className="mt-1 text-slate-700">
          {staff.display_name} · <span className="[overflow-wrap:anywhere]">{staff.email}</span>
        </p>
        {staff.mustChangePassword ? (
          <p role="status" className="mt-4 rounded-lg bg-amber-50 px-3 py-2 font-medium text-amber-900 ring-1 ring-amber-200">
            Your password was made for you. Choose your own before you open the inbox.
          </p>
        ) : null}
        <section aria-labelledby="password-heading" className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <h2 id="password-heading" className="text-lg font-semibold">
            Change your password
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            At least {MIN_PASSWORD_LENGTH} characters. A few unrelated words make a good one; common and leaked passwords are refused. Your
            other sessions are signed out, and you get an email about the change.
          </p>
          <PasswordForm maxLength={MAX_PASSWORD_LENGTH} />
        </section>
      </main>
    </>
  );
}
