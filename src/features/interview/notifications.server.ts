import 'server-only';
import type { Kysely } from 'kysely';
import type { Database, InterviewSummary, OutboxRow } from '@/server/db/schema';
import { inboxLeadUrl, type OutboxRenderer } from '@/server/outbox/outbox';
import { findInterviewLead, type InterviewLead } from './repository.server';

const minutesAndSeconds = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

const reasons: Record<InterviewSummary['reason'], string> = {
  finished: 'The visitor finished the assistant interview.',
  callback: 'The visitor asked to be called back by a person.',
  idle: 'The visitor stopped answering the assistant interview 30 minutes ago.',
};

/** The interview's email to the coordinators: the typed answers, the recordings' count, the callback. */
export function interviewEmail(lead: InterviewLead, summary: InterviewSummary, siteUrl: string) {
  const answers = summary.answers.flatMap((answer) => {
    const value =
      answer.kind === 'text'
        ? (answer.text ?? '')
        : answer.kind === 'audio'
          ? `(recorded answer, ${minutesAndSeconds(answer.durationMs ?? 0)}: listen in the inbox)`
          : '(skipped)';
    return [`${answer.label}:`, value, ''];
  });
  const lines = [
    reasons[summary.reason],
    '',
    `Name: ${lead.fullName}`,
    `Language: ${lead.locale}`,
    `Callback requested: ${summary.callback.requested ? `yes${summary.callback.time ? `, best time: ${summary.callback.time}` : ''}` : 'no'}`,
    `Recordings: ${summary.recordings}`,
    '',
    ...(answers.length > 0 ? ['Answers:', '', ...answers] : ['No answers yet.', '']),
    `Open the lead: ${inboxLeadUrl(siteUrl, lead.id)}`,
    `Lead id: ${lead.id}`,
  ];
  const subject = summary.callback.requested
    ? `Callback requested: ${lead.fullName} (${lead.locale})`
    : `Interview answers: ${lead.fullName} (${lead.locale})`;
  return { subject, text: lines.join('\n') };
}

/** The webhook's JSON for `lead.interview` (after the outbox's `event` and `eventId`): the same facts as the email. */
export function interviewWebhookBody(lead: InterviewLead, summary: InterviewSummary) {
  return {
    lead: { id: lead.id, createdAt: new Date(lead.createdAt).toISOString(), locale: lead.locale },
    interview: summary,
  };
}

const summaryOf = (row: OutboxRow): InterviewSummary | undefined =>
  row.payload ? (JSON.parse(row.payload) as InterviewSummary) : undefined;

/**
 * The outbox's renderer of `lead.interview` (src/server/outbox): news for the coordinators only,
 * from the summary written with the row. A lead erased in the meantime has nothing left to send.
 */
export function interviewRenderer(db: Kysely<Database>, siteUrl: string): OutboxRenderer {
  return async (row) => {
    const summary = summaryOf(row);
    const lead = await findInterviewLead(db, row.lead_id);
    if (!summary || !lead) return undefined;
    switch (row.channel) {
      case 'coordinator-email':
        return { email: interviewEmail(lead, summary, siteUrl) };
      case 'webhook':
        return { webhook: interviewWebhookBody(lead, summary) };
      case 'visitor-email':
        // The visitor is told by the page.
        return undefined;
    }
  };
}
