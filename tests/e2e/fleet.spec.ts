import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';
import pg from 'pg';
import { leadServerEnv } from '../../playwright.config';
import { getPort } from '../support/ports';
import { startRoundRobinProxy, type RoundRobinProxy } from '../support/round-robin-proxy.mjs';
import { S3_TEST_CREDENTIALS, s3Environment, startS3Server } from '../support/s3-server.mjs';
import { TEST_STAFF } from '../support/secrets';
import { startSink, type ReceivedEmail, type ReceivedHook, type Sink } from '../support/sink';
import { expect, letters, recordToneAnswer, signInAsStaff, test, totpNow } from './fixtures';

/*
 * The site as a fleet (issue 22, section 5): three identical instances of the production build on
 * one PostgreSQL schema and one S3 bucket, behind a round-robin reverse proxy, each with a data
 * folder that stays empty. Files uploaded to one instance are read on another; the lead and
 * sign-in limits count across the fleet; a session made on one instance opens the others; leads
 * survive instances killed mid-burst, stored once each, their notifications delivered with the
 * same event id after a crash; the daily jobs run once for the whole fleet.
 */

const databaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Short, so that a delivery cut off by a crash is taken up again within the test. */
const OUTBOX_LEASE_MS = 3000;
const INSTANCES = 3;

/** A small real PDF (with a comment of this run's own) and PNG, as the intake's tests build them. */
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  Buffer.from(`% ${randomBytes(24).toString('hex')}\n`),
]);
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

interface Instance {
  port: number;
  /** Its own, never created: with PostgreSQL and S3 nothing is kept on an instance's disk. */
  dataDir: string;
  child?: ChildProcess;
  /** What every process started on this port printed on stdout, one JSON object per line. */
  stdout: string;
  /** The end of what the last one printed on stderr, to say why it stopped. */
  stderr?: string;
  extraEnv?: Record<string, string>;
}

interface Fleet {
  schema: string;
  db: pg.Pool;
  s3: { close(): Promise<void> };
  sink: Sink;
  proxy: RoundRobinProxy;
  origin: string;
  instances: Instance[];
  env: NodeJS.ProcessEnv;
  /** A fourth instance whose S3 endpoint does not answer (test 1). */
  cutOff?: Instance;
}

let fleet: Fleet | undefined;
function the(): Fleet {
  if (!fleet) throw new Error('the fleet did not start');
  return fleet;
}

/** The delivery that the sink holds without acknowledging it (test 5): a lead's unique name. */
const held = { marker: '', ids: new Set<string>() };
const HOLD_MS = 30_000;
const eventIdOf = (delivery: ReceivedEmail | ReceivedHook) => ('raw' in delivery ? delivery.headers['webhook-id']! : delivery.messageId);

