import { Webhook } from 'standardwebhooks';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales';
import { sink } from '../../playwright.config';
import { TEST_WEBHOOK_SECRET } from '../support/secrets';
import type { ReceivedEmail, ReceivedHook } from '../support/sink';
import { expect, letters, localizedPath, sendLeadForm, test, waitForHydration } from './fixtures';

/*
 * The lead forms end to end: a visitor fills a form in a browser, the lead is stored, and the
 * coordinators' email, the visitor's confirmation and the signed webhook arrive at the real
 * SMTP server and HTTP receiver the test run started (tests/support/sink.ts).
 */

const messages = (locale: Locale) =>
  JSON.parse(readFileSync(join(__dirname, `../../messages/${locale}.json`), 'utf8')) as {
    CompletePage: { success: string };
    LeadForm: Record<string, string> & { fieldErrors: Record<string, string> };
  };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

// The browser itself logs a request answered 400 or 503; the page must not add errors of its own.
test.use({ expectedConsoleErrors: [/Failed to load resource: the server responded with a status of (400|503)/] });

/** A name no other test uses, to find this test's messages at the sink. */
const uniqueName = (first: string) => `${first} Tester${letters()}`;

/**
 * A person needs more than 3 s to fill a form; faster posts are stored as spam and nobody is
 * notified. The page's clock moves on instead of the test waiting.
 */
async function takeYourTime(page: Page) {
  await page.clock.fastForward(5000);
}

const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

async function received(q: string): Promise<{ emails: ReceivedEmail[]; hooks: ReceivedHook[] }> {
  const response = await fetch(`http://127.0.0.1:${sink.httpPort}/received?q=${encodeURIComponent(q)}`);
  return (await response.json()) as { emails: ReceivedEmail[]; hooks: ReceivedHook[] };
}

async function expectNotified(name: string, { visitorEmail }: { visitorEmail?: string } = {}) {
  await expect.poll(async () => (await received(name)).emails.length, { timeout: 15_000 }).toBe(visitorEmail ? 2 : 1);
  await expect.poll(async () => (await received(name)).hooks.length, { timeout: 15_000 }).toBe(1);
  const { emails, hooks } = await received(name);
  expect(emails.find((email) => email.to.includes('coordinators@example.com'))?.text).toContain(`Full name: ${name}`);
  if (visitorEmail) expect(emails.some((email) => email.to.includes(visitorEmail))).toBe(true);
  const hook = hooks[0]!;
  // Signed per the Standard Webhooks scheme: the receiver's library verifies it.
  expect(new Webhook(TEST_WEBHOOK_SECRET).verify(hook.raw, hook.headers)).toBeTruthy();
  return { emails, hook };
}

