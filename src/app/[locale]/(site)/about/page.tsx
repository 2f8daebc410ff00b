import type { Metadata } from 'next';
import { EditorialLine } from '@/components/layout/editorial-line';
import { PageShell } from '@/components/layout/page-shell';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { PageHeader } from '@/components/ui/section';
import { partnerHospitals } from '@/config/hospitals';
import { site } from '@/config/site';
import { Certificates } from '@/features/content/certificates';
import { crumbsFor } from '@/features/content/crumbs';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/lib/seo';

const page = { pathname: '/about' } as const;

export async function generateMetadata({ params }: PageProps<'/[locale]/about'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'AboutPage' });
  return pageMetadata({ locale, page, title: t('title'), description: t('description') });
}

export default async function AboutPage({ params }: PageProps<'/[locale]/about'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('AboutPage');
  const crumbs = await crumbsFor(locale, [{ page, name: t('title') }]);
  const blocks = [
    { title: t('whoTitle'), text: t('whoText') },
    { title: t('howTitle'), text: t('howText') },
    { title: t('hospitalsTitle'), text: t('hospitalsText'), hospitals: true },
  ];
  return (
    <PageShell locale={locale} page={page}>
      <PageHeader title={t('title')} lead={t('lead')}>
        <Breadcrumb crumbs={crumbs} />
      </PageHeader>
      <div className="container-page grid gap-12 py-12 sm:py-16 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-10">
          {blocks.map((block) => (
            <section key={block.title}>
              <h2 className="font-display text-2xl font-bold text-slate-900">{block.title}</h2>
              <p className="mt-3 text-base leading-relaxed text-slate-700 sm:text-lg">{block.text}</p>
              {block.hospitals && partnerHospitals.length > 0 ? (
                // Each partner with the accreditations it holds, by name (issue 21): never "accredited" alone.
                <ul data-hospitals className="mt-4 space-y-2">
                  {partnerHospitals.map((hospital) => (
                    <li key={hospital.name} className="check-item text-slate-800">
                      <span>
                        <span className="font-semibold">{hospital.name}</span>, {hospital.city}
                        {hospital.accreditations.length > 0 ? (
                          <span data-accreditation className="block text-sm text-slate-600">
                            {t('hospitalAccreditation', { names: hospital.accreditations.join(', ') })}
                          </span>
                        ) : null}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
        <aside aria-labelledby="promise-title" className="self-start rounded-3xl bg-brand-50 p-6 sm:p-8">
          <h2 id="promise-title" className="font-display text-xl font-bold text-slate-900">
            {t('promiseTitle')}
          </h2>
          <ul className="mt-5 space-y-4">
            {(['promise1', 'promise2', 'promise3', 'promise4'] as const).map((key) => (
              <li key={key} className="check-item text-slate-700">
                <span>{t(key)}</span>
              </li>
            ))}
          </ul>
        </aside>
      </div>
      <section aria-labelledby="registrations-title" className="container-page pb-16">
        <h2 id="registrations-title" className="mb-6 font-display text-2xl font-bold text-slate-900">
          {t('registrationsTitle')}
        </h2>
        <Certificates />
      </section>
      <section aria-labelledby="editorial-title" className="container-page pb-16">
        <h2 id="editorial-title" className="mb-4 font-display text-2xl font-bold text-slate-900">
          {t('editorialTitle')}
        </h2>
        <p className="max-w-3xl text-slate-700">{t('editorialText', { name: site.editor.name, email: site.editor.email })}</p>
        <EditorialLine className="mt-3 text-sm text-slate-600" />
      </section>
    </PageShell>
  );
}
