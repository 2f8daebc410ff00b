import type { ReactNode } from 'react';
import { CheckboxField } from '@/components/ui/field';

export interface ConsentTexts {
  consentsTitle: string;
  consentPrivacy: ReactNode;
  consentHealthData: ReactNode;
  consentMarketing: ReactNode;
}

/**
 * The three separate consents (PRODUCT.md): privacy, required; health data, required when a
 * message or a document is sent (shown only then, with JavaScript); marketing, optional.
 */
export function Consents({
  idPrefix,
  texts,
  errors,
  needsHealthData,
}: {
  idPrefix: string;
  texts: ConsentTexts;
  errors: { consentPrivacy?: string; consentHealthData?: string };
  needsHealthData: boolean;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold text-slate-900">{texts.consentsTitle}</legend>
      <CheckboxField
        id={`${idPrefix}-consentPrivacy`}
        name="consentPrivacy"
        label={texts.consentPrivacy}
        error={errors.consentPrivacy}
        required
      />
      <div className="health-consent" data-needed={needsHealthData || errors.consentHealthData ? 'true' : 'false'}>
        <CheckboxField
          id={`${idPrefix}-consentHealthData`}
          name="consentHealthData"
          label={texts.consentHealthData}
          error={errors.consentHealthData}
        />
      </div>
      <CheckboxField id={`${idPrefix}-consentMarketing`} name="consentMarketing" label={texts.consentMarketing} />
    </fieldset>
  );
}
