import { env } from '@/env';
import { programmeName } from '@/config/programme-names';
import type { LeadStatus } from '../contract';

/** The team's time zone (INBOX_TIME_ZONE): every time the inbox shows is in it. */
export const teamTimeZone = env.INBOX_TIME_ZONE;

const parts = (ms: number, timeZone: string) => {
  const values = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;
  return values;
};

/**
 * Dates as coordinators read them: day and time in the team's zone, named, so that it is never
 * mistaken for the patient's ("2026-11-25 14:05 Europe/Istanbul").
 */
export const dateTime = (ms: number | null | undefined, timeZone = teamTimeZone) => {
  if (!ms) return '';
  const { year, month, day, hour, minute } = parts(Number(ms), timeZone);
  return `${year}-${month}-${day} ${hour}:${minute} ${timeZone}`;
};

/** The time of day in a zone, "09:40". */
export const clockTime = (ms: number, timeZone: string) => {
  const { hour, minute } = parts(ms, timeZone);
  return `${hour}:${minute}`;
};

/**
 * A moment as `<input type="datetime-local">` shows it, in the team's zone ("2026-11-25T14:05"),
 * and back: the form's value is read in the team's zone, whatever the browser's is.
 */
export const localInputValue = (ms: number, timeZone = teamTimeZone) => {
  const { year, month, day, hour, minute } = parts(ms, timeZone);
  return `${year}-${month}-${day}T${hour}:${minute}`;
};
export function fromLocalInput(value: string, timeZone = teamTimeZone): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc)) return undefined;
  // The zone's offset at that moment, found by formatting the UTC guess there; a second pass
  // settles the hour around a daylight-saving change.
  let guess = asUtc;
  for (let pass = 0; pass < 2; pass += 1) {
    const shown = parts(guess, timeZone);
    const shownUtc = Date.UTC(+shown.year, +shown.month - 1, +shown.day, +shown.hour, +shown.minute);
    guess += asUtc - shownUtc;
  }
  return localInputValue(guess, timeZone) === value ? guess : undefined;
}

export const humanize = (id: string) => {
  const text = id.replace(/[-_]/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** A programme or treatment filter value as a label: `programme:check-up` → "Check up (landing)". */
export const subjectLabel = (value: string) => {
  const [kind, id] = value.split(':') as [string, string];
  return kind === 'programme' ? `${programmeName(id)} programme (landing)` : humanize(id);
};

export const statusStyles: Record<LeadStatus, string> = {
  new: 'bg-sky-100 text-sky-900',
  contacted: 'bg-amber-100 text-amber-900',
  qualified: 'bg-violet-100 text-violet-900',
  booked: 'bg-emerald-100 text-emerald-900',
  closed: 'bg-slate-200 text-slate-800',
  lost: 'bg-rose-100 text-rose-900',
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${statusStyles[status]}`}>{status}</span>;
}
