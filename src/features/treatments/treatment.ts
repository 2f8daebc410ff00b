import 'server-only';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { treatmentIds, type TreatmentId } from '@/config/treatments';
import type { Locale } from '@/i18n/locales';
import { loadContent } from '@/lib/content/load';
import type { TreatmentContent } from '@/lib/content/schemas';
import { fillFacts } from '@/lib/content/treatment-content';
import { factValues, treatmentFactItems, type FactItem } from './facts';

export interface Treatment {
  id: TreatmentId;
  content: TreatmentContent;
  /** The basic-information block; the same values fill the copy's placeholders. */
  facts: FactItem[];
}

export const getTreatment = cache(async (locale: Locale, id: TreatmentId): Promise<Treatment> => {
  const t = await getTranslations({ locale, namespace: 'TreatmentFacts' });
  const facts = treatmentFactItems(id, locale, t);
  return { id, content: fillFacts(await loadContent('treatments', locale, id), factValues(facts)), facts };
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

/** The treatments as options of a form's select, sorted by name in the page's language. */
export async function treatmentOptions(locale: Locale): Promise<{ id: TreatmentId; name: string }[]> {
  const summaries = await getTreatmentSummaries(locale);
  const collator = new Intl.Collator(locale);
  return treatmentIds.map((id) => ({ id, name: summaries[id].title })).sort((a, b) => collator.compare(a.name, b.name));
}
