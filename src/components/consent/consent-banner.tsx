'use client';

import { useEffect } from 'react';
import { isIdle, subscribeToIdle } from '@/lib/connection';
import { browserConsentedTo } from '@/lib/consent';
import type { ConsentTexts } from './texts.server';

type ConsentModule = typeof import('./cookie-consent.client');
let loaded: ConsentModule | undefined;
let latestTexts: ConsentTexts | undefined;

const load = () => import('./cookie-consent.client').then((module) => (loaded = module));

/**
 * The cookie choice, on the pages that ask for it (the site's and the landing pages' layouts,
 * only when analytics is configured). For a visitor without a valid choice, its library and
 * styles load at the first idle moment after the page has loaded, so they never delay the
 * content; the banner is fixed, so nothing moves. Leaving for a page that does not ask (the call
 * page) hides it. A visitor who has chosen loads it only from the footer's "Cookie settings".
 */
export function ConsentBanner({ texts }: { texts: ConsentTexts }) {
  useEffect(() => {
    latestTexts = texts;
    // A visitor who has chosen is not asked again: the library loads only to reopen the choice.
    if (browserConsentedTo('necessary') && !loaded) {
      document.documentElement.dataset.consent = 'ready';
      return;
    }
    let active = true;
    const start = () =>
      void load().then(async (consent) => {
        if (!active) return;
        await consent.startConsent(texts);
        consent.showConsentIfUnanswered();
        // For the tests and the curious: the choice is ready (shown, or answered before).
        document.documentElement.dataset.consent = 'ready';
      });
    const unsubscribe = isIdle() ? (start(), () => {}) : subscribeToIdle(start);
    return () => {
      active = false;
      unsubscribe();
      loaded?.hideConsent();
    };
  }, [texts]);
  return null;
}

/** The footer's "Cookie settings" button: opens the choice, loading the banner first if needed. */
export function openConsentPreferences() {
  const texts = latestTexts;
  if (!texts) return;
  void load().then(async (consent) => {
    await consent.startConsent(texts);
    consent.showConsentPreferences();
  });
}
