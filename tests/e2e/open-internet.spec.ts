import { request as httpRequest } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyticsBaseURL, baseURL } from '../../playwright.config';
import { locales, type Locale } from '../../src/i18n/locales';
import { createQuoteLead, expect, letters, test, waitForHydration } from './fixtures';

/*
 * The site on the open internet (issue 20), as an attacker sees it from outside: what the pages
 * rendered per request allow to run, what a forged Host header can make the site say, and what a
 * call page's address can make it show.
 */

type CallTexts = (typeof import('../../messages/en.json'))['CallPage'];
const callTexts = (locale: Locale) =>
  (JSON.parse(readFileSync(join(__dirname, `../../messages/${locale}.json`), 'utf8')) as { CallPage: CallTexts }).CallPage;
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** A GET with headers a browser would not let a page choose (Host among them), on a real socket. */
function rawGet(origin: string, path: string, headers: Record<string, string>): Promise<{ status: number; headers: string; body: string }> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port: url.port, path, method: 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.rawHeaders.join('\n'),
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

test.describe('a nonce-based CSP where pages are rendered per request', () => {
  for (const [name, origin] of [
    ['without analytics', baseURL],
    ['with a measurement id', analyticsBaseURL],
  ] as const) {
    test(`the inbox and the call page run only scripts with the request's nonce (${name})`, async ({ request }) => {
      const lead = await createQuoteLead(request, { name: `Nonce Tester ${letters()}`, origin });
      for (const path of ['/admin/sign-in', lead.next]) {
        const response = await request.get(`${origin}${path}`);
        expect(response.status()).toBe(200);
        const csp = response.headers()['content-security-policy'] ?? '';
        const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
        expect(nonce, `${path}: ${csp}`).toBeTruthy();
        expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
        expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
        // One policy only: the prerendered pages' one does not reach these.
        expect(csp.match(/script-src/g)).toHaveLength(1);
        if (path.startsWith('/admin')) expect(csp).not.toMatch(/google/);
        const html = await response.text();
        const scripts = html.match(/<script\b[^>]*>/g) ?? [];
        expect(scripts.length).toBeGreaterThan(0);
        for (const script of scripts) expect(script, path).toContain(`nonce="${nonce}"`);
        // A new nonce for every request.
        const again = (await request.get(`${origin}${path}`)).headers()['content-security-policy'];
        expect(again).not.toBe(csp);
      }
    });
  }

  test('the inbox and the call page still work in the browser under it', async ({ page, request }) => {
    // The fixture fails the test on any console error, a refused script included.
    const lead = await createQuoteLead(request, { name: `Nonce Browser ${letters()}` });
    await page.goto(lead.next);
    await waitForHydration(page.getByRole('button', { name: callTexts('en').choices.type }));
    await page.getByRole('main').getByRole('checkbox').check();
    await page.getByRole('button', { name: callTexts('en').choices.type }).click();
    await expect(page.getByRole('button', { name: callTexts('en').question.saveText })).toBeVisible();
    await page.goto('/admin/sign-in');
    await page.getByLabel('Show password').check();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  });
});

test('HSTS only on responses that went out over HTTPS', async () => {
  const plain = await rawGet(baseURL, '/about', {});
  expect(plain.headers.toLowerCase()).not.toContain('strict-transport-security');
  // The reverse proxy (trusted loopback in this run) terminated TLS and says so.
  const secure = await rawGet(baseURL, '/about', { 'x-forwarded-proto': 'https' });
  expect(secure.headers).toMatch(/Strict-Transport-Security\nmax-age=\d+/i);
});

test('no response takes a forged Host or X-Forwarded-Host: addresses come from SITE_URL', async () => {
  const forged = { host: 'evil.example', 'x-forwarded-host': 'evil2.example', 'accept-language': 'de' };
  for (const path of [
    '/',
    '/de/kontakt',
    '/de/Kontakt',
    '/about',
    '/ru/uslugi',
    '/services/bbl',
    '/landing/check-up',
    '/sitemap.xml',
    '/robots.txt',
    '/nope',
    '/admin/sign-in',
  ]) {
    const response = await rawGet(baseURL, path, forged);
    expect(response.status, path).toBeLessThan(500);
    expect(response.headers, `${path} headers`).not.toMatch(/evil/i);
    expect(response.body, `${path} body`).not.toMatch(/evil/i);
  }
  // The root's redirect and another spelling's 301 name a path, never a host.
  expect((await rawGet(baseURL, '/', forged)).headers).toMatch(/\nlocation\n\/de\n/i);
  expect((await rawGet(baseURL, '/de/kontakt', forged)).headers).toMatch(/\nlocation\n\/de\/Kontakt\n/i);
});

test('the API takes only POST, logs the others, and names its answers as attachments', async ({ request }) => {
  const get = await request.get('/api/leads');
  expect(get.status()).toBe(405);
  expect(get.headers().allow).toBe('POST');
  const post = await request.post('/api/leads', { data: { fullName: '' } });
  expect(post.status()).toBe(400);
  expect(post.headers()['content-disposition']).toBe('attachment; filename="api.json"');
  expect((await request.delete('/api/calls/x/session')).status()).toBe(405);
});

test.describe('a call page shows what the address says only when it is the lead’s name', () => {
  const names = ['Anne St.Clair', 'Mary Smith.Jr', 'Jürgen Müller-Schröder', "O'Brien-Weiß", 'José / María', 'Ünal Çağrı?'];
  for (const locale of locales) {
    test(`every accepted name leads to a working call page that greets it exactly, in ${locale}`, async ({ request }) => {
      const t = callTexts(locale);
      for (const name of names) {
        const lead = await createQuoteLead(request, { locale, name, ownAddress: true });
        const response = await request.get(lead.next);
        expect(response.status(), `${name}: ${lead.next}`).toBe(200);
        const html = await response.text();
        expect(html, name).toContain(escapeHtml(t.welcome.replace('{name}', name)));
      }
      // Another name in the address of a real lead: the page greets without one.
      const lead = await createQuoteLead(request, { locale, name: `Real Person ${letters()}`, ownAddress: true });
      const forged = lead.next.replace(/\/[^/]+$/, `/${encodeURIComponent('Win a prize at spam.example')}`);
      const response = await request.get(forged);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(escapeHtml(t.welcomeWithoutName));
      expect(html).not.toContain('Win a prize at spam.example');
      expect(html).not.toContain('Real Person');
    });
  }

  test('a name that is not a name is refused at intake, with a clear error', async ({ request }) => {
    for (const [fullName, code] of [
      ['100% real', 'invalid_characters'],
      ['...', 'invalid'],
      ['Anna \u202Eevil', 'invalid_characters'],
    ] as const) {
      const response = await request.post('/api/leads', {
        data: { type: 'quote', fullName, phone: '+44 20 7946 0958', consentPrivacy: true, startedAt: Date.now() - 30_000 },
        headers: { accept: 'application/json' },
      });
      expect(response.status(), fullName).toBe(400);
      expect(await response.json()).toEqual({ error: 'invalid', fields: { fullName: code } });
    }
  });
});
