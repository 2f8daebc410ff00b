import { safeDecode } from '@/lib/safe-decode';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageShell } from '@/components/layout/page-shell';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LuArrowRight, LuInfo } from 'react-icons/lu';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { AppLink } from '@/components/shell/app-link';
import { PageHeader } from '@/components/ui/section';
import { treatmentIdFromSlug, treatmentIds, treatments, treatmentSlug, treatmentsInArea } from '@/config/treatments';
import { crumbsFor } from '@/features/content/crumbs';
import { getTreatmentsContent } from '@/features/content/load';
import { locales, type Locale } from '@/i18n/locales';
import { pageMetadata } from '@/lib/seo';

export function generateStaticParams() {
  return locales.flatMap((locale) => treatmentIds.map((id) => ({ locale, slug: treatmentSlug(id, locale) })));
}

async function resolve(params: PageProps<'/[locale]/services/[slug]'>['params']) {
  const { locale: raw, slug } = await params;
  const locale = raw as Locale;
  const id = treatmentIdFromSlug(safeDecode(slug), locale);
  if (!id) notFound();
  return { locale, id, slug: treatmentSlug(id, locale) };
}

export async function generateMetadata({ params }: PageProps<'/[locale]/services/[slug]'>): Promise<Metadata> {
  const { locale, id, slug } = await resolve(params);
  const content = await getTreatmentsContent(locale);
  return pageMetadata({
    locale,
    page: { pathname: '/services/[slug]', params: { slug } },
    title: content[id].name,
    description: content[id].summary,
  });
}

export default async function TreatmentPage({ params }: PageProps<'/[locale]/services/[slug]'>) {
  const { locale, id, slug } = await resolve(params);
  setRequestLocale(locale);
  const t = await getTranslations('TreatmentPage');
  const tc = await getTranslations('Common');
  const content = await getTreatmentsContent(locale);
  const crumbs = await crumbsFor(locale, [
    { page: { pathname: '/services' }, name: t('breadcrumbServices') },
    { page: { pathname: '/services/[slug]', params: { slug } }, name: content[id].name },
  ]);
  const related = treatmentsInArea(treatments[id].area).filter((other) => other !== id);
  return (
    <PageShell locale={locale} page={{ pathname: '/services/[slug]', params: { slug } }}>
      <PageHeader title={content[id].name} lead={content[id].summary}>
        <Breadcrumb crumbs={crumbs} />
      </PageHeader>
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="next-steps-title" className="rounded-3xl bg-brand-50 p-6 sm:p-10">
          <h2 id="next-steps-title" className="font-display text-2xl font-bold text-slate-900">
            {t('nextStepsTitle')}
          </h2>
          <p className="mt-3 text-slate-700">{t('nextStepsText')}</p>
          <AppLink href="/contact" className="mt-6 btn-primary">
            {tc('requestConsultation')}
          </AppLink>
          <p className="mt-8 flex gap-2 text-sm text-slate-600">
            <LuInfo aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('disclaimer')}
          </p>
        </section>
        {related.length > 0 ? (
          <aside aria-labelledby="related-title">
            <h2 id="related-title" className="font-semibold text-slate-900">
              {t('related')}
            </h2>
            <ul className="mt-4 space-y-2">
              {related.map((other) => (
                <li key={other}>
                  <AppLink
                    href={{ pathname: '/services/[slug]', params: { slug: treatmentSlug(other, locale) } }}
                    className="flex min-h-11 items-center justify-between gap-2 rounded-xl border border-slate-200 px-4 py-2 text-slate-800 hover:border-brand-300 hover:text-brand-800"
                  >
                    {content[other].name}
                    <LuArrowRight aria-hidden="true" className="size-4 shrink-0" />
                  </AppLink>
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
      </div>
    </PageShell>
  );
}
