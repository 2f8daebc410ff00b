import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { ATTRIBUTION_COOKIE, attributionKeys, leadLimits, type AttributionKey } from './features/leads/contract';
import { detectLocale } from './i18n/detect-locale';
import { defaultLocale, isLocale } from './i18n/locales';
import { LOCALE_COOKIE, routing } from './i18n/routing';

const handleI18nRouting = createMiddleware(routing);

/** SPEC.md section 9: the root redirect answers 302. */
const ROOT_REDIRECT_STATUS = 302;

function isWellFormed(pathname: string): boolean {
  try {
    pathname.split('/').forEach((segment) => decodeURIComponent(segment));
    return true;
  } catch {
    return false;
  }
}

export default function proxy(request: NextRequest) {
  // A malformed escape (e.g. /%E0) is the client's error, not a server crash.
  if (!isWellFormed(request.nextUrl.pathname)) {
    return new NextResponse('Bad Request', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  // No page has an encoded "%" in its path, and Next.js cannot serve one: show the 404 page instead.
  if (request.nextUrl.pathname.includes('%25')) {
    const [, first] = request.nextUrl.pathname.split('/');
    const url = request.nextUrl.clone();
    url.pathname = `/${isLocale(first) ? first : defaultLocale}/page-not-found`;
    return NextResponse.rewrite(url);
  }
  if (request.nextUrl.pathname === '/') {
    const locale = detectLocale(request.cookies.get(LOCALE_COOKIE)?.value, request.headers.get('accept-language'));
    if (locale !== defaultLocale) {
      const url = request.nextUrl.clone();
      url.pathname = `/${locale}`;
      return NextResponse.redirect(url, ROOT_REDIRECT_STATUS);
    }
  }
  // Files and machine endpoints are not localized pages.
  if (/^\/(api|admin)(\/|$)/.test(request.nextUrl.pathname) || /\.[a-z0-9]{2,5}$/i.test(request.nextUrl.pathname)) {
    return NextResponse.next();
  }
  return keepAttribution(request, handleI18nRouting(request));
}

/**
 * The campaign parameters of the visit's first landing (utm_*, gclid, fbclid) are kept in a
 * session cookie, so a lead sent later in the visit carries them, with or without JavaScript.
 */
function keepAttribution(request: NextRequest, response: NextResponse): NextResponse {
  if (request.cookies.has(ATTRIBUTION_COOKIE)) return response;
  const found = attributionKeys
    .map((key) => [key, request.nextUrl.searchParams.get(key)?.slice(0, leadLimits.attribution)] as const)
    .filter((entry): entry is readonly [AttributionKey, string] => Boolean(entry[1]));
  if (found.length === 0) return response;
  response.cookies.set(ATTRIBUTION_COOKIE, JSON.stringify(Object.fromEntries(found)), {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure: request.nextUrl.protocol === 'https:',
  });
  return response;
}

export const config = {
  // Everything but Next's own assets and the API: even a file path is checked for a malformed
  // escape first. The API stays outside, so its request bodies (uploads) are never buffered here.
  matcher: ['/((?!_next/static|_next/image|api/).*)'],
};
