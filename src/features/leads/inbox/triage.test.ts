import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, testRuntime, type TestRuntime } from '../../../../tests/support/databases';
import { insertLeadRow, recordedAnswer, typedAnswer } from '../../../../tests/support/lead-rows';
import type { NewLead } from '@/server/db/schema';
import { touchLead } from '@/server/lead-data';
import { filtersQuery, leadHref, listHref, parseFilters, viewName } from './filters';
import {
  countNewSince,
  duplicateReasons,
  inboxView,
  iterateInbox,
  listInbox,
  markOpened,
  pageRange,
  possibleDuplicates,
  sourceOptions,
  statusCounts,
} from './queries.server';

const DAY = 24 * 60 * 60_000;
const HOUR = 60 * 60_000;
// Each part of the suite has its own days, and looks only at them (`from`/`to`).
const dayOf = (date: string) => Date.parse(`${date}T09:00:00Z`);

describe.each(databaseKinds)('the inbox as a triage tool on %s', (kind) => {
  let runtime: TestRuntime;
  const db = () => runtime.database.db;
  let staffId: string;
  let serial = 0;
  /** A lead with its own phone and email (the defaults would make every lead a duplicate of the others). */
  const lead = (values: Partial<NewLead> = {}) => {
    serial += 1;
    return insertLeadRow(db(), {
      full_name: `Patient ${serial}`,
      phone: `+49301${String(serial).padStart(6, '0')}`,
      email: `patient${serial}@example.org`,
      ...values,
    });
  };
  const ids = async (params: Record<string, string>) =>
    (await listInbox(db(), parseFilters(params), staffId, 500)).leads.map((row) => row.id);

  beforeAll(async () => {
    runtime = await testRuntime(kind);
    await runtime.outbox.stop();
    staffId = 'staff0000000000000000000';
  }, 60_000);
  afterAll(() => runtime.dispose());

  describe('search', () => {
    const day = { from: '2026-03-01', to: '2026-03-01' };
    const named: Record<string, string> = {};
    beforeAll(async () => {
      for (const name of ['Ayşe Doğan', 'Jürgen Müller', 'Çağrı Yılmaz', 'İsmail Öztürk', 'Anna Muller-Lüdenscheidt']) {
        named[name] = await lead({ full_name: name, created_at: dayOf('2026-03-01') });
      }
      named.phone = await lead({ full_name: 'Oliver Smith', phone: '+447900555321', created_at: dayOf('2026-03-01') });
    });

    it('finds names without accents, in any case, Turkish letters included', async () => {
      expect(await ids({ ...day, q: 'dogan' })).toEqual([named['Ayşe Doğan']]);
      expect(await ids({ ...day, q: 'DOĞAN' })).toEqual([named['Ayşe Doğan']]);
      expect(await ids({ ...day, q: 'ayse dogan' })).toEqual([named['Ayşe Doğan']]);
      expect(await ids({ ...day, q: 'ÇAĞRI' })).toEqual([named['Çağrı Yılmaz']]);
      expect(await ids({ ...day, q: 'cagri yilmaz' })).toEqual([named['Çağrı Yılmaz']]);
      expect(await ids({ ...day, q: 'ismail' })).toEqual([named['İsmail Öztürk']]);
      expect(await ids({ ...day, q: 'ÖZTÜRK' })).toEqual([named['İsmail Öztürk']]);
      expect((await ids({ ...day, q: 'Muller' })).sort()).toEqual([named['Jürgen Müller'], named['Anna Muller-Lüdenscheidt']].sort());
      expect(await ids({ ...day, q: 'jürgen MÜLLER' })).toEqual([named['Jürgen Müller']]);
      expect(await ids({ ...day, q: 'ludenscheidt' })).toEqual([named['Anna Muller-Lüdenscheidt']]);
      expect(await ids({ ...day, q: 'dogam' })).toEqual([]);
    });

    it('finds a phone number in any form a coordinator types it', async () => {
      for (const typed of [
        '07900 555321',
        '07900-555-321',
        '7900555321',
        '+44 7900 555321',
        '+44-7900-555321',
        '0044 7900 555321',
        '447900555321',
        '(07900) 555 321',
      ]) {
        expect(await ids({ ...day, q: typed }), typed).toEqual([named.phone]);
      }
      expect(await ids({ ...day, q: '07900 555322' })).toEqual([]);
      expect(await ids({ ...day, q: '+44 7900 555321', status: 'booked' })).toEqual([]);
    });
  });

  describe('possible duplicates', () => {
    const found: Record<string, string> = {};
    beforeAll(async () => {
      const t = dayOf('2026-04-01');
      found.phoneA = await lead({ phone: '+905550000001', created_at: t });
      found.phoneB = await lead({ phone: '+905550000001', created_at: t + 200 * DAY });
      found.emailA = await lead({ email: 'same.person@example.net', created_at: t });
      found.emailB = await lead({ email: 'same.person@example.net', created_at: t + 300 * DAY });
      found.name0 = await lead({ full_name: 'Mehmet Öz', created_at: t });
      found.name30 = await lead({ full_name: 'mehmet OZ', created_at: t + 30 * DAY });
      found.name61 = await lead({ full_name: 'Mehmet Öz', created_at: t + 61 * DAY });
      found.alone = await lead({ full_name: 'Nobody Else', created_at: t });
    });

    const probe = async (id: string) => db().selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    it('finds the same phone or email at any time, the same folded name within 30 days, never the lead itself', async () => {
      const reasons = await duplicateReasons(db(), await Promise.all(Object.values(found).map(probe)));
      expect(reasons.get(found.phoneA!)).toBe('phone');
      expect(reasons.get(found.phoneB!)).toBe('phone');
      expect(reasons.get(found.emailA!)).toBe('email');
      expect(reasons.get(found.emailB!)).toBe('email');
      expect(reasons.get(found.name0!)).toBe('name');
      expect(reasons.get(found.name30!)).toBe('name');
      // 31 days after the nearest namesake, 61 after the other: not a duplicate.
      expect(reasons.has(found.name61!)).toBe(false);
      expect(reasons.has(found.alone!)).toBe(false);
    });

    it('links a lead to its possible duplicates, with the reasons', async () => {
      expect(await possibleDuplicates(db(), await probe(found.phoneA!))).toEqual([
        expect.objectContaining({ id: found.phoneB, reasons: ['phone'] }),
      ]);
      expect((await possibleDuplicates(db(), await probe(found.name30!))).map((row) => [row.id, row.reasons])).toEqual([
        [found.name0, ['name']],
      ]);
      expect(await possibleDuplicates(db(), await probe(found.name61!))).toEqual([]);
      expect(await possibleDuplicates(db(), await probe(found.alone!))).toEqual([]);
    });

    it('marks the rows of the list', async () => {
      const rows = (await listInbox(db(), parseFilters({ from: '2026-04-01', to: '2026-04-01' }), staffId)).leads;
      const byId = new Map(rows.map((row) => [row.id, row.duplicate]));
      expect(byId.get(found.phoneA!)).toBe('phone');
      expect(byId.get(found.name0!)).toBe('name');
      expect(byId.get(found.alone!)).toBeNull();
    });
  });

  describe('filters, indicators, sorting and paging', () => {
    const day = { from: '2026-05-01', to: '2026-05-02' };
    const found: Record<string, string> = {};
    const t = dayOf('2026-05-01');
    beforeAll(async () => {
      found.newsletter = await lead({ utm_source: 'newsletter', created_at: t + HOUR });
      found.google = await lead({ utm_source: 'google', gclid: 'Cj0KCQ', created_at: t + 2 * HOUR });
      found.meta = await lead({ utm_source: 'ig', fbclid: 'IwAR0', created_at: t + 3 * HOUR });
      found.callback = await lead({ preferred_time: 'mornings', created_at: t + 4 * HOUR });
      found.finished = await lead({ created_at: t + 5 * HOUR });
      found.partial = await lead({ created_at: t + 6 * HOUR });
      found.plain = await lead({ created_at: t + 7 * HOUR });
      // As the interview records them (src/features/interview/activity.test.ts checks that it moves the last activity).
      const interview = { provider: 'guided' as const, notified_at: null, consent_at: null, consent_version: null };
      await db()
        .insertInto('interviews')
        .values([
          {
            ...interview,
            lead_id: found.callback,
            started_at: t,
            last_activity_at: t,
            finished_at: null,
            callback_requested_at: t,
            callback_time: 'after 18:00',
          },
          {
            ...interview,
            lead_id: found.finished,
            started_at: t,
            last_activity_at: t,
            finished_at: t,
            callback_requested_at: null,
            callback_time: null,
          },
        ])
        .execute();
      await db()
        .insertInto('interview_answers')
        .values(typedAnswer(found.finished, 'A new smile', { question: 'goal' }))
        .execute();
      await touchLead(db(), found.callback, t + 4 * HOUR + 60_000);
      await touchLead(db(), found.finished, t + 5 * HOUR + 120_000);
      await db()
        .insertInto('interview_answers')
        .values([recordedAnswer(found.partial, `rec-${kind}-1.webm`), typedAnswer(found.partial, 'Since 2019')])
        .execute();
      await db()
        .insertInto('lead_files')
        .values(
          [1, 2].map((index) => ({
            id: `file-${kind}-${index}`.padEnd(24, 'x'),
            lead_id: found.plain!,
            original_name: `scan-${index}.pdf`,
            stored_name: `stored-${kind}-${index}`,
            content_type: 'application/pdf',
            size: 100,
            created_at: t,
          })),
        )
        .execute();
    });

    it('filters by source: a utm_source, or Google Ads and Meta by their click ids', async () => {
      expect(await ids({ ...day, source: 'newsletter' })).toEqual([found.newsletter]);
      expect(await ids({ ...day, source: 'google-ads' })).toEqual([found.google]);
      expect(await ids({ ...day, source: 'meta' })).toEqual([found.meta]);
      expect(await ids({ ...day, source: 'nowhere' })).toEqual([]);
      const rows = (await listInbox(db(), parseFilters(day), staffId)).leads;
      expect(rows.find((row) => row.id === found.google)?.source).toBe('Google Ads');
      expect(rows.find((row) => row.id === found.meta)?.source).toBe('Meta');
      expect(rows.find((row) => row.id === found.newsletter)?.source).toBe('newsletter');
      expect(await sourceOptions(db(), t + DAY)).toEqual(expect.arrayContaining(['newsletter', 'google', 'ig']));
    });

    it('filters by callback request and by interview, and shows them on the row', async () => {
      expect(await ids({ ...day, callback: 'yes' })).toEqual([found.callback]);
      expect(await ids({ ...day, interview: 'finished' })).toEqual([found.finished]);
      expect(await ids({ ...day, interview: 'partial' })).toEqual([found.partial]);
      expect((await ids({ ...day, interview: 'any' })).sort()).toEqual([found.finished, found.partial].sort());
      const rows = new Map((await listInbox(db(), parseFilters(day), staffId)).leads.map((row) => [row.id, row]));
      expect(rows.get(found.callback!)).toMatchObject({ callback: true, callbackTime: 'after 18:00', interview: 'none' });
      expect(rows.get(found.finished!)).toMatchObject({ callback: false, interview: 'finished', recordings: 0 });
      expect(rows.get(found.partial!)).toMatchObject({ interview: 'partial', recordings: 1, files: 0 });
      expect(rows.get(found.plain!)).toMatchObject({ interview: 'none', recordings: 0, files: 2, unopened: true, duplicate: null });
    });

    it('moves the last activity with the interview, never back, and sorts by it', async () => {
      const activity = async (id: string) =>
        Number((await db().selectFrom('leads').select('last_activity_at').where('id', '=', id).executeTakeFirstOrThrow()).last_activity_at);
      expect(await activity(found.callback!)).toBe(t + 4 * HOUR + 60_000);
      expect(await activity(found.finished!)).toBe(t + 5 * HOUR + 120_000);
      await touchLead(db(), found.newsletter!, t + 10 * HOUR);
      await touchLead(db(), found.newsletter!, t + 9 * HOUR);
      expect(await activity(found.newsletter!)).toBe(t + 10 * HOUR);
      const byActivity = await ids({ ...day, sort: 'activity' });
      expect(byActivity[0]).toBe(found.newsletter);
      expect(byActivity[1]).toBe(found.plain);
      const newest = await ids(day);
      expect(newest[0]).toBe(found.plain);
      expect(await ids({ ...day, sort: 'oldest' })).toEqual([...newest].reverse());
    });

    it('marks a lead opened once, by the first coordinator who opened it', async () => {
      await markOpened(db(), found.plain!, 'Ayşe Demir', t + DAY);
      await markOpened(db(), found.plain!, 'Mehmet Kaya', t + 2 * DAY);
      const row = await db()
        .selectFrom('leads')
        .select(['first_opened_at', 'first_opened_by'])
        .where('id', '=', found.plain!)
        .executeTakeFirstOrThrow();
      expect([Number(row.first_opened_at), row.first_opened_by]).toEqual([t + DAY, 'Ayşe Demir']);
      const listed = (await listInbox(db(), parseFilters(day), staffId)).leads.find((lead) => lead.id === found.plain);
      expect(listed?.unopened).toBe(false);
    });

    it('counts the leads that arrived since the list was last seen, spam left out', async () => {
      const since = t + 5 * HOUR + 30 * 60_000;
      const before = await countNewSince(db(), since);
      await lead({ spam: 1, created_at: t + 8 * HOUR });
      expect(await countNewSince(db(), since)).toBe(before);
      expect(before).toBeGreaterThanOrEqual(2);
    });
  });

  describe('paging', () => {
    const day = { from: '2026-08-03', to: '2026-08-03' };
    beforeAll(async () => {
      for (let index = 0; index < 120; index += 1)
        await lead({ created_at: dayOf('2026-08-03') + index * 60_000, status: index % 2 ? 'new' : 'contacted' });
    });

    it('shows where the page is: "51–100 of 120", the total from the status counts', async () => {
      const filters = parseFilters({ ...day, page: '2' });
      const counts = await statusCounts(db(), filters, staffId);
      const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
      const { leads } = await listInbox(db(), filters, staffId);
      expect(pageRange(2, leads.length, total)).toBe('51–100 of 120');
      const last = await listInbox(db(), parseFilters({ ...day, page: '3' }), staffId);
      expect(pageRange(3, last.leads.length, total)).toBe('101–120 of 120');
      expect(pageRange(1, 0, 0)).toBe('0 of 0');
      const newOnly = parseFilters({ ...day, status: 'new', page: '2' });
      expect((await listInbox(db(), newOnly, staffId)).leads).toHaveLength(10);
      expect((await statusCounts(db(), newOnly, staffId)).new).toBe(60);
    });

    it('counts the status tabs alike on every path: from the index, by a scan, or from a search that fits one page', async () => {
      // No filter but spam: the (status, spam) index alone; a date range wide enough for every lead: a scan.
      expect(await statusCounts(db(), parseFilters({}), staffId)).toEqual(
        await statusCounts(db(), parseFilters({ from: '2000-01-01' }), staffId),
      );
      // A search with more leads than a page is counted by the database; one that fits is counted from its page.
      for (const params of [
        { ...day, q: 'patient' },
        { from: '2026-03-01', to: '2026-03-01', q: 'muller' },
      ]) {
        const filters = parseFilters(params);
        const view = await inboxView(db(), filters, staffId);
        expect(view.counts).toEqual(await statusCounts(db(), filters, staffId));
        expect(Object.values(view.counts).reduce((sum, count) => sum + count, 0)).toBe(params.q === 'patient' ? 120 : 2);
      }
    });

    it('exports every lead of the view in its order, in batches', async () => {
      const exported: number[] = [];
      for await (const row of iterateInbox(db(), parseFilters({ ...day, sort: 'oldest', page: '2' }), staffId, 7))
        exported.push(row.created_at);
      expect(exported).toHaveLength(120);
      expect(exported).toEqual([...exported].sort((a, b) => a - b));
      const byActivity: string[] = [];
      for await (const row of iterateInbox(db(), parseFilters({ ...day, sort: 'activity' }), staffId, 11)) byActivity.push(row.id);
      expect(new Set(byActivity).size).toBe(120);
    });
  });
});

