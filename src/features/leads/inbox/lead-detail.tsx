import type { ReactNode } from 'react';
import { questionKeys, questionLabels } from '@/config/interview';
import type { LeadRow } from '@/server/db/schema';
import { leadStatuses } from '../contract';
import { leadFields, type LeadField } from '../schema';
import { EraseDialog } from './erase-dialog';
import { dateTime, StatusBadge, subjectLabel } from './format';
import type { InboxLeadDetail } from './queries.server';
import { channelLabel, NOTE_MAX_LENGTH } from './work.server';
import { NoticeBox } from './notice-box';
import type { Notice } from './notices';

/** The work on a lead, as server actions bound to it by the page (each checks the session itself). */
export interface LeadActions {
  setStatus: (form: FormData) => Promise<void>;
  assign: (form: FormData) => Promise<void>;
  addNote: (form: FormData) => Promise<void>;
  toggleSpam: () => Promise<void>;
  retry: (form: FormData) => Promise<void>;
  erase: () => Promise<void>;
}

const buttonClass = 'rounded-lg bg-brand-800 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-900';
const secondaryClass = 'rounded-lg px-3 py-1.5 text-sm font-medium text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50';
const controlClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';

const display = (lead: LeadRow, field: LeadField) => {
  const value = lead[field.column];
  if (field.kind === 'boolean') return value ? 'yes' : 'no';
  if (field.kind === 'treatment' && typeof value === 'string') return subjectLabel(`treatment:${value}`);
  if (field.column === 'programme' && typeof value === 'string') return subjectLabel(`programme:${value}`);
  return value === null || value === '' ? '—' : String(value);
};

