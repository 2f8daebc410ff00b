import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { LogoMark } from '@/components/layout/logo';
import { site } from '@/config/site';
import { currentStaff } from '../session';
import { safeNextPath } from './next-path';
import { SignInForm } from './sign-in-form';

export const metadata: Metadata = { title: 'Sign in' };

export default async function SignInPage({ searchParams }: PageProps<'/admin/sign-in'>) {
  // Where the coordinator was going (a lead's link): taken only when it is an inbox path.
  const next = safeNextPath((await searchParams).next);
  if (await currentStaff()) redirect(next ?? '/admin');
  return (
    <main className="grid min-h-screen place-items-center p-4">
      <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <LogoMark className="size-10" />
        <h1 className="mt-4 text-xl font-bold">Sign in to the inbox</h1>
        <p className="mt-1 text-sm text-slate-600">{site.brand} coordinators only.</p>
        <SignInForm next={next} />
      </div>
    </main>
  );
}
