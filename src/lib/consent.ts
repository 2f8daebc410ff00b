/**
 * The visitor's cookie choice (issue 14), as the consent banner (vanilla-cookieconsent, see
 * src/components/consent) stores it: a JSON cookie that lists the accepted categories and the
 * revision of the categories it was given for. A choice of another revision counts as none, and
 * the banner asks again. This module is shared by the server and the browser: no dependencies.
 */
export const CONSENT_COOKIE = 'cc_cookie';

/** Raised whenever the categories or their cookies change, so that every visitor is asked again. */
export const CONSENT_REVISION = 1;

/** How long the choice is kept before the visitor is asked again (about six months). */
export const CONSENT_MAX_AGE_DAYS = 182;

export const consentCategories = ['necessary', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof consentCategories)[number];

/**
 * Every cookie the site or its tag sets, by category: the banner's tables and the privacy policy
 * name each of them (src/lib/consent.test.ts checks that the code sets no other). `days` is the
 * lifetime; `session` ends when the browser closes.
 */
export const siteCookies = [
  { name: 'i18n_redirected', category: 'necessary', purpose: 'locale', days: 365 },
  { name: CONSENT_COOKIE, category: 'necessary', purpose: 'consent', days: CONSENT_MAX_AGE_DAYS },
  { name: 'admin_session', category: 'necessary', purpose: 'staff', days: 7 },
  { name: 'admin_device', category: 'necessary', purpose: 'staffDevice', days: 90 },
  { name: 'inbox_seen', category: 'necessary', purpose: 'staffSeen', days: 365 },
  { name: 'lead_attribution', category: 'marketing', purpose: 'attribution', days: 'session' },
  { name: '_ga', category: 'analytics', purpose: 'analytics', days: 730 },
  { name: '_ga_<id>', category: 'analytics', purpose: 'analytics', days: 730 },
] as const satisfies readonly { name: string; category: ConsentCategory; purpose: string; days: number | 'session' }[];

export type SiteCookie = (typeof siteCookies)[number];

/** Whether the stored choice accepts a category; an absent, unreadable or outdated cookie accepts nothing. */
export function consentedTo(cookieValue: string | undefined, category: ConsentCategory): boolean {
  if (!cookieValue) return false;
  try {
    const parsed = JSON.parse(decodeURIComponent(cookieValue)) as { categories?: unknown; revision?: unknown };
    return parsed.revision === CONSENT_REVISION && Array.isArray(parsed.categories) && parsed.categories.includes(category);
  } catch {
    return false;
  }
}

/** In the browser: whether this visitor's stored choice accepts a category. */
export function browserConsentedTo(category: ConsentCategory): boolean {
  const prefix = `${CONSENT_COOKIE}=`;
  const stored = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  return consentedTo(stored?.slice(prefix.length), category);
}
