import type { ReactNode } from 'react';
import { questionKeys, questionLabels, type QuestionKey } from '@/config/interview';
import { contactChannels, contactOutcomes, type LeadRow } from '@/server/db/schema';
import { leadStatuses } from '../contract';
import { leadFields, type LeadField } from '../schema';
import { mailtoLink, offersWhatsapp, patientZone, readablePhone, telLink, whatsappLink } from './contact';
import { Age } from './age';
import { EraseDialog, type EraseCopy } from './erase-dialog';
import { clockTime, dateTime, localInputValue, StatusBadge, subjectLabel, teamTimeZone } from './format';
import { leadHistory, sourceOf } from './history';
import { NoteForm } from './note-form';
import { NoticeBox } from './notice-box';
import type { Notice } from './notices';
import type { InboxLeadDetail, PossibleDuplicate } from './queries.server';
import { RecordingPlayer } from './recording-player';
import { ReplyTemplates, type ReplyCard } from './reply-templates';
import { canPreviewInline } from './previews';
import { channelLabel, CONTACT_NOTE_MAX_LENGTH, contactChannelLabels, contactOutcomeLabels, NOTE_MAX_LENGTH } from './work.server';

/** The work on a lead, as server actions bound to it by the page (each checks the session itself). */
export interface LeadActions {
  setStatus: (form: FormData) => Promise<void>;
  assign: (form: FormData) => Promise<void>;
  addNote: (form: FormData) => Promise<void>;
  logContact: (form: FormData) => Promise<void>;
  toggleSpam: (form: FormData) => Promise<void>;
  retry: (form: FormData) => Promise<void>;
  erase: (form: FormData) => Promise<void>;
}

/** The reply templates in one language, and the languages the coordinator may switch to. */
export interface LeadReplies {
  locale: string;
  locales: readonly { code: string; name: string }[];
  cards: ReplyCard[];
}

const buttonClass =
  'rounded-lg bg-brand-800 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const secondaryClass =
  'rounded-lg px-3 py-1.5 text-sm font-medium text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700';
const controlClass =
  'mt-0.5 block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';
const labelClass = 'text-xs font-semibold text-slate-700';
const linkClass = 'font-medium text-brand-800 underline underline-offset-2';

const display = (lead: LeadRow, field: LeadField) => {
  const value = lead[field.column];
  if (field.kind === 'boolean') return value ? 'yes' : 'no';
  if (field.kind === 'treatment' && typeof value === 'string') return subjectLabel(`treatment:${value}`);
  if (field.column === 'programme' && typeof value === 'string') return subjectLabel(`programme:${value}`);
  return value === null || value === '' ? '—' : String(value);
};

const duplicateReasons = { phone: 'same phone', email: 'same email', name: 'same name within 30 days' } as const;

/**
 * Everything about one lead, and the work on it, in the order a coordinator needs it: who and how
 * to reach them, what the patient asked (message, callback, interview, files), the work panel
 * (beside it on a laptop, right after it on a phone), then the replies, the details and the
 * history. Rendered on the server; the recordings' speed, the copy buttons, Ctrl+Enter and the
 * erase dialog are enhanced in the browser.
 */
