import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders } from './src/config/security-headers';
import { env } from './src/env';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The benchmark builds into its own folder so that it never replaces the build under test.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  reactStrictMode: true,
  // Read at build time, like every page: the CSP allows Google's hosts only with a measurement id.
  headers: () =>
    Promise.resolve([
      { source: '/:path*', headers: securityHeaders(env.NODE_ENV === 'production', { analytics: Boolean(env.GA_MEASUREMENT_ID) }) },
    ]),
};

export default withNextIntl(nextConfig);
