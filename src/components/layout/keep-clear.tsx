'use client';

import { useEffect } from 'react';

/** What the floating button must never cover: forms, the footer's texts and blocks marked for it. */
const KEEP_CLEAR = 'form, [data-keep-clear], footer p, footer li, footer address';

/**
 * Marks the floating button `data-covering` while one of the blocks a visitor must read or fill
 * passes under it, so that CSS can move it aside. The blocks are watched in the strip of the
 * viewport where the button sits; a block is under it when it also reaches the button's column.
 */
export function KeepClear({ buttonSelector }: { buttonSelector: string }) {
  useEffect(() => {
    const button = document.querySelector<HTMLElement>(buttonSelector);
    if (!button || !('IntersectionObserver' in window)) return;
    const blocks = Array.from(document.querySelectorAll<HTMLElement>(KEEP_CLEAR));
    const covering = new Set<Element>();
    let observer: IntersectionObserver | undefined;

    const observe = () => {
      observer?.disconnect();
      covering.clear();
      const zone = button.querySelector('summary')?.getBoundingClientRect() ?? button.getBoundingClientRect();
      // The strip from the button's top edge (with a margin) to the bottom of the viewport.
      const top = Math.max(0, Math.floor(zone.top - 12));
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            const reachesColumn = entry.boundingClientRect.right > zone.left - 12 && entry.boundingClientRect.left < zone.right + 12;
            if (entry.isIntersecting && reachesColumn) covering.add(entry.target);
            else covering.delete(entry.target);
          }
          button.dataset.covering = covering.size > 0 ? 'true' : 'false';
        },
        { rootMargin: `-${top}px 0px 0px 0px` },
      );
      for (const block of blocks) observer.observe(block);
    };

    observe();
    window.addEventListener('resize', observe);
    return () => {
      window.removeEventListener('resize', observe);
      observer?.disconnect();
    };
  }, [buttonSelector]);
  return null;
}
