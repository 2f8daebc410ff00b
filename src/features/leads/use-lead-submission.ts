'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { trackLead } from '@/lib/analytics-events';
import { requestEnded, requestStarted } from '@/lib/progress';
import { attributionKeys, leadLimits, type FieldErrorCode } from './contract';

export type Submission =
  | { state: 'idle' }
  | { state: 'sending' }
  /** The server (or the form itself) named fields to correct: the summary lists them. */
  | { state: 'invalid' }
  /** Anything else went wrong: the summary says what, and everything typed stays. */
  | { state: 'failed'; message: string };

export interface SubmissionTexts {
  error: string;
  /** For 1 to 10 minutes: the limit's window is 10 minutes. */
  errorRateLimited: string[];
  errorTooLarge: string;
  errorUnsupported: string;
}

/**
 * The form's fields plus when it was first shown and when it is sent, both by the browser's
 * clock, and the campaign parameters of the page it is on (read from its address: no storage).
 */
function formWithTiming(form: HTMLFormElement, startedAt: number): FormData {
  const data = new FormData(form);
  data.set('startedAt', String(startedAt));
  data.set('sentAt', String(Date.now()));
  const query = new URLSearchParams(window.location.search);
  for (const key of attributionKeys) {
    const value = query.get(key);
    if (value && !data.has(key)) data.set(key, value.slice(0, leadLimits.attribution));
  }
  return data;
}

/**
 * Sends a lead form with fetch: one idempotency key per form shown (a retry returns the same
 * lead), the time the form was shown (the spam check), translated field errors with focus on
 * the first, and on success the page the API names. Without JavaScript the same form posts
 * natively and the server answers with a page.
 */
export function useLeadSubmission({
  texts,
  beforeSend,
}: {
  texts: SubmissionTexts;
  /** Checks in the browser before sending (the files' sizes and types), and last fills (the time zone). */
  beforeSend?: () => Partial<Record<string, FieldErrorCode>> | undefined;
}) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const idempotencyKey = useRef('');
  const startedAt = useRef(0);
  const [submission, setSubmission] = useState<Submission>({ state: 'idle' });
  const [errors, setErrors] = useState<Partial<Record<string, FieldErrorCode>>>({});

  useEffect(() => {
    // The browser validates natively only when this script has not run; here the server's
    // translated messages take over.
    if (formRef.current) formRef.current.noValidate = true;
    startedAt.current = Date.now();
    idempotencyKey.current = crypto.randomUUID();
  }, []);

  // Once the errors are shown, focus goes to the first field in error, in the form's order.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not([type=hidden])');
    (first ?? summaryRef.current)?.focus();
  }, [focusRequest]);

  function invalid(fields: Partial<Record<string, FieldErrorCode>>) {
    setErrors(fields);
    setSubmission({ state: 'invalid' });
    setFocusRequest((count) => count + 1);
  }

  function failed(message: string, fields: Partial<Record<string, FieldErrorCode>> = {}) {
    setErrors(fields);
    setSubmission({ state: 'failed', message });
    summaryRef.current?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submission.state === 'sending') return;
    const problems = beforeSend?.();
    if (problems && Object.keys(problems).length > 0) return invalid(problems);
    const data = formWithTiming(event.currentTarget, startedAt.current);
    setSubmission({ state: 'sending' });
    setErrors({});
    requestStarted();
    try {
      const send = () =>
        fetch('/api/leads', {
          method: 'POST',
          body: data,
          headers: { accept: 'application/json', 'idempotency-key': idempotencyKey.current },
        });
      let response = await send();
      if (response.status === 422) {
        // The key went with another version of this form (sent before the visitor changed it,
        // its answer lost): this one is a new request, with a key of its own.
        idempotencyKey.current = crypto.randomUUID();
        response = await send();
      }
      const body = (await response.json().catch(() => ({}))) as {
        next?: string;
        fields?: Record<string, FieldErrorCode>;
        retryAfter?: number;
      };
      if (response.status === 201 && body.next) {
        // Analytics, with consent only: the kind of request, never who sent it.
        trackLead(data);
        router.push(body.next);
        return;
      }
      if (response.status === 400 && body.fields) return invalid(body.fields);
      if (response.status === 429) {
        const minutes = Math.max(1, Math.ceil(Number(response.headers.get('retry-after') ?? body.retryAfter ?? 60) / 60));
        return failed(texts.errorRateLimited[Math.min(minutes, texts.errorRateLimited.length) - 1] ?? texts.error);
      }
      if (response.status === 413) return failed(texts.errorTooLarge, body.fields);
      if (response.status === 415) return failed(texts.errorUnsupported, body.fields);
      failed(texts.error, body.fields);
    } catch {
      // Offline or the server did not answer: everything typed stays in the form.
      failed(texts.error);
    } finally {
      requestEnded();
    }
  }

  return { formRef, summaryRef, submission, errors, onSubmit, sending: submission.state === 'sending' };
}