for (const locale of ['en', 'de'] as const) {
  const t = messages(locale);

  test.describe(`contact form in ${locale}`, () => {
    test('sends a lead with JavaScript and lands on the thank-you page', async ({ page }) => {
      const name = uniqueName('Maria');
      await page.clock.install();
      await page.goto(localizedPath(locale, '/contact'));
      const form = page.locator('#contact-form');
      await waitForHydration(form);
      await form.getByRole('textbox', { name: t.LeadForm.fullName, exact: true }).fill(name);
      await form.getByRole('textbox', { name: t.LeadForm.phone }).fill('+44 20 7946 0958');
      const email = `maria.${letters()}@example.com`;
      await form.getByRole('textbox', { name: t.LeadForm.email, exact: true }).fill(email);
      await form.getByRole('textbox', { name: t.LeadForm.message, exact: true }).fill('I would like to ask about dental implants.');
      // The health-data consent appears once a message is written.
      await form.locator('input[name=consentHealthData]').check();
      await form.locator('input[name=consentPrivacy]').check();
      await takeYourTime(page);
      await form.getByRole('button', { name: t.LeadForm.submit }).click();

      await expect(page).toHaveURL(localizedPath(locale, '/complete'));
      await expect(page.getByText(t.CompletePage.success)).toBeVisible();
      const { hook } = await expectNotified(name, { visitorEmail: email });
      expect(hook.body.lead).toMatchObject({ type: 'contact', locale, phone: '+442079460958', fullName: name });
    });

    test('sends a lead without JavaScript and lands on the thank-you page', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': '10.200.1.1' } });
      const page = await context.newPage();
      const name = uniqueName('Jonas');
      await page.goto(localizedPath(locale, '/contact'));
      const form = page.locator('#contact-form');
      await form.locator('input[name=fullName]').fill(name);
      await form.locator('select[name=phoneCountry]').selectOption('DE');
      await form.locator('input[name=phone]').fill('030 901820');
      await form.locator('input[name=consentPrivacy]').check();
      await form.locator('button[type=submit]').click();

      await expect(page).toHaveURL(localizedPath(locale, '/complete'));
      await expect(page.getByText(t.CompletePage.success)).toBeVisible();
      const { hook } = await expectNotified(name);
      expect(hook.body.lead).toMatchObject({ phone: '+4930901820', page: localizedPath(locale, '/contact') });
      await context.close();
    });

    test('shows each field error translated, announced and focused, and keeps what was typed', async ({ page }) => {
      await page.goto(localizedPath(locale, '/contact'));
      const form = page.locator('#contact-form');
      await waitForHydration(form);
      const submit = form.getByRole('button', { name: t.LeadForm.submit });
      await submit.click();
      const fullName = form.locator('input[name=fullName]');
      await expect(fullName).toBeFocused();
      await expect(fullName).toHaveAttribute('aria-invalid', 'true');
      await expect(fullName).toHaveAccessibleDescription(t.LeadForm.fieldErrors.required!);
      await expect(form.getByRole('alert')).toContainText(t.LeadForm.errorSummary!);
      await expect(form.locator('input[name=consentPrivacy]')).toHaveAccessibleDescription(t.LeadForm.fieldErrors.must_accept!);

      await fullName.fill('Ana');
      await form.locator('input[name=phone]').fill('12');
      await form.locator('input[name=email]').fill('ana@');
      await form.locator('textarea[name=message]').fill('Knee pain for two years.');
      await form.locator('input[name=consentPrivacy]').check();
      await submit.click();
      const phone = form.locator('input[name=phone]');
      await expect(phone).toBeFocused();
      await expect(phone).toHaveAccessibleDescription(containing(t.LeadForm.fieldErrors.invalid_phone!));
      await expect(form.locator('input[name=email]')).toHaveAccessibleDescription(containing(t.LeadForm.fieldErrors.invalid_email!));
      await expect(form.locator('input[name=consentHealthData]')).toBeVisible();
      await expect(form.locator('input[name=consentHealthData]')).toHaveAccessibleDescription(t.LeadForm.fieldErrors.must_accept!);
      await expect(fullName).toHaveValue('Ana');
      await expect(form.locator('textarea[name=message]')).toHaveValue('Knee pain for two years.');

      const results = await new AxeBuilder({ page }).include('#contact-form').analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  });
}

test('a bad field posted without JavaScript gets a localized page that leads back to the form', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const t = messages('de');
  await page.goto(localizedPath('de', '/contact'));
  const form = page.locator('#contact-form');
  await form.locator('input[name=fullName]').fill('Jonas Beispiel');
  await form.locator('input[name=phone]').fill('12');
  await form.locator('input[name=consentPrivacy]').check();
  await form.locator('button[type=submit]').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.LeadForm.errorPageTitle!);
  await expect(page.getByRole('listitem')).toHaveText(`${t.LeadForm.phone}: ${t.LeadForm.fieldErrors.invalid_phone}`);
  await expect(page.getByRole('link', { name: t.LeadForm.errorPageBack })).toHaveAttribute('href', localizedPath('de', '/contact'));
  await context.close();
});

