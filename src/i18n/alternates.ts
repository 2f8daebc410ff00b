import { safeDecode } from '@/lib/safe-decode';
import { treatmentIdFromSlug, treatmentSlug } from '@/config/treatments';
import type { Locale } from './locales';
import type { AppPathname } from './routing';

export type RouteParams = Record<string, string | string[] | undefined>;

/**
 * The parameters of a route translated into another locale: a treatment slug becomes that
 * treatment's slug in the target language. Returns undefined when the current slug is unknown.
 */
export function translateParams(pathname: AppPathname, params: RouteParams, from: Locale, to: Locale): Record<string, string> | undefined {
  const single = (value: RouteParams[string]) => (Array.isArray(value) ? value.join('/') : value);
  if (pathname === '/services/[slug]') {
    const slug = single(params.slug);
    const id = slug ? treatmentIdFromSlug(safeDecode(slug), from) : undefined;
    return id ? { slug: treatmentSlug(id, to) } : undefined;
  }
  if (pathname === '/call/[id]/[fullname]') {
    const id = single(params.id);
    const fullname = single(params.fullname);
    return id && fullname ? { id: safeDecode(id), fullname: safeDecode(fullname) } : undefined;
  }
  return {};
}
