import { safeDecode } from '@/lib/safe-decode';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LuCircleCheck } from 'react-icons/lu';
import { PageShell } from '@/components/layout/page-shell';
import { AppLink } from '@/components/shell/app-link';
import type { Locale } from '@/i18n/locales';

export async function generateMetadata({ params }: PageProps<'/[locale]/call/[id]/[fullname]'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'CallPage' });
  // A personal page: never indexed, never listed in the sitemap.
  return { title: t('title'), description: t('description'), robots: { index: false, follow: false } };
}

/** The assistant interview (PRODUCT.md, "The call page"); the interview itself comes with its own issue. */
export default async function CallPage({ params }: PageProps<'/[locale]/call/[id]/[fullname]'>) {
  const { locale: raw, id, fullname } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('CallPage');
  const name = safeDecode(fullname)
    .replace(/[-_+]+/g, ' ')
    .trim();
  return (
    <PageShell
      locale={locale}
      page={{ pathname: '/call/[id]/[fullname]', params: { id: safeDecode(id), fullname: safeDecode(fullname) } }}
      variant="call"
    >
      <div className="container-page grid place-items-center py-16 sm:py-24">
        <div className="w-full max-w-xl rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200 sm:p-12">
          <LuCircleCheck aria-hidden="true" className="mx-auto size-14 text-brand-600" />
          <h1 className="mt-6 font-display text-2xl font-bold text-slate-900 sm:text-3xl">{t('welcome', { name })}</h1>
          <p className="mt-4 text-slate-700">{t('text')}</p>
          <AppLink href="/" className="mt-8 btn-primary">
            {t('backHome')}
          </AppLink>
        </div>
      </div>
    </PageShell>
  );
}
