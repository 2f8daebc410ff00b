/**
 * Google Analytics 4 through gtag.js, in Consent Mode v2's basic mode (issue 14): every consent
 * starts denied, and the tag is not even loaded before the visitor accepts analytics. What is
 * sent never holds personal data: each page's address is cleaned by `analyticsPage` before any
 * event, and the lead event carries only the request's type, programme or treatment, and locale.
 * See docs/decisions/013-consent-and-analytics.md.
 */
import { attributionKeys } from './attribution';
import { locales } from '@/i18n/locales';

// `window.gtag` is declared in analytics-events.ts.
declare global {
  interface Window {
    dataLayer?: unknown[];
    [disableFlag: `ga-disable-${string}`]: boolean | undefined;
  }
}

/** The tag's address: Google's, and the one host the CSP allows for scripts (security-headers.ts). */
export const gtagSource = (measurementId: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;

/** The query parameters GA may see: the campaign ones, which say which ad or link brought a visit. */
const keptParameters = new Set<string>(attributionKeys.filter((key) => key !== 'fbclid'));

const callPage = new RegExp(`^(?:/(?:${locales.join('|')}))?/call(?:/|$)`);

/**
 * A page as analytics may see it: the call page, whose address holds the visitor's name, is
 * `/call` and nothing more; other pages keep their path and campaign parameters only, never a
 * fragment or another parameter. Another site is reduced to its origin.
 */
export function analyticsPage(href: string, origin: string): { location: string; path: string; isCallPage: boolean } {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return { location: `${origin}/`, path: '/', isCallPage: false };
  }
  if (url.origin !== origin) return { location: `${url.origin}/`, path: '/', isCallPage: false };
  if (callPage.test(url.pathname)) return { location: `${origin}/call`, path: '/call', isCallPage: true };
  const query = new URLSearchParams([...url.searchParams].filter(([key]) => keptParameters.has(key)));
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return { location: `${origin}${url.pathname}${search}`, path: url.pathname, isCallPage: false };
}

let measurementId: string | undefined;
let loaded = false;
let enabled = false;
let lastPage: string | undefined;
let previousLocation: string | undefined;

function gtag(...args: unknown[]) {
  // gtag.js reads the `arguments` objects that its snippet pushes, not arrays.
  window.gtag?.(...args);
}

function ensureQueue() {
  if (window.gtag) return;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtagQueue() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js expects the arguments object itself
    window.dataLayer!.push(arguments);
  };
  // Consent Mode v2: everything denied until the visitor says otherwise. Google's advertising
  // signals stay denied whatever the choice: the site runs no ads through Google Analytics.
  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  });
}

/** Called once by the page with the configured measurement id; nothing happens without it. */
export function configureAnalytics(id: string) {
  measurementId = id;
}

/** The visitor accepted analytics: consent is updated, the tag is loaded once, and this page is counted. */
export function enableAnalytics() {
  if (!measurementId || enabled) return;
  enabled = true;
  window[`ga-disable-${measurementId}`] = false;
  ensureQueue();
  gtag('consent', 'update', { analytics_storage: 'granted' });
  if (!loaded) {
    loaded = true;
    gtag('js', new Date());
    // Page views are sent by trackPageView with a cleaned address; Google signals stay off.
    gtag('config', measurementId, { send_page_view: false, allow_google_signals: false, allow_ad_personalization_signals: false });
    const script = document.createElement('script');
    script.async = true;
    script.src = gtagSource(measurementId);
    document.head.append(script);
  }
  lastPage = undefined;
  trackPageView();
}

/** The visitor rejected or withdrew analytics: the tag stops sending and its cookies are removed. */
export function disableAnalytics() {
  if (!measurementId) return;
  if (enabled) gtag('consent', 'update', { analytics_storage: 'denied' });
  enabled = false;
  // Google's documented opt-out: the loaded tag sends nothing more from this page.
  window[`ga-disable-${measurementId}`] = true;
  removeAnalyticsCookies();
}

/** `_ga` and `_ga_<id>`, on this host and on every parent domain the tag may have used. */
function removeAnalyticsCookies() {
  const names = document.cookie
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter((name) => name === '_ga' || name.startsWith('_ga_'));
  const labels = window.location.hostname.split('.');
  const domains = [undefined, ...labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'))];
  for (const name of names) {
    for (const domain of domains) {
      document.cookie = `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ''}`;
    }
  }
}

/** A page view for the current address, once per page: the route changes call it. */
export function trackPageView() {
  if (!enabled) return;
  const page = analyticsPage(window.location.href, window.location.origin);
  if (page.location === lastPage) return;
  const referrer = previousLocation ?? (document.referrer ? analyticsPage(document.referrer, window.location.origin).location : undefined);
  lastPage = page.location;
  previousLocation = page.location;
  // Set for every later event too (a lead, and any event the tag measures by itself).
  gtag('set', {
    page_location: page.location,
    page_referrer: referrer,
    page_title: page.isCallPage ? 'Call' : document.title,
  });
  gtag('event', 'page_view');
}
