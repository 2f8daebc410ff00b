'use client';

import { useEffect } from 'react';
import { cn } from '@/lib/cn';
import type { Notice } from './notices';

/**
 * The line that says what an action did, or why it could not. Once shown, its code leaves the
 * address (replaced, not pushed): a reload or a bookmark does not say it again.
 */
export function NoticeBox({ notice }: { notice: Notice }) {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has('notice')) return;
    url.searchParams.delete('notice');
    window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
  return (
    <p
      role="status"
      className={cn(
        'mt-3 rounded-lg px-3 py-2 text-sm font-medium ring-1',
        notice.tone === 'done' ? 'bg-emerald-50 text-emerald-900 ring-emerald-200' : 'bg-amber-50 text-amber-900 ring-amber-200',
      )}
    >
      {notice.text}
    </p>
  );
}
