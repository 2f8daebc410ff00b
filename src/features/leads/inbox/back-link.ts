import { filtersQuery, parseFilters } from './filters';

/**
 * The list's view a lead was opened from, carried as `list` (the list's query string, e.g.
 * `status=new&page=3`; the name of ./filters.ts `leadHref`, whose links the list renders): read back through the list's own filters, so that only a list address
 * comes out ("?status=new&page=3", or "" for the default view), whatever the parameter holds.
 */
export function listQuery(list: unknown): string {
  if (typeof list !== 'string' || list.length === 0 || list.length > 2000) return '';
  return filtersQuery(parseFilters(new URLSearchParams(list.replace(/^\?/, ''))));
}

/** A lead's page, keeping the list's view to return to (and, after an action, the notice's code). */
export function leadPath(leadId: string, list: string, notice?: string): string {
  const params = new URLSearchParams();
  if (list) params.set('list', list.replace(/^\?/, ''));
  if (notice) params.set('notice', notice);
  const query = params.toString();
  return `/admin/leads/${encodeURIComponent(leadId)}${query ? `?${query}` : ''}`;
}
