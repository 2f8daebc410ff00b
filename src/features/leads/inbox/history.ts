import { questionLabels, type QuestionKey } from '@/config/interview';
import type {
  InterviewAnswerRow,
  InterviewRow,
  LeadActivityRow,
  LeadContactRow,
  LeadRow,
  OutboxChannel,
  OutboxEvent,
  OutboxRow,
} from '@/server/db/schema';

/*
 * The lead's whole story in one timeline, newest first like the notes: what the patient did (the
 * request, each interview answer, the callback request), what the system sent, and what each
 * coordinator did. Built from the rows the lead's page reads anyway; nothing is stored twice.
 */

export interface HistoryEntry {
  key: string;
  at: number;
  /** Who: "Patient", "System" or the coordinator's name. */
  who: string;
  kind: 'arrival' | 'interview' | 'answer' | 'callback' | 'notification' | 'staff' | 'contact';
  text: string;
  /** A note that goes with it (a logged contact's). */
  note?: string;
  problem?: boolean;
}

const channelNames: Record<OutboxChannel, string> = {
  'coordinator-email': 'coordinators’ email',
  'visitor-email': 'visitor’s confirmation email',
  webhook: 'CRM webhook',
};
const eventNames: Record<OutboxEvent, string> = {
  'lead.created': 'new lead',
  'lead.interview': 'interview answers',
  'lead.erased': 'erasure',
};

/** Where a lead came from, as the list's source filter names it. */
export const sourceOf = (lead: Pick<LeadRow, 'utm_source' | 'gclid' | 'fbclid'>) =>
  lead.utm_source ?? (lead.gclid ? 'Google Ads' : lead.fbclid ? 'Meta' : undefined);

/** A duration as a player shows it, "0:42" or "1:05:09". */
export function duration(ms: number): string {
  const total = Math.round(ms / 1000);
  const seconds = String(total % 60).padStart(2, '0');
  const minutes = Math.floor(total / 60);
  return minutes >= 60 ? `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

const questionLabel = (question: string) => questionLabels[question as QuestionKey] ?? question;

export interface HistorySources {
  lead: Pick<LeadRow, 'id' | 'created_at' | 'type' | 'page' | 'utm_source' | 'gclid' | 'fbclid'>;
  interview?: Pick<InterviewRow, 'started_at' | 'finished_at' | 'callback_requested_at' | 'callback_time'> | null;
  answers: Pick<InterviewAnswerRow, 'id' | 'question' | 'kind' | 'duration_ms' | 'created_at'>[];
  deliveries: Pick<OutboxRow, 'id' | 'channel' | 'event' | 'status' | 'attempts' | 'last_error' | 'created_at' | 'sent_at'>[];
  activity: Pick<LeadActivityRow, 'id' | 'staff_name' | 'action' | 'detail' | 'created_at'>[];
  contacts: Pick<LeadContactRow, 'id' | 'staff_name' | 'note' | 'created_at'>[];
}

export function leadHistory({ lead, interview, answers, deliveries, activity, contacts }: HistorySources): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  const source = sourceOf(lead);
  entries.push({
    key: `arrival-${lead.id}`,
    at: Number(lead.created_at),
    who: 'Patient',
    kind: 'arrival',
    text: `Sent a ${lead.type} request${source ? ` from ${source}` : ''}${lead.page ? ` on ${lead.page}` : ''}`,
  });
  if (interview) {
    entries.push({
      key: 'interview-start',
      at: Number(interview.started_at),
      who: 'Patient',
      kind: 'interview',
      text: 'Started the assistant interview',
    });
  }
  for (const answer of answers) {
    const label = questionLabel(answer.question);
    entries.push({
      key: `answer-${answer.id}`,
      at: Number(answer.created_at),
      who: 'Patient',
      kind: 'answer',
      text:
        answer.kind === 'skipped'
          ? `Skipped “${label}”`
          : answer.kind === 'audio'
            ? `Answered “${label}” with a recording${answer.duration_ms ? ` (${duration(Number(answer.duration_ms))})` : ''}`
            : `Answered “${label}” in writing`,
    });
  }
  if (interview?.callback_requested_at) {
    entries.push({
      key: 'callback',
      at: Number(interview.callback_requested_at),
      who: 'Patient',
      kind: 'callback',
      text: `Asked to be called back${interview.callback_time ? `: “${interview.callback_time}”` : ''}`,
    });
  }
  if (interview?.finished_at) {
    entries.push({
      key: 'interview-end',
      at: Number(interview.finished_at),
      who: 'Patient',
      kind: 'interview',
      text: 'Finished the assistant interview',
    });
  }
  for (const delivery of deliveries) {
    const what = `${channelNames[delivery.channel]} (${eventNames[delivery.event]})`;
    entries.push({
      key: `outbox-${delivery.id}`,
      at: Number(delivery.status === 'sent' && delivery.sent_at ? delivery.sent_at : delivery.created_at),
      who: 'System',
      kind: 'notification',
      text:
        delivery.status === 'sent'
          ? `Sent the ${what}`
          : delivery.status === 'failed'
            ? `Could not send the ${what} after ${delivery.attempts} attempts${delivery.last_error ? `: ${delivery.last_error}` : ''}`
            : `Sending the ${what}${delivery.attempts > 0 ? ` (${delivery.attempts} failed attempts so far)` : ''}`,
      problem: delivery.status === 'failed',
    });
  }
  // A logged contact is one row of its own and a line of the activity; shown once, with its note.
  const contactNotes = [...contacts];
  for (const entry of activity) {
    let note: string | undefined;
    if (entry.action === 'contact') {
      const index = contactNotes.findIndex(
        (contact) => Number(contact.created_at) === Number(entry.created_at) && contact.staff_name === entry.staff_name,
      );
      if (index >= 0) note = contactNotes.splice(index, 1)[0]!.note ?? undefined;
    }
    entries.push({
      key: `activity-${entry.id}`,
      at: Number(entry.created_at),
      who: entry.staff_name,
      kind: entry.action === 'contact' ? 'contact' : 'staff',
      text: entry.detail,
      ...(note ? { note } : {}),
    });
  }
  // Newest first; at the same moment, the later step of the story first (the order pushed above).
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.at - a.entry.at || b.index - a.index)
    .map(({ entry }) => entry);
}
