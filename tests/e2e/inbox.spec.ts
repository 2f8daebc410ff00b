import { readFileSync } from 'node:fs';
import { sink } from '../../playwright.config';
import type { APIRequestContext, Page } from '@playwright/test';
import { TEST_STAFF } from '../support/secrets';
import {
  createQuoteLead,
  expect,
  expectNoAxeViolations,
  letters,
  newStaffAccount,
  recordToneAnswer,
  signInAsStaff,
  test,
  totpNow,
} from './fixtures';

/*
 * The staff inbox end to end (issue 13): a coordinator signs in, finds a lead that came from a
 * landing page with UTM parameters, plays its recorded answer, works it, exports CSV and erases
 * a lead; without a session nothing of it is reachable.
 */

/** The account an automated deployment creates (ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_TOTP_SECRET). */
const ACCOUNT = TEST_STAFF;
/** Signs in with an account of this test's own (a code works once; tests run side by side). */
async function signIn(page: Page) {
  const account = newStaffAccount();
  await signInAsStaff(page, account);
  return account;
}

/** A quote from the Russian check-up landing page of a paid campaign, as its form sends it. */
function landingLead(request: APIRequestContext, name: string) {
  return createQuoteLead(request, {
    locale: 'ru',
    name,
    fields: {
      phone: '+7 912 345-67-89',
      programme: 'check-up',
      page: '/ru/programma/chekap',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'checkup-ru-autumn',
      gclid: 'EAIaIQobChMI-e2e',
    },
  });
}

/** The visitor's recorded answer to the first question, as the call page uploads it. */
async function recordAnswer(page: Page, leadId: string) {
  await page.goto('/');
  expect((await recordToneAnswer(page, leadId)).answer).toBe(201);
}

