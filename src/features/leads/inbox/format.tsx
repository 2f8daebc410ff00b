import { programmeName } from '@/config/programme-names';
import type { LeadStatus } from '../contract';

/** Dates as coordinators read them: day and time in UTC, unambiguous in every country. */
export const dateTime = (ms: number | null | undefined) =>
  ms ? `${new Date(Number(ms)).toISOString().slice(0, 16).replace('T', ' ')} UTC` : '';

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
