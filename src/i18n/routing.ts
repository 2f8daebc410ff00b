import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales, type Locale } from './locales';

/** The language cookie of SPEC.md section 9. */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The single source of the localized path words (SPEC.md section 2). Keys are the internal
 * English paths, which are also the folder names under `src/app/[locale]`.
 */
export const pathnames = {
  '/': '/',
  '/about': {
    en: '/about',
    tr: '/hakkimizda',
    fr: '/a-propos-de',
    es: '/acerca-de',
    it: '/circa',
    de: '/uber-uns',
    ru: '/osaite',
  },
  '/contact': {
    en: '/contact',
    tr: '/iletisim',
    fr: '/nous-contacter',
    es: '/contacto',
    it: '/contatto',
    de: '/Kontakt',
    ru: '/sviazat-sia-s',
  },
  '/complete': {
    en: '/complete',
    tr: '/basarili',
    fr: '/complet',
    es: '/completa',
    it: '/completo',
    de: '/komplett',
    ru: '/polnyi',
  },
  '/privacy-policy': {
    en: '/privacy-policy',
    tr: '/gizlilik-politikasi',
    fr: '/politique-de-confidentialite',
    es: '/politica-de-privacidad',
    it: '/politica-sulla-privacy',
    de: '/datenschutz-bestimmungen',
    ru: '/politika-konfidencialnosti',
  },
  '/services': {
    en: '/services',
    tr: '/hizmetlerimiz',
    fr: '/les-services',
    es: '/servicios',
    it: '/servizi',
    de: '/dienstleistungen',
    ru: '/uslugi',
  },
  '/services/[slug]': {
    en: '/services/[slug]',
    tr: '/hizmetlerimiz/[slug]',
    fr: '/les-services/[slug]',
    es: '/servicios/[slug]',
    it: '/servizi/[slug]',
    de: '/dienstleistungen/[slug]',
    ru: '/uslugi/[slug]',
  },
  '/landing/check-up': {
    en: '/landing/check-up',
    tr: '/program/check-up',
    fr: '/offre/bilan-de-sante',
    es: '/oferta/chequeo-medico',
    it: '/offerta/check-up',
    de: '/angebot/check-up',
    ru: '/programma/chekap',
  },
  '/landing/orthopedics': {
    en: '/landing/orthopedics',
    tr: '/program/ortopedi',
    fr: '/offre/orthopedie',
    es: '/oferta/ortopedia',
    it: '/offerta/ortopedia',
    de: '/angebot/orthopaedie',
    ru: '/programma/ortopediia',
  },
  '/landing/orthopedics/hip-prosthesis': {
    en: '/landing/orthopedics/hip-prosthesis',
    tr: '/program/ortopedi/kalca-protezi',
    fr: '/offre/orthopedie/prothese-de-hanche',
    es: '/oferta/ortopedia/protesis-de-cadera',
    it: '/offerta/ortopedia/protesi-anca',
    de: '/angebot/orthopaedie/hueftprothese',
    ru: '/programma/ortopediia/endoprotezirovanie-tazobedrennogo-sustava',
  },
  '/landing/orthopedics/knee-prosthesis': {
    en: '/landing/orthopedics/knee-prosthesis',
    tr: '/program/ortopedi/diz-protezi',
    fr: '/offre/orthopedie/prothese-du-genou',
    es: '/oferta/ortopedia/protesis-de-rodilla',
    it: '/offerta/ortopedia/protesi-ginocchio',
    de: '/angebot/orthopaedie/knieprothese',
    ru: '/programma/ortopediia/endoprotezirovanie-kolennogo-sustava',
  },
  '/landing/orthopedics/scoliosis': {
    en: '/landing/orthopedics/scoliosis',
    tr: '/program/ortopedi/skolyoz',
    fr: '/offre/orthopedie/scoliose',
    es: '/oferta/ortopedia/escoliosis',
    it: '/offerta/ortopedia/scoliosi',
    de: '/angebot/orthopaedie/skoliose',
    ru: '/programma/ortopediia/skolioz',
  },
  '/landing/dental/dental-treatments': {
    en: '/landing/dental/dental-treatments',
    tr: '/program/dis/dis-tedavileri',
    fr: '/offre/dentaire/soins-dentaires',
    es: '/oferta/dental/tratamientos-dentales',
    it: '/offerta/dentale/trattamenti-dentali',
    de: '/angebot/zahnmedizin/zahnbehandlungen',
    ru: '/programma/stomatologiia/lechenie-zubov',
  },
  '/landing/oncology/oncology-treatments': {
    en: '/landing/oncology/oncology-treatments',
    tr: '/program/onkoloji/onkoloji-tedavileri',
    fr: '/offre/oncologie/traitements-oncologiques',
    es: '/oferta/oncologia/tratamientos-oncologicos',
    it: '/offerta/oncologia/trattamenti-oncologici',
    de: '/angebot/onkologie/krebsbehandlungen',
    ru: '/programma/onkologiia/lechenie-raka',
  },
  '/call/[id]/[fullname]': '/call/[id]/[fullname]',
} as const;

