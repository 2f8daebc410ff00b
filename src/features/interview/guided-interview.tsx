'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { LuCircleCheck, LuKeyboard, LuMic, LuPhone, LuSquare, LuVolume2 } from 'react-icons/lu';
import { Button } from '@/components/ui/button';
import { controlClass, Field } from '@/components/ui/field';
import {
  INTERVIEW_CONSENT_FIELD,
  interviewLimits,
  questionKeys,
  type AnswerErrorCode,
  type InterviewProgress,
  type QuestionKey,
} from './contract';
import { PermissionHelp } from './permission-help';
import type { InterviewProps } from './provider';
import { useMicrophone, useRecorder, type MicrophoneState } from './use-microphone';
import { useSpeech } from './use-speech';

type Stage = 'welcome' | 'preparing' | 'connecting' | 'connected' | 'callback' | 'finished';
type Mode = 'voice' | 'text';

const clock = (ms: number) => {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** A refusal of the API, as a text for the visitor. */
type Problem = { code: AnswerErrorCode | 'generic' | 'rate_limited' | 'file_too_large'; minutes?: number };

/** The message of each code the API can answer; any other code reads as the generic error. */
const messageOf: Partial<
  Record<Problem['code'], 'required' | 'too_short' | 'too_long_recording' | 'lead_quota' | 'file_type' | 'consent_required'>
> = {
  consent_required: 'consent_required',
  required: 'required',
  too_short: 'too_short',
  too_long_recording: 'too_long_recording',
  file_too_large: 'too_long_recording',
  lead_quota: 'lead_quota',
  file_type: 'file_type',
};

async function post(
  path: string,
  body?: FormData | URLSearchParams,
): Promise<{ ok: true; data: InterviewProgress } | { ok: false; status: number; problem: Problem }> {
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', body, headers: { accept: 'application/json' } });
  } catch {
    return { ok: false, status: 0, problem: { code: 'generic' } };
  }
  const data = (await response.json().catch(() => ({}))) as InterviewProgress & { fields?: Record<string, string> };
  if (response.ok) return { ok: true, data };
  if (response.status === 429) {
    return {
      ok: false,
      status: 429,
      problem: { code: 'rate_limited', minutes: Math.max(1, Math.ceil(Number(response.headers.get('retry-after') ?? 60) / 60)) },
    };
  }
  const code = Object.values(data.fields ?? {})[0] as AnswerErrorCode | undefined;
  return { ok: false, status: response.status, problem: { code: code ?? 'generic' } };
}

/**
 * The built-in provider: the guided interview. The welcome says what happens and offers voice,
 * typing or a call back; voice asks for the microphone, then each question is shown, read aloud
 * where a voice exists, and answered by a recording or a text that is uploaded at once.
 */