/** Everything about one lead, and the work on it. Rendered on the server; only the erase dialog runs in the browser. */
export function LeadDetail({ detail, actions, notice }: { detail: InboxLeadDetail; actions: LeadActions; notice?: Notice }) {
  const { lead, files, deliveries, interview, answers, notes, activity, staff } = detail;
  const section = (name: LeadField['email']['section']) => leadFields.filter((field) => field.email.section === name);
  const answerOrder: readonly string[] = questionKeys;
  const sortedAnswers = [...answers].sort((a, b) => answerOrder.indexOf(a.question) - answerOrder.indexOf(b.question));
  return (
    <div className="mx-auto max-w-7xl px-4 py-5">
      <a href="/admin" className="text-sm font-medium text-brand-800 underline underline-offset-2">
        ← All leads
      </a>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-2xl font-bold [overflow-wrap:anywhere]">{lead.full_name}</h1>
        <StatusBadge status={lead.status} />
        {lead.spam ? <span className="rounded bg-rose-100 px-1.5 text-xs font-semibold text-rose-900">spam</span> : null}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {lead.type}
        {lead.treatment
          ? ` · ${subjectLabel(`treatment:${lead.treatment}`)}`
          : lead.programme
            ? ` · ${subjectLabel(`programme:${lead.programme}`)}`
            : ''}{' '}
        · {lead.locale} · received {dateTime(lead.created_at)} · <span className="font-mono">{lead.id}</span>
      </p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium">
        <a href={`tel:${lead.phone}`} className="text-brand-800 underline underline-offset-2">
          {lead.phone}
        </a>
        {lead.email ? (
          <a href={`mailto:${lead.email}`} className="[overflow-wrap:anywhere] text-brand-800 underline underline-offset-2">
            {lead.email}
          </a>
        ) : null}
      </p>
      {notice ? <NoticeBox notice={notice} /> : null}

      <div className="mt-5 grid gap-5 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-5">
          <Card title="Request">
            <Facts rows={section('details').map((field) => [field.email.label, display(lead, field)])} />
            {section('message').map((field) => (
              <div key={field.column} className="mt-3">
                <h3 className="text-xs font-semibold text-slate-600 uppercase">{field.email.label}</h3>
                <p className="mt-1 [overflow-wrap:anywhere] whitespace-pre-wrap">{display(lead, field)}</p>
              </div>
            ))}
            <h3 className="mt-4 text-xs font-semibold text-slate-600 uppercase">Consents</h3>
            <Facts rows={section('consents').map((field) => [field.email.label, display(lead, field)])} />
          </Card>

          <Card title="Where it came from">
            <Facts
              rows={[
                ['Page', lead.page ?? '—'],
                ...section('attribution').map((field) => [field.email.label, display(lead, field)] as [string, string]),
              ]}
            />
          </Card>

          <Card title={`Files (${files.length})`}>
            {files.length === 0 ? (
              <p className="text-sm text-slate-600">No files.</p>
            ) : (
              <ul className="space-y-1 text-sm">
                {files.map((file) => (
                  <li key={file.id}>
                    <a
                      href={`/admin/leads/${lead.id}/files/${file.id}`}
                      className="font-medium [overflow-wrap:anywhere] text-brand-800 underline underline-offset-2"
                    >
                      {file.original_name}
                    </a>{' '}
                    <span className="text-slate-600">
                      {file.content_type}, {Math.ceil(Number(file.size) / 1024)} KB
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Card>

          <Card title="Assistant interview">
            {!interview && answers.length === 0 ? (
              <p className="text-sm text-slate-600">Not started.</p>
            ) : (
              <>
                <p className="text-sm text-slate-700">
                  {interview?.finished_at ? `Finished ${dateTime(interview.finished_at)}.` : 'Not finished.'}{' '}
                  {interview?.callback_requested_at
                    ? `Call back requested ${dateTime(interview.callback_requested_at)}${interview.callback_time ? `, best time: “${interview.callback_time}”` : ''}.`
                    : ''}
                </p>
                <ol className="mt-3 space-y-3">
                  {sortedAnswers.map((answer) => (
                    <li key={answer.id}>
                      <h3 className="text-sm font-semibold">
                        {questionLabels[answer.question as keyof typeof questionLabels] ?? answer.question}
                      </h3>
                      {answer.kind === 'audio' ? (
                        <audio
                          controls
                          preload="metadata"
                          src={`/admin/leads/${lead.id}/recordings/${answer.id}`}
                          className="mt-1 w-full max-w-md"
                        >
                          <a href={`/admin/leads/${lead.id}/recordings/${answer.id}`}>Recording</a>
                        </audio>
                      ) : answer.kind === 'text' ? (
                        <p className="mt-0.5 [overflow-wrap:anywhere] whitespace-pre-wrap">{answer.text}</p>
                      ) : (
                        <p className="mt-0.5 text-sm text-slate-600">Skipped.</p>
                      )}
                    </li>
                  ))}
                </ol>
              </>
            )}
          </Card>

          <Card title="Notifications">
            {deliveries.length === 0 ? (
              <p className="text-sm text-slate-600">None: no channel is configured, or the lead is spam.</p>
            ) : (
              <ul className="divide-y divide-slate-100 text-sm">
                {deliveries.map((delivery) => (
                  <li key={delivery.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span>
                      <span className="font-medium">{channelLabel(delivery.channel)}</span>{' '}
                      <span className="text-slate-600">({delivery.event})</span>
                      <br />
                      <span className={delivery.status === 'failed' ? 'text-rose-800' : 'text-slate-700'}>
                        {delivery.status === 'sent'
                          ? `sent ${dateTime(delivery.sent_at)}`
                          : delivery.status === 'pending'
                            ? `pending, next try ${dateTime(delivery.next_attempt_at)} (attempt ${delivery.attempts + 1})`
                            : `failed after ${delivery.attempts} attempts: ${delivery.last_error ?? 'unknown error'}`}
                      </span>
                    </span>
                    {delivery.status === 'failed' ? (
                      <form action={actions.retry}>
                        <input type="hidden" name="outboxId" value={delivery.id} />
                        <button type="submit" className={secondaryClass}>
                          Retry now
                        </button>
                      </form>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>

        {/* On a phone the work comes first, under the name and contacts; beside the details on a laptop. */}
        <aside className="order-first space-y-5 lg:order-last">
          <Card title="Work">
            <form action={actions.setStatus} className="flex items-end gap-2">
              <div className="flex-1">
                <label htmlFor="status" className="text-xs font-semibold text-slate-700">
                  Status
                </label>
                <select id="status" name="status" defaultValue={lead.status} className={controlClass}>
                  {leadStatuses.map((status) => (
                    <option key={status} value={status}>
                      {status}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className={buttonClass}>
                Save
              </button>
            </form>
            <form action={actions.assign} className="mt-3 flex items-end gap-2">
              <div className="flex-1">
                <label htmlFor="assignee" className="text-xs font-semibold text-slate-700">
                  Coordinator
                </label>
                <select id="assignee" name="staffId" defaultValue={lead.assigned_to ?? ''} className={controlClass}>
                  <option value="">Nobody</option>
                  {staff.map((member) => (
                    <option key={member.id} value={member.id}>
                      {member.display_name}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className={buttonClass}>
                Assign
              </button>
            </form>
            <form action={actions.toggleSpam} className="mt-3">
              <button type="submit" className={`${secondaryClass} w-full`}>
                {lead.spam ? 'Not spam' : 'Mark as spam'}
              </button>
            </form>
            <div className="mt-3">
              <EraseDialog action={actions.erase} name={lead.full_name} />
            </div>
          </Card>

          <Card title={`Notes (${notes.length})`}>
            <form action={actions.addNote}>
              <label htmlFor="note" className="text-xs font-semibold text-slate-700">
                New note
              </label>
              <textarea id="note" name="body" rows={3} required maxLength={NOTE_MAX_LENGTH} className={controlClass} />
              <button type="submit" className={`${buttonClass} mt-2`}>
                Add note
              </button>
            </form>
            <ul className="mt-3 space-y-3">
              {notes.map((note) => (
                <li key={note.id} className="text-sm">
                  <p className="text-xs text-slate-600">
                    {note.staff_name}, {dateTime(note.created_at)}
                  </p>
                  <p className="[overflow-wrap:anywhere] whitespace-pre-wrap">{note.body}</p>
                </li>
              ))}
            </ul>
          </Card>

          <Card title="History">
            {activity.length === 0 ? (
              <p className="text-sm text-slate-600">Nothing done yet.</p>
            ) : (
              <ul className="space-y-1.5 text-sm">
                {activity.map((entry) => (
                  <li key={entry.id}>
                    <span className="text-xs text-slate-600">{dateTime(entry.created_at)}</span>
                    <br />
                    {entry.staff_name}: {entry.detail}
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </aside>
      </div>
    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl bg-white p-4 ring-1 ring-slate-200" aria-label={title}>
      <h2 className="mb-3 text-base font-bold">{title}</h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="[overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