function spawnInstance(instance: Instance) {
  const { env } = the();
  const child = spawn(process.execPath, ['scripts/server.mjs'], {
    env: { ...env, PORT: String(instance.port), DATA_DIR: instance.dataDir, ...instance.extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (instance.stdout += chunk.toString()));
  instance.stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (instance.stderr = `${instance.stderr ?? ''}${chunk.toString()}`.slice(-2000)));
  instance.child = child;
}

async function health(port: number) {
  const response = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
  return response && { status: response.status, body: await response.text() };
}

/** Starts an instance and waits until its health answers `status`; fails at once if it stops. */
async function start(instance: Instance, status = 200) {
  spawnInstance(instance);
  const child = instance.child!;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the instance on ${instance.port} stopped (${child.exitCode}): ${instance.stderr}`);
    if ((await health(instance.port))?.status === status) return;
    if (Date.now() > deadline) throw new Error(`the instance on ${instance.port} did not answer ${status} within 90 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function kill(instance: Instance) {
  const child = instance.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** Rows of the fleet's schema. */
async function rows<T>(query: string, values: unknown[] = []): Promise<T[]> {
  const { db, schema } = the();
  const client = await db.connect();
  try {
    await client.query(`set search_path to "${schema}"`);
    return (await client.query(query, values)).rows as T[];
  } finally {
    client.release();
  }
}

/**
 * A browser of its own behind the proxy, from one address, with its page's console errors (the
 * fixture's `page` has the e2e server as its base URL, and the proxy's is known only once it runs).
 */
async function browse(browser: Browser, address: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ ...options, baseURL: the().origin, extraHTTPHeaders: { 'x-forwarded-for': address } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    context,
    page,
    async close() {
      await context.close();
      expect(errors, `console errors of ${address}`).toEqual([]);
    },
  };
}

/** The proxy's record of the answers to these requests. */
const served = (method: string, path: string) => the().proxy.served.filter((entry) => entry.method === method && entry.path === path);

/** Sends the proxy's next requests to these instances only (restored with `every`). */
const pin = (...instances: Instance[]) => the().proxy.setUpstreams(instances.map((instance) => instance.port));
const every = () => the().proxy.setUpstreams(the().instances.map((instance) => instance.port));

const leadBody = (name: string, email: string) => ({
  type: 'contact',
  fullName: name,
  phone: '+33 1 42 68 53 00',
  email,
  consentPrivacy: true,
  locale: 'fr',
  // The form's timing, as its script sends it (a post without it is taken for a bot's).
  startedAt: Date.now() - 30_000,
  sentAt: Date.now(),
});

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const schema = `fleet_${letters(10)}`;
  const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const s3 = await startS3Server();
  const bucket = `fleet-${letters(10)}`;
  const client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: S3_TEST_CREDENTIALS });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  const sink = await startSink({
    smtpPort: await getPort(),
    httpPort: await getPort(),
    // Test 5: the first delivery of each of the marked lead's notifications arrives, is recorded,
    // and is not acknowledged before the instances are killed.
    acknowledgeAfter(delivery) {
      const text = 'raw' in delivery ? delivery.raw : delivery.text;
      if (!held.marker || !text.includes(held.marker) || held.ids.has(eventIdOf(delivery))) return 0;
      held.ids.add(eventIdOf(delivery));
      return HOLD_MS;
    },
  });
  const instances: Instance[] = [];
  for (let index = 0; index < INSTANCES; index += 1)
    instances.push({ port: await getPort(), dataDir: join(tmpdir(), `fleet-${schema}-${index}`), stdout: '' });
  const proxy = await startRoundRobinProxy(instances.map((instance) => instance.port));
  // What the fleet shares; no REDIS_URL, so the limits count in PostgreSQL. PORT and DATA_DIR are each instance's.
  const { REDIS_URL: _redis, NEXT_DIST_DIR: _dist, GA_MEASUREMENT_ID: _ga, ...inherited } = process.env;
  const env = {
    ...inherited,
    ...leadServerEnv({ port: 0, dataDir: '', smtpPort: sink.smtpPort, httpPort: sink.httpPort }),
    NODE_ENV: 'production' as const,
    HOSTNAME_BIND: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    ...s3Environment(s3.endpoint, bucket),
    // Behind the proxy on the same host.
    TRUST_PROXY: 'loopback',
    JOBS_CHECK_MS: '500',
    OUTBOX_LEASE_MS: String(OUTBOX_LEASE_MS),
  };
  fleet = { schema, db, s3, sink, proxy, origin: `http://127.0.0.1:${proxy.port}`, instances, env };
  // The first instance starts alone and creates the schema and the ADMIN_EMAIL account: instances
  // that start together on an empty schema each find no account, each create it, and all but one
  // stop at start-up (ensureStaff in src/server/auth/staff.ts checks, then inserts).
  await start(instances[0]!);
  const cutOff: Instance = {
    port: await getPort(),
    dataDir: join(tmpdir(), `fleet-${schema}-cut-off`),
    stdout: '',
    // It lives for test 1 only: the fleet's jobs are left to the others.
    extraEnv: { AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${await getPort()}`, JOBS_CHECK_MS: String(60 * 60_000) },
  };
  the().cutOff = cutOff;
  await Promise.all([...instances.slice(1).map((instance) => start(instance)), start(cutOff, 503)]);
});

test.afterAll(async () => {
  if (!fleet) return;
  const { instances, cutOff, proxy, sink, s3, db, schema } = fleet;
  await Promise.all([...instances, ...(cutOff ? [cutOff] : [])].map(kill));
  await proxy.close();
  await sink.close();
  await s3.close();
  await db.query(`drop schema if exists "${schema}" cascade`);
  await db.end();
  for (const instance of [...instances, ...(cutOff ? [cutOff] : [])]) rmSync(instance.dataDir, { recursive: true, force: true });
});

test('1. each instance says that its database and storage answer, and nothing else', async () => {
  const { instances, origin, cutOff } = the();
  for (const url of [...instances.map((instance) => `http://127.0.0.1:${instance.port}`), origin]) {
    const response = await fetch(`${url}/api/health`);
    expect(response.status, url).toBe(200);
    expect(await response.text(), url).toBe('{"database":"ok","storage":"ok"}');
    expect(response.headers.get('server'), url).toBeNull();
    expect(response.headers.get('x-powered-by'), url).toBeNull();
    for (const [name, value] of response.headers) expect(`${name}: ${value}`, url).not.toMatch(/\bv?\d+\.\d+\.\d+\b|version/i);
  }
  // An instance whose bucket does not answer says so, and only that.
  const down = (await health(cutOff!.port))!;
  expect(down.status).toBe(503);
  expect(down.body).toBe('{"database":"ok","storage":"down"}');
  await kill(cutOff!);
});

