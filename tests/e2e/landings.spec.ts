import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  checkUpTiers,
  dentalTravelFigure,
  isSurgical,
  landingProgrammes,
  orthopedicPackages,
  packagesFor,
} from '../../src/config/landings';
import { promotionProfile } from '../../src/config/promotion';
import { locales, type Locale } from '../../src/i18n/locales';
import { landingPages } from '../../src/i18n/routing';
import { expect, expectNoAxeViolations, hookFor, letters, localizedPath, sendLeadForm, test, waitForHydration } from './fixtures';

/*
 * The seven landing pages for paid traffic (issue 11), in every locale: the offer and the form,
 * two doctors, six band items, four plan items, the orthopedic packages, the check-up tiers, and
 * the funnel from the form to the call page with the visit's attribution.
 */

const BRAND = 'Bosphorus Health Bridge';
const read = (path: string) => JSON.parse(readFileSync(join(__dirname, '../..', path), 'utf8')) as Record<string, unknown>;
const content = (locale: Locale, programme: string) =>
  read(`content/${locale}/landings/${programme}.json`) as {
    pageTitle: string;
    title: string;
    submit: string;
    risks?: { summary: string; title: string; points: string[] };
  };
const messages = (locale: Locale) =>
  read(`messages/${locale}.json`) as {
    CheckUp: Record<string, string>;
    CallPage: { welcome: string };
    LeadForm: Record<string, string>;
    LandingPage: Record<string, string>;
  };

async function checkPage(page: Page, locale: Locale, pathname: (typeof landingPages)[number]) {
  const programme = landingProgrammes[pathname];
  const response = await page.goto(localizedPath(locale, pathname));
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page).toHaveTitle(`${content(locale, programme).pageTitle} | ${BRAND}`);
  await expect(page.locator('h1')).toHaveText(content(locale, programme).title);
  await expect(page.locator('[data-doctor]')).toHaveCount(2);
  await expect(page.locator('[data-band] li')).toHaveCount(6);
  await expect(page.locator('[data-plan] li')).toHaveCount(4);
  await expect(page.locator('#landing-form button[type=submit]')).toHaveText(content(locale, programme).submit);
  await expect(page.locator('#landing-form input[name=type]')).toHaveValue('quote');
  await expect(page.locator('#landing-form input[name=programme]')).toHaveValue(programme);

  const packages = packagesFor(programme);
  await expect(page.locator('[data-package]')).toHaveCount(packages.length);
  if (packages.length > 0) {
    expect(await page.locator('[data-package]').evaluateAll((items) => items.map((item) => item.getAttribute('data-package')))).toEqual(
      packages,
    );
    for (const item of await page.locator('[data-package]').all()) {
      await expect(item.locator('[data-fact]')).toHaveCount(4);
    }
  }

  const t = messages(locale).CheckUp;
  if (programme === 'check-up') {
    await expect(page.locator('[data-tier]')).toHaveCount(4);
    await expect(page.locator('[data-tier] h3')).toHaveText([t.tierStandard!, t.tierVip!, t.tierVipPlus!, t.tierOneDay!]);
    // The Turkish promotion profile shows no badge (docs/decisions/016-turkish-promotion-profile.md).
    if (promotionProfile(locale).tierBadges) {
      await expect(page.locator('[data-badge=popular]')).toHaveText(t.badgePopular!);
      await expect(page.locator('[data-badge=recommended]')).toHaveText(t.badgeRecommended!);
    } else {
      await expect(page.locator('[data-badge]')).toHaveCount(0);
      expect(await page.locator('main').innerText()).not.toContain(t.badgePopular!);
      expect(await page.locator('main').innerText()).not.toContain(t.badgeRecommended!);
    }
    for (const tier of await page.locator('[data-tier]').all()) {
      await expect(tier).toContainText(t.location!);
      await expect(tier.locator('[data-price]')).toContainText(t.priceOnRequest!);
    }
  }
  // The Turkish promotion rules: no price on a Turkish page, whatever the configuration says.
  if (locale === 'tr') expect(await page.locator('main').innerText()).not.toMatch(/€|EUR|TL|₺/);
  // A doctor's card has its own call to action except on Turkish pages; the page's form is there either way.
  await expect(page.locator('[data-doctor] [data-doctor-cta]')).toHaveCount(promotionProfile(locale).doctorCallToAction ? 2 : 0);

  // A surgical programme names its risks beside its benefits and links to the full explanation.
  const risks = content(locale, programme).risks;
  if (isSurgical(programme)) {
    const summary = page.locator('[data-risks-summary]');
    await expect(summary).toContainText(messages(locale).LandingPage.risksTitle!);
    await expect(summary).toContainText(risks!.summary);
    await summary.getByRole('link', { name: messages(locale).LandingPage.risksLink! }).click();
    await expect(page).toHaveURL(/#risks$/);
    const section = page.locator('section#risks');
    await expect(section.locator('h2')).toHaveText(risks!.title);
    await expect(section.locator('li')).toHaveCount(risks!.points.length);
  } else {
    await expect(page.locator('[data-risks-summary], section#risks')).toHaveCount(0);
  }

  // The dental figure comes with its source.
  if (programme === 'dental' && dentalTravelFigure) {
    await expect(page.locator('[data-figure-source]')).toContainText(dentalTravelFigure.source.name);
  }

  // Search and sharing: a card image made for the programme, and the page described as a MedicalWebPage.
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`/og/${programme}\\.png$`));
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as { '@type': string; about?: unknown },
  );
  expect(data.map((item) => item['@type']).sort()).toEqual(['BreadcrumbList', 'MedicalWebPage']);
  // The default doctors are demo people: never described as real physicians.
  expect(JSON.stringify(data)).not.toContain('Physician');

  // Each language link leads to this same landing page in that language.
  const hrefs = await page
    .locator('header details.language-switcher ul a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(locales.map((other) => localizedPath(other, pathname)));
}

