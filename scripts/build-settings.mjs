#!/usr/bin/env node
// The settings a build bakes into its prerendered pages and headers: the public origin, the
// analytics measurement id (the banner and the CSP), and the retention periods (the privacy
// policy states them). `npm run build` records them beside the build; `npm start` refuses to
// serve a build whose settings differ from the environment it runs in, or that records none
// (scripts/start-decision.mjs), so a page never says what the server does not do. It never
// rebuilds: the instances of a fleet all serve the one build they were shipped.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import nextEnv from '@next/env';

// The same .env files Next.js reads, so the comparison sees what the build saw.
nextEnv.loadEnvConfig(fileURLToPath(new URL('..', import.meta.url)), false, { info: () => {}, error: console.error });

// Each of these is public (it is in the pages anyway), so `npm start` may print their values. A
// secret must never join this list.
export const BUILD_SETTINGS = ['SITE_URL', 'GA_MEASUREMENT_ID', 'LEAD_RETENTION_DAYS', 'SPAM_RETENTION_DAYS', 'RECORDING_RETENTION_DAYS'];
const FILE = 'build-settings.json';

/** Where the build is: NEXT_DIST_DIR as next.config.ts reads it (src/env.ts: empty counts as unset). */
export function distDirOf(environment = process.env) {
  return environment.NEXT_DIST_DIR || '.next';
}

/**
 * The value a setting takes, as src/env.ts reads it: unset means its default and SITE_URL loses
 * a trailing slash, so that a build made with `LEAD_RETENTION_DAYS=730` and an environment that
 * leaves it to its default of 730 agree (src/env.test.ts holds the defaults to src/env.ts).
 */
export const BUILD_SETTING_DEFAULTS = {
  SITE_URL: 'http://localhost:3000',
  GA_MEASUREMENT_ID: null,
  LEAD_RETENTION_DAYS: '730',
  SPAM_RETENTION_DAYS: '30',
  RECORDING_RETENTION_DAYS: '365',
};

function effective(name, value) {
  const given = value || BUILD_SETTING_DEFAULTS[name];
  if (given === null) return null;
  if (name === 'SITE_URL') return given.replace(/\/$/, '');
  if (name.endsWith('_DAYS') && /^\s*\d+\s*$/.test(given)) return String(Number(given));
  return given;
}

export function currentSettings(environment = process.env) {
  return Object.fromEntries(BUILD_SETTINGS.map((name) => [name, effective(name, environment[name])]));
}

/**
 * The settings whose value differs from the build's, each with the build's value and the
 * environment's (null when unset), or null when the build recorded none.
 */
export function changedSettings(distDir, environment = process.env) {
  const path = join(distDir, FILE);
  if (!existsSync(path)) return null;
  const recorded = JSON.parse(readFileSync(path, 'utf8'));
  const built = Object.fromEntries(BUILD_SETTINGS.map((name) => [name, effective(name, recorded[name])]));
  const current = currentSettings(environment);
  return BUILD_SETTINGS.filter((name) => (built[name] ?? null) !== current[name]).map((name) => ({
    name,
    built: built[name] ?? null,
    current: current[name],
  }));
}

export function recordSettings(distDir, environment = process.env) {
  writeFileSync(join(distDir, FILE), `${JSON.stringify(currentSettings(environment), null, 2)}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href && process.argv[2] === 'record') {
  recordSettings(distDirOf());
}
