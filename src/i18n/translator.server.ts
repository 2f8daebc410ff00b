import 'server-only';
import type { Messages } from 'next-intl';
import { createTranslator } from 'use-intl/core';
import { defaultLocale, isLocale, type Locale } from './locales';

/**
 * A locale's interface texts outside a page render (an API's answer to a form posted without
 * JavaScript, the visitor's email). The same files as the pages, loaded the same way.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  return ((await import(`../../messages/${locale}.json`)) as { default: Messages }).default;
}

export async function translator<N extends 'LeadForm' | 'LeadEmail' | 'CallPage'>(locale: string, namespace: N) {
  const resolved = isLocale(locale) ? locale : defaultLocale;
  return createTranslator({ locale: resolved, messages: await loadMessages(resolved), namespace });
}
