import { describe, expect, it } from 'vitest';
import { duration, leadHistory, type HistorySources } from './history';

const T = Date.parse('2026-11-25T08:00:00Z');
const min = (n: number) => T + n * 60_000;

const sources = (): HistorySources => ({
  lead: { id: 'lead1', created_at: T, type: 'consultation', page: '/en/contact', utm_source: null, gclid: 'abc', fbclid: null },
  interview: { started_at: min(1), finished_at: min(6), callback_requested_at: min(5), callback_time: 'after 18:00' },
  answers: [
    { id: 'a2', question: 'history', kind: 'audio', duration_ms: 42_000, created_at: min(3) },
    { id: 'a1', question: 'goal', kind: 'text', duration_ms: null, created_at: min(2) },
    { id: 'a3', question: 'travel', kind: 'skipped', duration_ms: null, created_at: min(4) },
  ],
  deliveries: [
    {
      id: 'o1',
      channel: 'coordinator-email',
      event: 'lead.created',
      status: 'sent',
      attempts: 1,
      last_error: null,
      created_at: T,
      sent_at: min(0.5),
    },
    {
      id: 'o2',
      channel: 'webhook',
      event: 'lead.interview',
      status: 'failed',
      attempts: 9,
      last_error: 'HTTP 500',
      created_at: min(6),
      sent_at: null,
    },
  ],
  activity: [
    { id: 'x2', staff_name: 'Ayşe Demir', action: 'contact', detail: 'Phone call: no answer', created_at: min(30) },
    { id: 'x1', staff_name: 'Ayşe Demir', action: 'status', detail: 'new → contacted', created_at: min(20) },
  ],
  contacts: [{ id: 'c1', staff_name: 'Ayşe Demir', note: 'voicemail full', created_at: min(30) }],
});

describe('the lead history', () => {
  it('tells the whole story newest first: arrival, answers, callback, finish, notifications, staff actions and contacts', () => {
    const history = leadHistory(sources());
    expect(history.map((entry) => [entry.who, entry.text])).toEqual([
      ['Ayşe Demir', 'Phone call: no answer'],
      ['Ayşe Demir', 'new → contacted'],
      ['System', 'Could not send the CRM webhook (interview answers) after 9 attempts: HTTP 500'],
      ['Patient', 'Finished the assistant interview'],
      ['Patient', 'Asked to be called back: “after 18:00”'],
      ['Patient', 'Skipped “Desired travel period”'],
      ['Patient', 'Answered “Medical history and medicines” with a recording (0:42)'],
      ['Patient', 'Answered “Main goal or complaint” in writing'],
      ['Patient', 'Started the assistant interview'],
      ['System', 'Sent the coordinators’ email (new lead)'],
      ['Patient', 'Sent a consultation request from Google Ads on /en/contact'],
    ]);
    expect(history[0]).toMatchObject({ kind: 'contact', note: 'voicemail full' });
    expect(history[2]).toMatchObject({ kind: 'notification', problem: true });
  });

  it('keeps the story in order at the same moment: the later step first', () => {
    const input = sources();
    input.interview = { started_at: T, finished_at: T, callback_requested_at: null, callback_time: null };
    input.answers = [];
    input.deliveries = [];
    input.activity = [];
    expect(leadHistory(input).map((entry) => entry.text)).toEqual([
      'Finished the assistant interview',
      'Started the assistant interview',
      'Sent a consultation request from Google Ads on /en/contact',
    ]);
  });

  it('says a lead without an interview or source plainly', () => {
    const input = sources();
    input.lead = { ...input.lead, gclid: null, page: null };
    Object.assign(input, { interview: null, answers: [], deliveries: [], activity: [], contacts: [] });
    expect(leadHistory(input)).toEqual([
      { key: 'arrival-lead1', at: T, who: 'Patient', kind: 'arrival', text: 'Sent a consultation request' },
    ]);
  });

  it('shows durations as a player does', () => {
    expect(duration(42_000)).toBe('0:42');
    expect(duration(65_400)).toBe('1:05');
    expect(duration(3_725_000)).toBe('1:02:05');
  });
});
