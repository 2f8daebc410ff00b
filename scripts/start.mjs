#!/usr/bin/env node
// `npm start`: serves the production build on PORT (default 3000) through scripts/server.mjs. It
// never rebuilds a build, because a fleet builds once (`npm run build`) and every instance serves
// the build it was shipped. With no build at all it builds once, so that a newcomer's
// `npm install && npm start` works; a build whose baked settings differ from this environment, or
// that records none, stops it with exit code 1 and the command to build again
// (scripts/start-decision.mjs, scripts/build-settings.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { changedSettings, distDirOf } from './build-settings.mjs';
import { startDecision } from './start-decision.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// NEXT_DIST_DIR is read after build-settings.mjs has loaded the .env files, as Next.js reads it;
// it is relative to the project, like next.config.ts's distDir.
const distDir = distDirOf();
const distPath = resolve(root, distDir);
const exists = existsSync(join(distPath, 'BUILD_ID'));
const decision = startDecision({ distDir, exists, changes: exists ? changedSettings(distPath) : null });

if (decision.action === 'stop') {
  console.error(decision.message);
  process.exit(1);
}
if (decision.action === 'build') {
  console.log(decision.message);
  // The one definition of a build: `npm run build` (package.json), with every step it has.
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = process.env.PORT ?? '3000';
const server = spawn(process.execPath, [join(root, 'scripts', 'server.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: port },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
