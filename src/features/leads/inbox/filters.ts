import { z } from 'zod';
import { programmes } from '@/config/landings';
import { treatmentIds } from '@/config/treatments';
import { locales } from '@/i18n/locales';
import { leadStatuses, leadTypes } from '../contract';

/** A programme or a treatment, as one filter value: `programme:dental`, `treatment:hip-prosthesis`. */
export const subjectValues = [...programmes.map((id) => `programme:${id}`), ...treatmentIds.map((id) => `treatment:${id}`)] as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A value the list cannot use is dropped, never an error: the list shows without that filter. */
const loose = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/**
 * The inbox's filters, all in the address (a view can be bookmarked and shared). `assigned` is
 * `mine`, `none` or a coordinator's id; `spam` is `exclude` (the default), `only` or `all`.
 */
export const InboxFiltersSchema = z.object({
  status: loose(z.enum(leadStatuses)),
  type: loose(z.enum(leadTypes)),
  subject: loose(z.enum(subjectValues as unknown as [string, ...string[]])),
  locale: loose(z.enum(locales)),
  assigned: loose(z.string().regex(/^(mine|none|[A-Za-z0-9_-]{24})$/)),
  from: loose(day),
  to: loose(day),
  spam: z.enum(['exclude', 'only', 'all']).catch('exclude').default('exclude'),
  q: loose(z.string().trim().max(100)),
  cursor: loose(z.string().regex(/^\d{1,16}\.[A-Za-z0-9_-]{24}$/)),
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

/** The address of a view: the filters that are set, in a stable order; `change` overrides some. */
export function filtersQuery(filters: InboxFilters, change: Partial<Record<keyof InboxFilters, string | undefined>> = {}): string {
  const merged: Record<string, string | undefined> = { ...filters, ...change };
  const params = new URLSearchParams();
  for (const key of Object.keys(InboxFiltersSchema.shape)) {
    const value = merged[key];
    if (value !== undefined && value !== '' && !(key === 'spam' && value === 'exclude')) params.set(key, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
