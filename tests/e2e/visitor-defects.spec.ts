import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { locales, localeInfo, type Locale } from '../../src/i18n/locales';
import { localizedPath as pathOf } from '../../src/i18n/paths';
import { landingPages, legacyPathnames } from '../../src/i18n/routing';
import { expect, localizedPath, test, waitForHydration } from './fixtures';

/*
 * The defects found by trying the site as a new visitor would (issue 10): the way back to
 * English, the root behind a cache, 404 pages, other spellings of a path, keyboard and wording.
 * Phone layouts are in mobile.spec.ts.
 */

const messages = (locale: Locale) =>
  JSON.parse(readFileSync(join(__dirname, `../../messages/${locale}.json`), 'utf8')) as {
    NotFoundPage: { title: string };
    LeadForm: Record<string, string> & { fieldErrors: Record<string, string> };
    HomePage: Record<string, string>;
  };
const others = locales.filter((locale) => locale !== 'en');

async function chooseLanguage(page: Page, name: string) {
  await page.locator('header details.language-switcher summary').click();
  await page.locator('header details.language-switcher').getByRole('link', { name }).click();
}

test.describe('the way back to English', () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`from every locale's home, "English" leads to / and stays there (${javaScriptEnabled ? 'with' : 'without'} JavaScript)`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      for (const locale of others) {
        await page.goto(`/${locale}`);
        expect((await context.cookies()).find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe(locale);
        await chooseLanguage(page, 'English');
        await expect(page).toHaveURL(/\/$/);
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        // The choice is stored: the next visit to the root from outside stays in English too.
        expect((await context.cookies()).find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe('en');
      }
      await page.goto('/');
      await expect(page).toHaveURL(/\/$/);
      await context.close();
    });
  }

  test('"English" from /ru, /es and /de lands on / every time, on a slow phone (its CPU six times slower), with JavaScript', async ({
    page,
    context,
  }) => {
    // Nine page loads on a CPU six times slower: 44 s alone on this machine, and past 90 s
    // (three times the default) beside another worker on a slow day, in CI.
    test.setTimeout(240_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    for (let round = 0; round < 3; round += 1) {
      for (const locale of ['ru', 'es', 'de'] as const) {
        // Right after the page is shown, while its scripts still load, and once they have run.
        await page.goto(`/${locale}`, { waitUntil: round === 0 ? 'commit' : 'load' });
        await chooseLanguage(page, 'English');
        await expect(page).toHaveURL(/\/$/);
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        // Nothing still in flight from the old page takes it back.
        await page.waitForTimeout(1500);
        await expect(page).toHaveURL(/\/$/);
        expect((await context.cookies()).find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe('en');
      }
    }
  });

  test('a Russian browser redirected to /ru can choose English', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ru-RU', extraHTTPHeaders: { 'accept-language': 'ru-RU,ru;q=0.9' } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/ru$/);
    await chooseLanguage(page, 'English');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('after switching to Русский and going back, the logo leads to the English home', async ({ page }) => {
    await page.goto('/services/hair-transplant');
    await chooseLanguage(page, 'Русский');
    await expect(page).toHaveURL(/\/ru\/uslugi\/peresadka-volos$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/services\/hair-transplant$/);
    const logo = page.locator('header').getByRole('link', { name: /home page/ });
    await waitForHydration(logo);
    await logo.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('h1')).toBeVisible();
  });
});

test('the root is never kept by a shared cache, and localized pages stay cacheable', async ({ request }) => {
  const english = await request.get('/', { maxRedirects: 0, headers: { 'accept-language': 'en' } });
  const redirect = await request.get('/', { maxRedirects: 0, headers: { 'accept-language': 'de' } });
  expect(english.status()).toBe(200);
  expect(redirect.status()).toBe(302);
  for (const response of [english, redirect]) {
    const cacheControl = response.headers()['cache-control'] ?? '';
    expect(cacheControl).toMatch(/private/);
    expect(cacheControl).toMatch(/no-store/);
    expect(cacheControl).not.toMatch(/s-maxage/);
  }
  for (const path of ['/about', '/de', '/ru/uslugi/peresadka-volos']) {
    expect((await request.get(path)).headers()['cache-control'], path).toMatch(/s-maxage/);
  }
});

test.describe('404 pages', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });
  const cases: [string, Locale][] = [
    ['/nonexistent', 'en'],
    ['/fr/page-inexistante', 'fr'],
    ['/services/unknown-slug', 'en'],
    ['/ru/uslugi/hair-transplant', 'ru'],
  ];

  for (const [path, locale] of cases) {
    test(`${path} is a server-rendered 404 with its title, one robots tag, and no current page`, async ({ request, page }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      // Prerendered, but kept by no cache: the address may name a page tomorrow (src/proxy.ts).
      expect(response.headers()['cache-control']).toMatch(/no-store/);
      expect(response.headers()['cache-control']).not.toMatch(/s-maxage/);
      const html = await response.text();
      const title = `${messages(locale).NotFoundPage.title} | Bosphorus Health Bridge`;
      expect(html).toContain(`<title>${title}</title>`);
      expect(html.match(/<meta name="robots" content="[^"]*"/g)).toEqual(['<meta name="robots" content="noindex"']);
      expect(html).toContain(`<html lang="${locale}"`);
      // The 404 text is in the HTML itself, not only in the scripts.
      expect(html).toMatch(/<h1[^>]*>/);

      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await waitForHydration(page.locator('header a').first());
      await expect(page.locator('header [aria-current="page"]')).toHaveCount(0);
    });
  }

  test('reads without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/de/gibt-es-nicht');
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('main')).toContainText('Die von Ihnen gesuchte Seite kann nicht gefunden werden');
    await context.close();
  });
});

