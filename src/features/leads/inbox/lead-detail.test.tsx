import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LeadRow } from '@/server/db/schema';
import { LeadDetail, type LeadActions } from './lead-detail';
import type { InboxLeadDetail } from './queries.server';

const NOW = Date.parse('2026-11-25T10:00:00Z');
const noop = async () => {};
const actions: LeadActions = { setStatus: noop, assign: noop, addNote: noop, logContact: noop, toggleSpam: noop, retry: noop, erase: noop };

const lead = {
  id: 'lead-1',
  created_at: NOW - 2 * 60 * 60_000,
  type: 'consultation',
  status: 'new',
  spam: 0,
  full_name: 'Olga Smirnova',
  email: 'olga@example.org',
  phone: '+79161234567',
  message: 'I would like a check-up in March.',
  treatment: null,
  programme: 'check-up',
  checkup_tier: null,
  locale: 'ru',
  preferred_channel: null,
  preferred_time: null,
  time_zone: null,
  consent_privacy: 1,
  consent_health_data: 1,
  consent_marketing: 0,
  page: '/ru/check-up',
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  gclid: 'g-1',
  fbclid: null,
  assigned_to: null,
  search_text: null,
  name_folded: 'olga smirnova',
  last_activity_at: NOW - 60 * 60_000,
  first_opened_at: null,
  first_opened_by: null,
} satisfies LeadRow;

const detail = {
  lead,
  files: [
    { id: 'f1', lead_id: 'lead-1', original_name: 'scan.png', stored_name: 's1', content_type: 'image/png', size: 2048, created_at: NOW },
    {
      id: 'f2',
      lead_id: 'lead-1',
      original_name: 'report.pdf',
      stored_name: 's2',
      content_type: 'application/pdf',
      size: 4096,
      created_at: NOW,
    },
    {
      id: 'f3',
      lead_id: 'lead-1',
      original_name: 'logo.svg',
      stored_name: 's3',
      content_type: 'image/svg+xml',
      size: 100,
      created_at: NOW,
    },
  ],
  deliveries: [],
  interview: {
    lead_id: 'lead-1',
    provider: 'guided',
    started_at: NOW - 100 * 60_000,
    last_activity_at: NOW - 90 * 60_000,
    finished_at: null,
    callback_requested_at: NOW - 90 * 60_000,
    callback_time: 'after 18:00',
    notified_at: null,
    consent_at: null,
    consent_version: null,
  },
  answers: [
    {
      id: 'a1',
      lead_id: 'lead-1',
      question: 'goal',
      kind: 'audio',
      text: null,
      stored_name: 'r1',
      content_type: 'audio/webm',
      size: 1000,
      duration_ms: 42_000,
      created_at: NOW - 95 * 60_000,
    },
  ],
  notes: [],
  activity: [],
  staff: [{ id: 'staff-1', display_name: 'Ayşe Demir', email: 'ayse@example.com' }],
  contacts: [],
} satisfies InboxLeadDetail;

const render = () =>
  renderToStaticMarkup(
    <LeadDetail
      detail={detail}
      actions={actions}
      list="?status=new&page=2"
      replies={{ locale: 'ru', locales: [{ code: 'ru', name: 'Русский' }], cards: [] }}
      duplicates={[]}
      eraseCopies={[]}
      now={NOW}
    />,
  );

describe('the lead page', () => {
  it('puts the patient’s request first, then the work, then the details and the history', () => {
    const html = render();
    const headings = [...html.matchAll(/<h2[^>]*>([^<]*)</g)].map((match) => match[1]);
    expect(headings.slice(0, 8)).toEqual([
      'Request',
      'Callback request',
      'Interview answers (1 of 6)',
      'Files (3)',
      'Work',
      'Log a contact',
      'Add a note',
      'Notes (0)',
    ]);
    expect(headings.slice(-4)).toEqual(['Details', 'Where it came from', 'Notifications', 'History']);
  });

  it('offers the patient’s channels, with the phone readable and their local time', () => {
    const html = render();
    expect(html).toContain('href="tel:+79161234567"');
    expect(html).toContain('+7 916 123 45 67');
    expect(html).toContain('href="https://wa.me/79161234567"');
    expect(html).toContain('their time: 13:00, Europe/Moscow (probably, from the phone’s country)');
    expect(html).toContain('Asked to be called back at “after 18:00”');
  });

  it('returns to the list’s view, and every form carries it', () => {
    const html = render();
    expect(html).toContain('href="/admin?status=new&amp;page=2"');
    expect(html.match(/name="list" value="status=new&amp;page=2"/g)?.length).toBeGreaterThanOrEqual(5);
  });

  it('shows a recording’s stored duration, previews images and PDFs, and only downloads the rest', () => {
    const html = render();
    expect(html).toContain('0:00 / 0:42');
    expect(html).toContain('<img src="/admin/leads/lead-1/files/f1?view=1"');
    expect(html).toMatch(/href="\/admin\/leads\/lead-1\/files\/f2\?view=1" target="_blank" rel="noopener noreferrer"/);
    expect(html).not.toContain('files/f3?view=1');
    expect(html).toContain('href="/admin/leads/lead-1/files/f3"');
  });
});
