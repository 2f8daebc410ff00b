import 'server-only';
import type { Kysely } from 'kysely';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import { translator } from '@/i18n/translator.server';
import type { Database, InterviewProviderId } from '@/server/db/schema';
import { apiJson } from '@/server/api-response';
import { addressKey } from '@/server/client-address';
import { errorKind, log } from '@/server/log';
import type { Outbox } from '@/server/outbox/outbox';
import { problemResponse } from '@/server/problem-html';
import { consume, type RateLimiter } from '@/server/rate-limit';
import { BodyProblem, bodyKind, parseBody, type ParsedBody } from '@/server/request-body';
import type { FileStorage } from '@/server/storage/file-storage';
import {
  acceptedAudioTypes,
  answerBodyLimits,
  INTERVIEW_CONSENT_FIELD,
  interviewLimits,
  isQuestionKey,
  questionKeys,
  textFieldName,
  type AnswerErrorCode,
  type QuestionKey,
} from './contract';
import {
  findInterviewLead,
  hasConsent,
  interviewProgress,
  isOpen,
  markFinished,
  notifyOnce,
  openInterview,
  recordConsent,
  recordedBytes,
  requestCallback,
  saveAnswers,
  type InterviewLead,
  type NewAnswer,
} from './repository.server';

export interface InterviewServices {
  db: Kysely<Database>;
  storage: FileStorage;
  provider: InterviewProviderId;
  /** Where the coordinators' notification is written and delivered from. */
  outbox: Pick<Outbox, 'enqueue' | 'nudge'>;
  /** Per-address limit on the interview's requests; absent when turned off. */
  limiter?: RateLimiter;
}

type Refusal = { status: number; error: string; fields?: Record<string, string>; retryAfter?: number };

/** The visitor's page of the interview, where a form posted without JavaScript comes back to. */
export const callPagePath = (lead: InterviewLead) =>
  localizedPath(isLocale(lead.locale) ? lead.locale : defaultLocale, {
    pathname: '/call/[id]/[fullname]',
    params: { id: lead.id, fullname: lead.fullName },
  });

/** A ticked checkbox or `true` in JSON: the visitor's consent to record and keep the answers. */
const consentGiven = (fields: Record<string, unknown>) =>
  [true, 'true', 'on', '1', 'yes'].includes(fields[INTERVIEW_CONSENT_FIELD] as string | boolean);

/** Removes control characters (keeping line breaks and tabs) and the spaces around the text. */
const cleanText = (value: unknown) =>
  typeof value === 'string'
    ? value
        .replace(/\r\n?/g, '\n')
        .replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g, '')
        .trim()
    : '';

/**
 * One request of the interview API: `POST /api/calls/{id}/{action}`. A form posted without
 * JavaScript is answered with a page (a 303 to the call page, or a page that says what went
 * wrong); a script gets JSON. Every refusal leaves what was stored before as it was.
 */
export async function handleInterviewRequest(
  request: Request,
  services: InterviewServices,
  address: string,
  leadId: string,
  action: 'session' | 'answers' | 'callback' | 'finish',
): Promise<Response> {
  const kind = bodyKind(request.headers.get('content-type'));
  const wantsPage = (kind === 'form' || kind === 'multipart') && !(request.headers.get('accept') ?? '').includes('application/json');
  let lead: InterviewLead | undefined = undefined;
  let locale: Locale = defaultLocale;

  const refuse = async ({ status, error, fields, retryAfter }: Refusal): Promise<Response> => {
    const headers: Record<string, string> = retryAfter ? { 'retry-after': String(retryAfter) } : {};
    log.info('interview.refused', { leadId: lead?.id, action, outcome: error, status, fields: fields && Object.keys(fields).join(',') });
    if (!wantsPage) return apiJson({ error, ...(fields ? { fields } : {}) }, status, headers);
    return refusalPage(status, { error, fields, retryAfter }, locale, lead, headers);
  };
  const done = (status: number, body: Record<string, unknown>) => {
    const response =
      wantsPage && lead
        ? new Response(null, { status: 303, headers: { location: callPagePath(lead), 'cache-control': 'no-store' } })
        : apiJson(body, status);
    return Promise.resolve(response);
  };

  if (services.limiter) {
    const retryAfter = await consume(services.limiter, addressKey(address));
    if (retryAfter !== null) return refuse({ status: 429, error: 'rate_limited', retryAfter });
  }
  lead = await findInterviewLead(services.db, leadId);
  if (!lead) return refuse({ status: 404, error: 'not_found' });
  if (isLocale(lead.locale)) locale = lead.locale;
  if (!isOpen(lead)) return refuse({ status: 410, error: 'expired' });

  let parsed: ParsedBody;
  try {
    parsed =
      kind || action === 'answers' ? await parseBody(request, services.storage, answerBodyLimits) : { kind: 'json', fields: {}, files: [] };
  } catch (error) {
    if (!(error instanceof BodyProblem)) throw error;
    const fields = Object.keys(error.fields).length ? { ...error.fields } : undefined;
    return refuse({ status: error.status, error: error.code, fields });
  }
  const stored = parsed.files.map((file) => file.storedName).filter(Boolean);
  try {
    const response = await perform(action, parsed, lead, services, refuse, done);
    return response;
  } catch (error) {
    log.error('interview.failed', { leadId: lead.id, action, outcome: 'unavailable', error: errorKind(error) });
    await services.storage.remove(stored);
    return refuse({ status: 503, error: 'unavailable', retryAfter: 30 });
  }
}

