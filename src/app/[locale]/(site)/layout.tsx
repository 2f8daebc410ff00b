import { setRequestLocale } from 'next-intl/server';
import { SiteFooter } from '@/components/layout/site-footer';
import { SocialButton } from '@/components/layout/social-button';
import type { Locale } from '@/i18n/locales';

/** Normal pages: each page renders its header (PageShell); the footer and the social button are shared. */
// Prerendered, whatever the 404 page (src/app/not-found.tsx, which reads the request) does.
export const dynamic = 'force-static';

export default async function SiteLayout({ children, params }: LayoutProps<'/[locale]'>) {
  setRequestLocale((await params).locale as Locale);
  return (
    <>
      {children}
      <SiteFooter />
      <SocialButton />
    </>
  );
}
