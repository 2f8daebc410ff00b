/**
 * Marketing attribution in the browser (issue 14): only with the visitor's consent, the campaign
 * parameters of the visit's first page are kept in the `lead_attribution` session cookie, so
 * that a lead sent later from another page carries them. Without consent, each form sends the
 * parameters of its own page (use-lead-submission.ts) and nothing is stored. The cookie is set
 * here, not by the server, so that withdrawing the consent can remove it.
 */

/** The campaign parameters a lead records: Google's and Meta's click ids and the five utm_* tags. */
export const attributionKeys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid'] as const;
export type AttributionKey = (typeof attributionKeys)[number];
export type Attribution = Partial<Record<AttributionKey, string>>;

/** The longest value kept of each parameter. */
export const ATTRIBUTION_MAX_LENGTH = 300;

/** The session cookie that keeps the first landing's campaign for the visit, with the marketing consent only. */
export const ATTRIBUTION_COOKIE = 'lead_attribution';

/** The address of the first page of this visit in this tab: the landing, where the campaign is. */
const landingSearch = typeof window === 'undefined' ? '' : window.location.search;

function campaignOf(search: string): Record<string, string> {
  const query = new URLSearchParams(search);
  return Object.fromEntries(
    attributionKeys.flatMap((key) => {
      const value = query.get(key);
      return value ? [[key, value.slice(0, ATTRIBUTION_MAX_LENGTH)]] : [];
    }),
  );
}

const hasCookie = () => document.cookie.split(';').some((part) => part.trim().startsWith(`${ATTRIBUTION_COOKIE}=`));

/** With consent: keeps the landing's campaign (or this page's) for the visit, unless one is kept already. */
export function keepAttribution() {
  if (hasCookie()) return;
  const landing = campaignOf(landingSearch);
  const campaign = Object.keys(landing).length > 0 ? landing : campaignOf(window.location.search);
  if (Object.keys(campaign).length === 0) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${ATTRIBUTION_COOKIE}=${encodeURIComponent(JSON.stringify(campaign))}; Path=/; SameSite=Lax${secure}`;
}

/** Without consent (a withdrawal): the kept campaign is forgotten. */
export function forgetAttribution() {
  if (hasCookie()) document.cookie = `${ATTRIBUTION_COOKIE}=; Max-Age=0; Path=/`;
}
