import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LandingFooter, LandingHeader } from '@/components/layout/landing-chrome';
import { SocialButton } from '@/components/layout/social-button';
import type { Locale } from '@/i18n/locales';

/** Landing pages: their own header and a footer with only the copyright line and the brand. */
export default async function LandingLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('Common');
  return (
    <>
      <a
        href="#main"
        className="text-brand-800 sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipToContent')}
      </a>
      <LandingHeader locale={locale} />
      <main id="main" className="page-transition flex-1">
        {children}
      </main>
      <LandingFooter />
      <SocialButton />
    </>
  );
}
