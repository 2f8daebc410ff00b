import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import debianChromium from '../../scripts/chromium.json';
import { INTERVIEW_CONSENT_VERSION, questionKeys, type QuestionKey } from '../../src/features/interview/contract';
import type { Locale } from '../../src/i18n/locales';
import { sink } from '../../playwright.config';
import type { ReceivedEmail, ReceivedHook } from '../support/sink';
import { writeToneWav } from '../support/wav';
import { createQuoteLead, expect, test, waitForHydration } from './fixtures';

/*
 * The call page's interview end to end (PRODUCT.md, "The call page"): in Debian's Chromium with a
 * fake microphone that plays a tone, answers are recorded, uploaded and stored; the typing, call
 * back and no-JavaScript paths; every microphone state; and the coordinators' single notification.
 */

type CallTexts = (typeof import('../../messages/en.json'))['CallPage'];
const texts = (locale: Locale) =>
  (JSON.parse(readFileSync(join(__dirname, `../../messages/${locale}.json`), 'utf8')) as { CallPage: CallTexts }).CallPage;
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

/** The e2e server's database (playwright.config.ts: `.e2e-data`), read as the coordinators' tools would. */
function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(join(process.cwd(), '.e2e-data', 'leads.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
type AnswerRow = {
  question: string;
  kind: string;
  text: string | null;
  size: number | null;
  duration_ms: number | null;
  stored_name: string | null;
  content_type: string | null;
};
const answersOf = (leadId: string) =>
  query<AnswerRow>(
    'select question, kind, text, size, duration_ms, stored_name, content_type from interview_answers where lead_id = ?',
    leadId,
  );
const interviewOf = (leadId: string) =>
  query<{ finished_at: number | null; callback_time: string | null; callback_requested_at: number | null }>(
    'select * from interviews where lead_id = ?',
    leadId,
  )[0];

async function received(q: string): Promise<{ emails: ReceivedEmail[]; hooks: ReceivedHook[] }> {
  const response = await fetch(`http://127.0.0.1:${sink.httpPort}/received?q=${encodeURIComponent(q)}`);
  return (await response.json()) as { emails: ReceivedEmail[]; hooks: ReceivedHook[] };
}
/** The `lead.interview` webhook events of a lead, once the outbox delivered them. */
const interviewHooks = async (leadId: string) => (await received(leadId)).hooks.filter((hook) => hook.body.event === 'lead.interview');
const interviewEmails = async (leadId: string) =>
  (await received(leadId)).emails.filter((email) => email.subject.startsWith('Interview answers'));

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

const heading = (page: Page) => page.locator('main h1');

/** The call page, ready for a choice; the consent to record the answers is given unless told not to. */
async function openWelcome(page: Page, next: string, t: CallTexts, { consent = true } = {}) {
  await page.goto(next);
  const voice = page.getByRole('button', { name: t.choices.voice });
  await waitForHydration(voice);
  await expect(voice).toBeEnabled();
  const box = page.getByRole('main').getByRole('checkbox');
  if (consent && !(await box.isChecked())) await box.check();
}

const fakeMicrophone = writeToneWav(join(tmpdir(), 'interview-e2e-tone.wav'));

/**
 * A browser of its own for the microphone tests: Chromium's media flags are launch arguments,
 * which Playwright cannot change per test in a shared worker. Console errors fail the test, as
 * in every other page (./fixtures.ts).
 */
const micTest = test.extend<{ micArgs: string[]; mic: { browser: Browser; context: BrowserContext; page: Page } }>({
  micArgs: [[], { option: true }],
  mic: async ({ micArgs, baseURL, expectedConsoleErrors }, use) => {
    const browser = await chromium.launch({ executablePath: debianChromium.path, args: [...debianChromium.args, ...micArgs] });
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !expectedConsoleErrors.some((pattern) => pattern.test(message.text()))) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await use({ browser, context, page });
      expect(errors, 'console errors in the page').toEqual([]);
    } finally {
      await browser.close();
    }
  },
});

