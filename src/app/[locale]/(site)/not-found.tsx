import { getLocale, getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/layout/page-shell';
import { AppLink } from '@/components/shell/app-link';
import { defaultLocale, isLocale } from '@/i18n/locales';

export default async function NotFound() {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : defaultLocale;
  const t = await getTranslations('NotFoundPage');
  return (
    // An unknown page has no translations: its language links lead to each language's home.
    <PageShell locale={locale} page={{ pathname: '/' }}>
      <title>{t('title')}</title>
      <div className="container-page grid place-items-center py-20 text-center sm:py-28">
        <div className="max-w-lg">
          <p className="font-display text-7xl font-bold text-brand-700">{t('code')}</p>
          <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('errorText')}</h1>
          <p className="mt-3 text-lg text-slate-700">{t('message')}</p>
          <p className="mt-2 text-slate-600">{t('hint')}</p>
          <AppLink href="/" className="mt-8 btn-primary">
            {t('backHome')}
          </AppLink>
        </div>
      </div>
    </PageShell>
  );
}
