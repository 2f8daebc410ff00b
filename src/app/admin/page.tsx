import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { env } from '@/env';
import { parseFilters } from '@/features/leads/inbox/filters';
import { InboxList } from '@/features/leads/inbox/inbox-list';
import { InboxLive } from '@/features/leads/inbox/inbox-live';
import { SEEN_COOKIE } from '@/features/leads/inbox/limits';
import { noticeOf } from '@/features/leads/inbox/notices';
import { countNewSince, inboxView, sourceOptions, staffOptions } from '@/features/leads/inbox/queries.server';
import { Shortcuts } from '@/features/leads/inbox/shortcuts';
import { appRuntime } from '@/runtime.server';
import { AdminBar } from './admin-bar';
import { requireStaff } from './session';

export const metadata: Metadata = { title: 'Leads' };

// Rendered per request (the admin layout is dynamic): ages are measured from the request's time.
const requestTime = () => Date.now();

export default async function InboxPage({ searchParams }: PageProps<'/admin'>) {
  const staff = await requireStaff();
  const params = await searchParams;
  const filters = parseFilters(params);
  const seenValue = Number((await cookies()).get(SEEN_COOKIE)?.value);
  const seenAt = Number.isSafeInteger(seenValue) && seenValue > 0 ? seenValue : undefined;
  const now = requestTime();
  const db = (await appRuntime()).core.database.db;
  const [{ leads, counts }, members, sources, unseen] = await Promise.all([
    inboxView(db, filters, staff.id),
    staffOptions(db),
    sourceOptions(db, now),
    seenAt === undefined ? 0 : countNewSince(db, seenAt),
  ]);
  // The tabs count every status under the other filters: the view's total is one of them, or their sum.
  const total = filters.status ? counts[filters.status] : Object.values(counts).reduce((sum, count) => sum + count, 0);
  return (
    <>
      <a
        href="#leads"
        className="sr-only font-semibold text-brand-800 focus:not-sr-only focus:block focus:bg-brand-50 focus:px-4 focus:py-3 focus:text-center focus:underline"
      >
        Skip to leads
      </a>
      <AdminBar staff={staff} />
      <main id="main">
        <InboxList
          notice={noticeOf(params.notice)}
          leads={leads}
          total={total}
          counts={counts}
          filters={filters}
          staff={members}
          sources={sources}
          now={now}
          timeZone={env.INBOX_TIME_ZONE}
          seenAt={seenAt}
          live={
            <>
              <InboxLive unseen={unseen} now={now} hasSeen={seenAt !== undefined} />
              <Shortcuts />
            </>
          }
        />
      </main>
    </>
  );
}
