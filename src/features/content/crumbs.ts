import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { localizedPath, type PageRef } from '@/i18n/paths';
import type { Crumb } from '@/lib/seo';

/** Home, then each given page, with localized names and paths. */
export async function crumbsFor(locale: Locale, trail: { page: PageRef; name: string }[]): Promise<Crumb[]> {
  const t = await getTranslations({ locale, namespace: 'Common' });
  return [
    { name: t('home'), path: localizedPath(locale, { pathname: '/' }) },
    ...trail.map(({ page, name }) => ({ name, path: localizedPath(locale, page) })),
  ];
}
