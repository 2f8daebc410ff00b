/**
 * The origins Google Analytics 4 needs (Google's "Use CSP with Google tag" guide): the tag from
 * Google Tag Manager, the measurements to Google Analytics' regional endpoints.
 */
export const analyticsOrigins = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
} as const;

/**
 * Security headers for every response (PRODUCT.md, "Quality bars"). Content pages are
 * prerendered, so a per-request nonce is not possible; inline scripts are allowed for Next's
 * own bootstrap. Google's hosts are allowed only when analytics is configured. See
 * docs/decisions/002-security-headers.md.
 */
export function securityHeaders(isProduction: boolean, { analytics = false } = {}): { key: string; value: string }[] {
  const extra = (origins: readonly string[]) => (analytics ? ` ${origins.join(' ')}` : '');
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${isProduction ? '' : " 'unsafe-eval'"}${extra(analyticsOrigins.script)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${extra(analyticsOrigins.img)}`,
    "font-src 'self'",
    `connect-src 'self'${extra(analyticsOrigins.connect)}`,
    "media-src 'self' blob:",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
  const headers = [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    {
      key: 'Permissions-Policy',
      value: 'microphone=(self), camera=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    },
  ];
  if (isProduction) {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' });
  }
  return headers;
}