export type AppPathname = keyof typeof pathnames;

/**
 * Path words that a page had before in a locale: still understood, and answered with a 301 to the
 * page's current words (src/i18n/paths.ts `resolvePath`, src/proxy.ts), so that old links and ads
 * keep working. Only `pathnames` names pages: language links, alternates and the sitemap never
 * use these. The Turkish landing pages said "kampanya" (campaign) until issue 21
 * (docs/decisions/016-turkish-promotion-profile.md).
 */
export const legacyPathnames: Partial<Record<AppPathname, Partial<Record<Locale, readonly string[]>>>> = {
  '/landing/check-up': { tr: ['/kampanya/check-up'] },
  '/landing/orthopedics': { tr: ['/kampanya/ortopedi'] },
  '/landing/orthopedics/hip-prosthesis': { tr: ['/kampanya/ortopedi/kalca-protezi'] },
  '/landing/orthopedics/knee-prosthesis': { tr: ['/kampanya/ortopedi/diz-protezi'] },
  '/landing/orthopedics/scoliosis': { tr: ['/kampanya/ortopedi/skolyoz'] },
  '/landing/dental/dental-treatments': { tr: ['/kampanya/dis/dis-tedavileri'] },
  '/landing/oncology/oncology-treatments': { tr: ['/kampanya/onkoloji/onkoloji-tedavileri'] },
};

/** The static pages (no parameters) in sitemap order. */
export const staticPages = [
  '/',
  '/about',
  '/services',
  '/contact',
  '/privacy-policy',
  '/complete',
] as const satisfies readonly AppPathname[];

/** The static pages that search engines may list: all but the thank-you page (noindex). */
export const indexedStaticPages = staticPages.filter((pathname) => pathname !== '/complete');

export const landingPages = [
  '/landing/check-up',
  '/landing/orthopedics',
  '/landing/orthopedics/hip-prosthesis',
  '/landing/orthopedics/knee-prosthesis',
  '/landing/orthopedics/scoliosis',
  '/landing/dental/dental-treatments',
  '/landing/oncology/oncology-treatments',
] as const satisfies readonly AppPathname[];
export type LandingPathname = (typeof landingPages)[number];

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  pathnames,
  // Detection happens only on the root path, in src/proxy.ts (SPEC.md section 4).
  localeDetection: false,
  // No `Link` header: next-intl would build it from the request's Host. Every page's <head>
  // carries its alternates, built from SITE_URL (src/lib/seo.ts; issue 20).
  alternateLinks: false,
  localeCookie: {
    name: LOCALE_COOKIE,
    maxAge: LOCALE_COOKIE_MAX_AGE,
    sameSite: 'lax',
    path: '/',
  },
});
