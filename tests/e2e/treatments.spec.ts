import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Messages } from 'next-intl';
import { createTranslator } from 'use-intl/core';
import { treatmentIds, type TreatmentId } from '../../src/config/treatments';
import { faqKeys, type TreatmentContent } from '../../src/lib/content/schemas';
import { fillFacts } from '../../src/lib/content/treatment-content';
import { factValues, treatmentFactItems } from '../../src/features/treatments/facts';
import { locales, type Locale } from '../../src/i18n/locales';
import { expect, expectNoAxeViolations, hookFor, htmlLang, letters, localizedPath, sendLeadForm, test } from './fixtures';

/*
 * Every treatment page in every language, as a visitor and a crawler meet it: the page itself,
 * its facts, a FAQ used with the keyboard and its language alternates. The consultation request
 * that reaches the team with the treatment set is the deep flow: it is sent from every treatment
 * in English and from one treatment in each other language, a different one in each, so that
 * every treatment's form and every language's form reach the team without sending 112 leads.
 */

const BRAND = 'Bosphorus Health Bridge';
const SITE = 'http://localhost:3000';
const root = join(__dirname, '../..');
const readJson = <T>(path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as T;

const messages = (locale: Locale) => readJson<Messages>(`messages/${locale}.json`);
const path = (id: TreatmentId, locale: Locale) => localizedPath(locale, '/services/[slug]', { slug: id });
const sendsRequest = (id: TreatmentId, locale: Locale) => locale === 'en' || treatmentIds.indexOf(id) === locales.indexOf(locale) * 2;

/** What the page must show: its copy with the facts filled in, and the facts block. */
function expected(id: TreatmentId, locale: Locale) {
  const t = createTranslator({ locale, messages: messages(locale), namespace: 'TreatmentFacts' });
  const facts = treatmentFactItems(id, locale, t);
  const content = fillFacts(readJson<TreatmentContent>(`content/${locale}/treatments/${id}.json`), factValues(facts));
  return { content, facts };
}

for (const locale of locales) {
  test.describe(`treatment pages in ${locale}`, () => {
    for (const id of treatmentIds) {
      const sends = sendsRequest(id, locale);
      test(`${id}: page, facts, keyboard FAQ and alternates${sends ? ', and a consultation request' : ''}`, async ({ page }) => {
        const { content, facts } = expected(id, locale);
        const t = messages(locale);
        await page.clock.install();
        const response = await page.goto(path(id, locale));
        expect(response?.status()).toBe(200);
        expect(await htmlLang(page)).toBe(locale);
        await expect(page).toHaveTitle(`${content.pageTitle} | ${BRAND}`);
        await expect(page.locator('h1')).toHaveText(content.title);
        // The eyebrow above the title names the service area, never the title again.
        const eyebrow = (await page.locator('h1').locator('xpath=preceding-sibling::a[1]').innerText()).trim().toLowerCase();
        expect(eyebrow).not.toBe(content.title.toLowerCase());
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', content.description);

        // The basic-information block shows the spec's facts, in this language.
        const block = page.getByTestId('facts');
        await expect(block.locator('dt')).toHaveText(facts.map((fact) => fact.label));
        await expect(block.locator('dd')).toHaveText(facts.map((fact) => fact.value));

        // Every part of the page is there, in order.
        await expect(page.locator('main ol li p')).toHaveText(content.overview.steps);
        await expect(page.locator('main blockquote')).toHaveText(content.quote);
        for (const section of [content.what, content.candidate, content.benefits, content.expect]) {
          await expect(page.getByRole('heading', { level: 2, name: section.title, exact: true })).toBeVisible();
        }
        await expect(page.getByText(t.TreatmentPage.notMedicalAdvice)).toBeVisible();
        await expect(page.getByText(t.TreatmentPage.disclaimer)).toBeVisible();
        await expect(page.getByText(new RegExp(t.TreatmentPage.lastReviewed.split('{')[0]!))).toBeVisible();

        // The FAQ: every question, closed at first, opened with the keyboard.
        const questions = page.locator('#faq summary');
        await expect(questions).toHaveText(faqKeys.map((key) => content.faq[key].question));
        const first = page.locator('#faq details').first();
        await expect(first).not.toHaveAttribute('open');
        await questions.first().focus();
        await page.keyboard.press('Enter');
        await expect(first).toHaveAttribute('open');
        await expect(first.getByText(content.faq.surgeryTime.answer)).toBeVisible();
        await page.keyboard.press('Tab');
        await page.keyboard.press('Space');
        await expect(page.locator('#faq details').nth(1)).toHaveAttribute('open');

        // The canonical URL and one alternate per language, each that language's slug for this
        // treatment: every page of the treatment names the same set, so they are reciprocal.
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}${path(id, locale)}`);
        const alternates = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
        expect(Object.fromEntries(alternates)).toEqual({
          ...Object.fromEntries(locales.map((other) => [other, `${SITE}${path(id, other)}`])),
          'x-default': `${SITE}${path(id, 'en')}`,
        });

        // A consultation request from this page reaches the team with the treatment set.
        if (!sends) return;
        const name = `Treatment Tester${letters()}`;
        await sendLeadForm(page, page.locator('#consultation-form'), name);
        await expect(page).toHaveURL(localizedPath(locale, '/complete'));
        const hook = await hookFor(name);
        expect(hook.body.lead).toMatchObject({ type: 'consultation', treatment: id, locale, page: path(id, locale) });
      });
    }
  });
}

test('the FAQ and the consultation form work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': '10.201.1.1' } });
  const page = await context.newPage();
  const { content } = expected('gastric-balloon', 'ru');
  await page.goto(path('gastric-balloon', 'ru'));
  await page.locator('#faq summary').nth(3).click();
  await expect(page.getByText(content.faq.risk.answer)).toBeVisible();

  const name = `Без Скрипта${letters()}`;
  const form = page.locator('#consultation-form');
  await form.locator('input[name=fullName]').fill(name);
  await form.locator('input[name=phone]').fill('+7 912 345-67-89');
  await form.locator('input[name=consentPrivacy]').check();
  await form.locator('button[type=submit]').click();
  await expect(page).toHaveURL(localizedPath('ru', '/complete'));
  expect((await hookFor(name)).body.lead).toMatchObject({ treatment: 'gastric-balloon', locale: 'ru' });
  await context.close();
});

test('a treatment page describes itself as a MedicalWebPage about a MedicalProcedure', async ({ request }) => {
  const html = await (await request.get(path('gastric-bypass', 'de'))).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );
  const { content } = expected('gastric-bypass', 'de');
  expect(blocks.find((block) => block['@type'] === 'MedicalWebPage')).toMatchObject({
    url: `${SITE}${path('gastric-bypass', 'de')}`,
    inLanguage: 'de-DE',
    lastReviewed: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    about: {
      '@type': 'MedicalProcedure',
      name: content.title,
      procedureType: 'https://schema.org/SurgicalProcedure',
      howPerformed: expect.stringContaining(content.overview.steps[0]!),
      preparation: content.faq.consultation.answer,
      followup: content.faq.aftercare.answer,
    },
  });
  expect(blocks.find((block) => block['@type'] === 'BreadcrumbList')).toMatchObject({
    itemListElement: [{ position: 1 }, { position: 2 }, { position: 3, name: content.title }],
  });
});

for (const locale of ['en', 'tr', 'ru'] as const) {
  for (const id of ['rinoplasty', 'dental-implants'] as const) {
    test(`${id} in ${locale} has no axe violations, with its FAQ open`, async ({ page }) => {
      await page.goto(path(id, locale));
      await page.locator('#faq details').evaluateAll((items) => items.forEach((item) => item.setAttribute('open', '')));
      await expectNoAxeViolations(page);
    });
  }
}
