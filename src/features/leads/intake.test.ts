import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setups, testRuntime, type TestRuntime } from '../../../tests/support/databases';
import { TEST_WEBHOOK_SECRET } from '../../../tests/support/secrets';
import { localizedPath } from '@/i18n/paths';
import { CONSENT_REVISION } from '@/lib/consent';
import { CommitBatcher } from '@/server/db/commit-batcher';
import { handleLeadRequest } from './intake.server';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const valid = {
  type: 'contact',
  fullName: '  Anna Schmidt ',
  phone: '+49 30 901820',
  email: 'anna@example.com',
  message: 'I would like to know more about a knee prosthesis.',
  locale: 'de',
  consentPrivacy: true,
  consentHealthData: true,
  page: '/de/Kontakt',
  // The form's timing, as its script sends it: shown half a minute before it was sent.
  startedAt: Date.now() - 30_000,
};

let address = 0;
/** Each request comes from its own address (the `x-client-ip` header is this test's convention) unless a test says otherwise. */
function post(body: BodyInit, headers: Record<string, string> = {}) {
  address += 1;
  return new Request('http://localhost/api/leads', {
    method: 'POST',
    body,
    headers: { 'x-client-ip': `10.0.${Math.floor(address / 250)}.${address % 250}`, ...headers },
  });
}
const postJson = (body: unknown, headers: Record<string, string> = {}) =>
  post(JSON.stringify(body), { 'content-type': 'application/json', accept: 'application/json', ...headers });

function multipart(fields: Record<string, string>, files: { name: string; bytes: Buffer; type?: string }[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append('files', new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? 'application/octet-stream' }));
  return form;
}
const formFields = { ...valid, consentPrivacy: 'on', consentHealthData: 'on', startedAt: String(valid.startedAt) };

