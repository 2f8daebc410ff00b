import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setups, testRuntime, type TestRuntime } from '../../../tests/support/databases';
import { recordedAnswer } from '../../../tests/support/lead-rows';
import { handleLeadRequest } from './intake.server';
import { newId } from '@/server/ids';

const HOUR = 60 * 60_000;

/**
 * Files of a request whose transaction never committed are swept once a day (a fleet job); a
 * lead's own files, documents and recordings, never. The sweep asks every feature which stored
 * names its rows refer to (src/server/lead-data.ts), on the disk and in a bucket alike.
 */
describe.each(setups)('the sweep of orphan files on $database with files on $storage', (setup) => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await testRuntime(setup.database, {}, { storage: setup.storage });
  });
  afterAll(() => runtime.dispose());

  const stored = async () => (await runtime.storage.list()).map((file) => file.name);

  it('removes old files that no lead refers to, and keeps documents, interview recordings and recent files', async () => {
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
    const [document] = await stored();
    const recording = newId();
    const orphan = newId();
    for (const name of [recording, orphan]) await runtime.storage.write(name, Readable.from([Buffer.from('bytes')]));
    await runtime.database.db
      .insertInto('interview_answers')
      .values(recordedAnswer(id, recording, { size: 5 }))
      .execute();

    // Within the hour, nothing is an orphan yet: its transaction may still be running.
    expect(await runtime.core.leadData.sweepOrphans(Date.now())).toBe(0);
    expect(await stored()).toHaveLength(3);

    // Two hours on, the file no row refers to goes; the lead's document and recording stay.
    expect(await runtime.core.leadData.sweepOrphans(Date.now() + 2 * HOUR)).toBe(1);
    const left = await stored();
    expect(left.sort()).toEqual([document, recording].sort());
    expect(left).not.toContain(orphan);
  });
});
