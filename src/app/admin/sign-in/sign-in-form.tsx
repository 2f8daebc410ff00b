'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass, labelClass } from '@/components/ui/field';
import { signIn, type SignInState } from './actions';

export function SignInForm() {
  const [state, action, pending] = useActionState<SignInState, FormData>(signIn, {});
  return (
    <form action={action} className="mt-6 space-y-4">
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
        <input id="password" name="password" type="password" autoComplete="current-password" required className={`mt-1 ${controlClass}`} />
      </div>
      <Button type="submit" busy={pending} className="w-full justify-center">
        Sign in
      </Button>
    </form>
  );
}
