import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { LuArrowDown, LuBadgeCheck, LuBedDouble, LuCarFront, LuLanguages, LuPhone, LuPlaneTakeoff, LuTriangleAlert } from 'react-icons/lu';
import { WhatsappIcon } from '@/components/layout/social-icons';
import { PageShell } from '@/components/layout/page-shell';
import { AppLink } from '@/components/shell/app-link';
import { ExternalLink } from '@/components/ui/external-link';
import { IconSteps } from '@/components/ui/icon-steps';
import { MedicalNotice } from '@/components/ui/medical-notice';
import { JsonLd } from '@/components/ui/json-ld';
import { checkUpTiers, dentalTravelFigure, landingDoctors, landingProgrammes, packagesFor, type Programme } from '@/config/landings';
import { phoneHref, site, whatsappUrl } from '@/config/site';
import type { TreatmentId } from '@/config/treatments';
import { localeInfo, type Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import type { LandingPathname } from '@/i18n/routing';
import { loadContent } from '@/lib/content/load';
import { absoluteUrl, breadcrumbJsonLd, organizationId, pageMetadata } from '@/lib/seo';
import { CheckUpTiers, tierMessageKeys } from './check-up-tiers';
import { Doctors } from './doctors';
import { Packages } from './packages';

/** Where every call to action of a landing page leads: its form. */
const FORM_ANCHOR = 'request';
/** The full explanation of a surgical programme's risks, which the short paragraph beside the benefits links to. */
const RISKS_ANCHOR = 'risks';
const dentalTreatments: TreatmentId[] = ['dental-implants', 'dental-veneers', 'hollywood-smile'];

export async function landingMetadata(locale: Locale, pathname: LandingPathname): Promise<Metadata> {
  const programme = landingProgrammes[pathname];
  const content = await loadContent('landings', locale, programme);
  const metadata = pageMetadata({ locale, page: { pathname }, title: content.pageTitle, description: content.description });
  const image = { url: `/og/${programme}.png`, width: 1200, height: 630, alt: content.imageAlt };
  return { ...metadata, openGraph: { ...metadata.openGraph, images: [image] }, twitter: { ...metadata.twitter, images: [image.url] } };
}

/**
 * A landing page for paid traffic (issue 11): the offer and the form first, then the doctors, the
 * trust facts, the travel plan, the programme's packages or tiers, and the form again. The form
 * is the intake's quote form with the programme preset; a lead goes on to the call page.
 */
export async function LandingPage({
  locale,
  pathname,
  form,
}: {
  locale: Locale;
  pathname: LandingPathname;
  /** The lead form, made by the page (the leads feature) with this page's programme. */
  form: (props: {
    programme: Programme;
    submit: string;
    checkupTiers?: { id: string; name: string }[];
    documents: boolean;
  }) => React.ReactNode;
}) {
  const programme = landingProgrammes[pathname];
  const [content, t, tc, tch, format] = await Promise.all([
    loadContent('landings', locale, programme),
    getTranslations('LandingPage'),
    getTranslations('Common'),
    getTranslations('CheckUp'),
    getFormatter(),
  ]);
  const packages = packagesFor(programme);
  const path = localizedPath(locale, { pathname });
  const band = ([1, 2, 3, 4, 5, 6] as const).map((index) => t(`band${index}`));
  const plan = [
    { icon: LuCarFront, text: t('plan1') },
    { icon: LuLanguages, text: t('plan2') },
    { icon: LuBedDouble, text: t('plan3') },
    { icon: LuPlaneTakeoff, text: t('plan4') },
  ];
  const checkupTiers = programme === 'check-up' ? checkUpTiers.map((tier) => ({ id: tier, name: tch(tierMessageKeys[tier]) })) : undefined;
  const requestForm = form({ programme, submit: content.submit, checkupTiers, documents: programme === 'oncology' });
  const doctors = landingDoctors[programme];

  return (
    <PageShell locale={locale} page={{ pathname }} variant="landing">
      <section aria-labelledby="landing-title" className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page grid gap-8 py-8 sm:py-14 lg:grid-cols-[1.1fr_1fr] lg:items-start">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{content.offer}</p>
            <h1 id="landing-title" className="mt-3 font-display text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">
              {content.title}
            </h1>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{content.description}</p>
            <p className="mt-4 flex gap-2 leading-relaxed text-slate-800">
              <LuBadgeCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
              {content.promise}
            </p>
            <a href={`#${FORM_ANCHOR}`} className="mt-6 btn-primary lg:hidden">
              {content.submit}
              <LuArrowDown aria-hidden="true" className="size-4" />
            </a>
            <h2 id="band-title" className="sr-only">
              {t('bandTitle')}
            </h2>
            <ul
              data-band
              data-keep-clear
              aria-labelledby="band-title"
              className="mt-8 grid gap-3 rounded-3xl bg-white/80 p-5 ring-1 ring-brand-100 sm:grid-cols-2"
            >
              {band.map((item) => (
                <li key={item} className="check-item text-sm font-medium text-slate-800">
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div id={FORM_ANCHOR} data-keep-clear className="scroll-mt-4 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <h2 className="font-display text-xl font-bold text-slate-900">{content.form.title}</h2>
            <p className="mt-2 mb-5 text-sm text-slate-700">{content.form.intro}</p>
            {requestForm}
          </div>
        </div>
      </section>

      <Doctors
        locale={locale}
        doctors={doctors}
        operations={content.doctors.operations}
        title={content.doctors.title}
        intro={content.doctors.intro}
        formAnchor={FORM_ANCHOR}
      />

      {programme === 'check-up' ? <CheckUpTiers locale={locale} formAnchor={FORM_ANCHOR} /> : null}
      {packages.length > 0 ? <Packages packages={packages} /> : null}

      <section aria-labelledby="about-title" className="container-page grid gap-8 py-12 sm:py-16 lg:grid-cols-2">
        <div>
          <h2 id="about-title" className="font-display text-2xl font-bold text-slate-900 sm:text-3xl">
            {content.about.title}
          </h2>
          <p className="mt-4 leading-relaxed text-slate-700">{content.about.text}</p>
          {programme === 'dental' && dentalTravelFigure ? (
            <p data-figure className="mt-4 text-sm text-slate-600">
              {t('dentalFigure', { count: format.number(dentalTravelFigure.count), year: String(dentalTravelFigure.year) })}{' '}
              <span data-figure-source>
                {t('dentalFigureSource', { source: dentalTravelFigure.source.name })}
                {dentalTravelFigure.source.url ? (
                  <>
                    {' '}
                    <ExternalLink href={dentalTravelFigure.source.url} newTabLabel={tc('openInNewTab')} className="underline">
                      {new URL(dentalTravelFigure.source.url).hostname}
                    </ExternalLink>
                  </>
                ) : null}
              </span>
            </p>
          ) : null}
        </div>
        <div>
          {content.about.points ? (
            <ul className="space-y-3">
              {content.about.points.map((point) => (
                <li key={point} className="check-item text-slate-800">
                  {point}
                </li>
              ))}
            </ul>
          ) : null}
          {content.risks ? (
            <div data-risks-summary className="mt-6 rounded-2xl border border-amber-200 bg-amber-50 p-5">
              <h3 className="flex items-center gap-2 font-display text-lg font-bold text-slate-900">
                <LuTriangleAlert aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
                {t('risksTitle')}
              </h3>
              <p className="mt-2 leading-relaxed text-slate-800">{content.risks.summary}</p>
              <a href={`#${RISKS_ANCHOR}`} className="mt-3 inline-block font-semibold text-brand-800 underline underline-offset-2">
                {t('risksLink')}
              </a>
            </div>
          ) : null}
          {programme === 'dental' ? (
            <ul className="mt-6 flex flex-wrap gap-3">
              {dentalTreatments.map((id) => (
                <li key={id}>
                  <AppLink href={{ pathname: '/services/[slug]', params: { slug: id } }} className="btn-secondary text-sm">
                    <TreatmentName locale={locale} id={id} />
                  </AppLink>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>

      {content.risks ? (
        <section id={RISKS_ANCHOR} data-risks aria-labelledby="risks-title" className="container-page scroll-mt-4 pb-12 sm:pb-16">
          <div className="max-w-3xl">
            <h2 id="risks-title" className="font-display text-2xl font-bold text-slate-900 sm:text-3xl">
              {content.risks.title}
            </h2>
            <p className="mt-4 leading-relaxed text-slate-700">{content.risks.text}</p>
            <ul className="mt-6 list-disc space-y-3 pl-5 text-slate-800 marker:text-amber-700">
              {content.risks.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <p className="mt-6 leading-relaxed text-slate-700">{content.risks.closing}</p>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="plan-title" className="bg-brand-50 py-12 sm:py-16">
        <div className="container-page">
          <h2 id="plan-title" className="font-display text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('planTitle')}
          </h2>
          <IconSteps data-plan className="mt-8 lg:grid-cols-4" items={plan} />
        </div>
      </section>

      <section aria-labelledby="closing-title" className="container-page py-12 sm:py-16">
        <div className="rounded-3xl bg-brand-900 px-6 py-10 text-white sm:px-12">
          <h2 id="closing-title" className="font-display text-2xl font-bold sm:text-3xl">
            {content.closing.title}
          </h2>
          <p className="mt-3 max-w-2xl text-brand-50">{content.closing.text}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <a href={`#${FORM_ANCHOR}`} className="btn-primary bg-white text-brand-900 hover:bg-brand-50">
              {content.submit}
            </a>
            <ExternalLink
              href={whatsappUrl}
              newTabLabel={tc('openInNewTab')}
              className="btn-secondary border-white/40 bg-transparent text-white hover:bg-white/10"
            >
              <WhatsappIcon aria-hidden="true" className="size-4" />
              {t('closingWhatsapp')}
            </ExternalLink>
            <a href={phoneHref} className="btn-secondary border-white/40 bg-transparent text-white hover:bg-white/10">
              <LuPhone aria-hidden="true" className="size-4" />
              {t('closingPhone')}: {site.phone}
            </a>
          </div>
        </div>
        <MedicalNotice className="mt-8" lines={[t('disclaimer'), t('notMedicalAdvice')]} />
      </section>
      {landingJsonLd({ locale, url: absoluteUrl(path), title: content.title, description: content.description, programme, path }).map(
        (data) => (
          <JsonLd key={String(data['@type'])} data={data} />
        ),
      )}
    </PageShell>
  );
}

async function TreatmentName({ locale, id }: { locale: Locale; id: TreatmentId }) {
  return (await loadContent('treatments', locale, id)).title;
}

/** `MedicalWebPage` with its `BreadcrumbList`; a `Physician` per doctor only when the doctor is real (not a demo default). */
function landingJsonLd({
  locale,
  url,
  title,
  description,
  programme,
  path,
}: {
  locale: Locale;
  url: string;
  title: string;
  description: string;
  programme: Programme;
  path: string;
}) {
  const doctors = landingDoctors[programme].filter((doctor) => !doctor.demo);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'MedicalWebPage',
      url,
      name: title,
      description,
      inLanguage: localeInfo[locale].iso,
      publisher: { '@id': organizationId() },
      ...(doctors.length > 0 ? { about: doctors.map((doctor) => ({ '@type': 'Physician', name: doctor.name })) } : {}),
    },
    breadcrumbJsonLd([
      { name: site.brand, path: localizedPath(locale, { pathname: '/' }) },
      { name: title, path },
    ]),
  ];
}
