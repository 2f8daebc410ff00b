import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/shell/app-link';
import { site } from '@/config/site';
import { env } from '@/env';
import { CookieSettingsButton } from '@/components/consent/cookie-settings-button';
import type { Locale } from '@/i18n/locales';
import { languagePaths, type PageRef } from '@/lib/seo';
import { Copyright } from './copyright';
import { EditorialLine } from './editorial-line';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';

/** Landing pages: a header with only the logo and the language dropdown. */
export async function LandingHeader({ locale, page }: { locale: Locale; page: PageRef }) {
  const t = await getTranslations('Header');
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="container-page flex h-16 items-center justify-between gap-3">
        <AppLink href="/" aria-label={t('logoLabel')} className="rounded-lg">
          <Logo />
        </AppLink>
        <LanguageSwitcher locale={locale} hrefs={languagePaths(page)} />
      </div>
    </header>
  );
}

/**
 * Landing pages: a footer with the copyright line and the brand (SPEC.md), the editorial facts
 * that every health page must show, and "Cookie settings" when the site asks for consent.
 */
export async function LandingFooter() {
  const t = await getTranslations('Footer');
  return (
    <footer className="mt-auto border-t border-slate-200 bg-white">
      <div className="container-page flex flex-col items-center justify-between gap-2 pt-6 text-sm text-slate-600 sm:flex-row">
        <Copyright />
        {env.GA_MEASUREMENT_ID ? <CookieSettingsButton label={t('cookieSettings')} className="text-slate-700" /> : null}
        <p className="font-semibold text-slate-800">{site.brand}</p>
      </div>
      <div className="container-page pt-2 pb-6 text-center text-xs text-slate-600 sm:text-left">
        <EditorialLine />
      </div>
    </footer>
  );
}
