'use client';

import type { ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { getPathname } from '@/i18n/navigation';
import { matchRoute, translateParams } from '@/i18n/alternates';
import { localeInfo, locales, type Locale } from '@/i18n/locales';
import { cn } from '@/lib/cn';

type Href = Parameters<typeof getPathname>[0]['href'];

/** Where each language's version of the current page lives; an unknown page maps to that language's home. */
function useLanguageHrefs(current: Locale): Record<Locale, string> {
  const route = matchRoute(usePathname());
  return Object.fromEntries(
    locales.map((target) => {
      const params = route ? translateParams(route.pathname, route.params, current, target) : undefined;
      if (!route || !params) return [target, getPathname({ locale: target, href: '/' })];
      const href = (Object.keys(params).length > 0 ? { pathname: route.pathname, params } : route.pathname) as Href;
      return [target, getPathname({ locale: target, href })];
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
                'hover:bg-brand-50 focus-visible:bg-brand-50 flex min-h-11 items-center gap-3 px-4 py-2 text-sm text-slate-700',
                isCurrent && 'text-brand-800 font-semibold',
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
