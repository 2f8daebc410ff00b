import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { locales, type Locale } from '@/i18n/locales';
import { PrivacyContentSchema, TreatmentsContentSchema } from './schemas';

const root = join(__dirname, '../../..');
const readJson = (path: string): unknown => JSON.parse(readFileSync(join(root, path), 'utf8'));
const messages = (locale: Locale) => readJson(`messages/${locale}.json`);
const nonEnglish = locales.filter((locale) => locale !== 'en');

/** Every string of a JSON value with its path. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  return [];
}

/**
 * A sentence, for the "no English left behind" rule: three words or more. Shorter strings may
 * rightly be the same word in both languages ("Services" in French, "Transfer" in Turkish).
 */
const isSentence = (text: string) => text.trim().split(/\s+/).length >= 3;

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe.each(locales)('content in %s', (locale) => {
  it('has every message key of English, and no other', () => {
    const keys = strings(messages(locale)).map(([path]) => path);
    expect(keys).toEqual(strings(messages('en')).map(([path]) => path));
  });

  it('has treatments and a privacy policy that pass their schemas', () => {
    expect(() => TreatmentsContentSchema.parse(readJson(`content/${locale}/treatments.json`))).not.toThrow();
    expect(() => PrivacyContentSchema.parse(readJson(`content/${locale}/privacy.json`))).not.toThrow();
  });

  it('has no empty string and keeps the placeholders of English', () => {
    for (const file of [`messages/${locale}.json`, `content/${locale}/treatments.json`, `content/${locale}/privacy.json`]) {
      const english = new Map(strings(readJson(file.replace(`/${locale}`, '/en').replace(`${locale}.json`, 'en.json'))));
      for (const [path, text] of strings(readJson(file))) {
        expect(text.trim(), `${file} ${path}`).not.toBe('');
        const source = english.get(path);
        if (source !== undefined) expect(placeholders(text), `${file} ${path}`).toEqual(placeholders(source));
      }
    }
  });

  it('has messages that are valid ICU syntax', () => {
    for (const [path, text] of strings(messages(locale))) {
      expect(() => new IntlMessageFormat(text, locale), path).not.toThrow();
    }
  });
});

describe.each(nonEnglish)('translation into %s', (locale) => {
  it('repeats no English sentence verbatim', () => {
    for (const file of [`messages/${locale}.json`, `content/${locale}/treatments.json`, `content/${locale}/privacy.json`]) {
      const english = new Map(strings(readJson(file.replace(`/${locale}`, '/en').replace(`${locale}.json`, 'en.json'))));
      for (const [path, text] of strings(readJson(file))) {
        if (path === 'updated' || !isSentence(text)) continue;
        expect(text, `${file} ${path} is still English`).not.toBe(english.get(path));
      }
    }
  });
});