test('a failure keeps everything typed and says "We encountered an error, please try again!"', async ({ page }) => {
  await page.route('**/api/leads', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }),
  );
  await page.goto('/contact');
  const form = page.locator('#contact-form');
  await waitForHydration(form);
  await form.locator('input[name=fullName]').fill('Kept Name');
  await form.locator('input[name=phone]').fill('+44 20 7946 0958');
  await form.locator('input[name=consentPrivacy]').check();
  await form.getByRole('button', { name: 'Send my request' }).click();
  await expect(form.getByRole('alert')).toHaveText('We encountered an error, please try again!');
  await expect(form.locator('input[name=fullName]')).toHaveValue('Kept Name');
  await expect(form.locator('input[name=phone]')).toHaveValue('+44 20 7946 0958');
  await expect(page).toHaveURL('/contact');
});

for (const locale of ['en', 'ru'] as const) {
  test(`the second-opinion form in ${locale} sends documents, reached from the header call to action`, async ({ page }) => {
    const t = messages(locale);
    const name = uniqueName('Olga');
    await page.clock.install();
    await page.goto(localizedPath(locale, '/about'));
    await page
      .locator('header')
      .getByRole('link', {
        name: (JSON.parse(readFileSync(join(__dirname, `../../messages/${locale}.json`), 'utf8')) as { Header: { cta: string } }).Header
          .cta,
      })
      .first()
      .click();
    await expect(page).toHaveURL(`${localizedPath(locale, '/services')}#second-opinion`);
    const form = page.locator('#second-opinion-form');
    await waitForHydration(form);
    await form.locator('input[name=fullName]').fill(name);
    await form.locator('input[name=phone]').fill('+7 912 345-67-89');
    await form.locator('select[name=treatment]').selectOption('gastric-sleeve');
    await form.locator('textarea[name=message]').fill('Second opinion on a proposed sleeve gastrectomy.');
    await form.locator('input[name=files]').setInputFiles([{ name: 'report.pdf', mimeType: 'application/pdf', buffer: PDF }]);
    await expect(form.getByRole('listitem').filter({ hasText: 'report.pdf' })).toBeVisible();
    await expect(form.locator('.file-input-button')).toBeVisible();
    await expect(form.locator('input[name=timeZone]')).not.toHaveValue('');
    await form.locator('input[name=consentPrivacy]').check();
    await form.locator('input[name=consentHealthData]').check();
    await takeYourTime(page);
    await form.getByRole('button', { name: t.LeadForm.submitSecondOpinion }).click();

    await expect(page).toHaveURL(localizedPath(locale, '/complete'));
    const { hook } = await expectNotified(name);
    expect(hook.body.lead).toMatchObject({
      type: 'second-opinion',
      treatment: 'gastric-sleeve',
      locale,
      // Pre-filled from the browser once the visitor stepped into the form.
      timeZone: await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
    });
    expect((hook.body.lead as unknown as { files: { name: string; contentType: string }[] }).files).toEqual([
      expect.objectContaining({ name: 'report.pdf', contentType: 'application/pdf' }),
    ]);
  });
}

test('the second-opinion form refuses a file that is too large before sending it', async ({ page }) => {
  await page.goto('/services');
  const form = page.locator('#second-opinion-form');
  await waitForHydration(form);
  await form
    .locator('input[name=files]')
    .setInputFiles([{ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(11 * 1024 * 1024) }]);
  await expect(form.getByText('Too large: the limit is 10 MB per file.')).toBeVisible();
});

