import { createQuoteLead, expect, test } from './fixtures';

test('malformed escapes in a path are a 400, never a server error', async ({ request }) => {
  for (const path of ['/%E0%A4%A', '/de/%ZZ', '/call/x/%E0', '/x/%E0.png']) {
    expect((await request.get(path)).status(), path).toBe(400);
  }
});

test('odd but well-formed paths are a 404, never a server error', async ({ request }) => {
  for (const path of ['/nope.css', '/xx/about', '/about%25', '/ru/osaite%25', '/og-image.png%25', '/api/unknown']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('a browser asking for /favicon.ico gets the site icon', async ({ request }) => {
  const response = await request.get('/favicon.ico', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers()['location']).toBe('/icon.svg');
  const icon = await request.get('/icon.svg');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
});

test('a name with markup is shown as text on its call page', async ({ page, request }) => {
  const name = 'Ayşe <b>Yılmaz</b> <script>alert(1)</script>';
  const lead = await createQuoteLead(request, { name });
  const response = await page.goto(lead.next);
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toContainText(name);
  await expect(page.locator('h1 script, h1 b')).toHaveCount(0);
});
