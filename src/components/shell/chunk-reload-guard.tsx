'use client';

import { useEffect } from 'react';
import { isChunkLoadError, reloadAfterChunkError } from '@/lib/chunk-reload';

/**
 * Reloads the page when a code chunk fails to load, at most once per 60 s. Never while the page is
 * being left: the chunks a page was still loading fail when the visitor follows a link, and a
 * reload then would cancel that navigation and bring the old page back (issue 21: "English" from
 * /ru landing on /ru again on a busy machine).
 */
export function ChunkReloadGuard() {
  useEffect(() => {
    let leaving = false;
    const onLeave = () => (leaving = true);
    const onShow = () => (leaving = false);
    const reload = (reason: unknown) => {
      if (!leaving && isChunkLoadError(reason)) reloadAfterChunkError(window.sessionStorage, () => window.location.reload());
    };
    window.addEventListener('beforeunload', onLeave);
    window.addEventListener('pagehide', onLeave);
    window.addEventListener('pageshow', onShow);
    const onError = (event: ErrorEvent) => reload(event.error ?? { message: event.message });
    const onRejection = (event: PromiseRejectionEvent) => reload(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('beforeunload', onLeave);
      window.removeEventListener('pagehide', onLeave);
      window.removeEventListener('pageshow', onShow);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
