import { getTranslations } from 'next-intl/server';
import { defaultPhoneCountry, fieldErrorCodes, leadLimits, type LeadType } from '@/config/leads';
import { treatmentIds, type TreatmentId } from '@/config/treatments';
import { getTreatmentSummaries } from '@/features/content/load';
import type { Locale } from '@/i18n/locales';
import { localizedPathname } from '@/i18n/paths';
import { countryOptionsHtml } from './countries';
import { LeadFormClient, type LeadFormTexts } from './lead-form-client';

interface LeadFormProps {
  locale: Locale;
  id: string;
  type: LeadType;
  /** The public path of the page the form is on. */
  page: string;
  /**
   * `second-opinion`: treatment, documents and contact preferences; `consultation` (a treatment's
   * page): documents and contact preferences, the treatment being the page's.
   */
  variant?: 'contact' | 'second-opinion' | 'consultation';
  /** The treatment the lead is about, on a treatment's page. */
  treatment?: TreatmentId;
}

/** The lead form with its texts in the page's language; the client part gets no message catalogue. */
export async function LeadForm({ locale, id, type, page, variant = 'contact', treatment }: LeadFormProps) {
  const t = await getTranslations({ locale, namespace: 'LeadForm' });
  const tFooter = await getTranslations({ locale, namespace: 'Footer' });
  const privacyHref = localizedPathname(locale, '/privacy-policy');
  const link = (chunks: React.ReactNode) => (
    <a href={privacyHref} className="font-medium text-brand-800 underline">
      {chunks}
    </a>
  );
  const maxMb = leadLimits.maxFileBytes / 1024 / 1024;
  // A second opinion and a treatment page's consultation ask for documents and contact
  // preferences; the second opinion also asks which treatment it is about.
  const extended = variant !== 'contact';
  const texts: LeadFormTexts = {
    requiredNote: t('requiredNote'),
    fullName: t('fullName'),
    phone: t('phone'),
    phoneCountry: t('phoneCountry'),
    phoneHint: t('phoneHint'),
    email: t('email'),
    emailHint: t('emailHint'),
    message: t('message'),
    messageHint: variant === 'second-opinion' ? t('secondOpinionMessageHint') : t('messageHint'),
    treatment: t('treatment'),
    treatmentNone: t('treatmentNone'),
    preferencesTitle: t('preferencesTitle'),
    preferredChannel: t('preferredChannel'),
    channels: { whatsapp: t('channelWhatsapp'), phone: t('channelPhone'), email: t('channelEmail'), video: t('channelVideo') },
    preferredTime: t('preferredTime'),
    preferredTimeHint: t('preferredTimeHint'),
    timeZone: t('timeZone'),
    timeZoneHint: t('timeZoneHint'),
    files: t('files'),
    filesHint: t('filesHint', { maxFiles: leadLimits.maxFiles, maxMb }),
    chooseFiles: t('chooseFiles'),
    noFilesChosen: t('noFilesChosen'),
    fileTooLarge: t('fileTooLarge', { maxMb }),
    fileWrongType: t('fileWrongType'),
    filesTooMany: t('filesTooMany', { maxFiles: leadLimits.maxFiles }),
    fileSize: t('fileSize', { size: '{size}' }),
    consentsTitle: t('consentsTitle'),
    consentPrivacy: t.rich('consentPrivacy', { link }),
    consentHealthData: t.rich('consentHealthData', { link }),
    consentMarketing: (
      <>
        {t('consentMarketing')} {link(tFooter('privacy'))}
      </>
    ),
    honeypot: t('honeypot'),
    submit: variant === 'second-opinion' ? t('submitSecondOpinion') : t('submit'),
    sending: t('sending'),
    error: t('error'),
    errorSummary: t('errorSummary'),
    errorRateLimited: Array.from({ length: 10 }, (_, index) => t('errorRateLimited', { minutes: index + 1 })),
    errorTooLarge: t('errorTooLarge', { maxMb }),
    errorUnsupported: t('errorUnsupported'),
    fieldErrors: Object.fromEntries(fieldErrorCodes.map((code) => [code, t(`fieldErrors.${code}`)])) as LeadFormTexts['fieldErrors'],
  };
  let treatments: { id: string; name: string }[] = [];
  if (variant === 'second-opinion') {
    const summaries = await getTreatmentSummaries(locale);
    const collator = new Intl.Collator(locale);
    treatments = treatmentIds
      .map((other) => ({ id: other, name: summaries[other].title }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }
  return (
    <LeadFormClient
      id={id}
      type={type}
      locale={locale}
      page={page}
      texts={texts}
      countryOptions={countryOptionsHtml(locale, defaultPhoneCountry[locale])}
      extended={extended}
      treatments={treatments}
      treatment={treatment}
    />
  );
}