for (const locale of locales) {
  test(`the seven landing pages in ${locale}: offer, form, doctors, band, plan, packages and tiers`, async ({ page }) => {
    test.setTimeout(90_000);
    for (const pathname of landingPages) await checkPage(page, locale, pathname);
  });
}

test('each programme has its social-card image', async ({ request }) => {
  for (const programme of new Set(Object.values(landingProgrammes))) {
    const response = await request.get(`/og/${programme}.png`);
    expect(response.status(), programme).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect((await response.body()).subarray(1, 4).toString()).toBe('PNG');
  }
});

test('the Man and Women lists of each check-up tier switch without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const t = messages('en').CheckUp;
  await page.goto('/landing/check-up');
  for (const tier of checkUpTiers) {
    const card = page.locator(`[data-tier=${tier}]`);
    await expect(card.locator('[data-list=women]')).toBeVisible();
    await expect(card.locator('[data-list=men]')).toBeHidden();
    await card.getByText(t.men!, { exact: true }).click();
    await expect(card.locator('[data-list=men]')).toBeVisible();
    await expect(card.locator('[data-list=women]')).toBeHidden();
  }
  // The programmes differ where medicine says so.
  const vip = page.locator('[data-tier=vip]');
  await expect(vip.locator('[data-list=men]')).toContainText('PSA');
  await expect(vip.locator('[data-list=men]')).not.toContainText('Pap');
  await context.close();
});

const uniqueName = (first: string) => `${first} Lander${letters()}`;

