import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales';
import { analyticsBaseURL, analyticsMeasurementId, baseURL } from '../../playwright.config';
import { stubGoogle, type GoogleTraffic } from '../support/google-stub';
import {
  createQuoteLead,
  expect,
  expectNoAxeViolations,
  hookFor,
  letters,
  localizedPath,
  sendLeadForm,
  test,
  waitForHydration,
} from './fixtures';

/*
 * Cookie choice and analytics (issue 14), on the build made with a measurement id (see
 * playwright.config.ts), with Google's hosts answered by a local stand-in of gtag.js
 * (tests/support/gtag-stub.js): nothing leaves the machine, and every request to Google is seen.
 */

const messages = (locale: Locale) =>
  JSON.parse(readFileSync(join(__dirname, `../../messages/${locale}.json`), 'utf8')) as {
    Consent: Record<
      'title' | 'acceptAll' | 'rejectAll' | 'showPreferences' | 'preferencesTitle' | 'savePreferences' | 'marketingTitle',
      string
    >;
    Footer: Record<'privacy' | 'cookieSettings', string>;
  };
const en = messages('en');

/** The cookies that need no consent: the language, the choice itself, the staff session. */
const necessary = new Set(['i18n_redirected', 'cc_cookie', 'admin_session']);

async function optionalCookies(page: Page, context: BrowserContext) {
  const inBrowser = (await page.evaluate(() => document.cookie))
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter(Boolean);
  const inContext = (await context.cookies()).map((cookie) => cookie.name);
  return [...new Set([...inBrowser, ...inContext])].filter((name) => !necessary.has(name));
}

/** The first layer, in the page's HTML (consent-first-layer.tsx); the settings are the library's. */
const banner = (page: Page) => page.locator('#consent-banner');
const preferences = (page: Page) => page.locator('#cc-main .pm');

/** Waits until the banner's script has run: it is then shown, or was answered before. */
async function consentReady(page: Page) {
  await expect(page.locator('html[data-consent=ready]')).toBeAttached({ timeout: 15_000 });
}

async function choice(context: BrowserContext): Promise<{ categories: string[]; revision: number } | undefined> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'cc_cookie');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as { categories: string[]; revision: number }) : undefined;
}

const events = (traffic: GoogleTraffic, name: string) => traffic.hits.filter((hit) => hit.get('en') === name);

const uniqueName = (first: string) => `${first} Consent${letters()}`;

