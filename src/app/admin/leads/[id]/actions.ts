'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { leadStatuses, type LeadStatus } from '@/features/leads/contract';
import type { NoticeCode } from '@/features/leads/inbox/notices';
import { addNote, assign, eraseLead, retryDelivery, setSpam, setStatus, WorkProblem } from '@/features/leads/inbox/work.server';
import { appRuntime } from '@/runtime.server';
import { formText as text } from '@/lib/form-text';
import { log } from '@/server/log';
import { requireSameOrigin, requireStaff } from '../../session';

/*
 * The work on a lead. Each action is a public endpoint: it checks the request's origin and the
 * session itself, then changes the lead; the page shows the result.
 */

async function context() {
  const staff = await requireStaff();
  await requireSameOrigin();
  const { core } = await appRuntime();
  return { staff, db: core.database.db, core };
}

/** Back to the lead's page, with the notice of a code (never free text: ./notices.ts). */
const back = (leadId: string, notice?: NoticeCode) => {
  revalidatePath(`/admin/leads/${leadId}`);
  redirect(`/admin/leads/${encodeURIComponent(leadId)}${notice ? `?notice=${notice}` : ''}`);
};

async function attempt(leadId: string, work: () => Promise<unknown>, notice: NoticeCode) {
  try {
    await work();
  } catch (error) {
    if (error instanceof WorkProblem) back(leadId, error.code);
    throw error;
  }
  back(leadId, notice);
}

export async function changeStatus(leadId: string, form: FormData) {
  const { staff, db } = await context();
  const status = text(form, 'status');
  if (!leadStatuses.includes(status as LeadStatus)) back(leadId, 'unknown-status');
  await attempt(leadId, () => setStatus(db, leadId, status as LeadStatus, staff), `status-${status as LeadStatus}`);
}

export async function assignLead(leadId: string, form: FormData) {
  const { staff, db } = await context();
  const staffId = text(form, 'staffId') || null;
  await attempt(leadId, () => assign(db, leadId, staffId, staff), staffId ? 'assigned' : 'unassigned');
}

export async function addLeadNote(leadId: string, form: FormData) {
  const { staff, db } = await context();
  await attempt(leadId, () => addNote(db, leadId, text(form, 'body'), staff), 'note-added');
}

export async function toggleSpam(leadId: string) {
  const { staff, db } = await context();
  const lead = await db.selectFrom('leads').select('spam').where('id', '=', leadId).executeTakeFirst();
  await attempt(leadId, () => setSpam(db, leadId, !lead?.spam, staff), lead?.spam ? 'unmarked-spam' : 'marked-spam');
}

export async function retryNotification(leadId: string, form: FormData) {
  const { staff, db, core } = await context();
  const retried = await retryDelivery(db, leadId, text(form, 'outboxId'), staff);
  if (retried) core.outbox.nudge();
  back(leadId, retried ? 'retrying' : 'nothing-to-retry');
}

export async function eraseLeadAction(leadId: string) {
  const { staff, core } = await context();
  const erased = await eraseLead(core.leadData, leadId, staff);
  log.info('inbox.erased', { staffId: staff.id, leadId, outcome: erased ? 'erased' : 'not_found' });
  revalidatePath('/admin');
  redirect('/admin?notice=erased');
}
