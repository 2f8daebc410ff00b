'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { controlClass, Field } from '@/components/ui/field';
import { browserRegion } from '@/lib/browser-region';
import { HONEYPOT_FIELD, leadLimits, type FieldErrorCode, type LeadType } from '../contract';
import { useLeadSubmission, type SubmissionTexts } from '../use-lead-submission';
import { Consents, type ConsentTexts } from './consents';
import { ContactPreferences, fillTimeZone, type PreferencesTexts } from './contact-preferences';
import { fileProblems, FilesField, type FilesTexts } from './files-field';
import { PhoneField } from './phone-field';

/** Which form it is: the lead's type follows from it, and so do its fields. */
export type LeadFormVariant = LeadType;

export interface LeadFormTexts extends SubmissionTexts, ConsentTexts, PreferencesTexts, FilesTexts {
  requiredNote: string;
  fullName: string;
  phone: string;
  phoneCountry: string;
  phoneHint: string;
  email: string;
  emailHint: string;
  message: string;
  messageHint: string;
  treatment: string;
  treatmentNone: string;
  checkupTier: string;
  checkupTierNone: string;
  honeypot: string;
  submit: string;
  sending: string;
  errorSummary: string;
  /** Each field that can be in error, in the form's order, with its label (from the schema's field list). */
  fieldLabels: { name: string; label: string }[];
  fieldErrors: Record<FieldErrorCode, string>;
}

export interface LeadFormClientProps {
  id: string;
  variant: LeadFormVariant;
  locale: string;
  /** The page the form is on, sent with the lead. */
  page: string;
  texts: LeadFormTexts;
  /** The phone country options as server-made HTML, the visitor's likely country selected. */
  countryOptions: string;
  /** Documents and contact preferences (a consultation or a second opinion). */
  extended: boolean;
  /** Documents without the contact preferences (the oncology landing page's second opinion). */
  documents?: boolean;
  /** The landing page's programme, sent with the lead. */
  programme?: string;
  /** The check-up tiers to choose from; one may be preselected from the address (`?tier=`). */
  checkupTiers?: { id: string; name: string }[];
  /** The treatments to choose from, when the form is not on a treatment's page. */
  treatments?: { id: string; name: string }[];
  /** A form on a treatment's page sends that treatment. */
  treatment?: string;
}

const input = `mt-1.5 ${controlClass}`;

/**
 * The lead form of every page. It is a plain HTML form that posts to /api/leads and works
 * without JavaScript (the server answers with the next page). With JavaScript it sends the same
 * form with fetch (`useLeadSubmission`), keeps what was typed when something fails, and shows
 * translated field errors.
 */
