import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, testDatabaseUrl, testRuntime, type TestRuntime } from '../../../../tests/support/databases';
import { insertLeadRow } from '../../../../tests/support/lead-rows';
import { TEST_WEBHOOK_SECRET } from '../../../../tests/support/secrets';
import { eventually, startSink, type Sink } from '../../../../tests/support/sink';
import type { OutboxChannel, OutboxEvent, OutboxRow } from '@/server/db/schema';
import { newId } from '@/server/ids';
import { handleLeadRequest } from '../intake.server';
import { applyRetention } from '../retention.server';
import { EraseDialog } from './erase-dialog';
import { ErasureLog } from './erasure-log';
import { erasedNoticeCode } from './erasure-notices';
import { copyDestinations, erasureCopies, erasureLog, eraseOnRequest, retryErasedEvent } from './erasure.server';
import { inboxNotices } from './notices';

const root = join(__dirname, '../../../..');
const coordinator = { id: 'staff-ayse', display_name: 'Ayşe Demir' };
const DAY = 24 * 60 * 60_000;

let unique = 0;
/** A lead as the form sends it, from an address and an email of its own (the limits are not under test). */
const leadRequest = (name: string) => {
  unique += 1;
  return new Request('http://localhost/api/leads', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'consultation',
      fullName: name,
      phone: '+7 912 345-67-89',
      email: `patient${unique}-${Date.now()}@example.com`,
      treatment: 'hair-transplant',
      locale: 'ru',
      consentPrivacy: true,
      startedAt: Date.now() - 30_000,
    }),
  });
};

