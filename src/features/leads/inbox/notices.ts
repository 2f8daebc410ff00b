import { leadStatuses } from '../contract';
import { erasureNotices } from './erasure-notices';
import { CONTACT_NOTE_MAX_LENGTH, NOTE_MAX_LENGTH } from './limits';

type Tone = 'done' | 'problem';
const statusNotices = Object.fromEntries(
  leadStatuses.map((status) => [`status-${status}`, { tone: 'done', text: `Status: ${status}.` }]),
) as Record<`status-${(typeof leadStatuses)[number]}`, { tone: Tone; text: string }>;

/**
 * What the inbox says after an action, chosen by a code in the address (`?notice=note-added`):
 * texts of our own only, never text from the address (issue 20; ASVS 4.0.3 V5.2.1). An unknown
 * code shows nothing.
 */
export const inboxNotices = {
  ...statusNotices,
  assigned: { tone: 'done', text: 'Assigned.' },
  unassigned: { tone: 'done', text: 'Unassigned.' },
  'note-added': { tone: 'done', text: 'Note added.' },
  'marked-spam': { tone: 'done', text: 'Marked as spam.' },
  'unmarked-spam': { tone: 'done', text: 'Not spam any more.' },
  retrying: { tone: 'done', text: 'Sending again now.' },
  'nothing-to-retry': { tone: 'problem', text: 'Nothing to retry.' },
  'unknown-status': { tone: 'problem', text: 'Unknown status.' },
  'no-such-lead': { tone: 'problem', text: 'No such lead.' },
  'no-such-coordinator': { tone: 'problem', text: 'No such coordinator.' },
  'note-empty': { tone: 'problem', text: 'The note is empty.' },
  'note-too-long': { tone: 'problem', text: `A note has at most ${NOTE_MAX_LENGTH} characters.` },
  'nothing-changed': { tone: 'done', text: 'Nothing changed.' },
  'contact-logged': { tone: 'done', text: 'Contact logged.' },
  'contact-unknown': { tone: 'problem', text: 'Choose how you contacted the patient and what came of it.' },
  'contact-needs-time': { tone: 'problem', text: 'Give the time to call back.' },
  'contact-note-too-long': { tone: 'problem', text: `A contact's note has at most ${CONTACT_NOTE_MAX_LENGTH} characters.` },
  ...erasureNotices,
} as const satisfies Record<string, { tone: Tone; text: string }>;

export type NoticeCode = keyof typeof inboxNotices;
export type Notice = (typeof inboxNotices)[NoticeCode];

/** The notice of a code from the address, or undefined for anything else. */
export function noticeOf(code: unknown): Notice | undefined {
  return typeof code === 'string' && Object.hasOwn(inboxNotices, code) ? inboxNotices[code as NoticeCode] : undefined;
}
