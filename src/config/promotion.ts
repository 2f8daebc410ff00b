import type { Locale } from '@/i18n/locales';
import type { TierDefinition } from './landings';

/**
 * What the promotion of a page may do, per locale (issue 21, docs/decisions/016-turkish-promotion-profile.md).
 * The Turkish pages address residents of Turkey too, and Turkey's regulation of 12 November 2025 on
 * promotion in health services restricts what they may show; the other locales keep what SPEC.md
 * describes. The components read the flags; the content tests hold the copy of each locale to them.
 */
export interface PromotionProfile {
  /** A configured price may appear (the check-up tiers). */
  showsPrices: boolean;
  /** Tiers may carry a "popular" or "recommended" badge. */
  tierBadges: boolean;
  /**
   * The copy may offer something free of charge ("free consultation", "this service is free").
   * Copy is content: a locale without it words its offers neutrally, and the content tests check
   * its messages and content for the words in `inducementPatterns`.
   */
  freeInducements: boolean;
  /** A doctor's card may carry its own call to action; the page's form is there either way. */
  doctorCallToAction: boolean;
}

/** What SPEC.md describes. */
const standard: PromotionProfile = { showsPrices: true, tierBadges: true, freeInducements: true, doctorCallToAction: true };

/** Turkish: informative only (docs/decisions/016). */
const informative: PromotionProfile = { showsPrices: false, tierBadges: false, freeInducements: false, doctorCallToAction: false };

export const promotionProfiles: Record<Locale, PromotionProfile> = {
  en: standard,
  tr: informative,
  fr: standard,
  es: standard,
  it: standard,
  de: standard,
  ru: standard,
};

export const promotionProfile = (locale: Locale): PromotionProfile => promotionProfiles[locale];

/**
 * The inducement words of a language, for a locale whose profile refuses free inducements: fees
 * and "free", discounts, campaigns, gifts and the tier badges. A locale with `freeInducements:
 * false` must have its list (a unit test checks it). Each word is matched where a word starts
 * ("sindirim", digestion, holds "indirim"), and Turkish capitals are spelled out: `/i` folds
 * neither "İ" to "i" nor "I" to "ı".
 */
export const inducementPatterns: Partial<Record<Locale, RegExp[]>> = {
  // The badges in capitals only: "size önerilen tedavi" (the treatment you were offered) is plain information.
  tr: [/(?<!\p{L})(?:ücret|bedava|kampanya|[iİ]nd[iİ]r[iİ]m|fırsat|FIRSAT|hed[iİ]ye|promosyon|avantaj)/iu, /POPÜLER|ÖNERİLEN/u],
};

/**
 * Messages that only a profile flag lets a page show: kept in every locale (every locale has the
 * same keys), never rendered where the flag is off, so the inducement check passes over them there.
 */
export const gatedMessages: Record<'tierBadges' | 'doctorCallToAction', string[]> = {
  tierBadges: ['CheckUp.badgePopular', 'CheckUp.badgeRecommended'],
  doctorCallToAction: ['LandingPage.doctorsConsultation'],
};

/** A check-up tier's price and badge as the locale's profile lets them show. */
export function tierPresentation(locale: Locale, definition: TierDefinition): { priceEur?: number; badge?: TierDefinition['badge'] } {
  const profile = promotionProfile(locale);
  return {
    ...(profile.showsPrices && definition.priceEur !== undefined ? { priceEur: definition.priceEur } : {}),
    ...(profile.tierBadges && definition.badge ? { badge: definition.badge } : {}),
  };
}