async function perform(
  action: 'session' | 'answers' | 'callback' | 'finish',
  parsed: ParsedBody,
  lead: InterviewLead,
  services: InterviewServices,
  refuse: (refusal: Refusal) => Promise<Response>,
  done: (status: number, body: Record<string, unknown>) => Promise<Response>,
): Promise<Response> {
  const { db, provider } = services;
  const notify = async (reason: 'finished' | 'callback') => {
    if (await notifyOnce(db, services.outbox, lead.id, reason)) {
      log.info('interview.notified', { leadId: lead.id, outcome: reason });
      services.outbox.nudge();
    }
  };
  switch (action) {
    case 'session': {
      // The welcome's box: `"interviewConsent": true` stores the consent with its time and version.
      if (consentGiven(parsed.fields)) {
        await recordConsent(db, lead.id, provider);
        log.info('interview.consented', { leadId: lead.id });
      } else await openInterview(db, lead.id, provider);
      log.info('interview.opened', { leadId: lead.id, provider });
      return done(200, { ...(await interviewProgress(db, lead.id)) });
    }
    case 'finish': {
      await markFinished(db, lead.id, provider);
      await notify('finished');
      log.info('interview.finished', { leadId: lead.id });
      return done(200, { ...(await interviewProgress(db, lead.id)) });
    }
    case 'callback': {
      const time = cleanText(parsed.fields.time);
      if (time.length > interviewLimits.maxCallbackTimeLength)
        return refuse({ status: 400, error: 'invalid', fields: { time: 'too_long' } });
      await requestCallback(db, lead.id, provider, time || null);
      await notify('callback');
      log.info('interview.callback', { leadId: lead.id });
      return done(200, { ...(await interviewProgress(db, lead.id)) });
    }
    case 'answers':
      return answers(parsed, lead, services, refuse, done, notify);
  }
}

