import type { Metadata } from 'next';
import { PageShell } from '@/components/layout/page-shell';
import { anchors } from '@/config/site';
import { LeadFormSection } from '@/features/leads/form/lead-form-section';
import { localizedPath } from '@/i18n/paths';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LuArrowRight } from 'react-icons/lu';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { AppLink } from '@/components/shell/app-link';
import { PageHeader } from '@/components/ui/section';
import { serviceAreas, treatmentsInArea } from '@/config/treatments';
import { areaMessageKeys } from '@/features/treatments/areas';
import { crumbsFor } from '@/features/content/crumbs';
import { getTreatmentSummaries, treatmentOptions } from '@/features/treatments/treatment';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/lib/seo';

const page = { pathname: '/services' } as const;

export async function generateMetadata({ params }: PageProps<'/[locale]/services'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'ServicesPage' });
  return pageMetadata({ locale, page, title: t('title'), description: t('description') });
}

export default async function ServicesPage({ params }: PageProps<'/[locale]/services'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('ServicesPage');
  const tf = await getTranslations('LeadForm');
  const tl = await getTranslations('LandingPage');
  const summaries = await getTreatmentSummaries(locale);
  const crumbs = await crumbsFor(locale, [{ page, name: t('title') }]);
  const programmes = [
    { href: '/landing/orthopedics', title: tl('orthopedicsTitle') },
    { href: '/landing/check-up', title: tl('checkUpTitle') },
    { href: '/landing/oncology/oncology-treatments', title: tl('oncologyTitle') },
    { href: '/landing/dental/dental-treatments', title: tl('dentalTitle') },
  ] as const;
  return (
    <PageShell locale={locale} page={page}>
      <PageHeader title={t('title')} lead={t('lead')}>
        <Breadcrumb crumbs={crumbs} />
      </PageHeader>
      <div className="container-page space-y-14 py-12 sm:py-16">
        {serviceAreas.map((area) => (
          <section key={area} id={area} aria-labelledby={`${area}-title`} className="scroll-mt-24">
            <h2 id={`${area}-title`} className="font-display text-2xl font-bold text-slate-900">
              {t(areaMessageKeys[area].title)}
            </h2>
            <p className="mt-2 max-w-2xl text-slate-600">{t(areaMessageKeys[area].text)}</p>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {treatmentsInArea(area).map((id) => (
                <li key={id}>
                  <AppLink
                    href={{ pathname: '/services/[slug]', params: { slug: id } }}
                    className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 transition hover:border-brand-300 hover:shadow-md"
                  >
                    {/* A title the floating button must never cover (keep-clear.tsx): its own width, not the card's. */}
                    <span data-keep-clear className="self-start font-semibold text-slate-900 group-hover:text-brand-800">
                      {summaries[id].title}
                    </span>
                    <span className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{summaries[id].description}</span>
                    <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-800">
                      <LuArrowRight aria-hidden="true" className="size-4" />
                    </span>
                  </AppLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section id="programmes" aria-labelledby="programmes-title" className="rounded-3xl bg-brand-50 p-6 sm:p-10">
          <h2 id="programmes-title" className="font-display text-2xl font-bold text-slate-900">
            {t('programmesTitle')}
          </h2>
          <p className="mt-2 max-w-2xl text-slate-700">{t('programmesText')}</p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {programmes.map((programme) => (
              <li key={programme.title}>
                <AppLink
                  href={programme.href}
                  className="flex min-h-14 items-center justify-between gap-3 rounded-2xl bg-white px-5 py-3 font-semibold text-slate-900 shadow-sm ring-1 ring-brand-100 hover:text-brand-800"
                >
                  {programme.title}
                  <LuArrowRight aria-hidden="true" className="size-4 shrink-0" />
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
        <LeadFormSection
          anchor={anchors.secondOpinion}
          className="scroll-mt-24"
          title={tf('secondOpinionTitle')}
          intro={tf('secondOpinionIntro')}
          locale={locale}
          id="second-opinion-form"
          variant="second-opinion"
          treatments={await treatmentOptions(locale)}
          page={localizedPath(locale, page)}
        />
      </div>
    </PageShell>
  );
}