export function GuidedInterview({ leadId, name, languageTag, initial, links, recordingDays, leadDays }: InterviewProps) {
  const t = useTranslations('CallPage');
  const api = `/api/calls/${encodeURIComponent(leadId)}`;
  const [stage, setStage] = useState<Stage>(initial.state === 'finished' || initial.state === 'callback' ? 'finished' : 'welcome');
  const [callbackChosen, setCallbackChosen] = useState(initial.state === 'callback');
  const [mode, setMode] = useState<Mode>('text');
  const [done, setDone] = useState<QuestionKey[]>(initial.done);
  const [current, setCurrent] = useState<QuestionKey | undefined>(() => questionKeys.find((key) => !initial.done.includes(key)));
  const [problem, setProblem] = useState<Problem | null>(null);
  // The explicit consent to record and keep the answers: unticked until the visitor ticks it
  // (or ticked, for a visitor who gave it before and comes back).
  const [consent, setConsent] = useState(initial.consented);
  const [consentMissing, setConsentMissing] = useState(false);
  const consentBox = useRef<HTMLInputElement>(null);
  /** Voice and typing record answers: they wait for the consent; a call back does not. */
  const needsConsent = () => {
    if (consent) return false;
    setConsentMissing(true);
    consentBox.current?.focus();
    return true;
  };
  // "Back" from the call-back form returns where the visitor was: the welcome or the question.
  const [callbackFrom, setCallbackFrom] = useState<'welcome' | 'connected'>('welcome');
  const askForCallback = (from: 'welcome' | 'connected') => {
    setCallbackFrom(from);
    setProblem(null);
    setStage('callback');
  };
  const [busy, setBusy] = useState(false);
  // The choices work once the page's script runs; before, and without JavaScript, they are inert.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const microphone = useMicrophone();

  // Each new step is announced: focus moves to its heading (not when the page opens).
  useEffect(() => {
    if (firstRender.current) firstRender.current = false;
    else heading.current?.focus();
  }, [stage, current]);

  /** A lead that is gone or closed: the server's page says so. */
  const reloadOn = (status: number) => {
    if (status === 404 || status === 410) window.location.reload();
  };

  const connect = useCallback(
    async (next: Mode) => {
      setMode(next);
      setStage('connecting');
      setProblem(null);
      const result = await post(`${api}/session`, new URLSearchParams({ [INTERVIEW_CONSENT_FIELD]: 'true' }));
      if (!result.ok) {
        reloadOn(result.status);
        setProblem(result.problem);
        setStage('welcome');
        return;
      }
      setDone(result.data.done);
      const first = questionKeys.find((key) => !result.data.done.includes(key));
      if (!first) {
        // Every question was answered before the tab closed: the interview ends here.
        const finished = await post(`${api}/finish`);
        if (!finished.ok) reloadOn(finished.status);
        setStage('finished');
        return;
      }
      setCurrent(first);
      setStage('connected');
    },
    [api],
  );

  const chooseVoice = async () => {
    if (needsConsent()) return;
    setStage('preparing');
    setProblem(null);
    const stream = await microphone.request();
    if (stream) await connect('voice');
  };

  const finish = async () => {
    setBusy(true);
    const result = await post(`${api}/finish`);
    setBusy(false);
    if (!result.ok) {
      reloadOn(result.status);
      setProblem(result.problem);
      return;
    }
    microphone.release();
    setStage('finished');
  };

  /** After an answer: the next question not yet answered, or the end. */
  const advance = async (answered: QuestionKey[]) => {
    setDone(answered);
    setProblem(null);
    const after = questionKeys.slice(questionKeys.indexOf(current!) + 1).find((key) => !answered.includes(key));
    const next = after ?? questionKeys.find((key) => !answered.includes(key) && key !== current);
    if (next) setCurrent(next);
    else await finish();
  };

  const submit = async (body: FormData) => {
    body.set('question', current!);
    setBusy(true);
    const result = await post(`${api}/answers`, body);
    setBusy(false);
    if (!result.ok) {
      reloadOn(result.status);
      setProblem(result.problem);
      if (result.problem.code === 'consent_required') {
        // The consent is missing on the server (given in another tab and withdrawn?): ask again.
        setConsent(false);
        setStage('welcome');
      }
      return false;
    }
    await advance(result.data.done);
    return true;
  };

  const requestCallback = async (time: string) => {
    setBusy(true);
    const result = await post(`${api}/callback`, new URLSearchParams({ time }));
    setBusy(false);
    if (!result.ok) {
      reloadOn(result.status);
      setProblem(result.problem);
      return;
    }
    microphone.release();
    setCallbackChosen(true);
    setStage('finished');
  };

  const problemText = problem
    ? problem.code === 'rate_limited'
      ? t('errors.rate_limited', { minutes: problem.minutes ?? 1 })
      : problem.code === 'too_long'
        ? t('errors.too_long', { max: interviewLimits.maxTextLength })
        : t(`errors.${messageOf[problem.code] ?? 'generic'}`)
    : null;
  const alert = problemText ? (
    <p role="alert" className="mt-4 rounded-xl bg-rose-50 px-4 py-3 text-sm font-medium text-rose-800 ring-1 ring-rose-200">
      {problemText}
    </p>
  ) : null;

  if (stage === 'finished') {
    return (
      <Card>
        <LuCircleCheck aria-hidden="true" className="size-12 text-brand-600" />
        <Heading ref={heading}>
          {callbackChosen
            ? name
              ? t('finished.callbackTitle', { name })
              : t('finished.callbackTitleWithoutName')
            : name
              ? t('finished.title', { name })
              : t('finished.titleWithoutName')}
        </Heading>
        <p className="mt-3 text-slate-700">{callbackChosen ? t('finished.callbackText') : t('finished.text')}</p>
        <a href={links.home} className="mt-8 btn-primary">
          {t('backHome')}
        </a>
      </Card>
    );
  }

  if (stage === 'callback') {
    return (
      <Card>
        <Heading ref={heading}>{t('callback.title')}</Heading>
        <p className="mt-3 text-slate-700">{t('callback.text')}</p>
        <CallbackForm busy={busy} onSubmit={requestCallback} onCancel={() => setStage(callbackFrom)} />
        {alert}
      </Card>
    );
  }

  if (stage === 'welcome') {
    return (
      <Card>
        <Steps stage="welcome" />
        <Heading ref={heading}>{name ? t('welcome', { name }) : t('welcomeWithoutName')}</Heading>
        <p className="mt-3 text-slate-700">{t('text')}</p>
        <Explanation privacyHref={links.privacy} recordingDays={recordingDays} />
        {done.length > 0 ? (
          <p className="mt-4 font-medium text-brand-800">{t('progress', { done: done.length, total: questionKeys.length })}</p>
        ) : null}
        {/* The choices need the page's script; without it the form below the card takes their place. */}
        <div className="[@media(scripting:none)]:hidden">
          <ConsentBox
            ref={consentBox}
            checked={consent}
            missing={consentMissing && !consent}
            privacyHref={links.privacy}
            recordingDays={recordingDays}
            leadDays={leadDays}
            disabled={!hydrated}
            onChange={(checked) => {
              setConsent(checked);
              if (checked) setConsentMissing(false);
            }}
          />
          <h2 className="mt-8 text-lg font-semibold text-slate-900">{t('choices.heading')}</h2>
          <div className="mt-4 grid gap-3 sm:grid-cols-3">
            <Choice
              icon={<LuMic aria-hidden="true" className="size-6" />}
              label={t('choices.voice')}
              hint={t('choices.voiceHint')}
              onClick={chooseVoice}
              disabled={!hydrated}
            />
            <Choice
              icon={<LuKeyboard aria-hidden="true" className="size-6" />}
              label={t('choices.type')}
              hint={t('choices.typeHint')}
              onClick={() => {
                if (!needsConsent()) void connect('text');
              }}
              disabled={!hydrated}
            />
            <Choice
              icon={<LuPhone aria-hidden="true" className="size-6" />}
              label={t('choices.callback')}
              hint={t('choices.callbackHint')}
              onClick={() => askForCallback('welcome')}
              disabled={!hydrated}
            />
          </div>
        </div>
        {alert}
      </Card>
    );
  }

  if (stage === 'preparing') {
    const state = microphone.state;
    const failed = state === 'needed' || state === 'denied' || state === 'missing' || state === 'error';
    return (
      <Card>
        <Steps stage={failed ? 'microphone' : 'preparing'} />
        <Heading ref={heading}>{failed ? t(`mic.${state}.title`) : t('states.preparing')}</Heading>
        {failed ? (
          <MicrophoneProblem
            state={state}
            onRetry={chooseVoice}
            onType={() => void connect('text')}
            onCallback={() => askForCallback('welcome')}
          />
        ) : (
          <p role="status" className="mt-3 flex items-center gap-3 text-slate-700">
            <Spinner />
            {t('mic.waiting')}
          </p>
        )}
        {!failed ? (
          <details className="mt-6 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
            <summary className="cursor-pointer font-medium text-slate-800">{t('help.title')}</summary>
            <PermissionHelp className="mt-3" />
          </details>
        ) : null}
      </Card>
    );
  }

  if (stage === 'connecting') {
    return (
      <Card>
        <Steps stage="connecting" />
        <Heading ref={heading}>{t('states.connecting')}</Heading>
        <p role="status" className="mt-4 flex items-center gap-3 text-slate-700">
          <Spinner />
          <span className="sr-only">{t('states.connecting')}</span>
        </p>
      </Card>
    );
  }

  // Connected: one question at a time.
  const index = questionKeys.indexOf(current!);
  return (
    <Card>
      <Steps stage={mode === 'voice' ? 'connected' : 'typing'} />
      <p className="text-sm font-medium text-slate-600">{t('question.counter', { current: index + 1, total: questionKeys.length })}</p>
      <Heading ref={heading}>{t(`questions.${current!}`)}</Heading>
      {mode === 'voice' ? (
        <VoiceAnswer
          key={current}
          question={t(`questions.${current!}`)}
          languageTag={languageTag}
          stream={microphone.stream}
          busy={busy}
          onSend={(recording) => {
            const body = new FormData();
            body.set('durationMs', String(recording.durationMs));
            body.set('audio', recording.blob, recording.blob.type.includes('mp4') ? 'answer.m4a' : 'answer.webm');
            return submit(body);
          }}
          onType={() => setMode('text')}
        />
      ) : (
        <TextAnswer
          key={current}
          busy={busy}
          voiceAvailable={microphone.state !== 'missing'}
          onSave={(text) => {
            const body = new FormData();
            body.set('text', text);
            return submit(body);
          }}
          onVoice={async () => {
            if (microphone.state === 'ready') setMode('voice');
            else await chooseVoice();
          }}
        />
      )}
      {alert}
      <div className="mt-6 flex flex-wrap gap-x-6 gap-y-2 border-t border-slate-200 pt-4 text-sm">
        <button
          type="button"
          className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
          disabled={busy}
          onClick={() => {
            const body = new FormData();
            body.set('skip', '1');
            void submit(body);
          }}
        >
          {t('question.skip')}
        </button>
        <button
          type="button"
          className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
          onClick={() => askForCallback('connected')}
        >
          {t('question.callbackInstead')}
        </button>
      </div>
    </Card>
  );
}

