'use client';

import { useEffect } from 'react';
import { browserConsentedTo } from '@/lib/consent';
import type { ConsentTexts } from './texts.server';

type ConsentModule = typeof import('./cookie-consent.client');
let loaded: ConsentModule | undefined;
let latestTexts: ConsentTexts | undefined;

const load = () => import('./cookie-consent.client').then((module) => (loaded = module));

const bannerOf = () => document.getElementById('consent-banner');

/** The choice was given: the first layer goes, on this page and (by its cookie) on the next. */
function chosen() {
  document.documentElement.setAttribute('data-consent-choice', 'given');
}

/**
 * The first layer's buttons (consent-first-layer.tsx renders it on the server): "Accept" and
 * "Reject" store the choice through the consent library, loaded when a button is pressed;
 * "Settings" opens its preferences. A visitor who has chosen never loads the library, unless they
 * press "Cookie settings" in the footer. See docs/decisions/013-consent-and-analytics.md.
 */
export function ConsentBanner({ texts }: { texts: ConsentTexts }) {
  useEffect(() => {
    latestTexts = texts;
    const banner = bannerOf();
    if (browserConsentedTo('necessary')) chosen();
    else if (banner) {
      // A dialog that appears takes the focus, so that the keyboard is already there.
      banner.focus({ preventScroll: true });
    }
    const onClick = (event: MouseEvent) => {
      const action = (event.target as Element).closest<HTMLElement>('[data-consent-action]')?.dataset.consentAction;
      if (!action) return;
      void load().then(async (consent) => {
        await consent.startConsent(texts);
        if (action === 'preferences') {
          consent.showConsentPreferences();
          return;
        }
        consent.acceptConsent(action === 'accept' ? 'all' : 'necessary');
        chosen();
      });
    };
    banner?.addEventListener('click', onClick);
    // For the tests and the curious: the choice is ready to be given (or was given before).
    document.documentElement.dataset.consent = 'ready';
    return () => {
      banner?.removeEventListener('click', onClick);
      loaded?.hideConsent();
    };
  }, [texts]);
  return null;
}

/** The footer's "Cookie settings" button: opens the choice, loading the library first if needed. */
export function openConsentPreferences() {
  const texts = latestTexts;
  if (!texts) return;
  void load().then(async (consent) => {
    await consent.startConsent(texts);
    consent.showConsentPreferences();
  });
}
