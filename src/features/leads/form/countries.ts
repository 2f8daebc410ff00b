import 'server-only';
import escapeHtml from 'escape-html';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';
import type { Locale } from '@/i18n/locales';

export interface CountryOption {
  code: string;
  label: string;
}

/** Every country with its calling code, named and sorted in the page's language (server only). */
export function countryOptions(locale: Locale): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code, dial: getCountryCallingCode(code) }))
    .sort((a, b) => collator.compare(a.name, b.name))
    .map(({ code, name, dial }) => ({ code, label: `${name} (+${dial})` }));
}

/**
 * The options of the phone country select as HTML, the given country selected. The select has
 * more than 240 options; as markup that React leaves alone they cost the page's hydration
 * nothing, where as React children they were a third of the form page's elements to hydrate.
 */
export function countryOptionsHtml(locale: Locale, selected: string): string {
  return countryOptions(locale)
    .map(({ code, label }) => `<option value="${escapeHtml(code)}"${code === selected ? ' selected' : ''}>${escapeHtml(label)}</option>`)
    .join('');
}
