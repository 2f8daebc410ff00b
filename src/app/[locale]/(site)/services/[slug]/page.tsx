import type { Metadata } from 'next';
import { getImageProps } from 'next/image';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { LuArrowRight, LuQuote } from 'react-icons/lu';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { PageShell } from '@/components/layout/page-shell';
import { AppLink } from '@/components/shell/app-link';
import { JsonLd } from '@/components/ui/json-ld';
import { MedicalNotice } from '@/components/ui/medical-notice';
import {
  treatmentIdFromSlug,
  treatmentIds,
  treatmentImage,
  treatments,
  treatmentSlug,
  treatmentsInArea,
  type TreatmentId,
} from '@/config/treatments';
import { faqKeys, type TreatmentContent } from '@/lib/content/schemas';
import { crumbsFor } from '@/features/content/crumbs';
import { getTreatment, getTreatmentSummaries } from '@/features/treatments/treatment';
import { LeadFormSection } from '@/features/leads/form/lead-form-section';
import { areaMessageKeys } from '@/features/treatments/areas';
import { FactsGrid } from '@/features/treatments/facts-grid';
import { FaqList } from '@/features/treatments/faq-list';
import { treatmentJsonLd } from '@/features/treatments/structured-data';
import { locales, type Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import { safeDecode } from '@/lib/safe-decode';
import { absoluteUrl, pageMetadata } from '@/lib/seo';

const CONSULTATION_ANCHOR = 'consultation';

export function generateStaticParams() {
  return locales.flatMap((locale) => treatmentIds.map((id) => ({ locale, slug: treatmentSlug(id, locale) })));
}

async function resolve(params: PageProps<'/[locale]/services/[slug]'>['params']) {
  const { locale: raw, slug } = await params;
  const locale = raw as Locale;
  const id = treatmentIdFromSlug(safeDecode(slug), locale);
  if (!id) notFound();
  return { locale, id, page: { pathname: '/services/[slug]', params: { slug: id } } as const };
}

export async function generateMetadata({ params }: PageProps<'/[locale]/services/[slug]'>): Promise<Metadata> {
  const { locale, id, page } = await resolve(params);
  const { content } = await getTreatment(locale, id);
  return pageMetadata({ locale, page, title: content.pageTitle, description: content.description });
}

export default async function TreatmentPage({ params }: PageProps<'/[locale]/services/[slug]'>) {
  const { locale, id, page } = await resolve(params);
  setRequestLocale(locale);
  const [t, tc, tf, ts, format, { content, facts }, summaries] = await Promise.all([
    getTranslations('TreatmentPage'),
    getTranslations('Common'),
    getTranslations('TreatmentFacts'),
    getTranslations('ServicesPage'),
    getFormatter(),
    getTreatment(locale, id),
    getTreatmentSummaries(locale),
  ]);
  const area = treatments[id].area;
  const crumbs = await crumbsFor(locale, [
    { page: { pathname: '/services' }, name: t('breadcrumbServices') },
    { page, name: content.title },
  ]);
  const image = treatmentImage(id);
  const path = localizedPath(locale, page);
  const related = treatmentsInArea(area).filter((other) => other !== id);
  const reviewed = new Date(`${treatments[id].lastReviewed}T00:00:00Z`);

  return (
    <PageShell locale={locale} page={page}>
      <div className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page grid items-center gap-10 py-10 sm:py-14 lg:grid-cols-[1.4fr_1fr]">
          <div>
            <Breadcrumb crumbs={crumbs} />
            <a
              href={`${localizedPath(locale, { pathname: '/services' })}#${area}`}
              className="text-sm font-semibold tracking-wide text-brand-800 uppercase hover:underline"
            >
              {ts(areaMessageKeys[area].title)}
            </a>
            <h1 className="mt-2 max-w-3xl font-display text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">{content.title}</h1>
            <p className="mt-4 max-w-2xl text-base leading-relaxed text-slate-700 sm:text-lg">{content.description}</p>
            <div className="mt-7 flex flex-wrap items-center gap-x-6 gap-y-3">
              <a href={`#${CONSULTATION_ANCHOR}`} className="btn-primary">
                {tc('requestConsultation')}
              </a>
              <a href="#faq" className="inline-flex min-h-11 items-center font-semibold text-brand-800 hover:underline">
                {t('heroSecondary')}
              </a>
            </div>
            <p className="mt-6 text-sm text-slate-600">{t('lastReviewed', { date: reviewed })}</p>
          </div>
          {/* next/image's props on a plain <img>: optimized photos, no client component to hydrate. */}
          {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt comes with the props */}
          <img
            {...getImageProps({
              src: image.src,
              width: image.width,
              height: image.height,
              alt: content.imageAlt,
              sizes: '(min-width: 1280px) 480px, 40vw',
              unoptimized: image.src.endsWith('.svg'),
            }).props}
            className="hidden h-auto w-full lg:block"
          />
        </div>
      </div>

      <div className="container-page -mt-px space-y-14 py-10 sm:space-y-20 sm:py-14">
        <FactsGrid title={tf('title')} items={facts} />

        <section aria-labelledby="overview-title" className="grid gap-8 lg:grid-cols-[1fr_1.3fr]">
          <div>
            <h2 id="overview-title" className="font-display text-2xl font-bold text-slate-900 sm:text-3xl">
              {content.overview.title}
            </h2>
            <p className="mt-4 leading-relaxed text-slate-700">{content.overview.intro}</p>
          </div>
          <ol className="space-y-4">
            {content.overview.steps.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
                >
                  {format.number(index + 1)}
                </span>
                <p className="pt-1.5 leading-relaxed text-slate-800">{step}</p>
              </li>
            ))}
          </ol>
        </section>

        <figure className="relative rounded-3xl bg-brand-900 px-6 py-10 text-white sm:px-12">
          <LuQuote aria-hidden="true" className="size-8 text-brand-300" />
          <blockquote className="mt-4 max-w-3xl font-display text-xl leading-relaxed sm:text-2xl">
            <p>{content.quote}</p>
          </blockquote>
          <figcaption className="mt-5 text-sm font-semibold text-brand-100">{t('quoteSource')}</figcaption>
        </figure>

        <div className="grid gap-6 md:grid-cols-2">
          <ContentSection id="what" section={content.what} />
          <ContentSection id="candidate" section={content.candidate} />
          <ContentSection id="benefits" section={content.benefits} />
          <ContentSection id="expect" section={content.expect} />
        </div>

        <MedicalNotice lines={[t('disclaimer'), t('notMedicalAdvice')]} />

        <section id="faq" aria-labelledby="faq-title" className="scroll-mt-24">
          <h2 id="faq-title" className="font-display text-2xl font-bold text-slate-900 sm:text-3xl">
            {content.faq.title}
          </h2>
          <p className="mt-2 text-slate-600">{t('faqHint')}</p>
          <div className="mt-6">
            <FaqList items={faqKeys.map((key) => ({ id: key, ...content.faq[key] }))} />
          </div>
        </section>

        <LeadFormSection
          anchor={CONSULTATION_ANCHOR}
          className="scroll-mt-24"
          title={content.getAnswer.title}
          intro={content.getAnswer.text}
          locale={locale}
          id="consultation-form"
          variant="consultation"
          treatment={id}
          page={path}
        />

        {related.length > 0 ? <RelatedTreatments ids={related} summaries={summaries} title={t('related')} /> : null}
      </div>
      <JsonLd data={treatmentJsonLd({ id, locale, url: absoluteUrl(path), content })} />
    </PageShell>
  );
}

