'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS, progressBusy, routeChangeEnded } from '@/lib/progress';

type Phase = 'idle' | 'running' | 'finishing';

/**
 * The top progress bar: it appears only when work lasts longer than the throttle, crawls
 * towards the end over the duration, and completes when the route has changed and every
 * request has settled.
 */
export function ProgressBar() {
  const busy = useSyncExternalStore(progressBusy.subscribe, progressBusy.get, () => false);
  const [phase, setPhase] = useState<Phase>('idle');
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // A client-side navigation has landed: the page-in transition may play from now on.
    document.documentElement.dataset.navigated = 'true';
    routeChangeEnded();
  }, [pathname, searchParams]);

  useEffect(() => {
    if (busy) {
      const show = setTimeout(() => setPhase('running'), PROGRESS_THROTTLE_MS);
      return () => clearTimeout(show);
    }
    const finish = setTimeout(() => setPhase((current) => (current === 'running' ? 'finishing' : current)), 0);
    const hide = setTimeout(() => setPhase('idle'), 400);
    return () => {
      clearTimeout(finish);
      clearTimeout(hide);
    };
  }, [busy]);

  if (phase === 'idle') return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px]" aria-hidden="true">
      <div
        className="progress-bar h-full origin-left bg-brand-500"
        data-phase={phase}
        style={{ '--progress-duration': `${PROGRESS_DURATION_MS}ms` } as React.CSSProperties}
      />
    </div>
  );
}
