import type { Metadata } from 'next';
import { PageShell } from '@/components/layout/page-shell';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LuClock, LuFileText, LuMail, LuMapPin, LuPhone } from 'react-icons/lu';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { WhatsappIcon } from '@/components/layout/social-icons';
import { ExternalLink } from '@/components/ui/external-link';
import { PageHeader } from '@/components/ui/section';
import { emailHref, phoneHref, site, whatsappUrl } from '@/config/site';
import { crumbsFor } from '@/features/content/crumbs';
import { LeadFormSection } from '@/features/leads/form/lead-form-section';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/lib/seo';

const page = { pathname: '/contact' } as const;

export async function generateMetadata({ params }: PageProps<'/[locale]/contact'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'ContactPage' });
  return pageMetadata({ locale, page, title: t('title'), description: t('description') });
}

export default async function ContactPage({ params }: PageProps<'/[locale]/contact'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('ContactPage');
  const tc = await getTranslations('Common');
  const tf = await getTranslations('LeadForm');
  const crumbs = await crumbsFor(locale, [{ page, name: t('title') }]);
  const card = 'flex gap-4 rounded-2xl border border-slate-200 bg-white p-5';
  const icon = 'size-10 shrink-0 rounded-full bg-brand-50 p-2.5 text-brand-700';
  return (
    <PageShell locale={locale} page={page}>
      <PageHeader title={t('title')} lead={t('lead')}>
        <Breadcrumb crumbs={crumbs} />
      </PageHeader>
      <LeadFormSection
        className="container-page pt-12 sm:pt-16"
        title={tf('contactTitle')}
        intro={tf('contactIntro')}
        locale={locale}
        id="contact-form"
        variant="contact"
        page={localizedPath(locale, page)}
      />
      <div data-keep-clear className="container-page grid gap-4 py-12 sm:py-16 md:grid-cols-2">
        <div className={card}>
          <WhatsappIcon aria-hidden="true" className={icon} />
          <div>
            <h2 className="font-semibold text-slate-900">{t('whatsappTitle')}</h2>
            <p className="mt-1 text-sm text-slate-600">{t('whatsappText')}</p>
            <ExternalLink
              href={whatsappUrl}
              newTabLabel={tc('openInNewTab')}
              className="mt-3 inline-flex font-semibold text-brand-800 underline"
            >
              {tc('whatsappChat')}
            </ExternalLink>
          </div>
        </div>
        <div className={card}>
          <LuPhone aria-hidden="true" className={icon} />
          <div>
            <h2 className="font-semibold text-slate-900">{t('phoneTitle')}</h2>
            <a href={phoneHref} className="mt-1 inline-flex text-lg font-semibold text-brand-800 underline">
              {site.phone}
            </a>
          </div>
        </div>
        <div className={card}>
          <LuMail aria-hidden="true" className={icon} />
          <div>
            <h2 className="font-semibold text-slate-900">{t('emailTitle')}</h2>
            <a href={emailHref} className="mt-1 inline-flex text-lg font-semibold text-brand-800 underline">
              {site.email}
            </a>
          </div>
        </div>
        <div className={card}>
          <LuClock aria-hidden="true" className={icon} />
          <div>
            <h2 className="font-semibold text-slate-900">{t('hoursTitle')}</h2>
            <p className="mt-1 text-slate-700">{t('hours')}</p>
          </div>
        </div>
        <div className={card}>
          <LuMapPin aria-hidden="true" className={icon} />
          <div>
            <h2 className="font-semibold text-slate-900">{t('addressTitle')}</h2>
            <address className="mt-1 text-slate-700 not-italic">
              {site.address.street}
              <br />
              {site.address.postalCode} {site.address.city}
            </address>
            <ExternalLink
              href={site.mapUrl}
              newTabLabel={tc('openInNewTab')}
              className="mt-3 inline-flex font-semibold text-brand-800 underline"
            >
              {t('mapLink')}
            </ExternalLink>
          </div>
        </div>
        <div className={card}>
          <LuFileText aria-hidden="true" className={icon} />
          <div>
            <h2 className="font-semibold text-slate-900">{t('documentsTitle')}</h2>
            <p className="mt-1 text-sm text-slate-600">{t('documentsText')}</p>
          </div>
        </div>
      </div>
    </PageShell>
  );
}