describe.each(databaseKinds)('erasure that tells the truth on %s', (kind) => {
  let sink: Sink;
  let runtime: TestRuntime;
  /** The same site before its webhook was configured, or after it was removed. */
  let withoutWebhook: TestRuntime;
  const db = () => runtime.database.db;
  const variables = (httpPort: number, smtpPort: number) => ({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LEADS_NOTIFY_TO: 'coordinators@example.com, desk@example.com',
    // The CRM's address carries a token in its path: only the host is ever shown.
    LEADS_WEBHOOK_URL: `http://127.0.0.1:${httpPort}/hooks/s3cr3t-token`,
    LEADS_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    SITE_URL: 'https://health.example.com',
    LEADS_RATE_LIMIT: 'false',
    OUTBOX_RETRY_MIN_MS: '50',
    OUTBOX_RETRY_MAX_MS: '100',
  });

  beforeAll(async () => {
    sink = await startSink();
    runtime = await testRuntime(kind, variables(sink.httpPort, sink.smtpPort));
    withoutWebhook = await testRuntime(kind, {
      SMTP_URL: `smtp://127.0.0.1:${sink.smtpPort}`,
      LEADS_NOTIFY_TO: 'coordinators@example.com',
    });
    // Deliveries happen when a test drains the outbox, not in the background.
    await runtime.outbox.stop();
    await withoutWebhook.outbox.stop();
  }, 60_000);
  afterAll(async () => {
    await runtime.dispose();
    await withoutWebhook.dispose();
    await sink.close();
  });

  /**
   * Delivers a lead's rows until all are sent: a webhook may meet a reset keep-alive socket, and
   * its retry follows. `ahead` moves the worker's clock to rows written at a later time.
   */
  async function settle(leadId: string, on = runtime, ahead = 0) {
    await eventually(async () => {
      await on.outbox.drain(() => Date.now() + ahead);
      const rows = await on.database.db.selectFrom('outbox').select('status').where('lead_id', '=', leadId).execute();
      return rows.every((row) => row.status === 'sent');
    });
  }

  /** A lead through the real intake, its notifications delivered to the sink. */
  async function deliveredLead(name: string, on = runtime) {
    const response = await handleLeadRequest(leadRequest(name), on.intake, `10.9.${unique % 250}.${(unique * 7) % 250}`);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await settle(id, on);
    return id;
  }

  const hooksOf = (leadId: string) => sink.hooks.filter((hook) => hook.body.lead.id === leadId);

  const outboxRow = (leadId: string, channel: OutboxChannel, event: OutboxEvent, status: OutboxRow['status']) => ({
    id: newId(),
    lead_id: leadId,
    channel,
    event,
    status,
    attempts: 1,
    next_attempt_at: Date.now(),
    last_error: status === 'failed' ? 'webhook answered 503' : null,
    created_at: Date.now(),
    sent_at: status === 'sent' ? Date.now() : null,
    payload: null,
  });

  const rowsOf = (leadId: string) => db().selectFrom('outbox').selectAll().where('lead_id', '=', leadId).execute();

  it('lists where copies went from the outbox: the coordinators’ mailbox, the CRM’s host, the patient’s own inbox', async () => {
    const id = await deliveredLead('Ivan Copies');
    expect((await rowsOf(id)).map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
    const copies = await erasureCopies(db(), id, copyDestinations(runtime.core));
    expect(copies).toEqual([
      expect.objectContaining({
        channel: 'coordinator-email',
        place: 'The coordinators’ mailbox (coordinators@example.com, desk@example.com)',
        sent: '1 email: the new lead',
        pending: 0,
        fate: 'delete-by-hand',
      }),
      expect.objectContaining({
        channel: 'webhook',
        place: `The CRM webhook at 127.0.0.1:${sink.httpPort}`,
        sent: '1 event: the new lead',
        fate: 'crm-asked',
      }),
      expect.objectContaining({ channel: 'visitor-email', place: 'The patient’s own inbox', sent: 'their confirmation email' }),
    ]);
    expect(JSON.stringify(copies)).not.toContain('s3cr3t-token');
  });

  it('counts what is still waiting, and leaves out what failed or never was', async () => {
    const id = await insertLeadRow(db());
    expect(await erasureCopies(db(), id, copyDestinations(runtime.core))).toEqual([]);
    await db()
      .insertInto('outbox')
      .values([
        outboxRow(id, 'coordinator-email', 'lead.created', 'sent'),
        outboxRow(id, 'coordinator-email', 'lead.interview', 'sent'),
        outboxRow(id, 'coordinator-email', 'lead.interview', 'pending'),
        outboxRow(id, 'webhook', 'lead.created', 'failed'),
      ])
      .execute();
    const copies = await erasureCopies(db(), id, copyDestinations(runtime.core));
    expect(copies).toEqual([
      expect.objectContaining({ channel: 'coordinator-email', sent: '2 emails: the new lead, the interview’s answers', pending: 1 }),
    ]);
    // The webhook's only row failed: the CRM has no copy, and the notice says nothing of it.
    expect(erasedNoticeCode(copies.map((copy) => copy.fate))).toBe('erased-mailbox');
  });

  it('deletes the lead’s outbox rows and writes one lead.erased, delivered signed, with no personal data', async () => {
    const id = await deliveredLead('Ivan Erasable');
    const emailsBefore = sink.emails.length;
    const now = Date.parse('2026-11-01T10:15:00Z');

    const outcome = await eraseOnRequest(runtime.core, id, coordinator, now);
    expect(outcome).toMatchObject({ erased: true, crmAsked: true, notice: 'erased-mailbox-crm-asked' });
    expect(outcome.copies.map((copy) => copy.channel)).toEqual(['coordinator-email', 'webhook', 'visitor-email']);
    expect(inboxNotices[outcome.notice].text).toBe(
      'The lead was erased from the site. The CRM is being asked to erase its copy; the erasure log shows when it was told. Still to do by hand: delete its emails in the coordinators’ mailbox.',
    );
    const [row, ...others] = await rowsOf(id);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ event: 'lead.erased', channel: 'webhook', status: 'pending', lead_id: id });

    await settle(id);
    expect(sink.emails.length).toBe(emailsBefore);
    const hooks = hooksOf(id);
    expect(hooks.map((hook) => hook.body.event)).toEqual(['lead.created', 'lead.erased']);
    const hook = hooks[1]!;
    expect(hook.raw).toBe(JSON.stringify({ event: 'lead.erased', eventId: row!.id, lead: { id }, erasedAt: '2026-11-01T10:15:00.000Z' }));
    expect(new Webhook(TEST_WEBHOOK_SECRET).verify(hook.raw, hook.headers)).toMatchObject({ event: 'lead.erased' });
    expect(hook.headers['webhook-id']).toBe(row!.id);
    for (const trace of ['Ivan', 'Erasable', '79123456789', 'example.com', 'hair']) expect(hook.raw).not.toContain(trace);
    expect((await rowsOf(id)).map((sent) => sent.status)).toEqual(['sent']);

    // Erased once: a second request finds nothing and writes nothing.
    expect(await eraseOnRequest(runtime.core, id, coordinator)).toMatchObject({ erased: false, notice: 'no-such-lead' });
    expect(await rowsOf(id)).toHaveLength(1);
  });

  it('writes no lead.erased without a webhook, and says when the CRM must be asked by hand', async () => {
    const id = await deliveredLead('Olga Nowebhook', withoutWebhook);
    // A copy the CRM got while a webhook was still configured.
    await withoutWebhook.database.db
      .insertInto('outbox')
      .values(outboxRow(id, 'webhook', 'lead.created', 'sent'))
      .execute();
    const outcome = await eraseOnRequest(withoutWebhook.core, id, coordinator);
    expect(outcome).toMatchObject({ erased: true, crmAsked: false, notice: 'erased-mailbox-crm-by-hand' });
    expect(outcome.copies.find((copy) => copy.channel === 'webhook')).toMatchObject({
      place: 'The CRM webhook',
      todo: 'No webhook is configured any more: ask the CRM’s owner to erase its copy by hand.',
    });
    expect(await withoutWebhook.database.db.selectFrom('outbox').selectAll().where('lead_id', '=', id).execute()).toEqual([]);
    // A lead that went nowhere leaves nothing to do by hand.
    const quiet = await insertLeadRow(withoutWebhook.database.db);
    expect((await eraseOnRequest(withoutWebhook.core, quiet, coordinator)).notice).toBe('erased');
  });

  it('tells the CRM of an erasure by retention too', async () => {
    const now = Date.now();
    const old = await insertLeadRow(db(), { created_at: now - 400 * DAY, full_name: 'Retained Too Long' });
    await applyRetention(db(), runtime.core.leadData, { leadDays: 365, spamDays: 30 }, now);
    expect((await rowsOf(old)).map((row) => [row.event, row.channel])).toEqual([['lead.erased', 'webhook']]);
  });

  it('keeps a log of who erased which lead and when, newest first, paged, with the CRM’s status', async () => {
    const before = (await erasureLog(db())).total;
    const at = Date.parse('2099-01-01T09:00:00Z');
    const ids: string[] = [];
    for (const [index, name] of ['Logged One', 'Logged Two', 'Logged Three'].entries()) {
      const id = await insertLeadRow(db(), { full_name: name });
      ids.push(id);
      const actor = index === 1 ? { id: 'staff-mehmet', display_name: 'Mehmet Kaya' } : coordinator;
      expect((await eraseOnRequest(runtime.core, id, actor, at + index * 60_000)).erased).toBe(true);
    }
    // The newest's event gave up: the log says so, and it can be sent again.
    await db().updateTable('outbox').set({ status: 'failed' }).where('lead_id', '=', ids[2]!).execute();
    for (const id of ids.slice(0, 2)) await settle(id, runtime, at + DAY - Date.now());

    const first = await erasureLog(db(), { page: 1, pageSize: 2 });
    expect(first.total).toBe(before + 3);
    expect(first.pages).toBe(Math.ceil((before + 3) / 2));
    expect(first.entries.map((entry) => [entry.leadId, entry.by, entry.at, entry.crm?.status])).toEqual([
      [ids[2], 'Ayşe Demir', at + 120_000, 'failed'],
      [ids[1], 'Mehmet Kaya', at + 60_000, 'sent'],
    ]);
    const second = await erasureLog(db(), { page: 2, pageSize: 2 });
    expect(second.entries[0]).toMatchObject({ leadId: ids[0], by: 'Ayşe Demir', crm: { status: 'sent' } });
    // A page past the end shows the last one.
    expect((await erasureLog(db(), { page: 10_000, pageSize: 2 })).page).toBe(first.pages);
    // The log keeps no name: the lead's went with it.
    expect(JSON.stringify(await erasureLog(db(), { pageSize: 500 }))).not.toContain('Logged');

    expect(await retryErasedEvent(runtime.core, ids[2]!)).toBe(true);
    expect(await retryErasedEvent(runtime.core, ids[2]!)).toBe(false);
    await settle(ids[2]!);
    expect(hooksOf(ids[2]!).at(-1)!.body.erasedAt).toBe(new Date(at + 120_000).toISOString());
    expect((await erasureLog(db(), { pageSize: 1 })).entries[0]).toMatchObject({ leadId: ids[2], crm: { status: 'sent' } });

    // Without a webhook nothing told the CRM, and the log says so.
    const elsewhere = await insertLeadRow(withoutWebhook.database.db);
    await eraseOnRequest(withoutWebhook.core, elsewhere, coordinator, at + 10 * DAY);
    expect((await erasureLog(withoutWebhook.database.db, { pageSize: 1 })).entries[0]).toMatchObject({ leadId: elsewhere, crm: null });
  });

  it('does the same from the command line, and prints where copies went', async () => {
    const id = await deliveredLead('Pavel Commandline');
    const output = execFileSync(
      process.execPath,
      [join(root, 'node_modules/tsx/dist/cli.mjs'), '--conditions=react-server', join(root, 'scripts/leads.mts'), 'erase', id],
      {
        cwd: root,
        encoding: 'utf8',
        env: {
          ...process.env,
          ...variables(sink.httpPort, sink.smtpPort),
          DATA_DIR: runtime.dataDir,
          DATABASE_URL: kind === 'postgres' ? testDatabaseUrl : '',
          DATABASE_SCHEMA: kind === 'postgres' ? runtime.schema : '',
        },
      },
    );
    expect(output).toContain(`Lead ${id} erased from the site`);
    expect(output).toContain(
      'The coordinators’ mailbox (coordinators@example.com, desk@example.com): 1 email: the new lead. Delete these emails',
    );
    expect(output).toContain(`The CRM webhook at 127.0.0.1:${sink.httpPort}: 1 event: the new lead.`);
    expect(output).toContain('The CRM is sent a lead.erased event');
    // The command line runs no worker: the site's delivers the event.
    expect((await rowsOf(id)).map((row) => [row.event, row.status])).toEqual([['lead.erased', 'pending']]);
    await settle(id);
    expect(hooksOf(id).map((hook) => hook.body.event)).toEqual(['lead.created', 'lead.erased']);
    expect((await erasureLog(db(), { pageSize: 500 })).entries.find((entry) => entry.leadId === id)?.by).toMatch(/\(CLI\)$/);
  }, 60_000);
});

