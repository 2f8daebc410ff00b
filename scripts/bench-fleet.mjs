#!/usr/bin/env node
// Fleet benchmark (issue 22, section 5): the production build as 1 instance and as 3 instances
// on one PostgreSQL schema and one S3 bucket (s3rver), each time behind the same round-robin
// proxy, so both pay the same hop. Posts JSON leads at 50 connections for a fixed time per run,
// after a warm-up, with the per-address limit off (LEADS_RATE_LIMIT=off, as bench-leads does);
// several runs of each, alternated, and prints the medians: leads/s, p50 and p99 latency, and
// the answers that were not 201. The rows stored must equal the 201 answers. A benchmark, not a test.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { startRoundRobinProxy } from '../tests/support/round-robin-proxy.mjs';
import { S3_TEST_CREDENTIALS, s3Environment, startS3Server } from '../tests/support/s3-server.mjs';
import { buildForBench, median, percentile, postgresUrl, postLeads } from './bench-support.mjs';

const FIRST_PORT = Number(process.env.BENCH_PORT ?? 3510);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONNECTIONS = 50;
const FLEETS = [1, 3];

buildForBench();

/** Waits up to a minute for an instance's database and storage to answer. */
async function waitForHealth(port) {
  for (let index = 0; index < 120; index += 1) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(500);
  }
  throw new Error(`the instance on ${port} did not answer within a minute`);
}

/** A run's figures: every answer that is not a 201, or no answer, is an error here. */
async function load(origin, connections, until) {
  const result = await postLeads(origin, connections, until);
  return {
    seconds: result.seconds,
    created: result.created,
    errors: result.others + result.errors,
    p50: percentile(result.latencies, 50),
    p99: percentile(result.latencies, 99),
  };
}

const schema = `bench_fleet_${Date.now()}`;
const s3 = await startS3Server();
const bucket = `bench-fleet-${Date.now()}`;
const s3Client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: S3_TEST_CREDENTIALS });
await s3Client.send(new CreateBucketCommand({ Bucket: bucket }));
s3Client.destroy();
const database = new pg.Client({ connectionString: postgresUrl });
await database.connect();

const ports = Array.from({ length: Math.max(...FLEETS) }, (_, index) => FIRST_PORT + index);
const dataDirs = ports.map(() => mkdtempSync(join(tmpdir(), 'bench-fleet-')));
// Limits in PostgreSQL, no notifications, no staff account: the intake alone.
const inherited = { ...process.env };
for (const name of ['REDIS_URL', 'SMTP_URL', 'LEADS_WEBHOOK_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'ADMIN_TOTP_SECRET'])
  delete inherited[name];
const instances = ports.map((port, index) =>
  spawn(process.execPath, ['scripts/server.mjs'], {
    env: {
      ...inherited,
      NEXT_DIST_DIR: '.next-bench',
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME_BIND: '127.0.0.1',
      DATA_DIR: dataDirs[index],
      DATABASE_URL: postgresUrl,
      DATABASE_SCHEMA: schema,
      ...s3Environment(s3.endpoint, bucket),
      TRUST_PROXY: 'loopback',
      LEADS_RATE_LIMIT: 'off',
    },
    stdio: 'ignore',
  }),
);
const proxy = await startRoundRobinProxy(ports.slice(0, 1));
const origin = `http://127.0.0.1:${proxy.port}`;

try {
  // The first instance makes the schema alone (see tests/e2e/fleet.spec.ts), then the others start.
  await waitForHealth(ports[0]);
  await Promise.all(ports.slice(1).map(waitForHealth));
  const results = new Map(FLEETS.map((size) => [size, []]));
  let created = 0;
  for (const size of FLEETS) {
    proxy.setUpstreams(ports.slice(0, size));
    // Warm up every instance of this fleet: compiled routes, database connections, the JIT.
    let left = 300 * size;
    created += (await load(origin, 10, () => left-- > 0)).created;
  }
  for (let run = 1; run <= RUNS; run += 1) {
    for (const size of FLEETS) {
      console.log(`Run ${run} of ${RUNS}: ${size} instance${size > 1 ? 's' : ''}, ${CONNECTIONS} connections for ${DURATION} s…`);
      proxy.setUpstreams(ports.slice(0, size));
      const deadline = Date.now() + DURATION * 1000;
      const result = await load(origin, CONNECTIONS, () => Date.now() < deadline);
      created += result.created;
      results.get(size).push(result);
    }
  }
  const stored = Number((await database.query(`select count(*) as n from "${schema}".leads`)).rows[0].n);

  console.log(
    `\nLead intake behind a round-robin proxy, ${CONNECTIONS} connections × ${DURATION} s, medians of ${RUNS} runs (JSON leads, on PostgreSQL, files in S3):`,
  );
  console.table(
    FLEETS.map((size) => {
      const runs = results.get(size);
      return {
        instances: size,
        'leads/s': Math.round(median(runs.map((result) => result.created / result.seconds))),
        'p50 ms': Math.round(median(runs.map((result) => result.p50))),
        'p99 ms': Math.round(median(runs.map((result) => result.p99))),
        errors: median(runs.map((result) => result.errors)),
      };
    }),
  );
  console.log(`Rows stored: ${stored}; 201 answers: ${created}.`);
  console.log(
    `Note: this machine has ${availableParallelism()} cores, shared by the instances with PostgreSQL, s3rver, the proxy and the load ` +
      'generator: the figures show that the fleet works and what it costs, not how it scales on real hardware.',
  );
  if (stored !== created) {
    console.log(`MISS: ${stored} rows for ${created} answers`);
    process.exitCode = 1;
  }
} finally {
  await proxy.close();
  await Promise.all(
    instances.map(
      (instance) =>
        new Promise((resolve) => {
          if (instance.exitCode !== null || instance.signalCode !== null) return resolve(undefined);
          instance.once('exit', resolve);
          instance.kill('SIGTERM');
        }),
    ),
  );
  await database.query(`drop schema if exists "${schema}" cascade`);
  await database.end();
  await s3.close();
  for (const directory of dataDirs) rmSync(directory, { recursive: true, force: true });
}
