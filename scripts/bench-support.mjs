// What the server benchmarks share (bench-leads, bench-inbox): a production build of their own,
// a server's memory, a throwaway PostgreSQL database, and waiting for a server to answer.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Builds into .next-bench, so the build `npm test` made is left alone; exits when the build fails.
 * `project`: another checkout to build (a benchmark's "before").
 */
export function buildForBench(project = process.cwd()) {
  console.log('Building into .next-bench…');
  const build = spawnSync('npx', ['next', 'build'], {
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
