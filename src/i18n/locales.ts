/** Locale metadata of SPEC.md section 3; the order is the order of the language dropdown. */
export const locales = ['en', 'tr', 'fr', 'es', 'it', 'de', 'ru'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export const localeInfo: Record<
  Locale,
  { name: string; iso: string; ogLocale: string; flag: 'GB' | 'TR' | 'FR' | 'ES' | 'IT' | 'DE' | 'RU' }
> = {
  en: { name: 'English', iso: 'en-US', ogLocale: 'en_US', flag: 'GB' },
  tr: { name: 'Türkçe', iso: 'tr-TR', ogLocale: 'tr_TR', flag: 'TR' },
  fr: { name: 'Français', iso: 'fr-FR', ogLocale: 'fr_FR', flag: 'FR' },
  es: { name: 'Español', iso: 'es-ES', ogLocale: 'es_ES', flag: 'ES' },
  it: { name: 'Italiano', iso: 'it-IT', ogLocale: 'it_IT', flag: 'IT' },
  de: { name: 'Deutsch', iso: 'de-DE', ogLocale: 'de_DE', flag: 'DE' },
  ru: { name: 'Русский', iso: 'ru-RU', ogLocale: 'ru_RU', flag: 'RU' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
