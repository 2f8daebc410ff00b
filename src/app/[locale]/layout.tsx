import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Document } from '@/components/shell/document';
import { site } from '@/config/site';
import { env } from '@/env';
import { routing } from '@/i18n/routing';
import { fontVariables } from '../fonts';

// A first path segment that is no locale (e.g. /favicon.ico) is a plain 404, never rendered as a locale.
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { template: `%s | ${site.brand}`, default: site.brand },
    description: t('siteDescription'),
    applicationName: site.brand,
    // Robots are set by each page (pageMetadata): a 404 must carry Next.js's noindex alone.
    formatDetection: { telephone: false },
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return (
    <Document locale={locale} fontClassName={fontVariables}>
      {children}
    </Document>
  );
}
