import { expect, test } from './fixtures';

// The browser reports the document's own 404 status in the console; that one is expected.
test.use({ expectedConsoleErrors: [/status of 404/] });

test('an unknown English path shows the 404 texts with status 404', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.locator('main')).toContainText('404');
  await expect(page.locator('main')).toContainText('The page you are looking for cannot be found');
  await expect(page.locator('h1')).toHaveText('Page not found');
  // SPEC.md section 8: the routing message too.
  await expect(page.locator('main [data-routing-message]')).toHaveText('This page could not be found');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('header')).toBeVisible();
});

test('an unknown path under a locale shows the translated 404', async ({ page }) => {
  const response = await page.goto('/de/gibt-es-nicht');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('main')).toContainText('404');
  await expect(page.locator('main')).toContainText('Die von Ihnen gesuchte Seite kann nicht gefunden werden');
  await expect(page.locator('main [data-routing-message]')).toHaveText('Diese Seite konnte nicht gefunden werden');
});

test('an unknown treatment slug is a 404 too', async ({ page }) => {
  expect((await page.goto('/services/not-a-treatment'))?.status()).toBe(404);
  expect((await page.goto('/ru/uslugi/hair-transplant'))?.status()).toBe(404);
});
