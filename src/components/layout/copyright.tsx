import { getTranslations } from 'next-intl/server';
import { site } from '@/config/site';

/** The copyright line of SPEC.md section 2: the year is a constant of the spec, 2025. */
export async function Copyright() {
  const t = await getTranslations('Footer');
  return <p>{t('copyright', { year: site.copyrightYear, brand: site.brand })}</p>;
}
