import { defaultLocale, type Locale } from './locales';
import { pathnames, type AppPathname } from './routing';

/**
 * The public path of a page in a locale: its localized template, parameters filled in, and the
 * locale prefix except for the default locale (`localePrefix: 'as-needed'`).
 *
 * next-intl's `getPathname` computes the same (src/i18n/paths.test.ts compares every route), but
 * importing its navigation module ships next-intl's client Link and message formatter to every
 * page (13 KB gzip); see docs/decisions/003-links-and-language-switcher.md.
 */
export function localizedPathname(locale: Locale, pathname: AppPathname, params: Record<string, string> = {}): string {
  const entry: string | Record<Locale, string> = pathnames[pathname];
  const template = typeof entry === 'string' ? entry : entry[locale];
  const path = template.replace(/\[(\w+)\]/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing parameter "${name}" for ${pathname}`);
    return encodeURIComponent(value);
  });
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
