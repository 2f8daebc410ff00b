import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  hooksFor,
  letters,
  newStaffAccount,
  recordToneAnswer,
  signInAsStaff,
  test,
  totpNow,
  waitForHydration,
  type StaffAccount,
} from './fixtures';

/*
 * The inbox as a coordinator's triage tool (issue 23), worked as a coordinator would: 56 leads in
 * seven languages from one campaign of this run's own (its utm_source isolates them from other
 * tests' leads), at 1280 and 390 px. The list says who needs them first; the lead puts the
 * request first; the coordinator finds anyone, reaches them on their channel, never loses their
 * place, exports a view a spreadsheet reads, and erases a lead knowing where copies went.
 */

const run = letters(8);
/** This run's campaign: `?source=<it>` shows its leads only. */
const SOURCE = `triage${run}`;
const digits = (count: number) => Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

/** The patients of this run, in their languages; phones are mobiles of their countries. */
const PATIENTS = [
  { locale: 'tr', name: 'Doğan Yılmaz', phone: () => `+90 532 ${digits(3)} ${digits(2)} ${digits(2)}` },
  { locale: 'de', name: 'Jürgen Müller', phone: () => `+49 151 ${digits(8)}` },
  { locale: 'tr', name: 'Çağrı Demir', phone: () => `+90 541 ${digits(3)} ${digits(2)} ${digits(2)}` },
  { locale: 'ru', name: 'Анна Смирнова', phone: () => `+7 916 ${digits(3)}-${digits(2)}-${digits(2)}` },
  { locale: 'fr', name: 'Sophie Lefèvre', phone: () => `+33 6 12 ${digits(2)} ${digits(2)} ${digits(2)}` },
  { locale: 'es', name: 'Lucía García', phone: () => `+34 612 ${digits(3)} ${digits(3)}` },
  { locale: 'it', name: 'Giulia Rossi', phone: () => `+39 347 ${digits(3)} ${digits(4)}` },
  { locale: 'en', name: 'Oliver Hughes', phone: () => `+44 7900 ${digits(6)}` },
] as const;

const LEADS = 56;
/** The national number of one UK patient, as a coordinator types it from a voicemail. */
const ukLocal = `7900 ${digits(6)}`;

interface Seeded {
  id: string;
  name: string;
  locale: string;
  phone: string;
}

