'use client';

import { useSyncExternalStore, type ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';
import { canPrefetch, subscribeToConnection } from '@/lib/connection';
import { routeChangeStarted } from '@/lib/progress';

/**
 * The one internal link of the site: localized by next-intl, not prefetched on slow or
 * metered connections, and counted by the progress bar while it navigates.
 */
export function AppLink({ prefetch, onNavigate, ...props }: ComponentProps<typeof Link>) {
  const prefetchAllowed = useSyncExternalStore(
    subscribeToConnection,
    () => canPrefetch(navigator),
    () => false,
  );
  return (
    <Link
      {...props}
      prefetch={prefetchAllowed ? prefetch : false}
      onNavigate={(event) => {
        routeChangeStarted();
        onNavigate?.(event);
      }}
    />
  );
}
