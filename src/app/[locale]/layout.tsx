import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { ChunkReloadGuard } from '@/components/shell/chunk-reload-guard';
import { ErrorTextsProvider } from '@/components/shell/error-texts';
import { LoadingOverlay } from '@/components/shell/loading-overlay';
import { ProgressBar } from '@/components/shell/progress-bar';
import { site } from '@/config/site';
import { env } from '@/env';
import { routing } from '@/i18n/routing';
import { fontVariables } from '../fonts';

// A first path segment that is no locale (e.g. /favicon.ico) is a plain 404, never rendered as a locale.
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = {
  themeColor: site.themeColor,
  width: 'device-width',
  initialScale: 1,
};

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { template: `%s | ${site.brand}`, default: site.brand },
    description: t('siteDescription'),
    applicationName: site.brand,
    robots: { index: true, follow: true },
    formatDetection: { telephone: false },
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Common' });
  const te = await getTranslations({ locale, namespace: 'ErrorPage' });
  // Client components receive their texts as props or context: no message catalogue ships to the browser.
  const errorTexts = { title: te('title'), message: te('message'), retry: te('retry'), backHome: te('backHome') };
  return (
    // The client sets data-navigated on <html> for the page transition; extensions may add their own.
    <html lang={locale} dir="ltr" className={fontVariables} suppressHydrationWarning>
      <body className="flex min-h-screen flex-col">
        <ErrorTextsProvider texts={errorTexts}>
          <Suspense>
            <ProgressBar />
          </Suspense>
          <LoadingOverlay label={t('loading')} />
          <ChunkReloadGuard />
          {children}
        </ErrorTextsProvider>
      </body>
    </html>
  );
}