async function postLead(request: APIRequestContext, data: Record<string, unknown>): Promise<{ id: string }> {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const response = await request.post('/api/leads', {
    headers: { accept: 'application/json', 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
    data: {
      type: 'quote',
      consentPrivacy: true,
      startedAt: Date.now() - 30_000,
      sentAt: Date.now(),
      utm_source: SOURCE,
      utm_medium: 'cpc',
      utm_campaign: `autumn-${run}`,
      ...data,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

/** What the visitor does on the call page, through its API. */
async function interview(request: APIRequestContext, id: string, steps: { answer?: string; callback?: string; finish?: boolean }) {
  const call = (action: string, data: Record<string, unknown>) =>
    request.post(`/api/calls/${id}/${action}`, { headers: { accept: 'application/json' }, data });
  expect((await call('session', { interviewConsent: true })).status()).toBeLessThan(300);
  if (steps.answer) expect((await call('answers', { question: 'history', text: steps.answer })).status()).toBe(201);
  if (steps.callback) expect((await call('callback', { time: steps.callback })).status()).toBe(200);
  if (steps.finish) expect((await call('finish', {})).status()).toBe(200);
}

/** The visitor's recorded answer to the first question, reported as 42 s long. */
async function recordAnswer(page: Page, leadId: string) {
  await page.goto('/');
  expect((await recordToneAnswer(page, leadId, { durationMs: 42_000 })).answer).toBe(201);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
/** A 2 × 2 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR4nGP8z8DwnwEJMDGgAQYGBgAq4gICm9qF7wAAAABJRU5ErkJggg==',
  'base64',
);

const seeded: Seeded[] = [];
/** The lead worked in depth: a second opinion with files, an interview with a recording, a callback. */
let star: Seeded;
/** Two requests of one patient: the same phone. */
let twins: [Seeded, Seeded];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const { request } = context;
  for (let index = 0; index < LEADS; index += 1) {
    const patient = PATIENTS[index % PATIENTS.length]!;
    const name = `${patient.name} ${index < PATIENTS.length ? '' : `${String.fromCharCode(65 + (index % 26))}. `}${run}`.replace(
      / {2}/g,
      ' ',
    );
    const phone = index === 7 ? `+44 ${ukLocal}` : patient.phone();
    const { id } = await postLead(request, {
      fullName: name,
      phone,
      email: `${letters(8)}@example.com`,
      locale: patient.locale,
      preferredChannel: index % 3 === 0 ? 'whatsapp' : 'phone',
      ...(index % 4 === 1 ? { gclid: `gclid-${run}-${index}` } : {}),
      ...(index % 9 === 2 ? { fbclid: `fbclid-${run}-${index}` } : {}),
      ...(index === 3 ? { timeZone: 'Europe/Moscow' } : {}),
      programme: index % 2 === 0 ? 'check-up' : undefined,
      page: '/landing/check-up',
    });
    seeded.push({ id, name, locale: patient.locale, phone });
  }
  // Interviews: a finished one, a partial one, a callback.
  await interview(request, seeded[10]!.id, { answer: 'Knee pain for two years, worse on stairs.', finish: true });
  await interview(request, seeded[11]!.id, { answer: 'Blood pressure tablets every morning.' });
  await interview(request, seeded[12]!.id, { callback: 'Tomorrow after 18:00' });

  // The lead worked in depth: a Russian second opinion with a report and a scan, a recorded answer, a callback.
  const starName = `Мария Кузнецова ${run}`;
  const starPhone = `+7 916 ${digits(3)} ${digits(2)} ${digits(2)}`;
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const posted = await request.post('/api/leads', {
    headers: { accept: 'application/json', 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
    multipart: {
      type: 'second-opinion',
      fullName: starName,
      phone: starPhone,
      email: `maria.${run}@example.com`,
      message: 'Прошу второе мнение по МРТ колена: врач предлагает эндопротезирование.',
      locale: 'ru',
      preferredChannel: 'whatsapp',
      consentPrivacy: 'on',
      consentHealthData: 'on',
      utm_source: SOURCE,
      startedAt: String(Date.now() - 30_000),
      sentAt: String(Date.now()),
      files: { name: 'mrt-report.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  star = { id: ((await posted.json()) as { id: string }).id, name: starName, locale: 'ru', phone: starPhone };
  const page = await context.newPage();
  await interview(request, star.id, {});
  await recordAnswer(page, star.id);
  await interview(request, star.id, { answer: 'Метформин 500 мг утром.', callback: 'Завтра после 10:00 по Москве' });

  // Two requests with one phone: possible duplicates.
  const twinPhone = `+49 151 ${digits(8)}`;
  const first = await postLead(request, { fullName: `Hans Becker ${run}`, phone: twinPhone, locale: 'de', email: `hb.${run}@example.com` });
  const second = await postLead(request, { fullName: `Hans-Peter Becker ${run}`, phone: twinPhone, locale: 'de' });
  twins = [
    { id: first.id, name: `Hans Becker ${run}`, locale: 'de', phone: twinPhone },
    { id: second.id, name: `Hans-Peter Becker ${run}`, locale: 'de', phone: twinPhone },
  ];
  await context.close();
});

/** The list of this run's campaign. */
const listOf = (query = '') => `/admin?source=${SOURCE}${query ? `&${query}` : ''}`;
const rows = (page: Page) => page.locator('tbody tr[data-lead-row]');
const row = (page: Page, name: string) => rows(page).filter({ has: page.getByRole('link', { name, exact: true }) });

/** Signs in with an account of the test's own: a code works once, and tests follow each other within its 30 s. */
async function signIn(page: Page): Promise<StaffAccount> {
  const account = newStaffAccount(`Selin Kaya ${letters(4)}`);
  await signInAsStaff(page, account);
  return account;
}

test('the list says at a glance who needs the coordinator first, and pages through 60 leads', async ({ page }) => {
  // Four page loads of 50 rows and an axe run: more than the default 30 s on a loaded machine.
  test.slow();
  await signIn(page);
  await page.goto(listOf());
  const total = LEADS + 3;
  await expect(page.getByTestId('page-range')).toHaveText(`1–50 of ${total}`);
  await expect(rows(page)).toHaveCount(50);

  // The indicators, in words.
  await expect(row(page, star.name).getByRole('list', { name: 'Indicators' })).toContainText('Callback: Завтра после 10:00 по Москве');
  await expect(row(page, star.name)).toContainText('Interview (partial)');
  await expect(row(page, star.name)).toContainText('1 recording');
  await expect(row(page, star.name)).toContainText('1 file');
  await expect(row(page, star.name)).toContainText('New to the team');
  await expect(row(page, seeded[10]!.name)).toContainText(/Interview(?! \(partial\))/);
  await expect(row(page, seeded[12]!.name)).toContainText('Callback: Tomorrow after 18:00');
  await expect(row(page, twins[0].name).getByRole('link', { name: /Possible duplicate/ })).toBeVisible();
  await expect(row(page, twins[1].name).getByRole('link', { name: /Possible duplicate/ })).toBeVisible();

  // The age, and the exact time in the team's zone on hover and focus.
  const age = row(page, star.name).locator('time').first();
  await expect(age).toHaveText(/^(just now|\d+ (min|h) ago), .*\(Europe\/Istanbul\)/);
  await expect(age).toHaveAttribute('title', /Europe\/Istanbul|\d{1,2}:\d{2}/);
  await expect(age).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);

  // The second page says where the coordinator is.
  await page.getByRole('link', { name: 'Next →' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId('page-range')).toHaveText(`51–${total} of ${total}`);
  await expect(rows(page)).toHaveCount(total - 50);
  await expectNoAxeViolations(page);

  // The duplicate links the two requests.
  await page.goto(listOf());
  await row(page, twins[0].name)
    .getByRole('link', { name: /Possible duplicate/ })
    .click();
  await expect(rows(page)).toHaveCount(2);
  await expect(row(page, twins[1].name)).toHaveCount(1);
});

test('filters by source, click ids, callback and interview; sorts; finds names without accents and phones as typed', async ({ page }) => {
  // Fourteen page loads and an axe run: more than the default 30 s on a slow machine.
  test.slow();
  await signIn(page);
  await page.goto(listOf('callback=yes'));
  await expect(page.getByTestId('page-range')).toHaveText('1–2 of 2');
  await expect(row(page, star.name)).toHaveCount(1);
  await expect(row(page, seeded[12]!.name)).toHaveCount(1);

  await page.goto(listOf('interview=finished'));
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, seeded[10]!.name)).toHaveCount(1);
  await page.goto(listOf('interview=partial'));
  await expect(page.getByTestId('page-range')).toHaveText('1–2 of 2');

  // Google Ads: a gclid, whatever the utm_source; Meta: an fbclid.
  await page.goto(`/admin?source=google-ads&q=${run}`);
  await expect(page.getByTestId('page-range')).toHaveText(`1–${Math.ceil((LEADS - 1) / 4)} of ${Math.ceil((LEADS - 1) / 4)}`);
  await page.goto(`/admin?source=meta&q=${run}`);
  const metaLeads = Array.from({ length: LEADS }, (_, index) => index).filter((index) => index % 9 === 2).length;
  await expect(rows(page)).toHaveCount(metaLeads);

  // The form, as a coordinator uses it: the source chosen from the list, the sort, applied.
  await page.goto('/admin');
  await page.getByLabel('Source').selectOption(SOURCE);
  await page.getByLabel('Sort by').selectOption('oldest');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`source=${SOURCE}.*sort=oldest|sort=oldest.*source=${SOURCE}`));
  await expect(rows(page).first()).toContainText(seeded[0]!.name);
  await page.goto(listOf('sort=activity'));
  // The star's interview came last of the seeded activity but the twins arrived after it.
  await expect(rows(page).first()).toContainText(new RegExp(`${twins[1].name}|${star.name}`));

  // Names without accents, in any case, Turkish included.
  for (const [query, name] of [
    [`dogan yilmaz ${run}`, `Doğan Yılmaz ${run}`],
    [`muller ${run}`, `Jürgen Müller ${run}`],
    [`ÇAĞRI DEMIR ${run}`, `Çağrı Demir ${run}`],
    [`cagri demir ${run}`, `Çağrı Demir ${run}`],
  ] as const) {
    await page.goto(listOf(`q=${encodeURIComponent(query)}`));
    await expect(row(page, name), query).toHaveCount(1);
  }

  // A phone as it is typed: national format, with the country code, with dashes.
  for (const typed of [`0${ukLocal}`, `+44 ${ukLocal}`, `0044-${ukLocal.replace(' ', '-')}`, `44${ukLocal.replace(' ', '')}`]) {
    await page.goto(`/admin?q=${encodeURIComponent(typed)}`);
    await expect(row(page, seeded[7]!.name), typed).toHaveCount(1);
  }
  await expectNoAxeViolations(page);
});

test('the lead puts the request first, reaches the patient on their channel, and tells the whole story', async ({ page, context }) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const coordinator = await signIn(page);
  await page.goto(listOf(`q=${encodeURIComponent(star.name)}`));
  await page.getByRole('link', { name: star.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(star.name);
  await expectNoAxeViolations(page);

  // The request first, then the work panel; the fields, attribution, delivery and history after.
  const top = async (name: string) => (await page.getByRole('region', { name, exact: true }).boundingBox())!.y;
  const request = await top('Request');
  expect(await top('Callback request')).toBeGreaterThan(request);
  const answers = await page.getByRole('region', { name: /^Interview answers/ }).boundingBox();
  expect(answers!.y).toBeGreaterThan(await top('Callback request'));
  const files = await page.getByRole('region', { name: /^Files/ }).boundingBox();
  expect(files!.y).toBeGreaterThan(answers!.y);
  expect(await top('Details')).toBeGreaterThan(files!.y);
  expect(await top('History')).toBeGreaterThan(await top('Details'));
  await expect(page.getByRole('region', { name: 'Callback request' })).toContainText('Завтра после 10:00 по Москве');
  await expect(page.getByRole('region', { name: /^Interview answers/ })).toContainText('Метформин 500 мг утром.');

  // The recording's stored duration, and faster playback.
  const recording = page.getByRole('region', { name: /^Interview answers/ }).locator('audio');
  await expect(recording).toHaveCount(1);
  await expect(page.getByRole('region', { name: /^Interview answers/ })).toContainText('0:42');
  const speed = page.getByRole('group', { name: /^Playback speed/ });
  await waitForHydration(speed.getByRole('button', { name: '2×' }));
  await speed.getByRole('button', { name: '2×' }).click();
  await expect(speed.getByRole('button', { name: '2×' })).toHaveAttribute('aria-pressed', 'true');
  expect(await recording.evaluate((element: HTMLAudioElement) => element.playbackRate)).toBe(2);

  // The patient's channel: a readable phone, WhatsApp, and their own time.
  const e164 = star.phone.replace(/\D/g, '');
  await expect(page.getByRole('link', { name: /^WhatsApp/ }).first()).toHaveAttribute('href', `https://wa.me/${e164}`);
  await expect(page.locator(`a[href="tel:+${e164}"]`).first()).toBeVisible();
  await expect(page.getByText(/their time: \d{1,2}:\d{2}, Europe\/Moscow/)).toBeVisible();
  await expect(page.getByText(/Europe\/Istanbul/).first()).toBeVisible();

  // A first reply in the patient's language, with their name, copied.
  const replies = page.getByRole('region', { name: 'Replies' });
  const firstContact = replies.getByRole('textbox', { name: 'First contact' });
  await expect(firstContact).toHaveValue(/Мария Кузнецова/);
  await expect(firstContact).toHaveValue(/[а-я]{4,}/);
  await replies
    .getByRole('button', { name: 'Copy “First contact”' })
    .or(replies.getByRole('button', { name: 'Copy "First contact"' }))
    .click();
  await expect(replies.getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Мария Кузнецова');
  await expect(replies.getByRole('link', { name: 'Open in WhatsApp: First contact' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/${e164}\\?text=`),
  );
  await expect(replies.getByRole('link', { name: 'Open in email: First contact' })).toHaveAttribute('href', /^mailto:maria\./);

  // The report opens in a sandboxed tab; the download is kept.
  const view = page.getByRole('link', { name: 'View mrt-report.pdf (new tab)' });
  const viewed = await page.request.get((await view.getAttribute('href'))!);
  expect(viewed.status()).toBe(200);
  expect(viewed.headers()['content-security-policy']).toMatch(/^sandbox\b/);
  expect(viewed.headers()['content-disposition']).toMatch(/^inline/);
  expect(viewed.headers()['x-content-type-options']).toBe('nosniff');
  const download = await page.request.get((await page.getByRole('link', { name: 'Download mrt-report.pdf' }).getAttribute('href'))!);
  expect(download.headers()['content-disposition']).toMatch(/^attachment/);

  // A logged call, in a few keystrokes; it is the last activity and in the history.
  const log = page.getByRole('region', { name: 'Log a contact' });
  await log.getByLabel('Channel').selectOption('phone');
  await log.getByLabel('Outcome').selectOption('no-answer');
  await log.getByLabel('Note (optional)').fill('Voicemail, left a message.');
  await log.getByRole('button', { name: 'Log contact' }).click();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Voicemail, left a message.');
  await expect(history).toContainText(coordinator.name);
  // The whole story: arrival, answers, callback, notifications.
  await expect(history).toContainText(`Sent a second-opinion request from ${SOURCE}`);
  await expect(history).toContainText('Started the assistant interview');
  await expect(history).toContainText('with a recording (0:42)');
  await expect(history).toContainText('Asked to be called back: “Завтра после 10:00 по Москве”');
  await expect(history).toContainText('Sent the coordinators’ email (new lead)');
  await expect(history).toContainText('Sent the CRM webhook (interview answers)');
  await expect(history).toContainText('Phone call: no answer');
  await expectNoAxeViolations(page);
});

test('an image previews in the page; the CSP keeps the file from running anything', async ({ page, request }) => {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const name = `Elif Şahin ${run}`;
  const posted = await request.post('/api/leads', {
    headers: { accept: 'application/json', 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
    multipart: {
      type: 'second-opinion',
      fullName: name,
      phone: `+90 532 ${digits(3)} ${digits(2)} ${digits(2)}`,
      message: 'Diş röntgenim ekte.',
      locale: 'tr',
      consentPrivacy: 'on',
      consentHealthData: 'on',
      startedAt: String(Date.now() - 30_000),
      sentAt: String(Date.now()),
      files: { name: 'rontgen.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(posted.status()).toBe(201);
  const { id } = (await posted.json()) as { id: string };
  await signIn(page);
  await page.goto(`/admin/leads/${id}`);
  const preview = page.getByRole('img', { name: 'Preview of rontgen.png' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(2);
});

test('never lose your place: sign-in lands on the lead, back returns to the view, actions add no history, notices do not come back', async ({
  page,
}) => {
  // The link of the notification email, opened without a session.
  await page.goto(`/admin/leads/${seeded[5]!.id}`);
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=/);
  // An account of its own: a code works once, and the other tests sign in within its 30 s.
  const me = newStaffAccount(`Deniz Aydın ${letters(4)}`);
  const now = totpNow(me.totpSecret);
  if (now.left < 4000) await page.waitForTimeout(now.left + 200);
  await page.getByLabel('Email').fill(me.email);
  await page.getByLabel('Password', { exact: true }).fill(me.password);
  await page.getByLabel('Code from your authenticator app').fill(totpNow(me.totpSecret).code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${seeded[5]!.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(seeded[5]!.name);

  // An off-site `next` is never followed.
  await page.goto('/admin/sign-in?next=%2F%2Fevil.example%2F');
  await expect(page).toHaveURL(/\/admin(\?.*)?$/);

  // From a filtered second page to a lead and back.
  await page.goto(listOf('sort=oldest&page=2'));
  const target = rows(page).first();
  const targetName = (await target.getByRole('link').first().textContent())!.trim();
  await target.getByRole('link', { name: targetName, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(targetName);
  const length = await page.evaluate(() => history.length);
  await page.getByLabel('Status').selectOption('contacted');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Status: contacted.')).toBeVisible();
  await expect(page).not.toHaveURL(/notice=/);
  expect(await page.evaluate(() => history.length)).toBe(length);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(targetName);
  await expect(page.getByText('Status: contacted.')).toHaveCount(0);
  // The same status again says that nothing changed.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Nothing changed.')).toBeVisible();
  await page.getByRole('link', { name: '← All leads' }).click();
  await expect(page).toHaveURL(/sort=oldest/);
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(new RegExp(`source=${SOURCE}`));
});

test('keyboard: j and k move, Enter opens, / searches, ? helps, Ctrl+Enter saves a note', async ({ page }) => {
  await signIn(page);
  await page.goto(listOf());
  // The shortcuts listen once the page has hydrated.
  await waitForHydration(page.getByRole('button', { name: 'Keyboard shortcuts' }));
  await page.keyboard.press('j');
  const first = rows(page).nth(0).getByRole('link').first();
  await expect(first).toBeFocused();
  await page.keyboard.press('j');
  await expect(rows(page).nth(1).getByRole('link').first()).toBeFocused();
  await page.keyboard.press('k');
  await expect(first).toBeFocused();
  await page.keyboard.press('/');
  await expect(page.getByLabel('Search name, email or phone')).toBeFocused();
  await page.keyboard.press('Escape');
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: /Keyboard shortcuts/ });
  await expect(help).toBeVisible();
  await expect(help).toContainText('Ctrl');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await page.keyboard.press('j');
  const name = (await first.textContent())!.trim();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await waitForHydration(page.getByLabel('Note for the team'));
  await page.getByLabel('Note for the team').fill('Prefers a call in the evening.');
  await page.keyboard.press('Control+Enter');
  await expect(page.getByRole('region', { name: /^Notes/ })).toContainText('Prefers a call in the evening.');
  // The skip link leads past the bar.
  await page.goto(listOf());
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /^Skip to/ })).toBeFocused();
});

test('new leads appear without a reload, highlighted and counted in the title; notifications are opt-in and name nobody', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await page.addInitScript(() => {
    const shown: { title: string; body?: string }[] = [];
    (window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown;
    class RecordedNotification {
      static permission: NotificationPermission = 'granted';
      static requestPermission = () => Promise.resolve('granted' as NotificationPermission);
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, body: options?.body });
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { value: RecordedNotification });
  });
  await signIn(page);
  await page.goto(listOf());
  await expect(page).toHaveTitle(/^Leads/);
  const notifyMe = page.getByRole('button', { name: 'Notify me of new leads' });
  await waitForHydration(notifyMe);
  await notifyMe.click();
  await expect(notifyMe).toHaveAttribute('aria-pressed', 'true');
  const name = `Nouvelle Patiente ${run}`;
  await postLead(request, { fullName: name, phone: `+33 6 12 ${digits(2)} ${digits(2)} ${digits(2)}`, locale: 'fr' });
  // The list refreshes when the tab comes back into view (and every minute).
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(row(page, name)).toHaveCount(1, { timeout: 20_000 });
  await expect(row(page, name)).toHaveAttribute('data-fresh', '');
  await expect(row(page, name)).toContainText('Just arrived');
  // At least this one: a test running beside this one may post a lead of its own meanwhile.
  await expect(page).toHaveTitle(/^\([1-9]\d*\) Leads/);
  const shown = await page.evaluate(
    () => (window as unknown as { shownNotifications: { title: string; body?: string }[] }).shownNotifications,
  );
  expect(shown.length).toBeGreaterThan(0);
  for (const notification of shown) expect(`${notification.title} ${notification.body ?? ''}`).not.toContain('Nouvelle');
  await page.getByRole('button', { name: 'Mark as seen' }).click();
  await expect(page).toHaveTitle(/^Leads/);
});

test('exports: an Excel file with text phones and real dates, and a CSV, named after the view', async ({ page }) => {
  await signIn(page);
  await page.goto(listOf('callback=yes'));
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export Excel' }).click()]);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  expect(xlsx.suggestedFilename()).toMatch(new RegExp(`^leads-.*${day}\\.xlsx$`));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await xlsx.path());
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).map(String);
  const column = (name: RegExp) => header.findIndex((value) => name.test(value));
  expect(sheet.rowCount).toBe(3);
  const starRow = [2, 3]
    .map((index) => sheet.getRow(index))
    .find((candidate) => candidate.getCell(column(/^Full name|^Name/)).text.includes('Мария'))!;
  expect(starRow).toBeDefined();
  const phone = starRow.getCell(column(/^Phone/)).value;
  expect(typeof phone).toBe('string');
  expect(phone as string).toMatch(/^\+7/);
  expect(starRow.getCell(column(/^Created/)).value).toBeInstanceOf(Date);
  expect(starRow.getCell(column(/^Interview answers/)).text).toContain('Метформин');
  expect(starRow.getCell(column(/^Callback time/)).text).toContain('Завтра');

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(csv.suggestedFilename()).toMatch(new RegExp(`^leads-.*${day}\\.csv$`));
  const text = readFileSync(await csv.path(), 'utf8');
  expect(text).toContain('Assignee');
  expect(text).toContain('Last activity');
  expect(text).toContain('Метформин');
});

test('erasure says where copies went, tells the CRM, and is in the erasure log', async ({ page }) => {
  const victim = seeded[20]!;
  // Its notifications have gone out: the coordinators' email and the CRM's webhook.
  await expect.poll(async () => (await hooksFor(victim.id)).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const coordinator = await signIn(page);
  await page.goto(`/admin/leads/${victim.id}`);
  await page.getByRole('button', { name: 'Erase this lead…' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Erase the lead of ${victim.name}?`);
  await expect(dialog.getByRole('heading', { name: 'Copies outside the site' })).toBeVisible();
  await expect(dialog).toContainText('coordinators@example.com');
  await expect(dialog).toContainText('127.0.0.1');
  await expectNoAxeViolations(page);
  // Not without saying so: the box must be ticked (the browser asks for it; the server checks it too).
  await dialog.getByRole('button', { name: 'Erase for good' }).click();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${victim.id}`));
  await dialog.getByLabel('I understand: this cannot be undone.').check();
  await dialog.getByRole('button', { name: 'Erase for good' }).click();
  // Back on the list, told what was done and what is left to do by hand (the code leaves the address once shown).
  await expect(page.getByRole('status')).toContainText('The lead was erased from the site.');
  await expect(page.getByRole('status')).toContainText('coordinators’ mailbox');
  await expect(page).toHaveURL(/\/admin(\?(?!.*notice=).*)?$/);

  // The CRM is told, signed, with nothing but the id.
  await expect
    .poll(async () => (await hooksFor(victim.id)).filter((hook) => (hook.body as { event?: string }).event === 'lead.erased').length, {
      timeout: 20_000,
    })
    .toBe(1);
  const erased = (await hooksFor(victim.id)).find((hook) => (hook.body as { event?: string }).event === 'lead.erased')!;
  expect(Object.keys(erased.body).sort()).toEqual(['erasedAt', 'event', 'eventId', 'lead']);
  expect(erased.body.lead).toEqual({ id: victim.id });
  expect(erased.headers['webhook-signature']).toMatch(/^v1,/);

  await page.getByRole('link', { name: 'Erasure log' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erasure log');
  const line = page.locator('tr').filter({ hasText: victim.id });
  await expect(line).toContainText(coordinator.name);
  await expect(line).not.toContainText(victim.name);
  await expectNoAxeViolations(page);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the first screen shows leads, the filters fold away, a tap anywhere on a row opens the lead', async ({ page }) => {
    await signIn(page);
    await page.goto(listOf());
    const filters = page.locator('details.inbox-filters');
    await expect(filters).not.toHaveAttribute('open', '');
    await expect(page.getByLabel('Search name, email or phone')).toBeHidden();
    const firstRow = rows(page).first();
    const box = (await firstRow.boundingBox())!;
    expect(box.y + box.height).toBeLessThan(844);
    const rowWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(rowWidth).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    // A tap on the row's right side, away from the name, opens it.
    const name = (await firstRow.getByRole('link').first().textContent())!.trim();
    await page.touchscreen.tap(box.x + box.width - 12, box.y + box.height / 2);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expectNoAxeViolations(page);
    // The filters unfold on demand.
    await page.goto(listOf());
    await page.getByText(/^Filters/).click();
    await expect(page.getByLabel('Search name, email or phone')).toBeVisible();
  });

  test('the lead keeps the same order on a phone: request, then the work', async ({ page }) => {
    await signIn(page);
    await page.goto(`/admin/leads/${star.id}`);
    const y = async (name: string | RegExp) =>
      (await page
        .getByRole('region', { name, exact: typeof name === 'string' })
        .first()
        .boundingBox())!.y;
    expect(await y('Request')).toBeLessThan(await y(/^Interview answers/));
    expect(await y(/^Files/)).toBeLessThan(await y('Log a contact'));
    expect(await y('Log a contact')).toBeLessThan(await y('Details'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });
});
