import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SocialButton } from '@/components/layout/social-button';
import type { Locale } from '@/i18n/locales';

/** Normal pages: header, footer and the floating social button. */
export default async function SiteLayout({ children, params }: LayoutProps<'/[locale]'>) {
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
      <SiteHeader locale={locale} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <SocialButton />
    </>
  );
}
