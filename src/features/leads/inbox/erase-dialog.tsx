'use client';

import { useId, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { ErasureCopy } from './erasure.server';

/** Serializable: what the page hands the dialog about each copy (./erasure.server.ts). */
export type EraseCopy = Pick<ErasureCopy, 'channel' | 'place' | 'sent' | 'pending' | 'todo'>;

const noSubscription = () => () => {};
/** False in the server's HTML and while hydrating, true once the page runs its script. */
const useScripted = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

const triggerClass =
  'w-full cursor-pointer rounded-lg px-3 py-1.5 text-center text-sm font-semibold text-rose-800 ring-1 ring-rose-300 hover:bg-rose-50';
const secondaryClass = 'rounded-lg px-3 py-1.5 text-sm font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50';

/**
 * Erasure asks for a confirmation that says what it does and what it cannot do (issue 23): what
 * is deleted here, where copies went before (the outbox's rows), that the CRM is asked to erase
 * its copy and that the coordinators' mailbox is cleaned by hand; "I understand" is ticked
 * before the button. Without JavaScript it is a disclosure (`<details>`) holding the same form;
 * with it, a modal `<dialog>` (focus kept inside, Escape cancels, the safe choice focused).
 */
export function EraseDialog({
  action,
  name,
  copies,
  fields,
}: {
  action: (form: FormData) => Promise<void>;
  name: string;
  copies: EraseCopy[];
  /** Hidden fields the page's other forms carry too (the list to return to). */
  fields?: ReactNode;
}) {
  const scripted = useScripted();
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  if (!scripted) {
    return (
      <details>
        <summary className={`${triggerClass} list-none [&::-webkit-details-marker]:hidden`}>Erase this lead…</summary>
        <div className="mt-3 rounded-lg bg-rose-50/60 p-3 ring-1 ring-rose-200">
          <EraseForm
            action={action}
            name={name}
            copies={copies}
            fields={fields}
            titleId={titleId}
            descriptionId={descriptionId}
            heading="h3"
          />
        </div>
      </details>
    );
  }

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        className={triggerClass}
        onClick={() => {
          dialog.current?.showModal();
          cancel.current?.focus();
        }}
      >
        Erase this lead…
      </button>
      <dialog
        ref={dialog}
        role="alertdialog"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onClose={() => trigger.current?.focus()}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
      >
        <EraseForm
          action={action}
          name={name}
          copies={copies}
          fields={fields}
          titleId={titleId}
          descriptionId={descriptionId}
          heading="h2"
          cancel={
            <button ref={cancel} type="button" className={secondaryClass} onClick={() => dialog.current?.close()}>
              Cancel
            </button>
          }
        />
      </dialog>
    </>
  );
}

function EraseForm({
  action,
  name,
  copies,
  titleId,
  descriptionId,
  heading: Heading,
  fields,
  cancel,
}: {
  action: (form: FormData) => Promise<void>;
  name: string;
  copies: EraseCopy[];
  titleId: string;
  descriptionId: string;
  heading: 'h2' | 'h3';
  fields?: ReactNode;
  cancel?: ReactNode;
}) {
  const Subheading = Heading === 'h2' ? 'h3' : 'h4';
  const understood = useId();
  return (
    <>
      <Heading id={titleId} className="text-lg font-bold text-slate-900">
        Erase the lead of {name}?
      </Heading>
      <p id={descriptionId} className="mt-2 text-sm text-slate-700">
        For a data subject’s request. Deleted from the site for good: the lead’s details, files, recordings, interview answers, notes,
        logged contacts and history. Only a line saying who erased it, and when, stays in the erasure log.
      </p>
      <Subheading className="mt-4 text-sm font-semibold text-slate-900">Copies outside the site</Subheading>
      {copies.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">None: no copy of this lead was sent anywhere.</p>
      ) : (
        <ul className="mt-1 list-disc space-y-2 pl-5 text-sm text-slate-700">
          {copies.map((copy) => (
            <li key={copy.channel} className="[overflow-wrap:anywhere]">
              <span className="font-semibold text-slate-900">{copy.place}</span>
              {copy.sent ? `: ${copy.sent}.` : '.'}
              {copy.pending > 0
                ? ` ${copy.pending} more waiting to be sent: ${copy.pending === 1 ? 'it' : 'they'} may still go out until the lead is erased.`
                : ''}{' '}
              {copy.todo}
            </li>
          ))}
        </ul>
      )}
      <form action={action} className="mt-5">
        {fields}
        <label className="flex items-start gap-2 text-sm font-medium text-slate-900" htmlFor={understood}>
          <input id={understood} type="checkbox" name="understood" value="yes" required className="mt-0.5 size-4 accent-rose-700" />I
          understand: this cannot be undone.
        </label>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          {cancel}
          <button type="submit" className="rounded-lg bg-rose-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-rose-800">
            Erase for good
          </button>
        </div>
      </form>
    </>
  );
}