describe.each(setups)('lead intake on $database with files on $storage', (setup) => {
  let runtime: TestRuntime;
  const submit = (request: Request) => handleLeadRequest(request, runtime.intake, request.headers.get('x-client-ip') ?? 'test');
  const count = async (table: 'leads' | 'lead_files' | 'outbox' | 'idempotency_keys') =>
    Number(
      (
        await runtime.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** The stored files' names, on the disk or in the bucket. */
  const uploads = async () => (await runtime.storage.list()).map((file) => file.name);

  beforeAll(async () => {
    runtime = await testRuntime(
      setup.database,
      {
        SMTP_URL: 'smtp://127.0.0.1:9',
        LEADS_NOTIFY_TO: 'coordinators@example.com',
        LEADS_WEBHOOK_URL: 'http://127.0.0.1:9/hook',
        LEADS_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      },
      { storage: setup.storage },
    );
    // The rows stay in the outbox, where the tests read them.
    await runtime.outbox.stop();
  });
  afterAll(() => runtime.dispose());

  it('stores a JSON lead and answers 201 with its id and the thank-you page', async () => {
    const response = await submit(postJson({ ...valid, email: 'first.lead@example.com', unknownField: 'ignored' }));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; next: string };
    expect(body.id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(body.next).toBe(localizedPath('de', { pathname: '/complete' }));

    const row = await runtime.database.db.selectFrom('leads').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      full_name: 'Anna Schmidt',
      phone: '+4930901820',
      email: 'first.lead@example.com',
      locale: 'de',
      spam: 0,
      type: 'contact',
    });
    const outbox = await runtime.database.db
      .selectFrom('outbox')
      .select('channel')
      .where('lead_id', '=', body.id)
      .orderBy('channel')
      .execute();
    expect(outbox.map((item) => item.channel)).toEqual(['coordinator-email', 'visitor-email', 'webhook']);
  });

  it('answers a form posted without JavaScript with a 303 to the localized thank-you page', async () => {
    const response = await submit(post(new URLSearchParams({ ...formFields, locale: 'tr', page: '/tr/iletisim' })));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(localizedPath('tr', { pathname: '/complete' }));
  });

  it('sends a landing or quote lead to the call page', async () => {
    const response = await submit(postJson({ ...valid, type: 'quote', locale: 'en', fullName: 'Jane Doe' }));
    const { id, next } = (await response.json()) as { id: string; next: string };
    expect(next).toBe(`/call/${id}/Jane%20Doe`);
  });

  it('stores files checked by their content, with random names', async () => {
    const response = await submit(
      post(
        multipart({ ...formFields, type: 'second-opinion' }, [
          { name: 'report.pdf', bytes: PDF },
          { name: 'scan.png', bytes: PNG, type: 'image/png' },
        ]),
        {
          accept: 'application/json',
        },
      ),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const files = await runtime.database.db
      .selectFrom('lead_files')
      .selectAll()
      .where('lead_id', '=', id)
      .orderBy('original_name')
      .execute();
    expect(files.map((file) => [file.original_name, file.content_type])).toEqual([
      ['report.pdf', 'application/pdf'],
      ['scan.png', 'image/png'],
    ]);
    for (const file of files) {
      expect(file.stored_name).not.toContain('report');
      expect(await uploads()).toContain(file.stored_name);
    }
  });

  it('refuses a file whose content is not an accepted type, and keeps nothing', async () => {
    const [leads, files] = [await count('leads'), (await uploads()).length];
    const response = await submit(
      post(multipart(formFields, [{ name: 'invoice.pdf', bytes: Buffer.from('MZ this is an executable'), type: 'application/pdf' }]), {
        accept: 'application/json',
      }),
    );
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: 'unsupported_media_type', fields: { files: 'file_type' } });
    expect(await count('leads')).toBe(leads);
    expect((await uploads()).length).toBe(files);
  });

  it('refuses a file over 10 MB with 413, and more than 5 files with 400', async () => {
    const [leads, files] = [await count('leads'), (await uploads()).length];
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await submit(post(multipart(formFields, [{ name: 'big.pdf', bytes: big }]), { accept: 'application/json' }));
    expect(tooBig.status).toBe(413);
    const six = Array.from({ length: 6 }, (_, index) => ({ name: `${index}.pdf`, bytes: PDF }));
    const tooMany = await submit(post(multipart(formFields, six), { accept: 'application/json' }));
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toEqual({ error: 'invalid', fields: { files: 'too_many_files' } });
    // Both were streamed to disk as they arrived; neither leaves anything behind.
    expect(await count('leads')).toBe(leads);
    expect((await uploads()).length).toBe(files);
  });

  it.each([
    ['fullName', { fullName: '' }, 'required'],
    ['fullName', { fullName: 'A'.repeat(121) }, 'too_long'],
    ['fullName', { fullName: 'Anna\u0000Schmidt' }, 'invalid_characters'],
    ['phone', { phone: '' }, 'required'],
    ['phone', { phone: '12345' }, 'invalid_phone'],
    ['email', { email: 'anna@' }, 'invalid_email'],
    ['message', { message: 'x'.repeat(5001) }, 'too_long'],
    ['message', { message: 'bell\u0007' }, 'invalid_characters'],
    ['treatment', { treatment: 'teleportation' }, 'invalid'],
    ['preferredChannel', { preferredChannel: 'pigeon' }, 'invalid'],
    ['timeZone', { timeZone: 'Mars/Olympus' }, 'invalid'],
    ['type', { type: 'spam' }, 'invalid'],
    ['consentPrivacy', { consentPrivacy: false }, 'must_accept'],
    ['consentHealthData', { consentHealthData: false }, 'must_accept'],
  ])('refuses a bad %s (%j) with the code %s and stores nothing', async (field, change, code) => {
    const before = await count('leads');
    const response = await submit(postJson({ ...valid, ...change }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(body.error).toBe('invalid');
    expect(body.fields[field]).toBe(code);
    expect(await count('leads')).toBe(before);
  });

  it('does not ask for health-data consent when there is no message and no file', async () => {
    const response = await submit(postJson({ ...valid, message: '', consentHealthData: false }));
    expect(response.status).toBe(201);
  });

  it('answers a retry with the same Idempotency-Key with the same lead, even when concurrent', async () => {
    const before = await count('leads');
    const key = `key-${Math.random().toString(36).slice(2)}`;
    const first = (await (await submit(postJson(valid, { 'idempotency-key': key }))).json()) as { id: string };
    const again = await submit(postJson(valid, { 'idempotency-key': key }));
    expect(again.status).toBe(201);
    expect(((await again.json()) as { id: string }).id).toBe(first.id);

    const raced = `race-${Math.random().toString(36).slice(2)}`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        submit(postJson({ ...valid, idempotencyKey: raced })).then((response) => response.json() as Promise<{ id: string }>),
      ),
    );
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    expect(await count('leads')).toBe(before + 2);
  });

  it('stores every lead of a burst, even when one of them fails inside the shared commit', async () => {
    const before = await count('leads');
    const key = `burst-${Math.random().toString(36).slice(2)}`;
    const answers = await Promise.all([
      ...Array.from({ length: 40 }, (_, index) => submit(postJson({ ...valid, fullName: `Burst ${index}` }))),
      submit(postJson(valid, { 'idempotency-key': key })),
      submit(postJson(valid, { 'idempotency-key': key })),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 42 }, () => 201));
    const ids = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { id: string }).id));
    expect(new Set(ids).size).toBe(41);
    expect(await count('leads')).toBe(before + 41);
  });

  it('stores honeypot and too-fast posts as spam with a success-looking answer and no notification', async () => {
    for (const change of [{ website: 'http://spam.example' }, { startedAt: Date.now() - 1000 }]) {
      const response = await submit(postJson({ ...valid, ...change }));
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const row = await runtime.database.db.selectFrom('leads').select('spam').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.spam).toBe(1);
      const outbox = await runtime.database.db.selectFrom('outbox').select('id').where('lead_id', '=', id).execute();
      expect(outbox).toHaveLength(0);
    }
    // A visitor whose clock is an hour ahead is judged by the time between their own two readings.
    const skewed = await submit(postJson({ ...valid, startedAt: Date.now() + 3_600_000, sentAt: Date.now() + 3_610_000 }));
    const { id: skewedId } = (await skewed.json()) as { id: string };
    expect((await runtime.database.db.selectFrom('leads').select('spam').where('id', '=', skewedId).executeTakeFirstOrThrow()).spam).toBe(
      0,
    );
    const human = await submit(postJson({ ...valid, startedAt: Date.now() - 30_000 }));
    const { id } = (await human.json()) as { id: string };
    expect((await runtime.database.db.selectFrom('leads').select('spam').where('id', '=', id).executeTakeFirstOrThrow()).spam).toBe(0);
  });

  it('keeps the attribution of the visit from the cookie with the marketing consent only, and an API caller’s own fields', async () => {
    const attribution = `lead_attribution=${encodeURIComponent(JSON.stringify({ utm_source: 'google', gclid: 'abc123' }))}`;
    const choice = (categories: string[]) => `cc_cookie=${encodeURIComponent(JSON.stringify({ categories, revision: CONSENT_REVISION }))}`;
    const fromCookie = (await (
      await submit(postJson(valid, { cookie: `${attribution}; ${choice(['necessary', 'marketing'])}` }))
    ).json()) as {
      id: string;
    };
    const withoutConsent = (await (await submit(postJson(valid, { cookie: `${attribution}; ${choice(['necessary'])}` }))).json()) as {
      id: string;
    };
    const fromBody = (await (await submit(postJson({ ...valid, utm_source: 'newsletter', fbclid: 'fb1' }))).json()) as { id: string };
    const rows = await runtime.database.db
      .selectFrom('leads')
      .select(['id', 'utm_source', 'gclid', 'fbclid'])
      .where('id', 'in', [fromCookie.id, withoutConsent.id, fromBody.id])
      .execute();
    expect(rows.find((row) => row.id === fromCookie.id)).toMatchObject({ utm_source: 'google', gclid: 'abc123', fbclid: null });
    expect(rows.find((row) => row.id === withoutConsent.id)).toMatchObject({ utm_source: null, gclid: null });
    expect(rows.find((row) => row.id === fromBody.id)).toMatchObject({ utm_source: 'newsletter', fbclid: 'fb1' });
  });

  it('reads the campaign parameters of the page a form was posted from, on this site only', async () => {
    const form = (referer: string) =>
      submit(
        post(new URLSearchParams({ ...formFields, type: 'quote' }).toString(), {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
          host: 'localhost',
          referer,
        }),
      );
    const own = (await (await form('http://localhost/landing/check-up?utm_source=google&utm_campaign=checkup&gclid=G1')).json()) as {
      id: string;
    };
    const foreign = (await (await form('http://elsewhere.example/?utm_source=spoof')).json()) as { id: string };
    const rows = await runtime.database.db
      .selectFrom('leads')
      .select(['id', 'utm_source', 'utm_campaign', 'gclid'])
      .where('id', 'in', [own.id, foreign.id])
      .execute();
    expect(rows.find((row) => row.id === own.id)).toMatchObject({ utm_source: 'google', utm_campaign: 'checkup', gclid: 'G1' });
    expect(rows.find((row) => row.id === foreign.id)).toMatchObject({ utm_source: null });
  });

  it('limits an address to 5 leads in 10 minutes, then answers 429 with Retry-After', async () => {
    const from = { 'x-client-ip': '192.0.2.77' };
    for (let index = 0; index < 5; index += 1) expect((await submit(postJson(valid, from))).status).toBe(201);
    const refused = await submit(postJson(valid, from));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses oversized bodies, unknown body types and malformed JSON', async () => {
    expect((await submit(postJson({ ...valid, message: 'x'.repeat(200_000) }))).status).toBe(413);
    expect((await submit(post('hello', { 'content-type': 'text/plain' }))).status).toBe(415);
    const malformed = await submit(post('{"fullName":', { 'content-type': 'application/json' }));
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'invalid', fields: { body: 'invalid' } });
  });

  it('answers a form posted without JavaScript with a localized page when input is bad', async () => {
    const response = await submit(post(new URLSearchParams({ ...formFields, locale: 'fr', phone: 'abc' })));
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('lang="fr"');
    expect(html).not.toContain('abc');
  });

  it('answers 503 without internals and keeps no file when storage fails', async () => {
    // The failure is logged as an error, with its kind and never the lead's data.
    const errors = vi.mocked(console.error).mockImplementation(() => undefined);
    const brokenDb = runtime.database.db.withSchema('missing_schema');
    const broken = {
      ...runtime.intake,
      limiter: undefined,
      db: brokenDb,
      batcher: runtime.intake.batcher && new CommitBatcher(brokenDb),
    };
    const before = (await uploads()).length;
    const response = await handleLeadRequest(
      post(multipart(formFields, [{ name: 'a.pdf', bytes: PDF }]), { accept: 'application/json' }),
      broken,
      '10.9.9.9',
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'unavailable' });
    expect((await uploads()).length).toBe(before);
    const logged = errors.mock.calls.map(([line]) => String(line)).join('\n');
    expect(logged).toContain('"event":"lead.failed"');
    expect(logged).not.toContain('Anna');
  });
  describe('on the open internet (issue 20)', () => {
    const spamOf = async (response: Response) => {
      const { id } = (await response.json()) as { id: string };
      return (await runtime.database.db.selectFrom('leads').select('spam').where('id', '=', id).executeTakeFirstOrThrow()).spam;
    };
    const confirmations = async (id: string) =>
      (
        await runtime.database.db
          .selectFrom('outbox')
          .select('id')
          .where('lead_id', '=', id)
          .where('channel', '=', 'visitor-email')
          .execute()
      ).length;
    const idOf = async (response: Response) => ((await response.json()) as { id: string }).id;

    it('judges a script’s post without the form’s timing as a bot, and a browser’s own form post by its navigation', async () => {
      const { startedAt: _timing, ...untimed } = valid;
      expect(await spamOf(await submit(postJson(untimed)))).toBe(1);
      const form = new URLSearchParams({ ...formFields, startedAt: '' }).toString();
      const headersOf = (extra: Record<string, string>) => ({
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
        ...extra,
      });
      // A browser without JavaScript: a top-level form navigation (Fetch Metadata).
      expect(await spamOf(await submit(post(form, headersOf({ 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }))))).toBe(0);
      // A browser too old for Fetch Metadata: its Origin names this site.
      expect(await spamOf(await submit(post(form, headersOf({ host: 'localhost', origin: 'http://localhost' }))))).toBe(0);
      // A script that posts the same form from elsewhere, or with nothing to show.
      expect(await spamOf(await submit(post(form, headersOf({ 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' }))))).toBe(1);
      expect(await spamOf(await submit(post(form, headersOf({}))))).toBe(1);
    });

    it('counts refused posts toward the address, and past their allowance answers 429 before reading the body', async () => {
      const from = { 'x-client-ip': '198.51.100.20' };
      for (let index = 0; index < 20; index += 1) {
        expect((await submit(postJson({ ...valid, phone: 'nope' }, from))).status).toBe(400);
      }
      const files = (await uploads()).length;
      let bodyRead = false;
      const body = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            bodyRead = true;
            controller.enqueue(new TextEncoder().encode(JSON.stringify(valid)));
            controller.close();
          },
        },
        // Nothing is pulled until somebody reads.
        { highWaterMark: 0 },
      );
      const refused = await submit(
        new Request('http://localhost/api/leads', {
          method: 'POST',
          body,
          duplex: 'half',
          headers: { 'content-type': 'application/json', accept: 'application/json', ...from },
        } as RequestInit),
      );
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(bodyRead).toBe(false);
      // A big upload from that address is not written to disk either.
      const upload = await submit(
        post(multipart(formFields, [{ name: 'big.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)]) }]), {
          accept: 'application/json',
          ...from,
        }),
      );
      expect(upload.status).toBe(429);
      expect((await uploads()).length).toBe(files);
      // Another address is not held back.
      expect((await submit(postJson(valid))).status).toBe(201);
    });

    it('answers an address past its five leads before reading another upload', async () => {
      const from = { 'x-client-ip': '198.51.100.21' };
      for (let index = 0; index < 5; index += 1) expect((await submit(postJson(valid, from))).status).toBe(201);
      const files = (await uploads()).length;
      const response = await submit(post(multipart(formFields, [{ name: 'a.pdf', bytes: PDF }]), { accept: 'application/json', ...from }));
      expect(response.status).toBe(429);
      expect((await uploads()).length).toBe(files);
    });

    it('binds an Idempotency-Key to its request: the same body gets the same lead, another body a 422', async () => {
      const key = `bound-${Math.random().toString(36).slice(2)}`;
      const first = await submit(postJson({ ...valid, fullName: 'First Person' }, { 'idempotency-key': key }));
      expect(first.status).toBe(201);
      const { id, next } = (await first.json()) as { id: string; next: string };
      // A retry of the same form, sent a moment later (a new sentAt), is the same request.
      const retry = await submit(postJson({ ...valid, fullName: 'First Person', sentAt: Date.now() }, { 'idempotency-key': key }));
      expect(retry.status).toBe(201);
      expect(await retry.json()).toEqual({ id, next });
      const before = await count('leads');
      const other = await submit(postJson({ ...valid, fullName: 'Second Person' }, { 'idempotency-key': key }));
      expect(other.status).toBe(422);
      const body = await other.text();
      expect(JSON.parse(body)).toEqual({ error: 'idempotency_key_reused' });
      expect(body).not.toContain('First');
      expect(body).not.toContain(id);
      expect(await count('leads')).toBe(before);
      // The same for files: same name and bytes is the same request, other bytes are not.
      const fileKey = `files-${Math.random().toString(36).slice(2)}`;
      const withFile = (bytes: Buffer) =>
        submit(post(multipart(formFields, [{ name: 'report.pdf', bytes }]), { accept: 'application/json', 'idempotency-key': fileKey }));
      const stored = await withFile(PDF);
      expect(stored.status).toBe(201);
      expect((await withFile(PDF)).status).toBe(201);
      const files = (await uploads()).length;
      expect((await withFile(Buffer.concat([PDF, Buffer.from('changed')]))).status).toBe(422);
      expect((await uploads()).length).toBe(files);
    });

    it.each([
      ['a right-to-left override', 'Anna \u202Efdp.exe'],
      ['an isolate', 'Anna \u2066Schmidt\u2069'],
      ['an embedding', 'Anna \u202BSchmidt\u202C'],
    ])('refuses a name with %s', async (_kind, fullName) => {
      const response = await submit(postJson({ ...valid, fullName }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'invalid', fields: { fullName: 'invalid_characters' } });
    });

    it('refuses a file whose name has bidirectional controls, and keeps nothing', async () => {
      const [leads, files] = [await count('leads'), (await uploads()).length];
      const response = await submit(
        post(multipart(formFields, [{ name: 'scan\u202Efdp.exe', bytes: PDF }]), { accept: 'application/json' }),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'invalid', fields: { files: 'invalid_characters' } });
      expect(await count('leads')).toBe(leads);
      expect((await uploads()).length).toBe(files);
    });

    it('keeps a file name in any script exactly as it was sent', async () => {
      const name = 'Çağlar röntgen раport.pdf';
      const response = await submit(post(multipart(formFields, [{ name, bytes: PDF }]), { accept: 'application/json' }));
      const id = await idOf(response);
      const file = await runtime.database.db
        .selectFrom('lead_files')
        .select('original_name')
        .where('lead_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(file.original_name).toBe(name);
    });

    it.each(['/\\evil.example', '//evil.example', '/\t/evil.example', 'https://evil.example/', '/%0a/evil.example'.replace('%0a', '\n')])(
      'never leads back to another site from the error page: page %j',
      async (page) => {
        const response = await submit(post(new URLSearchParams({ ...formFields, page, phone: 'abc' })));
        expect(response.status).toBe(400);
        const html = await response.text();
        const back = /<a href="([^"]*)"/.exec(html)?.[1] ?? '';
        expect(back.startsWith('/') && !back.startsWith('//') && !back.includes('\\')).toBe(true);
        expect(new URL(back.replace(/&amp;/g, '&'), 'http://localhost').host).toBe('localhost');
        // And such a page is not stored with a lead.
        const stored = await submit(postJson({ ...valid, page }));
        expect(stored.status).toBe(400);
      },
    );

    it('confirms to an address at most once a day, never for spam, and still stores and notifies every lead', async () => {
      const email = `once-${Math.random().toString(36).slice(2)}@example.com`;
      const first = await idOf(await submit(postJson({ ...valid, email })));
      const second = await idOf(await submit(postJson({ ...valid, email: email.toUpperCase() })));
      expect(await confirmations(first)).toBe(1);
      expect(await confirmations(second)).toBe(0);
      const coordinators = await runtime.database.db.selectFrom('outbox').select('channel').where('lead_id', '=', second).execute();
      expect(coordinators.map((row) => row.channel).sort()).toEqual(['coordinator-email', 'webhook']);
      // A spam lead takes no confirmation, and does not use up the address's one.
      const fresh = `spam-${Math.random().toString(36).slice(2)}@example.com`;
      const spam = await idOf(await submit(postJson({ ...valid, email: fresh, website: 'http://spam.example' })));
      expect(await confirmations(spam)).toBe(0);
      expect(await confirmations(await idOf(await submit(postJson({ ...valid, email: fresh }))))).toBe(1);
    });
  });
});
