import type { Metadata } from 'next';
import { env } from '@/env';
import { defaultLocale, localeInfo, locales, type Locale } from '@/i18n/locales';
import { localizedPath, type PageRef } from '@/i18n/paths';
import { site } from '@/config/site';

export type { PageRef };

export function absoluteUrl(path: string): string {
  return path === '/' ? env.SITE_URL : `${env.SITE_URL}${path}`;
}

/** The path of a page in every locale: the language dropdown's links. */
export function languagePaths(page: PageRef): Record<Locale, string> {
  return Object.fromEntries(locales.map((locale) => [locale, localizedPath(locale, page)])) as Record<Locale, string>;
}

/** Every locale's URL of a page, plus `x-default` (the English one). */
export function languageAlternates(page: PageRef): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of locales) languages[locale] = absoluteUrl(localizedPath(locale, page));
  languages['x-default'] = absoluteUrl(localizedPath(defaultLocale, page));
  return languages;
}

export function pageMetadata({
  locale,
  page,
  title,
  description,
  indexable = true,
}: {
  locale: Locale;
  page: PageRef;
  title: string;
  description: string;
  /** A page with nothing to find in search (the thank-you page) says `noindex` and stays out of the sitemap. */
  indexable?: boolean;
}): Metadata {
  const url = absoluteUrl(localizedPath(locale, page));
  return {
    title,
    description,
    robots: indexable ? { index: true, follow: true } : { index: false, follow: true },
    alternates: { canonical: url, languages: languageAlternates(page) },
    openGraph: {
      type: 'website',
      url,
      title,
      description,
      siteName: site.brand,
      locale: localeInfo[locale].ogLocale,
      alternateLocale: locales.filter((other) => other !== locale).map((other) => localeInfo[other].ogLocale),
      images: [{ url: '/og-image.png', width: 1200, height: 630, alt: site.brand }],
    },
    twitter: { card: 'summary', title, description, images: ['/og-image.png'] },
  };
}

export type Crumb = { name: string; path: string };

export function breadcrumbJsonLd(crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** The `@id` of the intermediary's `Organization`, which other structured data refers to. */
export const organizationId = () => `${env.SITE_URL}/#organization`;

export function organizationJsonLd(locale: Locale, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(),
    name: site.brand,
    legalName: site.legalName,
    url: absoluteUrl(localizedPath(locale, { pathname: '/' })),
    logo: absoluteUrl('/og-image.png'),
    description,
    email: site.email,
    telephone: site.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    sameAs: Object.values(site.social),
    knowsLanguage: locales.map((code) => localeInfo[code].iso),
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: site.phone,
      email: site.email,
      contactType: 'customer service',
      availableLanguage: locales.map((code) => localeInfo[code].name),
    },
  };
}
