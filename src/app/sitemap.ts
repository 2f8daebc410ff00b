import type { MetadataRoute } from 'next';
import { treatmentIds } from '@/config/treatments';
import { locales } from '@/i18n/locales';
import { indexedStaticPages, landingPages } from '@/i18n/routing';
import { localizedPath, type PageRef } from '@/i18n/paths';
import { absoluteUrl, languageAlternates } from '@/lib/seo';

/** Every indexable page in every locale (not the thank-you page), each with its alternates (the same function as the pages' hreflang). */
export default function sitemap(): MetadataRoute.Sitemap {
  const pages: PageRef[] = [
    ...indexedStaticPages.map((pathname) => ({ pathname })),
    ...treatmentIds.map((id) => ({ pathname: '/services/[slug]' as const, params: { slug: id } })),
    ...landingPages.map((pathname) => ({ pathname })),
  ];
  return pages.flatMap((page) => {
    const languages = languageAlternates(page);
    return locales.map((locale) => ({
      url: absoluteUrl(localizedPath(locale, page)),
      alternates: { languages },
    }));
  });
}