/** The coordinator's session, made in test 2, used again in test 4 (a code of the second factor works once). */
let coordinatorState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;

test('2. files and a recording uploaded to one instance are downloaded from another, byte for byte', async ({ browser }) => {
  test.setTimeout(90_000);
  const { origin, instances } = the();
  const name = `Fleet Files${letters()}`;
  const visitorAddress = `198.51.100.${10 + Math.floor(Math.random() * 200)}`;
  const form = new FormData();
  for (const [field, value] of Object.entries({
    ...leadBody(name, `files.${letters()}@example.com`),
    type: 'second-opinion',
    message: 'A second opinion on the enclosed report, please.',
    consentPrivacy: 'on',
    consentHealthData: 'on',
  }))
    form.append(field, String(value));
  form.append('files', new File([new Uint8Array(PDF)], 'report.pdf', { type: 'application/pdf' }));
  form.append('files', new File([new Uint8Array(PNG)], 'scan.png', { type: 'image/png' }));
  const posted = await fetch(`${origin}/api/leads`, {
    method: 'POST',
    body: form,
    headers: { accept: 'application/json', 'x-forwarded-for': visitorAddress },
  });
  expect(posted.status, await posted.clone().text()).toBe(201);
  const { id } = (await posted.json()) as { id: string };
  const leadUpload = served('POST', '/api/leads').at(-1)!.upstream;

  // The visitor answers the first question with a real recording, made by the browser's own
  // MediaRecorder from a tone, and uploaded through the proxy as the call page does.
  const visitor = await browse(browser, visitorAddress);
  await visitor.page.goto('/');
  const recorded = await recordToneAnswer(visitor.page, id);
  expect(recorded.session).toBeLessThan(300);
  expect(recorded.answer).toBe(201);
  const recording = recorded.bytes;
  const recordingUpload = served('POST', `/api/calls/${id}/answers`).at(-1)!.upstream;
  await visitor.close();

  const coordinator = await browse(browser, '192.0.2.44');
  const { page } = coordinator;
  await signInAsStaff(page, TEST_STAFF);
  coordinatorState = await coordinator.context.storageState();
  // The coordinator is then served by an instance that took neither upload.
  const reader = instances.find((instance) => instance.port !== leadUpload && instance.port !== recordingUpload)!;
  pin(reader);
  try {
    await page.goto(`/admin/leads/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const links = page.getByRole('link', { name: /^Download (report\.pdf|scan\.png)$/ });
    await expect(links).toHaveCount(2);
    for (const [file, bytes] of [
      ['report.pdf', PDF],
      ['scan.png', PNG],
    ] as const) {
      const href = (await page.getByRole('link', { name: `Download ${file}`, exact: true }).getAttribute('href'))!;
      const download = await page.request.get(href);
      expect(download.status(), file).toBe(200);
      expect(download.headers()['content-disposition'], file).toContain('attachment');
      expect((await download.body()).equals(bytes), `${file}: the bytes uploaded`).toBe(true);
      const [answered] = served('GET', href);
      expect(answered?.upstream, file).toBe(reader.port);
      expect(answered?.upstream, file).not.toBe(leadUpload);
    }

    // The recording plays in the page, and the player's byte ranges come from the bucket.
    const audio = page.getByRole('region', { name: /^Interview answers/ }).locator('audio');
    await expect(audio).toHaveCount(1);
    const played = await audio.evaluate(async (element: HTMLAudioElement) => {
      element.muted = true;
      await element.play();
      await new Promise((resolve) => setTimeout(resolve, 600));
      return { time: element.currentTime, error: element.error?.code ?? null };
    });
    expect(played.error).toBeNull();
    expect(played.time).toBeGreaterThan(0);
    const src = (await audio.getAttribute('src'))!;
    const ranged = await page.request.get(src, { headers: { range: 'bytes=0-99' } });
    expect(ranged.status()).toBe(206);
    expect((await ranged.body()).equals(recording.subarray(0, 100))).toBe(true);
    const whole = await page.request.get(src);
    expect(whole.status()).toBe(200);
    expect((await whole.body()).equals(recording), 'the recording uploaded').toBe(true);
    const reads = served('GET', src);
    expect(reads.length).toBeGreaterThanOrEqual(2);
    for (const read of reads) expect(read.upstream).not.toBe(recordingUpload);
  } finally {
    every();
  }
  await coordinator.close();
});

test('3. the sixth lead from one address is refused, whichever instances took the first five', async () => {
  const { origin } = the();
  const before = served('POST', '/api/leads').length;
  const statuses: number[] = [];
  let refused: Response | undefined;
  for (let index = 0; index < 6; index += 1) {
    const response = await fetch(`${origin}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': '203.0.113.50' },
      body: JSON.stringify(leadBody(`Fleet Limit${letters()}`, `limit.${letters()}@example.com`)),
    });
    statuses.push(response.status);
    refused = response;
  }
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
  const upstreams = new Set(
    served('POST', '/api/leads')
      .slice(before)
      .map((entry) => entry.upstream),
  );
  expect(upstreams.size).toBeGreaterThanOrEqual(2);
});

