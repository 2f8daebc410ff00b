import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { detectLocale } from './i18n/detect-locale';
import { defaultLocale } from './i18n/locales';
import { LOCALE_COOKIE, routing } from './i18n/routing';

const handleI18nRouting = createMiddleware(routing);

/** SPEC.md section 9: the root redirect answers 302. */
const ROOT_REDIRECT_STATUS = 302;

export default function proxy(request: NextRequest) {
  if (request.nextUrl.pathname === '/') {
    const locale = detectLocale(request.cookies.get(LOCALE_COOKIE)?.value, request.headers.get('accept-language'));
    if (locale !== defaultLocale) {
      const url = request.nextUrl.clone();
      url.pathname = `/${locale}`;
      return NextResponse.redirect(url, ROOT_REDIRECT_STATUS);
    }
  }
  return handleI18nRouting(request);
}

export const config = {
  // Everything but API routes, Next internals and files with an extension.
  matcher: ['/((?!api|_next|_vercel|admin|.*\\..*).*)'],
};
