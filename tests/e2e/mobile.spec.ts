import { expect, test } from './fixtures';

test('the mobile menu opens, navigates and closes when a link is chosen', async ({ page }) => {
  await page.goto('/');
  const menu = page.locator('details.mobile-menu');
  await expect(page.locator('header nav').first()).toBeHidden();
  await menu.locator('summary').click();
  const nav = menu.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'About us' })).toBeVisible();
  await nav.getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('h1')).toHaveText('About us');
  await expect(nav).toBeHidden();
});

test('the mobile menu toggles closed again', async ({ page }) => {
  await page.goto('/tr');
  const menu = page.locator('details.mobile-menu');
  await menu.locator('summary').click();
  await expect(menu.getByRole('link', { name: 'İletişim' })).toBeVisible();
  await menu.locator('summary').click();
  await expect(menu.getByRole('link', { name: 'İletişim' })).toBeHidden();
});

test('switching language from an inner page on a phone', async ({ page }) => {
  await page.goto('/es/servicios/implantes-dentales');
  await page.locator('header details.language-switcher summary').click();
  await page.getByRole('link', { name: 'Italiano' }).click();
  await expect(page).toHaveURL(/\/it\/servizi\/impianti-dentali$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
});

test('nothing overflows the phone screen sideways', async ({ page }) => {
  for (const path of [
    '/',
    '/ru',
    '/de/dienstleistungen',
    '/fr/politique-de-confidentialite',
    '/ru/programma/ortopediia/endoprotezirovanie-tazobedrennogo-sustava',
  ]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
