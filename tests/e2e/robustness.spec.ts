import { createQuoteLead, expect, test } from './fixtures';

test('malformed escapes in a path are a 400, never a server error', async ({ request }) => {
  for (const path of ['/%E0%A4%A', '/de/%ZZ', '/call/x/%E0', '/x/%E0.png']) {
    expect((await request.get(path)).status(), path).toBe(400);
  }
});

test('odd but well-formed paths are a 404, never a server error', async ({ request }) => {
  for (const path of ['/favicon.ico', '/nope.css', '/xx/about', '/about%25', '/ru/osaite%25', '/og-image.png%25', '/api/unknown']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('a name with unusual characters in the call address is shown as text', async ({ page, request }) => {
  const { id } = await createQuoteLead(request);
  const response = await page.goto(`/call/${id}/%3Cscript%3Ealert(1)%3C%2Fscript%3E`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toContainText('<script>alert(1)</script>');
  await expect(page.locator('h1 script')).toHaveCount(0);
});
