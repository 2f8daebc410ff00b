import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { HSTS, securityHeaders } from './src/config/security-headers';
import { env } from './src/env';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The benchmark builds into its own folder so that it never replaces the build under test.
  distDir: env.NEXT_DIST_DIR,
  reactStrictMode: true,
  // Loaded from node_modules at run time, not bundled: exceljs (the inbox's xlsx export) is
  // CommonJS written for Node (archiver, zlib streams).
  serverExternalPackages: ['exceljs'],
  // Browsers ask for /favicon.ico when a page's icon link is not (yet) in its head, as after a
  // server action's redirect in the inbox; the site's icon answers instead of a 404.
  redirects: () => Promise.resolve([{ source: '/favicon.ico', destination: '/icon.svg', permanent: true }]),
  // Read at build time, like every page: the CSP allows Google's hosts only with a measurement id.
  // The proxy replaces the CSP with a nonce-based one where it renders per request (src/proxy.ts).
  headers: () =>
    Promise.resolve([
      { source: '/:path*', headers: securityHeaders(env.NODE_ENV === 'production', { analytics: Boolean(env.GA_MEASUREMENT_ID) }) },
      // HSTS only where the response goes out over HTTPS: behind the TLS-terminating proxy, which
      // says so in X-Forwarded-Proto (a client that sends it itself only gets a header its
      // browser ignores over plain HTTP).
      ...(env.NODE_ENV === 'production'
        ? [{ source: '/:path*', has: [{ type: 'header' as const, key: 'x-forwarded-proto', value: 'https' }], headers: [HSTS] }]
        : []),
    ]),
};

export default withNextIntl(nextConfig);
