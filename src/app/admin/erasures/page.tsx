import type { Metadata } from 'next';
import { erasureLog } from '@/features/leads/inbox/erasure.server';
import { ErasureLog } from '@/features/leads/inbox/erasure-log';
import { noticeOf } from '@/features/leads/inbox/notices';
import { appRuntime } from '@/runtime.server';
import { AdminBar } from '../admin-bar';
import { requireStaff } from '../session';
import { resendErasedEvent } from './actions';

export const metadata: Metadata = { title: 'Erasure log' };

export default async function ErasuresPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await requireStaff();
  const params = await searchParams;
  const page = Number(typeof params.page === 'string' ? params.page : 1);
  const log = await erasureLog((await appRuntime()).core.database.db, { page });
  return (
    <>
      <AdminBar staff={staff} />
      <main id="main">
        <ErasureLog log={log} notice={noticeOf(params.notice)} retry={(leadId) => resendErasedEvent.bind(null, leadId, log.page)} />
      </main>
    </>
  );
}
