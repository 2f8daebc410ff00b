'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A `<details>` disclosure: it opens and closes without JavaScript; with it, a click outside,
 * Escape, focus moving out of it, or choosing a link inside closes it. The language dropdown is
 * such a disclosure of links, not an ARIA menu (docs/decisions/003-links-and-language-switcher.md).
 */
export function Disclosure({
  summary,
  summaryClassName,
  className,
  children,
}: {
  summary: ReactNode;
  summaryClassName?: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = () => {
      details.open = false;
    };
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && details.open) {
        close();
        details.querySelector('summary')?.focus();
      }
    };
    // Focus that leaves the disclosure (Tab past its last link) closes it, as a click outside does.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (details.open && next && !details.contains(next)) close();
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a');
      if (!link) return;
      // A link to what is already shown (the current page or language) only closes the disclosure.
      if (link.hasAttribute('aria-current')) event.preventDefault();
      close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    details.addEventListener('click', onClick);
    details.addEventListener('focusout', onFocusOut);
    return () => {
      details.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      details.removeEventListener('click', onClick);
    };
  }, []);

  return (
    <details ref={ref} className={className}>
      <summary className={summaryClassName}>{summary}</summary>
      {children}
    </details>
  );
}
