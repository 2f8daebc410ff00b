#!/usr/bin/env node
// Serves the production build on PORT (default 3000), building first when there is no build,
// when a source file is newer than it, or when a setting baked into it has changed
// (scripts/build-settings.mjs).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { changedSettings, recordSettings } from './build-settings.mjs';

const root = new URL('..', import.meta.url).pathname;
const buildId = join(root, '.next', 'BUILD_ID');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = ['src', 'messages', 'content', 'public'].map((dir) => join(root, dir)).filter(existsSync);
const sourceTime = Math.max(
  ...sources.map(newestMtime),
  ...['next.config.ts', 'package-lock.json'].map((file) => statSync(join(root, file)).mtimeMs),
);
const changed = existsSync(buildId) ? changedSettings(join(root, '.next')) : null;
if (!existsSync(buildId) || statSync(buildId).mtimeMs < sourceTime || changed === null || changed.length > 0) {
  console.log(
    changed?.length ? `Rebuilding the site for the new ${changed.join(', ')} (about a minute)…` : 'Building the site (about a minute)…',
  );
  const build = spawnSync('npx', ['next', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  recordSettings(join(root, '.next'));
}

const port = process.env.PORT ?? '3000';
const server = spawn(process.execPath, [join(root, 'scripts', 'server.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: port },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
