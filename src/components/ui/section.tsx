import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function Section({
  id,
  title,
  text,
  children,
  className,
  headingId,
}: {
  id?: string;
  title: ReactNode;
  text?: ReactNode;
  children: ReactNode;
  className?: string;
  headingId?: string;
}) {
  const labelId = headingId ?? (id ? `${id}-title` : undefined);
  return (
    <section id={id} aria-labelledby={labelId} className={cn('py-14 sm:py-20', className)}>
      <div className="container-page">
        <div className="max-w-2xl">
          <h2 id={labelId} className="font-display text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {title}
          </h2>
          {text ? <p className="mt-3 text-base leading-relaxed text-slate-600 sm:text-lg">{text}</p> : null}
        </div>
        <div className="mt-8 sm:mt-10">{children}</div>
      </div>
    </section>
  );
}

export function PageHeader({
  title,
  lead,
  eyebrow,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  eyebrow?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-10 sm:py-14">
        {children}
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-3xl font-display text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-4 max-w-3xl text-base leading-relaxed text-slate-700 sm:text-lg">{lead}</p> : null}
      </div>
    </div>
  );
}
