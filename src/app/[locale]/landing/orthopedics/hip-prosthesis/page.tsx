import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { LandingPage, landingMetadata } from '@/features/content/landing-page';
import type { Locale } from '@/i18n/locales';

const pathname = '/landing/orthopedics/hip-prosthesis';

export async function generateMetadata({ params }: PageProps<'/[locale]/landing/orthopedics/hip-prosthesis'>): Promise<Metadata> {
  return landingMetadata((await params).locale as Locale, pathname);
}

export default async function Page({ params }: PageProps<'/[locale]/landing/orthopedics/hip-prosthesis'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <LandingPage locale={locale} pathname={pathname} />;
}
