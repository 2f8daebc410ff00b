import { setRequestLocale } from 'next-intl/server';
import { LandingHeader } from '@/components/layout/landing-chrome';
import type { Locale } from '@/i18n/locales';

/** Call pages: a header only; no footer, no social button, no messaging link. */
export default async function CallLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return (
    <>
      <LandingHeader locale={locale} />
      <main id="main" className="flex-1 bg-slate-50">
        {children}
      </main>
    </>
  );
}
