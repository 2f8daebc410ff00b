import { setRequestLocale } from 'next-intl/server';
import { LandingFooter } from '@/components/layout/landing-chrome';
import { SocialButton } from '@/components/layout/social-button';
import { env } from '@/env';
import { ConsentFirstLayer } from '@/components/consent/consent-first-layer';
import { consentTexts } from '@/components/consent/texts.server';
import type { Locale } from '@/i18n/locales';

/** Landing pages: their own header (PageShell, variant landing) and a footer with only the copyright line and the brand. */
// Prerendered: nothing Next.js renders into a page (its not-found fallback included) may make it dynamic.
export const dynamic = 'force-static';

export default async function LandingLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return (
    <>
      {children}
      <LandingFooter />
      <SocialButton />
      {/* The cookie choice, only when there is something to ask about: analytics. */}
      {env.GA_MEASUREMENT_ID ? <ConsentFirstLayer texts={await consentTexts(locale)} /> : null}
    </>
  );
}
