import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseFilters } from './filters';
import { InboxList } from './inbox-list';
import type { InboxLead } from './queries.server';

const NOW = Date.parse('2026-11-25T10:00:00Z');
const row = (values: Partial<InboxLead> = {}): InboxLead => ({
  id: 'abcdefghijklmnopqrstuvwx',
  created_at: NOW - 2 * 60 * 60_000,
  last_activity_at: NOW - 2 * 60 * 60_000,
  type: 'quote',
  status: 'new',
  spam: 0,
  full_name: 'Ayşe Doğan',
  email: 'ayse@example.org',
  phone: '+905321234567',
  locale: 'tr',
  treatment: null,
  programme: 'dental',
  assigned_to: null,
  utm_source: 'google',
  utm_campaign: null,
  preferred_time: null,
  assignee: null,
  source: 'Google Ads',
  callback: false,
  callbackTime: null,
  interview: 'none',
  recordings: 0,
  files: 0,
  unopened: false,
  duplicate: null,
  ...values,
});
const counts = { new: 300, contacted: 12, qualified: 0, booked: 0, closed: 0, lost: 0 };

function render(leads: InboxLead[], params: Record<string, string> = {}, seenAt?: number) {
  return renderToStaticMarkup(
    <InboxList
      leads={leads}
      total={312}
      counts={counts}
      filters={parseFilters(params)}
      staff={[]}
      sources={['newsletter']}
      now={NOW}
      timeZone="Europe/Istanbul"
      seenAt={seenAt}
    />,
  );
}

describe('the lead list', () => {
  it('shows what needs a coordinator first on the row, in words, with the age and its exact time in the team zone', () => {
    const html = render([
      row({
        callback: true,
        callbackTime: 'after 18:00',
        interview: 'partial',
        recordings: 2,
        files: 1,
        unopened: true,
        duplicate: 'phone',
      }),
    ]);
    expect(html).toContain('Callback: after 18:00');
    expect(html).toContain('Interview (partial)');
    expect(html).toContain('2 recordings');
    expect(html).toContain('1 file');
    expect(html).toContain('New to the team');
    expect(html).toMatch(
      /href="\/admin\?spam=all&amp;q=%2B905321234567"[^>]*>.*Possible duplicate<span class="sr-only"> \(same phone\)<\/span>/,
    );
    expect(html).toContain('2 h ago');
    expect(html).toContain('title="25 Nov 2026, 11:00 (Europe/Istanbul)"');
    expect(html).toContain('<span class="sr-only">, 25 Nov 2026, 11:00 (Europe/Istanbul)</span>');
    expect(html).toContain('Google Ads');
    expect(html).toContain('+90 532 123 45 67');
  });

  it('says where the page is and keeps the filters in the paging links, and folds the filters saying how many are active', () => {
    const html = render(
      Array.from({ length: 50 }, (_, index) => row({ id: `lead${String(index).padStart(20, '0')}` })),
      {
        type: 'quote',
        source: 'google-ads',
        page: '2',
      },
    );
    expect(html).toContain('51–100 of 312');
    expect(html).toContain('href="/admin?type=quote&amp;source=google-ads" rel="prev"');
    expect(html).toContain('href="/admin?type=quote&amp;source=google-ads&amp;page=3" rel="next"');
    expect(html).toMatch(/<details class="inbox-filters[^"]*"><summary[^>]*>Filters \(2 active\)/);
    expect(html).toContain('href="/admin/leads/lead00000000000000000000?list=type%3Dquote%26source%3Dgoogle-ads%26page%3D2"');
    expect(html).toContain('id="leads"');
  });

  it('highlights the leads that arrived since the coordinator last looked', () => {
    const html = render(
      [row({ id: 'fresh000000000000000000x' }), row({ id: 'older000000000000000000x', created_at: NOW - 5 * 60 * 60_000 })],
      {},
      NOW - 3 * 60 * 60_000,
    );
    expect(html.match(/data-fresh=""/g)).toHaveLength(1);
    expect(html.match(/Just arrived/g)).toHaveLength(1);
  });

  it('says when a page is past the last lead, and when nothing matches', () => {
    expect(render([], { page: '9' })).toContain('This page is past the last lead.');
    expect(render([], { q: 'nobody' })).toContain('No leads match these filters.');
  });
});
