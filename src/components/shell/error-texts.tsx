'use client';

import { createContext, useContext, type ReactNode } from 'react';

export type ErrorTexts = { title: string; message: string; retry: string; backHome: string };

const ErrorTextsContext = createContext<ErrorTexts | null>(null);

/** The error boundary's texts, translated on the server; the browser needs no message catalogue. */
export function ErrorTextsProvider({ texts, children }: { texts: ErrorTexts; children: ReactNode }) {
  return <ErrorTextsContext value={texts}>{children}</ErrorTextsContext>;
}

export function useErrorTexts(): ErrorTexts {
  const texts = useContext(ErrorTextsContext);
  if (!texts) throw new Error('useErrorTexts needs an ErrorTextsProvider');
  return texts;
}
