import type { Metadata } from 'next';
import { LogoMark } from '@/components/layout/logo';
import { site } from '@/config/site';
import { env } from '@/env';

/*
 * Next.js's own 404, for what src/proxy.ts lets through to Next.js unchecked (a file-like path
 * such as /missing.txt) or a page's own notFound(). A path that names no page is answered by the
 * proxy with the site's 404 page in the path's language instead
 * (src/app/[locale]/(site)/page-not-found/[kind]/page.tsx).
 *
 * Next.js also renders this file into every prerendered page, as the fallback of its not-found
 * boundary: it must not touch the page's language (the locale next-intl resolves first is kept for
 * the whole render), so it is a plain English page with no site chrome, which needs a locale.
 */

export const metadata: Metadata = {
  metadataBase: new URL(env.SITE_URL),
  title: `Page not found | ${site.brand}`,
  applicationName: site.brand,
};

export default function NotFound() {
  return (
    <html lang="en">
      <body className="grid min-h-screen place-items-center bg-white p-6 text-center font-sans text-slate-800">
        <main>
          <LogoMark className="mx-auto size-12" />
          <p className="mt-6 text-6xl font-bold text-brand-700">404</p>
          <p data-routing-message className="mt-2 text-sm text-slate-600">
            This page could not be found
          </p>
          <h1 className="mt-2 text-xl font-semibold">Page not found</h1>
          <p className="mt-2 text-slate-600">The page you are looking for cannot be found</p>
          <a href="/" className="mt-6 btn-primary">
            Back to the home page
          </a>
        </main>
      </body>
    </html>
  );
}
