'use client';

import { useSyncExternalStore } from 'react';
import { loadingFlag } from '@/lib/loading';

/** The full-screen spinner that follows the global loading flag. */
export function LoadingOverlay({ label }: { label: string }) {
  const loading = useSyncExternalStore(loadingFlag.subscribe, loadingFlag.get, () => false);
  if (!loading) return null;
  return (
    <div className="fixed inset-0 z-[70] grid place-items-center bg-white/70 backdrop-blur-sm" role="status" aria-live="polite">
      <span
        className="size-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
