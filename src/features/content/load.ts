import 'server-only';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { treatmentIds, type TreatmentId } from '@/config/treatments';
import { factValues, treatmentFactItems, type FactItem } from '@/features/treatments/facts';
import type { Locale } from '@/i18n/locales';
import { PrivacyContentSchema, type PrivacyContent, type TreatmentContent } from './schemas';
import { fillFacts, parseTreatmentContent } from './treatment-content';

/*
 * Content is data: one file per locale and entry, validated on load. A file that fails its
 * schema fails the build, so no page can silently fall back to English.
 */

export interface Treatment {
  id: TreatmentId;
  content: TreatmentContent;
  /** The basic-information block; the same values fill the copy's placeholders. */
  facts: FactItem[];
}

export const getTreatment = cache(async (locale: Locale, id: TreatmentId): Promise<Treatment> => {
  const { default: raw } = (await import(`../../../content/${locale}/treatments/${id}.json`)) as { default: unknown };
  const t = await getTranslations({ locale, namespace: 'TreatmentFacts' });
  const facts = treatmentFactItems(id, locale, t);
  return { id, content: fillFacts(parseTreatmentContent(id, raw), factValues(facts)), facts };
});

/** Every treatment's name and description in a locale: the services list, forms, related links. */
export const getTreatmentSummaries = cache(async (locale: Locale): Promise<Record<TreatmentId, { title: string; description: string }>> => {
  const entries = await Promise.all(
    treatmentIds.map(async (id) => {
      const { content } = await getTreatment(locale, id);
      return [id, { title: content.title, description: content.description }] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<TreatmentId, { title: string; description: string }>;
});

export const getPrivacyContent = cache(async (locale: Locale): Promise<PrivacyContent> => {
  const { default: raw } = (await import(`../../../content/${locale}/privacy.json`)) as { default: unknown };
  return PrivacyContentSchema.parse(raw);
});
