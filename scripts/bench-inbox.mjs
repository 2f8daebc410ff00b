#!/usr/bin/env node
// Staff inbox benchmark (issue 13): fills a database with 100,000 leads, then measures the list
// page with a filter and a search (sequential requests, p50/p95) and the CSV export of the 10,000
// leads in German (time, and the server's memory while it streams), on SQLite and on PostgreSQL.
// Budgets: list p95 ≤ 150 ms; export ≤ 5 s with flat memory. A benchmark, not a test.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildForBench, rssMb, throwawayDatabase, waitForServer } from './bench-support.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3600);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const REQUESTS = 60;
const BUDGET = { listP95: 150, exportMs: 5000 };
const LIST = '/admin?status=new&q=patient%2012&locale=ru';
const EXPORT = '/admin/export.csv?locale=de&spam=all';

buildForBench();

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

async function run(kind) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-inbox-'));
  const env = { ...process.env, NEXT_DIST_DIR: '.next-bench', NODE_ENV: 'production', PORT: String(PORT), DATA_DIR: dataDir };
  for (const key of ['DATABASE_URL', 'DATABASE_SCHEMA', 'SMTP_URL', 'LEADS_WEBHOOK_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD']) delete env[key];
  const database = kind === 'postgres' ? await throwawayDatabase('bench_inbox') : undefined;
  if (database) env.DATABASE_URL = database.url;
  const seeding = Date.now();
  const seed = spawnSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', '--conditions=react-server', 'scripts/bench-inbox-seed.mts', String(LEADS)],
    { env, encoding: 'utf8' },
  );
  if (seed.status !== 0) throw new Error(seed.stderr);
  const token = seed.stdout.trim().split('\n').pop();
  console.log(`${kind}: ${LEADS} leads stored in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);

  const server = spawn(process.execPath, ['scripts/server.mjs'], { env, stdio: 'ignore' });
  const headers = { cookie: `admin_session=${token}` };
  try {
    await waitForServer(ORIGIN);
    const check = await fetch(`${ORIGIN}${LIST}`, { headers, redirect: 'manual' });
    if (check.status !== 200) throw new Error(`the list answered ${check.status}: is the session valid?`);
    for (let index = 0; index < 5; index += 1) await (await fetch(`${ORIGIN}${LIST}`, { headers })).text();
    const times = [];
    for (let index = 0; index < REQUESTS; index += 1) {
      const started = performance.now();
      await (await fetch(`${ORIGIN}${LIST}`, { headers })).text();
      times.push(performance.now() - started);
    }

    const before = rssMb(server.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 20);
    const started = performance.now();
    const response = await fetch(`${ORIGIN}${EXPORT}`, { headers });
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body) {
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    const exportMs = performance.now() - started;
    clearInterval(sampler);
    const row = {
      database: kind,
      'list p50 ms': percentile(times, 50).toFixed(1),
      'list p95 ms': percentile(times, 95).toFixed(1),
      'export rows': lines - 1,
      'export MB': (bytes / 1024 / 1024).toFixed(1),
      'export s': (exportMs / 1000).toFixed(2),
      'RSS before MB': before.toFixed(0),
      'RSS peak MB': peak.toFixed(0),
    };
    const misses = [percentile(times, 95) > BUDGET.listP95 && 'list', exportMs > BUDGET.exportMs && 'export'].filter(Boolean);
    return { ...row, budget: misses.length ? `MISS: ${misses.join(', ')}` : 'ok' };
  } finally {
    server.kill('SIGTERM');
    await sleep(500);
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

const rows = [];
for (const kind of ['sqlite', 'postgres']) rows.push(await run(kind));
console.table(rows);
console.log(
  `List: ${LIST} (${REQUESTS} sequential requests after 5 warm-ups). Export: ${EXPORT}. Budgets: list p95 ≤ ${BUDGET.listP95} ms, export ≤ ${BUDGET.exportMs / 1000} s with flat memory.`,
);
if (rows.some((row) => row.budget !== 'ok')) process.exitCode = 1;