test.describe('with a measurement id', () => {
  test.use({ baseURL: analyticsBaseURL });

  test('before any choice, a landing page with campaign parameters asks Google for nothing and sets nothing optional', async ({
    page,
    context,
  }) => {
    const traffic = await stubGoogle(context);
    await page.goto(`${localizedPath('en', '/landing/check-up')}?utm_source=google&utm_campaign=spring&gclid=G1`);
    await consentReady(page);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('heading', { name: en.Consent.title })).toBeVisible();
    // "Accept" and "Reject" side by side, the same size and the same style.
    const accept = banner(page).getByRole('button', { name: en.Consent.acceptAll, exact: true });
    const reject = banner(page).getByRole('button', { name: en.Consent.rejectAll, exact: true });
    const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(acceptBox!.height).toBe(rejectBox!.height);
    expect(Math.abs(acceptBox!.width - rejectBox!.width)).toBeLessThanOrEqual(1);
    expect(await accept.getAttribute('class')).toBe(await reject.getAttribute('class'));
    expect(traffic.requests).toEqual([]);
    expect(await optionalCookies(page, context)).toEqual([]);
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
  });

  test('the banner is in the page from its first paint, opaque, and a returning visitor never sees it', async ({ browser }) => {
    // Before any script runs: the HTML alone shows the banner, fully opaque, at the bottom.
    const first = await browser.newContext({ baseURL: analyticsBaseURL });
    await stubGoogle(first);
    const page = await first.newPage();
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto('/about');
    await expect(banner(page)).toBeVisible();
    const look = await banner(page).evaluate((element) => {
      const style = getComputedStyle(element);
      return { opacity: style.opacity, background: style.backgroundColor, position: style.position };
    });
    expect(look).toEqual({ opacity: '1', background: 'rgb(255, 255, 255)', position: 'fixed' });
    await first.close();
    // A visitor who has chosen: hidden before it is painted (its inline script), scripts or not loaded yet.
    const returning = await browser.newContext({ baseURL: analyticsBaseURL });
    await returning.addCookies([
      {
        name: 'cc_cookie',
        value: encodeURIComponent(JSON.stringify({ categories: ['necessary'], revision: 1 })),
        url: analyticsBaseURL,
      },
    ]);
    await stubGoogle(returning);
    const back = await returning.newPage();
    await back.route('**/_next/static/**/*.js', (route) => route.abort());
    await back.goto('/about');
    await expect(back.locator('h1')).toBeVisible();
    await expect(banner(back)).toBeHidden();
    await returning.close();
  });

  test('the banner is shown whole or not at all: a page whose HTML stops inside it shows none of it', async ({ browser }) => {
    // The browser may paint before the rest of the HTML arrives; half a banner fixed at the bottom
    // would then grow upwards when it does, shifting the layout (npm run bench measured it).
    const context = await browser.newContext({ baseURL: analyticsBaseURL });
    await stubGoogle(context);
    const page = await context.newPage();
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.route('**/about', async (route) => {
      const html = await (await route.fetch()).text();
      const cut = html.indexOf('</h2>', html.indexOf('id="consent-banner"'));
      expect(cut).toBeGreaterThan(0);
      await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html.slice(0, cut + '</h2>'.length) });
    });
    await page.goto('/about');
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('#consent-banner')).toHaveCount(1);
    await expect(page.locator('#consent-banner')).toBeHidden();
    await context.close();
  });

  test('"Reject" loads nothing, and the banner stays closed on the next page', async ({ page, context }) => {
    const traffic = await stubGoogle(context);
    await page.goto('/?utm_source=newsletter');
    await consentReady(page);
    await banner(page).getByRole('button', { name: en.Consent.rejectAll, exact: true }).click();
    await expect(banner(page)).toBeHidden();
    expect(await choice(context)).toMatchObject({ categories: ['necessary'], revision: 1 });
    await page.getByRole('contentinfo').getByRole('link', { name: en.Footer.privacy }).click();
    await expect(page).toHaveURL('/privacy-policy');
    await page.goto('/about');
    await consentReady(page);
    await expect(banner(page)).toBeHidden();
    expect(traffic.requests).toEqual([]);
    expect(await optionalCookies(page, context)).toEqual([]);
  });

  test('a choice given for an older set of categories counts as none: the visitor is asked again', async ({ page, context }) => {
    await context.addCookies([
      {
        name: 'cc_cookie',
        value: encodeURIComponent(JSON.stringify({ categories: ['necessary', 'analytics'], revision: 0 })),
        url: analyticsBaseURL,
      },
    ]);
    const traffic = await stubGoogle(context);
    await page.goto('/about');
    await consentReady(page);
    await expect(banner(page)).toBeVisible();
    expect(traffic.requests).toEqual([]);
  });

  test('"Accept" loads the tag; page views and the lead event carry no personal data; the call page is sent as /call', async ({
    page,
    context,
  }) => {
    const traffic = await stubGoogle(context);
    const name = uniqueName('Selin');
    await page.clock.install();
    await page.goto(`${localizedPath('en', '/landing/check-up')}?utm_source=google&utm_campaign=spring&name=Selin`);
    await page.clock.fastForward(2500);
    await consentReady(page);
    await banner(page).getByRole('button', { name: en.Consent.acceptAll, exact: true }).click();
    await expect(banner(page)).toBeHidden();
    expect(await choice(context)).toMatchObject({ categories: ['necessary', 'analytics', 'marketing'], revision: 1 });
    await expect.poll(() => events(traffic, 'page_view').length).toBe(1);
    expect(traffic.requests[0]).toBe(`https://www.googletagmanager.com/gtag/js?id=${analyticsMeasurementId}`);
    // The campaign stays (it is what analytics is for); any other parameter goes.
    expect(events(traffic, 'page_view')[0]!.get('dl')).toBe(`${analyticsBaseURL}/landing/check-up?utm_source=google&utm_campaign=spring`);
    expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(expect.arrayContaining(['_ga', '_ga_E2ETEST123']));

    const form = page.locator('#landing-form');
    await waitForHydration(form);
    await form.locator('input[name=email]').fill('selin@example.com');
    await sendLeadForm(page, form, name, '+49 30 901820');
    await expect(page).toHaveURL(/\/call\/[A-Za-z0-9_-]{24}\//);
    const leadId = new URL(page.url()).pathname.split('/')[2]!;

    await expect.poll(() => events(traffic, 'generate_lead').length).toBe(1);
    const lead = events(traffic, 'generate_lead')[0]!;
    expect(lead.get('ep.lead_type')).toBe('quote');
    expect(lead.get('ep.programme')).toBe('check-up');
    expect(lead.get('ep.locale')).toBe('en');
    await expect.poll(() => events(traffic, 'page_view').map((hit) => hit.get('dl'))).toContain(`${analyticsBaseURL}/call`);
    const callView = events(traffic, 'page_view').find((hit) => hit.get('dl') === `${analyticsBaseURL}/call`)!;
    expect(callView.get('dr')).toBe(`${analyticsBaseURL}/landing/check-up?utm_source=google&utm_campaign=spring`);
    // Nothing personal in anything sent: not the name, the phone, the email, nor the lead's id.
    const sent = traffic.hits.map((hit) => decodeURIComponent(hit.toString()).replace(/\+/g, ' ')).join('\n');
    for (const personal of [name, name.split(' ')[1]!, 'Selin', '901820', 'selin@example.com', leadId]) {
      expect(sent).not.toContain(personal);
    }
    // No banner on the call page, even after a client-side navigation.
    await expect(banner(page)).toBeHidden();
  });

  test('the settings reopen from the footer, and withdrawing removes the _ga cookies and stops measuring', async ({ page, context }) => {
    const traffic = await stubGoogle(context);
    await page.goto('/about');
    await consentReady(page);
    await banner(page).getByRole('button', { name: en.Consent.acceptAll, exact: true }).click();
    await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).toContain('_ga');

    await page.getByRole('contentinfo').getByRole('button', { name: en.Footer.cookieSettings }).click();
    await expect(preferences(page)).toBeVisible();
    await expect(preferences(page).getByRole('heading', { name: en.Consent.preferencesTitle })).toBeVisible();
    await preferences(page).getByRole('button', { name: en.Consent.rejectAll, exact: true }).click();
    await expect(preferences(page)).toBeHidden();
    expect(await choice(context)).toMatchObject({ categories: ['necessary'] });
    await expect.poll(() => optionalCookies(page, context)).toEqual([]);

    const sentBefore = traffic.hits.length;
    await page.getByRole('contentinfo').getByRole('link', { name: en.Footer.privacy }).click();
    await expect(page).toHaveURL('/privacy-policy');
    await page.goto('/contact');
    await consentReady(page);
    expect(traffic.hits.length).toBe(sentBefore);
    expect(await optionalCookies(page, context)).toEqual([]);
  });

  test('the banner is usable with the keyboard alone', async ({ page, context }) => {
    await stubGoogle(context);
    await page.goto('/about');
    await consentReady(page);
    // The banner takes the focus when it appears (it is a dialog), so the keyboard is already there.
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('#consent-banner')))).toBe(true);
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    for (let step = 0; step < 5 && (await focused()) !== en.Consent.showPreferences; step += 1) await page.keyboard.press('Tab');
    expect(await focused()).toBe(en.Consent.showPreferences);
    await page.keyboard.press('Enter');
    await expect(preferences(page)).toBeVisible();
    // Focus moves into the dialog and stays there; Escape closes it and returns focus.
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('#cc-main .pm')))).toBe(true);
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#cc-main')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(preferences(page)).toBeHidden();
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('#consent-banner')))).toBe(true);
    for (let step = 0; step < 5 && (await focused()) !== en.Consent.acceptAll; step += 1) await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe(en.Consent.acceptAll);
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden();
    expect(await choice(context)).toMatchObject({ categories: ['necessary', 'analytics', 'marketing'] });
  });

  for (const locale of ['de', 'ru'] as const) {
    test(`the banner and its settings in ${locale}, with no accessibility violation`, async ({ page, context }) => {
      await stubGoogle(context);
      const t = messages(locale);
      await page.goto(localizedPath(locale, '/'));
      await consentReady(page);
      await expect(banner(page).getByRole('heading', { name: t.Consent.title })).toBeVisible();
      await expect(banner(page).getByRole('button', { name: t.Consent.acceptAll, exact: true })).toBeVisible();
      await expect(banner(page).getByRole('button', { name: t.Consent.rejectAll, exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      await banner(page).getByRole('button', { name: t.Consent.showPreferences, exact: true }).click();
      await expect(preferences(page).getByRole('heading', { name: t.Consent.preferencesTitle })).toBeVisible();
      await expect(preferences(page)).toContainText(t.Consent.marketingTitle);
      await expect(preferences(page)).toContainText('_ga');
      await expectNoAxeViolations(page);
    });
  }

  test('with the marketing consent, the first page’s campaign travels with a lead sent later; withdrawing forgets it', async ({
    page,
    context,
  }) => {
    await stubGoogle(context);
    const name = uniqueName('Marta');
    await page.goto('/?utm_source=newsletter&utm_campaign=spring&gclid=abc123');
    await consentReady(page);
    await banner(page).getByRole('button', { name: en.Consent.showPreferences, exact: true }).click();
    // Marketing attribution only, not analytics.
    await preferences(page).getByRole('checkbox', { name: en.Consent.marketingTitle }).check();
    await preferences(page).getByRole('button', { name: en.Consent.savePreferences }).click();
    expect(await choice(context)).toMatchObject({ categories: ['necessary', 'marketing'] });
    await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).toContain('lead_attribution');

    await page.goto('/about?utm_source=other');
    await page.clock.install();
    await page.goto('/contact');
    const form = page.locator('#contact-form');
    await sendLeadForm(page, form, name, '+44 20 7946 0958');
    await expect(page).toHaveURL('/complete');
    const hook = await hookFor(name);
    expect(hook.body.lead.attribution).toMatchObject({ utm_source: 'newsletter', utm_campaign: 'spring', gclid: 'abc123' });

    await page.getByRole('contentinfo').getByRole('button', { name: en.Footer.cookieSettings }).click();
    await preferences(page).getByRole('button', { name: en.Consent.rejectAll, exact: true }).click();
    await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).not.toContain('lead_attribution');
  });

  test('without the marketing consent, a form carries its own page’s campaign and nothing is kept', async ({ page, context }) => {
    await stubGoogle(context);
    const name = uniqueName('Omar');
    await page.goto('/?utm_source=newsletter&utm_campaign=spring');
    await consentReady(page);
    await banner(page).getByRole('button', { name: en.Consent.rejectAll, exact: true }).click();
    await page.clock.install();
    await page.goto('/contact?utm_source=partner&utm_campaign=autumn');
    const form = page.locator('#contact-form');
    await sendLeadForm(page, form, name, '+44 20 7946 0958');
    await expect(page).toHaveURL('/complete');
    const hook = await hookFor(name);
    expect(hook.body.lead.attribution).toMatchObject({ utm_source: 'partner', utm_campaign: 'autumn' });
    expect(await optionalCookies(page, context)).toEqual([]);
  });

  test('an open banner closes when a lead leads to the call page, and asks again back on the site', async ({ page, context }) => {
    const traffic = await stubGoogle(context);
    await page.clock.install();
    await page.goto(localizedPath('en', '/landing/check-up'));
    await page.clock.fastForward(2500);
    await consentReady(page);
    await expect(banner(page)).toBeVisible();
    await sendLeadForm(page, page.locator('#landing-form'), uniqueName('Ece'), '+49 30 901820');
    await expect(page).toHaveURL(/\/call\/[A-Za-z0-9_-]{24}\//);
    await expect(banner(page)).toBeHidden();
    await page.getByRole('link', { name: 'Bosphorus Health Bridge, home page' }).click();
    await expect(page).toHaveURL('/');
    await expect(banner(page)).toBeVisible();
    expect(traffic.requests).toEqual([]);
    expect(await choice(context)).toBeUndefined();
  });

  test('never on the call page, nor in the staff inbox', async ({ page, context, request }) => {
    const traffic = await stubGoogle(context);
    const lead = await createQuoteLead(request, { name: 'Deniz Kaya' });
    await page.goto(lead.next);
    await expect(page.locator('h1')).toContainText('Deniz Kaya');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#cc-main, #consent-banner')).toHaveCount(0);
    await expect(page.getByRole('button', { name: en.Footer.cookieSettings })).toHaveCount(0);
    await page.goto('/admin/sign-in');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#cc-main, #consent-banner')).toHaveCount(0);
    expect(traffic.requests).toEqual([]);
  });

  test('without JavaScript, a page reads as usual, offers no choice it cannot keep, and sets nothing optional', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: analyticsBaseURL });
    const traffic = await stubGoogle(context);
    const page = await context.newPage();
    await page.goto(`${localizedPath('en', '/landing/check-up')}?utm_source=google&gclid=G3`);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('#landing-form')).toBeVisible();
    await expect(page.getByRole('button', { name: en.Footer.cookieSettings })).toBeHidden();
    // The first layer is in the HTML, but without JavaScript no choice could be kept: it is hidden.
    await expect(page.locator('#consent-banner')).toBeHidden();
    expect((await context.cookies()).map((cookie) => cookie.name).filter((name) => !necessary.has(name))).toEqual([]);
    expect(traffic.requests).toEqual([]);
    await context.close();
  });

  test.describe('on the 404 page', () => {
    // The browser itself logs the page's own 404 answer.
    test.use({ expectedConsoleErrors: [/status of 404/] });

    test('the 404 page asks too, and its footer opens the settings', async ({ page, context }) => {
      await stubGoogle(context);
      await page.goto('/de/keine-solche-seite');
      await consentReady(page);
      const de = messages('de');
      await expect(banner(page).getByRole('heading', { name: de.Consent.title })).toBeVisible();
      await banner(page).getByRole('button', { name: de.Consent.rejectAll, exact: true }).click();
      await page.getByRole('contentinfo').getByRole('button', { name: de.Footer.cookieSettings }).click();
      await expect(preferences(page).getByRole('heading', { name: de.Consent.preferencesTitle })).toBeVisible();
    });
  });

  test('the security policy allows Google’s tag and measurement hosts', async ({ request }) => {
    const csp = (await request.get('/')).headers()['content-security-policy'];
    expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')+ https:\/\/www\.googletagmanager\.com;/);
    expect(csp).toContain('https://*.google-analytics.com');
  });
});

test.describe('without a measurement id', () => {
  test('no banner, no settings link, nothing optional set, nothing asked of Google', async ({ page, context, request }) => {
    const traffic = await stubGoogle(context);
    await page.goto(`${localizedPath('en', '/landing/check-up')}?utm_source=google&gclid=G2`);
    await page.waitForLoadState('networkidle');
    await page.goto('/about?utm_source=google');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#cc-main')).toHaveCount(0);
    await expect(page.locator('html[data-consent]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: en.Footer.cookieSettings })).toHaveCount(0);
    expect(await optionalCookies(page, context)).toEqual([]);
    expect(traffic.requests).toEqual([]);
    expect((await request.get(`${baseURL}/`)).headers()['content-security-policy']).not.toContain('google');
  });
});