const noSubscription = () => () => undefined;

/**
 * The explicit, separate consent to record and keep the answers (GDPR Art. 9(2)(a), KVKK Art. 6):
 * unticked, before the first answer, in the words the privacy policy repeats.
 */
function ConsentBox({
  ref,
  checked,
  missing,
  privacyHref,
  recordingDays,
  leadDays,
  disabled,
  onChange,
}: {
  ref: React.Ref<HTMLInputElement>;
  checked: boolean;
  missing: boolean;
  privacyHref: string;
  recordingDays: number;
  leadDays: number;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useTranslations('CallPage');
  const id = useId();
  return (
    <div className={`mt-6 rounded-2xl p-4 ring-1 ${missing ? 'bg-rose-50 ring-rose-300' : 'bg-white ring-slate-300'}`}>
      <div className="flex gap-3">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          name={INTERVIEW_CONSENT_FIELD}
          checked={checked}
          disabled={disabled}
          aria-invalid={missing || undefined}
          aria-describedby={`${id}-hint${missing ? ` ${id}-error` : ''}`}
          onChange={(event) => onChange(event.target.checked)}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="text-slate-800">
          {t.rich('consent.label', {
            recordingDays,
            leadDays,
            link: (chunks) => (
              <a href={privacyHref} className="font-medium text-brand-800 underline underline-offset-2">
                {chunks}
              </a>
            ),
          })}
        </label>
      </div>
      <p id={`${id}-hint`} className="mt-2 pl-8 text-sm text-slate-600">
        {t('consent.hint')}
      </p>
      {missing ? (
        <p id={`${id}-error`} role="alert" className="mt-2 pl-8 text-sm font-medium text-rose-800">
          {t('consent.required')}
        </p>
      ) : null}
    </div>
  );
}

function Card({ children }: { children: ReactNode }) {
  return <div className="w-full rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">{children}</div>;
}

function Heading({ children, ref }: { children: ReactNode; ref: React.Ref<HTMLHeadingElement> }) {
  return (
    <h1
      ref={ref}
      tabIndex={-1}
      className="mt-3 font-display text-2xl font-bold [overflow-wrap:anywhere] text-slate-900 focus:outline-none sm:text-3xl"
    >
      {children}
    </h1>
  );
}

function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="size-5 shrink-0 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700 motion-reduce:animate-none"
    />
  );
}

