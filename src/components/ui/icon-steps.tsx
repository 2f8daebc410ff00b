import type { IconType } from 'react-icons';

/** A numbered list of short steps, each with an icon: the medical travel plan of the home and landing pages. */
export function IconSteps({
  items,
  className = '',
  ...props
}: {
  items: { icon: IconType; text: string }[];
  className?: string;
  'data-plan'?: boolean;
}) {
  return (
    <ol {...props} className={`grid gap-3 sm:grid-cols-2 ${className}`}>
      {items.map(({ icon: Icon, text }, index) => (
        <li key={text} className="flex items-start gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 lg:flex-col">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <span className="text-sm leading-snug font-medium text-slate-800">
            <span className="sr-only">{index + 1}. </span>
            {text}
          </span>
        </li>
      ))}
    </ol>
  );
}
