'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { acceptedFileTypes, fileInputAccept, HONEYPOT_FIELD, leadLimits, type FieldErrorCode, type LeadType } from '@/config/leads';
import { requestEnded, requestStarted } from '@/lib/progress';

export interface LeadFormTexts {
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
  preferencesTitle: string;
  preferredChannel: string;
  channels: Record<'whatsapp' | 'phone' | 'email' | 'video', string>;
  preferredTime: string;
  preferredTimeHint: string;
  timeZone: string;
  timeZoneHint: string;
  files: string;
  filesHint: string;
  chooseFiles: string;
  noFilesChosen: string;
  fileTooLarge: string;
  fileWrongType: string;
  filesTooMany: string;
  /** "{size} MB" with the number left to fill in. */
  fileSize: string;
  consentsTitle: string;
  consentPrivacy: ReactNode;
  consentHealthData: ReactNode;
  consentMarketing: ReactNode;
  honeypot: string;
  submit: string;
  sending: string;
  error: string;
  errorSummary: string;
  /** For 1 to 10 minutes: the limit's window is 10 minutes. */
  errorRateLimited: string[];
  errorTooLarge: string;
  errorUnsupported: string;
  fieldErrors: Record<FieldErrorCode, string>;
}

export interface LeadFormProps {
  id: string;
  type: LeadType;
  locale: string;
  /** The page the form is on, sent with the lead. */
  page: string;
  texts: LeadFormTexts;
  /** The phone country options as server-made HTML, the visitor's likely country selected. */
  countryOptions: string;
  /** Second opinion: treatment choice, contact preferences and documents. */
  extended?: boolean;
  treatments?: { id: string; name: string }[];
  /** A form on a treatment's page sends that treatment. */
  treatment?: string;
}

type Status = { state: 'idle' } | { state: 'sending' } | { state: 'error'; message: string };

/** The order in which fields appear, so focus goes to the first one in error. */
const fieldOrder = [
  'fullName',
  'phoneCountry',
  'phone',
  'email',
  'treatment',
  'message',
  'preferredChannel',
  'preferredTime',
  'timeZone',
  'files',
  'consentPrivacy',
  'consentHealthData',
];

/** The form's fields plus when it was first shown and when it is sent, both by the browser's clock. */
function formWithTiming(form: HTMLFormElement, startedAt: number): FormData {
  const data = new FormData(form);
  data.set('startedAt', String(startedAt));
  data.set('sentAt', String(Date.now()));
  return data;
}

const megabytes = (bytes: number) => Math.max(0.1, bytes / 1024 / 1024).toFixed(1);

/**
 * The lead form of every page. It is a plain HTML form that posts to /api/leads and works
 * without JavaScript (the server answers with the thank-you page). With JavaScript it sends
 * the same form with fetch, keeps what was typed when something fails, shows translated field
 * errors and moves focus to the first one, and goes to the page the API names on success.
 */
