'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** New leads appear without a manual reload: the list is fetched again every minute while the tab is visible. */
export function AutoRefresh({ everyMs = 60_000 }: { everyMs?: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') router.refresh();
    }, everyMs);
    return () => clearInterval(timer);
  }, [router, everyMs]);
  return null;
}
