import type { ComponentProps } from 'react';

/** Outbound links open in a new tab without handing the opener to the other site. */
export function ExternalLink({ newTabLabel, children, ...props }: ComponentProps<'a'> & { newTabLabel: string }) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> ({newTabLabel})</span>
    </a>
  );
}