describe('the erase confirmation without JavaScript', () => {
  it('is a disclosure that says what is deleted, where copies went, and asks “I understand” before the button', () => {
    const html = renderToStaticMarkup(
      createElement(EraseDialog, {
        action: () => Promise.resolve(),
        name: 'Юлия Иванова',
        copies: [
          {
            channel: 'coordinator-email',
            place: 'The coordinators’ mailbox (coordinators@example.com)',
            sent: '1 email: the new lead',
            pending: 0,
            todo: 'Delete these emails there by hand: the site cannot reach into a mailbox.',
          },
          { channel: 'visitor-email', place: 'The patient’s own inbox', sent: '', pending: 1, todo: 'Their own copy: nothing to do.' },
        ],
      }),
    );
    expect(html).toMatch(/^<details/);
    expect(html).toContain('<summary');
    expect(html).toContain('Erase the lead of Юлия Иванова?');
    expect(html).toContain('files, recordings, interview answers, notes, logged contacts and history');
    expect(html).not.toContain('Everything tied to this lead is deleted for good');
    expect(html).toContain('The coordinators’ mailbox (coordinators@example.com)');
    expect(html).toContain('Delete these emails there by hand');
    expect(html).toContain('1 more waiting to be sent: it may still go out until the lead is erased.');
    const checkbox = /<input[^>]*type="checkbox"[^>]*>/.exec(html)?.[0] ?? '';
    for (const attribute of ['name="understood"', 'value="yes"', 'required']) expect(checkbox).toContain(attribute);
    expect(html).toContain('I understand: this cannot be undone.');
    expect(html).toContain('Erase for good');
  });
});