function ContentSection({ id, section }: { id: string; section: TreatmentContent['what'] }) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-3xl border border-slate-200 bg-white p-6 sm:p-8">
      <h2 id={`${id}-title`} className="font-display text-xl font-bold text-slate-900 sm:text-2xl">
        {section.title}
      </h2>
      <p className="mt-3 leading-relaxed text-slate-700">{section.text}</p>
      {section.points ? (
        <ul className="mt-4 space-y-2">
          {section.points.map((point) => (
            <li key={point} className="check-item text-slate-800">
              {point}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function RelatedTreatments({
  ids,
  summaries,
  title,
}: {
  ids: TreatmentId[];
  summaries: Record<TreatmentId, { title: string }>;
  title: string;
}) {
  return (
    <section aria-labelledby="related-title">
      <h2 id="related-title" className="font-display text-xl font-bold text-slate-900">
        {title}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {ids.map((other) => (
          <li key={other}>
            <AppLink
              href={{ pathname: '/services/[slug]', params: { slug: other } }}
              className="flex min-h-14 items-center justify-between gap-2 rounded-2xl border border-slate-200 bg-white px-5 py-3 font-semibold text-slate-800 hover:border-brand-300 hover:text-brand-800"
            >
              {summaries[other].title}
              <LuArrowRight aria-hidden="true" className="size-4 shrink-0" />
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
