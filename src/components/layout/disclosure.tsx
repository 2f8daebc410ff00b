'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/i18n/routing';
import { attributionKeys } from '@/lib/attribution';

/**
 * A `<details>` disclosure: it opens and closes without JavaScript; with it, a click outside,
 * Escape, focus moving out of it, or choosing a link inside closes it. The language dropdown is
 * such a disclosure of links, not an ARIA menu (docs/decisions/003-links-and-language-switcher.md).
 */
export function Disclosure({
  summary,
  summaryClassName,
  className,
  keepCampaign = false,
  children,
}: {
  summary: ReactNode;
  summaryClassName?: string;
  className?: string;
  /**
   * Its links to the page in other languages keep the page's campaign parameters (utm_*, gclid,
   * fbclid): a visitor who refused cookies keeps the ad's attribution across a change of language.
   * Nothing is stored; they are read from the address.
   */
  keepCampaign?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    if (!keepCampaign || !ref.current) return;
    const query = new URLSearchParams(window.location.search);
    const campaign = attributionKeys.filter((key) => query.get(key));
    if (campaign.length === 0) return;
    for (const link of ref.current.querySelectorAll<HTMLAnchorElement>('a[hreflang]')) {
      const url = new URL(link.href, window.location.href);
      for (const key of campaign) url.searchParams.set(key, query.get(key)!);
      link.href = `${url.pathname}${url.search}${url.hash}`;
    }
  }, [keepCampaign]);

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
      // A language chosen is stored before the page is left (issue 21): the root's redirect reads
      // the cookie, and a response still in flight from the old page (a prefetch) must not decide
      // the language of the next one. Without JavaScript the server stores it, as before.
      else if (link.hreflang) document.cookie = `${LOCALE_COOKIE}=${link.hreflang}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
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
