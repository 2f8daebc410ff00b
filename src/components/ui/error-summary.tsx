import type { Ref } from 'react';

export interface ErrorSummaryItem {
  /** The id of the control in error, which the item links to. */
  target: string;
  label: string;
  message: string;
}

/**
 * The message at the top of a form that could not be sent, and a link to each field in error.
 * It is a live region that takes focus, so the problem is announced and reachable at once.
 */
export function ErrorSummary({ ref, message, items = [] }: { ref?: Ref<HTMLDivElement>; message?: string; items?: ErrorSummaryItem[] }) {
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="focus:outline-none">
      {message ? (
        <div className="rounded-xl border border-rose-200 bg-rose-50 p-4 text-rose-800">
          <p className="font-semibold">{message}</p>
          {items.length > 0 ? (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
              {items.map((item) => (
                <li key={item.target}>
                  <a href={`#${item.target}`} className="underline">
                    {item.label}
                  </a>
                  {': '}
                  {item.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
