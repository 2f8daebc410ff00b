import type { Metadata } from 'next';
import { PageShell } from '@/components/layout/page-shell';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LuCircleCheckBig } from 'react-icons/lu';
import { AppLink } from '@/components/shell/app-link';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: PageProps<'/[locale]/complete'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'CompletePage' });
  // A thank-you page has nothing to find in search, and a visit from a search engine would count as a conversion.
  return pageMetadata({ locale, page: { pathname: '/complete' }, title: t('title'), description: t('description'), indexable: false });
}

export default async function CompletePage({ params }: PageProps<'/[locale]/complete'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('CompletePage');
  return (
    <PageShell locale={locale} page={{ pathname: '/complete' }}>
      <div className="container-page grid place-items-center py-16 sm:py-24">
        <div className="max-w-xl text-center">
          <LuCircleCheckBig aria-hidden="true" className="mx-auto size-16 text-brand-600" />
          <h1 className="mt-6 font-display text-3xl font-bold text-slate-900">{t('title')}</h1>
          <p role="status" className="mt-4 text-lg font-semibold text-brand-800">
            {t('success')}
          </p>
          <p className="mt-4 leading-relaxed text-slate-700">{t('text')}</p>
          <AppLink href="/" className="mt-8 btn-primary">
            {t('backHome')}
          </AppLink>
        </div>
      </div>
    </PageShell>
  );
}