/**
 * The interview's states as SPEC.md names them: contact information received, preparing,
 * connecting, connected. A microphone that failed, and answering in writing (no live call), have
 * labels of their own.
 */
function Steps({ stage }: { stage: 'welcome' | 'preparing' | 'connecting' | 'connected' | 'typing' | 'microphone' }) {
  const t = useTranslations('CallPage');
  if (stage === 'welcome') return null;
  const label = stage === 'typing' ? t('states.typing') : stage === 'microphone' ? t('states.microphone') : t(`states.${stage}`);
  const dot = stage === 'connected' || stage === 'typing' ? 'bg-emerald-600' : stage === 'microphone' ? 'bg-rose-600' : 'bg-amber-500';
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
      <span aria-hidden="true" className={`size-2 rounded-full ${dot}`} />
      {label}
    </p>
  );
}

/** What the visitor should know before choosing: the same text the page shows without JavaScript. */
export function Explanation({ privacyHref, recordingDays }: { privacyHref: string; recordingDays: number }) {
  const t = useTranslations('CallPage');
  return (
    <div className="mt-6 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200">
      <h2 className="font-semibold text-slate-900">{t('intro.heading')}</h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
        <li>{t('intro.questions')}</li>
        <li>{t('intro.modes')}</li>
        <li>{t('intro.recorded')}</li>
        <li>
          {t('intro.retention', { days: recordingDays })}{' '}
          <a href={privacyHref} className="font-medium text-brand-800 underline underline-offset-2">
            {t('intro.privacyLink')}
          </a>
        </li>
      </ul>
    </div>
  );
}

