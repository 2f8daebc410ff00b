'use client';

import type { ReactNode } from 'react';

/**
 * The note form: Ctrl+Enter (⌘+Enter on a Mac) in its text saves it, as in the mail and chat
 * tools coordinators use; the button does the same without a keyboard or JavaScript.
 */
export function NoteForm({ action, children }: { action: (form: FormData) => Promise<void>; children: ReactNode }) {
  return (
    <form
      action={action}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && event.target instanceof HTMLTextAreaElement) {
          event.preventDefault();
          event.currentTarget.requestSubmit();
        }
      }}
    >
      {children}
    </form>
  );
}
