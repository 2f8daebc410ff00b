'use client';

import NextLink from 'next/link';
import { useSyncExternalStore, type ComponentProps } from 'react';
import { canPrefetch, subscribeToConnection } from '@/lib/connection';
import { routeChangeStarted } from '@/lib/progress';

/**
 * The client half of AppLink: client-side navigation that the progress bar follows, and no
 * prefetching on slow or metered connections (SPEC.md section 7).
 */
export function ClientLink({ prefetch, onNavigate, ...props }: ComponentProps<typeof NextLink>) {
  const prefetchAllowed = useSyncExternalStore(
    subscribeToConnection,
    () => canPrefetch(navigator),
    () => false,
  );
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