test('a coordinator signs in, finds a landing lead, plays its recording, works it, exports and erases', async ({ page, request }) => {
  test.slow();
  const name = `Юлия Инбокс${letters()}`;
  const lead = await landingLead(request, name);
  const other = await landingLead(request, `${name} Вторая`);
  await recordAnswer(page, lead.id);

  const me = await signIn(page);
  await expectNoAxeViolations(page);

  // Filters live in the address.
  await page.getByLabel('Search name, email or phone').fill(name.toLowerCase());
  await page.getByLabel('Language').selectOption('ru');
  await page.getByLabel('Programme or treatment').selectOption('programme:check-up');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/locale=ru/);
  await expect(page).toHaveURL(/subject=programme%3Acheck-up/);
  const rows = page.locator('tbody tr[data-lead-row]');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Google Ads / checkup-ru-autumn');

  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const origin = page.getByRole('region', { name: 'Where it came from' });
  await expect(origin).toContainText('/ru/programma/chekap');
  await expect(origin).toContainText('checkup-ru-autumn');
  await expect(origin).toContainText('EAIaIQobChMI-e2e');
  await expectNoAxeViolations(page);

  // The recording plays in the page, and the player can seek (byte ranges).
  const audio = page.getByRole('region', { name: /^Interview answers/ }).locator('audio');
  await expect(audio).toHaveCount(1);
  const played = await audio.evaluate(async (element: HTMLAudioElement) => {
    element.muted = true;
    await element.play();
    await new Promise((resolve) => setTimeout(resolve, 600));
    element.currentTime = 1.5;
    await new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
    return { time: element.currentTime, error: element.error?.code ?? null };
  });
  expect(played.error).toBeNull();
  expect(played.time).toBeGreaterThanOrEqual(1);
  const ranged = await page.request.get((await audio.getAttribute('src'))!, { headers: { range: 'bytes=0-99' } });
  expect(ranged.status()).toBe(206);
  expect((await ranged.body()).byteLength).toBe(100);

  // The work: status, note, assignment; each one in the history.
  await page.getByLabel('Status').selectOption('contacted');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Status: contacted.')).toBeVisible();
  await page.getByLabel('Note for the team').fill('Called: she prefers WhatsApp after 18:00 Moscow time.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('region', { name: /Notes/ })).toContainText('she prefers WhatsApp');
  await page.getByLabel('Coordinator').selectOption({ label: me.name });
  await page.getByRole('button', { name: 'Assign' }).click();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('new → contacted');
  await expect(history).toContainText('added a note');
  await expect(history).toContainText(`assigned to ${me.name}`);

  // "Mine" now finds it; the CSV of the view has it, readable in a spreadsheet.
  await page.goto(`/admin?assigned=mine&q=${encodeURIComponent(name)}`);
  await expect(page.locator('tbody tr[data-lead-row]')).toHaveCount(1);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.trim().split('\n');
  expect(lines[0]).toMatch(/^ID,Created \(Europe\/Istanbul\),Status,Assignee/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(lead.id);
  expect(lines[1]).toContain(name);
  expect(lines[1]).toContain('contacted');
  expect(lines[1]).toContain('checkup-ru-autumn');

  // Erasure, confirmed in a dialog.
  await page.goto(`/admin/leads/${other.id}`);
  await page.getByRole('button', { name: 'Erase this lead…' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Erase the lead of ${name} Вторая?`);
  await expectNoAxeViolations(page);
  await dialog.getByLabel('I understand: this cannot be undone.').check();
  await dialog.getByRole('button', { name: 'Erase for good' }).click();
  await expect(page).toHaveURL(/\/admin(\?.*)?$/);
  await expect(page.getByText(/^The lead was erased from the site\./)).toBeVisible();
  await page.goto(`/admin/leads/${other.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No such lead');
});

test('without a session nothing of the inbox is reachable, and sign-out ends the session', async ({ page, request, browser }) => {
  const lead = await landingLead(request, `Session Tester${letters()}`);
  await recordAnswer(page, lead.id);

  // Signed in, the coordinator's own requests: a page, a recording, the export, an action.
  await signIn(page);
  await page.goto(`/admin/leads/${lead.id}`);
  const recording = (await page.locator('audio').getAttribute('src'))!;
  let action: { url: string; headers: Record<string, string>; body: string } | undefined;
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.headers()['next-action'])
      action ??= { url: sent.url(), headers: sent.headers(), body: sent.postData() ?? '' };
  });
  await page.getByLabel('Status').selectOption('qualified');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Status: qualified.');
  expect(action).toBeDefined();
  const cookies = await page.context().cookies();

  // A visitor without a session.
  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  for (const path of ['/admin', `/admin/leads/${lead.id}`, '/admin?status=new']) {
    const response = await visitor.goto(path);
    expect(visitor.url(), path).toMatch(/\/admin\/sign-in(\?next=[^&]+)?$/);
    expect(response?.headers()['cache-control']).toContain('no-store');
    expect(await visitor.content()).not.toContain('Session Tester');
  }
  expect(await visitor.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  for (const path of [recording, '/admin/export.csv', `/admin/leads/${lead.id}/files/anything`]) {
    const response = await stranger.request.get(path);
    expect(response.status(), path).toBe(401);
    expect(await response.text()).not.toContain('Session Tester');
  }
  // The status change replayed without the session cookie changes nothing.
  const { cookie: _cookie, ...withoutCookie } = action!.headers;
  const replay = await stranger.request.post(action!.url, {
    headers: { ...withoutCookie, 'content-type': action!.headers['content-type']! },
    data: action!.body.replace('qualified', 'booked'),
    maxRedirects: 0,
  });
  // Answered as any request without a session: sent to the sign-in page.
  expect([200, 303]).toContain(replay.status());
  expect(replay.headers()['x-action-redirect'] ?? replay.headers()['location']).toContain('/admin/sign-in');
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('qualified');
  await stranger.close();

  // Sign-out ends the session on the server: the copied cookie opens nothing afterwards.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  const copy = await browser.newContext();
  await copy.addCookies(cookies);
  const copied = await copy.newPage();
  await copied.goto('/admin');
  await expect(copied).toHaveURL(/\/admin\/sign-in$/);
  expect((await copy.request.get(recording)).status()).toBe(401);
  await copy.close();
});

test('sign-in says the same for an unknown email and a wrong password; a stranger’s failures never lock the coordinator out', async ({
  page,
  browser,
}) => {
  // Eight sign-ins, some verified with argon2: slow when the machine runs two browsers at once.
  test.slow();
  await page.goto('/admin/sign-in');
  await expectNoAxeViolations(page);
  const account = `nobody${letters()}@example.com`;
  /**
   * One sign-in, waited for until the page has shown the server's answer: React resets the form
   * when an action ends, so the next one is typed only after that (the message may read the same).
   */
  const button = page.getByRole('button', { name: 'Sign in' });
  const attempt = async (email: string, password: string, code = '000000') => {
    await expect(button).toBeEnabled();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Code from your authenticator app').fill(code);
    await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), button.click()]);
    await expect(button).toBeEnabled();
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  };
  const message = page.locator('#sign-in-error');
  const notRight = 'The email, the password or the code is not right.';
  await attempt(account, 'a wrong password');
  await expect(message).toHaveText(notRight);
  // The right password without the second factor's code is no more than a wrong one.
  await attempt(ACCOUNT.email, ACCOUNT.password, '123456');
  await expect(message).toHaveText(notRight);
  // A stranger (this page's address) guesses at the coordinator's account: five failures, then
  // this address is stopped for this account, even with the right password and code.
  for (let failure = 2; failure <= 5; failure += 1) await attempt(ACCOUNT.email, `wrong guess ${failure}`);
  await expect(message).toHaveText(notRight);
  await attempt(ACCOUNT.email, ACCOUNT.password, totpNow(ACCOUNT.totpSecret).code);
  await expect(message).toHaveText(/^Too many failed sign-ins from your network\. Try again in 1[45] minutes\.$/);
  // The coordinator, from their own address, signs in at once: before issue 20 the account was locked for 15 minutes.
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const coordinator = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` } });
  const own = await coordinator.newPage();
  await signInAsStaff(own, ACCOUNT);
  await coordinator.close();
});

test('the inbox says only what it has to say: a notice is chosen by its code, never by text in the address', async ({ page, request }) => {
  const name = `Notice Tester ${letters()}`;
  const { id } = await landingLead(request, name);
  await signIn(page);
  const status = page.getByRole('status');
  await page.goto(`/admin/leads/${id}?notice=${encodeURIComponent('Your account is locked. Call +1 555 0100 now.')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText('Your account is locked')).toHaveCount(0);
  await expect(status).toHaveCount(0);
  await page.goto(`/admin?notice=${encodeURIComponent('<b>erased</b> everything')}&erased=${encodeURIComponent('All leads were erased')}`);
  await expect(page.getByText('All leads were erased')).toHaveCount(0);
  await expect(page.getByText('everything')).toHaveCount(0);
  await page.goto(`/admin/leads/${id}?notice=note-added`);
  await expect(status).toHaveText('Note added.');
});

