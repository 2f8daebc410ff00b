import { treatmentIdFromSlug, treatmentSlug } from '@/config/treatments';
import { defaultLocale, isLocale, type Locale } from './locales';
import { pathnames, type AppPathname } from './routing';

export type RouteParams = Record<string, string | string[] | undefined>;

export function isAppPathname(value: string): value is AppPathname {
  return Object.hasOwn(pathnames, value);
}

function templateRegExp(template: string): { regexp: RegExp; names: string[] } {
  const names: string[] = [];
  const source = template
    .split('/')
    .map((segment) => {
      const param = /^\[(\w+)\]$/.exec(segment);
      if (param?.[1]) {
        names.push(param[1]);
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|\\]/g, '\\$&');
    })
    .join('/');
  return { regexp: new RegExp(`^${source}/?$`), names };
}

/**
 * The page behind a URL path: its locale, internal pathname and parameters. It accepts the
 * localized path a visitor sees and the internal path Next.js renders after the proxy's rewrite.
 */
export function matchRoute(path: string): { locale: Locale; pathname: AppPathname; params: Record<string, string> } | undefined {
  const [, first = '', ...rest] = path.split('/');
  const locale = isLocale(first) ? first : defaultLocale;
  const local = isLocale(first) ? `/${rest.join('/')}` : path;
  for (const [internal, entry] of Object.entries(pathnames)) {
    const templates = new Set([typeof entry === 'string' ? entry : entry[locale], internal]);
    for (const template of templates) {
      const { regexp, names } = templateRegExp(template);
      const match = regexp.exec(local === '' ? '/' : local);
      if (match) {
        const params = Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]));
        return { locale, pathname: internal as AppPathname, params };
      }
    }
  }
  return undefined;
}

/**
 * The parameters of a route translated into another locale: a treatment slug becomes that
 * treatment's slug in the target language. Returns undefined when the current slug is unknown.
 */
export function translateParams(pathname: AppPathname, params: RouteParams, from: Locale, to: Locale): Record<string, string> | undefined {
  const single = (value: RouteParams[string]) => (Array.isArray(value) ? value.join('/') : value);
  if (pathname === '/services/[slug]') {
    const slug = single(params.slug);
    const id = slug ? treatmentIdFromSlug(decodeURIComponent(slug), from) : undefined;
    return id ? { slug: treatmentSlug(id, to) } : undefined;
  }
  if (pathname === '/call/[id]/[fullname]') {
    const id = single(params.id);
    const fullname = single(params.fullname);
    return id && fullname ? { id: decodeURIComponent(id), fullname: decodeURIComponent(fullname) } : undefined;
  }
  return {};
}
