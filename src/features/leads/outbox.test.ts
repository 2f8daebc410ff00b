import { createHmac } from 'node:crypto';
import { getPort } from '../../../tests/support/ports';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseKinds, testDatabaseUrl, testRuntime, type TestRuntime } from '../../../tests/support/databases';
import { openDatabase } from '@/server/db/database';
import { eventually, startSink, type Sink } from '../../../tests/support/sink';
import { handleLeadRequest } from './intake.server';
import { OutboxWorker, retryDelay } from './outbox.server';

const SECRET = 'webhook-secret-for-tests';

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

    const hook = received.hooks[0]!;
    expect(hook.headers['x-signature']).toBe(`sha256=${createHmac('sha256', SECRET).update(hook.raw).digest('hex')}`);
    expect(hook.body.lead.id).toBe(id);
    expect(hook.headers['x-event-id']).toBe(hook.body.eventId);

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

  it('keeps undelivered rows while both channels are down, and delivers each exactly once when they come up after a restart', async () => {
    const ports = { smtpPort: await getPort(), httpPort: await getPort() };
    const first = await setup(ports.smtpPort, ports.httpPort);
    const { id } = (await (await handleLeadRequest(lead(), first.intake, anyAddress())).json()) as { id: string };
    await eventually(async () => {
      const rows = await first.database.db.selectFrom('outbox').selectAll().where('lead_id', '=', id).execute();
      return rows.length === 3 && rows.every((row) => row.attempts >= 1 && row.status === 'pending' && row.last_error);
    });

    // The server stops; the mail server and the CRM come back; a new server process starts on the same data.
    await first.worker.stop();
    const received = await sink(ports);
    const worker = new OutboxWorker(first.database.db, first.database.kind, (first.worker as unknown as { channels: never }).channels, {
      retryMinMs: 100,
      retryMaxMs: 200,
      giveUpMs: 60_000,
      pollMs: 50,
    });
    worker.start();
    cleanup.push(() => worker.stop());

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
    const runtime = await testRuntime('postgres', {
      LEADS_WEBHOOK_URL: `http://127.0.0.1:${received.httpPort}/hook`,
      LEADS_WEBHOOK_SECRET: SECRET,
    });
    try {
      await runtime.worker.stop();
      const ids: string[] = [];
      for (let index = 0; index < 30; index += 1) {
        ids.push(((await (await handleLeadRequest(lead(), runtime.intake, anyAddress())).json()) as { id: string }).id);
      }
      // Four instances, each with its own connection pool, open the same database and drain it at once.
      const instances = await Promise.all(
        Array.from({ length: 4 }, () =>
          openDatabase({ dataDir: runtime.dataDir, databaseUrl: testDatabaseUrl, postgresSchema: runtime.schema }),
        ),
      );
      const channels = (runtime.worker as unknown as { channels: never }).channels;
      const options = { retryMinMs: 100, retryMaxMs: 200, giveUpMs: 60_000, pollMs: 3_600_000, batchSize: 3 };
      const workers = instances.map((instance) => new OutboxWorker(instance.db, 'postgres', channels, options));
      await Promise.all(workers.map((worker) => worker.drain()));
      await Promise.all(instances.map((instance) => instance.close()));
      expect(received.hooks).toHaveLength(30);
      expect(new Set(received.hooks.map((hook) => hook.body.lead.id))).toEqual(new Set(ids));
    } finally {
      await runtime.dispose();
      await received.close();
    }
  });
});
