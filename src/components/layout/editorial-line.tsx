import { getFormatter, getTranslations } from 'next-intl/server';
import { site } from '@/config/site';

/** The editor and the date of the last update, in every footer (the editorial facts of issue 14). */
export async function EditorialLine({ className }: { className?: string }) {
  const t = await getTranslations('Footer');
  const format = await getFormatter();
  const date = format.dateTime(new Date(`${site.contentUpdated}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <p className={className}>
      {t('editor')}: {site.editor.name},{' '}
      <a href={`mailto:${site.editor.email}`} className="underline underline-offset-2">
        {site.editor.email}
      </a>{' '}
      · <time dateTime={site.contentUpdated}>{t('lastUpdated', { date })}</time>
    </p>
  );
}
