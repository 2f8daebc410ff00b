import { expect, test } from '@playwright/test';

test.describe('root redirect', () => {
  test('follows the language cookie first, with a 302', async ({ request }) => {
    const response = await request.get('/', {
      maxRedirects: 0,
      headers: { cookie: 'i18n_redirected=ru', 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(response.status()).toBe(302);
    expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe('/ru');
  });

  test('then the browser languages', async ({ request }) => {
    const response = await request.get('/', { maxRedirects: 0, headers: { 'accept-language': 'ja;q=1,fr-FR;q=0.9,en;q=0.5' } });
    expect(response.status()).toBe(302);
    expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe('/fr');
  });

  test('serves English for an unsupported language, without redirecting', async ({ request }) => {
    const response = await request.get('/', { maxRedirects: 0, headers: { 'accept-language': 'ja-JP,zh;q=0.8' } });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<html lang="en"');
  });

  test('serves English when the cookie says English, whatever the browser prefers', async ({ request }) => {
    const response = await request.get('/', { maxRedirects: 0, headers: { cookie: 'i18n_redirected=en', 'accept-language': 'de' } });
    expect(response.status()).toBe(200);
  });

  test('never redirects a path other than the root', async ({ request }) => {
    for (const path of ['/about', '/services/hair-transplant', '/fr/a-propos-de', '/landing/check-up']) {
      const response = await request.get(path, { maxRedirects: 0, headers: { cookie: 'i18n_redirected=de', 'accept-language': 'ru' } });
      expect(response.status(), path).toBe(200);
    }
    const english = await request.get('/about', { headers: { cookie: 'i18n_redirected=de' } });
    expect(await english.text()).toContain('<html lang="en"');
  });
});

test('a page of a locale stores that locale in the cookie for 365 days', async ({ page, context }) => {
  await page.goto('/it/circa');
  const cookie = (await context.cookies()).find((item) => item.name === 'i18n_redirected');
  expect(cookie?.value).toBe('it');
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);
});
