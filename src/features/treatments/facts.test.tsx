import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Messages } from 'next-intl';
import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { treatmentIds, type TreatmentId } from '@/config/treatments';
import { locales, type Locale } from '@/i18n/locales';
import { treatmentFactItems, type FactsTranslator } from './facts';
import { FactsGrid } from './facts-grid';

/**
 * SPEC.md section 9, restated by hand (not read from the config under test): procedure time and
 * hospital stay per treatment; the common return to daily life, full recovery and results; the
 * balloon's six months, veneers' appointments and sensitivity, implants' session time.
 */
const spec: Record<TreatmentId, Record<string, string>> = {
  abdominoplasty: { procedureTime: '4 hours', hospitalStay: '2 nights' },
  bbl: { procedureTime: '3 hours', hospitalStay: '2 nights' },
  'breast-lifting': { procedureTime: 'about 1.5 hours', hospitalStay: '1 night' },
  'breast-augmentation': { procedureTime: 'about 1.5 hours', hospitalStay: '1 night' },
  'breast-reduction': { procedureTime: 'about 1.5 hours', hospitalStay: '1 night' },
  liposuction: { procedureTime: '1 hour', hospitalStay: '1 night' },
  'mommy-makeover': { procedureTime: '4–5 hours', hospitalStay: '2 nights' },
  rinoplasty: { procedureTime: '3 hours', hospitalStay: '1 night' },
  'hair-transplant': { procedureTime: '6–8 hours', hospitalStay: '0 nights', backToDailyLife: '7 days', finalResults: '6–12 months' },
  'face-lifting': { procedureTime: '4 hours', hospitalStay: '1–2 nights' },
  'gastric-balloon': { procedureTime: '30 minutes', hospitalStay: '0 nights', balloonStay: 'about 6 months', backToDailyLife: '7 days' },
  'gastric-sleeve': { procedureTime: '1–2 hours', hospitalStay: '2 nights' },
  'gastric-bypass': { procedureTime: '2–3 hours', hospitalStay: '2–3 days', fullRecovery: '3–6 months' },
  'dental-veneers': { appointments: '2–3 appointments', hospitalStay: '0 nights', sensitivity: 'about 7 days' },
  'hollywood-smile': { appointments: '2–3 appointments', hospitalStay: '0 nights', sensitivity: 'about 7 days' },
  'dental-implants': { procedureTime: '1–3 hours', hospitalStay: '0 nights', backToDailyLife: '7 days', fullRecovery: '3–6 months' },
};
const common = { backToDailyLife: '7 days', fullRecovery: '3–6 months', finalResults: '6–12 months' };
const withCommon = new Set<TreatmentId>([
  'abdominoplasty',
  'bbl',
  'breast-lifting',
  'breast-augmentation',
  'breast-reduction',
  'liposuction',
  'mommy-makeover',
  'rinoplasty',
  'face-lifting',
  'gastric-sleeve',
  'gastric-bypass',
]);
const expected = (id: TreatmentId) => (withCommon.has(id) ? { ...spec[id], ...common } : spec[id]);

function translator(locale: Locale): FactsTranslator {
  const messages = JSON.parse(readFileSync(join(__dirname, `../../../messages/${locale}.json`), 'utf8')) as Messages;
  return createTranslator({ locale, messages, namespace: 'TreatmentFacts' });
}

/** The block as a visitor reads it: each term and its value, from the rendered HTML. */
function renderedBlock(id: TreatmentId, locale: Locale): Record<string, string> {
  const t = translator(locale);
  const html = renderToStaticMarkup(<FactsGrid title={t('title')} items={treatmentFactItems(id, locale, t)} />);
  const block: Record<string, string> = {};
  for (const [, key, value] of html.matchAll(/data-fact="(\w+)".*?<dd[^>]*>(.*?)<\/dd>/g)) block[key!] = value!;
  return block;
}

/** The numbers of an English value ("about 1.5 hours" → [1.5]). */
const numbers = (text: string) => [...text.matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));

describe('the basic-information block', () => {
  it.each(treatmentIds)('of %s shows the spec values in English', (id) => {
    expect(renderedBlock(id, 'en')).toEqual(expected(id));
  });

  describe.each(locales.filter((locale) => locale !== 'en'))('in %s', (locale) => {
    it.each(treatmentIds)('of %s shows the same facts with the spec numbers, written the local way', (id) => {
      const block = renderedBlock(id, locale);
      expect(Object.keys(block)).toEqual(Object.keys(renderedBlock(id, 'en')));
      for (const [key, english] of Object.entries(expected(id))) {
        const localNumbers = numbers(english).map((value) => new Intl.NumberFormat(locale).format(value));
        const pattern = new RegExp(localNumbers.map((value) => value.replace(/[.,]/g, '\\$&')).join('\\D+'));
        expect(block[key], `${id} ${key}`).toMatch(pattern);
        if (locale === 'ru') expect(block[key], `${id} ${key} is still in Latin letters`).not.toMatch(/[a-z]/i);
      }
    });
  });

  it('reads naturally in each language', () => {
    // Intl separates number and unit with a no-break space in some languages.
    const readable = (id: TreatmentId, locale: Locale) =>
      Object.fromEntries(Object.entries(renderedBlock(id, locale)).map(([key, value]) => [key, value.replace(/\s/g, ' ')]));
    expect(readable('abdominoplasty', 'de')).toMatchObject({
      procedureTime: '4 Stunden',
      hospitalStay: '2 Nächte',
      fullRecovery: '3–6 Monate',
    });
    expect(readable('mommy-makeover', 'ru')).toMatchObject({
      procedureTime: '4–5 часов',
      hospitalStay: '2 ночи',
      backToDailyLife: '7 дней',
    });
    expect(readable('face-lifting', 'ru')).toMatchObject({ hospitalStay: '1–2 ночи' });
    expect(readable('hair-transplant', 'tr')).toMatchObject({ procedureTime: '6–8 saat', hospitalStay: '0 gece' });
    expect(readable('breast-lifting', 'fr')).toMatchObject({ procedureTime: 'environ 1,5 heure', hospitalStay: '1 nuit' });
    expect(readable('gastric-balloon', 'es')).toMatchObject({ procedureTime: '30 minutos', balloonStay: 'aproximadamente 6 meses' });
    expect(readable('dental-veneers', 'it')).toMatchObject({ appointments: 'da 2 a 3 appuntamenti', sensitivity: 'circa 7 giorni' });
  });
});
