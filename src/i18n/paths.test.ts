import { describe, expect, it } from 'vitest';
import { createNavigation } from 'next-intl/navigation';
import { treatmentIds, treatmentSlug } from '@/config/treatments';
import { locales } from './locales';
import { localizedPath, resolvePath } from './paths';
import { landingPages, legacyPathnames, pathnames, routing, type AppPathname } from './routing';

const { getPathname } = createNavigation(routing);
type Href = Parameters<typeof getPathname>[0]['href'];

describe('localizedPath', () => {
  it('agrees with next-intl on every route in every locale', () => {
    for (const locale of locales) {
      for (const pathname of Object.keys(pathnames) as AppPathname[]) {
        const [params, localized]: [Record<string, string> | undefined, Record<string, string> | undefined] =
          pathname === '/services/[slug]'
            ? [{ slug: treatmentIds[3] }, { slug: treatmentSlug(treatmentIds[3], locale) }]
            : pathname === '/call/[id]/[fullname]'
              ? [
                  { id: 'k9Xz_2', fullname: 'Zoë Ünal-Петрова' },
                  { id: 'k9Xz_2', fullname: 'Zoë Ünal-Петрова' },
                ]
              : [undefined, undefined];
        const href = (localized ? { pathname, params: localized } : pathname) as Href;
        expect(localizedPath(locale, { pathname, params }), `${locale} ${pathname}`).toBe(getPathname({ locale, href }));
      }
    }
  });

  it('translates a treatment into each language', () => {
    expect(localizedPath('ru', { pathname: '/services/[slug]', params: { slug: 'hair-transplant' } })).toBe('/ru/uslugi/peresadka-volos');
    expect(localizedPath('de', { pathname: '/services/[slug]', params: { slug: 'hair-transplant' } })).toBe(
      '/de/dienstleistungen/haartransplantation',
    );
  });

  it('names a missing or unknown parameter', () => {
    expect(() => localizedPath('en', { pathname: '/services/[slug]' })).toThrow(/slug/);
    expect(() => localizedPath('en', { pathname: '/services/[slug]', params: { slug: 'teleportation' } })).toThrow(/slug/);
  });
});

describe('resolvePath', () => {
  it('finds the page of a path in its own spelling', () => {
    expect(resolvePath('/de/Kontakt')).toEqual({ locale: 'de', page: { pathname: '/contact' }, canonical: '/de/Kontakt' });
    expect(resolvePath('/')).toEqual({ locale: 'en', page: { pathname: '/' }, canonical: '/' });
    expect(resolvePath('/ru')?.canonical).toBe('/ru');
    expect(resolvePath('/ru/uslugi/peresadka-volos')?.canonical).toBe('/ru/uslugi/peresadka-volos');
  });

  it('gives the canonical spelling of a path in another case or with another language’s words', () => {
    expect(resolvePath('/de/kontakt')?.canonical).toBe('/de/Kontakt');
    expect(resolvePath('/DE/KONTAKT')?.canonical).toBe('/de/Kontakt');
    expect(resolvePath('/About')?.canonical).toBe('/about');
    expect(resolvePath('/fr/services/abdominoplasty')?.canonical).toBe(
      localizedPath('fr', { pathname: '/services/[slug]', params: { slug: 'abdominoplasty' } }),
    );
    expect(resolvePath('/fr/about')?.canonical).toBe('/fr/a-propos-de');
  });

  it('reads a slug in the language of the words around it, and names an unknown one a 404', () => {
    expect(resolvePath('/ru/uslugi/hair-transplant')).toEqual({ locale: 'ru', page: undefined, canonical: undefined });
    expect(resolvePath('/services/unknown-slug')).toEqual({ locale: 'en', page: undefined, canonical: undefined });
    expect(resolvePath('/fr/services/unknown')).toEqual({ locale: 'fr', page: undefined, canonical: undefined });
  });

  it('answers the Turkish landing pages’ old "kampanya" words with the new ones', () => {
    expect(resolvePath('/tr/kampanya/check-up')).toEqual({
      locale: 'tr',
      page: { pathname: '/landing/check-up' },
      canonical: '/tr/program/check-up',
    });
    expect(resolvePath('/tr/Kampanya/Ortopedi/Diz-Protezi')?.canonical).toBe('/tr/program/ortopedi/diz-protezi');
    for (const pathname of landingPages) {
      const old = legacyPathnames[pathname]?.tr?.[0];
      expect(old, pathname).toBeDefined();
      expect(resolvePath(`/tr${old}`)?.canonical, pathname).toBe(localizedPath('tr', { pathname }));
      // Under another prefix the old words still name the page, in that prefix's language.
      expect(resolvePath(`/de${old}`)?.canonical, pathname).toBe(localizedPath('de', { pathname }));
    }
    expect(resolvePath('/tr/program/check-up')?.canonical).toBe('/tr/program/check-up');
    expect(resolvePath('/tr/kampanya/bilinmeyen')).toBeUndefined();
  });

  it('keeps the call page’s free text as it came, and knows no other path', () => {
    expect(resolvePath('/call/abc/Jane%20Doe')?.canonical).toBe('/call/abc/Jane%20Doe');
    expect(resolvePath('/nonexistent')).toBeUndefined();
    expect(resolvePath('/fr/page-inexistante')).toBeUndefined();
  });
});
