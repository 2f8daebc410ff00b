import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Messages } from 'next-intl';
import { createTranslator } from 'use-intl/core';
import { treatmentIds, type TreatmentId } from '@/config/treatments';
import { isLocale, defaultLocale, type Locale } from '@/i18n/locales';

const cache = new Map<Locale, Promise<Messages>>();

/**
 * A locale's messages, read from `messages/` in the project folder: this module runs both inside
 * the Next.js bundle and under tsx in scripts/server.mjs, which both start there.
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  let messages = cache.get(locale);
  if (!messages) {
    messages = readFile(join(process.cwd(), 'messages', `${locale}.json`), 'utf8').then((text) => JSON.parse(text) as Messages);
    cache.set(locale, messages);
  }
  return messages;
}

/** The visitor's confirmation email speaks their language (the lead's `locale`). */
export async function leadEmailTranslator(locale: string) {
  const resolved = isLocale(locale) ? locale : defaultLocale;
  return createTranslator({ locale: resolved, messages: await loadMessages(resolved), namespace: 'LeadEmail' });
}

const englishTitles = new Map<TreatmentId, string>();

/** Coordinators read English: a treatment's English title, from its content file. */
export function englishTreatmentName(id: string | null): string | null {
  if (!id || !treatmentIds.includes(id as TreatmentId)) return id;
  let title = englishTitles.get(id as TreatmentId);
  if (title === undefined) {
    const file = join(process.cwd(), 'content', 'en', 'treatments', `${id}.json`);
    title = (JSON.parse(readFileSync(file, 'utf8')) as { title: string }).title;
    englishTitles.set(id as TreatmentId, title);
  }
  return title;
}
