import { match } from '@formatjs/intl-localematcher';
import Negotiator from 'negotiator';
import { defaultLocale, isLocale, locales, type Locale } from './locales';

/**
 * The visitor's language (SPEC.md section 4): the stored cookie, then the browser's preferred
 * languages, then the default.
 */
export function detectLocale(cookieValue: string | undefined, acceptLanguage: string | null): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  const preferred = new Negotiator({ headers: { 'accept-language': acceptLanguage ?? undefined } }).languages();
  try {
    const matched = match(preferred, [...locales], defaultLocale);
    return isLocale(matched) ? matched : defaultLocale;
  } catch {
    // A malformed Accept-Language header falls back to the default.
    return defaultLocale;
  }
}