test('another spelling of a known page goes straight to it with a 301', async ({ request }) => {
  const cases: [string, string][] = [
    ['/de/kontakt', '/de/Kontakt'],
    ['/fr/services/abdominoplasty', pathOf('fr', { pathname: '/services/[slug]', params: { slug: 'abdominoplasty' } })],
    ['/fr/about', '/fr/a-propos-de'],
    ['/About', '/about'],
    // The Turkish landing pages said "kampanya" before issue 21 (docs/decisions/016-turkish-promotion-profile.md).
    ...landingPages.map((pathname): [string, string] => [`/tr${legacyPathnames[pathname]?.tr?.[0] ?? ''}`, pathOf('tr', { pathname })]),
  ];
  for (const [from, to] of cases) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(new URL(response.headers().location ?? '', 'http://x').pathname, from).toBe(to);
    expect((await request.get(to)).status(), to).toBe(200);
  }
});

test('the language dropdown closes when focus leaves it', async ({ page }) => {
  await page.goto('/about');
  const dropdown = page.locator('header details.language-switcher');
  await waitForHydration(dropdown.locator('summary'));
  await dropdown.locator('summary').focus();
  await page.keyboard.press('Enter');
  const last = dropdown.getByRole('link', { name: localeInfo.ru.name });
  await expect(last).toBeVisible();
  while (!(await last.evaluate((element) => element === document.activeElement))) await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(last).toBeHidden();
  await expect(dropdown).not.toHaveAttribute('open');
});

test('the skip link has a place of its own when focused', async ({ page }) => {
  await page.goto('/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  const logo = page.locator('header').getByRole('link', { name: /home page/ });
  const [a, b] = [await skip.boundingBox(), await logo.boundingBox()];
  expect(a && b).toBeTruthy();
  const overlaps = a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
  expect(overlaps).toBe(false);
});

test.describe('wording', () => {
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test('each consent is named in the error summary, and the phone error says what is wrong', async ({ page }) => {
    for (const locale of ['en', 'ru'] as const) {
      const t = messages(locale).LeadForm;
      await page.goto(localizedPath(locale, '/contact'));
      const form = page.locator('#contact-form');
      await waitForHydration(form);
      await form.locator('input[name=fullName]').fill('Ana Test');
      await form.locator('input[name=phone]').fill('12');
      await form.locator('textarea[name=message]').fill('A question about my knee.');
      await form.getByRole('button', { name: t.submit }).click();
      const summary = form.getByRole('alert');
      await expect(summary).toContainText(`${t.consentPrivacyName}: ${t.fieldErrors.must_accept}`);
      await expect(summary).toContainText(`${t.consentHealthDataName}: ${t.fieldErrors.must_accept}`);
      await expect(summary).toContainText(`${t.phone}: ${t.fieldErrors.invalid_phone}`);
      await expect(summary).not.toContainText(t.consentsTitle!);
    }
  });

  test('a small attachment is listed in KB', async ({ page }) => {
    await page.goto('/services#second-opinion');
    const form = page.locator('#second-opinion-form');
    await waitForHydration(form);
    await form.locator('input[type=file]').setInputFiles({ name: 'note.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(68, 0x25) });
    await expect(form.locator('ul').filter({ hasText: 'note.pdf' })).toContainText('note.pdf · 1 KB');
  });

  test('"Write on WhatsApp" on the home page has the WhatsApp icon of the chat link', async ({ page }) => {
    await page.goto('/');
    const write = page.getByRole('link', { name: messages('en').HomePage.ctaWhatsapp });
    // The chat link of the (closed) social button, found by its address.
    const chat = page.locator('details.social-button a[href^="https://wa.me/"]');
    const icon = (link: typeof write) => link.locator('svg path').first().getAttribute('d');
    expect(await icon(write)).toBe(await icon(chat));
  });

  test('the facts of a French treatment page align their values when a label wraps', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(localizedPath('fr', '/services/[slug]', { slug: 'abdominoplasty' }));
    const values = page.locator('[data-testid=facts] dd');
    const boxes = await values.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()));
    const rows = new Map<number, number[]>();
    for (const box of boxes) {
      const row = [...rows.keys()].find((top) => Math.abs(top - box.bottom) < 40) ?? box.bottom;
      rows.set(row, [...(rows.get(row) ?? []), box.top]);
    }
    for (const tops of rows.values()) expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(1);
  });
});
