#!/usr/bin/env node
// Intake benchmark (issues 3 and 9): posts leads at 50 concurrent connections for 20 s to a production
// build, on SQLite and then on PostgreSQL, with the per-address rate limit turned off
// (LEADS_RATE_LIMIT=off, used only here). Prints req/s, p50 and p99 latency, the server's peak
// RSS, and the rows stored against the 201 answers: they must be equal. A benchmark, not a test.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { buildForBench, percentile, postLeads, rssMb, throwawayDatabase, waitForServer } from './bench-support.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3500);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = 50;
const TARGET = { p99: 200, rps: 150 };

buildForBench();

async function run(kind) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-leads-'));
  const env = {
    ...process.env,
    NEXT_DIST_DIR: '.next-bench',
    NODE_ENV: 'production',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LEADS_RATE_LIMIT: 'off',
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  delete env.LEADS_WEBHOOK_URL;
  const database = kind === 'postgres' ? await throwawayDatabase('bench_leads') : undefined;
  const databaseUrl = database?.url;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;

  const server = spawn(process.execPath, ['scripts/server.mjs'], { env, stdio: 'ignore' });
  try {
    await waitForServer(ORIGIN);
    const load = (connections, until) => postLeads(ORIGIN, connections, until);
    // Warm up: compiled routes, database connections, the JIT.
    let warmupLeft = 500;
    const warmup = await load(10, () => warmupLeft-- > 0);

    let peakRss = 0;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(server.pid))), 250);
    const started = performance.now();
    const deadline = Date.now() + DURATION * 1000;
    const result = await load(CONNECTIONS, () => Date.now() < deadline);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);

    const created = warmup.created + result.created;
    let stored;
    if (kind === 'sqlite') {
      const db = new Database(join(dataDir, 'leads.sqlite'), { readonly: true });
      stored = db.prepare('select count(*) as n from leads').get().n;
      db.close();
    } else {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      stored = Number((await client.query('select count(*) as n from leads')).rows[0].n);
      await client.end();
    }
    return {
      database: kind,
      'req/s': Math.round(result.latencies.length / seconds),
      'p50 ms': Math.round(percentile(result.latencies, 50)),
      'p99 ms': Math.round(percentile(result.latencies, 99)),
      'peak RSS MB': Math.round(peakRss),
      '201 answers': created,
      'rows stored': stored,
      'other answers': result.others + warmup.others,
      errors: result.errors + warmup.errors,
    };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = [];
for (const kind of ['sqlite', 'postgres']) {
  console.log(`Posting leads for ${DURATION} s at ${CONNECTIONS} connections on ${kind}…`);
  rows.push(await run(kind));
}
console.log(
  `\nLead intake, ${CONNECTIONS} connections × ${DURATION} s. Target on SQLite: p99 ≤ ${TARGET.p99} ms and ≥ ${TARGET.rps} leads/s; on both: rows stored = 201 answers.`,
);
console.table(rows);

const sqlite = rows[0];
const problems = [
  ...rows
    .filter((row) => row['rows stored'] !== row['201 answers'])
    .map((row) => `${row.database}: ${row['rows stored']} rows for ${row['201 answers']} answers`),
  sqlite['p99 ms'] > TARGET.p99 && `SQLite p99 ${sqlite['p99 ms']} ms > ${TARGET.p99} ms`,
  sqlite['req/s'] < TARGET.rps && `SQLite ${sqlite['req/s']} req/s < ${TARGET.rps}`,
].filter(Boolean);
if (problems.length) {
  console.log(`MISS: ${problems.join('; ')}`);
  process.exit(1);
}
console.log('All targets met.');
