import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

describe('security headers', () => {
  it('restrict framing, plugins, base URIs and the microphone', () => {
    const headers = Object.fromEntries(securityHeaders(true).map(({ key, value }) => [key, value]));
    expect(headers['Content-Security-Policy']).toMatch(/frame-ancestors 'none'/);
    expect(headers['Content-Security-Policy']).toMatch(/object-src 'none'/);
    expect(headers['Content-Security-Policy']).toMatch(/base-uri 'self'/);
    expect(headers['Permissions-Policy']).toMatch(/microphone=\(self\)/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it('never sends HSTS with every response: only on HTTPS ones (next.config.ts)', () => {
    expect(securityHeaders(true).some(({ key }) => key === 'Strict-Transport-Security')).toBe(false);
  });

  it('allows Google’s tag and measurement hosts only when analytics is configured', () => {
    const csp = (analytics: boolean) => securityHeaders(true, { analytics }).find(({ key }) => key === 'Content-Security-Policy')!.value;
    expect(csp(false)).not.toMatch(/google/);
    expect(csp(true)).toMatch(/script-src 'self' 'unsafe-inline' https:\/\/www\.googletagmanager\.com/);
    expect(csp(true)).toMatch(/connect-src 'self' https:\/\/\*\.google-analytics\.com/);
    expect(csp(true)).toMatch(/img-src 'self' data: blob: https:\/\/\*\.google-analytics\.com/);
  });

  it('gives pages rendered per request a nonce with strict-dynamic and no inline scripts', () => {
    const csp = contentSecurityPolicy({ production: true, nonce: 'abc123' });
    expect(csp).toMatch(/script-src 'self' 'nonce-abc123' 'strict-dynamic'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
