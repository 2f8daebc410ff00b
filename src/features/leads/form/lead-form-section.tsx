import type { ComponentProps } from 'react';
import { LeadForm } from './lead-form';

/** A lead form with its heading and introduction beside it (stacked on phones). */
export function LeadFormSection({
  anchor,
  title,
  intro,
  className,
  ...form
}: ComponentProps<typeof LeadForm> & { title: string; intro: string; anchor?: string; className?: string }) {
  const titleId = `${form.id}-title`;
  return (
    <section id={anchor} aria-labelledby={titleId} className={className}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div>
          <h2 id={titleId} className="font-display text-2xl font-bold text-slate-900">
            {title}
          </h2>
          <p className="mt-3 text-slate-700">{intro}</p>
        </div>
        <div className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <LeadForm {...form} />
        </div>
      </div>
    </section>
  );
}
