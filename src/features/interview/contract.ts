/**
 * The assistant interview's contract (PRODUCT.md, "The call page"): the constants shared by the
 * call page in the browser and the API. No Zod here, so the page's JavaScript stays small.
 */

import { questionKeys, type QuestionKey } from '@/config/interview';

export { questionKeys, questionLabels, type QuestionKey } from '@/config/interview';

export const isQuestionKey = (value: unknown): value is QuestionKey => (questionKeys as readonly unknown[]).includes(value);

export const interviewLimits = {
  /** One recorded answer: the recorder stops itself at this length. */
  maxAnswerMs: 3 * 60_000,
  /** What the server still takes as three minutes: the recorder stops a moment after the mark. */
  durationToleranceMs: 2_000,
  maxAnswerBytes: 5 * 1024 * 1024,
  /** Every recording of one lead together. */
  maxLeadBytes: 30 * 1024 * 1024,
  maxTextLength: 2000,
  maxCallbackTimeLength: 120,
  /** Answers are taken for this long after the lead was created. */
  windowMs: 24 * 60 * 60_000,
  /** Without an answer for this long, the coordinators are told what there is. */
  idleMs: 30 * 60_000,
  /** A body without audio: six typed answers at their longest, in any script. */
  maxFormBytes: 64 * 1024,
} as const;

/** What POST /api/calls/{id}/answers reads: at most one recording, in the `audio` part. */
export const answerBodyLimits = {
  fileField: 'audio',
  maxFiles: 1,
  maxFileBytes: interviewLimits.maxAnswerBytes,
  maxFormBytes: interviewLimits.maxFormBytes,
} as const;

/**
 * The recordings taken, recognised by their bytes: WebM/Opus (Chromium, Firefox) and MP4/AAC
 * (Safari). `file-type` names a WebM or MP4 container by its video type whatever its tracks.
 */
export const acceptedAudioTypes: Record<string, 'audio/webm' | 'audio/mp4'> = {
  'video/webm': 'audio/webm',
  'audio/webm': 'audio/webm',
  'video/mp4': 'audio/mp4',
  'audio/mp4': 'audio/mp4',
  'audio/x-m4a': 'audio/mp4',
};

/** The recorder's formats, in order of preference; the first one the browser supports is used. */
export const recorderMimeTypes = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4;codecs=mp4a.40.2', 'audio/mp4'] as const;

/** The form-encoded batch of the page without JavaScript: one field per question. */
export const textFieldName = (key: QuestionKey) => `answer_${key}`;

export const answerErrorCodes = [
  'required',
  'too_long',
  'invalid',
  'too_short',
  'too_long_recording',
  'lead_quota',
  'file_type',
  'consent_required',
] as const;
export type AnswerErrorCode = (typeof answerErrorCodes)[number];

/** What the server knows of an interview: enough to continue where the visitor stopped. */
export interface InterviewProgress {
  /** Questions answered or skipped; their content is never sent back to the page. */
  done: QuestionKey[];
  state: 'new' | 'started' | 'finished' | 'callback';
  /** The visitor agreed that their answers are recorded and kept (the welcome's box). */
  consented: boolean;
}

/**
 * The version of the interview consent's text (messages `CallPage.consent.label`, the same words
 * in the privacy policy), stored with each consent: raised whenever the text changes in any
 * language (GDPR Art. 7(1): the controller shows what was agreed to).
 */
export const INTERVIEW_CONSENT_VERSION = '2026-11-25';

/** The field that carries the consent: `"interviewConsent": true` in JSON, a checkbox in a form. */
export const INTERVIEW_CONSENT_FIELD = 'interviewConsent';
