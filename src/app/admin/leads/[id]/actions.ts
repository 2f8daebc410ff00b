'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { leadStatuses, type LeadStatus } from '@/features/leads/contract';
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
  const { leads } = await appRuntime();
  return { staff, db: leads.database.db, leads };
}

const back = (leadId: string, notice?: string) => {
  revalidatePath(`/admin/leads/${leadId}`);
  redirect(`/admin/leads/${leadId}${notice ? `?notice=${encodeURIComponent(notice)}` : ''}`);
};

async function attempt(leadId: string, work: () => Promise<unknown>, notice: string) {
  try {
    await work();
  } catch (error) {
    if (error instanceof WorkProblem) back(leadId, error.message);
    throw error;
  }
  back(leadId, notice);
}

export async function changeStatus(leadId: string, form: FormData) {
  const { staff, db } = await context();
  const status = text(form, 'status');
  if (!leadStatuses.includes(status as LeadStatus)) back(leadId, 'Unknown status.');
  await attempt(leadId, () => setStatus(db, leadId, status as LeadStatus, staff), `Status: ${status}.`);
}

export async function assignLead(leadId: string, form: FormData) {
  const { staff, db } = await context();
  const staffId = text(form, 'staffId') || null;
  await attempt(leadId, () => assign(db, leadId, staffId, staff), staffId ? 'Assigned.' : 'Unassigned.');
}

export async function addLeadNote(leadId: string, form: FormData) {
  const { staff, db } = await context();
  await attempt(leadId, () => addNote(db, leadId, text(form, 'body'), staff), 'Note added.');
}

export async function toggleSpam(leadId: string) {
  const { staff, db } = await context();
  const lead = await db.selectFrom('leads').select('spam').where('id', '=', leadId).executeTakeFirst();
  await attempt(leadId, () => setSpam(db, leadId, !lead?.spam, staff), lead?.spam ? 'Not spam any more.' : 'Marked as spam.');
}

export async function retryNotification(leadId: string, form: FormData) {
  const { staff, db, leads } = await context();
  const retried = await retryDelivery(db, leadId, text(form, 'outboxId'), staff);
  if (retried) leads.worker.nudge();
  back(leadId, retried ? 'Sending again now.' : 'Nothing to retry.');
}

export async function eraseLeadAction(leadId: string) {
  const { staff, db, leads } = await context();
  const erased = await eraseLead(db, leads.storage, leadId, staff);
  log.info('inbox.erased', { staffId: staff.id, leadId, outcome: erased ? 'erased' : 'not_found' });
  revalidatePath('/admin');
  redirect(`/admin?erased=${encodeURIComponent(leadId)}`);
}
