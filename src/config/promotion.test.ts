import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import type { TierDefinition } from './landings';
import { inducementPatterns, promotionProfile, promotionProfiles, tierPresentation } from './promotion';

const tier: TierDefinition = { badge: 'popular', common: ['physicalExam'], men: ['psa'], women: ['papSmear'], priceEur: 450 };
const induces = (locale: 'tr', text: string) => (inducementPatterns[locale] ?? []).some((pattern) => pattern.test(text));

describe('promotion profiles', () => {
  it('keep what SPEC.md describes everywhere but on Turkish pages, which only inform', () => {
    for (const locale of locales.filter((code) => code !== 'tr')) {
      expect(promotionProfile(locale), locale).toEqual({
        showsPrices: true,
        tierBadges: true,
        freeInducements: true,
        doctorCallToAction: true,
      });
    }
    expect(promotionProfile('tr')).toEqual({ showsPrices: false, tierBadges: false, freeInducements: false, doctorCallToAction: false });
  });

  it('show a configured price and a badge on a tier, except on Turkish pages', () => {
    expect(tierPresentation('en', tier)).toEqual({ priceEur: 450, badge: 'popular' });
    expect(tierPresentation('ru', tier)).toEqual({ priceEur: 450, badge: 'popular' });
    expect(tierPresentation('tr', tier)).toEqual({});
    expect(tierPresentation('en', { ...tier, priceEur: undefined, badge: undefined })).toEqual({});
  });

  it('give every locale that refuses free inducements the words its copy is checked for', () => {
    for (const locale of locales) {
      if (!promotionProfiles[locale].freeInducements) expect(inducementPatterns[locale]?.length, locale).toBeGreaterThan(0);
    }
  });

  it('find the Turkish inducements in any case, and not the words that only contain them', () => {
    for (const text of [
      'Ücretsiz ilk konsültasyon',
      'Bu hizmet ücretsizdir',
      'İNDİRİM',
      'yaz kampanyası',
      'Hediye çeki',
      'POPÜLER',
      'ÖNERİLEN',
      'FIRSAT',
    ])
      expect(induces('tr', text), text).toBe(true);
    for (const text of ['sindirim sisteminiz', 'size önerilen tedavi planı', 'Ön değerlendirme talep edin', 'Check-up programları'])
      expect(induces('tr', text), text).toBe(false);
  });
});