async function answers(
  parsed: ParsedBody,
  lead: InterviewLead,
  services: InterviewServices,
  refuse: (refusal: Refusal) => Promise<Response>,
  done: (status: number, body: Record<string, unknown>) => Promise<Response>,
  notify: (reason: 'finished') => Promise<void>,
): Promise<Response> {
  const { db, storage, provider } = services;
  const { fields, files } = parsed;
  const discard = async (refusal: Refusal) => {
    await storage.remove(files.map((file) => file.storedName).filter(Boolean));
    return refuse(refusal);
  };
  const audio = files[0];
  const list: NewAnswer[] = [];

  // Answers, typed or recorded, hold health data: none is kept without the visitor's explicit
  // consent (GDPR Art. 9(2)(a), KVKK Art. 6). The page without JavaScript gives it with its answers.
  if (consentGiven(fields)) await recordConsent(db, lead.id, provider);
  else if (!(await hasConsent(db, lead.id))) {
    return discard({ status: 403, error: 'consent_required', fields: { [INTERVIEW_CONSENT_FIELD]: 'consent_required' } });
  }

  if (fields.question === undefined && audio === undefined) {
    // The page without JavaScript: every question's text at once, and the end of the interview.
    const errors: Record<string, AnswerErrorCode> = {};
    for (const key of questionKeys) {
      const text = cleanText(fields[textFieldName(key)]);
      if (text.length > interviewLimits.maxTextLength) errors[textFieldName(key)] = 'too_long';
      else if (text) list.push({ question: key, kind: 'text', text });
    }
    if (Object.keys(errors).length > 0) return discard({ status: 400, error: 'invalid', fields: errors });
    const replaced = await saveAnswers(db, lead.id, provider, list);
    await storage.remove(replaced);
    if (fields.finish !== undefined) {
      await markFinished(db, lead.id, provider);
      await notify('finished');
    }
    log.info('interview.answers', { leadId: lead.id, count: list.length, outcome: 'stored' });
    return done(201, { ...(await interviewProgress(db, lead.id)) });
  }

  const question = fields.question;
  if (!isQuestionKey(question)) return discard({ status: 400, error: 'invalid', fields: { question: 'invalid' } });
  const key: QuestionKey = question;
  const text = cleanText(fields.text);
  const skip = fields.skip === '1' || fields.skip === 'true' || fields.skip === true;

  if (audio) {
    if (files.length > 1) return discard({ status: 400, error: 'invalid', fields: { audio: 'invalid' } });
    const contentType = audio.contentType ? acceptedAudioTypes[audio.contentType] : undefined;
    if (audio.size === 0) return discard({ status: 400, error: 'invalid', fields: { audio: 'too_short' } });
    if (!contentType) return discard({ status: 415, error: 'unsupported_media_type', fields: { audio: 'file_type' } });
    const durationMs = Number(fields.durationMs);
    if (!Number.isInteger(durationMs) || durationMs < 1)
      return discard({ status: 400, error: 'invalid', fields: { durationMs: 'invalid' } });
    if (durationMs > interviewLimits.maxAnswerMs + interviewLimits.durationToleranceMs) {
      return discard({ status: 400, error: 'invalid', fields: { audio: 'too_long_recording' } });
    }
    if ((await recordedBytes(db, lead.id, [key])) + audio.size > interviewLimits.maxLeadBytes) {
      return discard({ status: 413, error: 'too_large', fields: { audio: 'lead_quota' } });
    }
    list.push({ question: key, kind: 'audio', storedName: audio.storedName, contentType, size: audio.size, durationMs });
  } else if (skip) {
    list.push({ question: key, kind: 'skipped' });
  } else {
    if (!text) return discard({ status: 400, error: 'invalid', fields: { text: 'required' } });
    if (text.length > interviewLimits.maxTextLength) return discard({ status: 400, error: 'invalid', fields: { text: 'too_long' } });
    list.push({ question: key, kind: 'text', text });
  }

  let replaced: string[];
  try {
    replaced = await saveAnswers(db, lead.id, provider, list);
  } catch (error) {
    await storage.remove(files.map((file) => file.storedName).filter(Boolean));
    throw error;
  }
  await storage.remove(replaced);
  log.info('interview.answer', { leadId: lead.id, question: key, kind: list[0]!.kind, outcome: 'stored' });
  return done(201, { question: key, ...(await interviewProgress(db, lead.id)) });
}

/** The page a form posted without JavaScript gets when its answers could not be taken. */
async function refusalPage(
  status: number,
  { fields, retryAfter }: Omit<Refusal, 'status'>,
  locale: Locale,
  lead: InterviewLead | undefined,
  headers: Record<string, string>,
): Promise<Response> {
  const t = await translator(locale, 'CallPage');
  const items: string[] = [];
  if (status === 404) items.push(t('unknown.text'));
  else if (status === 410) items.push(t('expired.text'));
  else if (status === 429) items.push(t('errors.rate_limited', { minutes: Math.max(1, Math.ceil((retryAfter ?? 60) / 60)) }));
  else if (status === 403) items.push(t('errors.consent_required'));
  else if (fields) {
    for (const [field, code] of Object.entries(fields)) {
      const question = questionKeys.find((key) => textFieldName(key) === field);
      const message = code === 'too_long' ? t('errors.too_long', { max: interviewLimits.maxTextLength }) : t('errors.generic');
      items.push(question ? `${t(`questions.${question}`)} ${message}` : message);
    }
  }
  if (items.length === 0) items.push(t('errors.generic'));
  const title = status === 404 ? t('unknown.title') : status === 410 ? t('expired.title') : t('errors.pageTitle');
  const back =
    lead && status !== 404 && status !== 410
      ? { href: callPagePath(lead), label: t('errors.pageBack') }
      : { href: localizedPath(locale, { pathname: '/' }), label: t('backHome') };
  return problemResponse(
    status,
    { locale, title, items, backHint: status === 404 || status === 410 ? undefined : t('errors.pageBackHint'), back },
    headers,
  );
}
