'use client';

import { useActionState, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass, labelClass } from '@/components/ui/field';
import { changePassword, ratePassword, type PasswordState } from './actions';

const strengthLabels = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;

/** How strong the new password is, as it is typed (ASVS 2.1.8): zxcvbn's score, from the server. */
function StrengthMeter({ password }: { password: string }) {
  const [rating, setRating] = useState<{ score: number; advice?: string } | undefined>();
  useEffect(() => {
    if (!password) return;
    let current = true;
    const timer = setTimeout(() => {
      void ratePassword(password).then((result) => current && setRating(result));
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password]);
  const shown = password ? rating : undefined;
  const score = shown?.score ?? 0;
  return (
    <div id="password-strength" aria-live="polite" className="mt-2">
      <div className="flex gap-1" aria-hidden="true">
        {[0, 1, 2, 3].map((bar) => (
          <span
            key={bar}
            className={`h-1.5 flex-1 rounded-full ${shown && score > bar ? (score >= 3 ? 'bg-emerald-600' : 'bg-amber-500') : 'bg-slate-200'}`}
          />
        ))}
      </div>
      {shown ? (
        <p className="mt-1 text-sm text-slate-700">
          Strength: {strengthLabels[score]}
          {score < 3 ? ' (3 of 4 bars needed)' : ''}
          {shown.advice ? `. ${shown.advice}` : ''}
        </p>
      ) : null}
    </div>
  );
}

export function PasswordForm({ maxLength }: { maxLength: number }) {
  const [state, action, pending] = useActionState<PasswordState, FormData>(changePassword, {});
  const [shown, setShown] = useState(false);
  const [next, setNext] = useState('');
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
            {...(name === 'next' ? { onChange: (event) => setNext(event.target.value), 'aria-describedby': 'password-strength' } : {})}
          />
          {name === 'next' ? <StrengthMeter password={next} /> : null}
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
