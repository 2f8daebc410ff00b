// What the server benchmarks share (bench-leads, bench-fleet, bench-inbox): a production build of
// their own, a server's memory, a throwaway PostgreSQL database, waiting for a server to answer,
// and the lead intake's load generator with its percentiles.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Builds into .next-bench with the checkout's own `npm run build` (every step of its build), so
 * the build `npm test` made is left alone; exits when the build fails.
 * `project`: another checkout to build (a benchmark's "before").
 */
export function buildForBench(project = process.cwd()) {
  console.log('Building into .next-bench…');
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: project,
    env: { ...process.env, NEXT_DIST_DIR: '.next-bench', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** A process's resident memory in MB (0 when it is gone). */
export function rssMb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** A fresh PostgreSQL database for one run: its URL, and `drop()` for the end of the run. */
export async function throwawayDatabase(prefix) {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  const name = `${prefix}_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Waits up to a minute for a server to answer `robots.txt`. */
export async function waitForServer(origin) {
  for (let index = 0; index < 120; index += 1) {
    const ok = await fetch(`${origin}/robots.txt`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(500);
  }
  throw new Error(`${origin} did not answer within a minute`);
}

/** The lead the intake benchmarks post: a contact form's, as its script sends it. */
const benchLead = JSON.stringify({
  type: 'consultation',
  fullName: 'Benchmark Visitor',
  phone: '+49 30 901820',
  email: 'bench@example.com',
  message: 'I would like to know more about a knee prosthesis.',
  treatment: 'hair-transplant',
  locale: 'de',
  preferredChannel: 'whatsapp',
  consentPrivacy: true,
  consentHealthData: true,
  page: '/de/Kontakt',
  // The form's timing, as its script sends it: without it the lead is taken for a bot's.
  startedAt: Date.now() - 30_000,
});

/**
 * Posts leads to `origin` at `connections` (keep-alive) until `until()` says stop. Every request
 * is awaited to its end, also those in flight when the time is up, so each 201 is counted (a load
 * tool that drops them would under-count). Latencies are sorted; `errors` are requests that got
 * no answer at all.
 */
export async function postLeads(origin, connections, until) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const post = () =>
    new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        `${origin}/api/leads`,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', accept: 'application/json', 'content-length': Buffer.byteLength(benchLead) },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode));
          response.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(benchLead);
    });
  const latencies = [];
  const statuses = new Map();
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (until()) {
        const sent = performance.now();
        try {
          const status = await post();
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - sent);
      }
    }),
  );
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  const created = statuses.get(201) ?? 0;
  const others = [...statuses].filter(([status]) => status !== 201).reduce((sum, [, count]) => sum + count, 0);
  return { latencies: latencies.sort((a, b) => a - b), statuses, created, others, errors, seconds };
}

/** The p-th percentile of sorted values (0 when there are none). */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** The median of values. */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
