#!/usr/bin/env node
// Staff inbox benchmark (issues 13 and 23): fills a database with 100,000 realistic leads
// (scripts/bench-inbox-seed.mts), then measures on SQLite and on PostgreSQL, against a production
// build of its own (.next-bench):
//   - the list: by default, with filters, with searches (a folded name, a phone number in its
//     national form), in each order, and a deep page; and a lead's page (sequential requests,
//     p50/p95 after warm-ups);
//   - the xlsx export of about 10,000 leads (200 days at 50 a day): its time, and the server's
//     memory while it streams; the CSV of the same view beside it.
// Budgets: list and lead p95 ≤ 150 ms; xlsx ≤ 5 s with flat memory. A benchmark, not a test.
//   npm run bench:inbox                     (BENCH_LEADS=20000 for a quicker look)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { buildForBench, rssMb, throwawayDatabase, waitForServer } from './bench-support.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3600);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40);
const WARMUPS = 5;
const BUDGET = { p95: 150, exportMs: 5000 };
const DAY = 24 * 60 * 60_000;
// 50 leads a day (the seed's pace): 200 days are about 10,000 leads, spam included.
const exportFrom = new Date(Date.now() - 200 * DAY).toISOString().slice(0, 10);
const EXPORT = `?from=${exportFrom}&spam=all`;

/** What a coordinator does all day, by name; `lead` and `phone` come from the seed. */
const pages = ({ lead, phone }) => ({
  'list: default': '/admin',
  'list: status + source + callback': '/admin?status=qualified&source=google-ads&callback=yes',
  'list: search name (folded)': '/admin?q=dogan',
  'list: search phone (national)': `/admin?q=${encodeURIComponent(phone)}`,
  'list: sort newest': '/admin?sort=newest&locale=de',
  'list: sort oldest': '/admin?sort=oldest&locale=de',
  'list: sort activity': '/admin?sort=activity&locale=de',
  'list: page 40': '/admin?page=40',
  'lead page': `/admin/leads/${lead}`,
});

buildForBench();

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

/** Downloads an address while sampling the server's memory: time, bytes, RSS before and peak. */
async function download(server, path, headers) {
  const before = rssMb(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 20);
  const started = performance.now();
  const response = await fetch(`${ORIGIN}${path}`, { headers });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  const chunks = [];
  for await (const chunk of response.body) chunks.push(chunk);
  const ms = performance.now() - started;
  clearInterval(sampler);
  return { ms, body: Buffer.concat(chunks), before, peak };
}

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
    { env, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  if (seed.status !== 0) throw new Error(seed.stderr);
  const lines = seed.stdout.trim().split('\n');
  const token = lines.at(-1);
  const facts = JSON.parse(lines.at(-2));
  console.log(`${kind}: ${LEADS} leads stored in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);

  const server = spawn(process.execPath, ['scripts/server.mjs'], { env, stdio: 'ignore' });
  const headers = { cookie: `admin_session=${token}` };
  try {
    await waitForServer(ORIGIN);
    const timings = [];
    for (const [name, path] of Object.entries(pages(facts))) {
      const check = await fetch(`${ORIGIN}${path}`, { headers, redirect: 'manual' });
      if (check.status !== 200) throw new Error(`${path} answered ${check.status}: is the session valid?`);
      await check.text();
      for (let index = 0; index < WARMUPS; index += 1) await (await fetch(`${ORIGIN}${path}`, { headers })).text();
      const times = [];
      for (let index = 0; index < REQUESTS; index += 1) {
        const started = performance.now();
        await (await fetch(`${ORIGIN}${path}`, { headers })).text();
        times.push(performance.now() - started);
      }
      const p95 = percentile(times, 95);
      timings.push({
        database: kind,
        page: name,
        'p50 ms': percentile(times, 50).toFixed(1),
        'p95 ms': p95.toFixed(1),
        budget: p95 > BUDGET.p95 ? 'MISS' : 'ok',
      });
    }

    // The library's code and the query plans are warm, as on a server that has run a while.
    await download(server, `/admin/export.xlsx?from=${exportFrom}&type=quote`, headers);
    const xlsx = await download(server, `/admin/export.xlsx${EXPORT}`, headers);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.body);
    const rows = workbook.getWorksheet('Leads').actualRowCount - 1;
    const csv = await download(server, `/admin/export.csv${EXPORT}`, headers);
    const exports = [
      { format: 'xlsx', ...xlsx, rows },
      { format: 'csv', ...csv, rows: undefined },
    ].map((result) => ({
      database: kind,
      export: result.format,
      rows: result.rows ?? '',
      MB: (result.body.byteLength / 1024 / 1024).toFixed(1),
      s: (result.ms / 1000).toFixed(2),
      'RSS before MB': result.before.toFixed(0),
      'RSS peak MB': result.peak.toFixed(0),
      budget: result.format === 'xlsx' && result.ms > BUDGET.exportMs ? 'MISS' : 'ok',
    }));
    return { timings, exports };
  } finally {
    server.kill('SIGTERM');
    await sleep(500);
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

const results = [];
for (const kind of ['sqlite', 'postgres']) results.push(await run(kind));
console.table(results.flatMap((result) => result.timings));
console.table(results.flatMap((result) => result.exports));
console.log(
  `${LEADS} leads; each page ${REQUESTS} sequential requests after ${WARMUPS} warm-ups. Exports: ${EXPORT} (about 10,000 leads). ` +
    `Budgets: p95 ≤ ${BUDGET.p95} ms; xlsx ≤ ${BUDGET.exportMs / 1000} s with flat memory (RSS peak near RSS before).`,
);
if (results.some((result) => [...result.timings, ...result.exports].some((row) => row.budget !== 'ok'))) process.exitCode = 1;
