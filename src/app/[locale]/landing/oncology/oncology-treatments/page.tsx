import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { LandingPage, landingMetadata } from '@/features/content/landing-page';
import type { Locale } from '@/i18n/locales';

const pathname = '/landing/oncology/oncology-treatments';

export async function generateMetadata({ params }: PageProps<'/[locale]/landing/oncology/oncology-treatments'>): Promise<Metadata> {
  return landingMetadata((await params).locale as Locale, pathname);
}

export default async function Page({ params }: PageProps<'/[locale]/landing/oncology/oncology-treatments'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <LandingPage locale={locale} pathname={pathname} />;
}
