import 'server-only';
import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/locales';
import { consentCategories, siteCookies, type ConsentCategory, type SiteCookie } from '@/lib/consent';

/** One row of a category's cookie table in the settings. */
export interface CookieRow {
  name: string;
  purpose: string;
  duration: string;
}

/**
 * Everything the banner shows, in the page's language, as plain strings: the client component
 * receives them as props, and no message catalogue ships to the browser.
 */
export interface ConsentTexts {
  locale: Locale;
  title: string;
  /** Two short sentences, each its own block, so the banner is never the page's largest paint. */
  description: string;
  descriptionAttribution: string;
  acceptAll: string;
  rejectAll: string;
  showPreferences: string;
  preferencesTitle: string;
  preferencesIntro: string;
  savePreferences: string;
  close: string;
  cookieName: string;
  cookiePurpose: string;
  cookieDuration: string;
  categories: Record<ConsentCategory, { title: string; description: string; cookies: CookieRow[] }>;
  moreTitle: string;
  moreDescription: string;
  privacyLink: string;
  privacyHref: string;
}

export async function consentTexts(locale: Locale): Promise<ConsentTexts> {
  const t = await getTranslations({ locale, namespace: 'Consent' });
  const duration = ({ days }: SiteCookie) =>
    days === 'session'
      ? t('durationSession')
      : days % 365 === 0
        ? t('durationYears', { count: days / 365 })
        : t('durationDays', { count: days });
  const purposes = {
    locale: t('purposeLocale'),
    consent: t('purposeConsent'),
    staff: t('purposeStaff'),
    staffDevice: t('purposeStaffDevice'),
    staffSeen: t('purposeStaffSeen'),
    analytics: t('purposeAnalytics'),
    attribution: t('purposeAttribution'),
  } satisfies Record<SiteCookie['purpose'], string>;
  const rows = (category: ConsentCategory) =>
    siteCookies
      .filter((cookie) => cookie.category === category)
      .map((cookie) => ({ name: cookie.name, purpose: purposes[cookie.purpose], duration: duration(cookie) }));
  const categories = Object.fromEntries(
    consentCategories.map((category) => [
      category,
      { title: t(`${category}Title`), description: t(`${category}Description`), cookies: rows(category) },
    ]),
  ) as ConsentTexts['categories'];
  return {
    locale,
    title: t('title'),
    description: t('description'),
    descriptionAttribution: t('descriptionAttribution'),
    acceptAll: t('acceptAll'),
    rejectAll: t('rejectAll'),
    showPreferences: t('showPreferences'),
    preferencesTitle: t('preferencesTitle'),
    preferencesIntro: t('preferencesIntro'),
    savePreferences: t('savePreferences'),
    close: t('close'),
    cookieName: t('cookieName'),
    cookiePurpose: t('cookiePurpose'),
    cookieDuration: t('cookieDuration'),
    categories,
    moreTitle: t('moreTitle'),
    moreDescription: t('moreDescription'),
    privacyLink: t('privacyLink'),
    privacyHref: localizedPath(locale, { pathname: '/privacy-policy' }),
  };
}
