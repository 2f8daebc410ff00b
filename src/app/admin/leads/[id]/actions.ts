'use server';

import { revalidatePath } from 'next/cache';
import { redirect, RedirectType } from 'next/navigation';
import { leadStatuses, type LeadStatus } from '@/features/leads/contract';
import { leadPath, listQuery } from '@/features/leads/inbox/back-link';
import { fromLocalInput } from '@/features/leads/inbox/format';
import type { NoticeCode } from '@/features/leads/inbox/notices';
import { eraseOnRequest } from '@/features/leads/inbox/erasure.server';
import { addNote, assign, logContact, retryDelivery, setSpam, setStatus, WorkProblem } from '@/features/leads/inbox/work.server';
import { appRuntime } from '@/runtime.server';
import { formText as text } from '@/lib/form-text';
import { log } from '@/server/log';
import { requireSameOrigin, requireStaff } from '../../session';

/*
 * The work on a lead. Each action is a public endpoint: it checks the request's origin and the
 * session itself, then changes the lead; the page shows the result. Each returns to the lead's
 * page in place of the form's request (a replace: Back leaves the lead, not the form), keeping
 * the list's view the lead was opened from (`list`).
 */

async function context(leadId: string) {
  const staff = await requireStaff({ next: `/admin/leads/${encodeURIComponent(leadId)}` });
  await requireSameOrigin();
  const { core } = await appRuntime();
  return { staff, db: core.database.db, core };
}

/** Back to the lead's page, with the notice of a code (never free text: ./notices.ts). */
const back = (leadId: string, form: FormData | undefined, notice?: NoticeCode) => {
  revalidatePath(`/admin/leads/${leadId}`);
  redirect(leadPath(leadId, form ? listQuery(text(form, 'list')) : '', notice), RedirectType.replace);
};

async function attempt(leadId: string, form: FormData | undefined, work: () => Promise<unknown>, notice: NoticeCode) {
  let changed: unknown;
  try {
    changed = await work();
  } catch (error) {
    if (error instanceof WorkProblem) back(leadId, form, error.code);
    throw error;
  }
  // The work says `false` when the lead already was so (the same status saved again).
  back(leadId, form, changed === false ? 'nothing-changed' : notice);
}

export async function changeStatus(leadId: string, form: FormData) {
  const { staff, db } = await context(leadId);
  const status = text(form, 'status');
  if (!leadStatuses.includes(status as LeadStatus)) back(leadId, form, 'unknown-status');
  await attempt(leadId, form, () => setStatus(db, leadId, status as LeadStatus, staff), `status-${status as LeadStatus}`);
}

export async function assignLead(leadId: string, form: FormData) {
  const { staff, db } = await context(leadId);
  const staffId = text(form, 'staffId') || null;
  await attempt(leadId, form, () => assign(db, leadId, staffId, staff), staffId ? 'assigned' : 'unassigned');
}

export async function addLeadNote(leadId: string, form: FormData) {
  const { staff, db } = await context(leadId);
  await attempt(leadId, form, () => addNote(db, leadId, text(form, 'body'), staff), 'note-added');
}

export async function logLeadContact(leadId: string, form: FormData) {
  const { staff, db } = await context(leadId);
  const callBack = text(form, 'callBackAt');
  await attempt(
    leadId,
    form,
    () =>
      logContact(
        db,
        leadId,
        {
          channel: text(form, 'channel'),
          outcome: text(form, 'outcome'),
          callBackAt: callBack ? fromLocalInput(callBack) : undefined,
          note: text(form, 'note'),
        },
        staff,
      ),
    'contact-logged',
  );
}

export async function toggleSpam(leadId: string, form: FormData) {
  const { staff, db } = await context(leadId);
  const lead = await db.selectFrom('leads').select('spam').where('id', '=', leadId).executeTakeFirst();
  await attempt(leadId, form, () => setSpam(db, leadId, !lead?.spam, staff), lead?.spam ? 'unmarked-spam' : 'marked-spam');
}

export async function retryNotification(leadId: string, form: FormData) {
  const { staff, db, core } = await context(leadId);
  const retried = await retryDelivery(db, leadId, text(form, 'outboxId'), staff);
  if (retried) core.outbox.nudge();
  back(leadId, form, retried ? 'retrying' : 'nothing-to-retry');
}

/** Erasure on the patient's request (./erasure.server.ts says where copies went, and asks the CRM). */
export async function eraseLeadAction(leadId: string, form: FormData) {
  const { staff, core } = await context(leadId);
  if (text(form, 'understood') !== 'yes') back(leadId, form, 'erase-not-confirmed');
  const outcome = await eraseOnRequest(core, leadId, staff);
  log.info('inbox.erased', { staffId: staff.id, leadId, outcome: outcome.erased ? 'erased' : 'not_found', crmAsked: outcome.crmAsked });
  revalidatePath('/admin');
  const list = listQuery(text(form, 'list'));
  redirect(`/admin${list ? `${list}&` : '?'}notice=${outcome.notice}`, RedirectType.replace);
}
