import type { Metadata } from 'next';
import { PageShell } from '@/components/layout/page-shell';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { PageHeader } from '@/components/ui/section';
import { policyValues } from '@/lib/content/privacy-values';
import { crumbsFor } from '@/features/content/crumbs';
import { loadContent } from '@/lib/content/load';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/lib/seo';

const page = { pathname: '/privacy-policy' } as const;

/** The site facts in the policy text ({brand}, {leadDays}, {euRepresentative}…); an unknown placeholder stays visible. */
function fill(text: string): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, key: string) => policyValues[key] ?? placeholder);
}

export async function generateMetadata({ params }: PageProps<'/[locale]/privacy-policy'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'PrivacyPage' });
  return pageMetadata({ locale, page, title: t('title'), description: t('description') });
}

export default async function PrivacyPolicyPage({ params }: PageProps<'/[locale]/privacy-policy'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('PrivacyPage');
  const format = await getFormatter();
  const content = await loadContent('privacy', locale, 'privacy');
  const crumbs = await crumbsFor(locale, [{ page, name: t('title') }]);
  const updated = format.dateTime(new Date(`${content.updated}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <PageShell locale={locale} page={page}>
      <PageHeader title={t('title')} lead={fill(content.intro)}>
        <Breadcrumb crumbs={crumbs} />
      </PageHeader>
      <article className="container-page max-w-3xl py-12 sm:py-16">
        <p className="text-sm text-slate-600">{t('lastUpdated', { date: updated })}</p>
        {content.sections.map((section) => (
          <section key={section.heading} className="mt-10">
            <h2 className="font-display text-xl font-bold text-slate-900 sm:text-2xl">{fill(section.heading)}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
                {fill(paragraph)}
              </p>
            ))}
            {section.items ? (
              <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-slate-700 marker:text-brand-600">
                {section.items.map((item) => (
                  <li key={item}>{fill(item)}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
    </PageShell>
  );
}
