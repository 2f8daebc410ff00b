import { Webhook } from 'standardwebhooks';
import { getPort } from '../../../tests/support/ports';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseKinds, testRuntime, type TestRuntime } from '../../../tests/support/databases';
import { TEST_WEBHOOK_SECRET } from '../../../tests/support/secrets';
import { eventually, startSink, type Sink } from '../../../tests/support/sink';
import { startApp } from '@/runtime.server';
import { retryDelay } from '@/server/outbox/worker';
import { handleLeadRequest } from './intake.server';

const SECRET = TEST_WEBHOOK_SECRET;

/** Visitors from many addresses: the per-address limit is not what these tests are about. */
const anyAddress = () => `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

const lead = (change: Record<string, unknown> = {}) =>
  new Request('http://localhost/api/leads', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'consultation',
      fullName: 'Ivan Petrov',
      phone: '+7 912 345-67-89',
      email: 'ivan@example.com',
      treatment: 'hair-transplant',
      locale: 'ru',
      consentPrivacy: true,
      utm_source: 'google',
      startedAt: Date.now() - 30_000,
      ...change,
    }),
  });

describe('retry delays', () => {
  it('grow from the minimum to the maximum', () => {
    const options = { retryMinMs: 30_000, retryMaxMs: 3_600_000 };
    expect(retryDelay(1, options, () => 0.5)).toBe(30_000);
    expect(retryDelay(2, options, () => 0.5)).toBe(60_000);
    expect(retryDelay(5, options, () => 0.5)).toBe(480_000);
    expect(retryDelay(20, options, () => 0.5)).toBe(3_600_000);
    expect(retryDelay(1, options, () => 0)).toBe(24_000);
  });
});

describe.each(databaseKinds)('outbox on %s', (kind) => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  async function setup(smtpPort: number, httpPort: number, extra: Record<string, string> = {}): Promise<TestRuntime> {
    const runtime = await testRuntime(kind, {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEADS_NOTIFY_TO: 'coordinators@example.com',
      LEADS_WEBHOOK_URL: `http://127.0.0.1:${httpPort}/hook`,
      LEADS_WEBHOOK_SECRET: SECRET,
      SITE_URL: 'https://health.example.com',
      OUTBOX_RETRY_MIN_MS: '100',
      OUTBOX_RETRY_MAX_MS: '200',
      ...extra,
    });
    cleanup.push(() => runtime.dispose());
    return runtime;
  }

  async function sink(ports?: { smtpPort: number; httpPort: number }): Promise<Sink> {
    const started = await startSink(ports);
    cleanup.push(() => started.close());
    return started;
  }

  it('delivers the coordinator email, the visitor email in their language and a signed webhook', async () => {
    const received = await sink();
    const runtime = await setup(received.smtpPort, received.httpPort);
    const response = await handleLeadRequest(lead(), runtime.intake, anyAddress());
    const { id } = (await response.json()) as { id: string };

    await eventually(() => received.emails.length === 2 && received.hooks.length === 1);
    const coordinator = received.emails.find((email) => email.to.includes('coordinators@example.com'))!;
    expect(coordinator.subject).toBe('New consultation lead: Hair transplant (ru)');
    expect(coordinator.text).toContain('Full name: Ivan Petrov');
    expect(coordinator.text).toContain('Phone: +79123456789');
    expect(coordinator.text).toContain('utm_source: google');
    expect(coordinator.text).toContain('Files: 0');
    expect(coordinator.text).toContain(`https://health.example.com/admin/leads/${id}`);

    const visitor = received.emails.find((email) => email.to.includes('ivan@example.com'))!;
    expect(visitor.subject).toMatch(/[а-яё]/i);
    expect(visitor.text).toContain('Ivan Petrov');
    expect(visitor.text).toContain('+90 212 000 00 00');

    // Signed as the Standard Webhooks scheme says: the receiver's own library verifies it.
    const hook = received.hooks[0]!;
    expect(new Webhook(SECRET).verify(hook.raw, hook.headers)).toMatchObject({ eventId: hook.body.eventId });
    expect(hook.headers['webhook-id']).toBe(hook.body.eventId);
    expect(Math.abs(Number(hook.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    expect(hook.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(() => new Webhook(SECRET).verify(hook.raw.replace('Ivan', 'Ivon'), hook.headers)).toThrow();
    expect(hook.body.lead.id).toBe(id);

    // The receiver sees a message a moment before the worker records it as sent.
    const rows = await eventually(async () => {
      const current = await runtime.database.db.selectFrom('outbox').selectAll().where('lead_id', '=', id).execute();
      return current.every((row) => row.status !== 'pending') && current;
    });
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
      ['sent', 1],
    ]);
  });

  it('names a landing page’s programme, in the coordinators’ words, when a lead chose no treatment', async () => {
    const received = await sink();
    const runtime = await setup(received.smtpPort, received.httpPort);
    const response = await handleLeadRequest(
      lead({ type: 'quote', treatment: '', programme: 'hip-prosthesis', locale: 'de', email: '' }),
      runtime.intake,
      anyAddress(),
    );
    const { id } = (await response.json()) as { id: string };
    await eventually(() => received.emails.length === 1 && received.hooks.length === 1);
    const [email] = received.emails;
    expect(email!.subject).toBe('New quote lead: Hip prosthesis programme (de)');
    expect(email!.text.split('\n')[1]).toBe('About: Hip prosthesis programme');
    expect(email!.text).toContain('Programme: Hip prosthesis');
    expect(email!.text).not.toContain('hip-prosthesis');
    expect(received.hooks[0]!.body.lead).toMatchObject({ id, programme: 'hip-prosthesis', subject: 'Hip prosthesis programme' });
  });

  it('never repeats in the visitor’s confirmation a link, a domain or an address that was typed into the form', async () => {
    const received = await sink();
    const runtime = await setup(received.smtpPort, received.httpPort);
    const typed = {
      fullName: 'Cheap pills at http://spam.example',
      email: 'victim@example.org',
      message: 'Visit www.spam.example or write to buy@spam.example',
      preferredTime: 'spam.example/now',
      locale: 'en',
      consentHealthData: true,
    };
    await handleLeadRequest(lead(typed), runtime.intake, anyAddress());
    const visitor = await eventually(() => received.emails.find((email) => email.to.includes('victim@example.org')));
    expect(visitor.text.startsWith('Hello,')).toBe(true);
    for (const fragment of ['spam', 'http://', 'www.', 'pills', 'buy@', 'victim@']) expect(visitor.text).not.toContain(fragment);
    expect(visitor.subject).not.toContain('spam');
    // A plain name is still greeted by name; a name that reads as a domain is not.
    await handleLeadRequest(
      lead({ fullName: 'Jürgen Müller-Schröder', email: 'jurgen@example.org', locale: 'de' }),
      runtime.intake,
      anyAddress(),
    );
    await handleLeadRequest(lead({ fullName: 'Anne St.Clair', email: 'anne@example.org', locale: 'en' }), runtime.intake, anyAddress());
    const jurgen = await eventually(() => received.emails.find((email) => email.to.includes('jurgen@example.org')));
    expect(jurgen.text.startsWith('Guten Tag Jürgen Müller-Schröder,')).toBe(true);
    const anne = await eventually(() => received.emails.find((email) => email.to.includes('anne@example.org')));
    expect(anne.text.startsWith('Hello,')).toBe(true);
  });

  it('holds confirmations past the hourly ceiling in the outbox, and still tells the coordinators at once', async () => {
    const received = await sink();
    const runtime = await setup(received.smtpPort, received.httpPort, { CONFIRMATION_EMAILS_PER_HOUR: '2', LEADS_WEBHOOK_URL: '' });
    const ids: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      const response = await handleLeadRequest(lead({ email: `visitor${index}@example.org` }), runtime.intake, anyAddress());
      ids.push(((await response.json()) as { id: string }).id);
    }
    await eventually(() => received.emails.filter((email) => email.to.includes('coordinators@example.com')).length === 4);
    await eventually(() => received.emails.filter((email) => !email.to.includes('coordinators@example.com')).length === 2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received.emails.filter((email) => !email.to.includes('coordinators@example.com'))).toHaveLength(2);
    const waiting = await runtime.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('channel', '=', 'visitor-email')
      .where('status', '=', 'pending')
      .execute();
    expect(waiting).toHaveLength(2);
    for (const row of waiting) {
      expect(row.attempts).toBe(0);
      expect(row.last_error).toBeNull();
      expect(row.next_attempt_at).toBeGreaterThan(Date.now() + 30 * 60_000);
    }
  });

  it('keeps undelivered rows while both channels are down, and delivers each exactly once when they come up after a restart', async () => {
    const ports = { smtpPort: await getPort(), httpPort: await getPort() };
    const first = await setup(ports.smtpPort, ports.httpPort);
    const { id } = (await (await handleLeadRequest(lead(), first.intake, anyAddress())).json()) as { id: string };
    await eventually(async () => {
      const rows = await first.database.db.selectFrom('outbox').selectAll().where('lead_id', '=', id).execute();
      return rows.length === 3 && rows.every((row) => row.attempts >= 1 && row.status === 'pending' && row.last_error);
    });

    // The server stops; the mail server and the CRM come back; a new server process starts on the
    // same data (here the same open database: SQLite's locks belong to the process).
    await first.outbox.stop();
    const received = await sink(ports);
    const second = await startApp({ ...first.config, OUTBOX_POLL_MS: 50 }, { database: first.database });
    cleanup.push(() => second.stop());

    await eventually(() => received.emails.length === 2 && received.hooks.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received.emails).toHaveLength(2);
    expect(received.hooks).toHaveLength(1);
    const rows = await eventually(async () => {
      const current = await first.database.db.selectFrom('outbox').selectAll().where('lead_id', '=', id).execute();
      return current.every((row) => row.status !== 'pending') && current;
    });
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
  });

  it('marks a delivery failed after the give-up time and keeps it visible', async () => {
    // Giving up is an error the operator must see in the log.
    const errors = vi.mocked(console.error).mockImplementation(() => undefined);
    const runtime = await setup(await getPort(), await getPort(), { OUTBOX_GIVE_UP_MS: '1' });
    const { id } = (await (await handleLeadRequest(lead({ email: '' }), runtime.intake, anyAddress())).json()) as { id: string };
    await eventually(async () => {
      const rows = await runtime.database.db.selectFrom('outbox').selectAll().where('lead_id', '=', id).execute();
      return rows.length === 2 && rows.every((row) => row.status === 'failed');
    });
    expect(errors.mock.calls.map(([line]) => JSON.parse(String(line)) as { event: string })).toContainEqual(
      expect.objectContaining({ event: 'outbox.gave_up' }),
    );
  });

  it('creates no outbox rows for channels that are not configured', async () => {
    const runtime = await testRuntime(kind);
    cleanup.push(() => runtime.dispose());
    const { id } = (await (await handleLeadRequest(lead(), runtime.intake, anyAddress())).json()) as { id: string };
    const rows = await runtime.database.db.selectFrom('outbox').selectAll().where('lead_id', '=', id).execute();
    expect(rows).toHaveLength(0);
  });
});

