'use client';

import type { ReactNode } from 'react';
import { useParams } from 'next/navigation';
import { getPathname, usePathname } from '@/i18n/navigation';
import { isAppPathname, translateParams } from '@/i18n/alternates';
import { localeInfo, locales, type Locale } from '@/i18n/locales';
import { cn } from '@/lib/cn';

/** Where each language's version of the current page lives; unknown pages map to that language's home. */
function useLanguageHrefs(current: Locale): Record<Locale, string> {
  const pathname = usePathname();
  const params = useParams();
  return Object.fromEntries(
    locales.map((target) => {
      const translated = isAppPathname(pathname) ? translateParams(pathname, params, current, target) : undefined;
      const href = isAppPathname(pathname) && translated
        ? getPathname({ locale: target, href: { pathname, params: translated } as Parameters<typeof getPathname>[0]['href'] })
        : getPathname({ locale: target, href: '/' });
      return [target, href];
    }),
  ) as Record<Locale, string>;
}

export function LanguageMenu({ current, flags }: { current: Locale; flags: Record<Locale, ReactNode> }) {
  const hrefs = useLanguageHrefs(current);
  return (
    <ul className="py-1">
      {locales.map((locale) => {
        const isCurrent = locale === current;
        return (
          <li key={locale}>
            <a
              href={hrefs[locale]}
              hrefLang={locale}
              lang={locale}
              aria-current={isCurrent ? 'true' : undefined}
              onClick={(event) => {
                // Choosing the current language only closes the menu.
                if (isCurrent) event.preventDefault();
              }}
              className={cn(
                'flex min-h-11 items-center gap-3 px-4 py-2 text-sm text-slate-700 hover:bg-brand-50 focus-visible:bg-brand-50',
                isCurrent && 'font-semibold text-brand-800',
              )}
            >
              {flags[locale]}
              {localeInfo[locale].name}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
