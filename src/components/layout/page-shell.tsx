import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { PageRef } from '@/lib/seo';
import { LandingHeader } from './landing-chrome';
import { SiteHeader } from './site-header';

/**
 * The top of every page: skip link, the header of its layout, and the main landmark. It lives in
 * the page rather than the layout because the language links depend on the page (a layout
 * cannot see its page's parameters); see docs/decisions/003-links-and-language-switcher.md.
 */
export async function PageShell({
  locale,
  page,
  variant = 'site',
  current = true,
  children,
}: {
  locale: Locale;
  page: PageRef;
  variant?: 'site' | 'landing' | 'call';
  /** Whether the page is one of the navigation's items (a 404 page is none, though its language links lead home). */
  current?: boolean;
  children: ReactNode;
}) {
  const t = await getTranslations('Common');
  return (
    <>
      <a
        href="#main"
        className="skip-link sr-only font-semibold text-brand-800 focus:not-sr-only focus:block focus:bg-brand-50 focus:px-4 focus:py-3 focus:text-center focus:underline"
      >
        {t('skipToContent')}
      </a>
      {variant === 'site' ? <SiteHeader locale={locale} page={page} current={current} /> : <LandingHeader locale={locale} page={page} />}
      <main id="main" className={variant === 'call' ? 'page-transition flex-1 bg-slate-50' : 'page-transition flex-1'}>
        {children}
      </main>
    </>
  );
}
