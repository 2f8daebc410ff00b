import type { ErasureLogEntry, ErasureLogPage } from './erasure.server';
import { dateTime } from './format';
import { NoticeBox } from './notice-box';
import type { Notice } from './notices';

const pageLink = (page: number) => (page > 1 ? `/admin/erasures?page=${page}` : '/admin/erasures');
const linkClass = 'rounded-lg px-3 py-1.5 text-sm font-medium text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50';

/** Whether the CRM was told, from the `lead.erased` row; a failed one can be sent again. */
function CrmTold({ crm, leadId, retry }: { crm: ErasureLogEntry['crm']; leadId: string; retry: () => Promise<void> }) {
  if (!crm) return <span className="text-slate-600">No event (no webhook)</span>;
  if (crm.status === 'sent')
    return (
      <span>
        Yes{crm.sentAt ? ', ' : ''}
        {crm.sentAt ? <time dateTime={new Date(crm.sentAt).toISOString()}>{dateTime(crm.sentAt)}</time> : null}
      </span>
    );
  if (crm.status === 'pending')
    return <span className="text-amber-900">Not yet: sending{crm.attempts > 0 ? ` (tried ${crm.attempts}×)` : ''}</span>;
  return (
    <form action={retry} className="flex flex-wrap items-center gap-2">
      <span className="font-medium text-rose-800">No: delivery failed</span>
      <button type="submit" className="rounded-md px-2 py-1 text-xs font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50">
        Send again<span className="sr-only"> the erasure of lead {leadId}</span>
      </button>
    </form>
  );
}

/**
 * The erasure log (issue 23): who erased which lead, and when, and whether the CRM was told.
 * The lead's name went with it; its id is what a data subject's follow-up question refers to.
 */
export function ErasureLog({
  log,
  notice,
  retry,
}: {
  log: ErasureLogPage;
  notice?: Notice;
  /** The server action that sends a failed `lead.erased` again, bound to a lead id here. */
  retry: (leadId: string) => () => Promise<void>;
}) {
  const first = (log.page - 1) * log.pageSize + 1;
  const last = first + log.entries.length - 1;
  return (
    <div className="mx-auto max-w-5xl px-4 py-5">
      <a href="/admin" className="text-sm font-medium text-brand-800 underline underline-offset-2">
        ← All leads
      </a>
      <h1 className="mt-2 text-2xl font-bold">Erasure log</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">
        Every lead erased: on a data subject’s request, from the command line, or at the end of its retention period. The lead’s details
        went with it; its id stays, with who erased it and when. Copies sent to the coordinators’ mailbox before the erasure are deleted
        there by hand; the CRM is sent a <code>lead.erased</code> event.
      </p>
      {notice ? <NoticeBox notice={notice} /> : null}
      {log.total === 0 ? (
        <p className="mt-6 rounded-xl bg-white p-4 text-slate-700 ring-1 ring-slate-200">No lead has been erased yet.</p>
      ) : (
        <>
          <p className="mt-4 text-sm text-slate-700">
            Erasures {first}–{last} of {log.total}, newest first
          </p>
          <div className="mt-2 overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Erased leads, newest first</caption>
              <thead className="bg-slate-50 text-xs font-semibold text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Erased at
                  </th>
                  <th scope="col" className="px-3 py-2">
                    By
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Lead id
                  </th>
                  <th scope="col" className="px-3 py-2">
                    CRM told
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {log.entries.map((entry) => (
                  <tr key={entry.id} className="align-top">
                    <td className="px-3 py-2">
                      <time dateTime={new Date(entry.at).toISOString()}>{dateTime(entry.at)}</time>
                    </td>
                    <td className="px-3 py-2 [overflow-wrap:anywhere]">{entry.by}</td>
                    <td className="px-3 py-2 font-mono text-xs [overflow-wrap:anywhere]">{entry.leadId}</td>
                    <td className="px-3 py-2">
                      <CrmTold crm={entry.crm} leadId={entry.leadId} retry={retry(entry.leadId)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {log.pages > 1 ? (
            <nav aria-label="Erasure log pages" className="mt-3 flex items-center justify-between gap-2 text-sm">
              {log.page > 1 ? (
                <a href={pageLink(log.page - 1)} rel="prev" className={linkClass}>
                  ← Newer
                </a>
              ) : (
                <span />
              )}
              <span className="text-slate-700">
                Page {log.page} of {log.pages}
              </span>
              {log.page < log.pages ? (
                <a href={pageLink(log.page + 1)} rel="next" className={linkClass}>
                  Older →
                </a>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
