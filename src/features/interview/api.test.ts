import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setups, testRuntime, type TestRuntime } from '../../../tests/support/databases';
import { insertLeadRow } from '../../../tests/support/lead-rows';
import { TEST_WEBHOOK_SECRET } from '../../../tests/support/secrets';
import { newId } from '@/server/ids';
import { handleInterviewRequest } from './api.server';
import { INTERVIEW_CONSENT_VERSION, interviewLimits, textFieldName } from './contract';
import { recordConsent } from './repository.server';

/** The start of a WebM file as Chromium's recorder writes it (EBML header, DocType "webm"). */
const WEBM = Buffer.concat([
  Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102', 'hex'),
  Buffer.alloc(2000, 7),
]);
/** The start of an MP4/AAC file as Safari's recorder writes it (brand "M4A "). */
const M4A = Buffer.concat([Buffer.from('0000001c667479704d3441200000000069736f6d4d344120', 'hex'), Buffer.alloc(2000, 7)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

let address = 0;
function request(id: string, action: string, body?: BodyInit, headers: Record<string, string> = {}) {
  address += 1;
  return new Request(`http://localhost/api/calls/${id}/${action}`, {
    method: 'POST',
    body,
    headers: { accept: 'application/json', 'x-client-ip': `10.1.${Math.floor(address / 250)}.${address % 250}`, ...headers },
  });
}
function answer(fields: Record<string, string>, audio?: { bytes: Buffer; name?: string; type?: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (audio)
    form.append('audio', new File([new Uint8Array(audio.bytes)], audio.name ?? 'answer.webm', { type: audio.type ?? 'audio/webm' }));
  return form;
}

describe.each(setups)('the interview API on $database with files on $storage', (setup) => {
  let runtime: TestRuntime;
  const interview = () => runtime.interview;
  const call = (req: Request, id: string, action: 'session' | 'answers' | 'callback' | 'finish') =>
    handleInterviewRequest(req, interview().services, req.headers.get('x-client-ip') ?? 'test', id, action);
  const db = () => runtime.database.db;
  /** The stored files' names, wherever the storage keeps them. */
  const uploads = async () => (await runtime.storage.list()).map((file) => file.name).sort();
  const answers = (leadId: string) =>
    db().selectFrom('interview_answers').selectAll().where('lead_id', '=', leadId).orderBy('question').execute();
  const interviewEvents = (leadId: string) =>
    db().selectFrom('outbox').selectAll().where('lead_id', '=', leadId).where('event', '=', 'lead.interview').orderBy('channel').execute();

  /** A landing-page lead; its visitor agreed to the recording unless told otherwise (`consent: false`). */
  const newLead = async ({ locale = 'en', createdAt = Date.now(), spam = 0, consent = true } = {}) => {
    const id = await insertLeadRow(db(), {
      created_at: createdAt,
      type: 'quote',
      spam,
      full_name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      phone: '+905320000001',
      programme: 'dental',
      locale,
      page: '/landing/dental/dental-treatments',
    });
    if (consent) await recordConsent(db(), id, 'guided', createdAt);
    return id;
  };

  beforeAll(async () => {
    runtime = await testRuntime(
      setup.database,
      {
        SMTP_URL: 'smtp://127.0.0.1:9',
        LEADS_NOTIFY_TO: 'coordinators@example.com',
        LEADS_WEBHOOK_URL: 'http://127.0.0.1:9/hook',
        LEADS_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      },
      { storage: setup.storage },
    );
    // The rows stay in the outbox, where the tests read them.
    await runtime.outbox.stop();
    runtime.interview.stop();
  });
  afterAll(() => runtime.dispose());

  it('answers 404 for an unknown or malformed lead id, and stores nothing', async () => {
    const files = await uploads();
    for (const id of [newId(), 'not-an-id', '../../etc/passwd', 'x'.repeat(500)]) {
      const response = await call(request(id, 'answers', answer({ question: 'goal' }, { bytes: WEBM })), id, 'answers');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'not_found' });
    }
    expect(await uploads()).toEqual(files);
    expect(await db().selectFrom('interviews').selectAll().execute()).toEqual([]);
  });

  it('opens an interview, then stores a recording with its duration and a typed answer', async () => {
    const id = await newLead();
    const opened = await call(request(id, 'session'), id, 'session');
    expect(opened.status).toBe(200);
    expect(await opened.json()).toEqual({ done: [], state: 'started', consented: true });

    const recorded = await call(request(id, 'answers', answer({ question: 'goal', durationMs: '4200' }, { bytes: WEBM })), id, 'answers');
    expect(recorded.status).toBe(201);
    const safari = await call(
      request(id, 'answers', answer({ question: 'travel', durationMs: '2500' }, { bytes: M4A, name: 'answer.m4a', type: 'audio/mp4' })),
      id,
      'answers',
    );
    expect(safari.status).toBe(201);
    const typed = await call(
      request(id, 'answers', answer({ question: 'treatment', text: '  Dental implants, two teeth  ' })),
      id,
      'answers',
    );
    expect(typed.status).toBe(201);
    expect(await typed.json()).toEqual({ question: 'treatment', done: ['treatment', 'goal', 'travel'], state: 'started', consented: true });

    const rows = await answers(id);
    expect(
      rows.map((row) => [row.question, row.kind, row.text, row.content_type, row.size === null ? null : Number(row.size), row.duration_ms]),
    ).toEqual([
      ['goal', 'audio', null, 'audio/webm', WEBM.byteLength, 4200],
      ['travel', 'audio', null, 'audio/mp4', M4A.byteLength, 2500],
      ['treatment', 'text', 'Dental implants, two teeth', null, null, null],
    ]);
    // The recordings are in the storage under random names, never the visitor's.
    for (const row of rows.filter((entry) => entry.kind === 'audio')) expect(await uploads()).toContain(row.stored_name);
  });

  describe('the consent to record and keep the answers (issue 21)', () => {
    const consentRow = (id: string) =>
      db().selectFrom('interviews').select(['consent_at', 'consent_version']).where('lead_id', '=', id).executeTakeFirst();

    it('refuses every answer, typed or recorded, before the visitor agreed, and keeps nothing', async () => {
      const id = await newLead({ consent: false });
      const files = await uploads();
      for (const body of [
        answer({ question: 'history', text: 'Asthma' }),
        answer({ question: 'goal', durationMs: '1500' }, { bytes: WEBM }),
      ]) {
        const response = await call(request(id, 'answers', body), id, 'answers');
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ error: 'consent_required', fields: { interviewConsent: 'consent_required' } });
      }
      expect(await answers(id)).toEqual([]);
      expect(await uploads()).toEqual(files);
      // A session without the consent opens the interview but does not give it.
      const opened = await call(request(id, 'session'), id, 'session');
      expect(await opened.json()).toEqual({ done: [], state: 'started', consented: false });
      expect((await consentRow(id))?.consent_at).toBeNull();
    });

    it('stores the consent given on the session, as JSON, with its time and the version of its text', async () => {
      const id = await newLead({ consent: false });
      const before = Date.now();
      const response = await call(
        request(id, 'session', JSON.stringify({ interviewConsent: true }), { 'content-type': 'application/json' }),
        id,
        'session',
      );
      expect(await response.json()).toEqual({ done: [], state: 'started', consented: true });
      const row = await consentRow(id);
      expect(Number(row?.consent_at)).toBeGreaterThanOrEqual(before);
      expect(row?.consent_version).toBe(INTERVIEW_CONSENT_VERSION);
      const typed = await call(request(id, 'answers', answer({ question: 'history', text: 'Asthma' })), id, 'answers');
      expect(typed.status).toBe(201);
    });

    it('asks nothing for a call back', async () => {
      const id = await newLead({ consent: false });
      const response = await call(request(id, 'callback', new URLSearchParams({ time: 'Mornings' })), id, 'callback');
      expect(response.status).toBe(200);
      expect((await consentRow(id))?.consent_at).toBeNull();
    });

    it('takes the consent with the answers of the page without JavaScript, and refuses them without it with a page that says so', async () => {
      const form = (id: string, consent: boolean) =>
        request(
          id,
          'answers',
          new URLSearchParams({ answer_treatment: 'Hip', finish: '1', ...(consent ? { interviewConsent: 'on' } : {}) }),
          { accept: 'text/html' },
        );
      const refused = await newLead({ consent: false, locale: 'de' });
      const page = await call(form(refused, false), refused, 'answers');
      expect(page.status).toBe(403);
      expect(page.headers.get('content-type')).toContain('text/html');
      const de = (await import('../../../messages/de.json')).CallPage;
      expect(await page.text()).toContain(de.errors.consent_required);
      expect(await answers(refused)).toEqual([]);
      const given = await newLead({ consent: false });
      const done = await call(form(given, true), given, 'answers');
      expect(done.status).toBe(303);
      expect((await answers(given)).map((row) => row.text)).toEqual(['Hip']);
      expect((await consentRow(given))?.consent_version).toBe(INTERVIEW_CONSENT_VERSION);
    });
  });

  it('replaces an earlier answer to the same question, and removes the recording it replaced', async () => {
    const id = await newLead();
    await call(request(id, 'answers', answer({ question: 'goal', durationMs: '1000' }, { bytes: WEBM })), id, 'answers');
    const [first] = await answers(id);
    expect(await uploads()).toContain(first!.stored_name);
    const again = await call(request(id, 'answers', answer({ question: 'goal', durationMs: '2000' }, { bytes: WEBM })), id, 'answers');
    expect(again.status).toBe(201);
    const [second] = await answers(id);
    expect(second!.stored_name).not.toBe(first!.stored_name);
    expect(await uploads()).not.toContain(first!.stored_name);
    expect(await uploads()).toContain(second!.stored_name);
    await call(request(id, 'answers', answer({ question: 'goal', text: 'Typed after all' })), id, 'answers');
    const rows = await answers(id);
    expect(rows.map((row) => [row.kind, row.text])).toEqual([['text', 'Typed after all']]);
    expect(await uploads()).not.toContain(second!.stored_name);
  });

  it('refuses a disguised file by its content (415) and keeps the answer stored before', async () => {
    const id = await newLead();
    await call(request(id, 'answers', answer({ question: 'goal', text: 'Knee pain when climbing stairs' })), id, 'answers');
    const files = await uploads();
    const response = await call(
      request(id, 'answers', answer({ question: 'goal', durationMs: '1000' }, { bytes: PDF, name: 'answer.webm', type: 'audio/webm' })),
      id,
      'answers',
    );
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: 'unsupported_media_type', fields: { audio: 'file_type' } });
    expect(await uploads()).toEqual(files);
    expect((await answers(id)).map((row) => row.text)).toEqual(['Knee pain when climbing stairs']);
  });

  it('refuses a recording over 5 MB (413), over three minutes or without a duration (400), leaving nothing', async () => {
    const id = await newLead();
    const files = await uploads();
    const big = Buffer.concat([WEBM, Buffer.alloc(interviewLimits.maxAnswerBytes, 1)]);
    const tooLarge = await call(request(id, 'answers', answer({ question: 'goal', durationMs: '1000' }, { bytes: big })), id, 'answers');
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ error: 'too_large', fields: { audio: 'file_too_large' } });
    const tooLong = await call(
      request(id, 'answers', answer({ question: 'goal', durationMs: String(interviewLimits.maxAnswerMs + 60_000) }, { bytes: WEBM })),
      id,
      'answers',
    );
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({ error: 'invalid', fields: { audio: 'too_long_recording' } });
    const noDuration = await call(request(id, 'answers', answer({ question: 'goal' }, { bytes: WEBM })), id, 'answers');
    expect(noDuration.status).toBe(400);
    expect(await noDuration.json()).toEqual({ error: 'invalid', fields: { durationMs: 'invalid' } });
    const empty = await call(
      request(id, 'answers', answer({ question: 'goal', durationMs: '1000' }, { bytes: Buffer.alloc(0) })),
      id,
      'answers',
    );
    expect(empty.status).toBe(400);
    expect(await uploads()).toEqual(files);
    expect(await answers(id)).toEqual([]);
  });

  it('refuses a recording beyond 30 MB per lead (413); the answer it would replace does not count', async () => {
    const id = await newLead();
    // Earlier recordings that fill the lead's space but for 1 KB (rows only: their size is what counts).
    await db()
      .insertInto('interview_answers')
      .values(
        ['treatment', 'goal'].map((question) => ({
          id: newId(),
          lead_id: id,
          question,
          kind: 'audio' as const,
          text: null,
          stored_name: newId(),
          content_type: 'audio/webm',
          size: (interviewLimits.maxLeadBytes - 1024) / 2,
          duration_ms: 60_000,
          created_at: Date.now(),
        })),
      )
      .execute();
    const files = await uploads();
    const over = await call(request(id, 'answers', answer({ question: 'history', durationMs: '1000' }, { bytes: WEBM })), id, 'answers');
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ error: 'too_large', fields: { audio: 'lead_quota' } });
    expect(await uploads()).toEqual(files);
    const replacing = await call(request(id, 'answers', answer({ question: 'goal', durationMs: '1000' }, { bytes: WEBM })), id, 'answers');
    expect(replacing.status).toBe(201);
  });

  it('answers 410 after 24 hours, and takes answers until then', async () => {
    const late = await newLead({ createdAt: Date.now() - interviewLimits.windowMs - 1000 });
    for (const action of ['session', 'answers', 'callback', 'finish'] as const) {
      const response = await call(request(late, action, answer({ question: 'goal', text: 'Hello' })), late, action);
      expect(response.status).toBe(410);
    }
    expect(await answers(late)).toEqual([]);
    const inTime = await newLead({ createdAt: Date.now() - interviewLimits.windowMs + 60_000 });
    expect((await call(request(inTime, 'answers', answer({ question: 'goal', text: 'Hello' })), inTime, 'answers')).status).toBe(201);
  });

  it('answers 400 with field codes for a bad question, an empty or too long text, and changes nothing', async () => {
    const id = await newLead();
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ question: 'password', text: 'x' }, { question: 'invalid' }],
      [{ question: 'goal', text: '   ' }, { text: 'required' }],
      [{ question: 'goal', text: 'x'.repeat(interviewLimits.maxTextLength + 1) }, { text: 'too_long' }],
    ];
    for (const [fields, expected] of cases) {
      const response = await call(request(id, 'answers', answer(fields)), id, 'answers');
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'invalid', fields: expected });
    }
    const unsupported = await call(request(id, 'answers', 'question=goal', { 'content-type': 'text/plain' }), id, 'answers');
    expect(unsupported.status).toBe(415);
    expect(await answers(id)).toEqual([]);
  });

  it('takes a skip, so a returning visitor continues after it', async () => {
    const id = await newLead();
    await call(request(id, 'answers', answer({ question: 'treatment', skip: '1' })), id, 'answers');
    const response = await call(request(id, 'session'), id, 'session');
    expect(await response.json()).toEqual({ done: ['treatment'], state: 'started', consented: true });
  });

  it('takes the page without JavaScript: every typed answer at once, then a 303 to the finished page', async () => {
    const id = await newLead({ locale: 'ru' });
    const body = new URLSearchParams({
      [textFieldName('treatment')]: 'Имплантация зубов',
      [textFieldName('goal')]: '',
      [textFieldName('callTime')]: 'После 18:00',
      finish: '1',
    });
    const response = await call(
      request(id, 'answers', body, { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' }),
      id,
      'answers',
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/ru/call/${id}/Ay%C5%9Fe%20Y%C4%B1lmaz`);
    expect((await answers(id)).map((row) => [row.question, row.text])).toEqual([
      ['callTime', 'После 18:00'],
      ['treatment', 'Имплантация зубов'],
    ]);
    const state = await db().selectFrom('interviews').select('finished_at').where('lead_id', '=', id).executeTakeFirstOrThrow();
    expect(state.finished_at).not.toBeNull();

    // A refused form gets a page in the lead's language, and its earlier answers stay.
    const tooLong = new URLSearchParams({ [textFieldName('goal')]: 'x'.repeat(interviewLimits.maxTextLength + 1), finish: '1' });
    const refused = await call(
      request(id, 'answers', tooLong, { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' }),
      id,
      'answers',
    );
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-type')).toContain('text/html');
    const html = await refused.text();
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain(`/ru/call/${id}/`);
    expect(await answers(id)).toHaveLength(2);
  });

  it('tells the coordinators once per lead, whatever the visitor does', async () => {
    const id = await newLead();
    await call(request(id, 'answers', answer({ question: 'goal', text: 'A second opinion on my knee' })), id, 'answers');
    await call(request(id, 'answers', answer({ question: 'history', durationMs: '3000' }, { bytes: WEBM })), id, 'answers');
    expect(await interviewEvents(id)).toEqual([]);
    expect((await call(request(id, 'finish'), id, 'finish')).status).toBe(200);
    await call(
      request(id, 'callback', new URLSearchParams({ time: 'Evenings' }), { 'content-type': 'application/x-www-form-urlencoded' }),
      id,
      'callback',
    );
    await call(request(id, 'finish'), id, 'finish');
    await interview().sweepIdle(Date.now() + 2 * interviewLimits.idleMs);

    const events = await interviewEvents(id);
    // The coordinators' email and the webhook; never the visitor's email.
    expect(events.map((row) => row.channel)).toEqual(['coordinator-email', 'webhook']);
    const summary = JSON.parse(events[0]!.payload!) as Record<string, unknown>;
    expect(summary).toEqual({
      reason: 'finished',
      recordings: 1,
      callback: { requested: false, time: null },
      answers: [
        { question: 'goal', label: 'Main goal or complaint', kind: 'text', text: 'A second opinion on my knee' },
        { question: 'history', label: 'Medical history and medicines', kind: 'audio', durationMs: 3000 },
      ],
    });
  });

  it('tells the coordinators about a callback request, with the best time', async () => {
    const id = await newLead();
    const response = await call(
      request(id, 'callback', new URLSearchParams({ time: ' Weekdays after 6 pm ' }), {
        'content-type': 'application/x-www-form-urlencoded',
      }),
      id,
      'callback',
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: [], state: 'callback', consented: true });
    const [event] = await interviewEvents(id);
    expect(JSON.parse(event!.payload!)).toMatchObject({ reason: 'callback', callback: { requested: true, time: 'Weekdays after 6 pm' } });
    const tooLong = await call(
      request(id, 'callback', new URLSearchParams({ time: 'x'.repeat(interviewLimits.maxCallbackTimeLength + 1) }), {
        'content-type': 'application/x-www-form-urlencoded',
      }),
      id,
      'callback',
    );
    expect(tooLong.status).toBe(400);
  });

  it('tells the coordinators when the visitor stopped answering for 30 minutes, once', async () => {
    const id = await newLead();
    const quiet = await newLead();
    await call(request(id, 'answers', answer({ question: 'goal', text: 'Hip pain' })), id, 'answers');
    await call(request(quiet, 'session'), quiet, 'session');
    expect(await interview().sweepIdle(Date.now() + interviewLimits.idleMs - 60_000)).toBe(0);
    await interview().sweepIdle(Date.now() + interviewLimits.idleMs + 1000);
    expect(await interviewEvents(id)).toHaveLength(2);
    expect(JSON.parse((await interviewEvents(id))[0]!.payload!)).toMatchObject({ reason: 'idle' });
    // An interview opened without any answer has nothing to tell.
    expect(await interviewEvents(quiet)).toEqual([]);
    await interview().sweepIdle(Date.now() + 2 * interviewLimits.idleMs);
    await call(request(id, 'finish'), id, 'finish');
    expect(await interviewEvents(id)).toHaveLength(2);
  });

  it('never notifies for a lead marked as spam', async () => {
    const id = await newLead({ spam: 1 });
    await call(request(id, 'answers', answer({ question: 'goal', text: 'Buy now' })), id, 'answers');
    await call(request(id, 'finish'), id, 'finish');
    expect(await interviewEvents(id)).toEqual([]);
  });

  it('logs ids and outcomes, never what the visitor typed', async () => {
    const lines: string[] = [];
    const capture = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
    const spies = (['log', 'info', 'warn', 'error'] as const).map((method) => vi.spyOn(console, method).mockImplementation(capture));
    try {
      const id = await newLead();
      await call(request(id, 'answers', answer({ question: 'history', text: 'Secret diagnosis text' })), id, 'answers');
      await call(request(id, 'answers', answer({ question: 'history', text: 'Secret diagnosis text'.repeat(200) })), id, 'answers');
      await call(
        request(id, 'callback', new URLSearchParams({ time: 'Secret time' }), { 'content-type': 'application/x-www-form-urlencoded' }),
        id,
        'callback',
      );
      expect(lines.some((line) => line.includes(id))).toBe(true);
      expect(lines.join('\n')).not.toMatch(/Secret|Ayşe/);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it('limits the requests of one address (429 with Retry-After)', async () => {
    const id = await newLead();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 61; attempt += 1) {
      const response = await handleInterviewRequest(request(id, 'session'), interview().services, '10.9.9.9', id, 'session');
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    const other = await handleInterviewRequest(request(id, 'session'), interview().services, '10.9.9.10', id, 'session');
    expect(other.status).toBe(200);
  });
});
