import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { env } from '@/env';
import { ConsentEffects } from '@/components/consent/consent-effects';
import type { Locale } from '@/i18n/locales';
import { ChunkReloadGuard } from './chunk-reload-guard';
import { ErrorTextsProvider } from './error-texts';
import { LoadingOverlay } from './loading-overlay';
import { ProgressBar } from './progress-bar';

/**
 * The document of every localized page: `<html lang>`, the body and the client shell (progress
 * bar, loading overlay, chunk-load guard, the error boundary's texts, analytics when configured). Used by the locale layout.
 */
export async function Document({ locale, fontClassName, children }: { locale: Locale; fontClassName: string; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'Common' });
  const te = await getTranslations({ locale, namespace: 'ErrorPage' });
  // Client components receive their texts as props or context: no message catalogue ships to the browser.
  const errorTexts = { title: te('title'), message: te('message'), retry: te('retry'), backHome: te('backHome') };
  return (
    // The client sets data-navigated on <html> for the page transition; extensions may add their own.
    <html lang={locale} dir="ltr" className={fontClassName} suppressHydrationWarning>
      <body className="flex min-h-screen flex-col">
        <ErrorTextsProvider texts={errorTexts}>
          <Suspense>
            <ProgressBar />
          </Suspense>
          <LoadingOverlay label={t('loading')} />
          <ChunkReloadGuard />
          {env.GA_MEASUREMENT_ID ? <ConsentEffects measurementId={env.GA_MEASUREMENT_ID} /> : null}
          {children}
        </ErrorTextsProvider>
      </body>
    </html>
  );
}
