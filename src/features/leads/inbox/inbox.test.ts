import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, testDatabaseUrl, testRuntime, type TestRuntime } from '../../../../tests/support/databases';
import { insertLeadRow, recordedAnswer, typedAnswer } from '../../../../tests/support/lead-rows';
import { createSession, revokeSession, sessionStaff, SESSION_IDLE_MS, SESSION_MAX_MS } from '@/server/auth/sessions';
import { newTotpSecret, takeTotpCode, totpCode } from '@/server/auth/second-factor';
import {
  addStaff,
  checkCredentials,
  checkSignIn,
  ensureStaff,
  GENERATED_PASSWORD_DAYS,
  removeStaff,
  resetPassword,
  resetSecondFactor,
  StaffProblem,
} from '@/server/auth/staff';
import type { LeadStatus, NewLead } from '@/server/db/schema';
import { newId } from '@/server/ids';
import { leadsCsv } from '../csv';
import { exportRows } from './export.server';
import { parseFilters } from './filters';
import { listInbox, statusCounts } from './queries.server';
import { addNote, assign, eraseLead, retryDelivery, setSpam, setStatus } from './work.server';

const root = join(__dirname, '../../../..');
const DAY = 24 * 60 * 60_000;
const T0 = Date.parse('2026-10-01T08:00:00Z');

