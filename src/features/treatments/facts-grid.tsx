import type { IconType } from 'react-icons';
import { LuActivity, LuBed, LuCalendarCheck, LuCalendarDays, LuClock, LuHeartPulse, LuSparkles, LuTimer } from 'react-icons/lu';
import type { FactKey } from '@/config/treatment-facts';
import type { FactItem } from './facts';

const icons: Record<FactKey, IconType> = {
  procedureTime: LuClock,
  appointments: LuCalendarDays,
  hospitalStay: LuBed,
  balloonStay: LuTimer,
  sensitivity: LuActivity,
  backToDailyLife: LuCalendarCheck,
  fullRecovery: LuHeartPulse,
  finalResults: LuSparkles,
};

/** The basic-information block: a scannable grid of the treatment's facts. */
export function FactsGrid({ title, items }: { title: string; items: FactItem[] }) {
  return (
    <section
      aria-labelledby="facts-title"
      data-testid="facts"
      data-keep-clear
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-8"
    >
      <h2 id="facts-title" className="font-display text-xl font-bold text-slate-900">
        {title}
      </h2>
      <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-5 sm:grid-cols-[repeat(auto-fit,minmax(9rem,1fr))]">
        {items.map(({ key, label, value }) => {
          const Icon = icons[key];
          return (
            // The value sits at the foot of its cell, so values of a row align when a label wraps.
            <div key={key} data-fact={key} className="flex flex-col justify-between gap-1">
              <dt className="flex items-center gap-2 text-sm text-slate-600">
                <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                {label}
              </dt>
              <dd className="text-lg font-semibold text-slate-900">{value}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
