import type { Metadata } from 'next';
import { LeadDetail } from '@/features/leads/inbox/lead-detail';
import { noticeOf } from '@/features/leads/inbox/notices';
import { inboxLead } from '@/features/leads/inbox/queries.server';
import { appRuntime } from '@/runtime.server';
import { AdminBar } from '../../admin-bar';
import { requireStaff } from '../../session';
import { addLeadNote, assignLead, changeStatus, eraseLeadAction, retryNotification, toggleSpam } from './actions';

export const metadata: Metadata = { title: 'Lead' };

export default async function LeadPage({ params, searchParams }: PageProps<'/admin/leads/[id]'>) {
  const staff = await requireStaff();
  const { id } = await params;
  const notice = (await searchParams).notice;
  const detail = await inboxLead((await appRuntime()).core.database.db, id);
  if (!detail) {
    return (
      <>
        <AdminBar staff={staff} />
        <main id="main" className="mx-auto max-w-7xl px-4 py-8">
          <h1 className="text-2xl font-bold">No such lead</h1>
          <p className="mt-2 text-slate-700">This lead does not exist, or it was erased.</p>
          <a href="/admin" className="mt-4 inline-block font-medium text-brand-800 underline underline-offset-2">
            ← All leads
          </a>
        </main>
      </>
    );
  }
  return (
    <>
      <AdminBar staff={staff} />
      <main id="main">
        <LeadDetail
          detail={detail}
          notice={noticeOf(notice)}
          actions={{
            setStatus: changeStatus.bind(null, id),
            assign: assignLead.bind(null, id),
            addNote: addLeadNote.bind(null, id),
            toggleSpam: toggleSpam.bind(null, id),
            retry: retryNotification.bind(null, id),
            erase: eraseLeadAction.bind(null, id),
          }}
        />
      </main>
    </>
  );
}
