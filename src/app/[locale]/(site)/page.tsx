import type { Metadata } from 'next';
import { PageShell } from '@/components/layout/page-shell';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import {
  LuArrowRight,
  LuBedDouble,
  LuCar,
  LuClipboardList,
  LuFileText,
  LuGlobe,
  LuHeartPulse,
  LuLanguages,
  LuPlaneLanding,
  LuPlaneTakeoff,
  LuSearchCheck,
  LuSmile,
  LuStethoscope,
  LuBone,
  LuActivity,
  LuRibbon,
  LuScale,
  LuShieldCheck,
} from 'react-icons/lu';
import { HeroIllustration } from '@/components/illustrations/hero-illustration';
import { WhatsappIcon } from '@/components/layout/social-icons';
import { AppLink } from '@/components/shell/app-link';
import { ExternalLink } from '@/components/ui/external-link';
import { JsonLd } from '@/components/ui/json-ld';
import { Section } from '@/components/ui/section';
import { TravelPlan } from '@/features/content/travel-plan';
import { Certificates } from '@/features/content/certificates';
import { whatsappUrl } from '@/config/site';
import type { Locale } from '@/i18n/locales';
import { organizationJsonLd, pageMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'HomePage' });
  return pageMetadata({ locale, page: { pathname: '/' }, title: t('title'), description: t('description') });
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('HomePage');
  const tc = await getTranslations('Common');
  const tm = await getTranslations('Metadata');
  const tf = await getTranslations('Footer');

  const claims = [
    { icon: LuStethoscope, title: t('specialitiesClaim'), text: t('specialitiesText') },
    { icon: LuLanguages, title: t('languagesClaim'), text: t('languagesText') },
    { icon: LuSearchCheck, title: t('freeClaim'), text: t('freeText') },
  ];
  const areas = [
    { icon: LuBone, title: tf('orthopedics'), text: t('areaOrthopedics'), href: '/landing/orthopedics' },
    { icon: LuActivity, title: tf('checkUp'), text: t('areaCheckUp'), href: '/landing/check-up' },
    { icon: LuRibbon, title: tf('oncology'), text: t('areaOncology'), href: '/landing/oncology/oncology-treatments' },
    { icon: LuSmile, title: tf('dental'), text: t('areaDental'), href: '/landing/dental/dental-treatments' },
    { icon: LuScale, title: tf('bariatric'), text: t('areaBariatric'), href: '/services', hash: 'bariatric' },
  ] as const;
  const steps = [1, 2, 3, 4].map((n) => ({ n, title: t(`step${n}Title` as 'step1Title'), text: t(`step${n}Text` as 'step1Text') }));
  const stepIcons = [LuClipboardList, LuHeartPulse, LuPlaneLanding, LuPlaneTakeoff];
  const included = [
    { icon: LuSearchCheck, label: t('includedSecondOpinion') },
    { icon: LuClipboardList, label: t('includedPlanning') },
    { icon: LuCar, label: t('includedTransfer') },
    { icon: LuBedDouble, label: t('includedAccommodation') },
    { icon: LuGlobe, label: t('includedInterpreter') },
    { icon: LuFileText, label: t('includedReport') },
  ];

  return (
    <PageShell locale={locale} page={{ pathname: '/' }}>
      <JsonLd data={organizationJsonLd(locale, tm('siteDescription'))} />
      <section aria-labelledby="hero-title" className="overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
        <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:py-20">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-100">
              <LuShieldCheck aria-hidden="true" className="size-4" />
              {t('heroEyebrow')}
            </p>
            <h1 id="hero-title" className="mt-5 font-display text-4xl leading-tight font-bold tracking-tight text-slate-900 sm:text-5xl">
              {t('heroTitle')}
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-700">{t('heroText')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <AppLink href="/contact" className="btn-primary">
                {tc('requestConsultation')}
                <LuArrowRight aria-hidden="true" className="size-4" />
              </AppLink>
              <AppLink href="/services" className="btn-secondary">
                {t('heroSecondary')}
              </AppLink>
            </div>
          </div>
          <HeroIllustration className="mx-auto w-full max-w-xs sm:max-w-md lg:max-w-none" />
        </div>
        <div className="container-page pb-12">
          <ul className="grid gap-4 md:grid-cols-3">
            {claims.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <Icon aria-hidden="true" className="size-7 shrink-0 text-brand-700" />
                <div>
                  <p className="font-semibold text-slate-900">{title}</p>
                  <p className="mt-1 text-sm leading-relaxed text-slate-600">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section id="areas" title={t('areasTitle')} text={t('areasText')}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {areas.map(({ icon: Icon, title, text, href, ...rest }) => (
            <li key={title}>
              <AppLink
                href={href}
                hash={'hash' in rest ? rest.hash : undefined}
                className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 transition hover:border-brand-300 hover:shadow-md"
              >
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span className="mt-4 font-semibold text-slate-900">{title}</span>
                <span className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{text}</span>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-800 group-hover:underline">
                  {t('learnMore')}
                  <LuArrowRight aria-hidden="true" className="size-4" />
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="process" title={t('processTitle')} text={t('processText')} className="bg-slate-50">
        <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
          {steps.map(({ n, title, text }, index) => {
            const Icon = stepIcons[index] ?? LuClipboardList;
            return (
              <li key={n} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <div className="flex items-center gap-3">
                  <span className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                    {n}
                  </span>
                  <Icon aria-hidden="true" className="size-6 text-brand-600" />
                </div>
                <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
              </li>
            );
          })}
        </ol>
      </Section>

      <Section id="included" title={t('includedTitle')} text={t('includedText')}>
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
          {included.map(({ icon: Icon, label }) => (
            <li key={label} className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 p-5 text-center">
              <Icon aria-hidden="true" className="size-8 text-brand-700" />
              <span className="text-sm font-semibold text-slate-800">{label}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="travel-plan" title={t('planTitle')} text={t('planText')} className="bg-brand-50/60">
        <TravelPlan />
      </Section>

      <Section id="certificates" title={t('certificatesTitle')} text={t('certificatesText')}>
        <Certificates />
      </Section>

      <section aria-labelledby="cta-title" className="pb-16">
        <div className="container-page">
          <div className="rounded-3xl bg-brand-900 px-6 py-10 text-white sm:px-12 sm:py-14">
            <h2 id="cta-title" className="font-display text-2xl font-bold sm:text-3xl">
              {t('ctaTitle')}
            </h2>
            <p className="mt-3 max-w-2xl text-brand-50">{t('ctaText')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <AppLink href="/contact" className="btn-primary bg-white text-brand-900 hover:bg-brand-50">
                {tc('requestConsultation')}
              </AppLink>
              <ExternalLink
                href={whatsappUrl}
                newTabLabel={tc('openInNewTab')}
                className="btn-secondary border-white/40 bg-transparent text-white hover:bg-white/10"
              >
                <WhatsappIcon aria-hidden="true" className="size-4" />
                {t('ctaWhatsapp')}
              </ExternalLink>
            </div>
          </div>
        </div>
      </section>
    </PageShell>
  );
}
