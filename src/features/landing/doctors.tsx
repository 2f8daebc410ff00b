import { getTranslations } from 'next-intl/server';
import { getImageProps } from 'next/image';
import { LuStethoscope } from 'react-icons/lu';
import type { Doctor } from '@/config/landings';
import { promotionProfile } from '@/config/promotion';
import type { Locale } from '@/i18n/locales';

const initials = (name: string) =>
  name
    .replace(/^Dr\.\s*/, '')
    .replace(/\s*\(demo\)$/, '')
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

/**
 * The two doctors of a programme (`doc-1`, `doc-2`): photo slot, specialty, experience, what they
 * treat, and a call to action to the page's form where the locale's promotion profile allows one on
 * a doctor's card (never on Turkish pages: docs/decisions/016-turkish-promotion-profile.md).
 */
export async function Doctors({
  locale,
  doctors,
  operations,
  title,
  intro,
  formAnchor,
}: {
  locale: Locale;
  doctors: [Doctor, Doctor];
  operations: [string, string];
  title: string;
  intro: string;
  formAnchor: string;
}) {
  const t = await getTranslations('LandingPage');
  const ts = await getTranslations('Specialties');
  const callToAction = promotionProfile(locale).doctorCallToAction;
  return (
    <section aria-labelledby="doctors-title" className="container-page py-12 sm:py-16">
      <h2 id="doctors-title" className="font-display text-2xl font-bold text-slate-900 sm:text-3xl">
        {title}
      </h2>
      <p className="mt-3 max-w-2xl text-slate-700">{intro}</p>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {doctors.map((doctor, index) => (
          <li key={doctor.name} data-doctor className="flex flex-col gap-4 rounded-3xl border border-slate-200 bg-white p-6 sm:flex-row">
            {doctor.photo ? (
              // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt comes with the props
              <img
                {...getImageProps({ src: doctor.photo.src, width: 96, height: 96, alt: t('doctorPhoto', { name: doctor.name }) }).props}
                className="size-24 shrink-0 rounded-2xl object-cover"
              />
            ) : (
              <span
                aria-hidden="true"
                className="flex size-24 shrink-0 items-center justify-center rounded-2xl bg-brand-100 font-display text-2xl font-bold text-brand-800"
              >
                {initials(doctor.name)}
              </span>
            )}
            <div className="flex flex-1 flex-col">
              <h3 className="font-display text-lg font-bold text-slate-900">{doctor.name}</h3>
              <p className="mt-1 flex items-center gap-2 text-sm font-semibold text-brand-800">
                <LuStethoscope aria-hidden="true" className="size-4 shrink-0" />
                {ts(doctor.specialty)}
              </p>
              <dl className="mt-3 space-y-2 text-sm text-slate-700">
                <div>
                  <dt className="font-semibold text-slate-900">{t('doctorsExperienceLabel')}</dt>
                  <dd>{t('doctorsExperience', { years: doctor.experienceYears })}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-slate-900">{t('doctorsOperationLabel')}</dt>
                  <dd>{operations[index]}</dd>
                </div>
              </dl>
              {callToAction ? (
                <a href={`#${formAnchor}`} data-doctor-cta className="mt-4 btn-secondary self-start text-sm">
                  {t('doctorsConsultation')}
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
