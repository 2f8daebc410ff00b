import type { InterviewProviderId } from '@/server/db/schema';
import type { InterviewProgress } from './contract';

/**
 * What the call page gives an interview provider. The page knows nothing of how the interview
 * runs: the built-in guided interview is one provider; a realtime AI voice agent is added as
 * another (its id in `interviewProviders`, its component in `interviewComponents`), chosen by
 * `CALL_PROVIDER`, without touching the page. docs/decisions/010-assistant-interview.md.
 */
export interface InterviewProps {
  leadId: string;
  /**
   * The lead's name, when the page's address names it (src/features/interview/greeting.ts):
   * the only thing of the lead the page shows. Undefined: the page greets without a name.
   */
  name?: string;
  /** The page's language as a BCP 47 tag, for speech synthesis. */
  languageTag: string;
  initial: InterviewProgress;
  /** The page's language's home and privacy policy (the browser has no routing table). */
  links: { home: string; privacy: string };
  /** How long recordings are kept (RECORDING_RETENTION_DAYS), as the welcome and its consent say. */
  recordingDays: number;
  /** How long typed answers are kept with the request (LEAD_RETENTION_DAYS), as the consent says. */
  leadDays: number;
}

export interface InterviewProviderInfo {
  id: InterviewProviderId;
  /**
   * An AI agent must say that it is one, and that a person can take over, before anything else:
   * the page then shows `CallPage.ai.disclosure` first. The guided interview is no agent: it
   * claims to be neither a person nor an AI.
   */
  isAiAgent: boolean;
}

export const providerInfo: Record<InterviewProviderId, InterviewProviderInfo> = {
  guided: { id: 'guided', isAiAgent: false },
};
