import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/shell/app-link';

export default async function NotFound() {
  const t = await getTranslations('NotFoundPage');
  return (
    <div className="container-page grid place-items-center py-20 text-center sm:py-28">
      <title>{t('title')}</title>
      <div className="max-w-lg">
        <p className="font-display text-brand-700 text-7xl font-extrabold" aria-hidden="false">
          {t('code')}
        </p>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('errorText')}</h1>
        <p className="mt-3 text-lg text-slate-700">{t('message')}</p>
        <p className="mt-2 text-slate-600">{t('hint')}</p>
        <AppLink href="/" className="btn-primary mt-8">
          {t('backHome')}
        </AppLink>
      </div>
    </div>
  );
}
