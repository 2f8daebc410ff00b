import { setRequestLocale } from 'next-intl/server';
import { SiteFooter } from '@/components/layout/site-footer';
import { SocialButton } from '@/components/layout/social-button';
import { env } from '@/env';
import { ConsentFirstLayer } from '@/components/consent/consent-first-layer';
import { consentTexts } from '@/components/consent/texts.server';
import type { Locale } from '@/i18n/locales';

/** Normal pages: each page renders its header (PageShell); the footer and the social button are shared. */
// Prerendered: nothing Next.js renders into a page (its not-found fallback included) may make it dynamic.
export const dynamic = 'force-static';

export default async function SiteLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return (
    <>
      {children}
      <SiteFooter />
      <SocialButton />
      {/* The cookie choice, only when there is something to ask about: analytics. */}
      {env.GA_MEASUREMENT_ID ? <ConsentFirstLayer texts={await consentTexts(locale)} /> : null}
    </>
  );
}
