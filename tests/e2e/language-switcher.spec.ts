import { expect, test } from './fixtures';

const names = ['English', 'Türkçe', 'Français', 'Español', 'Italiano', 'Deutsch', 'Русский'];

test.describe('language dropdown on a desktop', () => {
  test('lists the seven languages as links with flags, and toggles on click', async ({ page }) => {
    await page.goto('/about');
    const dropdown = page.locator('header details.language-switcher');
    const items = dropdown.locator('ul a');
    await expect(items).toHaveText(names);
    await expect(items.first()).toBeHidden();
    const flags = dropdown.locator('ul img');
    await expect(flags).toHaveCount(7);
    // The menu's flags are files that load only once the menu opens.
    for (const flag of await flags.all()) await expect(flag).toHaveAttribute('loading', 'lazy');
    await dropdown.locator('summary').click();
    await expect(items.first()).toBeVisible();
    // Every flag is a decodable image.
    for (const flag of await flags.all()) {
      await expect(flag).toHaveAttribute('alt', '');
      expect(await flag.evaluate((image: HTMLImageElement) => image.decode().then(() => image.naturalWidth))).toBeGreaterThan(0);
    }
    await dropdown.locator('summary').click();
    await expect(items.first()).toBeHidden();
  });

  test('closes on a click outside and on Escape', async ({ page }) => {
    await page.goto('/about');
    const dropdown = page.locator('header details.language-switcher');
    const items = dropdown.locator('ul a');
    await dropdown.locator('summary').click();
    await page.locator('h1').click();
    await expect(items.first()).toBeHidden();
    await dropdown.locator('summary').click();
    await page.keyboard.press('Escape');
    await expect(items.first()).toBeHidden();
    await expect(dropdown.locator('summary')).toBeFocused();
  });

  test('works with the keyboard alone', async ({ page }) => {
    await page.goto('/about');
    const summary = page.locator('header details.language-switcher summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    const deutsch = page.locator('header details.language-switcher').getByRole('link', { name: 'Deutsch' });
    await expect(deutsch).toBeVisible();
    while (!(await deutsch.evaluate((element) => element === document.activeElement))) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/de\/uber-uns$/);
  });

  test('goes to the same treatment in the chosen language and stores the cookie', async ({ page, context }) => {
    await page.goto('/services/hair-transplant');
    await page.locator('header details.language-switcher summary').click();
    await page.getByRole('link', { name: 'Русский' }).click();
    await expect(page).toHaveURL(/\/ru\/uslugi\/peresadka-volos$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    expect((await context.cookies()).find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe('ru');
    // Back at the root, the stored choice wins.
    await page.goto('/');
    await expect(page).toHaveURL(/\/ru$/);
  });

  test('goes to the same landing page in the chosen language', async ({ page }) => {
    await page.goto('/landing/orthopedics/knee-prosthesis');
    await page.locator('header details.language-switcher summary').click();
    await page.getByRole('link', { name: 'Türkçe' }).click();
    await expect(page).toHaveURL(/\/tr\/program\/ortopedi\/diz-protezi$/);
  });

  test('choosing the current language only closes the dropdown', async ({ page }) => {
    await page.goto('/fr/nous-contacter');
    const dropdown = page.locator('header details.language-switcher');
    await dropdown.locator('summary').click();
    await dropdown.getByRole('link', { name: 'Français' }).click();
    await expect(dropdown.locator('ul a').first()).toBeHidden();
    await expect(page).toHaveURL(/\/fr\/nous-contacter$/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the dropdown opens and its links switch language', async ({ page }) => {
    await page.goto('/de/Kontakt');
    await page.locator('header details.language-switcher summary').click();
    await page.getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/contacto$/);
    await expect(page.locator('h1')).toHaveText('Contacto');
  });

  test('every language link is in the server HTML', async ({ request }) => {
    const html = await (await request.get('/services/dental-implants')).text();
    for (const href of [
      '/services/dental-implants',
      '/tr/hizmetlerimiz/dis-implanti',
      '/fr/les-services/implants-dentaires',
      '/de/dienstleistungen/zahnimplantate',
      '/ru/uslugi/implantaciia-zubov',
    ]) {
      expect(html).toContain(`href="${href}"`);
    }
  });
});

test('each language flag is an SVG file, and an unknown flag is a 404', async ({ request }) => {
  for (const code of ['gb', 'tr', 'fr', 'es', 'it', 'de', 'ru']) {
    const response = await request.get(`/flags/${code}.svg`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/svg+xml');
    expect(await response.text()).toMatch(/^<svg[\s>]/);
  }
  expect((await request.get('/flags/xx.svg')).status()).toBe(404);
});