describe('outbox with several server instances on one PostgreSQL', () => {
  it('delivers each row once when workers race for it', async () => {
    const received = await startSink();
    const variables = { LEADS_WEBHOOK_URL: `http://127.0.0.1:${received.httpPort}/hook`, LEADS_WEBHOOK_SECRET: SECRET };
    const runtime = await testRuntime('postgres', variables);
    try {
      await runtime.outbox.stop();
      const ids: string[] = [];
      for (let index = 0; index < 30; index += 1) {
        ids.push(((await (await handleLeadRequest(lead(), runtime.intake, anyAddress())).json()) as { id: string }).id);
      }
      // Four instances, each with its own connection pool, open the same database and drain it at once.
      const instances = await Promise.all(Array.from({ length: 4 }, () => startApp(runtime.config, { postgresSchema: runtime.schema })));
      await Promise.all(instances.map((instance) => instance.core.outbox.stop()));
      await Promise.all(instances.map((instance) => instance.core.outbox.drain()));
      await Promise.all(instances.map((instance) => instance.stop()));
      expect(received.hooks).toHaveLength(30);
      expect(new Set(received.hooks.map((hook) => hook.body.lead.id))).toEqual(new Set(ids));
    } finally {
      await runtime.dispose();
      await received.close();
    }
  });
});