export function LeadFormClient({
  id,
  type,
  locale,
  page,
  texts,
  countryOptions,
  extended = false,
  treatments = [],
  treatment,
}: LeadFormProps) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const idempotencyKey = useRef<string>('');
  const startedAt = useRef<number>(0);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const [errors, setErrors] = useState<Partial<Record<string, FieldErrorCode>>>({});
  const [hasMessage, setHasMessage] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const timeZoneRef = useRef<HTMLInputElement>(null);
  const prefix = useId();
  const fieldId = (name: string) => `${prefix}-${name}`;

  useEffect(() => {
    // The browser validates natively only when this script has not run; here the server's
    // translated messages take over.
    if (formRef.current) formRef.current.noValidate = true;
    startedAt.current = Date.now();
    idempotencyKey.current = crypto.randomUUID();
  }, []);

  /**
   * Pre-fills the time zone from the browser; the visitor can still change it. Asking the browser
   * for its time zone loads the time-zone data, a 40 to 70 ms task on this project's test machine,
   * so it waits for the visitor's first step into the form (and runs at the latest on sending)
   * instead of blocking the page while it loads.
   */
  function fillTimeZone() {
    const field = timeZoneRef.current;
    if (field && !field.value && !field.dataset.filled) {
      field.dataset.filled = 'true';
      field.value = Intl.DateTimeFormat().resolvedOptions().timeZone || '';
    }
  }

  const fileProblems = files.map((file) => {
    if (file.size > leadLimits.maxFileBytes) return texts.fileTooLarge;
    if (file.type && !(acceptedFileTypes as readonly string[]).includes(file.type)) return texts.fileWrongType;
    return undefined;
  });
  const tooManyFiles = files.length > leadLimits.maxFiles;
  const needsHealthConsent = hasMessage || files.length > 0;

  function focusFirstError(fields: Partial<Record<string, FieldErrorCode>>) {
    const first = fieldOrder.find((name) => fields[name]);
    const element = first ? formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`) : undefined;
    (element ?? summaryRef.current)?.focus();
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.state === 'sending') return;
    const form = event.currentTarget;
    if (tooManyFiles || fileProblems.some(Boolean)) {
      const fields = { files: tooManyFiles ? 'too_many_files' : 'file_type' } as const;
      setErrors(fields);
      setStatus({ state: 'error', message: texts.errorSummary });
      focusFirstError(fields);
      return;
    }
    fillTimeZone();
    const data = formWithTiming(form, startedAt.current);
    setStatus({ state: 'sending' });
    setErrors({});
    requestStarted();
    try {
      const response = await fetch('/api/leads', {
        method: 'POST',
        body: data,
        headers: { accept: 'application/json', 'idempotency-key': idempotencyKey.current },
      });
      const body = (await response.json().catch(() => ({}))) as {
        next?: string;
        fields?: Record<string, FieldErrorCode>;
        retryAfter?: number;
      };
      if (response.status === 201 && body.next) {
        router.push(body.next);
        return;
      }
      if (response.status === 400 && body.fields) {
        setErrors(body.fields);
        setStatus({ state: 'error', message: texts.errorSummary });
        focusFirstError(body.fields);
        return;
      }
      let message = texts.error;
      if (response.status === 429) {
        const minutes = Math.max(1, Math.ceil(Number(response.headers.get('retry-after') ?? body.retryAfter ?? 60) / 60));
        message = texts.errorRateLimited[Math.min(minutes, texts.errorRateLimited.length) - 1] ?? texts.error;
      } else if (response.status === 413) message = texts.errorTooLarge;
      else if (response.status === 415) message = texts.errorUnsupported;
      if (body.fields) setErrors(body.fields);
      setStatus({ state: 'error', message });
      summaryRef.current?.focus();
    } catch {
      // Offline or the server did not answer: everything typed stays in the form.
      setStatus({ state: 'error', message: texts.error });
      summaryRef.current?.focus();
    } finally {
      requestEnded();
    }
  }

  const sending = status.state === 'sending';
  const describedBy = (name: string, hint?: boolean) =>
    [hint && `${fieldId(name)}-hint`, errors[name] && `${fieldId(name)}-error`].filter(Boolean).join(' ') || undefined;
  const errorText = (name: string) =>
    errors[name] ? (
      <p id={`${fieldId(name)}-error`} className="mt-1.5 text-sm font-medium text-rose-700">
        {texts.fieldErrors[errors[name]] ?? texts.fieldErrors.invalid}
      </p>
    ) : null;
  const control =
    'block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-rose-600';
  // No class-merging library in the browser: the spacing is added, never overridden.
  const input = `mt-1.5 ${control}`;
  const label = 'block font-medium text-slate-800';
  const hint = 'mt-1 text-sm text-slate-600';
  const required = (
    <span aria-hidden="true" className="text-rose-700">
      {' '}
      *
    </span>
  );
  const invalid = (name: string) => (errors[name] ? true : undefined);
  /** What every field's control carries: its id and name, and its error and hint for screen readers. */
  const controlProps = (name: string, withHint = false) => ({
    id: fieldId(name),
    name,
    'aria-invalid': invalid(name),
    'aria-describedby': describedBy(name, withHint),
  });
  /** A labelled field: the label, the control (made with `controlProps`), its hint and its error. */
  const field = (name: string, labelText: string, control: ReactNode, hintText?: string, isRequired = false) => (
    <div>
      <label htmlFor={fieldId(name)} className={label}>
        {labelText}
        {isRequired ? required : null}
      </label>
      {control}
      {hintText ? (
        <p id={`${fieldId(name)}-hint`} className={hint}>
          {hintText}
        </p>
      ) : null}
      {errorText(name)}
    </div>
  );

  return (
    <form
      ref={formRef}
      id={id}
      action="/api/leads"
      method="post"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      onFocus={() => {
        if (timeZoneRef.current && !timeZoneRef.current.dataset.filled) (window.requestIdleCallback ?? window.setTimeout)(fillTimeZone);
      }}
      aria-busy={sending}
      className="lead-form space-y-5"
    >
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="page" value={page} />
      {treatment ? <input type="hidden" name="treatment" value={treatment} /> : null}

      <p className="text-sm text-slate-600">{texts.requiredNote}</p>

      <div ref={summaryRef} tabIndex={-1} role="alert" className="focus:outline-none">
        {status.state === 'error' ? (
          <div className="rounded-xl border border-rose-200 bg-rose-50 p-4 text-rose-800">
            <p className="font-semibold">{status.message}</p>
            {Object.keys(errors).length > 0 && status.message === texts.errorSummary ? (
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                {fieldOrder
                  .filter((name) => errors[name])
                  .map((name) => (
                    <li key={name}>
                      <a href={`#${fieldId(name)}`} className="underline">
                        {fieldLabel(name, texts)}
                      </a>
                      {': '}
                      {texts.fieldErrors[errors[name]!] ?? texts.fieldErrors.invalid}
                    </li>
                  ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>

      {field(
        'fullName',
        texts.fullName,
        <input {...controlProps('fullName')} type="text" autoComplete="name" required maxLength={leadLimits.fullName} className={input} />,
        undefined,
        true,
      )}

      <div>
        <span id={fieldId('phone-label')} className={label}>
          {texts.phone}
          {required}
        </span>
        <div className="mt-1.5 grid gap-2 sm:grid-cols-[minmax(0,18rem)_1fr]">
          <div>
            <label htmlFor={fieldId('phoneCountry')} className="sr-only">
              {texts.phoneCountry}
            </label>
            <select
              id={fieldId('phoneCountry')}
              name="phoneCountry"
              autoComplete="tel-country-code"
              className={control}
              dangerouslySetInnerHTML={{ __html: countryOptions }}
            />
          </div>
          <input
            id={fieldId('phone')}
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            maxLength={leadLimits.phone}
            aria-labelledby={fieldId('phone-label')}
            aria-invalid={invalid('phone')}
            aria-describedby={describedBy('phone', true)}
            className={control}
          />
        </div>
        <p id={`${fieldId('phone')}-hint`} className={hint}>
          {texts.phoneHint}
        </p>
        {errorText('phone')}
      </div>

      {field(
        'email',
        texts.email,
        <input {...controlProps('email', true)} type="email" autoComplete="email" maxLength={leadLimits.email} className={input} />,
        texts.emailHint,
      )}

      {extended && !treatment
        ? field(
            'treatment',
            texts.treatment,
            <select {...controlProps('treatment')} defaultValue="" className={input}>
              <option value="">{texts.treatmentNone}</option>
              {treatments.map((treatment) => (
                <option key={treatment.id} value={treatment.id}>
                  {treatment.name}
                </option>
              ))}
            </select>,
          )
        : null}

      {field(
        'message',
        texts.message,
        <textarea
          {...controlProps('message', true)}
          rows={5}
          maxLength={leadLimits.message}
          onChange={(event) => setHasMessage(event.currentTarget.value.trim() !== '')}
          className={input}
        />,
        texts.messageHint,
      )}

      {extended ? (
        <>
          <div>
            <label htmlFor={fieldId('files')} className={label}>
              {texts.files}
            </label>
            {/* The browser's own button speaks the browser's language; with JavaScript a button in the page's language replaces it. */}
            <div className="mt-1.5 flex flex-wrap items-center gap-3">
              <input
                id={fieldId('files')}
                name="files"
                type="file"
                multiple
                accept={fileInputAccept}
                onChange={(event) => setFiles(Array.from(event.currentTarget.files ?? []))}
                aria-invalid={invalid('files') ?? (tooManyFiles || fileProblems.some(Boolean) ? true : undefined)}
                aria-describedby={[`${fieldId('files')}-hint`, `${fieldId('files')}-list`, errors.files && `${fieldId('files')}-error`]
                  .filter(Boolean)
                  .join(' ')}
                className="file-input peer block w-full text-sm text-slate-700 file:mr-4 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2.5 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
              />
              <label
                htmlFor={fieldId('files')}
                className="file-input-button btn-secondary cursor-pointer text-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700"
              >
                {texts.chooseFiles}
              </label>
              <span aria-hidden="true" className="file-input-status text-sm text-slate-600">
                {files.length === 0 ? texts.noFilesChosen : files.map((file) => file.name).join(', ')}
              </span>
            </div>
            <p id={`${fieldId('files')}-hint`} className={hint}>
              {texts.filesHint}
            </p>
            <div id={`${fieldId('files')}-list`} aria-live="polite">
              {files.length > 0 ? (
                <ul className="mt-2 space-y-1 text-sm">
                  {files.map((file, index) => (
                    <li key={`${file.name}-${index}`} className={fileProblems[index] ? 'text-rose-700' : 'text-slate-700'}>
                      {file.name} · {texts.fileSize.replace('{size}', megabytes(file.size))}
                      {fileProblems[index] ? ` · ${fileProblems[index]}` : ''}
                    </li>
                  ))}
                  {tooManyFiles ? <li className="font-medium text-rose-700">{texts.filesTooMany}</li> : null}
                </ul>
              ) : null}
            </div>
            {errorText('files')}
          </div>

          <fieldset className="space-y-4 rounded-2xl border border-slate-200 p-4">
            <legend className="px-1 font-semibold text-slate-900">{texts.preferencesTitle}</legend>
            {field(
              'preferredChannel',
              texts.preferredChannel,
              <select {...controlProps('preferredChannel')} defaultValue="whatsapp" className={input}>
                {(['whatsapp', 'phone', 'email', 'video'] as const).map((channel) => (
                  <option key={channel} value={channel}>
                    {texts.channels[channel]}
                  </option>
                ))}
              </select>,
            )}
            {field(
              'preferredTime',
              texts.preferredTime,
              <input {...controlProps('preferredTime', true)} type="text" maxLength={leadLimits.preferredTime} className={input} />,
              texts.preferredTimeHint,
            )}
            {field(
              'timeZone',
              texts.timeZone,
              <input
                {...controlProps('timeZone', true)}
                type="text"
                ref={timeZoneRef}
                defaultValue=""
                maxLength={leadLimits.timeZone}
                autoComplete="off"
                className={input}
              />,
              texts.timeZoneHint,
            )}
          </fieldset>
        </>
      ) : null}

      <fieldset className="space-y-3">
        <legend className="font-semibold text-slate-900">{texts.consentsTitle}</legend>
        <div>
          <div className="flex gap-3">
            <input
              id={fieldId('consentPrivacy')}
              name="consentPrivacy"
              type="checkbox"
              required
              aria-invalid={invalid('consentPrivacy')}
              aria-describedby={describedBy('consentPrivacy')}
              className="mt-1 size-5 shrink-0 accent-brand-700"
            />
            <label htmlFor={fieldId('consentPrivacy')} className="text-slate-700">
              {texts.consentPrivacy}
              {required}
            </label>
          </div>
          {errorText('consentPrivacy')}
        </div>
        <div className="health-consent" data-needed={needsHealthConsent || errors.consentHealthData ? 'true' : 'false'}>
          <div className="flex gap-3">
            <input
              id={fieldId('consentHealthData')}
              name="consentHealthData"
              type="checkbox"
              aria-invalid={invalid('consentHealthData')}
              aria-describedby={describedBy('consentHealthData')}
              className="mt-1 size-5 shrink-0 accent-brand-700"
            />
            <label htmlFor={fieldId('consentHealthData')} className="text-slate-700">
              {texts.consentHealthData}
            </label>
          </div>
          {errorText('consentHealthData')}
        </div>
        <div className="flex gap-3">
          <input
            id={fieldId('consentMarketing')}
            name="consentMarketing"
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          <label htmlFor={fieldId('consentMarketing')} className="text-slate-700">
            {texts.consentMarketing}
          </label>
        </div>
      </fieldset>

      {/* People never see this field; bots that fill every input give themselves away. */}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={fieldId(HONEYPOT_FIELD)}>{texts.honeypot}</label>
        <input id={fieldId(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="btn-primary" disabled={sending} aria-describedby={sending ? fieldId('sending') : undefined}>
          {sending ? (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none"
            />
          ) : null}
          {texts.submit}
        </button>
        <p id={fieldId('sending')} role="status" className="text-sm text-slate-700">
          {sending ? texts.sending : ''}
        </p>
      </div>
    </form>
  );
}

function fieldLabel(name: string, texts: LeadFormTexts): string {
  switch (name) {
    case 'fullName':
      return texts.fullName;
    case 'phone':
    case 'phoneCountry':
      return texts.phone;
    case 'email':
      return texts.email;
    case 'message':
      return texts.message;
    case 'treatment':
      return texts.treatment;
    case 'preferredChannel':
      return texts.preferredChannel;
    case 'preferredTime':
      return texts.preferredTime;
    case 'timeZone':
      return texts.timeZone;
    case 'files':
      return texts.files;
    default:
      return texts.consentsTitle;
  }
}
