import { ClientLink as Link } from '@/components/shell/client-link';
import { LogoMark } from '@/components/layout/logo';
import type { Staff } from '@/server/auth/staff';
import { signOut } from './actions';

/** The inbox's top bar: home of the inbox, the erasure log, who is signed in (their account page), sign-out. */
export function AdminBar({ staff }: { staff: Staff }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2.5">
        <Link href="/admin" className="flex items-center gap-2 font-semibold text-slate-900">
          <LogoMark className="size-7" />
          Inbox
        </Link>
        <form action={signOut} className="flex items-center gap-3 text-sm">
          <Link href="/admin/erasures" className="font-medium text-slate-700 underline-offset-2 hover:underline">
            Erasure log
          </Link>
          <Link href="/admin/account" className="font-medium text-slate-700 underline-offset-2 hover:underline">
            <span className="sr-only sm:not-sr-only">{staff.display_name}</span>
            <span className="sm:sr-only">Account</span>
          </Link>
          <button type="submit" className="rounded-lg px-2.5 py-1.5 font-medium text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50">
            Sign out
          </button>
        </form>
      </div>
    </header>
  );
}
