import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { inlineScriptHashes } from './config/prerendered-scripts';
import { contentSecurityPolicy, FILE_CSP } from './config/security-headers';
import { env } from './env';
import { detectLocale } from './i18n/detect-locale';
import { defaultLocale, isLocale, locales } from './i18n/locales';
import { NOT_FOUND_SEGMENT, type NotFoundKind, resolvePath } from './i18n/paths';
import { LOCALE_COOKIE, routing } from './i18n/routing';

const handleI18nRouting = createMiddleware(routing);

/** SPEC.md section 9: the root redirect answers 302. */
const ROOT_REDIRECT_STATUS = 302;

/**
 * The root's answer depends on the visitor (their cookie, their languages, where they came
 * from): no shared cache may keep it for someone else. Localized pages stay cacheable.
 */
const ROOT_CACHE_CONTROL = 'private, no-store';
const ROOT_VARY = 'Cookie, Accept-Language, Sec-Fetch-Site, Referer';
/** A 404 is kept by no cache, as when it was rendered per request: the address may name a page tomorrow. */
const NOT_FOUND_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';

function isWellFormed(pathname: string): boolean {
  try {
    pathname.split('/').forEach((segment) => decodeURIComponent(segment));
    return true;
  } catch {
    return false;
  }
}

/**
 * A navigation from one of the site's own pages: the language dropdown's "English", the logo,
 * a breadcrumb. The root redirect is for visitors arriving from outside only
 * (docs/decisions/001-static-pages-and-locale-routing.md).
 */
function fromThisSite(request: NextRequest): boolean {
  if (request.headers.get('sec-fetch-site') === 'same-origin') return true;
  const referer = request.headers.get('referer');
  if (!referer) return false;
  try {
    return new URL(referer).host === request.headers.get('host');
  } catch {
    return false;
  }
}

/**
 * The 404 page in the locale of the path, with status 404 at the address asked for: a rewrite to
 * the prerendered page (src/app/[locale]/(site)/page-not-found/[kind]/page.tsx), with the hashes
 * of its inline scripts in its CSP like every prerendered page. `kind` tells it what was not found.
 */
async function notFound(request: NextRequest, locale: string, kind: NotFoundKind = 'page'): Promise<NextResponse> {
  const url = request.nextUrl.clone();
  url.pathname = `/${locale}/${NOT_FOUND_SEGMENT}/${kind}`;
  const response = await withScriptHashes(NextResponse.rewrite(url, { status: 404 }), request);
  response.headers.set('cache-control', NOT_FOUND_CACHE_CONTROL);
  return response;
}

/**
 * A prerendered page's CSP: the hashes of its own inline scripts (read from the build), so that
 * no other inline script runs (issue 20). A page the build did not prerender keeps the fallback.
 */
async function withScriptHashes(response: NextResponse, request: NextRequest): Promise<NextResponse> {
  const rewrite = response.headers.get('x-middleware-rewrite');
  const internal = rewrite ? new URL(rewrite, request.nextUrl.origin).pathname : request.nextUrl.pathname;
  const hashes = await inlineScriptHashes(env.NEXT_DIST_DIR, internal);
  if (hashes) {
    response.headers.set(
      'content-security-policy',
      contentSecurityPolicy({ production: env.NODE_ENV === 'production', analytics: Boolean(env.GA_MEASUREMENT_ID), hashes }),
    );
  }
  return response;
}

/**
 * The pages rendered per request get a CSP with a nonce of their own and `'strict-dynamic'`, no
 * `'unsafe-inline'` (issue 20; Next.js reads the nonce from the request's CSP header and puts
 * it on its scripts). Google's hosts are never allowed in the staff inbox.
 */
function withNonce(request: NextRequest, { analytics }: { analytics: boolean }): { request: NextRequest; csp: string } {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString('base64');
  const csp = contentSecurityPolicy({ production: env.NODE_ENV === 'production', analytics, nonce });
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', csp);
  return { request: new NextRequest(request, { headers }), csp };
}

