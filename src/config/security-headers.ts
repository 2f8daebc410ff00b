/**
 * The origins Google Analytics 4 needs (Google's "Use CSP with Google tag" guide): the tag from
 * Google Tag Manager, the measurements to Google Analytics' regional endpoints.
 */
export const analyticsOrigins = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
} as const;

export interface CspOptions {
  production: boolean;
  /** Google's hosts are allowed (a measurement id is configured, and the page may load the tag). */
  analytics?: boolean;
  /**
   * A per-request nonce: scripts need it (or to be loaded by one that has it, `'strict-dynamic'`),
   * and no inline script without it runs. Only for pages rendered per request.
   */
  nonce?: string;
  /**
   * The SHA-256 of each inline script of a prerendered page, in base64: only these run, besides
   * this site's own script files.
   */
  hashes?: readonly string[];
}

/**
 * The Content-Security-Policy (docs/decisions/002-security-headers.md, 014-open-internet.md).
 * Prerendered pages cannot carry a per-request nonce: the proxy gives each the hashes of its own
 * inline scripts (Next's bootstrap and the RSC payload) besides this site's script files; pages
 * rendered per request (the staff inbox, the call page) get a nonce with `'strict-dynamic'`.
 * Neither allows `'unsafe-inline'`; only a response the proxy does not see (a static file, an
 * error page) keeps the fallback of `next.config.ts`.
 */
export function contentSecurityPolicy({ production, analytics = false, nonce, hashes }: CspOptions): string {
  const extra = (origins: readonly string[]) => (analytics ? ` ${origins.join(' ')}` : '');
  const scripts = nonce
    ? `'self' 'nonce-${nonce}' 'strict-dynamic'`
    : hashes
      ? ["'self'", ...hashes.map((hash) => `'sha256-${hash}'`)].join(' ')
      : `'self' 'unsafe-inline'`;
  return [
    "default-src 'self'",
    `script-src ${scripts}${production ? '' : " 'unsafe-eval'"}${extra(analyticsOrigins.script)}`,
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
}

/**
 * The CSP of a lead's file served by the inbox (a PDF opened in a tab of its own): a sandboxed
 * document, without `allow-scripts` or `allow-same-origin`, so nothing in it runs as the inbox.
 * Chromium still shows a PDF at the top level under it (only a sandboxed iframe is refused).
 */
export const FILE_CSP = 'sandbox';

/** HSTS: sent only on responses that went out over HTTPS (see next.config.ts). */
export const HSTS = { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' } as const;

/**
 * Security headers for every response (PRODUCT.md, "Quality bars"). The CSP here is the
 * prerendered pages' one; the proxy replaces it with a nonce-based one on the pages it renders
 * per request (src/proxy.ts). Google's hosts are allowed only when analytics is configured.
 */
export function securityHeaders(isProduction: boolean, { analytics = false } = {}): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ production: isProduction, analytics }) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    {
      key: 'Permissions-Policy',
      value: 'microphone=(self), camera=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    },
  ];
}
