import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setups, testRuntime, type TestRuntime } from '../../../tests/support/databases';
import { insertLeadRow, recordedAnswer, typedAnswer } from '../../../tests/support/lead-rows';
import { newId } from '@/server/ids';
import { applyRetention } from './retention.server';

const DAY = 24 * 60 * 60_000;
const NOW = Date.parse('2026-11-22T03:00:00Z');
/** Leads and spam leads here; the interview's recordings keep RECORDING_RETENTION_DAYS (365 below). */
const policy = { leadDays: 730, spamDays: 30 };

describe.each(setups)('retention on $database with files on $storage', (setup) => {
  let runtime: TestRuntime;
  const db = () => runtime.database.db;
  const uploads = async () => (await runtime.storage.list()).map((file) => file.name);
  const retention = (now: number, batch?: number) => applyRetention(db(), runtime.core.leadData, policy, now, batch);

  async function lead(ageDays: number, { spam = false, recordingAgeDays }: { spam?: boolean; recordingAgeDays?: number } = {}) {
    const id = await insertLeadRow(db(), { created_at: NOW - ageDays * DAY, spam: spam ? 1 : 0, email: null, locale: 'de' });
    let recording: string | undefined;
    if (recordingAgeDays !== undefined) {
      recording = newId();
      await runtime.storage.write(recording, Readable.from([Buffer.from('webm')]));
      await db()
        .insertInto('interview_answers')
        .values([
          recordedAnswer(id, recording, { size: 4, created_at: NOW - recordingAgeDays * DAY }),
          typedAnswer(id, 'In March', { question: 'travel', created_at: NOW - recordingAgeDays * DAY }),
        ])
        .execute();
    }
    return { id, recording };
  }
  const exists = async (id: string) => Boolean(await db().selectFrom('leads').select('id').where('id', '=', id).executeTakeFirst());

  beforeAll(async () => {
    runtime = await testRuntime(setup.database, { RECORDING_RETENTION_DAYS: '365' }, { storage: setup.storage });
  });
  afterAll(() => runtime.dispose());

  it('erases leads past the period, spam sooner, and recordings sooner than their lead', async () => {
    const old = await lead(731, { recordingAgeDays: 731 });
    const kept = await lead(700);
    const oldSpam = await lead(31, { spam: true });
    const freshSpam = await lead(29, { spam: true });
    const oldRecording = await lead(400, { recordingAgeDays: 366 });
    const freshRecording = await lead(100, { recordingAgeDays: 100 });

    // Spread over batches of two: every batch is taken until none is left.
    expect(await retention(NOW, 2)).toEqual({ spam: 1, leads: 1, recordings: 1 });
    expect(await exists(old.id)).toBe(false);
    expect(await exists(kept.id)).toBe(true);
    expect(await exists(oldSpam.id)).toBe(false);
    expect(await exists(freshSpam.id)).toBe(true);
    expect(await uploads()).not.toContain(old.recording);
    // The recording goes; the lead and its typed answer stay.
    expect(await exists(oldRecording.id)).toBe(true);
    expect(await uploads()).not.toContain(oldRecording.recording);
    const answers = await db().selectFrom('interview_answers').select('kind').where('lead_id', '=', oldRecording.id).execute();
    expect(answers.map((row) => row.kind)).toEqual(['text']);
    expect(await uploads()).toContain(freshRecording.recording);
    // An automatic erasure leaves its line in the history, like a request does.
    const line = await db().selectFrom('lead_activity').select('detail').where('lead_id', '=', old.id).executeTakeFirstOrThrow();
    expect(line.detail).toMatch(/^lead .+ erased by automatic retention at /);

    // A day later nothing more is due.
    expect(await retention(NOW + DAY / 2)).toEqual({ spam: 0, leads: 0, recordings: 0 });
    // A day after that, the spam lead of 29 days has passed 30.
    expect(await retention(NOW + 2 * DAY)).toEqual({ spam: 1, leads: 0, recordings: 0 });
    expect(await exists(freshSpam.id)).toBe(false);
  });
});
