import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, testRuntime, type TestRuntime } from '../../../tests/support/databases';
import { insertLeadRow } from '../../../tests/support/lead-rows';
import { markFinished, requestCallback, saveAnswers } from './repository.server';

const T0 = Date.parse('2026-11-01T08:00:00Z');

describe.each(databaseKinds)("the interview moves its lead's last activity on %s", (kind) => {
  let runtime: TestRuntime;
  const db = () => runtime.database.db;
  beforeAll(async () => {
    runtime = await testRuntime(kind);
    await runtime.outbox.stop();
  }, 60_000);
  afterAll(() => runtime.dispose());

  const activity = async (id: string) =>
    Number((await db().selectFrom('leads').select('last_activity_at').where('id', '=', id).executeTakeFirstOrThrow()).last_activity_at);

  it('with each answer, the finish and the callback request, so the inbox can sort by it', async () => {
    const id = await insertLeadRow(db(), { created_at: T0, phone: '+905550001122', email: null });
    expect(await activity(id)).toBe(T0);
    await saveAnswers(db(), id, 'guided', [{ question: 'goal', kind: 'text', text: 'A new smile' }], T0 + 60_000);
    expect(await activity(id)).toBe(T0 + 60_000);
    await markFinished(db(), id, 'guided', T0 + 120_000);
    expect(await activity(id)).toBe(T0 + 120_000);
    await requestCallback(db(), id, 'guided', 'after 18:00', T0 + 180_000);
    expect(await activity(id)).toBe(T0 + 180_000);
    // A late write of an earlier moment never moves it back.
    await saveAnswers(db(), id, 'guided', [{ question: 'history', kind: 'skipped' }], T0 + 90_000);
    expect(await activity(id)).toBe(T0 + 180_000);
  });
});
