import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { ChunkReloadGuard } from '@/components/shell/chunk-reload-guard';
import { LoadingOverlay } from '@/components/shell/loading-overlay';
import { ProgressBar } from '@/components/shell/progress-bar';
import { site } from '@/config/site';
import { env } from '@/env';
import { routing } from '@/i18n/routing';
import { fontVariables } from '../fonts';

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
  // Client components receive their texts as props; only the error boundary reads messages.
  const { ErrorPage } = await getMessages({ locale });
  return (
    <html lang={locale} dir="ltr" className={fontVariables}>
      <body className="flex min-h-screen flex-col">
        <NextIntlClientProvider locale={locale} messages={{ ErrorPage }}>
          <Suspense>
            <ProgressBar />
          </Suspense>
          <LoadingOverlay label={t('loading')} />
          <ChunkReloadGuard />
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
