#!/usr/bin/env node
// The settings a build bakes into its prerendered pages and headers: the public origin, the
// analytics measurement id (the banner and the CSP), and the retention periods (the privacy
// policy states them). `npm run build` records them beside the build; `npm start` rebuilds when
// they differ from the environment it runs in, so a page never says what the server does not do.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import nextEnv from '@next/env';

// The same .env files Next.js reads, so the comparison sees what the build saw.
nextEnv.loadEnvConfig(fileURLToPath(new URL('..', import.meta.url)), false, { info: () => {}, error: console.error });

export const BUILD_SETTINGS = ['SITE_URL', 'GA_MEASUREMENT_ID', 'LEAD_RETENTION_DAYS', 'SPAM_RETENTION_DAYS', 'RECORDING_RETENTION_DAYS'];
const FILE = 'build-settings.json';

export function currentSettings(environment = process.env) {
  return Object.fromEntries(BUILD_SETTINGS.map((name) => [name, environment[name] || null]));
}

/** The names whose value differs from the build's, or null when the build recorded none. */
export function changedSettings(distDir, environment = process.env) {
  const path = join(distDir, FILE);
  if (!existsSync(path)) return null;
  const built = JSON.parse(readFileSync(path, 'utf8'));
  const current = currentSettings(environment);
  return BUILD_SETTINGS.filter((name) => (built[name] ?? null) !== current[name]);
}

export function recordSettings(distDir, environment = process.env) {
  writeFileSync(join(distDir, FILE), `${JSON.stringify(currentSettings(environment), null, 2)}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href && process.argv[2] === 'record') {
  recordSettings(process.env.NEXT_DIST_DIR ?? '.next');
}