function Choice({
  icon,
  label,
  hint,
  onClick,
  disabled,
}: {
  icon: ReactNode;
  label: string;
  hint: string;
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="flex h-full flex-col items-start gap-2 rounded-2xl bg-white p-4 text-left ring-1 ring-slate-300 transition hover:bg-brand-50 hover:ring-brand-600 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none disabled:cursor-default disabled:opacity-100"
    >
      <span className="text-brand-700">{icon}</span>
      <span className="font-semibold text-slate-900">{label}</span>
      <span className="text-sm text-slate-600">{hint}</span>
    </button>
  );
}

function MicrophoneProblem({
  state,
  onRetry,
  onType,
  onCallback,
}: {
  state: Exclude<MicrophoneState, 'idle' | 'waiting' | 'ready'>;
  onRetry: () => void;
  onType: () => void;
  onCallback: () => void;
}) {
  const t = useTranslations('CallPage');
  // The six steps help only where the browser holds the permission; without a device, they would not.
  const permission = state === 'needed' || state === 'denied';
  return (
    <>
      <p role="alert" className="mt-3 text-slate-700">
        {t(`mic.${state}.text`)}
      </p>
      {state === 'missing' ? <p className="mt-2 text-slate-700">{t('mic.missing.help')}</p> : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <Button type="button" onClick={onRetry}>
          {t('mic.tryAgain')}
        </Button>
        <Button type="button" variant="secondary" onClick={onType}>
          {t('mic.typeInstead')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCallback}>
          {t('choices.callback')}
        </Button>
      </div>
      {permission ? (
        <section aria-labelledby="permission-help" className="mt-8 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200">
          <h2 id="permission-help" className="font-semibold text-slate-900">
            {t('help.title')}
          </h2>
          <PermissionHelp className="mt-3" />
        </section>
      ) : null}
    </>
  );
}

function VoiceAnswer({
  question,
  languageTag,
  stream,
  busy,
  onSend,
  onType,
}: {
  question: string;
  languageTag: string;
  stream: React.RefObject<MediaStream | null>;
  busy: boolean;
  onSend: (recording: { blob: Blob; durationMs: number }) => Promise<boolean>;
  onType: () => void;
}) {
  const t = useTranslations('CallPage');
  const meter = useRef<HTMLSpanElement>(null);
  const recorder = useRecorder(stream, meter);
  const speech = useSpeech(languageTag);
  const { speak, silence } = speech;

  // The question is read aloud when it appears, where the browser has a voice for the language.
  useEffect(() => {
    speak(question);
    return silence;
  }, [question, speak, silence]);

  return (
    <div className="mt-6">
      {speech.available ? (
        <button
          type="button"
          onClick={() => speak(question)}
          className="mb-4 inline-flex items-center gap-2 text-sm font-medium text-brand-800 underline underline-offset-2"
        >
          <LuVolume2 aria-hidden="true" className="size-4" />
          {t('question.listen')}
        </button>
      ) : null}
      {recorder.recording ? (
        <div className="rounded-2xl bg-rose-50 p-4 ring-1 ring-rose-200">
          <p role="status" className="flex items-center gap-2 font-semibold text-rose-800">
            <span aria-hidden="true" className="size-3 animate-pulse rounded-full bg-rose-600 motion-reduce:animate-none" />
            <span aria-hidden="true">{t('question.recording')}</span>
            <span className="sr-only">{t('question.recordingStatus')}</span>
          </p>
          <p className="mt-2 font-mono text-lg text-slate-900 tabular-nums" aria-hidden="true">
            {t('question.elapsed', { elapsed: clock(recorder.elapsedMs), max: clock(interviewLimits.maxAnswerMs) })}
          </p>
          <div className="mt-3 h-2 overflow-hidden rounded-full bg-rose-100" role="presentation" title={t('question.level')}>
            {/* The width is the recorder's to set (use-microphone.ts); a Tailwind scale-x-0 here would
                set the CSS `scale` property beside it and hold the bar at 0 (issue 21). */}
            <span
              ref={meter}
              data-testid="level-meter"
              style={{ transform: 'scaleX(0)' }}
              className="block h-full origin-left bg-rose-600 transition-transform duration-75"
            />
          </div>
          <Button
            type="button"
            className="mt-4"
            onClick={() => {
              recorder.stop();
            }}
          >
            <LuSquare aria-hidden="true" className="size-4" />
            {t('question.stop')}
          </Button>
        </div>
      ) : recorder.result ? (
        <div className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
          {recorder.result.cutOff ? <p className="mb-3 text-sm text-slate-700">{t('question.limitReached')}</p> : null}
          <p className="text-sm text-slate-700">{t('question.review')}</p>
          <audio controls src={recorder.result.url} className="mt-3 w-full" />
          <div className="mt-4 flex flex-wrap gap-3">
            <Button type="button" busy={busy} onClick={() => void onSend(recorder.result!).then((sent) => sent && recorder.discard())}>
              {busy ? t('question.sending') : t('question.send')}
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={busy}
              onClick={() => {
                silence();
                recorder.start();
              }}
            >
              <LuMic aria-hidden="true" className="size-4" />
              {t('question.reRecord')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="button"
            onClick={() => {
              silence();
              recorder.start();
            }}
          >
            <LuMic aria-hidden="true" className="size-5" />
            {t('question.record')}
          </Button>
          <Button type="button" variant="secondary" onClick={onType}>
            <LuKeyboard aria-hidden="true" className="size-5" />
            {t('question.typeInstead')}
          </Button>
        </div>
      )}
      {recorder.failed ? (
        <p role="alert" className="mt-4 text-sm font-medium text-rose-800">
          {t('mic.error.text')}
        </p>
      ) : null}
    </div>
  );
}

function TextAnswer({
  busy,
  voiceAvailable,
  onSave,
  onVoice,
}: {
  busy: boolean;
  /** No microphone was found: answering by voice is not offered. */
  voiceAvailable: boolean;
  onSave: (text: string) => Promise<boolean>;
  onVoice: () => Promise<void>;
}) {
  const t = useTranslations('CallPage');
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="mt-6"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) {
          setError(t('errors.required'));
          return;
        }
        setError(null);
        void onSave(text);
      }}
    >
      <Field
        id={id}
        label={t('question.answerLabel')}
        hint={t('question.answerHint', { max: interviewLimits.maxTextLength })}
        error={error}
      >
        {(control) => (
          <textarea
            {...control}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={5}
            maxLength={interviewLimits.maxTextLength}
            className={`mt-1.5 ${controlClass}`}
          />
        )}
      </Field>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button type="submit" busy={busy}>
          {busy ? t('question.sending') : t('question.saveText')}
        </Button>
        {voiceAvailable ? (
          <Button type="button" variant="secondary" disabled={busy} onClick={() => void onVoice()}>
            <LuMic aria-hidden="true" className="size-5" />
            {t('question.speakInstead')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function CallbackForm({ busy, onSubmit, onCancel }: { busy: boolean; onSubmit: (time: string) => Promise<void>; onCancel: () => void }) {
  const t = useTranslations('CallPage');
  const id = useId();
  const [time, setTime] = useState('');
  return (
    <form
      className="mt-6"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit(time.trim());
      }}
    >
      <Field id={id} label={t('callback.timeLabel')} hint={t('callback.timeHint')}>
        {(control) => (
          <input
            {...control}
            value={time}
            onChange={(event) => setTime(event.target.value)}
            maxLength={interviewLimits.maxCallbackTimeLength}
            className={`mt-1.5 ${controlClass}`}
          />
        )}
      </Field>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button type="submit" busy={busy}>
          <LuPhone aria-hidden="true" className="size-5" />
          {t('callback.submit')}
        </Button>
        <Button type="button" variant="secondary" disabled={busy} onClick={onCancel}>
          {t('callback.cancel')}
        </Button>
      </div>
    </form>
  );
}
