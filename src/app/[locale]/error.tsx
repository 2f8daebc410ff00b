'use client';

import { useEffect } from 'react';
import { useErrorTexts } from '@/components/shell/error-texts';
import { isChunkLoadError, reloadAfterChunkError } from '@/lib/chunk-reload';

/** A rendering error: a message with a way home (SPEC.md section 8). */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const texts = useErrorTexts();
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError(window.sessionStorage, () => window.location.reload());
  }, [error]);
  return (
    <main id="main" className="container-page grid flex-1 place-items-center py-20 text-center">
      <div className="max-w-lg">
        <p className="font-display text-6xl font-bold text-brand-700">500</p>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{texts.title}</h1>
        <p className="mt-3 text-slate-700">{texts.message}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <button type="button" onClick={() => retry()} className="btn-secondary">
            {texts.retry}
          </button>
          {/* A full page load: the client state may be what failed. */}
          <a href="/" className="btn-primary">
            {texts.backHome}
          </a>
        </div>
      </div>
    </main>
  );
}