micTest.describe('the voice interview', () => {
  micTest.use({
    micArgs: [
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${fakeMicrophone}`,
    ],
  });

  for (const locale of ['en', 'ru'] as const) {
    micTest(`every answer is recorded, uploaded and stored with its audio, in ${locale}`, async ({ mic: { page }, request }) => {
      micTest.slow();
      const t = texts(locale);
      const name = locale === 'ru' ? 'Юлия Смирнова' : 'Jane Doe';
      const lead = await createQuoteLead(request, { locale, name });
      await openWelcome(page, lead.next, t);
      await expect(heading(page)).toHaveText(fill(t.welcome, { name }));
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: t.choices.voice }).click();
      await expect(page.getByText(t.states.connected, { exact: true })).toBeVisible();
      for (const [index, key] of questionKeys.entries()) {
        await expect(heading(page)).toHaveText(t.questions[key]);
        await expect(page.getByText(fill(t.question.counter, { current: index + 1, total: 6 }))).toBeVisible();
        await page.getByRole('button', { name: t.question.record }).click();
        await expect(page.getByRole('status').filter({ hasText: t.question.recordingStatus })).toBeVisible();
        if (index === 0) await expectNoAxeViolations(page);
        // The level meter moves with the fake microphone's tone: its rendered width changes (issue 21:
        // a `scale` property beside the transform held it at 0 px while the transform moved).
        if (index === 0) {
          const meter = page.getByTestId('level-meter');
          const widths = new Set<number>();
          await expect
            .poll(async () => {
              widths.add(Math.round(await meter.evaluate((bar) => bar.getBoundingClientRect().width)));
              return [...widths].filter((width) => width > 0).length;
            })
            .toBeGreaterThanOrEqual(2);
        }
        await page.waitForTimeout(1200);
        await page.getByRole('button', { name: t.question.stop }).click();
        await expect(page.locator('audio')).toBeVisible();
        if (index === 0) await expectNoAxeViolations(page);
        await page.getByRole('button', { name: t.question.send }).click();
      }
      await expect(heading(page)).toHaveText(fill(t.finished.title, { name }));
      await expect(page.getByRole('link', { name: t.backHome })).toHaveAttribute('href', locale === 'en' ? '/' : `/${locale}`);
      await expectNoAxeViolations(page);

      const rows = answersOf(lead.id);
      expect(rows.map((row) => row.question).sort()).toEqual([...questionKeys].sort());
      for (const row of rows) {
        expect(row.kind).toBe('audio');
        expect(row.content_type).toBe('audio/webm');
        expect(row.size).toBeGreaterThan(1000);
        expect(row.duration_ms).toBeGreaterThanOrEqual(1000);
      }
      expect(interviewOf(lead.id)?.finished_at).not.toBeNull();

      // Listen to a stored answer: the browser decodes the file the server kept, and it lasts.
      const stored = readFileSync(join(process.cwd(), '.e2e-data', 'uploads', rows[0]!.stored_name!)).toString('base64');
      const seconds = await page.evaluate(async (base64) => {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const audio = await new AudioContext().decodeAudioData(bytes.buffer);
        return audio.duration;
      }, stored);
      expect(seconds).toBeGreaterThan(0.8);

      // The coordinators are told once, with the recordings counted.
      await expect.poll(async () => (await interviewHooks(lead.id)).length, { timeout: 15_000 }).toBe(1);
      const [hook] = await interviewHooks(lead.id);
      expect(hook!.body).toMatchObject({
        event: 'lead.interview',
        lead: { id: lead.id, locale },
        interview: { reason: 'finished', recordings: 6 },
      });
      await expect.poll(async () => (await interviewEmails(lead.id)).length, { timeout: 15_000 }).toBe(1);
      const [email] = await interviewEmails(lead.id);
      expect(email?.text).toContain('Recordings: 6');
    });
  }

  micTest('a visitor can listen back, record again, or type one answer instead', async ({ mic: { page }, request }) => {
    const t = texts('en');
    const lead = await createQuoteLead(request);
    await openWelcome(page, lead.next, t);
    await page.getByRole('button', { name: t.choices.voice }).click();
    await page.getByRole('button', { name: t.question.record }).click();
    await page.waitForTimeout(600);
    await page.getByRole('button', { name: t.question.stop }).click();
    await page.getByRole('button', { name: t.question.reRecord }).click();
    await expect(page.getByRole('status').filter({ hasText: t.question.recordingStatus })).toBeVisible();
    await page.waitForTimeout(900);
    await page.getByRole('button', { name: t.question.stop }).click();
    await page.getByRole('button', { name: t.question.send }).click();
    await expect(heading(page)).toHaveText(t.questions.goal);
    await page.getByRole('button', { name: t.question.typeInstead }).click();
    await page.getByLabel(t.question.answerLabel).fill('Pain in my left knee when I walk');
    await page.getByRole('button', { name: t.question.saveText }).click();
    await expect(heading(page)).toHaveText(t.questions.history);
    const rows = answersOf(lead.id);
    expect(rows.map((row) => [row.question, row.kind])).toEqual(
      expect.arrayContaining([
        ['treatment', 'audio'],
        ['goal', 'text'],
      ]),
    );
    expect(rows).toHaveLength(2);
  });
});

micTest.describe('no microphone', () => {
  // The browser allows the microphone, but this computer has no input device.
  micTest.use({ micArgs: ['--use-fake-ui-for-media-stream'] });

  micTest('the missing state says to connect one, and typing still works', async ({ mic: { page }, request }) => {
    const t = texts('en');
    const lead = await createQuoteLead(request);
    await openWelcome(page, lead.next, t);
    await page.getByRole('button', { name: t.choices.voice }).click();
    await expect(heading(page)).toHaveText(t.mic.missing.title);
    // Its own label, help and choices: not "Preparing", not the six permission steps.
    await expect(page.getByText(t.states.microphone, { exact: true })).toBeVisible();
    await expect(page.getByText(t.states.preparing, { exact: true })).toHaveCount(0);
    await expect(page.getByText(t.mic.missing.text)).toBeVisible();
    await expect(page.getByText(t.mic.missing.help)).toBeVisible();
    await expect(page.getByRole('region', { name: t.help.title })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.mic.tryAgain })).toBeVisible();
    await expect(page.getByRole('button', { name: t.choices.callback })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: t.mic.typeInstead }).click();
    await expect(heading(page)).toHaveText(t.questions.treatment);
    // Typing is not a live call, and without a device, voice is not offered again.
    await expect(page.getByText(t.states.typing, { exact: true })).toBeVisible();
    await expect(page.getByText(t.states.connected, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.question.speakInstead })).toHaveCount(0);
  });
});

micTest.describe('the microphone refused', () => {
  // No fake UI: the browser's own permission decides, and this visitor refused it.
  micTest.use({ micArgs: ['--use-fake-device-for-media-stream'] });

  for (const locale of ['en', 'ru'] as const) {
    micTest(
      `denied shows its text, the six-step help and a way to type, in ${locale}`,
      async ({ mic: { page, browser }, request, baseURL }) => {
        const t = texts(locale);
        const lead = await createQuoteLead(request, { locale });
        const cdp = await browser.newBrowserCDPSession();
        await cdp.send('Browser.setPermission', { permission: { name: 'microphone' }, setting: 'denied', origin: baseURL });
        await openWelcome(page, lead.next, t);
        await page.getByRole('button', { name: t.choices.voice }).click();
        await expect(heading(page)).toHaveText(t.mic.denied.title);
        await expect(page.getByText(t.states.microphone, { exact: true })).toBeVisible();
        await expect(page.getByText(t.states.preparing, { exact: true })).toHaveCount(0);
        await expect(page.getByText(t.mic.denied.text)).toBeVisible();
        const help = page.getByRole('region', { name: t.help.title });
        await expect(help.locator('li')).toHaveText([t.help.step1, t.help.step2, t.help.step3, t.help.step4, t.help.step5, t.help.step6]);
        await expectNoAxeViolations(page);
        // Trying again while still refused stays in the denied state.
        await page.getByRole('button', { name: t.mic.tryAgain }).click();
        await expect(heading(page)).toHaveText(t.mic.denied.title);
        await page.getByRole('button', { name: t.mic.typeInstead }).click();
        await expect(heading(page)).toHaveText(t.questions.treatment);
        await expectNoAxeViolations(page);
      },
    );
  }

  micTest('once the visitor allows the microphone, trying again connects', async ({ mic: { page, context }, request, baseURL }) => {
    const t = texts('en');
    const lead = await createQuoteLead(request);
    await openWelcome(page, lead.next, t);
    // Headless Chromium refuses what it cannot ask.
    await page.getByRole('button', { name: t.choices.voice }).click();
    await expect(heading(page)).toHaveText(t.mic.denied.title);
    await context.grantPermissions(['microphone'], { origin: baseURL });
    await page.getByRole('button', { name: t.mic.tryAgain }).click();
    await expect(page.getByText(t.states.connected, { exact: true })).toBeVisible();
    await expect(heading(page)).toHaveText(t.questions.treatment);
  });
});

test('the typing path stores each answer, skips one, and tells the coordinators once', async ({ page, request }) => {
  const t = texts('en');
  const lead = await createQuoteLead(request, { name: 'Typing Tester' });
  await openWelcome(page, lead.next, t);
  await page.getByRole('button', { name: t.choices.type }).click();
  // Asking for a person and going back returns to the question.
  await page.getByRole('button', { name: t.question.callbackInstead }).click();
  await expect(heading(page)).toHaveText(t.callback.title);
  await page.getByRole('button', { name: t.callback.cancel, exact: true }).click();
  await expect(heading(page)).toHaveText(t.questions.treatment);
  const typed: Partial<Record<QuestionKey, string>> = {
    treatment: 'Dental implants',
    history: 'Type 2 diabetes, metformin twice a day',
    travel: 'Early March',
    companion: 'My husband',
    callTime: 'Weekdays after 6 pm',
  };
  for (const key of questionKeys) {
    await expect(heading(page)).toHaveText(t.questions[key]);
    const text = typed[key];
    if (text) {
      await page.getByLabel(t.question.answerLabel).fill(text);
      await page.getByRole('button', { name: t.question.saveText }).click();
    } else {
      // An empty answer is refused on the page; the visitor skips instead.
      await page.getByRole('button', { name: t.question.saveText }).click();
      await expect(page.getByLabel(t.question.answerLabel)).toHaveAttribute('aria-invalid', 'true');
      await page.getByRole('button', { name: t.question.skip }).click();
    }
  }
  await expect(heading(page)).toHaveText(fill(t.finished.title, { name: 'Typing Tester' }));
  const rows = answersOf(lead.id);
  expect(Object.fromEntries(rows.map((row) => [row.question, row.kind === 'text' ? row.text : row.kind]))).toEqual({
    ...typed,
    goal: 'skipped',
  });

  await expect.poll(async () => (await interviewHooks(lead.id)).length, { timeout: 15_000 }).toBe(1);
  await expect.poll(async () => (await interviewEmails(lead.id)).length, { timeout: 15_000 }).toBe(1);
  const [email] = await interviewEmails(lead.id);
  expect(email?.text).toContain('Type 2 diabetes, metformin twice a day');
  expect(email?.text).toContain('Recordings: 0');
});

test('nothing is recorded before the visitor agrees; the consent is stored with its time and version', async ({ page, request }) => {
  const t = texts('en');
  const lead = await createQuoteLead(request, { name: 'Consent Tester' });
  // A script cannot answer for a visitor who did not agree.
  const refused = await request.post(`/api/calls/${lead.id}/answers`, {
    headers: { accept: 'application/json' },
    multipart: { question: 'history', text: 'Asthma, salbutamol when needed' },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ error: 'consent_required', fields: { interviewConsent: 'consent_required' } });
  await openWelcome(page, lead.next, t, { consent: false });
  await expect(page.getByRole('main').getByRole('checkbox')).not.toBeChecked();
  await expectNoAxeViolations(page);
  // Answering waits for the box; asking for a call back does not.
  await page.getByRole('button', { name: t.choices.type }).click();
  await expect(page.getByText(t.consent.required)).toBeVisible();
  await expect(page.getByRole('main').getByRole('checkbox')).toBeFocused();
  await expect(heading(page)).toHaveText(fill(t.welcome, { name: 'Consent Tester' }));
  await page.getByRole('button', { name: t.choices.voice }).click();
  await expect(heading(page)).toHaveText(fill(t.welcome, { name: 'Consent Tester' }));
  expect(interviewOf(lead.id)).toBeUndefined();
  await page.getByRole('main').getByRole('checkbox').check();
  await expect(page.getByText(t.consent.required)).toHaveCount(0);
  await page.getByRole('button', { name: t.choices.type }).click();
  await expect(heading(page)).toHaveText(t.questions.treatment);
  const [stored] = query<{ consent_at: number | null; consent_version: string | null }>(
    'select consent_at, consent_version from interviews where lead_id = ?',
    lead.id,
  );
  expect(stored?.consent_at).toBeGreaterThan(Date.now() - 60_000);
  expect(stored?.consent_version).toBe(INTERVIEW_CONSENT_VERSION);
  await page.getByLabel(t.question.answerLabel).fill('A knee replacement');
  await page.getByRole('button', { name: t.question.saveText }).click();
  await expect(heading(page)).toHaveText(t.questions.goal);
  expect(answersOf(lead.id).map((row) => row.text)).toEqual(['A knee replacement']);
  // Coming back, the box shows the consent already given.
  await page.reload();
  await waitForHydration(page.getByRole('button', { name: t.choices.type }));
  await expect(page.getByRole('main').getByRole('checkbox')).toBeChecked();
});

test('the callback path asks for a person with a best time', async ({ page, request }) => {
  const t = texts('de');
  const lead = await createQuoteLead(request, { locale: 'de', name: 'Anna Schmidt' });
  await openWelcome(page, lead.next, t);
  await page.getByRole('button', { name: t.choices.callback }).click();
  await expect(heading(page)).toHaveText(t.callback.title);
  await expectNoAxeViolations(page);
  await page.getByLabel(t.callback.timeLabel).fill('Werktags ab 18 Uhr');
  await page.getByRole('button', { name: t.callback.submit }).click();
  await expect(heading(page)).toHaveText(fill(t.finished.callbackTitle, { name: 'Anna Schmidt' }));
  expect(interviewOf(lead.id)?.callback_time).toBe('Werktags ab 18 Uhr');
  await expect.poll(async () => (await interviewHooks(lead.id)).length, { timeout: 15_000 }).toBe(1);
  const [hook] = await interviewHooks(lead.id);
  expect(hook!.body).toMatchObject({ interview: { reason: 'callback', callback: { requested: true, time: 'Werktags ab 18 Uhr' } } });
  // Coming back shows the finished state, not the questions again.
  await page.reload();
  await expect(heading(page)).toHaveText(fill(t.finished.callbackTitle, { name: 'Anna Schmidt' }));
});

test('a visitor who comes back continues where they stopped', async ({ page, request }) => {
  const t = texts('en');
  const lead = await createQuoteLead(request);
  await openWelcome(page, lead.next, t);
  await page.getByRole('button', { name: t.choices.type }).click();
  // Each answer is typed once its question shows: the next is typed only after the server took the last.
  for (const [key, text] of [
    ['treatment', 'Hip replacement'],
    ['goal', 'Pain at night'],
  ] as const) {
    await expect(heading(page)).toHaveText(t.questions[key]);
    await page.getByLabel(t.question.answerLabel).fill(text);
    await page.getByRole('button', { name: t.question.saveText }).click();
  }
  await expect(heading(page)).toHaveText(t.questions.history);
  await page.reload();
  await expect(page.getByText(fill(t.progress, { done: 2, total: 6 }))).toBeVisible();
  await waitForHydration(page.getByRole('button', { name: t.choices.type }));
  await page.getByRole('button', { name: t.choices.type }).click();
  await expect(heading(page)).toHaveText(t.questions.history);
  // Nothing typed before is shown again: the page reveals nothing but the name in its address.
  await expect(page.getByText('Hip replacement')).toHaveCount(0);
});

test('a visitor who answered everything but never finished is finished on return', async ({ page, request }) => {
  const t = texts('en');
  const lead = await createQuoteLead(request, { name: 'Almost Done' });
  // The consent first, as an API client gives it: `"interviewConsent": true` on the session.
  expect((await request.post(`/api/calls/${lead.id}/session`, { data: { interviewConsent: true } })).status()).toBe(200);
  for (const question of questionKeys) {
    const response = await request.post(`/api/calls/${lead.id}/answers`, {
      headers: { accept: 'application/json' },
      multipart: { question, skip: '1' },
    });
    expect(response.status()).toBe(201);
  }
  await openWelcome(page, lead.next, t);
  await expect(page.getByText(fill(t.progress, { done: 6, total: 6 }))).toBeVisible();
  await page.getByRole('button', { name: t.choices.type }).click();
  await expect(heading(page)).toHaveText(fill(t.finished.title, { name: 'Almost Done' }));
  expect(interviewOf(lead.id)?.finished_at).not.toBeNull();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the six questions are a plain form that posts and lands on the finished state', async ({ page, request }) => {
    const t = texts('fr');
    const lead = await createQuoteLead(request, { locale: 'fr', name: 'Claire Martin' });
    await page.goto(lead.next);
    await expect(heading(page)).toHaveText(fill(t.welcome, { name: 'Claire Martin' }));
    // The choices need scripts: they are hidden, and the form is there instead.
    await expect(page.getByRole('button', { name: t.choices.voice })).toBeHidden();
    // Its consent box is unticked, and the form is not sent without it (the browser says so).
    const consent = page.getByRole('checkbox', { name: /./ });
    await expect(consent).not.toBeChecked();
    await page.getByLabel(t.questions.treatment).fill('Une prothèse de hanche');
    await page.getByRole('button', { name: t.question.saveText }).click();
    await expect(page).toHaveURL(new RegExp(`/fr/call/${lead.id}/`));
    expect(answersOf(lead.id)).toHaveLength(0);
    await consent.check();
    await page.getByLabel(t.questions.callTime).fill('Le matin');
    await page.getByRole('button', { name: t.question.saveText }).click();
    await expect(page).toHaveURL(new RegExp(`/fr/call/${lead.id}/`));
    await expect(heading(page)).toHaveText(fill(t.finished.title, { name: 'Claire Martin' }));
    expect(Object.fromEntries(answersOf(lead.id).map((row) => [row.question, row.text]))).toEqual({
      treatment: 'Une prothèse de hanche',
      callTime: 'Le matin',
    });
    expect(interviewOf(lead.id)?.finished_at).not.toBeNull();
  });

  test('the callback form works too', async ({ page, request }) => {
    const t = texts('en');
    const lead = await createQuoteLead(request);
    await page.goto(lead.next);
    await page.getByLabel(t.callback.timeLabel).fill('Any afternoon');
    await page.getByRole('button', { name: t.callback.submit }).click();
    await expect(heading(page)).toHaveText(fill(t.finished.callbackTitle, { name: 'Ayşe Yılmaz' }));
    expect(interviewOf(lead.id)?.callback_time).toBe('Any afternoon');
  });
});

test('the page without JavaScript has no axe violations', async ({ page, request }) => {
  // axe needs scripts: the page is shown as a browser without JavaScript shows it (its scripts
  // removed, its <noscript> content shown, `scripting: none` styles applied), and then checked.
  const lead = await createQuoteLead(request, { locale: 'ru', name: 'Юлия Смирнова' });
  await page.route(`**${lead.next}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text())
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<\/?noscript>/g, '')
      .replace(/\[@media\(scripting:none\)\]:hidden/g, 'hidden');
    await route.fulfill({ response, body: html });
  });
  await page.goto(lead.next);
  await expect(page.getByLabel(texts('ru').questions.goal)).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('an unknown interview', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  for (const [path, locale] of [
    ['/call/AAAAAAAAAAAAAAAAAAAAAAAA/Your%20account%20is%20suspended', 'en'],
    ['/ru/call/abc/%D0%98%D0%B2%D0%B0%D0%BD', 'ru'],
  ] as const) {
    test(`${path} is a 404 with the way home, showing nothing of the address`, async ({ page }) => {
      const t = texts(locale);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(heading(page)).toHaveText(t.unknown.title);
      await expect(page.getByText('suspended')).toHaveCount(0);
      await expect(page.getByRole('link', { name: t.backHome })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test('a very long name wraps and never widens the page at 390 px', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const name = `Maximiliana${'Alexandrovna'.repeat(9)}`;
  const lead = await createQuoteLead(request, { name });
  await page.goto(lead.next);
  await expect(heading(page)).toContainText(name);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
