import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { locales, type Locale } from '@/i18n/locales';
import { treatmentIds } from '@/config/treatments';
import { programmes } from '@/config/landings';
import { LandingContentSchema, PrivacyContentSchema } from './schemas';
import { strings, treatmentContentProblems } from './treatment-content';

const root = join(__dirname, '../../..');
const readJson = (path: string): unknown => JSON.parse(readFileSync(join(root, path), 'utf8'));
const messages = (locale: Locale) => readJson(`messages/${locale}.json`);
const nonEnglish = locales.filter((locale) => locale !== 'en');

/**
 * A sentence, for the "no English left behind" rule: three words or more. Shorter strings may
 * rightly be the same word in both languages ("Services" in French, "Transfer" in Turkish).
 */
const isSentence = (text: string) => text.trim().split(/\s+/).length >= 3;

/** Every file a locale writes: messages, the privacy policy and one file per treatment. */
const contentFiles = (locale: Locale) => [
  `messages/${locale}.json`,
  `content/${locale}/privacy.json`,
  ...treatmentIds.map((id) => `content/${locale}/treatments/${id}.json`),
  ...programmes.map((id) => `content/${locale}/landings/${id}.json`),
];

/** The arguments a message uses, simple ("{name}") or formatted ("{count, plural, …}"). */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]))].sort();

describe.each(locales)('content in %s', (locale) => {
  it('has every message key of English, and no other', () => {
    const keys = strings(messages(locale)).map(([path]) => path);
    expect(keys).toEqual(strings(messages('en')).map(([path]) => path));
  });

  it('has a privacy policy that passes its schema', () => {
    expect(() => PrivacyContentSchema.parse(readJson(`content/${locale}/privacy.json`))).not.toThrow();
  });

  it.each(treatmentIds)('has a %s page that passes its schema and rules', (id) => {
    expect(treatmentContentProblems(id, readJson(`content/${locale}/treatments/${id}.json`))).toEqual([]);
  });

  it.each(programmes)('has a %s landing page that passes its schema, with every field of English', (id) => {
    const raw = readJson(`content/${locale}/landings/${id}.json`);
    expect(() => LandingContentSchema.parse(raw)).not.toThrow();
    expect(strings(raw).map(([path]) => path)).toEqual(strings(readJson(`content/en/landings/${id}.json`)).map(([path]) => path));
  });

  it('has every treatment field of English, and no other', () => {
    for (const id of treatmentIds) {
      const paths = (file: string) => strings(readJson(file)).map(([path]) => path);
      expect(paths(`content/${locale}/treatments/${id}.json`), id).toEqual(paths(`content/en/treatments/${id}.json`));
    }
  });

  it('has no empty string and keeps the placeholders of English', () => {
    for (const file of contentFiles(locale)) {
      const english = new Map(strings(readJson(file.replace(`/${locale}`, '/en').replace(`${locale}.json`, 'en.json'))));
      for (const [path, text] of strings(readJson(file))) {
        expect(text.trim(), `${file} ${path}`).not.toBe('');
        const source = english.get(path);
        if (source !== undefined) expect(placeholders(text), `${file} ${path}`).toEqual(placeholders(source));
      }
    }
  });

  it('says nothing on the thank-you page that a form did not ask, and explains a phone error', () => {
    const m = messages(locale) as { CompletePage: { text: string }; LeadForm: { fieldErrors: { invalid_phone: string } } };
    // The contact form has no channel field: the text must hold for every form (issue 10).
    expect(m.CompletePage.text).not.toMatch(
      /channel you chose|canal que vous|seçtiğiniz kanal|canal que haya|canale da Lei|gewählten Kanal|выбранным Вами способом/,
    );
    // The country is chosen beside the number: the error does not ask for a country code.
    expect(m.LeadForm.fieldErrors.invalid_phone).not.toMatch(
      /country code|ülke kodu|indicatif du pays|prefijo del país|prefisso internazionale|Ländervorwahl|кодом страны/,
    );
  });

  it('has messages that are valid ICU syntax', () => {
    for (const [path, text] of strings(messages(locale))) {
      expect(() => new IntlMessageFormat(text, locale), path).not.toThrow();
    }
  });
});

describe.each(nonEnglish)('translation into %s', (locale) => {
  it('repeats no English sentence verbatim', () => {
    for (const file of contentFiles(locale)) {
      const english = new Map(strings(readJson(file.replace(`/${locale}`, '/en').replace(`${locale}.json`, 'en.json'))));
      for (const [path, text] of strings(readJson(file))) {
        if (path === 'updated' || !isSentence(text)) continue;
        expect(text, `${file} ${path} is still English`).not.toBe(english.get(path));
      }
    }
  });
});
