import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_SETTINGS, changedSettings, distDirOf, recordSettings } from './build-settings.mjs';
import { startDecision } from './start-decision.mjs';

const folders: string[] = [];
/** A folder standing in for a build: BUILD_ID, and build-settings.json when settings are given. */
function buildFolder(settings?: Record<string, string | null>): string {
  const dir = mkdtempSync(join(tmpdir(), 'start-decision-'));
  folders.push(dir);
  writeFileSync(join(dir, 'BUILD_ID'), 'test-build');
  if (settings) writeFileSync(join(dir, 'build-settings.json'), JSON.stringify(settings));
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const unset = Object.fromEntries(BUILD_SETTINGS.map((name) => [name, null]));
const messageOf = (decision: ReturnType<typeof startDecision>) => ('message' in decision ? decision.message : '');

describe('what npm start does with the build it finds', () => {
  it('builds once when there is no build, so that `npm install && npm start` works', () => {
    expect(startDecision({ distDir: '.next', exists: false, changes: null }).action).toBe('build');
  });

  it('serves a build made with the settings it runs with', () => {
    expect(startDecision({ distDir: '.next', exists: true, changes: [] })).toEqual({ action: 'serve' });
  });

  it('stops on a build that records no settings, and says how to build one that does', () => {
    const decision = startDecision({ distDir: '.next', exists: true, changes: null });
    expect(decision.action).toBe('stop');
    expect(messageOf(decision)).toContain('records no settings');
    expect(messageOf(decision)).toContain('.next/build-settings.json');
    expect(messageOf(decision)).toMatch(/^ {2}npm run build$/m);
  });

  it('stops on changed settings, naming each with the value of the build and of the environment', () => {
    const decision = startDecision({
      distDir: '.next',
      exists: true,
      changes: [
        { name: 'SITE_URL', built: 'https://old.example', current: 'https://new.example' },
        { name: 'GA_MEASUREMENT_ID', built: null, current: 'G-ABC123XYZ' },
      ],
    });
    expect(decision.action).toBe('stop');
    expect(messageOf(decision)).toMatch(/SITE_URL +build: https:\/\/old\.example +environment: https:\/\/new\.example/);
    expect(messageOf(decision)).toMatch(/GA_MEASUREMENT_ID +build: \(unset\) +environment: G-ABC123XYZ/);
    expect(messageOf(decision)).not.toContain('RETENTION');
    expect(messageOf(decision)).toMatch(/^ {2}npm run build$/m);
  });

  it('names the build folder in the rebuild command when it is not the default one', () => {
    const decision = startDecision({ distDir: '.next-fleet', exists: true, changes: null });
    expect(messageOf(decision)).toMatch(/^ {2}NEXT_DIST_DIR=\.next-fleet npm run build$/m);
  });
});

describe('the settings a build records', () => {
  it('differ from the environment by name and value, an empty value counting as unset', () => {
    const dir = buildFolder({ ...unset, SITE_URL: 'https://old.example', LEAD_RETENTION_DAYS: '730' });
    expect(changedSettings(dir, { SITE_URL: 'https://new.example', LEAD_RETENTION_DAYS: '730', GA_MEASUREMENT_ID: '' })).toEqual([
      { name: 'SITE_URL', built: 'https://old.example', current: 'https://new.example' },
    ]);
  });

  it('compare what the server makes of them: a default left unset, a trailing slash', () => {
    const dir = buildFolder({ ...unset, SITE_URL: 'https://health.example/', LEAD_RETENTION_DAYS: '730', SPAM_RETENTION_DAYS: '30' });
    expect(changedSettings(dir, { SITE_URL: 'https://health.example' })).toEqual([]);
    expect(changedSettings(dir, { SITE_URL: 'https://health.example', SPAM_RETENTION_DAYS: '14' })).toEqual([
      { name: 'SPAM_RETENTION_DAYS', built: '30', current: '14' },
    ]);
  });

  it('are the environment’s after recordSettings, and missing before', () => {
    const dir = buildFolder();
    const environment = { SITE_URL: 'https://bosphorus.example', GA_MEASUREMENT_ID: 'G-ABC123XYZ' };
    expect(changedSettings(dir, environment)).toBeNull();
    recordSettings(dir, environment);
    expect(changedSettings(dir, environment)).toEqual([]);
  });

  it('sit in NEXT_DIST_DIR, as next.config.ts builds there, or in .next when it is empty or unset', () => {
    expect(distDirOf({ NEXT_DIST_DIR: '.next-bench' })).toBe('.next-bench');
    expect(distDirOf({ NEXT_DIST_DIR: '' })).toBe('.next');
    expect(distDirOf({})).toBe('.next');
  });
});

describe('npm start on a build made with other settings', () => {
  it('exits with 1 before serving or building, and names the setting', () => {
    const dir = buildFolder({ ...unset, SITE_URL: 'https://old.example' });
    const start = spawnSync(process.execPath, [fileURLToPath(new URL('./start.mjs', import.meta.url))], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', NEXT_DIST_DIR: dir, SITE_URL: 'https://new.example', PORT: '1' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(start.status).toBe(1);
    expect(start.stderr).toMatch(/SITE_URL +build: https:\/\/old\.example +environment: https:\/\/new\.example/);
    expect(start.stdout).not.toContain('building');
  });
});
