import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/locales';
import { PrivacyContentSchema, TreatmentsContentSchema, type PrivacyContent, type TreatmentsContent } from './schemas';

/*
 * Content is data: one file per locale and kind, validated on load. A file that fails its
 * schema fails the build, so no page can silently fall back to English.
 */

export const getTreatmentsContent = cache(async (locale: Locale): Promise<TreatmentsContent> => {
  const { default: raw } = (await import(`../../../content/${locale}/treatments.json`)) as { default: unknown };
  return TreatmentsContentSchema.parse(raw);
});

export const getPrivacyContent = cache(async (locale: Locale): Promise<PrivacyContent> => {
  const { default: raw } = (await import(`../../../content/${locale}/privacy.json`)) as { default: unknown };
  return PrivacyContentSchema.parse(raw);
});