for (const locale of ['en', 'ru'] as const) {
  test(`a lead from the check-up page in ${locale} goes to the call page with its tier and the ad's attribution`, async ({ page }) => {
    const name = uniqueName('Lena');
    await page.clock.install();
    await page.goto(`${localizedPath(locale, '/landing/check-up')}?utm_source=google&utm_campaign=checkup&gclid=TEST`);
    const form = page.locator('#landing-form');
    await waitForHydration(form);
    // A tier's button preselects that tier in the form.
    await page.locator('[data-tier-link=vip-plus]').click();
    await expect(form.locator('select[name=checkupTier]')).toHaveValue('vip-plus');
    await sendLeadForm(page, form, name, '+49 30 901820');
    await expect(page).toHaveURL(/\/call\/[A-Za-z0-9_-]{24}\//);
    await expect(page.locator('h1')).toContainText(name);
    const hook = await hookFor(name);
    expect(hook.body.lead).toMatchObject({ type: 'quote', programme: 'check-up', checkupTier: 'vip-plus', locale });
    expect(hook.body.lead.attribution).toMatchObject({ utm_source: 'google', utm_campaign: 'checkup', gclid: 'TEST' });
  });
}

test('a German browser on the English landing page: its phone country is Germany, its time zone is sent, its language links keep the ad', async ({
  browser,
}) => {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const context = await browser.newContext({
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
  });
  const page = await context.newPage();
  const name = uniqueName('Jonas');
  await page.clock.install();
  await page.goto(`${localizedPath('en', '/landing/orthopedics/hip-prosthesis')}?utm_source=google&utm_campaign=hip&gclid=G9`);
  const form = page.locator('#landing-form');
  await waitForHydration(form);
  // The browser's region, not the page's language (English would be the United Kingdom).
  await expect(form.locator('select[name=phoneCountry]')).toHaveValue('DE');
  // Changing language keeps the campaign: a visitor who refused cookies keeps the ad's attribution.
  const deutsch = page.locator('header details.language-switcher a[hreflang=de]');
  const href = new URL((await deutsch.getAttribute('href'))!, 'http://localhost');
  expect(Object.fromEntries(href.searchParams)).toEqual({ utm_source: 'google', utm_campaign: 'hip', gclid: 'G9' });
  // A German number typed as Germans write it is taken.
  await sendLeadForm(page, form, name, '030 901820');
  await expect(page).toHaveURL(/\/call\/[A-Za-z0-9_-]{24}\//);
  const hook = await hookFor(name);
  expect(hook.body.lead).toMatchObject({
    programme: 'hip-prosthesis',
    subject: 'Hip prosthesis programme',
    phone: '+4930901820',
    timeZone: 'Europe/Berlin',
  });
  await context.close();
});

test('without a region in the browser’s languages, its time zone names the phone’s country', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de', timezoneId: 'Europe/Vienna' });
  const page = await context.newPage();
  await page.goto(localizedPath('en', '/landing/check-up'));
  const form = page.locator('#landing-form');
  await waitForHydration(form);
  await expect(form.locator('select[name=phoneCountry]')).toHaveValue('AT');
  await context.close();
});

test('without JavaScript, a landing form is answered with a 303 to the call page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': '10.201.1.1' } });
  const page = await context.newPage();
  const name = uniqueName('Jan');
  const path = localizedPath('de', '/landing/orthopedics/knee-prosthesis');
  await page.goto(`${path}?utm_source=facebook&fbclid=FB1`);
  const form = page.locator('#landing-form');
  await form.locator('input[name=fullName]').fill(name);
  await form.locator('select[name=phoneCountry]').selectOption('DE');
  await form.locator('input[name=phone]').fill('030 901820');
  await form.locator('input[name=consentPrivacy]').check();
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => candidate.url().endsWith('/api/leads')),
    form.locator('button[type=submit]').click(),
  ]);
  expect(response.status()).toBe(303);
  expect(response.headers().location).toMatch(/^\/de\/call\/[A-Za-z0-9_-]{24}\//);
  await expect(page.locator('h1')).toContainText(name);
  const hook = await hookFor(name);
  expect(hook.body.lead).toMatchObject({ type: 'quote', programme: 'knee-prosthesis', page: path });
  expect(hook.body.lead.attribution).toMatchObject({ utm_source: 'facebook', fbclid: 'FB1' });
  await context.close();
});

test('the orthopedic sub-pages show their own package first', async ({ page }) => {
  for (const item of orthopedicPackages) {
    const pathname = (Object.entries(landingProgrammes).find(([, programme]) => programme === item)?.[0] ??
      '/landing/orthopedics') as (typeof landingPages)[number];
    await page.goto(localizedPath('en', pathname));
    await expect(page.locator('[data-package]').first()).toHaveAttribute('data-package', item);
  }
});

for (const locale of ['en', 'tr', 'ru'] as const) {
  for (const pathname of ['/landing/check-up', '/landing/orthopedics', '/landing/oncology/oncology-treatments'] as const) {
    test(`${pathname} in ${locale} has no axe violations`, async ({ page }) => {
      await page.goto(localizedPath(locale, pathname));
      await expectNoAxeViolations(page);
    });
  }
}
