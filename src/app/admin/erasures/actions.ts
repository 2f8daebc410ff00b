'use server';

import { revalidatePath } from 'next/cache';
import { redirect, RedirectType } from 'next/navigation';
import { retryErasedEvent } from '@/features/leads/inbox/erasure.server';
import { appRuntime } from '@/runtime.server';
import { log } from '@/server/log';
import { requireSameOrigin, requireStaff } from '../session';

/** Sends a `lead.erased` event that gave up once more; back to the same page of the log. */
export async function resendErasedEvent(leadId: string, page: number) {
  const staff = await requireStaff();
  await requireSameOrigin();
  const { core } = await appRuntime();
  const retried = await retryErasedEvent(core, leadId);
  log.info('inbox.erased_event_retried', { staffId: staff.id, leadId, outcome: retried ? 'retrying' : 'nothing_to_retry' });
  revalidatePath('/admin/erasures');
  const query = new URLSearchParams({ ...(page > 1 ? { page: String(page) } : {}), notice: retried ? 'retrying' : 'nothing-to-retry' });
  redirect(`/admin/erasures?${query.toString()}`, RedirectType.replace);
}
