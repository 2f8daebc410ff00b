import { ClientLink } from '@/components/shell/client-link';
import { locales } from '@/i18n/locales';
import { leadStatuses, leadTypes, type LeadStatus } from '../contract';
import { filtersQuery, subjectValues, type InboxFilters } from './filters';
import { dateTime, StatusBadge, subjectLabel } from './format';
import type { InboxLead } from './queries.server';
import { NoticeBox } from './notice-box';
import type { Notice } from './notices';

const selectClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';
const labelClass = 'block text-xs font-semibold text-slate-700';

/**
 * The lead list: counts per status as tabs, the filters as a form that puts them in the address
 * (GET, so a view can be bookmarked and shared, and works without JavaScript), then the leads,
 * newest first, a page at a time.
 */
export function InboxList({
  notice,
  leads,
  next,
  counts,
  filters,
  staff,
}: {
  notice?: Notice;
  leads: InboxLead[];
  next?: string;
  counts: Record<LeadStatus, number>;
  filters: InboxFilters;
  staff: { id: string; display_name: string }[];
}) {
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const base = { ...filters, cursor: undefined };
  return (
    <div className="mx-auto max-w-7xl px-4 py-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold">Leads</h1>
        <a
          href={`/admin/export.csv${filtersQuery(base)}`}
          className="rounded-lg px-3 py-1.5 text-sm font-medium text-brand-800 ring-1 ring-slate-300 hover:bg-white"
          download
        >
          Export CSV
        </a>
      </div>

      {notice ? <NoticeBox notice={notice} /> : null}
      <nav aria-label="Status" className="-mx-4 mt-4 overflow-x-auto px-4">
        <ul className="flex gap-1.5 text-sm whitespace-nowrap">
          <li>
            <StatusTab href={`/admin${filtersQuery(base, { status: undefined })}`} current={!filters.status} label="All" count={total} />
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

      <form
        method="get"
        action="/admin"
        role="search"
        aria-label="Filter leads"
        className="mt-4 grid grid-cols-2 gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200 sm:grid-cols-4 lg:grid-cols-8"
      >
        {filters.status ? <input type="hidden" name="status" value={filters.status} /> : null}
        <div className="col-span-2">
          <label htmlFor="q" className={labelClass}>
            Search name, email or phone
          </label>
          <input id="q" name="q" type="search" defaultValue={filters.q} className={selectClass} />
        </div>
        <Select id="type" label="Type" value={filters.type} options={leadTypes.map((type) => [type, type])} />
        <Select
          id="subject"
          label="Programme or treatment"
          value={filters.subject}
          options={subjectValues.map((value) => [value, subjectLabel(value)])}
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
        <div className="col-span-2 flex items-end gap-2 sm:col-span-1">
          <button type="submit" className="btn-primary min-h-0 px-3 py-1.5 text-sm">
            Apply
          </button>
          <a href="/admin" className="px-1 py-1.5 text-sm font-medium text-brand-800 underline underline-offset-2">
            Clear
          </a>
        </div>
      </form>

      {leads.length === 0 ? (
        <p className="mt-6 rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">No leads match these filters.</p>
      ) : (
        <div className="mt-4 overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Leads, newest first</caption>
            <thead className="bg-slate-100 text-xs font-semibold text-slate-700 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Lead
                </th>
                <th scope="col" className="w-24 px-3 py-2">
                  Status
                </th>
                <th scope="col" className="hidden px-3 py-2 md:table-cell">
                  Type
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
                <th scope="col" className="hidden px-3 py-2 sm:table-cell">
                  Received
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {leads.map((lead) => (
                <tr key={lead.id} className="hover:bg-slate-50">
                  <td className="max-w-0 px-3 py-2 sm:max-w-none sm:min-w-56">
                    <ClientLink
                      href={`/admin/leads/${lead.id}`}
                      className="block font-semibold [overflow-wrap:anywhere] text-brand-800 underline-offset-2 hover:underline focus-visible:underline"
                    >
                      {lead.full_name}
                    </ClientLink>
                    <span className="block truncate text-xs text-slate-600">
                      {lead.phone}
                      {lead.email ? ` · ${lead.email}` : ''}
                    </span>
                    <span className="block text-xs text-slate-600 sm:hidden">
                      {lead.type} · {lead.locale} · {dateTime(lead.created_at)}
                    </span>
                    {lead.spam ? (
                      <span className="mt-0.5 inline-block rounded bg-rose-100 px-1.5 text-xs font-semibold text-rose-900">spam</span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2 align-top">
                    <StatusBadge status={lead.status} />
                  </td>
                  <td className="hidden px-3 py-2 align-top md:table-cell">{lead.type}</td>
                  <td className="hidden px-3 py-2 align-top lg:table-cell">
                    {lead.programme
                      ? subjectLabel(`programme:${lead.programme}`)
                      : lead.treatment
                        ? subjectLabel(`treatment:${lead.treatment}`)
                        : '—'}
                  </td>
                  <td className="hidden px-3 py-2 align-top md:table-cell">{lead.locale}</td>
                  <td className="hidden px-3 py-2 align-top lg:table-cell">
                    {[lead.utm_source, lead.utm_campaign].filter(Boolean).join(' / ') || '—'}
                  </td>
                  <td className="hidden px-3 py-2 align-top md:table-cell">{lead.assignee ?? '—'}</td>
                  <td className="hidden px-3 py-2 align-top whitespace-nowrap text-slate-700 sm:table-cell">{dateTime(lead.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label="Pages" className="mt-4 flex justify-between text-sm">
        {filters.cursor ? (
          <a href={`/admin${filtersQuery(base)}`} className="font-medium text-brand-800 underline underline-offset-2">
            Newest
          </a>
        ) : (
          <span />
        )}
        {next ? (
          <a href={`/admin${filtersQuery(base, { cursor: next })}`} className="font-medium text-brand-800 underline underline-offset-2">
            Older leads
          </a>
        ) : null}
      </nav>
    </div>
  );
}

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
  empty?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={id} defaultValue={value ?? ''} className={selectClass}>
        <option value="">{empty}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}