export function LeadFormClient({
  id,
  variant,
  locale,
  page,
  texts,
  countryOptions,
  extended,
  documents = false,
  programme,
  checkupTiers = [],
  treatments = [],
  treatment,
}: LeadFormClientProps) {
  const [hasMessage, setHasMessage] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const timeZoneRef = useRef<HTMLInputElement>(null);
  const prefix = useId();
  const fieldId = (name: string) => `${prefix}-${name}`;

  const { formRef, summaryRef, submission, errors, onSubmit, sending } = useLeadSubmission({
    texts,
    beforeSend: () => {
      if (files.length > leadLimits.maxFiles) return { files: 'too_many_files' };
      if (fileProblems(files, texts).some(Boolean)) return { files: 'file_type' };
      fillTimeZone(timeZoneRef.current);
      return undefined;
    },
  });
  // A check-up tier's button (`?tier=…#request`) preselects that tier: on arrival, and on a click
  // without reloading the page. Without JavaScript the visitor chooses it in the select.
  useEffect(() => {
    const form = formRef.current;
    const select = form?.querySelector<HTMLSelectElement>('select[data-tier-select]');
    if (!form || !select) return;
    const choose = (tier: string | null) => {
      if (tier && Array.from(select.options).some((option) => option.value === tier)) select.value = tier;
    };
    choose(new URLSearchParams(window.location.search).get('tier'));
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-tier-link]');
      if (!link) return;
      event.preventDefault();
      choose(link.dataset.tierLink ?? null);
      select.scrollIntoView({ behavior: 'smooth', block: 'center' });
      select.focus({ preventScroll: true });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [formRef]);

  // The phone's country: the browser's region when it tells one, until the visitor chooses.
  useEffect(() => {
    const select = formRef.current?.querySelector<HTMLSelectElement>('select[name=phoneCountry]');
    if (!select) return;
    let chosen = false;
    const onChange = () => (chosen = true);
    select.addEventListener('change', onChange);
    void browserRegion().then((region) => {
      if (!chosen && region && Array.from(select.options).some((option) => option.value === region)) select.value = region;
    });
    return () => select.removeEventListener('change', onChange);
  }, [formRef]);

  const errorText = (name: string) => {
    const code = errors[name];
    return code ? (texts.fieldErrors[code] ?? texts.fieldErrors.invalid) : undefined;
  };
  const summaryItems =
    submission.state === 'invalid'
      ? texts.fieldLabels
          .filter(({ name }) => errors[name])
          .map(({ name, label }) => ({ target: fieldId(name), label, message: errorText(name)! }))
      : [];

  return (
    <form
      ref={formRef}
      id={id}
      action="/api/leads"
      method="post"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      onFocus={() => {
        if (timeZoneRef.current && !timeZoneRef.current.dataset.filled) {
          (window.requestIdleCallback ?? window.setTimeout)(() => fillTimeZone(timeZoneRef.current));
        }
      }}
      aria-busy={sending}
      className="lead-form space-y-5"
    >
      <input type="hidden" name="type" value={variant} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="page" value={page} />
      {treatment ? <input type="hidden" name="treatment" value={treatment} /> : null}
      {programme ? <input type="hidden" name="programme" value={programme} /> : null}
      {/* Every form sends the visitor's time zone (the landing forms too): the coordinators call at a good hour. */}
      {extended ? null : <input ref={timeZoneRef} type="hidden" name="timeZone" defaultValue="" />}

      <p className="text-sm text-slate-600">{texts.requiredNote}</p>

      <ErrorSummary
        ref={summaryRef}
        message={submission.state === 'invalid' ? texts.errorSummary : submission.state === 'failed' ? submission.message : undefined}
        items={summaryItems}
      />

      <Field id={fieldId('fullName')} label={texts.fullName} error={errorText('fullName')} required>
        {(control) => (
          <input {...control} name="fullName" type="text" autoComplete="name" required maxLength={leadLimits.fullName} className={input} />
        )}
      </Field>

      <PhoneField
        idPrefix={prefix}
        label={texts.phone}
        countryLabel={texts.phoneCountry}
        hint={texts.phoneHint}
        error={errorText('phone') ?? errorText('phoneCountry')}
        countryOptions={countryOptions}
      />

      <Field id={fieldId('email')} label={texts.email} hint={texts.emailHint} error={errorText('email')}>
        {(control) => <input {...control} name="email" type="email" autoComplete="email" maxLength={leadLimits.email} className={input} />}
      </Field>

      {treatments.length > 0 && !treatment ? (
        <Field id={fieldId('treatment')} label={texts.treatment} error={errorText('treatment')}>
          {(control) => (
            <select {...control} name="treatment" defaultValue="" className={input}>
              <option value="">{texts.treatmentNone}</option>
              {treatments.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}

      {checkupTiers.length > 0 ? (
        <Field id={fieldId('checkupTier')} label={texts.checkupTier} error={errorText('checkupTier')}>
          {(control) => (
            <select {...control} name="checkupTier" defaultValue="" data-tier-select className={input}>
              <option value="">{texts.checkupTierNone}</option>
              {checkupTiers.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}

      <Field id={fieldId('message')} label={texts.message} hint={texts.messageHint} error={errorText('message')}>
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={5}
            maxLength={leadLimits.message}
            onChange={(event) => setHasMessage(event.currentTarget.value.trim() !== '')}
            className={input}
          />
        )}
      </Field>

      {extended || documents ? (
        <FilesField id={fieldId('files')} texts={texts} files={files} onChange={setFiles} error={errorText('files')} />
      ) : null}
      {extended ? (
        <>
          <ContactPreferences
            idPrefix={prefix}
            texts={texts}
            timeZoneRef={timeZoneRef}
            errors={{
              preferredChannel: errorText('preferredChannel'),
              preferredTime: errorText('preferredTime'),
              timeZone: errorText('timeZone'),
            }}
          />
        </>
      ) : null}

      <Consents
        idPrefix={prefix}
        texts={texts}
        needsHealthData={hasMessage || files.length > 0}
        errors={{ consentPrivacy: errorText('consentPrivacy'), consentHealthData: errorText('consentHealthData') }}
      />

      {/* People never see this field; bots that fill every input give themselves away. */}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={fieldId(HONEYPOT_FIELD)}>{texts.honeypot}</label>
        <input id={fieldId(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" busy={sending} aria-describedby={sending ? fieldId('sending') : undefined}>
          {texts.submit}
        </Button>
        <p id={fieldId('sending')} role="status" className="text-sm text-slate-700">
          {sending ? texts.sending : ''}
        </p>
      </div>
    </form>
  );
}