describe.each(databaseKinds)('the staff inbox on %s', (kind) => {
  let runtime: TestRuntime;
  const db = () => runtime.database.db;
  let coordinator: { id: string; display_name: string; email: string };
  let colleague: { id: string; display_name: string; email: string };

  const lead = (values: Partial<NewLead> = {}) => insertLeadRow(db(), { created_at: T0, page: '/contact', ...values });

  beforeAll(async () => {
    runtime = await testRuntime(kind);
    await runtime.outbox.stop();
    coordinator = await addStaff(db(), { email: ' Ayse@Example.com ', name: 'Ayşe Demir', password: 'correct horse battery' });
    colleague = await addStaff(db(), { email: 'mehmet@example.com', name: 'Mehmet Kaya', password: 'another long password' });
  }, 60_000);
  afterAll(() => runtime.dispose());

  describe('accounts and sign-in', () => {
    it('stores the email in lower case and refuses short, common or guessable passwords and duplicates', async () => {
      expect(coordinator.email).toBe('ayse@example.com');
      await expect(addStaff(db(), { email: 'short@example.com', password: 'elevenchars' })).rejects.toThrow(StaffProblem);
      await expect(addStaff(db(), { email: 'common@example.com', password: 'Password123!' })).rejects.toThrow(/too easy to guess/);
      await expect(addStaff(db(), { email: 'keyboard@example.com', password: 'qwertyuiop12' })).rejects.toThrow(/too easy to guess/);
      await expect(resetPassword(db(), 'ayse@example.com', 'password1234')).rejects.toThrow(/too easy to guess/);
      await expect(addStaff(db(), { email: 'AYSE@example.com', password: 'a password long enough' })).rejects.toThrow(/exists already/);
      const row = await db().selectFrom('staff').select('password_hash').where('id', '=', coordinator.id).executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
    });

    it('gives the same answer for an unknown email and a wrong password', async () => {
      expect(await checkCredentials(db(), 'AYSE@example.com', 'correct horse battery')).toMatchObject({ id: coordinator.id });
      expect(await checkCredentials(db(), 'ayse@example.com', 'wrong horse battery')).toBeUndefined();
      expect(await checkCredentials(db(), 'nobody@example.com', 'correct horse battery')).toBeUndefined();
    });

    it('makes a generated first password be replaced at the first sign-in, and lets it expire after 7 days (ASVS 2.3.1)', async () => {
      const now = Date.now();
      const staff = await addStaff(db(), { email: 'first@example.com', password: 'a generated first password', generated: true });
      const signIn = (at: number) =>
        checkSignIn(db(), 'first@example.com', 'a generated first password', totpCode(staff.totpSecret, at), at);
      expect(await signIn(now)).toMatchObject({ ok: true, mustChangePassword: true });
      const session = await createSession(db(), staff.id);
      expect(await sessionStaff(db(), session.token)).toMatchObject({ mustChangePassword: true });
      expect(await signIn(now + (GENERATED_PASSWORD_DAYS * 24 + 1) * 60 * 60_000)).toEqual({ ok: false, reason: 'expired-password' });
      // The coordinator's own password replaces it, for good.
      await resetPassword(db(), 'first@example.com', 'my very own pass phrase');
      const renewed = await createSession(db(), staff.id);
      expect(await sessionStaff(db(), renewed.token)).toMatchObject({ mustChangePassword: false });
    });

    it('ends a session after 12 hours idle, 7 days at most, and at sign-out', async () => {
      const now = Date.now();
      const idle = await createSession(db(), coordinator.id, now);
      expect(await sessionStaff(db(), idle.token, now + 60_000)).toMatchObject({ id: coordinator.id });
      expect(await sessionStaff(db(), idle.token, now + 60_000 + SESSION_IDLE_MS - 1000)).toMatchObject({ id: coordinator.id });
      expect(await sessionStaff(db(), idle.token, now + 60_000 + 2 * SESSION_IDLE_MS)).toBeUndefined();
      // Gone for good: the expired row was removed.
      expect(await sessionStaff(db(), idle.token, now)).toBeUndefined();

      const busy = await createSession(db(), coordinator.id, now);
      for (let hour = 6; hour < 7 * 24; hour += 6) expect(await sessionStaff(db(), busy.token, now + hour * 60 * 60_000)).toBeDefined();
      expect(await sessionStaff(db(), busy.token, now + SESSION_MAX_MS)).toBeUndefined();

      const signedOut = await createSession(db(), coordinator.id, now);
      await revokeSession(db(), signedOut.token);
      expect(await sessionStaff(db(), signedOut.token, now)).toBeUndefined();
      expect(await sessionStaff(db(), 'made-up-token', now)).toBeUndefined();
    });

    it('a new password ends every session; ADMIN_EMAIL creates or updates its account', async () => {
      const staff = await addStaff(db(), { email: 'reset@example.com', password: 'first password here' });
      const session = await createSession(db(), staff.id);
      await resetPassword(db(), 'reset@example.com', 'second password here');
      expect(await sessionStaff(db(), session.token)).toBeUndefined();
      const secret = newTotpSecret();
      expect(await ensureStaff(db(), 'ops@example.com', 'deployment password', secret)).toBe('created');
      expect(await ensureStaff(db(), 'ops@example.com', 'deployment password', secret)).toBe('unchanged');
      expect(await ensureStaff(db(), 'OPS@example.com', 'rotated password!!', secret)).toBe('updated');
      expect(await checkCredentials(db(), 'ops@example.com', 'rotated password!!')).toBeDefined();
      const rotated = newTotpSecret();
      expect(await ensureStaff(db(), 'ops@example.com', 'rotated password!!', rotated)).toBe('updated');
      expect((await checkSignIn(db(), 'ops@example.com', 'rotated password!!', totpCode(rotated))).ok).toBe(true);
    });

    it('signs in with the password and a code of the second factor, each code once, and says nothing of which was wrong', async () => {
      const staff = await addStaff(db(), { email: 'mfa@example.com', password: 'a long mfa password' });
      const now = Date.now();
      const code = totpCode(staff.totpSecret, now);
      const refused = { ok: false, reason: 'credentials' };
      expect(await checkSignIn(db(), 'mfa@example.com', 'a long mfa password', '000000')).toEqual(
        code === '000000' ? expect.anything() : refused,
      );
      expect(await checkSignIn(db(), 'mfa@example.com', 'a wrong password', code)).toEqual(refused);
      expect(await checkSignIn(db(), 'nobody@example.com', 'a long mfa password', code)).toEqual(refused);
      expect(await checkSignIn(db(), 'mfa@example.com', 'a long mfa password', code)).toMatchObject({ ok: true, staff: { id: staff.id } });
      // The same code again (a replay, or a second request with it) is refused.
      expect(await checkSignIn(db(), 'mfa@example.com', 'a long mfa password', code)).toEqual(refused);
      // The next step's code works (a step of clock drift is allowed), an old one never again.
      expect(await takeTotpCode(db(), staff.id, staff.totpSecret, totpCode(staff.totpSecret, now + 30_000), now)).toBe(true);
      expect(await takeTotpCode(db(), staff.id, staff.totpSecret, totpCode(staff.totpSecret, now - 30_000), now)).toBe(false);
      // A lost phone: a new secret, and every session ends.
      const session = await createSession(db(), staff.id);
      const renewed = await resetSecondFactor(db(), 'mfa@example.com');
      expect(renewed.totpSecret).not.toBe(staff.totpSecret);
      expect(await sessionStaff(db(), session.token)).toBeUndefined();
      // An account from before the second factor is told so, once its password is right.
      await db().updateTable('staff').set({ totp_secret: null }).where('id', '=', staff.id).execute();
      expect(await checkSignIn(db(), 'mfa@example.com', 'a long mfa password', '123456')).toEqual({
        ok: false,
        reason: 'no-second-factor',
      });
      expect(await checkSignIn(db(), 'mfa@example.com', 'a wrong password', '123456')).toEqual(refused);
    });
  });

  describe('the list', () => {
    const ids: Record<string, string> = {};
    beforeAll(async () => {
      // 130 leads over 130 hours: statuses, types, languages, programmes, assignees, spam.
      const statuses: LeadStatus[] = ['new', 'contacted', 'qualified', 'booked', 'closed', 'lost'];
      for (let index = 0; index < 130; index += 1) {
        await lead({
          id: `list${String(index).padStart(20, '0')}`,
          created_at: T0 + 10 * DAY + index * 60 * 60_000,
          status: statuses[index % 6],
          type: index % 2 ? 'quote' : 'consultation',
          locale: index % 3 ? 'en' : 'ru',
          programme: index % 5 === 0 ? 'dental' : null,
          treatment: index % 7 === 0 ? 'bbl' : null,
          assigned_to: index % 4 === 0 ? coordinator.id : index % 4 === 1 ? colleague.id : null,
          spam: index === 129 ? 1 : 0,
          full_name: index === 42 ? 'Юлия Смирнова' : index === 47 ? 'Discount 50% Person' : `Patient ${index}`,
          email:
            index === 43
              ? 'Unique.Person@Example.org'
              : index === 45
                ? 'first_last@example.org'
                : index === 46
                  ? 'firstxlast@example.org'
                  : `p${index}@example.com`,
          phone: index === 44 ? '+905321234567' : `+4930${String(index).padStart(6, '0')}`,
        });
      }
      ids.yulia = `list${String(42).padStart(20, '0')}`;
      ids.unique = `list${String(43).padStart(20, '0')}`;
      ids.phone = `list${String(44).padStart(20, '0')}`;
      ids.underscore = `list${String(45).padStart(20, '0')}`;
      ids.lookalike = `list${String(46).padStart(20, '0')}`;
      ids.percent = `list${String(47).padStart(20, '0')}`;
    });

    const inRange = { from: '2026-10-11', to: '2026-10-16' };
    const list = async (params: Record<string, string>, staffId = coordinator.id) =>
      (await listInbox(db(), parseFilters({ ...inRange, ...params }), staffId, 500)).leads;

    it('pages through every lead newest first, 50 a page, without repeats or gaps', async () => {
      const seen: string[] = [];
      for (let page = 1; page <= 3; page += 1) {
        const { leads } = await listInbox(db(), parseFilters({ ...inRange, page: String(page) }), coordinator.id);
        expect(leads).toHaveLength(page < 3 ? 50 : 29);
        seen.push(...leads.map((row) => row.id));
      }
      expect((await listInbox(db(), parseFilters({ ...inRange, page: '4' }), coordinator.id)).leads).toHaveLength(0);
      expect(new Set(seen).size).toBe(129);
      const times = (await list({})).map((row) => row.created_at);
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('filters by status, type, programme, treatment, language, assignee, dates and spam', async () => {
      expect((await list({ status: 'booked' })).every((row) => row.status === 'booked')).toBe(true);
      expect(await list({ status: 'booked' })).toHaveLength(21);
      expect((await list({ type: 'quote' })).every((row) => row.type === 'quote')).toBe(true);
      expect(await list({ subject: 'programme:dental' })).toHaveLength(26);
      expect(await list({ subject: 'treatment:bbl' })).toHaveLength(19);
      expect((await list({ locale: 'ru' })).every((row) => row.locale === 'ru')).toBe(true);
      expect((await list({ assigned: 'mine' })).every((row) => row.assigned_to === coordinator.id)).toBe(true);
      expect(await list({ assigned: 'mine' })).toHaveLength(33);
      expect((await list({ assigned: 'mine' }, colleague.id)).every((row) => row.assigned_to === colleague.id)).toBe(true);
      expect((await list({ assigned: colleague.id })).map((row) => row.assignee)).toContain('Mehmet Kaya');
      expect(await list({ assigned: 'none' })).toHaveLength(64);
      expect(await list({ from: '2026-10-11', to: '2026-10-11' })).toHaveLength(16); // 08:00 to 23:00 UTC
      expect(await list({ spam: 'only' })).toHaveLength(1);
      expect(await list({ spam: 'all' })).toHaveLength(130);
      expect(await list({ status: 'nonsense', locale: 'xx' })).toHaveLength(129);
    });

    it('searches names in any script and case, emails and phone numbers', async () => {
      expect((await list({ q: 'юлия' })).map((row) => row.id)).toEqual([ids.yulia]);
      expect((await list({ q: 'unique.person@example' })).map((row) => row.id)).toEqual([ids.unique]);
      expect((await list({ q: '0532 123 45 67' })).map((row) => row.id)).toEqual([ids.phone]);
      expect((await list({ q: '+905321234567' })).map((row) => row.id)).toEqual([ids.phone]);
      // `_` and `%` are letters of the search, on SQLite as on PostgreSQL (an ESCAPE clause; issue 20).
      expect((await list({ q: 'first_last' })).map((row) => row.id)).toEqual([ids.underscore]);
      expect((await list({ q: '50%' })).map((row) => row.id)).toEqual([ids.percent]);
      expect(await list({ q: 'first%last' })).toHaveLength(0);
      expect(await list({ q: '\\' })).toHaveLength(0);
      expect(await list({ q: 'patient 1', status: 'new' })).toHaveLength(
        await list({ q: 'patient 1', status: 'new' }).then((rows) => rows.length),
      );
    });

    it('counts each status under the other filters', async () => {
      const counts = await statusCounts(db(), parseFilters({ ...inRange, type: 'quote', status: 'new' }), coordinator.id);
      const quotes = await list({ type: 'quote' });
      for (const status of Object.keys(counts) as LeadStatus[]) {
        expect(counts[status]).toBe(quotes.filter((row) => row.status === status).length);
      }
    });

    it('exports the filtered list as CSV with a BOM, reading it in pages', async () => {
      let csv = '';
      for await (const chunk of leadsCsv(
        exportRows(db(), parseFilters({ ...inRange, locale: 'ru' }), coordinator.id, 7),
        'Europe/Istanbul',
      ))
        csv += chunk;
      expect(csv.startsWith('\uFEFFID,Created (Europe/Istanbul)')).toBe(true);
      expect(csv.trim().split('\n')).toHaveLength(1 + (await list({ locale: 'ru' })).length);
      expect(csv).toContain('Юлия Смирнова');
    });
  });

  describe('the work on a lead', () => {
    it('moves the status and records each change with its author', async () => {
      const id = await lead();
      expect(await setStatus(db(), id, 'contacted', coordinator)).toBe(true);
      expect(await setStatus(db(), id, 'contacted', coordinator)).toBe(false);
      await setStatus(db(), id, 'qualified', colleague);
      await setStatus(db(), id, 'lost', coordinator);
      await assign(db(), id, colleague.id, coordinator);
      await addNote(db(), id, '  Called, she prefers WhatsApp.  ', colleague);
      await setSpam(db(), id, true, coordinator);
      await setSpam(db(), id, false, coordinator);
      const row = await db().selectFrom('leads').select(['status', 'assigned_to', 'spam']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'lost', assigned_to: colleague.id, spam: 0 });
      const history = await db()
        .selectFrom('lead_activity')
        .select(['staff_name', 'action', 'detail'])
        .where('lead_id', '=', id)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      expect(history.map((entry) => `${entry.staff_name}: ${entry.detail}`).sort()).toEqual(
        [
          'Ayşe Demir: new → contacted',
          'Mehmet Kaya: contacted → qualified',
          'Ayşe Demir: qualified → lost',
          'Ayşe Demir: assigned to Mehmet Kaya',
          'Mehmet Kaya: added a note',
          'Ayşe Demir: marked as spam',
          'Ayşe Demir: unmarked as spam',
        ].sort(),
      );
      const notes = await db().selectFrom('lead_notes').select(['body', 'staff_name']).where('lead_id', '=', id).execute();
      expect(notes).toEqual([{ body: 'Called, she prefers WhatsApp.', staff_name: 'Mehmet Kaya' }]);
      await expect(addNote(db(), id, '   ', coordinator)).rejects.toThrow(/empty/);
      await expect(setStatus(db(), 'no-such-lead-000000000000', 'booked', coordinator)).rejects.toThrow(/No such lead/);
    });

    it('retries a failed notification now, and only a failed one', async () => {
      const id = await lead();
      const failed = newId();
      const sent = newId();
      for (const [outboxId, status] of [
        [failed, 'failed'],
        [sent, 'sent'],
      ] as const) {
        await db()
          .insertInto('outbox')
          .values({
            id: outboxId,
            lead_id: id,
            channel: 'webhook',
            status,
            attempts: 9,
            next_attempt_at: T0,
            last_error: 'ECONNREFUSED',
            created_at: T0,
            sent_at: null,
          })
          .execute();
      }
      expect(await retryDelivery(db(), id, sent, coordinator)).toBe(false);
      expect(await retryDelivery(db(), 'another-lead-000000000000', failed, coordinator)).toBe(false);
      expect(await retryDelivery(db(), id, failed, coordinator)).toBe(true);
      const row = await db().selectFrom('outbox').select(['status', 'next_attempt_at']).where('id', '=', failed).executeTakeFirstOrThrow();
      expect(row.status).toBe('pending');
      expect(Number(row.next_attempt_at)).toBeGreaterThan(T0);
    });

    it('removing a coordinator unassigns their leads', async () => {
      const temporary = await addStaff(db(), { email: 'temp@example.com', password: 'temporary password' });
      const id = await lead({ assigned_to: temporary.id });
      await removeStaff(db(), 'temp@example.com');
      expect((await db().selectFrom('leads').select('assigned_to').where('id', '=', id).executeTakeFirstOrThrow()).assigned_to).toBeNull();
    });
  });

  describe('erasure', () => {
    const tables = [
      'leads',
      'lead_files',
      'outbox',
      'idempotency_keys',
      'interviews',
      'interview_answers',
      'lead_notes',
      'lead_activity',
    ] as const;
    const rowsOf = async (id: string) =>
      Object.fromEntries(
        await Promise.all(
          tables.map(
            async (table) =>
              [
                table,
                (
                  await db()
                    .selectFrom(table)
                    .selectAll()
                    .where(table === 'leads' ? 'id' : 'lead_id', '=', id)
                    .execute()
                ).length,
              ] as const,
          ),
        ),
      );
    const uploads = async () => (await runtime.storage.list()).map((file) => file.name);

    async function fullLead(name = 'Keep Me') {
      const id = await lead({ full_name: name });
      const document = newId();
      const recording = newId();
      await runtime.storage.write(document, Readable.from([Buffer.from('%PDF-1.4 report')]));
      await runtime.storage.write(recording, Readable.from([Buffer.from('webm bytes')]));
      await db()
        .insertInto('lead_files')
        .values({
          id: newId(),
          lead_id: id,
          original_name: 'report.pdf',
          stored_name: document,
          content_type: 'application/pdf',
          size: 15,
          created_at: T0,
        })
        .execute();
      await db()
        .insertInto('interviews')
        .values({
          lead_id: id,
          provider: 'guided',
          started_at: T0,
          last_activity_at: T0,
          finished_at: null,
          callback_requested_at: null,
          callback_time: null,
          notified_at: null,
        })
        .execute();
      await db()
        .insertInto('interview_answers')
        .values([recordedAnswer(id, recording, { created_at: T0 }), typedAnswer(id, `Asthma, ${name}`, { created_at: T0 })])
        .execute();
      await db()
        .insertInto('outbox')
        .values({
          id: newId(),
          lead_id: id,
          channel: 'webhook',
          status: 'sent',
          attempts: 1,
          next_attempt_at: T0,
          last_error: null,
          created_at: T0,
          sent_at: T0,
        })
        .execute();
      await db()
        .insertInto('idempotency_keys')
        .values({ key: `key-${id}`, lead_id: id, created_at: T0 })
        .execute();
      await addNote(db(), id, `Note on ${name}`, coordinator);
      await setStatus(db(), id, 'closed', coordinator);
      return { id, names: [document, recording] };
    }

    it('leaves nothing of the lead in any table or on disk, but one line of history', async () => {
      const { id, names } = await fullLead('Erase Me');
      const other = await fullLead();
      expect(Object.values(await rowsOf(id)).every((count) => count > 0)).toBe(true);
      expect(await uploads()).toEqual(expect.arrayContaining(names));

      expect(await eraseLead(runtime.core.leadData, id, coordinator)).toBe(true);
      expect(await rowsOf(id)).toEqual({ ...Object.fromEntries(tables.map((table) => [table, 0])), lead_activity: 1 });
      const [line] = await db().selectFrom('lead_activity').selectAll().where('lead_id', '=', id).execute();
      expect(line!.detail).toMatch(new RegExp(`^lead ${id} erased by Ayşe Demir at \\d{4}-\\d{2}-\\d{2}T`));
      for (const name of names) expect(await uploads()).not.toContain(name);
      // Nothing of its content anywhere: a search of every table finds no trace of it.
      for (const table of tables) {
        const dump = JSON.stringify(await db().selectFrom(table).selectAll().execute());
        expect(dump).not.toContain('Erase Me');
        expect(dump).not.toContain('Asthma, Erase Me');
        expect(dump).not.toContain(`Note on Erase Me`);
      }
      // Another lead is untouched.
      expect(Object.values(await rowsOf(other.id)).every((count) => count > 0)).toBe(true);
      expect(await uploads()).toEqual(expect.arrayContaining(other.names));
      expect(await eraseLead(runtime.core.leadData, id, coordinator)).toBe(false);
    });

    it.runIf(kind === 'sqlite')('leaves no copy of an erased name in the SQLite files, the write-ahead log included', async () => {
      const name = `Zeynep Erasable ${newId()}`;
      const { id } = await fullLead(name);
      // grep the database files, as an attacker with a copy of the disk would. In another process:
      // closing a file of the database in this one would drop SQLite's locks on it.
      const grep = (text: string) => {
        const files = readdirSync(runtime.dataDir)
          .filter((file) => file.startsWith('leads.sqlite'))
          .map((file) => join(runtime.dataDir, file));
        try {
          return execFileSync('grep', ['-a', '-l', '-F', text, ...files], { encoding: 'utf8' })
            .trim()
            .split('\n')
            .filter(Boolean);
        } catch {
          return []; // grep exits 1 when nothing matches
        }
      };
      // Written: the name is in the files (the log, before a checkpoint), so the search below can find it.
      expect(grep(name).length).toBeGreaterThan(0);
      expect(await eraseLead(runtime.core.leadData, id, coordinator)).toBe(true);
      expect([...grep(name), ...grep(name.toLowerCase())]).toEqual([]);
    });

    it.runIf(kind === 'sqlite')('keeps the data folder 0700 and its files 0600, whatever the umask', async () => {
      const previous = process.umask(0);
      try {
        const fresh = await testRuntime('sqlite');
        try {
          await fresh.storage.write(newId(), Readable.from([Buffer.from('%PDF-1.4')]));
          const mode = (path: string) => statSync(path).mode & 0o777;
          expect(mode(fresh.dataDir)).toBe(0o700);
          expect(mode(join(fresh.dataDir, 'uploads'))).toBe(0o700);
          for (const file of readdirSync(fresh.dataDir).filter((name) => name.startsWith('leads.sqlite'))) {
            expect(mode(join(fresh.dataDir, file)), file).toBe(0o600);
          }
          for (const file of readdirSync(join(fresh.dataDir, 'uploads'))) expect(mode(join(fresh.dataDir, 'uploads', file))).toBe(0o600);
        } finally {
          await fresh.dispose();
        }
      } finally {
        process.umask(previous);
      }
    });

    it('works the same from the command line, and so do the staff accounts', async () => {
      const { id, names } = await fullLead();
      const env = {
        ...process.env,
        DATA_DIR: runtime.dataDir,
        DATABASE_URL: kind === 'postgres' ? testDatabaseUrl : '',
        DATABASE_SCHEMA: kind === 'postgres' ? runtime.schema : '',
        STAFF_PASSWORD: 'a password from the CLI',
      };
      const cli = (script: string, ...args: string[]) =>
        execFileSync(
          process.execPath,
          [join(root, 'node_modules/tsx/dist/cli.mjs'), '--conditions=react-server', join(root, `scripts/${script}.mts`), ...args],
          {
            cwd: root,
            env,
            encoding: 'utf8',
          },
        );
      expect(cli('leads', 'erase', id)).toContain(`Lead ${id} erased`);
      expect(await rowsOf(id)).toMatchObject({ leads: 0, lead_files: 0, interview_answers: 0, lead_activity: 1 });
      for (const name of names) expect(await uploads()).not.toContain(name);

      const added = cli('staff', 'add', 'cli@example.com', '--name', 'Elif Yıldız');
      expect(added).toContain('Account created for Elif Yıldız <cli@example.com>');
      // The second factor, once: a QR code (block characters) and the key to type instead.
      expect(added).toMatch(/[▀▄█]/);
      const secret = /type this key into the app: ([A-Z2-7]+)/.exec(added)![1]!;
      expect((await checkSignIn(db(), 'cli@example.com', 'a password from the CLI', totpCode(secret))).ok).toBe(true);
      const renewed = /type this key into the app: ([A-Z2-7]+)/.exec(cli('staff', 'totp', 'cli@example.com'))![1]!;
      expect(renewed).not.toBe(secret);
      expect(await checkCredentials(db(), 'cli@example.com', 'a password from the CLI')).toBeDefined();
      expect(cli('staff', 'list')).toContain('cli@example.com  Elif Yıldız');
      const generated = /Password \(shown once\): (\S+)/.exec(cli('staff', 'reset', 'cli@example.com', '--generate'))![1]!;
      expect(await checkCredentials(db(), 'cli@example.com', generated)).toBeDefined();
      expect(cli('staff', 'remove', 'cli@example.com')).toContain('removed');
      expect(await checkCredentials(db(), 'cli@example.com', generated)).toBeUndefined();
    }, 60_000);
  });
});