describe('the erasure log page', () => {
  it('shows who erased which lead and when, whether the CRM was told, and where the page is', () => {
    const at = Date.parse('2026-11-25T11:05:00Z');
    const html = renderToStaticMarkup(
      createElement(ErasureLog, {
        log: {
          entries: [
            { id: 'a', leadId: 'lead-failed', by: 'Ayşe Demir', at, crm: { status: 'failed', sentAt: null, attempts: 9 } },
            { id: 'b', leadId: 'lead-sent', by: 'automatic retention', at: at - 60_000, crm: { status: 'sent', sentAt: at, attempts: 1 } },
            { id: 'c', leadId: 'lead-quiet', by: 'root (CLI)', at: at - 120_000, crm: null },
          ],
          total: 53,
          page: 2,
          pages: 3,
          pageSize: 25,
        },
        retry: () => () => Promise.resolve(),
      }),
    );
    expect(html).toContain('<h1 class="mt-2 text-2xl font-bold">Erasure log</h1>');
    expect(html).toContain('Erasures 26–28 of 53, newest first');
    expect(html).toContain('2026-11-25 14:05 Europe/Istanbul');
    expect(html).toContain('No: delivery failed');
    expect(html).toContain('Send again<span class="sr-only"> the erasure of lead lead-failed</span>');
    expect(html).toContain('No event (no webhook)');
    expect(html).toMatch(/href="\/admin\/erasures"[^>]*rel="prev"|rel="prev"[^>]*href="\/admin\/erasures"/);
    expect(html).toContain('href="/admin/erasures?page=3"');
  });
});
