import { describe, expect, it } from 'vitest';
import { createNavigation } from 'next-intl/navigation';
import { treatmentIds, treatmentSlug } from '@/config/treatments';
import { locales } from './locales';
import { localizedPathname } from './paths';
import { pathnames, routing, type AppPathname } from './routing';

const { getPathname } = createNavigation(routing);
type Href = Parameters<typeof getPathname>[0]['href'];

describe('localizedPathname', () => {
  it('agrees with next-intl on every route in every locale', () => {
    for (const locale of locales) {
      for (const pathname of Object.keys(pathnames) as AppPathname[]) {
        const params: Record<string, string> | undefined =
          pathname === '/services/[slug]'
            ? { slug: treatmentSlug(treatmentIds[3], locale) }
            : pathname === '/call/[id]/[fullname]'
              ? { id: 'k9Xz_2', fullname: 'Zoë Ünal-Петрова' }
              : undefined;
        const href = (params ? { pathname, params } : pathname) as Href;
        expect(localizedPathname(locale, pathname, params), `${locale} ${pathname}`).toBe(getPathname({ locale, href }));
      }
    }
  });

  it('names a missing parameter', () => {
    expect(() => localizedPathname('en', '/services/[slug]')).toThrow(/slug/);
  });
});
