#!/usr/bin/env node
// Sign-in flood benchmark (issue 20): what a flood of wrong passwords costs the other visitors.
// A production build on SQLite gets 240 sign-in attempts at 48 connections, each from an address
// of its own (X-Forwarded-For through a trusted loopback proxy, as a botnet would look), half at
// the real coordinator's account and half at unknown emails; meanwhile one visitor loads pages and
// another posts leads, one request at a time. Prints the visitors' latencies without and with the
// flood, and how the flood was answered. A benchmark, not a test: compare runs of the same day.
//   BENCH_PROJECT_DIR=../other-checkout npm run bench:signin   measures another checkout's build
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildForBench, rssMb, waitForServer } from './bench-support.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3510);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ATTEMPTS = 240;
const CONNECTIONS = 48;
const ACCOUNT = { email: 'coordinator@example.com', password: 'bench coordinator password' };
const project = resolve(process.env.BENCH_PROJECT_DIR ?? new URL('..', import.meta.url).pathname);

buildForBench(project);

const dataDir = mkdtempSync(join(tmpdir(), 'bench-signin-'));
const server = spawn(process.execPath, ['scripts/server.mjs'], {
  cwd: project,
  env: {
    ...process.env,
    NEXT_DIST_DIR: '.next-bench',
    NODE_ENV: 'production',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ACCOUNT.email,
    ADMIN_PASSWORD: ACCOUNT.password,
    ADMIN_TOTP_SECRET: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    // The flood's addresses arrive through a proxy on this host (an older checkout took `1`).
    TRUST_PROXY: process.env.BENCH_TRUST_PROXY ?? 'loopback',
  },
  stdio: 'ignore',
});

let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

/** The sign-in form as a browser without JavaScript posts it: its server action's hidden fields. */
async function signInForm() {
  const html = await (await fetch(`${ORIGIN}/admin/sign-in`)).text();
  const hidden = [...html.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)].map(([, name, value]) => [
    name,
    (value ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
  ]);
  if (hidden.length === 0) throw new Error('The sign-in page has no server-action fields to post');
  return hidden;
}

async function signIn(hidden, email, password) {
  const form = new FormData();
  for (const [name, value] of hidden) form.append(name, value);
  form.set('email', email);
  form.set('password', password);
  const started = performance.now();
  const response = await fetch(`${ORIGIN}/admin/sign-in`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    headers: { origin: ORIGIN, 'x-forwarded-for': nextAddress() },
  });
  const text = await response.text();
  const outcome = /Too many|busy|many sign-in attempts/.test(text) ? 'throttled' : response.status === 303 ? 'signed in' : 'refused';
  return { ms: performance.now() - started, outcome };
}

const lead = () =>
  JSON.stringify({
    type: 'consultation',
    fullName: 'Bench Visitor',
    phone: '+49 30 901820',
    consentPrivacy: true,
    locale: 'de',
    startedAt: Date.now() - 30_000,
  });

/** One visitor, one request at a time, until `until()` says stop: page loads and lead posts. */
async function visitor(until) {
  const pages = [];
  const leads = [];
  const paths = ['/', '/services/bbl', '/de/Kontakt', '/landing/check-up'];
  let index = 0;
  while (until()) {
    const path = paths[index++ % paths.length];
    let started = performance.now();
    await (await fetch(`${ORIGIN}${path}`, { headers: { 'x-forwarded-for': nextAddress() } })).arrayBuffer();
    pages.push(performance.now() - started);
    started = performance.now();
    const response = await fetch(`${ORIGIN}/api/leads`, {
      method: 'POST',
      body: lead(),
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': nextAddress() },
    });
    await response.arrayBuffer();
    leads.push(performance.now() - started);
  }
  return { pages, leads };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
};

try {
  await waitForServer(ORIGIN);
  const hidden = await signInForm();
  // Warm up: routes, the JIT, the decoy hash.
  await visitor(
    (
      (left) => () =>
        left-- > 0
    )(20),
  );
  await signIn(hidden, 'warm@example.com', 'a warm-up password');

  const quiet = await visitor(
    (
      (deadline) => () =>
        Date.now() < deadline
    )(Date.now() + 8000),
  );

  let left = ATTEMPTS;
  const outcomes = new Map();
  const signInMs = [];
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(server.pid))), 200);
  const floodStarted = performance.now();
  let flooding = true;
  const flood = Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (left-- > 0) {
        const email = left % 2 ? ACCOUNT.email : `unknown${left}@example.com`;
        const { ms, outcome } = await signIn(hidden, email, `wrong password ${left}`);
        signInMs.push(ms);
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      }
    }),
  ).then(() => (flooding = false));
  const busy = await visitor(() => flooding);
  await flood;
  const floodSeconds = (performance.now() - floodStarted) / 1000;
  clearInterval(sampler);

  console.log(
    `\nSign-in flood: ${ATTEMPTS} attempts at ${CONNECTIONS} connections, ${project === resolve('.') ? 'this checkout' : project}`,
  );
  console.table([
    { visitor: 'pages, quiet', n: quiet.pages.length, 'p50 ms': percentile(quiet.pages, 50), 'p95 ms': percentile(quiet.pages, 95) },
    {
      visitor: 'pages, during the flood',
      n: busy.pages.length,
      'p50 ms': percentile(busy.pages, 50),
      'p95 ms': percentile(busy.pages, 95),
    },
    { visitor: 'lead posts, quiet', n: quiet.leads.length, 'p50 ms': percentile(quiet.leads, 50), 'p95 ms': percentile(quiet.leads, 95) },
    {
      visitor: 'lead posts, during the flood',
      n: busy.leads.length,
      'p50 ms': percentile(busy.leads, 50),
      'p95 ms': percentile(busy.leads, 95),
    },
  ]);
  console.log(
    `The flood took ${floodSeconds.toFixed(1)} s; sign-in answers p50 ${percentile(signInMs, 50)} ms, p95 ${percentile(signInMs, 95)} ms; ` +
      `${[...outcomes].map(([outcome, count]) => `${count} ${outcome}`).join(', ')}; server peak RSS ${Math.round(peakRss)} MB.`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((done) => server.once('exit', done));
  rmSync(dataDir, { recursive: true, force: true });
}
