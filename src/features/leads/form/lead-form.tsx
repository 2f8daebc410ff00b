import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import { defaultPhoneCountry, fieldErrorCodes, leadLimits } from '../contract';
import { formFieldLabels } from '../schema';
import { countryOptionsHtml } from './countries';
import { LeadFormClient, type LeadFormTexts, type LeadFormVariant } from './lead-form-client';

export interface LeadFormProps {
  locale: Locale;
  id: string;
  /**
   * `contact`: name, phone, email and message; `consultation` (a treatment's page) and
   * `second-opinion` add documents and contact preferences; `quote` is the landing pages' form.
   * The lead's type follows from it.
   */
  variant: LeadFormVariant;
  /** The public path of the page the form is on. */
  page: string;
  /** The treatment the lead is about, on a treatment's page. */
  treatment?: string;
  /** The treatments to choose from (the second opinion), names in the page's language. */
  treatments?: { id: string; name: string }[];
  /** A landing page's form: its programme, its own submit text, check-up tiers and documents. */
  programme?: string;
  submit?: string;
  checkupTiers?: { id: string; name: string }[];
  documents?: boolean;
}

/** The lead form with its texts in the page's language; the client part gets no message catalogue. */
export async function LeadForm({
  locale,
  id,
  variant,
  page,
  treatment,
  treatments,
  programme,
  submit,
  checkupTiers,
  documents,
}: LeadFormProps) {
  const t = await getTranslations({ locale, namespace: 'LeadForm' });
  const tFooter = await getTranslations({ locale, namespace: 'Footer' });
  const privacyHref = localizedPath(locale, { pathname: '/privacy-policy' });
  const link = (chunks: ReactNode) => (
    <a href={privacyHref} className="font-medium text-brand-800 underline">
      {chunks}
    </a>
  );
  const maxMb = leadLimits.maxFileBytes / 1024 / 1024;
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
    checkupTier: t('checkupTier'),
    checkupTierNone: t('checkupTierNone'),
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
    fileSizeKb: t('fileSizeKb', { size: '{size}' }),
    consentsTitle: t('consentsTitle'),
    consentPrivacy: t.rich('consentPrivacy', { link }),
    consentHealthData: t.rich('consentHealthData', { link }),
    consentMarketing: (
      <>
        {t('consentMarketing')} {link(tFooter('privacy'))}
      </>
    ),
    honeypot: t('honeypot'),
    submit: submit ?? (variant === 'second-opinion' ? t('submitSecondOpinion') : t('submit')),
    sending: t('sending'),
    error: t('error'),
    errorSummary: t('errorSummary'),
    errorRateLimited: Array.from({ length: 10 }, (_, index) => t('errorRateLimited', { minutes: index + 1 })),
    errorTooLarge: t('errorTooLarge', { maxMb }),
    errorUnsupported: t('errorUnsupported'),
    fieldLabels: formFieldLabels.map(({ name, label }) => ({ name, label: t(label) })),
    fieldErrors: Object.fromEntries(fieldErrorCodes.map((code) => [code, t(`fieldErrors.${code}`)])) as LeadFormTexts['fieldErrors'],
  };
  return (
    <LeadFormClient
      id={id}
      variant={variant}
      locale={locale}
      page={page}
      texts={texts}
      countryOptions={countryOptionsHtml(locale, defaultPhoneCountry[locale])}
      extended={variant === 'consultation' || variant === 'second-opinion'}
      treatments={treatments}
      treatment={treatment}
      programme={programme}
      checkupTiers={checkupTiers}
      documents={documents}
    />
  );
}
