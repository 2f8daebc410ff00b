import { z } from 'zod';
import { programmes } from '@/config/landings';
import { treatmentIds } from '@/config/treatments';
import { locales } from '@/i18n/locales';
import { leadStatuses, leadTypes } from '../contract';

/** A programme or a treatment, as one filter value: `programme:dental`, `treatment:hip-prosthesis`. */
export const subjectValues = [...programmes.map((id) => `programme:${id}`), ...treatmentIds.map((id) => `treatment:${id}`)] as const;

/** Sources that are a click id, not a `utm_source`: an ad click of Google (gclid) or Meta (fbclid). */
export const clickSources = { 'google-ads': 'Google Ads', meta: 'Meta' } as const;
export const inboxSorts = ['newest', 'oldest', 'activity'] as const;
export type InboxSort = (typeof inboxSorts)[number];
export const interviewStates = ['any', 'finished', 'partial'] as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A value the list cannot use is dropped, never an error: the list shows without that filter. */
const loose = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/**
 * The inbox's filters, all in the address (a view can be bookmarked and shared). `assigned` is
 * `mine`, `none` or a coordinator's id; `spam` is `exclude` (the default), `only` or `all`.
 * `source` is a `utm_source` as stored, or `google-ads` / `meta` (a click id, whatever the UTM
 * said). `callback` is the interview's explicit "call me" request: the form's preferred time is
 * a contact preference every lead may give, not a request to be called back. `interview`:
 * `finished`, `partial` (answers but no finish) or `any` (either). `page` is 1-based, 50 a page.
 */
export const InboxFiltersSchema = z.object({
  status: loose(z.enum(leadStatuses)),
  type: loose(z.enum(leadTypes)),
  subject: loose(z.enum(subjectValues as unknown as [string, ...string[]])),
  locale: loose(z.enum(locales)),
  assigned: loose(z.string().regex(/^(mine|none|[A-Za-z0-9_-]{24})$/)),
  source: loose(z.string().trim().min(1).max(100)),
  callback: loose(z.literal('yes')),
  interview: loose(z.enum(interviewStates)),
  from: loose(day),
  to: loose(day),
  spam: z.enum(['exclude', 'only', 'all']).catch('exclude').default('exclude'),
  q: loose(z.string().trim().max(100)),
  sort: z.enum(inboxSorts).catch('newest').default('newest'),
  page: loose(z.coerce.number().int().min(1).max(100_000)),
});
export type InboxFilters = z.infer<typeof InboxFiltersSchema>;

type SearchParams = Record<string, string | string[] | undefined> | URLSearchParams;

export function parseFilters(params: SearchParams): InboxFilters {
  const entries: [string, string | undefined][] =
    params instanceof URLSearchParams
      ? [...params.entries()]
      : Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]);
  const raw: Record<string, string | undefined> = Object.fromEntries(entries.filter(([, value]) => value !== undefined && value !== ''));
  return InboxFiltersSchema.parse(raw);
}

const defaults: Partial<Record<keyof InboxFilters, string>> = { spam: 'exclude', sort: 'newest', page: '1' };

/** The address of a view: the filters that are set, in a stable order; `change` overrides some. */
export function filtersQuery(filters: InboxFilters, change: Partial<Record<keyof InboxFilters, string | undefined>> = {}): string {
  const merged: Record<string, string | number | undefined> = { ...filters, ...change };
  const params = new URLSearchParams();
  for (const key of Object.keys(InboxFiltersSchema.shape) as (keyof InboxFilters)[]) {
    const value = merged[key];
    if (value !== undefined && value !== '' && String(value) !== defaults[key]) params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** How many filters narrow the list (the folded filter form says "Filters (2 active)"); sorting and paging do not. */
export const activeFilterCount = (filters: InboxFilters) =>
  (['type', 'subject', 'locale', 'assigned', 'source', 'callback', 'interview', 'from', 'to', 'q'] as const).filter(
    (key) => filters[key] !== undefined,
  ).length + (filters.spam === 'exclude' ? 0 : 1);

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30);

/**
 * A short name of the view for export file names (`leads-quote-google-2026-11-25.xlsx`): the
 * values of the filters that are set, in the order a coordinator thinks of them; empty for all
 * leads. Never the search text: it may be a patient's name or phone, and file names travel.
 */
export function viewName(filters: InboxFilters): string {
  const parts = [
    filters.status,
    filters.type,
    filters.subject?.split(':')[1],
    filters.locale,
    filters.source === 'google-ads' ? 'google' : filters.source,
    filters.callback ? 'callback' : undefined,
    filters.interview ? `interview-${filters.interview}` : undefined,
    filters.assigned === 'mine' ? 'mine' : filters.assigned === 'none' ? 'unassigned' : filters.assigned ? 'assigned' : undefined,
    filters.from ? `from-${filters.from}` : undefined,
    filters.to ? `to-${filters.to}` : undefined,
    filters.spam === 'only' ? 'spam' : undefined,
    filters.q ? 'search' : undefined,
  ];
  return parts
    .filter((part): part is string => Boolean(part))
    .map(slug)
    .filter(Boolean)
    .join('-');
}

/**
 * The way back from a lead to the list it was opened from ("← All leads"): the lead's link carries
 * the list's query as `list`, read back here through the filters' own schema, so the address can
 * only lead to the inbox's list, with known filters.
 */
export const leadHref = (id: string, filters: InboxFilters) => {
  const query = filtersQuery(filters).slice(1);
  return `/admin/leads/${id}${query ? `?list=${encodeURIComponent(query)}` : ''}`;
};
export const listHref = (list: string | string[] | undefined) =>
  `/admin${typeof list === 'string' ? filtersQuery(parseFilters(new URLSearchParams(list))) : ''}`;
