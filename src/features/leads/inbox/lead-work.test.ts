import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, testRuntime, type TestRuntime } from '../../../../tests/support/databases';
import { insertLeadRow } from '../../../../tests/support/lead-rows';
import { addStaff } from '@/server/auth/staff';
import { leadHistory } from './history';
import { inboxLead } from './queries.server';
import { addNote, assign, eraseLead, logContact, setStatus, WorkProblem } from './work.server';

const T0 = Date.parse('2026-11-20T08:00:00Z');
const HOUR = 60 * 60_000;

describe.each(databaseKinds)('the work on a lead page on %s', (kind) => {
  let runtime: TestRuntime;
  const db = () => runtime.database.db;
  let coordinator: { id: string; display_name: string };

  beforeAll(async () => {
    runtime = await testRuntime(kind);
    await runtime.outbox.stop();
    coordinator = await addStaff(db(), { email: 'zeynep@example.com', name: 'Zeynep Arslan', password: 'a long enough pass phrase' });
  }, 60_000);
  afterAll(() => runtime.dispose());

  const activityOf = (id: string) => db().selectFrom('lead_activity').select(['action', 'detail']).where('lead_id', '=', id).execute();
  const lastActivity = async (id: string) =>
    Number((await db().selectFrom('leads').select('last_activity_at').where('id', '=', id).executeTakeFirstOrThrow()).last_activity_at);

  it('says nothing changed for the same status or assignee saved again: no history line, no new activity', async () => {
    const id = await insertLeadRow(db(), { created_at: T0 });
    expect(await setStatus(db(), id, 'contacted', coordinator, T0 + HOUR)).toBe(true);
    expect(await lastActivity(id)).toBe(T0 + HOUR);
    expect(await setStatus(db(), id, 'contacted', coordinator, T0 + 2 * HOUR)).toBe(false);
    expect(await assign(db(), id, null, coordinator, T0 + 2 * HOUR)).toBe(false);
    expect(await activityOf(id)).toEqual([{ action: 'status', detail: 'new → contacted' }]);
    expect(await lastActivity(id)).toBe(T0 + HOUR);
  });

  it('makes each staff action the last activity, never moving it back', async () => {
    const id = await insertLeadRow(db(), { created_at: T0 });
    await assign(db(), id, coordinator.id, coordinator, T0 + 3 * HOUR);
    expect(await lastActivity(id)).toBe(T0 + 3 * HOUR);
    await addNote(db(), id, 'Prefers mornings', coordinator, T0 + 2 * HOUR);
    expect(await lastActivity(id)).toBe(T0 + 3 * HOUR);
  });

  it('logs a contact: its own row, a line in the history with its note, and the last activity', async () => {
    const id = await insertLeadRow(db(), { created_at: T0 });
    const callBackAt = Date.parse('2026-11-21T15:30:00Z');
    await logContact(
      db(),
      id,
      { channel: 'phone', outcome: 'call-back', callBackAt, note: '  asked for\nthe evening  ' },
      coordinator,
      T0 + HOUR,
    );
    await logContact(db(), id, { channel: 'whatsapp', outcome: 'message-sent' }, coordinator, T0 + 2 * HOUR);
    const rows = await db().selectFrom('lead_contacts').selectAll().where('lead_id', '=', id).orderBy('created_at').execute();
    expect(
      rows.map((row) => [row.channel, row.outcome, row.call_back_at === null ? null : Number(row.call_back_at), row.note, row.staff_name]),
    ).toEqual([
      ['phone', 'call-back', callBackAt, 'asked for the evening', 'Zeynep Arslan'],
      ['whatsapp', 'message-sent', null, null, 'Zeynep Arslan'],
    ]);
    expect(await lastActivity(id)).toBe(T0 + 2 * HOUR);
    const detail = (await inboxLead(db(), id))!;
    expect(detail.contacts).toHaveLength(2);
    const history = leadHistory(detail).filter((entry) => entry.kind === 'contact');
    expect(history.map((entry) => [entry.text, entry.note])).toEqual([
      ['WhatsApp: message sent', undefined],
      // The callback time in the team's zone (Istanbul, UTC+3).
      ['Phone call: call back later at 2026-11-21 18:30 Europe/Istanbul', 'asked for the evening'],
    ]);
  });

  it('refuses a contact without a channel and outcome it knows, a callback without a time, or a long note', async () => {
    const id = await insertLeadRow(db(), { created_at: T0 });
    const attempt = (input: Parameters<typeof logContact>[2]) => logContact(db(), id, input, coordinator, T0 + HOUR);
    await expect(attempt({ channel: 'pigeon', outcome: 'reached' })).rejects.toMatchObject({ code: 'contact-unknown' });
    await expect(attempt({ channel: 'phone', outcome: 'maybe' })).rejects.toMatchObject({ code: 'contact-unknown' });
    await expect(attempt({ channel: 'phone', outcome: 'call-back' })).rejects.toMatchObject({ code: 'contact-needs-time' });
    await expect(attempt({ channel: 'phone', outcome: 'reached', note: 'x'.repeat(501) })).rejects.toBeInstanceOf(WorkProblem);
    await expect(
      logContact(db(), 'no-such-lead-000000000000', { channel: 'phone', outcome: 'reached' }, coordinator),
    ).rejects.toMatchObject({
      code: 'no-such-lead',
    });
    expect(await db().selectFrom('lead_contacts').select('id').where('lead_id', '=', id).execute()).toEqual([]);
    expect(await lastActivity(id)).toBe(T0);
  });

  it('erases the logged contacts with the lead', async () => {
    const id = await insertLeadRow(db(), { created_at: T0 });
    await logContact(db(), id, { channel: 'phone', outcome: 'reached', note: 'spoke about dates' }, coordinator, T0 + HOUR);
    expect(await eraseLead(runtime.core.leadData, id, coordinator, T0 + 2 * HOUR)).toBe(true);
    expect(await db().selectFrom('lead_contacts').select('id').where('lead_id', '=', id).execute()).toEqual([]);
  });
});
