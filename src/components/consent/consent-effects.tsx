'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { configureAnalytics, enableAnalytics, trackPageView } from '@/lib/analytics';
import { keepAttribution } from '@/lib/attribution';
import { browserConsentedTo } from '@/lib/consent';

/**
 * What the visitor's stored choice allows, on every localized page (the call page included,
 * whose address is sent as `/call`) and at every route change: with analytics, a page view; with
 * marketing attribution, the landing's campaign kept for the visit. Nothing before a choice.
 * Changes of the choice are applied by the banner (cookie-consent.client.ts). Rendered only when
 * a measurement id is configured.
 */
export function ConsentEffects({ measurementId }: { measurementId: string }) {
  const pathname = usePathname();
  useEffect(() => {
    configureAnalytics(measurementId);
    if (browserConsentedTo('marketing')) keepAttribution();
    if (!browserConsentedTo('analytics')) return;
    enableAnalytics();
    trackPageView();
  }, [measurementId, pathname]);
  return null;
}