describe('the filters in the address', () => {
  it('ignores values it cannot use and leaves defaults out of the address', () => {
    const filters = parseFilters({ source: '', interview: 'sometimes', sort: 'random', page: '0', callback: 'maybe', q: ' dogan ' });
    expect(filters).toMatchObject({ sort: 'newest', spam: 'exclude', q: 'dogan' });
    expect(filters.interview).toBeUndefined();
    expect(filters.page).toBeUndefined();
    expect(filters.callback).toBeUndefined();
    expect(filtersQuery(parseFilters({ sort: 'newest', page: '1', source: 'meta', callback: 'yes' }))).toBe('?source=meta&callback=yes');
    expect(filtersQuery(parseFilters({ sort: 'activity', page: '3' }))).toBe('?sort=activity&page=3');
  });

  it('names the view for file names, never with the search text', () => {
    expect(viewName(parseFilters({ type: 'quote', source: 'google-ads' }))).toBe('quote-google');
    expect(viewName(parseFilters({ status: 'new', callback: 'yes', interview: 'finished' }))).toBe('new-callback-interview-finished');
    expect(viewName(parseFilters({ q: 'Ayşe Doğan', subject: 'programme:dental' }))).toBe('dental-search');
    expect(viewName(parseFilters({}))).toBe('');
  });

  it('takes the list view to the lead and back, and only to the inbox list', () => {
    const filters = parseFilters({ status: 'new', page: '2', q: 'dogan' });
    const href = leadHref('abcdefghijklmnopqrstuvwx', filters);
    expect(href).toBe('/admin/leads/abcdefghijklmnopqrstuvwx?list=status%3Dnew%26q%3Ddogan%26page%3D2');
    expect(listHref(new URL(href, 'https://x.test').searchParams.get('list') ?? undefined)).toBe('/admin?status=new&q=dogan&page=2');
    expect(listHref('https://evil.example/&status=new')).toBe('/admin?status=new');
    expect(listHref(undefined)).toBe('/admin');
  });
});
