import { setRequestLocale } from 'next-intl/server';
import { LandingFooter } from '@/components/layout/landing-chrome';
import { SocialButton } from '@/components/layout/social-button';
import type { Locale } from '@/i18n/locales';

/** Landing pages: their own header (PageShell, variant landing) and a footer with only the copyright line and the brand. */
// Prerendered, whatever the 404 page (src/app/not-found.tsx, which reads the request) does.
export const dynamic = 'force-static';

export default async function LandingLayout({ children, params }: LayoutProps<'/[locale]'>) {
  setRequestLocale((await params).locale as Locale);
  return (
    <>
      {children}
      <LandingFooter />
      <SocialButton />
    </>
  );
}