test('4. failed sign-ins count across the fleet, and a session opens every instance', async ({ browser }) => {
  test.setTimeout(90_000);
  const { instances } = the();
  // A stranger guesses at the coordinator's password, each guess on the next instance.
  const stranger = await browse(browser, '198.18.0.77');
  const guesser = stranger.page;
  await guesser.goto('/admin/sign-in');
  const button = guesser.getByRole('button', { name: 'Sign in' });
  const message = guesser.locator('#sign-in-error');
  const attempt = async (on: Instance, password: string, code = '000000') => {
    await expect(button).toBeEnabled();
    await guesser.getByLabel('Email').fill(TEST_STAFF.email);
    await guesser.getByLabel('Password', { exact: true }).fill(password);
    await guesser.getByLabel('Code from your authenticator app').fill(code);
    pin(on);
    try {
      await Promise.all([guesser.waitForResponse((response) => response.request().method() === 'POST'), button.click()]);
      await expect(button).toBeEnabled();
      await expect(guesser.getByLabel('Password', { exact: true })).toHaveValue('');
    } finally {
      every();
    }
    expect(served('POST', '/admin/sign-in').at(-1)?.upstream).toBe(on.port);
  };
  for (let failure = 0; failure < 5; failure += 1) {
    await attempt(instances[failure % INSTANCES]!, `wrong guess ${failure}`);
    await expect(message).toHaveText('The email, the password or the code is not right.');
  }
  // The sixth, even with the right password and code, is refused by every instance.
  for (const instance of instances) {
    // Never a code about to change while it is typed.
    const { left } = totpNow(TEST_STAFF.totpSecret);
    if (left < 4000) await guesser.waitForTimeout(left + 200);
    await attempt(instance, TEST_STAFF.password, totpNow(TEST_STAFF.totpSecret).code);
    await expect(message).toHaveText(/^Too many failed sign-ins from your network\. Try again in 1[45] minutes\.$/);
  }
  await stranger.close();

  // The session the coordinator made in test 2, on one instance, opens the inbox on each.
  expect(coordinatorState).toBeDefined();
  const coordinator = await browse(browser, '192.0.2.44', { storageState: coordinatorState });
  const inbox = coordinator.page;
  for (const instance of [...instances, ...instances]) {
    pin(instance);
    try {
      await inbox.goto('/admin');
      await expect(inbox).toHaveURL(/\/admin$/);
      await expect(inbox.getByLabel('Search name, email or phone')).toBeVisible();
    } finally {
      every();
    }
    expect(served('GET', '/admin').at(-1)).toMatchObject({ upstream: instance.port, status: 200 });
  }
  await coordinator.close();
});