test('a generated first password is replaced at once; the current one first, a strong new one; other sessions end and an email tells them', async ({
  page,
  browser,
}) => {
  test.slow();
  const account = newStaffAccount('Change Tester', { generated: true });
  const { email, password } = account;
  // The same account signed in on another device.
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const elsewhere = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` } });
  const otherPage = await elsewhere.newPage();
  await signInAsStaff(otherPage, account);
  await signInAsStaff(page, account);

  // A password made by the CLI opens only the account page, to choose one's own.
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account');
  await expect(page.getByText('Your password was made for you. Choose your own before you open the inbox.')).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/account$/);
  expect((await page.request.get('/admin/export.csv')).status()).toBe(401);
  await expectNoAxeViolations(page);

  const alert = page.locator('form [role=alert]');
  const change = async (current: string, next: string, repeat = next) => {
    await page.getByLabel('Current password').fill(current);
    await page.getByLabel('New password', { exact: true }).fill(next);
    await page.getByLabel('New password, again').fill(repeat);
    await page.getByRole('button', { name: 'Change password' }).click();
  };
  // The meter says how strong the new password is while it is typed.
  await page.getByLabel('New password', { exact: true }).fill('password1234');
  await expect(page.locator('#password-strength')).toContainText(/Strength: (Very weak|Weak) \(3 of 4 bars needed\)/);
  await page.getByLabel('New password', { exact: true }).fill('second brave otter lantern');
  await expect(page.locator('#password-strength')).toContainText(/Strength: (Strong|Very strong)/);

  await change('not my password', 'second brave otter lantern');
  await expect(alert).toHaveText('The current password is not right.');
  await change(password, 'password1234');
  await expect(alert).toContainText('The new password is refused: it is too easy to guess');
  await change(password, 'second brave otter lantern');
  await expect(page.locator('form [role=status]')).toHaveText('Your password was changed. Your other sessions were signed out.');

  // This browser now opens the inbox; the other device is signed out.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin$/);
  await otherPage.goto('/admin');
  await expect(otherPage).toHaveURL(/\/admin\/sign-in$/);
  await elsewhere.close();
  // And the account's owner is told, in case it was not them.
  await expect
    .poll(async () => {
      const response = await fetch(`http://127.0.0.1:${sink.httpPort}/received?q=${encodeURIComponent('inbox password was changed')}`);
      const { emails } = (await response.json()) as { emails: { to: string[] }[] };
      return emails.some((mail) => mail.to.includes(email));
    })
    .toBe(true);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list fits the screen and leads open', async ({ page, request }) => {
    const name = `Mobile Tester${letters()}`;
    await landingLead(request, name);
    await signIn(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
