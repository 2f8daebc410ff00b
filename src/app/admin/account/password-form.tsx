'use client';

import { useActionState, useState } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass, labelClass } from '@/components/ui/field';
import { changePassword, type PasswordState } from './actions';

export function PasswordForm({ maxLength }: { maxLength: number }) {
  const [state, action, pending] = useActionState<PasswordState, FormData>(changePassword, {});
  const [shown, setShown] = useState(false);
  const type = shown ? 'text' : 'password';
  return (
    <form action={action} className="mt-4 space-y-4">
      {state.error ? (
        <p role="alert" className="rounded-lg bg-rose-50 px-3 py-2 text-sm font-medium text-rose-800 ring-1 ring-rose-200">
          {state.error}
        </p>
      ) : null}
      {state.done ? (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200">
          Your password was changed. Your other sessions were signed out.
        </p>
      ) : null}
      {(
        [
          ['current', 'Current password', 'current-password'],
          ['next', 'New password', 'new-password'],
          ['repeat', 'New password, again', 'new-password'],
        ] as const
      ).map(([name, label, autoComplete]) => (
        <div key={name}>
          <label htmlFor={`password-${name}`} className={labelClass}>
            {label}
          </label>
          <input
            id={`password-${name}`}
            name={name}
            type={type}
            autoComplete={autoComplete}
            required
            maxLength={maxLength}
            className={`mt-1 ${controlClass}`}
          />
        </div>
      ))}
      <label className="inline-flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" checked={shown} onChange={(event) => setShown(event.target.checked)} className="size-4 accent-brand-700" />
        Show passwords
      </label>
      <Button type="submit" busy={pending}>
        Change password
      </Button>
    </form>
  );
}
