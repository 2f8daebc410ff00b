import type { ReactNode } from 'react';
import { ClientLink } from '@/components/shell/client-link';
import { locales } from '@/i18n/locales';
import { leadStatuses, leadTypes, type LeadStatus } from '../contract';
import { Age } from './age';
import { readablePhone } from './contact';
import { activeFilterCount, clickSources, filtersQuery, leadHref, subjectValues, type InboxFilters, type InboxSort } from './filters';
import { StatusBadge, subjectLabel } from './format';
import { NoticeBox } from './notice-box';
import type { Notice } from './notices';
import { PAGE_SIZE, pageRange, type DuplicateReason, type InboxLead } from './queries.server';

const selectClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';
const labelClass = 'block text-xs font-semibold text-slate-700';
const linkClass = 'font-medium text-brand-800 underline underline-offset-2';

const sortLabels: Record<InboxSort, string> = { newest: 'Newest first', oldest: 'Oldest first', activity: 'Last activity' };
const captions: Record<InboxSort, string> = {
  newest: 'Leads, newest first',
  oldest: 'Leads, oldest first',
  activity: 'Leads, most recent activity first',
};
const duplicateTexts: Record<DuplicateReason, string> = { phone: 'same phone', email: 'same email', name: 'same name within 30 days' };

/**
 * The lead list, a coordinator's triage view: counts per status as tabs, the filters as a form
 * that puts them in the address (GET, so a view can be bookmarked and shared, and works without
 * JavaScript), then the leads a page at a time, each row saying what needs the coordinator first
 * (a callback, an interview, files, never opened, a possible duplicate) and how old it is.
 */
