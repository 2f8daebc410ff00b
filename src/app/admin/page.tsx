import type { Metadata } from 'next';
import { AutoRefresh } from '@/features/leads/inbox/auto-refresh';
import { parseFilters } from '@/features/leads/inbox/filters';
import { InboxList } from '@/features/leads/inbox/inbox-list';
import { noticeOf } from '@/features/leads/inbox/notices';
import { listInbox, staffOptions, statusCounts } from '@/features/leads/inbox/queries.server';
import { appRuntime } from '@/runtime.server';
import { AdminBar } from './admin-bar';
import { requireStaff } from './session';

export const metadata: Metadata = { title: 'Leads' };

export default async function InboxPage({ searchParams }: PageProps<'/admin'>) {
  const staff = await requireStaff();
  const params = await searchParams;
  const filters = parseFilters(params);
  const db = (await appRuntime()).core.database.db;
  const [page, counts, members] = await Promise.all([
    listInbox(db, filters, staff.id),
    statusCounts(db, filters, staff.id),
    staffOptions(db),
  ]);
  return (
    <>
      <AdminBar staff={staff} />
      <main id="main">
        <InboxList notice={noticeOf(params.notice)} leads={page.leads} next={page.next} counts={counts} filters={filters} staff={members} />
      </main>
      <AutoRefresh />
    </>
  );
}