export function LeadDetail({
  detail,
  actions,
  notice,
  list,
  replies,
  duplicates,
  eraseCopies,
  now,
}: {
  detail: InboxLeadDetail;
  actions: LeadActions;
  notice?: Notice;
  /** The list's view the lead was opened from ("?status=new&page=2", or ""). */
  list: string;
  replies: LeadReplies;
  duplicates: PossibleDuplicate[];
  eraseCopies: EraseCopy[];
  /** The moment of the request: ages and the patient's time are said as of it. */
  now: number;
}) {
  const { lead, files, deliveries, interview, answers, notes, activity, staff, contacts } = detail;
  const section = (name: LeadField['email']['section']) => leadFields.filter((field) => field.email.section === name);
  const order: readonly string[] = questionKeys;
  const sortedAnswers = [...answers].sort((a, b) => order.indexOf(a.question) - order.indexOf(b.question));
  const listField = list ? <input type="hidden" name="list" value={list.replace(/^\?/, '')} /> : null;
  const zone = patientZone(lead, now);
  const whatsapp = offersWhatsapp(lead) ? whatsappLink(lead.phone) : undefined;
  const source = sourceOf(lead);
  const subject = lead.treatment
    ? subjectLabel(`treatment:${lead.treatment}`)
    : lead.programme
      ? subjectLabel(`programme:${lead.programme}`)
      : undefined;
  const message = section('message')
    .map((field) => ({ field, value: lead[field.column] }))
    .filter(({ value }) => typeof value === 'string' && value.trim());
  const callbackTime = interview?.callback_time ?? null;
  const history = leadHistory({ lead, interview, answers, deliveries, activity, contacts });
  const lastContact = contacts[0];

  const request = (
    <div className="space-y-5">
      <Card title="Request">
        {message.length === 0 ? (
          <p className="text-sm text-slate-600">No message.</p>
        ) : (
          message.map(({ field, value }) => (
            <div key={field.column}>
              <h3 className="sr-only">{field.email.label}</h3>
              <p className="[overflow-wrap:anywhere] whitespace-pre-wrap">{String(value)}</p>
            </div>
          ))
        )}
        <Facts
          className="mt-3"
          rows={[
            ['Request', `${lead.type}${subject ? ` · ${subject}` : ''}`],
            ...(lead.preferred_channel ? [['Preferred channel', lead.preferred_channel] as [string, string]] : []),
            ...(lead.preferred_time ? [['Preferred time', lead.preferred_time] as [string, string]] : []),
          ]}
        />
      </Card>

      {interview?.callback_requested_at ? (
        <Card title="Callback request" tone="attention">
          <p className="font-medium">
            Asked to be called back{callbackTime ? <> at “{callbackTime}”</> : ', at any time'}
            {lead.preferred_time && lead.preferred_time !== callbackTime ? <> (form: “{lead.preferred_time}”)</> : null}.
          </p>
          <p className="mt-1 text-sm text-slate-700">
            Requested <Age at={Number(interview.callback_requested_at)} now={now} timeZone={teamTimeZone} />
            {zone ? (
              <>
                {' '}
                · their time now {clockTime(now, zone.zone)}, {zone.zone}
                {zone.probable ? ' (probably)' : ''}
              </>
            ) : null}
          </p>
        </Card>
      ) : null}

      <Card
        title={`Interview answers${answers.length ? ` (${answers.filter((answer) => answer.kind !== 'skipped').length} of ${questionKeys.length})` : ''}`}
      >
        {!interview && answers.length === 0 ? (
          <p className="text-sm text-slate-600">The assistant interview was not started.</p>
        ) : (
          <>
            <p className="text-sm text-slate-700">
              {interview?.finished_at
                ? `Finished ${dateTime(interview.finished_at)}.`
                : 'Not finished: the patient stopped before the end.'}
            </p>
            <ol className="mt-3 space-y-4">
              {sortedAnswers.map((answer) => {
                const label = questionLabels[answer.question as QuestionKey] ?? answer.question;
                return (
                  <li key={answer.id}>
                    <h3 className="text-sm font-semibold">{label}</h3>
                    {answer.kind === 'audio' ? (
                      <RecordingPlayer
                        src={`/admin/leads/${encodeURIComponent(lead.id)}/recordings/${encodeURIComponent(answer.id)}`}
                        durationMs={answer.duration_ms === null ? null : Number(answer.duration_ms)}
                        label={`Recording: ${label}`}
                      />
                    ) : answer.kind === 'text' ? (
                      <p className="mt-0.5 [overflow-wrap:anywhere] whitespace-pre-wrap">{answer.text}</p>
                    ) : (
                      <p className="mt-0.5 text-sm text-slate-600">Skipped.</p>
                    )}
                  </li>
                );
              })}
            </ol>
          </>
        )}
      </Card>

      <Card title={`Files (${files.length})`}>
        {files.length === 0 ? (
          <p className="text-sm text-slate-600">No files.</p>
        ) : (
          <ul className="space-y-4 text-sm">
            {files.map((file) => {
              const href = `/admin/leads/${encodeURIComponent(lead.id)}/files/${encodeURIComponent(file.id)}`;
              const preview = canPreviewInline(file.content_type);
              return (
                <li key={file.id}>
                  <p>
                    <span className="font-medium [overflow-wrap:anywhere]">{file.original_name}</span>{' '}
                    <span className="text-slate-600">
                      {file.content_type}, {Math.ceil(Number(file.size) / 1024)} KB
                    </span>
                  </p>
                  {preview === 'image' ? (
                    // A patient's own photo or scan, from the inbox's file route: not a static asset for next/image.
                    // eslint-disable-next-line @next/next/no-img-element
                    <img
                      src={`${href}?view=1`}
                      alt={`Preview of ${file.original_name}`}
                      loading="lazy"
                      className="mt-2 max-h-80 max-w-full rounded-lg ring-1 ring-slate-200"
                    />
                  ) : null}
                  <p className="mt-1 flex flex-wrap gap-x-4">
                    {preview === 'pdf' ? (
                      <a href={`${href}?view=1`} target="_blank" rel="noopener noreferrer" className={linkClass}>
                        View<span className="sr-only"> {file.original_name}</span> (new tab)
                      </a>
                    ) : null}
                    <a href={href} className={linkClass}>
                      Download<span className="sr-only"> {file.original_name}</span>
                    </a>
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </div>
  );

  const work = (
    <aside aria-label="Work on this lead" className="space-y-5 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto">
      <Card title="Work">
        <form action={actions.setStatus} className="flex items-end gap-2">
          {listField}
          <div className="flex-1">
            <label htmlFor="status" className={labelClass}>
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
          {listField}
          <div className="flex-1">
            <label htmlFor="assignee" className={labelClass}>
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
        <p className="mt-3 text-xs text-slate-600">
          Last activity <Age at={Number(lead.last_activity_at)} now={now} timeZone={teamTimeZone} />
          {lastContact ? (
            <>
              {' '}
              · last contact: {contactChannelLabels[lastContact.channel]}, {contactOutcomeLabels[lastContact.outcome].toLowerCase()}
            </>
          ) : null}
        </p>
      </Card>

      <Card title="Log a contact">
        <form action={actions.logContact} className="space-y-2">
          {listField}
          <div className="grid grid-cols-2 gap-2">
            <div>
              <label htmlFor="contact-channel" className={labelClass}>
                Channel
              </label>
              <select
                id="contact-channel"
                name="channel"
                defaultValue={whatsapp && lead.preferred_channel === 'whatsapp' ? 'whatsapp' : 'phone'}
                className={controlClass}
              >
                {contactChannels.map((channel) => (
                  <option key={channel} value={channel}>
                    {contactChannelLabels[channel]}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="contact-outcome" className={labelClass}>
                Outcome
              </label>
              <select id="contact-outcome" name="outcome" defaultValue="reached" className={controlClass}>
                {contactOutcomes.map((outcome) => (
                  <option key={outcome} value={outcome}>
                    {contactOutcomeLabels[outcome]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div>
            <label htmlFor="contact-call-back" className={labelClass}>
              Call back at <span className="font-normal">(for “Call back later”, {teamTimeZone})</span>
            </label>
            <input id="contact-call-back" name="callBackAt" type="datetime-local" min={localInputValue(now)} className={controlClass} />
          </div>
          <div>
            <label htmlFor="contact-note" className={labelClass}>
              Note <span className="font-normal">(optional)</span>
            </label>
            <input id="contact-note" name="note" type="text" maxLength={CONTACT_NOTE_MAX_LENGTH} className={controlClass} />
          </div>
          <button type="submit" className={buttonClass}>
            Log contact
          </button>
        </form>
      </Card>

      <Card title="Add a note">
        <NoteForm action={actions.addNote}>
          {listField}
          <label htmlFor="note" className={labelClass}>
            Note for the team
          </label>
          <textarea
            id="note"
            name="body"
            rows={3}
            required
            maxLength={NOTE_MAX_LENGTH}
            aria-describedby="note-hint"
            className={controlClass}
          />
          <p id="note-hint" className="mt-1 text-xs text-slate-600">
            Ctrl+Enter saves it.
          </p>
          <button type="submit" className={`${buttonClass} mt-2`}>
            Add note
          </button>
        </NoteForm>
      </Card>

      <div className="space-y-3">
        <form action={actions.toggleSpam}>
          {listField}
          <button type="submit" className={`${secondaryClass} w-full`}>
            {lead.spam ? 'Not spam' : 'Mark as spam'}
          </button>
        </form>
        <EraseDialog action={actions.erase} name={lead.full_name} copies={eraseCopies} fields={listField} />
      </div>
    </aside>
  );

  const rest = (
    <div className="space-y-5">
      <Card title={`Notes (${notes.length})`}>
        {notes.length === 0 ? (
          <p className="text-sm text-slate-600">No notes yet.</p>
        ) : (
          <ul className="space-y-3">
            {notes.map((note) => (
              <li key={note.id} className="text-sm">
                <p className="text-xs text-slate-600">
                  {note.staff_name}, {dateTime(note.created_at)}
                </p>
                <p className="[overflow-wrap:anywhere] whitespace-pre-wrap">{note.body}</p>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card title="Replies">
        <form method="get" className="mb-3 flex flex-wrap items-end gap-2">
          {listField}
          <div>
            <label htmlFor="replies-language" className={labelClass}>
              Language
            </label>
            <select id="replies-language" name="replies" defaultValue={replies.locale} className={controlClass}>
              {replies.locales.map((locale) => (
                <option key={locale.code} value={locale.code}>
                  {locale.name}
                  {locale.code === lead.locale ? ' (patient’s)' : ''}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={secondaryClass}>
            Show
          </button>
        </form>
        <ReplyTemplates replies={replies.cards} />
      </Card>

      {duplicates.length > 0 ? (
        <Card title={`Possible duplicates (${duplicates.length})`} tone="attention">
          <ul className="space-y-1 text-sm">
            {duplicates.map((duplicate) => (
              <li key={duplicate.id}>
                <a
                  href={`/admin/leads/${encodeURIComponent(duplicate.id)}${list ? `?list=${encodeURIComponent(list.replace(/^\?/, ''))}` : ''}`}
                  className={linkClass}
                >
                  {duplicate.full_name}
                </a>{' '}
                <span className="text-slate-600">
                  ({duplicate.reasons.map((reason) => duplicateReasons[reason]).join(', ')}; {duplicate.status},{' '}
                  <Age at={duplicate.created_at} now={now} timeZone={teamTimeZone} />)
                </span>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}

      <Card title="Details">
        <Facts rows={section('details').map((field) => [field.email.label, display(lead, field)])} />
        <h3 className="mt-4 mb-1 text-xs font-semibold text-slate-600 uppercase">Consents</h3>
        <Facts rows={section('consents').map((field) => [field.email.label, display(lead, field)])} />
      </Card>

      <Card title="Where it came from">
        <Facts
          rows={[
            ['Source', source ?? 'direct or unknown'],
            ['Page', lead.page ?? '—'],
            ...section('attribution').map((field) => [field.email.label, display(lead, field)] as [string, string]),
          ]}
        />
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
                    {listField}
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

      <Card title="History">
        <p className="mb-2 text-xs text-slate-600">Newest first; times in {teamTimeZone}.</p>
        <ol className="space-y-2 text-sm">
          {history.map((entry) => (
            <li key={entry.key} className="border-l-2 border-slate-200 pl-3">
              <p className="text-xs text-slate-600">
                <time dateTime={new Date(entry.at).toISOString()}>{dateTime(entry.at)}</time> · {entry.who}
              </p>
              <p className={entry.problem ? 'text-rose-800' : undefined}>{entry.text}</p>
              {entry.note ? <p className="[overflow-wrap:anywhere] text-slate-700">“{entry.note}”</p> : null}
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-5">
      <a href={`/admin${list}`} className={`text-sm ${linkClass}`}>
        ← All leads
      </a>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-2xl font-bold [overflow-wrap:anywhere]">{lead.full_name}</h1>
        <StatusBadge status={lead.status} />
        {lead.spam ? <span className="rounded bg-rose-100 px-1.5 text-xs font-semibold text-rose-900">spam</span> : null}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Received <Age at={Number(lead.created_at)} now={now} timeZone={teamTimeZone} /> · {lead.type}
        {subject ? ` · ${subject}` : ''} · speaks {lead.locale}
        {source ? ` · from ${source}` : ''}
        {lead.first_opened_by && lead.first_opened_at ? (
          <>
            {' '}
            · first opened by {lead.first_opened_by}, <Age at={Number(lead.first_opened_at)} now={now} timeZone={teamTimeZone} />
          </>
        ) : null}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <a href={telLink(lead.phone)} className={linkClass}>
          <span className="sr-only">Call </span>
          {readablePhone(lead.phone)}
        </a>
        {whatsapp ? (
          <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={linkClass}>
            WhatsApp
          </a>
        ) : null}
        {lead.email ? (
          <a href={mailtoLink(lead.email)} className={`[overflow-wrap:anywhere] ${linkClass}`}>
            {lead.email}
          </a>
        ) : null}
        {zone ? (
          <span className="text-slate-700">
            their time: {clockTime(now, zone.zone)}, {zone.zone}
            {zone.source === 'phone' ? (zone.probable ? ' (probably, from the phone’s country)' : ' (from the phone’s country)') : ''}
          </span>
        ) : null}
      </div>
      {notice ? <NoticeBox notice={notice} /> : null}

      <div className="mt-5 grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="lg:col-start-1 lg:row-start-1">{request}</div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">{work}</div>
        <div className="lg:col-start-1 lg:row-start-2">{rest}</div>
      </div>
    </div>
  );
}

function Card({ title, children, tone }: { title: string; children: ReactNode; tone?: 'attention' }) {
  return (
    <section
      className={`rounded-xl p-4 ring-1 ${tone === 'attention' ? 'bg-amber-50 ring-amber-300' : 'bg-white ring-slate-200'}`}
      aria-label={title}
    >
      <h2 className="mb-3 text-base font-bold">{title}</h2>
      {children}
    </section>
  );
}

function Facts({ rows, className }: { rows: [string, string][]; className?: string }) {
  return (
    <dl className={`grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-1 text-sm ${className ?? ''}`}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="[overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