/** A call page's path, `/call/{id}/{name}` with an optional locale prefix: never a file, whatever the name ends with. */
const callPagePath = new RegExp(`^(?:/(?:${locales.filter((locale) => locale !== defaultLocale).join('|')}))?/call/[^/]+/[^/]+/?$`, 'i');

/** The locale a path is in: its prefix, else English. */
const localeOfPath = (pathname: string) => {
  const first = pathname.split('/')[1]?.toLowerCase();
  return isLocale(first) ? first : defaultLocale;
};

/** A lead's document or recording in the inbox (src/app/admin/leads/[id]/files, recordings). */
const adminFilePath = /^\/admin\/leads\/[^/]+\/(?:files|recordings)\/[^/]+\/?$/;

export default async function proxy(request: NextRequest) {
  return route(request);
}

async function route(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  // A malformed escape (e.g. /%E0) is the client's error, not a server crash.
  if (!isWellFormed(pathname)) {
    return new NextResponse('Bad Request', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  // No page has an encoded "%" in its path, and Next.js cannot serve one: show the 404 page instead.
  if (pathname.includes('%25')) return notFound(request, localeOfPath(pathname));
  if (pathname === '/') {
    const locale = fromThisSite(request)
      ? defaultLocale
      : detectLocale(request.cookies.get(LOCALE_COOKIE)?.value, request.headers.get('accept-language'));
    const response =
      locale === defaultLocale
        ? await withScriptHashes(handleI18nRouting(request), request)
        : NextResponse.redirect(Object.assign(request.nextUrl.clone(), { pathname: `/${locale}` }), ROOT_REDIRECT_STATUS);
    response.headers.set('cache-control', ROOT_CACHE_CONTROL);
    response.headers.set('vary', ROOT_VARY);
    return response;
  }
  // Files and machine endpoints are not localized pages.
  // The staff inbox: never cached, never indexed. Each of its pages checks the session itself.
  if (/^\/admin(\/|$)/.test(pathname)) {
    const secured = withNonce(request, { analytics: false });
    const response = NextResponse.next({ request: { headers: secured.request.headers } });
    // A lead's file is the patient's content, never a page of ours: shown (a PDF in a tab of its
    // own) as a sandboxed document, with no script and no access to the inbox's origin.
    response.headers.set('content-security-policy', adminFilePath.test(pathname) ? FILE_CSP : secured.csp);
    response.headers.set('cache-control', 'no-store');
    response.headers.set('x-robots-tag', 'noindex, nofollow');
    return response;
  }
  if (/^\/api(\/|$)/.test(pathname) || (/\.[a-z0-9]{2,5}$/i.test(pathname) && !callPagePath.test(pathname))) {
    return NextResponse.next();
  }
  // Another spelling of a known page (another case, another language's words) goes straight to
  // the page with a 301; a path that names no page (known words with an unknown treatment
  // included) is the 404 at once, never a redirect into one.
  const resolved = resolvePath(pathname);
  if (!resolved) return notFound(request, localeOfPath(pathname));
  if (!resolved.page) return notFound(request, resolved.locale);
  if (resolved.canonical !== pathname) {
    const url = request.nextUrl.clone();
    url.pathname = resolved.canonical;
    return NextResponse.redirect(url, 301);
  }
  if (resolved.page.pathname === '/call/[id]/[fullname]') {
    // The call page of an unknown lead is the 404 page; the page checks the lead again itself.
    // The runtime is loaded here only, so every other request's proxy stays small.
    const { interviewLeadExists } = await import('./runtime.server');
    if (!(await interviewLeadExists(String(resolved.page.params?.id)))) return notFound(request, resolved.locale, 'interview');
    const secured = withNonce(request, { analytics: Boolean(env.GA_MEASUREMENT_ID) });
    const response = handleI18nRouting(secured.request);
    response.headers.set('content-security-policy', secured.csp);
    return response;
  }
  return withScriptHashes(handleI18nRouting(request), request);
}

export const config = {
  // Everything but Next's own assets and the API: even a file path is checked for a malformed
  // escape first. The API stays outside, so its request bodies (uploads) are never buffered here.
  matcher: ['/((?!_next/static|_next/image|api/).*)'],
};
