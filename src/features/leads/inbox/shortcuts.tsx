'use client';

import { useEffect, useRef } from 'react';

const shortcuts: [string, string][] = [
  ['j', 'Next lead'],
  ['k', 'Previous lead'],
  ['Enter', 'Open the lead'],
  ['/', 'Search'],
  ['Ctrl + Enter', 'Save the note (on a lead)'],
  ['?', 'Show these shortcuts'],
];

/** Keys typed into a field are the field's. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The list's keyboard: `j`/`k` move through the rows (the focus goes to the lead's link, so its
 * focus ring shows and `Enter` opens it, as any link), `/` goes to the search, `?` shows the help.
 * Modifier keys are left to the browser; nothing happens without JavaScript, and nothing is lost.
 */
export function Shortcuts() {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      if (dialog.current?.open) return;
      if (event.key === '?') {
        event.preventDefault();
        dialog.current?.showModal();
      } else if (event.key === '/') {
        const search = document.getElementById('q');
        if (!(search instanceof HTMLInputElement)) return;
        event.preventDefault();
        // On a phone the filters are folded: unfold them first.
        const details = search.closest('details');
        if (details) details.open = true;
        search.focus();
      } else if (event.key === 'j' || event.key === 'k') {
        const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-lead-row] .inbox-row-link')];
        if (links.length === 0) return;
        event.preventDefault();
        const current = links.findIndex((link) => link.closest('[data-lead-row]')?.contains(document.activeElement));
        const next = current === -1 ? (event.key === 'j' ? 0 : links.length - 1) : current + (event.key === 'j' ? 1 : -1);
        const target = links[Math.max(0, Math.min(links.length - 1, next))];
        target?.focus();
        target?.closest('tr')?.scrollIntoView({ block: 'nearest' });
      }
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <button
        type="button"
        aria-keyshortcuts="?"
        className="inbox-button hidden md:inline-flex [@media(scripting:none)]:hidden"
        onClick={() => dialog.current?.showModal()}
      >
        Keyboard shortcuts
      </button>
      <dialog ref={dialog} aria-labelledby="shortcuts-title" className="inbox-dialog">
        <h2 id="shortcuts-title" className="text-lg font-bold">
          Keyboard shortcuts
        </h2>
        <table className="mt-3 text-sm">
          <caption className="sr-only">Keys and what they do</caption>
          <tbody>
            {shortcuts.map(([key, action]) => (
              <tr key={key}>
                <th scope="row" className="py-1 pr-4 text-left font-normal">
                  <kbd className="inbox-kbd">{key}</kbd>
                </th>
                <td className="py-1">{action}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <form method="dialog" className="mt-4 text-right">
          <button type="submit" className="btn-primary min-h-0 px-3 py-1.5 text-sm" autoFocus>
            Close
          </button>
        </form>
      </dialog>
    </>
  );
}
