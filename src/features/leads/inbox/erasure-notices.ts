/*
 * What the inbox says after an erasure (issue 23): that the lead is gone from the site, and what
 * is left to do by hand about the copies that went out before (./erasure.server.ts). Part of the
 * inbox's notices (./notices.ts): fixed texts chosen by a code, never text from the address.
 */

const erased = 'The lead was erased from the site.';
const mailbox = 'delete its emails in the coordinators’ mailbox';
const crmAsked = 'The CRM is being asked to erase its copy; the erasure log shows when it was told.';
const crmByHand = 'ask the CRM’s owner to erase its copy (no webhook is configured any more)';

export const erasureNotices = {
  erased: { tone: 'done', text: `${erased} No copy of it is left to delete elsewhere.` },
  'erased-crm-asked': { tone: 'done', text: `${erased} ${crmAsked}` },
  'erased-crm-by-hand': { tone: 'done', text: `${erased} Still to do by hand: ${crmByHand}.` },
  'erased-mailbox': { tone: 'done', text: `${erased} Still to do by hand: ${mailbox}.` },
  'erased-mailbox-crm-asked': { tone: 'done', text: `${erased} ${crmAsked} Still to do by hand: ${mailbox}.` },
  'erased-mailbox-crm-by-hand': { tone: 'done', text: `${erased} Still to do by hand: ${mailbox}, and ${crmByHand}.` },
  'erase-not-confirmed': { tone: 'problem', text: 'Nothing was erased: tick “I understand” to confirm the erasure.' },
} as const satisfies Record<string, { tone: 'done' | 'problem'; text: string }>;

export type ErasedNoticeCode = Exclude<keyof typeof erasureNotices, 'erase-not-confirmed'>;

/** The notice after an erasure, from what becomes of its copies (./erasure.server.ts `CopyFate`). */
export function erasedNoticeCode(fates: readonly string[]): ErasedNoticeCode {
  const byHand = fates.includes('delete-by-hand') ? 'mailbox' : '';
  const crm = fates.includes('crm-asked') ? 'crm-asked' : fates.includes('crm-by-hand') ? 'crm-by-hand' : '';
  return ['erased', byHand, crm].filter(Boolean).join('-') as ErasedNoticeCode;
}
