import { expect, test } from '@playwright/test';

for (const path of ['/', '/ru/uslugi', '/no-such-page', '/sitemap.xml', '/robots.txt', '/og-image.png']) {
  test(`security headers on ${path}`, async ({ request }) => {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(headers['content-security-policy']).toMatch(/object-src 'none'/);
    expect(headers['content-security-policy']).toMatch(/base-uri 'self'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toMatch(/microphone=\(self\)/);
    // HSTS only over HTTPS (tests/e2e/open-internet.spec.ts): this request is plain HTTP.
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['x-powered-by']).toBeUndefined();
  });
}
