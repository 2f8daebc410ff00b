import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

describe('security headers', () => {
  it('restrict framing, plugins, base URIs and the microphone', () => {
    const headers = Object.fromEntries(securityHeaders(true).map(({ key, value }) => [key, value]));
    expect(headers['Content-Security-Policy']).toMatch(/frame-ancestors 'none'/);
    expect(headers['Content-Security-Policy']).toMatch(/object-src 'none'/);
    expect(headers['Content-Security-Policy']).toMatch(/base-uri 'self'/);
    expect(headers['Permissions-Policy']).toMatch(/microphone=\(self\)/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d+/);
  });

  it('sends HSTS only in production', () => {
    expect(securityHeaders(false).some(({ key }) => key === 'Strict-Transport-Security')).toBe(false);
  });

  it('allows Google’s tag and measurement hosts only when analytics is configured', () => {
    const csp = (analytics: boolean) => securityHeaders(true, { analytics }).find(({ key }) => key === 'Content-Security-Policy')!.value;
    expect(csp(false)).not.toMatch(/google/);
    expect(csp(true)).toMatch(/script-src 'self' 'unsafe-inline' https:\/\/www\.googletagmanager\.com/);
    expect(csp(true)).toMatch(/connect-src 'self' https:\/\/\*\.google-analytics\.com/);
    expect(csp(true)).toMatch(/img-src 'self' data: blob: https:\/\/\*\.google-analytics\.com/);
  });
});
