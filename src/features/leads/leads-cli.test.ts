import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRuntime, type TestRuntime } from '../../../tests/support/databases';
import { handleLeadRequest } from './intake.server';

const root = join(__dirname, '../../..');

/** `npm run leads`: what a coordinator sees until the staff inbox exists. */
describe('npm run leads', () => {
  let runtime: TestRuntime;
  let id: string;
  const leads = (...args: string[]) =>
    execFileSync(
      process.execPath,
      [join(root, 'node_modules/tsx/dist/cli.mjs'), '--conditions=react-server', join(root, 'scripts/leads.mts'), ...args],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: runtime.dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      },
    );

  beforeAll(async () => {
    runtime = await testRuntime('sqlite');
    const response = await handleLeadRequest(
      new Request('http://localhost/api/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          fullName: '=Formula Person',
          phone: '+90 532 000 00 03',
          message: 'Hello',
          consentPrivacy: true,
          consentHealthData: true,
          utm_source: 'google',
          startedAt: Date.now() - 30_000,
        }),
      }),
      runtime.intake,
      '10.3.0.1',
    );
    id = ((await response.json()) as { id: string }).id;
  }, 30_000);
  afterAll(() => runtime.dispose());

  it('lists, shows and exports leads as CSV that is safe to open in a spreadsheet', () => {
    expect(leads('list')).toContain(id);
    const shown = leads('show', id);
    expect(shown).toContain('+905320000003');
    expect(shown).toContain('utm_source');
    const csv = leads('export', '--format', 'csv');
    expect(csv.split('\n')[0]).toContain('Full name');
    expect(csv).toContain("'=Formula Person");
    expect(csv).toContain(',+905320000003,');
  }, 60_000);
});
