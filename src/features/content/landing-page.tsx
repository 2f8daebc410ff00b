import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LuInfo } from 'react-icons/lu';
import { HeroIllustration } from '@/components/illustrations/hero-illustration';
import { PageShell } from '@/components/layout/page-shell';
import { AppLink } from '@/components/shell/app-link';
import type { Locale } from '@/i18n/locales';
import type { LandingPathname } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo';
import { TravelPlan } from './travel-plan';

type LandingKey = 'checkUp' | 'orthopedics' | 'hip' | 'knee' | 'scoliosis' | 'dental' | 'oncology';

export const landingKeys: Record<LandingPathname, LandingKey> = {
  '/landing/check-up': 'checkUp',
  '/landing/orthopedics': 'orthopedics',
  '/landing/orthopedics/hip-prosthesis': 'hip',
  '/landing/orthopedics/knee-prosthesis': 'knee',
  '/landing/orthopedics/scoliosis': 'scoliosis',
  '/landing/dental/dental-treatments': 'dental',
  '/landing/oncology/oncology-treatments': 'oncology',
};

export async function landingMetadata(locale: Locale, pathname: LandingPathname): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'LandingPage' });
  const key = landingKeys[pathname];
  return pageMetadata({ locale, page: { pathname }, title: t(`${key}Title`), description: t(`${key}Text`) });
}

/** A landing page: the programme, the medical travel plan and the way to ask for a plan. */
export async function LandingPage({ locale, pathname }: { locale: Locale; pathname: LandingPathname }) {
  const t = await getTranslations('LandingPage');
  const key = landingKeys[pathname];
  return (
    <PageShell locale={locale} page={{ pathname }} variant="landing">
      <section aria-labelledby="landing-title" className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page grid items-center gap-10 py-12 sm:py-20 lg:grid-cols-[1.3fr_1fr]">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{t('programme')}</p>
            <h1 id="landing-title" className="mt-3 max-w-3xl font-display text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">
              {t(`${key}Title`)}
            </h1>
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-700">{t(`${key}Text`)}</p>
            <AppLink href="/contact" className="mt-8 btn-primary">
              {t('contactCta')}
            </AppLink>
          </div>
          <HeroIllustration className="hidden w-full lg:block" />
        </div>
      </section>
      <section aria-labelledby="plan-title" className="container-page py-12 sm:py-16">
        <h2 id="plan-title" className="mb-8 font-display text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('planTitle')}
        </h2>
        <TravelPlan />
        <p className="mt-10 flex gap-2 text-sm text-slate-600">
          <LuInfo aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('disclaimer')}
        </p>
      </section>
    </PageShell>
  );
}
