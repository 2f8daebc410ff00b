import { treatmentIds, treatmentSlug, type TreatmentId } from '@/config/treatments';
import { defaultLocale, locales, type Locale } from './locales';
import { legacyPathnames, pathnames, type AppPathname } from './routing';

/**
 * A page of the site, independent of language: its key (the internal English path, also its
 * folder under `app/[locale]`) and its parameters in their language-neutral form (a treatment's
 * id, not its localized slug). Links, language links, alternates, the sitemap and redirects all
 * turn a PageRef into a path with `localizedPath`.
 */
export type PageRef = { pathname: AppPathname; params?: Record<string, string> };

type DynamicPathname = { [P in AppPathname]: P extends `${string}[${string}` ? P : never }[AppPathname];

/**
 * Each dynamic route registers how its parameters read in a locale. A treatment's id becomes that
 * treatment's slug in the language; the call page keeps its id and name as they are.
 */
const routeParams: { [P in DynamicPathname]: (params: Record<string, string>, locale: Locale) => Record<string, string> | undefined } = {
  '/services/[slug]': ({ slug }, locale) =>
    (treatmentIds as readonly string[]).includes(slug ?? '') ? { slug: treatmentSlug(slug as TreatmentId, locale) } : undefined,
  '/call/[id]/[fullname]': ({ id, fullname }) => (id && fullname ? { id, fullname } : undefined),
};

const isDynamic = (pathname: AppPathname): pathname is DynamicPathname => pathname in routeParams;

/**
 * The public path of a page in a locale: its localized template, its parameters in that language,
 * and the locale prefix except for the default locale (`localePrefix: 'as-needed'`).
 *
 * next-intl's `getPathname` computes the same (src/i18n/paths.test.ts compares every route), but
 * importing its navigation module ships next-intl's client Link and message formatter to every
 * page (13 KB gzip); see docs/decisions/003-links-and-language-switcher.md.
 */
export function localizedPath(locale: Locale, page: PageRef): string {
  const params = isDynamic(page.pathname) ? routeParams[page.pathname](page.params ?? {}, locale) : {};
  if (!params) throw new Error(`Unknown or missing parameters for ${page.pathname}: ${JSON.stringify(page.params ?? {})}`);
  const entry: string | Record<Locale, string> = pathnames[page.pathname];
  const template = typeof entry === 'string' ? entry : entry[locale];
  const path = template.replace(/\[(\w+)\]/g, (_, name: string) => encodeURIComponent(params[name]!));
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * src/proxy.ts rewrites a path that names no page to `/{locale}/page-not-found/{kind}`, the
 * prerendered 404 page (src/app/[locale]/(site)/page-not-found/[kind]/page.tsx), with status 404.
 */
export const NOT_FOUND_SEGMENT = 'page-not-found';
/** What the 404 page was asked for: `page`, or `interview` (an unknown call page), which says more than "page not found". */
export const NOT_FOUND_KINDS = ['page', 'interview'] as const;
export type NotFoundKind = (typeof NOT_FOUND_KINDS)[number];

export type ResolvedPath =
  /** A page of the site: `canonical` is its one spelling, which may differ from the path asked for. */
  | { locale: Locale; page: PageRef; canonical: string }
  /** The words of a page whose parameter names nothing (an unknown treatment): a 404. */
  | { locale: Locale; page: undefined; canonical: undefined };

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const fold = (segment: string) => {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
};

/** Every spelling of a page's path words: each locale's current words, then the words it had before. */
function templatesOf(key: AppPathname): { template: string; wordsLocale: Locale }[] {
  const entry: string | Record<Locale, string> = pathnames[key];
  const legacy: Partial<Record<Locale, readonly string[]>> = legacyPathnames[key] ?? {};
  return [
    ...locales.map((wordsLocale) => ({ template: typeof entry === 'string' ? entry : entry[wordsLocale], wordsLocale })),
    ...locales.flatMap((wordsLocale) => (legacy[wordsLocale] ?? []).map((template) => ({ template, wordsLocale }))),
  ];
}

/**
 * The page a path names in any spelling the site understands: a locale prefix in any case, then
 * the path words of any locale in any case, or the words a page had before (`legacyPathnames`),
 * and a treatment's slug in any locale (`/fr/services/abdominoplasty`, `/de/kontakt`,
 * `/tr/kampanya/check-up`). Undefined for a path that is no page.
 */
export function resolvePath(pathname: string): ResolvedPath | undefined {
  const segments = segmentsOf(pathname);
  const first = segments[0]?.toLowerCase();
  const prefixed = locales.find((locale) => locale !== defaultLocale && locale === first);
  const locale: Locale = prefixed ?? defaultLocale;
  const rest = prefixed ? segments.slice(1) : segments;
  let unknownParameter = false;
  for (const key of Object.keys(pathnames) as AppPathname[]) {
    for (const { template, wordsLocale } of templatesOf(key)) {
      const words = segmentsOf(template);
      if (words.length !== rest.length) continue;
      const params: Record<string, string> = {};
      const matches = words.every((word, index) => {
        const name = /^\[(\w+)\]$/.exec(word)?.[1];
        if (name) {
          params[name] = rest[index]!;
          return true;
        }
        return fold(word) === fold(rest[index]!);
      });
      if (!matches) continue;
      if (key === '/call/[id]/[fullname]') {
        // Free text, kept exactly as it came.
        return { locale, page: { pathname: key, params }, canonical: pathname };
      }
      if (key === '/services/[slug]') {
        // A slug is read in the language of the words around it.
        const id = treatmentIds.find((candidate) => fold(treatmentSlug(candidate, wordsLocale)) === fold(params.slug!));
        if (!id) {
          unknownParameter = true;
          continue;
        }
        params.slug = id;
      }
      const page: PageRef = Object.keys(params).length > 0 ? { pathname: key, params } : { pathname: key };
      return { locale, page, canonical: localizedPath(locale, page) };
    }
  }
  return unknownParameter ? { locale, page: undefined, canonical: undefined } : undefined;
}