test('a retried submission with the same Idempotency-Key returns the same lead', async ({ request }) => {
  const key = `e2e-${Math.random().toString(36).slice(2)}`;
  const body = {
    type: 'contact',
    fullName: uniqueName('Idem'),
    phone: '+90 532 000 00 01',
    consentPrivacy: true,
    locale: 'tr',
    startedAt: Date.now() - 30_000,
  };
  const first = await request.post('/api/leads', { data: body, headers: { 'idempotency-key': key } });
  const second = await request.post('/api/leads', { data: body, headers: { 'idempotency-key': key } });
  expect(first.status()).toBe(201);
  expect(second.status()).toBe(201);
  const [a, b] = [(await first.json()) as { id: string; next: string }, (await second.json()) as { id: string; next: string }];
  expect(b).toEqual(a);
  expect(a.next).toBe(localizedPath('tr', '/complete'));
  await expect.poll(async () => (await received(body.fullName)).hooks.length, { timeout: 15_000 }).toBe(1);
  // The same key with another body is another request: refused, and nothing of the first is told.
  const other = await request.post('/api/leads', { data: { ...body, fullName: 'Someone Else' }, headers: { 'idempotency-key': key } });
  expect(other.status()).toBe(422);
  expect(await other.text()).not.toContain(a.id);
});

test('the sixth lead from one address in ten minutes is refused with 429 and Retry-After', async ({ request }) => {
  const headers = { 'x-forwarded-for': `10.250.${Math.floor(Math.random() * 250)}.9` };
  const body = { fullName: 'Rate Limit', phone: '+90 532 000 00 02', consentPrivacy: true };
  for (let index = 0; index < 5; index += 1) expect((await request.post('/api/leads', { data: body, headers })).status()).toBe(201);
  const refused = await request.post('/api/leads', { data: body, headers });
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
});

test('the second-opinion form in ru sends documents without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': '10.201.1.1' } });
  const page = await context.newPage();
  const name = uniqueName('Pavel');
  await page.goto(`${localizedPath('ru', '/services')}#second-opinion`);
  const form = page.locator('#second-opinion-form');
  await form.locator('input[name=fullName]').fill(name);
  await form.locator('input[name=phone]').fill('912 345-67-89');
  await form.locator('textarea[name=message]').fill('Прошу второе мнение по поводу эндопротеза колена.');
  await form.locator('input[name=files]').setInputFiles([{ name: 'mrt.pdf', mimeType: 'application/pdf', buffer: PDF }]);
  // The browser's own file control, not the enhanced button (a CSS `scripting` media query).
  await expect(form.locator('.file-input-button')).toBeHidden();
  await form.locator('input[name=consentPrivacy]').check();
  // Without JavaScript the health-data consent is always shown; the server asks for it when needed.
  await form.locator('input[name=consentHealthData]').check();
  await form.locator('button[type=submit]').click();

  await expect(page).toHaveURL(localizedPath('ru', '/complete'));
  await expect(page.getByText(messages('ru').CompletePage.success)).toBeVisible();
  const { hook } = await expectNotified(name);
  expect(hook.body.lead).toMatchObject({ type: 'second-opinion', phone: '+79123456789', locale: 'ru' });
  expect((hook.body.lead as unknown as { files: { name: string }[] }).files.map((file) => file.name)).toEqual(['mrt.pdf']);
  await context.close();
});

/** The contact form of `path`, filled in as a person would and sent with JavaScript. */
async function sendContactForm(page: Page, path: string, name: string) {
  await page.clock.install();
  await page.goto(path);
  await sendLeadForm(page, page.locator('#contact-form'), name);
  await expect(page).toHaveURL('/complete');
}

// With the marketing consent (given in the banner, on the build with analytics): tests/e2e/consent.spec.ts.
test('without consent, no attribution cookie is set, and a form carries the parameters of its own page only', async ({ page, context }) => {
  const name = uniqueName('Nocookie');
  await page.goto('/?utm_source=newsletter&utm_campaign=spring');
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('lead_attribution');
  expect(await page.evaluate(() => document.cookie)).not.toContain('lead_attribution');
  await sendContactForm(page, '/contact?utm_source=partner&utm_campaign=autumn', name);
  const { hook } = await expectNotified(name);
  expect((hook.body.lead as unknown as { attribution: Record<string, string | null> }).attribution).toMatchObject({
    utm_source: 'partner',
    utm_campaign: 'autumn',
  });
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('lead_attribution');
});
