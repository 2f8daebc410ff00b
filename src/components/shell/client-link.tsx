'use client';

import NextLink from 'next/link';
import { useSyncExternalStore, type ComponentProps } from 'react';
import { canPrefetch, isIdle, subscribeToConnection, subscribeToIdle } from '@/lib/connection';
import { routeChangeStarted } from '@/lib/progress';

/**
 * The client half of AppLink: client-side navigation that the progress bar follows, and
 * prefetching that waits for the browser to be idle and never runs on slow or metered
 * connections (SPEC.md section 7).
 */
export function ClientLink({ prefetch, onNavigate, ...props }: ComponentProps<typeof NextLink>) {
  const connectionAllows = useSyncExternalStore(
    subscribeToConnection,
    () => canPrefetch(navigator),
    () => false,
  );
  const idle = useSyncExternalStore(subscribeToIdle, isIdle, () => false);
  const prefetchAllowed = connectionAllows && idle;
  return (
    <NextLink
      {...props}
      prefetch={prefetchAllowed ? prefetch : false}
      onNavigate={(event) => {
        routeChangeStarted();
        onNavigate?.(event);
      }}
    />
  );
}
