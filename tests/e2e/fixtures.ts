import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { sink } from '../../playwright.config';
import type { Locale } from '../../src/i18n/locales';
import { localizedPath as pathOf } from '../../src/i18n/paths';
import type { AppPathname } from '../../src/i18n/routing';
import { TEST_STAFF } from '../support/secrets';
import type { ReceivedHook } from '../support/sink';

/** The localized path of an internal page, from the routing config (the single source); a treatment by its id. */
export function localizedPath(locale: Locale, pathname: AppPathname, params?: Record<string, string>): string {
  return pathOf(locale, { pathname, params });
}

export const test = base.extend<{
  consoleErrors: string[];
  expectedConsoleErrors: RegExp[];
}>({
  expectedConsoleErrors: [[], { option: true }],
  // Each test is its own visitor address (the server trusts X-Forwarded-For in the e2e run),
  // so the per-address lead limit counts one test's leads only.
  extraHTTPHeaders: async ({}, use) => {
    const octet = () => Math.floor(Math.random() * 250) + 1;
    await use({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
  },
  // Any console error or uncaught exception in the page fails the test (STYLE.md, pattern 8).
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && !expectedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Random lower-case letters, to make a test's names its own. Letters only: the visitor's
 * confirmation greets by name only when the name has no digit (src/features/leads/notifications.server.ts).
 */
export const letters = (count = 6) =>
  Array.from({ length: count }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

export async function htmlLang(page: Page): Promise<string | null> {
  return page.locator('html').getAttribute('lang');
}

/** Waits until React has hydrated the element, so a click goes through its client handler. */
export async function waitForHydration(element: Locator): Promise<void> {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
}

/**
 * A quote request sent as the landing pages' form sends it: the call page of its answer is a real
 * interview. Each test's requests come from its own address (see `extraHTTPHeaders`).
 */
export async function createQuoteLead(
  request: APIRequestContext,
  {
    locale = 'en',
    name = 'Ayşe Yılmaz',
    fields = {},
    origin = '',
    ownAddress = false,
  }: {
    locale?: Locale;
    name?: string;
    fields?: Record<string, string>;
    /** Another server than the test's base URL (the analytics build). */
    origin?: string;
    /** From an address of its own, for a test that makes more leads than one address may. */
    ownAddress?: boolean;
  } = {},
): Promise<{ id: string; next: string }> {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const response = await request.post(`${origin}/api/leads`, {
    headers: { accept: 'application/json', ...(ownAddress ? { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` } : {}) },
    data: {
      type: 'quote',
      fullName: name,
      phone: '+44 20 7946 0958',
      email: 'patient@example.com',
      consentPrivacy: true,
      locale,
      page: '/landing/dental/dental-treatments',
      // The form's timing, as its script sends it (a post without it is taken for a bot's).
      startedAt: Date.now() - 30_000,
      sentAt: Date.now(),
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; next: string };
}

/**
 * Fills a lead form's required fields as a person would and sends it. A person needs more than
 * 3 s to fill a form (faster posts are stored as spam): the page's clock, installed by the test
 * before the form was shown, moves on instead of the test waiting.
 */
export async function sendLeadForm(page: Page, form: Locator, name: string, phone = '+44 20 7946 0958'): Promise<void> {
  await waitForHydration(form);
  await form.locator('input[name=fullName]').fill(name);
  await form.locator('input[name=phone]').fill(phone);
  await form.locator('input[name=consentPrivacy]').check();
  await page.clock.fastForward(5000);
  await form.locator('button[type=submit]').click();
}

/** The webhook calls the test sink received for a lead of this name (each test's names are unique). */
export async function hooksFor(name: string): Promise<ReceivedHook[]> {
  const response = await fetch(`http://127.0.0.1:${sink.httpPort}/received?q=${encodeURIComponent(name)}`);
  return ((await response.json()) as { hooks: ReceivedHook[] }).hooks;
}

/** Waits for the one webhook call of a lead of this name, and returns it. */
export async function hookFor(name: string): Promise<ReceivedHook> {
  await expect.poll(async () => (await hooksFor(name)).length, { timeout: 15_000 }).toBe(1);
  return (await hooksFor(name))[0]!;
}

/**
 * A real recording, made by the browser's own MediaRecorder from a 2.5 s tone, uploaded as the
 * call page does: the visitor's consent first, then the answer to the first question. `durationMs`
 * is the length the page reports (the stored one the inbox shows). The page must be on the site.
 */
export async function recordToneAnswer(
  page: Page,
  leadId: string,
  { durationMs = 2500 }: { durationMs?: number } = {},
): Promise<{ session: number; answer: number; bytes: Buffer }> {
  const recorded = await page.evaluate(
    async ({ id, durationMs }) => {
      const context = new AudioContext();
      const oscillator = context.createOscillator();
      const destination = context.createMediaStreamDestination();
      oscillator.connect(destination);
      oscillator.start();
      const recorder = new MediaRecorder(destination.stream, { mimeType: 'audio/webm;codecs=opus' });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start();
      await new Promise((resolve) => setTimeout(resolve, 2500));
      recorder.stop();
      await stopped;
      oscillator.stop();
      const session = await fetch(`/api/calls/${id}/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ interviewConsent: true }),
      });
      const audio = new Blob(chunks, { type: 'audio/webm' });
      const body = new FormData();
      body.set('question', 'goal');
      body.set('durationMs', String(durationMs));
      body.set('audio', audio, 'answer.webm');
      const answer = await fetch(`/api/calls/${id}/answers`, { method: 'POST', body, headers: { accept: 'application/json' } });
      return { session: session.status, answer: answer.status, bytes: Array.from(new Uint8Array(await audio.arrayBuffer())) };
    },
    { id: leadId, durationMs },
  );
  return { ...recorded, bytes: Buffer.from(recorded.bytes) };
}

/** axe on the page as it is now: no violation, each named with the elements it concerns. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** The code an authenticator app shows now for a secret, and how long it still has (ms). */
export function totpNow(secret: string): { code: string; left: number } {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return { code: totp.generate(), left: 30_000 - (Date.now() % 30_000) };
}

export interface StaffAccount {
  email: string;
  password: string;
  totpSecret: string;
  name: string;
}

/**
 * A new inbox account of the e2e server, made as an operator makes one (`npm run staff -- add`),
 * its second factor read from what the command shows. A code works once, so each test that signs
 * in has an account of its own: tests side by side never wait for the next code.
 */
export function newStaffAccount(name = `Coordinator ${letters()}`, { generated = false } = {}): StaffAccount {
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${letters(4)}@example.com`;
  const typed = `e2e password for ${letters(8)}`;
  const output = execFileSync(
    process.execPath,
    [
      'node_modules/tsx/dist/cli.mjs',
      '--conditions=react-server',
      'scripts/staff.mts',
      'add',
      email,
      '--name',
      name,
      ...(generated ? ['--generate'] : []),
    ],
    { env: { ...process.env, DATA_DIR: '.e2e-data', DATABASE_URL: '', STAFF_PASSWORD: typed }, encoding: 'utf8' },
  );
  const password = generated ? /Password \(shown once\): (\S+)/.exec(output)![1]! : typed;
  return { email, password, name, totpSecret: /type this key into the app: ([A-Z2-7]+)/.exec(output)![1]! };
}

/**
 * Signs in to the inbox with the password and the second factor's code. A code is taken once, and
 * tests run side by side on one account: a sign-in that another took the code of tries again
 * with the next one.
 */
export async function signInAsStaff(page: Page, account: Pick<StaffAccount, 'email' | 'password' | 'totpSecret'> = TEST_STAFF) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const now = totpNow(account.totpSecret);
    // Never a code about to change while it is typed.
    if (now.left < 4000) await page.waitForTimeout(now.left + 200);
    const { code } = totpNow(account.totpSecret);
    await page.goto('/admin/sign-in');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Code from your authenticator app').fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const outcome = await Promise.race([
      page.waitForURL(/\/admin(\/account)?$/).then(() => 'in' as const),
      page
        .locator('#sign-in-error')
        .waitFor()
        .then(() => 'refused' as const),
    ]);
    if (outcome === 'in') return;
    await page.waitForTimeout(totpNow(account.totpSecret).left + 200);
  }
  throw new Error(`could not sign in as ${account.email}`);
}
