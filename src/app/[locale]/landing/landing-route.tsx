import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { LandingPage, landingMetadata } from '@/features/landing/landing-page';
import { LeadForm } from '@/features/leads/form/lead-form';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import type { LandingPathname } from '@/i18n/routing';

type Params = { params: Promise<{ locale: string }> };

/**
 * The route of a landing page: its metadata and the page, with the leads feature's quote form
 * (the landing feature cannot import it: features stay independent, docs/decisions/008).
 */
export function landingRoute(pathname: LandingPathname) {
  const generateMetadata = async ({ params }: Params): Promise<Metadata> => landingMetadata((await params).locale as Locale, pathname);
  const Page = async ({ params }: Params) => {
    const locale = (await params).locale as Locale;
    setRequestLocale(locale);
    return (
      <LandingPage
        locale={locale}
        pathname={pathname}
        form={(props) => (
          <LeadForm locale={locale} id="landing-form" variant="quote" page={localizedPath(locale, { pathname })} {...props} />
        )}
      />
    );
  };
  return { generateMetadata, Page };
}