export function InboxList({
  notice,
  leads,
  total,
  counts,
  filters,
  staff,
  sources,
  now,
  timeZone,
  seenAt,
  live,
}: {
  notice?: Notice;
  leads: InboxLead[];
  /** Leads in the view, every page together. */
  total: number;
  counts: Record<LeadStatus, number>;
  filters: InboxFilters;
  staff: { id: string; display_name: string }[];
  sources: string[];
  now: number;
  timeZone: string;
  /** When the coordinator last marked the list as seen (leads after it are highlighted); unknown on a first visit. */
  seenAt?: number;
  /** The live list's controls (client-side), beside the heading. */
  live?: ReactNode;
}) {
  const all = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const page = filters.page ?? 1;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const base = { ...filters, page: undefined };
  const active = activeFilterCount(filters);
  const sourceChoices: [string, string][] = [
    ...Object.entries(clickSources),
    ...[...new Set([...sources, ...(filters.source && !(filters.source in clickSources) ? [filters.source] : [])])].map(
      (source) => [source, source] as [string, string],
    ),
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 py-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Leads</h1>
        <div className="flex flex-wrap items-center gap-2">
          {live}
          <a href={`/admin/export.csv${filtersQuery(base)}`} className="inbox-button" download>
            Export CSV
          </a>
          <a href={`/admin/export.xlsx${filtersQuery(base)}`} className="inbox-button" download>
            Export Excel
          </a>
        </div>
      </div>

      {notice ? <NoticeBox notice={notice} /> : null}
      <nav aria-label="Status" className="-mx-4 mt-4 overflow-x-auto px-4">
        <ul className="flex gap-1.5 text-sm whitespace-nowrap">
          <li>
            <StatusTab href={`/admin${filtersQuery(base, { status: undefined })}`} current={!filters.status} label="All" count={all} />
          </li>
          {leadStatuses.map((status) => (
            <li key={status}>
              <StatusTab
                href={`/admin${filtersQuery(base, { status })}`}
                current={filters.status === status}
                label={status}
                count={counts[status]}
              />
            </li>
          ))}
        </ul>
      </nav>

      {/* Folded on phones so that the first screen shows leads; always unfolded from 768 px (globals.css, .inbox-filters). */}
      <details className="inbox-filters mt-4 rounded-xl bg-white ring-1 ring-slate-200">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between px-3 text-sm font-semibold text-slate-800">
          {active > 0 ? `Filters (${active} active)` : 'Filters'}
          <span aria-hidden="true" className="inbox-filters-marker text-slate-500">
            ▾
          </span>
        </summary>
        <form
          method="get"
          action="/admin"
          role="search"
          aria-label="Filter leads"
          className="grid grid-cols-2 gap-3 p-3 sm:grid-cols-4 lg:grid-cols-8"
        >
          {filters.status ? <input type="hidden" name="status" value={filters.status} /> : null}
          <div className="col-span-2">
            <label htmlFor="q" className={labelClass}>
              Search name, email or phone
            </label>
            <input id="q" name="q" type="search" defaultValue={filters.q} className={selectClass} aria-keyshortcuts="/" />
          </div>
          <Select id="type" label="Type" value={filters.type} options={leadTypes.map((type) => [type, type])} />
          <Select
            id="subject"
            label="Programme or treatment"
            value={filters.subject}
            options={subjectValues.map((value) => [value, subjectLabel(value)])}
          />
          <Select id="source" label="Source" value={filters.source} options={sourceChoices} />
          <Select
            id="interview"
            label="Interview"
            value={filters.interview}
            options={[
              ['any', 'Has an interview'],
              ['finished', 'Finished'],
              ['partial', 'Partial'],
            ]}
          />
          <Select id="locale" label="Language" value={filters.locale} options={locales.map((locale) => [locale, locale])} />
          <Select
            id="assigned"
            label="Assigned to"
            value={filters.assigned}
            options={[['mine', 'Me'], ['none', 'Nobody'], ...staff.map((member) => [member.id, member.display_name] as [string, string])]}
          />
          <div>
            <label htmlFor="from" className={labelClass}>
              From
            </label>
            <input id="from" name="from" type="date" defaultValue={filters.from} className={selectClass} />
          </div>
          <div>
            <label htmlFor="to" className={labelClass}>
              To
            </label>
            <input id="to" name="to" type="date" defaultValue={filters.to} className={selectClass} />
          </div>
          <Select
            id="spam"
            label="Spam"
            value={filters.spam === 'exclude' ? undefined : filters.spam}
            empty="Hide spam"
            options={[
              ['only', 'Spam only'],
              ['all', 'With spam'],
            ]}
          />
          <Select id="sort" label="Sort by" value={filters.sort} options={Object.entries(sortLabels)} empty={null} />
          <div className="col-span-2 flex min-h-11 items-center gap-2 self-end sm:col-span-2">
            <input
              id="callback"
              name="callback"
              type="checkbox"
              value="yes"
              defaultChecked={filters.callback === 'yes'}
              className="size-4 accent-brand-700"
            />
            <label htmlFor="callback" className="text-sm font-medium text-slate-800">
              Has callback request
            </label>
          </div>
          <div className="col-span-2 flex items-end gap-2 sm:col-span-2">
            <button type="submit" className="btn-primary min-h-0 px-3 py-1.5 text-sm">
              Apply
            </button>
            <a href="/admin" className="px-1 py-1.5 text-sm font-medium text-brand-800 underline underline-offset-2">
              Clear
            </a>
          </div>
        </form>
      </details>

      <section id="leads" tabIndex={-1} aria-labelledby="leads-heading" className="mt-4 focus:outline-none">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="leads-heading" className="sr-only">
            Lead list
          </h2>
          <p className="text-sm text-slate-700 tabular-nums" data-testid="page-range">
            {pageRange(page, leads.length, total)}
          </p>
        </div>
        {leads.length === 0 ? (
          <EmptyState
            total={total}
            all={all}
            page={page}
            active={active > 0 || Boolean(filters.status)}
            firstPage={`/admin${filtersQuery(base)}`}
          />
        ) : (
          <div className="mt-2 overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{captions[filters.sort]}</caption>
              <thead className="bg-slate-100 text-xs font-semibold text-slate-700 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Lead
                  </th>
                  <th scope="col" className="w-24 px-3 py-2">
                    Status
                  </th>
                  <th scope="col" className="hidden px-3 py-2 lg:table-cell">
                    Programme / treatment
                  </th>
                  <th scope="col" className="hidden px-3 py-2 md:table-cell">
                    Language
                  </th>
                  <th scope="col" className="hidden px-3 py-2 lg:table-cell">
                    Source
                  </th>
                  <th scope="col" className="hidden px-3 py-2 md:table-cell">
                    Assigned
                  </th>
                  <th scope="col" className="hidden px-3 py-2 md:table-cell">
                    Received
                  </th>
                  <th scope="col" className="hidden px-3 py-2 lg:table-cell">
                    Last activity
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {leads.map((lead) => (
                  <LeadRowView
                    key={lead.id}
                    lead={lead}
                    href={leadHref(lead.id, filters)}
                    fresh={seenAt !== undefined && lead.created_at > seenAt && !lead.spam}
                    now={now}
                    timeZone={timeZone}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
        <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="text-slate-700 tabular-nums">
            {pageRange(page, leads.length, total)}
            {pages > 1 ? ` · page ${Math.min(page, pages)} of ${pages}` : ''}
          </span>
          <span className="flex gap-4">
            {page > 1 ? (
              <a href={`/admin${filtersQuery(base, { page: String(Math.min(page - 1, pages)) })}`} rel="prev" className={linkClass}>
                ← Previous
              </a>
            ) : null}
            {page < pages ? (
              <a href={`/admin${filtersQuery(base, { page: String(page + 1) })}`} rel="next" className={linkClass}>
                Next →
              </a>
            ) : null}
          </span>
        </nav>
      </section>
    </div>
  );
}

function LeadRowView({
  lead,
  href,
  fresh,
  now,
  timeZone,
}: {
  lead: InboxLead;
  href: string;
  fresh: boolean;
  now: number;
  timeZone: string;
}) {
  const subject = lead.programme
    ? subjectLabel(`programme:${lead.programme}`)
    : lead.treatment
      ? subjectLabel(`treatment:${lead.treatment}`)
      : '—';
  const indicated =
    fresh ||
    lead.callback ||
    lead.interview !== 'none' ||
    lead.recordings > 0 ||
    lead.files > 0 ||
    lead.unopened ||
    lead.duplicate ||
    lead.spam;
  const duplicateQuery = lead.duplicate === 'phone' ? lead.phone : lead.duplicate === 'email' ? lead.email : lead.full_name;
  return (
    <tr data-lead-row="" data-fresh={fresh ? '' : undefined} className="inbox-row hover:bg-slate-50">
      <td className="max-w-0 px-3 py-2 sm:max-w-none sm:min-w-56">
        <ClientLink
          href={href}
          className="inbox-row-link block font-semibold [overflow-wrap:anywhere] text-brand-800 underline-offset-2 hover:underline focus-visible:underline"
        >
          {lead.full_name}
        </ClientLink>
        <span className="block truncate text-xs text-slate-600">
          {readablePhone(lead.phone)}
          {lead.email ? ` · ${lead.email}` : ''}
        </span>
        <span className="block text-xs text-slate-600 md:hidden">
          {lead.type} · {lead.locale} · <Age at={lead.created_at} now={now} timeZone={timeZone} className="inbox-above" />
        </span>
        {indicated ? (
          <ul className="mt-1 flex flex-wrap gap-1" aria-label="Indicators">
            {fresh ? (
              <Badge tone="fresh" icon={icons.bell}>
                Just arrived
              </Badge>
            ) : null}
            {lead.callback ? (
              <Badge tone="callback" icon={icons.phone}>
                Callback{lead.callbackTime ? `: ${lead.callbackTime}` : ''}
              </Badge>
            ) : null}
            {lead.interview !== 'none' ? (
              <Badge tone="interview" icon={icons.chat}>
                {lead.interview === 'finished' ? 'Interview' : 'Interview (partial)'}
              </Badge>
            ) : null}
            {lead.recordings > 0 ? (
              <Badge icon={icons.mic}>{lead.recordings === 1 ? '1 recording' : `${lead.recordings} recordings`}</Badge>
            ) : null}
            {lead.files > 0 ? <Badge icon={icons.clip}>{lead.files === 1 ? '1 file' : `${lead.files} files`}</Badge> : null}
            {lead.unopened ? (
              <Badge tone="unopened" icon={icons.dot}>
                New to the team
              </Badge>
            ) : null}
            {lead.duplicate && duplicateQuery ? (
              <li>
                <a
                  href={`/admin${filtersQuery({ spam: 'all', sort: 'newest' }, { q: duplicateQuery.slice(0, 100) })}`}
                  className="inbox-above inbox-badge inbox-badge-duplicate underline underline-offset-2"
                >
                  {icons.copy}
                  Possible duplicate<span className="sr-only"> ({duplicateTexts[lead.duplicate]})</span>
                </a>
              </li>
            ) : null}
            {lead.spam ? <Badge tone="spam">spam</Badge> : null}
          </ul>
        ) : null}
      </td>
      <td className="px-3 py-2 align-top">
        <StatusBadge status={lead.status} />
        <span className="mt-1 block text-xs text-slate-600 md:hidden">{lead.assignee ?? 'Unassigned'}</span>
      </td>
      <td className="hidden px-3 py-2 align-top lg:table-cell">{subject}</td>
      <td className="hidden px-3 py-2 align-top md:table-cell">
        {lead.locale}
        <span className="block text-xs text-slate-600">{lead.type}</span>
      </td>
      <td className="hidden px-3 py-2 align-top lg:table-cell">{[lead.source, lead.utm_campaign].filter(Boolean).join(' / ') || '—'}</td>
      <td className="hidden px-3 py-2 align-top md:table-cell">{lead.assignee ?? '—'}</td>
      <td className="hidden px-3 py-2 align-top whitespace-nowrap text-slate-700 md:table-cell">
        <Age at={lead.created_at} now={now} timeZone={timeZone} className="inbox-above" />
      </td>
      <td className="hidden px-3 py-2 align-top whitespace-nowrap text-slate-700 lg:table-cell">
        {lead.last_activity_at > lead.created_at ? (
          <Age at={lead.last_activity_at} now={now} timeZone={timeZone} className="inbox-above" />
        ) : (
          '—'
        )}
      </td>
    </tr>
  );
}

function EmptyState({
  total,
  all,
  page,
  active,
  firstPage,
}: {
  total: number;
  all: number;
  page: number;
  active: boolean;
  firstPage: string;
}) {
  let text: ReactNode;
  if (total > 0 && page > 1)
    text = (
      <>
        This page is past the last lead.{' '}
        <a href={firstPage} className={linkClass}>
          Go to the first page
        </a>
      </>
    );
  else if (active || all > 0)
    text = (
      <>
        No leads match these filters.{' '}
        <a href="/admin" className={linkClass}>
          Clear the filters
        </a>
      </>
    );
  else text = 'No leads yet. New requests appear here as they arrive.';
  return <p className="mt-2 rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">{text}</p>;
}

type Tone = 'callback' | 'interview' | 'unopened' | 'fresh' | 'spam' | 'plain';

/** An indicator of a row: an icon and its words (never colour alone). */
function Badge({ tone = 'plain', icon, children }: { tone?: Tone; icon?: ReactNode; children: ReactNode }) {
  return (
    <li className={`inbox-badge inbox-badge-${tone}`}>
      {icon}
      {children}
    </li>
  );
}

const svg = (path: ReactNode) => (
  <svg
    aria-hidden="true"
    viewBox="0 0 16 16"
    className="size-3.5 shrink-0"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {path}
  </svg>
);
const icons = {
  phone: svg(<path d="M3 2.5h2.5l1 3-1.5 1a8 8 0 0 0 4.5 4.5l1-1.5 3 1V13a1 1 0 0 1-1 1A11 11 0 0 1 2 3.5a1 1 0 0 1 1-1z" />),
  chat: svg(<path d="M2.5 3.5h11v7h-6l-3 2.5v-2.5h-2z" />),
  mic: svg(
    <>
      <rect x="6" y="2" width="4" height="7.5" rx="2" />
      <path d="M3.5 8a4.5 4.5 0 0 0 9 0M8 12.5V14" />
    </>,
  ),
  clip: svg(<path d="M10.5 4.5 5.7 9.3a1.3 1.3 0 0 0 1.9 1.9l5-5a2.6 2.6 0 0 0-3.7-3.7l-5 5a3.9 3.9 0 0 0 5.5 5.5l4.3-4.3" />),
  dot: svg(<circle cx="8" cy="8" r="3" fill="currentColor" />),
  bell: svg(<path d="M4 11V7a4 4 0 0 1 8 0v4l1 1.5H3zM6.5 14h3" />),
  copy: svg(
    <>
      <rect x="5" y="5" width="8.5" height="8.5" rx="1.5" />
      <path d="M3 10.5V3.5A1 1 0 0 1 4 2.5h6.5" />
    </>,
  ),
};

function StatusTab({ href, current, label, count }: { href: string; current: boolean; label: string; count: number }) {
  return (
    <a
      href={href}
      aria-current={current ? 'page' : undefined}
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 font-medium capitalize ring-1 ${current ? 'bg-brand-800 text-white ring-brand-800' : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-100'}`}
    >
      {label}
      <span className={`rounded-full px-1.5 text-xs tabular-nums ${current ? 'bg-white/20' : 'bg-slate-100'}`}>{count}</span>
    </a>
  );
}

function Select({
  id,
  label,
  value,
  options,
  empty = 'Any',
}: {
  id: string;
  label: string;
  value?: string;
  options: [string, string][];
  /** The option that sets no filter; null when one of the options is always chosen (the sort). */
  empty?: string | null;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={id} defaultValue={value ?? ''} className={selectClass}>
        {empty === null ? null : <option value="">{empty}</option>}
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}
