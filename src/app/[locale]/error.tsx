'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { isChunkLoadError, reloadAfterChunkError } from '@/lib/chunk-reload';

/** A rendering error: a message with a way home (SPEC.md section 8). */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('ErrorPage');
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError(window.sessionStorage, () => window.location.reload());
  }, [error]);
  return (
    <main id="main" className="container-page grid flex-1 place-items-center py-20 text-center">
      <div className="max-w-lg">
        <p className="font-display text-brand-700 text-6xl font-extrabold">500</p>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('title')}</h1>
        <p className="mt-3 text-slate-700">{t('message')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <button type="button" onClick={() => retry()} className="btn-secondary">
            {t('retry')}
          </button>
          {/* A full page load: the client state may be what failed. */}
          <a href="/" className="btn-primary">
            {t('backHome')}
          </a>
        </div>
      </div>
    </main>
  );
}
