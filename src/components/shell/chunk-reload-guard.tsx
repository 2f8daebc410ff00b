'use client';

import { useEffect } from 'react';
import { isChunkLoadError, reloadAfterChunkError } from '@/lib/chunk-reload';

/** Reloads the page when a code chunk fails to load, at most once per 60 s. */
export function ChunkReloadGuard() {
  useEffect(() => {
    const reload = (reason: unknown) => {
      if (isChunkLoadError(reason)) reloadAfterChunkError(window.sessionStorage, () => window.location.reload());
    };
    const onError = (event: ErrorEvent) => reload(event.error ?? { message: event.message });
    const onRejection = (event: PromiseRejectionEvent) => reload(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
