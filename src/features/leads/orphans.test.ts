import { readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, testRuntime, type TestRuntime } from '../../../tests/support/databases';
import { recordedAnswer } from '../../../tests/support/lead-rows';
import { newId } from '@/server/ids';
import { handleLeadRequest } from './intake.server';
import { sweepOrphanFiles } from './runtime.server';

/** Files of a lead whose transaction never committed are removed at start-up; a lead's own files, documents and recordings, never. */
describe.each(databaseKinds)('the start-up sweep of orphan uploads on %s', (kind) => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await testRuntime(kind);
    await runtime.worker.stop();
  });
  afterAll(() => runtime.dispose());

  it('removes old files that no lead refers to, and keeps documents and interview recordings', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      fullName: 'Anna Schmidt',
      phone: '+49 30 901820',
      consentPrivacy: 'on',
      consentHealthData: 'on',
      message: 'See the report',
    }))
      form.append(name, value);
    form.append('files', new File([new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF\n'))], 'report.pdf', { type: 'application/pdf' }));
    const response = await handleLeadRequest(
      new Request('http://localhost/api/leads', { method: 'POST', body: form, headers: { accept: 'application/json' } }),
      runtime.intake,
      '10.8.0.1',
    );
    const { id } = (await response.json()) as { id: string };
    const uploads = join(runtime.dataDir, 'uploads');
    const recording = newId();
    const orphan = newId();
    const fresh = newId();
    for (const name of [recording, orphan, fresh]) writeFileSync(join(uploads, name), 'bytes');
    await runtime.database.db
      .insertInto('interview_answers')
      .values(recordedAnswer(id, recording, { size: 5 }))
      .execute();
    const old = new Date(Date.now() - 2 * 60 * 60_000);
    for (const name of readdirSync(uploads).filter((name) => name !== fresh)) utimesSync(join(uploads, name), old, old);

    expect(await sweepOrphanFiles(runtime)).toBe(1);
    const left = readdirSync(uploads);
    expect(left).toHaveLength(3);
    expect(left).toEqual(expect.arrayContaining([recording, fresh]));
    expect(left).not.toContain(orphan);
  });
});
