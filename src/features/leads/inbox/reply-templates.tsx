'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** A reply ready to send, with its links built on the server (the patient's number, the text filled). */
export interface ReplyCard {
  id: string;
  title: string;
  text: string;
  whatsappHref?: string;
  mailHref: string;
}

const noSubscription = () => () => {};

const linkClass =
  'rounded-lg px-2.5 py-1 text-sm font-medium text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700';

/**
 * The first replies in the patient's language: each filled with their name and the coordinator's,
 * to copy, or to open in WhatsApp or an email. Without JavaScript the text can still be selected
 * and the links opened; "Copy" appears when it can work.
 */
export function ReplyTemplates({ replies }: { replies: ReplyCard[] }) {
  const [copied, setCopied] = useState<string>();
  // "Copy" needs the Clipboard API (JavaScript, a secure context): not offered without it.
  const canCopy = useSyncExternalStore(
    noSubscription,
    () => Boolean(navigator.clipboard),
    () => false,
  );
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (reply: ReplyCard) => {
    try {
      await navigator.clipboard.writeText(reply.text);
      setCopied(reply.title);
    } catch {
      setCopied(undefined);
      return;
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(undefined), 4000);
  };

  return (
    <>
      <ul className="space-y-4">
        {replies.map((reply) => (
          <li key={reply.id}>
            <label htmlFor={`reply-${reply.id}`} className="text-sm font-semibold">
              {reply.title}
            </label>
            <textarea
              id={`reply-${reply.id}`}
              readOnly
              rows={5}
              value={reply.text}
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-slate-50 px-2 py-1.5 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
            />
            <div className="mt-2 flex flex-wrap gap-2">
              {canCopy ? (
                <button type="button" onClick={() => void copy(reply)} className={linkClass} aria-label={`Copy “${reply.title}”`}>
                  Copy
                </button>
              ) : null}
              {reply.whatsappHref ? (
                <a
                  href={reply.whatsappHref}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Open in WhatsApp: ${reply.title}`}
                  className={linkClass}
                >
                  Open in WhatsApp
                </a>
              ) : null}
              <a href={reply.mailHref} aria-label={`Open in email: ${reply.title}`} className={linkClass}>
                Open in email
              </a>
            </div>
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="mt-2 text-sm text-emerald-800">
        {copied ? `Copied “${copied}”.` : ''}
      </p>
    </>
  );
}
