import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ComponentType } from 'react';
import { AppLink } from '@/components/shell/app-link';
import { controlClass, hintClass, labelClass } from '@/components/ui/field';
import { env } from '@/env';
import { localeInfo, type Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import type { InterviewProviderId } from '@/server/db/schema';
import { INTERVIEW_CONSENT_FIELD, interviewLimits, questionKeys, textFieldName, type InterviewProgress } from './contract';
import { GuidedInterview } from './guided-interview';
import { providerInfo, type InterviewProps } from './provider';

/** Each provider's interface; the page renders the configured one. */
const interviewComponents: Record<InterviewProviderId, ComponentType<InterviewProps>> = {
  guided: GuidedInterview,
};

/**
 * The call page's content (PRODUCT.md, "The call page"): the interview of the configured
 * provider, with its texts, and below it, for a browser without JavaScript, the six questions as
 * a plain form that posts to the same API.
 */
export async function CallInterview({
  locale,
  leadId,
  name,
  provider,
  progress,
}: {
  locale: Locale;
  leadId: string;
  name?: string;
  provider: InterviewProviderId;
  progress: InterviewProgress;
}) {
  const t = await getTranslations('CallPage');
  const messages = await getMessages();
  const Interview = interviewComponents[provider];
  const open = progress.state === 'new' || progress.state === 'started';
  const answers = `/api/calls/${encodeURIComponent(leadId)}/answers`;
  const privacy = localizedPath(locale, { pathname: '/privacy-policy' });
  return (
    <NextIntlClientProvider locale={locale} messages={{ CallPage: messages.CallPage }}>
      {providerInfo[provider].isAiAgent ? (
        <p className="mb-4 w-full rounded-2xl bg-amber-50 p-4 font-medium text-amber-900 ring-1 ring-amber-200">{t('ai.disclosure')}</p>
      ) : null}
      <Interview
        leadId={leadId}
        name={name}
        languageTag={localeInfo[locale].iso}
        initial={progress}
        links={{ home: localizedPath(locale, { pathname: '/' }), privacy }}
        recordingDays={env.RECORDING_RETENTION_DAYS}
        leadDays={env.LEAD_RETENTION_DAYS}
      />
      {open ? (
        <noscript>
          <div className="mt-6 w-full rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
            <p className="rounded-xl bg-brand-50 p-4 text-brand-900">{t('noScript')}</p>
            <form method="post" action={answers} className="mt-6 space-y-6">
              <div className="flex gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-300">
                <input
                  id="interview-consent"
                  type="checkbox"
                  name={INTERVIEW_CONSENT_FIELD}
                  required
                  defaultChecked={progress.consented}
                  aria-describedby="interview-consent-hint"
                  className="mt-1 size-5 shrink-0 accent-brand-700"
                />
                <div>
                  <label htmlFor="interview-consent" className="text-slate-800">
                    {t.rich('consent.label', {
                      recordingDays: env.RECORDING_RETENTION_DAYS,
                      leadDays: env.LEAD_RETENTION_DAYS,
                      link: (chunks) => (
                        <a href={privacy} className="font-medium text-brand-800 underline underline-offset-2">
                          {chunks}
                        </a>
                      ),
                    })}
                  </label>
                  <p id="interview-consent-hint" className={`mt-2 ${hintClass}`}>
                    {t('consent.hint')}
                  </p>
                </div>
              </div>
              {questionKeys.map((key, index) => (
                <div key={key}>
                  <label htmlFor={`answer-${key}`} className={labelClass}>
                    {index + 1}. {t(`questions.${key}`)}
                  </label>
                  <textarea
                    id={`answer-${key}`}
                    name={textFieldName(key)}
                    rows={3}
                    maxLength={interviewLimits.maxTextLength}
                    aria-describedby="answers-hint"
                    className={`mt-1.5 ${controlClass}`}
                  />
                </div>
              ))}
              <p id="answers-hint" className={hintClass}>
                {t('question.answerHint', { max: interviewLimits.maxTextLength })}
              </p>
              <input type="hidden" name="finish" value="1" />
              <button type="submit" className="btn-primary">
                {t('question.saveText')}
              </button>
            </form>
            <form
              method="post"
              action={`/api/calls/${encodeURIComponent(leadId)}/callback`}
              className="mt-10 border-t border-slate-200 pt-8"
            >
              <h2 className="text-lg font-semibold text-slate-900">{t('callback.title')}</h2>
              <p className="mt-2 text-slate-700">{t('callback.text')}</p>
              <label htmlFor="callback-time" className={`mt-4 ${labelClass}`}>
                {t('callback.timeLabel')}
              </label>
              <input
                id="callback-time"
                name="time"
                maxLength={interviewLimits.maxCallbackTimeLength}
                aria-describedby="callback-time-hint"
                className={`mt-1.5 ${controlClass}`}
              />
              <p id="callback-time-hint" className={hintClass}>
                {t('callback.timeHint')}
              </p>
              <button type="submit" className="mt-4 btn-secondary">
                {t('callback.submit')}
              </button>
            </form>
          </div>
        </noscript>
      ) : null}
    </NextIntlClientProvider>
  );
}

/** After the 24 hours in which answers are taken. */
export async function ClosedInterview() {
  const t = await getTranslations('CallPage');
  return (
    <div className="w-full rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
      <h1 className="font-display text-2xl font-bold text-slate-900 sm:text-3xl">{t('expired.title')}</h1>
      <p className="mt-3 text-slate-700">{t('expired.text')}</p>
      <AppLink href="/" className="mt-8 btn-primary">
        {t('backHome')}
      </AppLink>
    </div>
  );
}

/** A lead that does not exist: a clear message and the way home, nothing of the address. */
export async function UnknownInterview() {
  const t = await getTranslations('CallPage');
  return (
    <div className="w-full rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
      <h1 className="font-display text-2xl font-bold text-slate-900 sm:text-3xl">{t('unknown.title')}</h1>
      <p className="mt-3 text-slate-700">{t('unknown.text')}</p>
      <AppLink href="/" className="mt-8 btn-primary">
        {t('backHome')}
      </AppLink>
    </div>
  );
}
