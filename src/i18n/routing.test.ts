import { describe, expect, it } from 'vitest';
import { treatmentIds, treatments, treatmentSlug } from '@/config/treatments';
import { locales } from './locales';
import { landingPages, legacyPathnames, pathnames } from './routing';

describe('localized path words', () => {
  it('match SPEC.md section 2 exactly', () => {
    expect(pathnames['/about']).toEqual({
      en: '/about',
      tr: '/hakkimizda',
      fr: '/a-propos-de',
      es: '/acerca-de',
      it: '/circa',
      de: '/uber-uns',
      ru: '/osaite',
    });
    expect(pathnames['/contact']).toEqual({
      en: '/contact',
      tr: '/iletisim',
      fr: '/nous-contacter',
      es: '/contacto',
      it: '/contatto',
      de: '/Kontakt',
      ru: '/sviazat-sia-s',
    });
    expect(pathnames['/complete']).toEqual({
      en: '/complete',
      tr: '/basarili',
      fr: '/complet',
      es: '/completa',
      it: '/completo',
      de: '/komplett',
      ru: '/polnyi',
    });
    expect(pathnames['/privacy-policy']).toEqual({
      en: '/privacy-policy',
      tr: '/gizlilik-politikasi',
      fr: '/politique-de-confidentialite',
      es: '/politica-de-privacidad',
      it: '/politica-sulla-privacy',
      de: '/datenschutz-bestimmungen',
      ru: '/politika-konfidencialnosti',
    });
    expect(pathnames['/services']).toEqual({
      en: '/services',
      tr: '/hizmetlerimiz',
      fr: '/les-services',
      es: '/servicios',
      it: '/servizi',
      de: '/dienstleistungen',
      ru: '/uslugi',
    });
    expect(pathnames['/call/[id]/[fullname]']).toBe('/call/[id]/[fullname]');
  });

  it('are ASCII and unique within each locale', () => {
    for (const locale of locales) {
      const words = Object.values(pathnames).map((entry) => (typeof entry === 'string' ? entry : entry[locale]));
      expect(new Set(words).size).toBe(words.length);
      for (const word of words) expect(word).toMatch(/^\/[A-Za-z0-9\-/[\]]*$/);
    }
  });

  it('say "program", never "kampanya", in the Turkish landing paths, and keep the old words apart', () => {
    for (const pathname of landingPages) {
      expect(pathnames[pathname].tr, pathname).toMatch(/^\/program\//);
      expect(legacyPathnames[pathname]?.tr, pathname).toEqual([pathnames[pathname].tr.replace(/^\/program\//, '/kampanya/')]);
    }
    // An old spelling never names another page today, in any locale.
    const current = new Set<string>(
      Object.values(pathnames).flatMap((entry) => (typeof entry === 'string' ? [entry] : Object.values(entry))),
    );
    for (const legacy of Object.values(legacyPathnames).flatMap((entry) => Object.values(entry ?? {}).flat())) {
      expect(current.has(legacy), legacy).toBe(false);
    }
  });
});

describe('treatment slugs', () => {
  it('keep the 16 English slugs of the spec', () => {
    expect([...treatmentIds].sort()).toEqual(
      [
        'abdominoplasty',
        'bbl',
        'breast-augmentation',
        'breast-lifting',
        'breast-reduction',
        'dental-implants',
        'dental-veneers',
        'face-lifting',
        'gastric-balloon',
        'gastric-bypass',
        'gastric-sleeve',
        'hair-transplant',
        'hollywood-smile',
        'liposuction',
        'mommy-makeover',
        'rinoplasty',
      ].sort(),
    );
  });

  it('are lower-case ASCII words and unique in every locale', () => {
    for (const locale of locales) {
      const slugs = treatmentIds.map((id) => treatmentSlug(id, locale));
      expect(new Set(slugs).size).toBe(16);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(Object.keys(treatments)).toHaveLength(16);
  });
});