test('5. instances killed mid-burst lose no lead and repeat no notification under another id', async () => {
  test.setTimeout(120_000);
  const { origin, instances, sink } = the();
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** A lead posted until it is answered 201, with the same key each time (a client's retry). */
  const answered: { key: string; id: string; tries: number }[] = [];
  const sendLead = async (index: number) => {
    const key = `fleet-${letters(12)}`;
    const body = JSON.stringify(leadBody(`Fleet Burst${letters()}`, `burst.${letters()}@example.com`));
    for (let tries = 1; tries <= 60; tries += 1) {
      // An answer cut off by a crash, even after its status, is no answer: the client tries again
      // with the same key, and the fleet answers with the lead it stored, if it stored one.
      const response = await fetch(`${origin}/api/leads`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'idempotency-key': key,
          'x-forwarded-for': `192.0.2.${100 + index}`,
        },
        body,
      })
        .then(async (answer) => ({ status: answer.status, text: await answer.text() }))
        .catch(() => undefined);
      if (response?.status === 201) {
        answered.push({ key, id: (JSON.parse(response.text) as { id: string }).id, tries });
        return;
      }
      if (response && response.status !== 502 && response.status !== 503)
        throw new Error(`lead ${index}: ${response.status} ${response.text}`);
      await sleep(250);
    }
    throw new Error(`lead ${index} was never answered`);
  };

  // 30 leads, three at a time: one instance is killed after the 6th answer, another after the
  // 14th, each started again at once while the others take the leads; the last eight wait for
  // both to be back, so that the restarted instances take part.
  const LEADS = 30;
  let next = 0;
  const restarts: Promise<void>[] = [];
  /** Where the proxy's record stood when a killed instance answered again. */
  const back = new Map<Instance, number>();
  const crashes = [
    { after: 6, instance: instances[0]! },
    { after: 14, instance: instances[1]! },
  ];
  const worker = async () => {
    for (let index = next++; index < LEADS; index = next++) {
      if (index >= LEADS - 8) await Promise.all(restarts);
      await sendLead(index);
      const crash = crashes[0];
      if (crash && answered.length >= crash.after) {
        crashes.shift();
        const restart = kill(crash.instance)
          .then(() => start(crash.instance))
          .then(() => void back.set(crash.instance, the().proxy.served.length));
        // Awaited by the last leads; until then a failure must not count as unhandled.
        restart.catch(() => undefined);
        restarts.push(restart);
      }
      await sleep(50);
    }
  };
  const before = served('POST', '/api/leads').length;
  await Promise.all([worker(), worker(), worker()]);
  expect(answered).toHaveLength(LEADS);
  expect(back.size).toBe(2);
  const after = (instance: Instance) => the().proxy.served.slice(back.get(instance));
  for (const instance of instances.slice(0, 2))
    expect(
      after(instance).some((entry) => entry.path === '/api/leads' && entry.upstream === instance.port && entry.status === 201),
      `the instance on ${instance.port} took leads again`,
    ).toBe(true);
  const burst = served('POST', '/api/leads').slice(before);
  test.info().annotations.push({
    type: 'burst',
    description: `${burst.length} posts for ${LEADS} leads, ${burst.filter((entry) => entry.status === 502).length} answered 502 by the proxy, ${answered.filter((lead) => lead.tries > 1).length} leads retried`,
  });

  // Each answered lead is stored once, under its key.
  const keys = answered.map((lead) => lead.key);
  const stored = await rows<{ key: string; lead_id: string }>('select key, lead_id from idempotency_keys where key = any($1)', [keys]);
  expect(stored).toHaveLength(LEADS);
  for (const lead of answered) expect(stored.find((row) => row.key === lead.key)?.lead_id).toBe(lead.id);
  const ids = answered.map((lead) => lead.id);
  expect(new Set(ids).size).toBe(LEADS);
  const leads = await rows<{ id: string }>('select id from leads where id = any($1)', [ids]);
  expect(leads).toHaveLength(LEADS);

  // Now a slow receiver: the next lead's first email and webhook arrive and wait for their
  // acknowledgement, and every instance is killed meanwhile.
  const name = `Fleet Held${letters()}`;
  held.marker = name;
  const heldLead = await fetch(`${origin}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': '192.0.2.250' },
    body: JSON.stringify(leadBody(name, `held.${letters()}@example.com`)),
  });
  expect(heldLead.status).toBe(201);
  const heldId = ((await heldLead.json()) as { id: string }).id;
  const firstOf = () => ({
    hook: sink.hooks.find((hook) => hook.body.lead.id === heldId),
    email: sink.emails.find((email) => email.to.includes('coordinators@example.com') && email.text.includes(`Lead id: ${heldId}`)),
  });
  await expect.poll(() => Boolean(firstOf().hook && firstOf().email), { timeout: 20_000, intervals: [50] }).toBe(true);
  const first = firstOf();
  expect(held.ids).toContain(first.hook!.headers['webhook-id']);
  expect(held.ids).toContain(first.email!.messageId);
  await Promise.all(instances.map(kill));
  held.marker = '';
  await Promise.all(instances.map((instance) => start(instance)));

  // After the lease, the same rows are delivered again, under the same ids.
  const again = () => ({
    hooks: sink.hooks.filter((hook) => hook.headers['webhook-id'] === first.hook!.headers['webhook-id']),
    emails: sink.emails.filter((email) => email.messageId === first.email!.messageId),
  });
  await expect.poll(() => again().hooks.length >= 2 && again().emails.length >= 2, { timeout: 30_000 }).toBe(true);
  expect(again().hooks[1]!.receivedAt - first.hook!.receivedAt).toBeGreaterThanOrEqual(OUTBOX_LEASE_MS);
  expect(again().emails[1]!.receivedAt - first.email!.receivedAt).toBeGreaterThanOrEqual(OUTBOX_LEASE_MS);
  expect(again().hooks[1]!.body.eventId).toBe(first.hook!.body.eventId);

  // Every lead's notifications arrive; a receiver that drops repeats by id gets each once.
  const everyLead = [...ids, heldId];
  await expect
    .poll(
      async () =>
        (await rows<{ n: string }>(`select count(*) as n from outbox where lead_id = any($1) and status <> 'sent'`, [everyLead]))[0]!.n,
      { timeout: 45_000 },
    )
    .toBe('0');
  const outbox = await rows<{ id: string; lead_id: string; channel: string }>(
    'select id, lead_id, channel from outbox where lead_id = any($1)',
    [everyLead],
  );
  for (const leadId of everyLead) {
    const hookIds = new Set(sink.hooks.filter((hook) => hook.body.lead.id === leadId).map((hook) => hook.headers['webhook-id']));
    const emailIds = new Set(
      sink.emails
        .filter((email) => email.to.includes('coordinators@example.com') && email.text.includes(`Lead id: ${leadId}`))
        .map((email) => email.messageId),
    );
    const rowsOf = (channel: string) => outbox.filter((row) => row.lead_id === leadId && row.channel === channel).map((row) => row.id);
    expect([...hookIds], `the webhook of ${leadId}`).toEqual(rowsOf('webhook'));
    // The Message-ID is <row id@site host>.
    expect(
      [...emailIds].map((messageId) => messageId.replace(/^<|@.*$/g, '')),
      `the coordinators' email of ${leadId}`,
    ).toEqual(rowsOf('coordinator-email'));
  }

  // Nothing was kept on any instance's disk: the files are in the bucket.
  for (const instance of instances) expect(existsSync(instance.dataDir) ? readdirSync(instance.dataDir) : []).toEqual([]);
});

test('6. the daily jobs ran once for the whole fleet', async () => {
  const { instances, cutOff } = the();
  await expect
    .poll(async () =>
      (await rows<{ name: string; runs: number }>('select name, runs from job_runs order by name')).map((row) => [row.name, row.runs]),
    )
    .toEqual(
      expect.arrayContaining([
        ['orphan-files', 1],
        ['retention', 1],
      ]),
    );
  const ran = [...instances, cutOff!]
    .flatMap((instance) => instance.stdout.split('\n'))
    .filter((line) => line.includes('"event":"jobs.ran"') && line.includes('"job":"retention"'));
  expect(ran).toHaveLength(1);
});
