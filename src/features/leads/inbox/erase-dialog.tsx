'use client';

import * as AlertDialog from '@radix-ui/react-alert-dialog';

/**
 * Erasure asks for a confirmation (Radix's alert dialog: focus is trapped, Escape cancels, the
 * safe choice has the focus). The confirmation submits the server action's form.
 */
export function EraseDialog({ action, name }: { action: () => Promise<void>; name: string }) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger className="w-full rounded-lg px-3 py-1.5 text-sm font-semibold text-rose-800 ring-1 ring-rose-300 hover:bg-rose-50">
        Erase this lead…
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-bold text-slate-900">Erase the lead of {name}?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">
            For a data subject’s request. Everything tied to this lead is deleted for good: its fields, files, recordings, answers, notes,
            history and notifications. Only a line saying who erased it, and when, remains.
          </AlertDialog.Description>
          <form action={action} className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className="rounded-lg px-3 py-1.5 text-sm font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50">
              Cancel
            </AlertDialog.Cancel>
            <button type="submit" className="rounded-lg bg-rose-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-rose-800">
              Erase for good
            </button>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
