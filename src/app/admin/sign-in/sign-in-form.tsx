'use client';

import { useActionState, useState } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass, labelClass } from '@/components/ui/field';
import { signIn, type SignInState } from './actions';

export function SignInForm({ next }: { next?: string }) {
  const [state, action, pending] = useActionState<SignInState, FormData>(signIn, {});
  // The password may be shown while it is typed (ASVS 4.0.3 V2.1.12).
  const [shown, setShown] = useState(false);
  return (
    <form action={action} className="mt-6 space-y-4">
      {next ? <input type="hidden" name="next" value={next} /> : null}
      {state.error ? (
        <p
          role="alert"
          id="sign-in-error"
          className="rounded-lg bg-rose-50 px-3 py-2 text-sm font-medium text-rose-800 ring-1 ring-rose-200"
        >
          {state.error}
        </p>
      ) : null}
      <div>
        <label htmlFor="email" className={labelClass}>
          Email
        </label>
        <input
          id="email"
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={state.email}
          className={`mt-1 ${controlClass}`}
        />
      </div>
      <div>
        <label htmlFor="password" className={labelClass}>
          Password
        </label>
        <input
          id="password"
          name="password"
          type={shown ? 'text' : 'password'}
          autoComplete="current-password"
          required
          className={`mt-1 ${controlClass}`}
        />
        <label className="mt-2 inline-flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={shown} onChange={(event) => setShown(event.target.checked)} className="size-4 accent-brand-700" />
          Show password
        </label>
      </div>
      <div>
        <label htmlFor="code" className={labelClass}>
          Code from your authenticator app
        </label>
        <input
          id="code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]{6,7}"
          maxLength={7}
          required
          aria-describedby="code-hint"
          className={`mt-1 ${controlClass} tracking-widest`}
        />
        <p id="code-hint" className="mt-1 text-sm text-slate-600">
          The six digits your app shows for this inbox now.
        </p>
      </div>
      <Button type="submit" busy={pending} className="w-full justify-center">
        Sign in
      </Button>
    </form>
  );
}
