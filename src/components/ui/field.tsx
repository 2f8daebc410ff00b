import type { ReactNode } from 'react';

/** What a field's control carries: its id, and its error and hint for screen readers. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export const controlClass =
  'block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-rose-600';
export const labelClass = 'block font-medium text-slate-800';
export const hintClass = 'mt-1 text-sm text-slate-600';

/** The ids of a field's hint and error, and the props that wire them to its control. */
export function fieldIds(id: string, { hint, error, describedBy = [] }: { hint?: boolean; error?: boolean; describedBy?: string[] }) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [...(hint ? [hintId] : []), ...describedBy, ...(error ? [errorId] : [])];
  const control: ControlProps = {
    id,
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(described.length ? { 'aria-describedby': described.join(' ') } : {}),
  };
  return { hintId, errorId, control };
}

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-rose-700">
      {' '}
      *
    </span>
  );
}

export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  return children ? (
    <p id={id} className="mt-1.5 text-sm font-medium text-rose-700">
      {children}
    </p>
  ) : null;
}

/**
 * A labelled field: the label, the control (rendered with the props that wire its hint and
 * error: `aria-describedby`, `aria-invalid`), the hint and the error.
 */
export function Field({
  id,
  label,
  hint,
  error,
  required = false,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const ids = fieldIds(id, { hint: Boolean(hint), error: Boolean(error) });
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children(ids.control)}
      {hint ? (
        <p id={ids.hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}

/** A checkbox with its label beside it and its error below. */
export function CheckboxField({
  id,
  name,
  label,
  error,
  required = false,
  className,
}: {
  id: string;
  name: string;
  label: ReactNode;
  error?: ReactNode;
  required?: boolean;
  className?: string;
}) {
  const ids = fieldIds(id, { error: Boolean(error) });
  return (
    <div className={className}>
      <div className="flex gap-3">
        <input {...ids.control} name={name} type="checkbox" required={required} className="mt-1 size-5 shrink-0 accent-brand-700" />
        <label htmlFor={id} className="text-slate-700">
          {label}
          {required ? <RequiredMark /> : null}
        </label>
      </div>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
