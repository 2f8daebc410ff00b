/**
 * The visitor's cookie choice, as the consent banner stores it (issue 14): a JSON cookie that
 * lists the accepted categories. Until the banner exists, nobody has it, and nothing beyond the
 * strictly necessary is set.
 */
export const CONSENT_COOKIE = 'cc_cookie';

export type ConsentCategory = 'necessary' | 'analytics' | 'marketing';

/** Whether the stored choice accepts a category; an absent or unreadable cookie accepts nothing. */
export function consentedTo(cookieValue: string | undefined, category: ConsentCategory): boolean {
  if (!cookieValue) return false;
  try {
    const parsed = JSON.parse(decodeURIComponent(cookieValue)) as { categories?: unknown };
    return Array.isArray(parsed.categories) && parsed.categories.includes(category);
  } catch {
    return false;
  }
}
