import { landingPages } from '../../src/i18n/routing';
import { expect, localizedPath, test, waitForHydration } from './fixtures';

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

test.describe('the floating social button at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.use({ expectedConsoleErrors: [/status of 400/] });

  type Box = { x: number; y: number; width: number; height: number };
  const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  /** The button's box when it is shown; none when it has stepped aside. */
  async function buttonBox(page: import('@playwright/test').Page): Promise<Box | null> {
    const summary = page.locator('details.social-button summary');
    await page.waitForTimeout(300);
    return (await summary.isVisible()) ? summary.boundingBox() : null;
  }

  /** Scrolls so that the element's bottom sits just above the bottom of the screen, where the button is. */
  async function bringToBottom(page: import('@playwright/test').Page, selector: string) {
    await page
      .locator(selector)
      .first()
      .evaluate((element) => {
        const { bottom } = element.getBoundingClientRect();
        window.scrollBy(0, bottom - window.innerHeight + 24);
      });
  }

  test('covers no field of the contact form, focused or not', async ({ page }) => {
    await page.goto('/de/Kontakt');
    const form = page.locator('#contact-form');
    await waitForHydration(form);
    for (const name of ['fullName', 'phone', 'email', 'message']) {
      const field = form.locator(`[name=${name}]`);
      await field.focus();
      const button = await buttonBox(page);
      if (button) expect(overlaps(button, (await field.boundingBox())!), name).toBe(false);
    }
    await page.locator('h1').click();
    await bringToBottom(page, '#contact-form input[name=phone]');
    const button = await buttonBox(page);
    if (button) expect(overlaps(button, (await form.locator('input[name=phone]').boundingBox())!)).toBe(false);
  });

  test('covers no label or value of the Russian facts grid', async ({ page }) => {
    await page.goto('/ru/uslugi/peresadka-volos');
    await waitForHydration(page.locator('details.social-button summary'));
    for (const part of ['dt', 'dd']) {
      const cells = page.locator(`[data-testid=facts] ${part}`);
      for (let index = 0; index < (await cells.count()); index += 1) {
        await bringToBottom(page, `[data-testid=facts] [data-fact]:nth-child(${index + 1}) ${part}`);
        const button = await buttonBox(page);
        if (button) expect(overlaps(button, (await cells.nth(index).boundingBox())!), `${part} ${index}`).toBe(false);
      }
    }
  });

  test('covers no inline error of a treatment form', async ({ page }) => {
    await page.goto('/ru/uslugi/peresadka-volos');
    const form = page.locator('#consultation-form');
    await waitForHydration(form);
    await form.locator('input[name=fullName]').fill('Иван Тест');
    await form.locator('input[name=phone]').fill('12');
    await form.locator('input[name=consentPrivacy]').check();
    await form.locator('button[type=submit]').click();
    const error = form.locator('[id$="-phone-error"]');
    await expect(error).toBeVisible();
    const button = await buttonBox(page);
    if (button) expect(overlaps(button, (await error.boundingBox())!)).toBe(false);
    await page.locator('h1').click();
    await bringToBottom(page, '#consultation-form [id$="-phone-error"]');
    const after = await buttonBox(page);
    if (after) expect(overlaps(after, (await error.boundingBox())!)).toBe(false);
  });

  test('covers no card title on the services page, nor a fact of an English treatment page', async ({ page }) => {
    await page.goto('/services');
    await waitForHydration(page.locator('details.social-button summary'));
    const titles = page.locator('main ul a > span[data-keep-clear]');
    expect(await titles.count()).toBeGreaterThan(10);
    for (let index = 0; index < (await titles.count()); index += 1) {
      await titles.nth(index).evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().bottom - window.innerHeight + 24));
      const button = await buttonBox(page);
      if (button) expect(overlaps(button, (await titles.nth(index).boundingBox())!), `title ${index}`).toBe(false);
    }
    await page.goto('/services/rinoplasty');
    await waitForHydration(page.locator('details.social-button summary'));
    const cells = page.locator('[data-testid=facts] dd, [data-testid=facts] dt');
    for (let index = 0; index < (await cells.count()); index += 1) {
      await cells.nth(index).evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().bottom - window.innerHeight + 24));
      const button = await buttonBox(page);
      if (button) expect(overlaps(button, (await cells.nth(index).boundingBox())!), `fact ${index}`).toBe(false);
    }
  });

  test('its panel closes on a tap outside and on Escape, as on a desktop', async ({ page }) => {
    await page.goto('/about');
    const details = page.locator('details.social-button');
    const summary = details.locator('summary');
    await waitForHydration(summary);
    await summary.tap();
    await expect(details).toHaveAttribute('open', '');
    // A tap on the page's text, outside the panel.
    const heading = (await page.locator('h1').boundingBox())!;
    await page.touchscreen.tap(heading.x + 10, heading.y + heading.height / 2);
    await expect(details).not.toHaveAttribute('open', '');
    await summary.tap();
    await expect(details).toHaveAttribute('open', '');
    await page.keyboard.press('Escape');
    await expect(details).not.toHaveAttribute('open', '');
  });

  test('is shown again where it covers nothing, and the page ends clear of it', async ({ page }) => {
    await page.goto('/ru/uslugi/peresadka-volos');
    await waitForHydration(page.locator('details.social-button summary'));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const button = await buttonBox(page);
    expect(button).not.toBeNull();
    for (const last of [page.locator('footer p').last(), page.locator('footer a').last()]) {
      expect(overlaps(button!, (await last.boundingBox())!)).toBe(false);
    }
  });
});

test.describe('landing pages on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('show the way to the form without scrolling, in every landing page in en and ru', async ({ page }) => {
    for (const locale of ['en', 'ru'] as const) {
      for (const pathname of landingPages) {
        await page.goto(localizedPath(locale, pathname));
        const button = page.locator('main a[href="#request"]').first();
        await expect(button).toBeVisible();
        const box = (await button.boundingBox())!;
        expect(box.y + box.height, `${locale} ${pathname}`).toBeLessThanOrEqual(844);
      }
    }
  });
});
