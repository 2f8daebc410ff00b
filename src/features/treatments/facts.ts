import type { getTranslations } from 'next-intl/server';
import { factsOf, treatmentFacts, type Amount, type Duration, type FactKey } from '@/config/treatment-facts';
import type { TreatmentId } from '@/config/treatments';
import type { Locale } from '@/i18n/locales';

export type FactsTranslator = Awaited<ReturnType<typeof getTranslations<'TreatmentFacts'>>>;

export interface FactItem {
  key: FactKey;
  label: string;
  value: string;
}

const range = (amount: Amount) => (typeof amount === 'number' ? { min: amount, max: amount } : { min: amount[0], max: amount[1] });

/** "4 hours", "3–6 months", "about 1.5 hours": the locale's own unit words and range style. */
function formatDuration(duration: Duration, locale: Locale, t: FactsTranslator): string {
  const format = new Intl.NumberFormat(locale, { style: 'unit', unit: duration.unit, unitDisplay: 'long' });
  const { min, max } = range(duration.amount);
  const value = min === max ? format.format(min) : format.formatRange(min, max);
  return duration.approximate ? t('about', { value }) : value;
}

function formatNights(amount: Amount, locale: Locale, t: FactsTranslator): string {
  const { min, max } = range(amount);
  if (min === max) return t('nights', { count: min });
  const number = new Intl.NumberFormat(locale);
  return t('nightsRange', { min: number.format(min), max });
}

/**
 * The basic-information block of a treatment, in the order of the facts config, formatted for a
 * locale. The same values fill the copy's placeholders, so the page cannot disagree with itself.
 */
export function treatmentFactItems(id: TreatmentId, locale: Locale, t: FactsTranslator): FactItem[] {
  const facts = treatmentFacts[id];
  return factsOf(id).map((key): FactItem => {
    switch (key) {
      case 'procedureTime':
        return {
          key,
          label: facts.procedureTime!.kind === 'session' ? t('sessionTime') : t('procedureTime'),
          value: formatDuration(facts.procedureTime!, locale, t),
        };
      case 'hospitalStay': {
        const stay = facts.hospitalStay;
        const value = 'days' in stay ? formatDuration({ amount: stay.days, unit: 'day' }, locale, t) : formatNights(stay.nights, locale, t);
        return { key, label: t('hospitalStay'), value };
      }
      case 'appointments': {
        const { min, max } = range(facts.appointments!);
        return { key, label: t('appointments'), value: t('appointmentsRange', { min: new Intl.NumberFormat(locale).format(min), max }) };
      }
      default:
        return { key, label: t(key), value: formatDuration(facts[key]!, locale, t) };
    }
  });
}

/** The placeholder values of a treatment's copy. */
export function factValues(items: FactItem[]): Partial<Record<FactKey, string>> {
  return Object.fromEntries(items.map((item) => [item.key, item.value]));
}
