import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { leadPath, listQuery } from '@/features/leads/inbox/back-link';
import { mailtoLink, offersWhatsapp, whatsappLink } from '@/features/leads/inbox/contact';
import { copyDestinations, erasureCopies } from '@/features/leads/inbox/erasure.server';
import { LeadDetail, type LeadReplies } from '@/features/leads/inbox/lead-detail';
import { noticeOf } from '@/features/leads/inbox/notices';
import { inboxLead, markOpened, possibleDuplicates } from '@/features/leads/inbox/queries.server';
import { isLocale, localeInfo, locales, type Locale } from '@/i18n/locales';
import { loadReplies } from '@/lib/content/load';
import { draftReplies } from '@/lib/content/replies';
import { appRuntime } from '@/runtime.server';
import { AdminBar } from '../../admin-bar';
import { requireStaff } from '../../session';
import { addLeadNote, assignLead, changeStatus, eraseLeadAction, logLeadContact, retryNotification, toggleSpam } from './actions';

export const metadata: Metadata = { title: 'Lead' };

/** A prefetch (Next's router, or the browser's speculation) is not a coordinator opening the lead. */
const isPrefetch = (list: Headers) =>
  list.has('next-router-prefetch') || list.get('purpose') === 'prefetch' || /prefetch/i.test(list.get('sec-purpose') ?? '');

/** The moment the page is rendered (per request: the inbox is never cached). */
const requestTime = () => Date.now();

export default async function LeadPage({ params, searchParams }: PageProps<'/admin/leads/[id]'>) {
  const { id } = await params;
  const query = await searchParams;
  const list = listQuery(query.list);
  const staff = await requireStaff({ next: leadPath(id, list) });
  const { core } = await appRuntime();
  const db = core.database.db;
  const detail = await inboxLead(db, id);
  if (!detail) {
    return (
      <>
        <AdminBar staff={staff} />
        <main id="main" className="mx-auto max-w-7xl px-4 py-8">
          <h1 className="text-2xl font-bold">No such lead</h1>
          <p className="mt-2 text-slate-700">This lead does not exist, or it was erased.</p>
          <a href={`/admin${list}`} className="mt-4 inline-block font-medium text-brand-800 underline underline-offset-2">
            ← All leads
          </a>
        </main>
      </>
    );
  }
  const { lead } = detail;
  if (!lead.first_opened_at && !isPrefetch(await headers())) await markOpened(db, id, staff.display_name);

  // The replies in the patient's language, or in the one the coordinator chose (`?replies=de`).
  const repliesLocale: Locale = isLocale(query.replies) ? query.replies : isLocale(lead.locale) ? lead.locale : 'en';
  const whatsapp = offersWhatsapp(lead);
  const drafts = draftReplies(await loadReplies(repliesLocale), {
    locale: repliesLocale,
    name: lead.full_name,
    coordinatorName: staff.display_name,
    callbackTime: detail.interview?.callback_time ?? lead.preferred_time,
  });
  const replies: LeadReplies = {
    locale: repliesLocale,
    locales: locales.map((code) => ({ code, name: localeInfo[code].name })),
    cards: drafts.map((draft) => ({
      id: draft.id,
      title: draft.title,
      text: draft.text,
      whatsappHref: whatsapp ? whatsappLink(lead.phone, draft.text) : undefined,
      mailHref: mailtoLink(lead.email, { subject: draft.subject, body: draft.text }),
    })),
  };
  const [duplicates, copies] = await Promise.all([possibleDuplicates(db, lead), erasureCopies(db, id, copyDestinations(core))]);

  return (
    <>
      <a
        href="#main"
        className="sr-only font-semibold text-brand-800 focus:not-sr-only focus:block focus:bg-brand-50 focus:px-4 focus:py-3 focus:text-center focus:underline"
      >
        Skip to the lead
      </a>
      <AdminBar staff={staff} />
      <main id="main">
        <LeadDetail
          detail={detail}
          now={requestTime()}
          notice={noticeOf(query.notice)}
          list={list}
          replies={replies}
          duplicates={duplicates}
          eraseCopies={copies.map(({ channel, place, sent, pending, todo }) => ({ channel, place, sent, pending, todo }))}
          actions={{
            setStatus: changeStatus.bind(null, id),
            assign: assignLead.bind(null, id),
            addNote: addLeadNote.bind(null, id),
            logContact: logLeadContact.bind(null, id),
            toggleSpam: toggleSpam.bind(null, id),
            retry: retryNotification.bind(null, id),
            erase: eraseLeadAction.bind(null, id),
          }}
        />
      </main>
    </>
  );
}
