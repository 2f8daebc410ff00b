import { CONSENT_COOKIE, CONSENT_REVISION } from '@/lib/consent';
import { ConsentBanner } from './consent-banner';
import type { ConsentTexts } from './texts.server';

/**
 * Hides the banner, before it is painted, for a visitor whose stored choice is current: a small
 * script parsed just before the banner (no network, no dependency). On prerendered pages the CSP
 * allows it by its hash (src/config/prerendered-scripts.ts); every page that shows it is prerendered.
 */
const chosenScript = `(function(){try{var m=document.cookie.match(/(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)/);var c=m&&JSON.parse(decodeURIComponent(m[1]));if(c&&c.revision===${CONSENT_REVISION}&&c.categories)document.documentElement.setAttribute('data-consent-choice','given')}catch(e){}})();`;

/**
 * The cookie choice's first layer, in the page's HTML (issue 21): present and opaque from the
 * first paint, fixed at the bottom, whole or not at all (a paint while its HTML is still arriving
 * would show its top part, which then grows upwards: a layout shift), two short sentences each in a block of its
 * own (never the page's largest paint), "Accept" and "Reject" equally prominent. Hidden for a
 * visitor who has chosen, and without JavaScript (nothing optional can run then). Its buttons, and
 * the settings, load the consent library on demand (consent-banner.tsx).
 */
export function ConsentFirstLayer({ texts }: { texts: ConsentTexts }) {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: chosenScript }} />
      <div
        id="consent-banner"
        role="dialog"
        aria-modal="false"
        aria-labelledby="consent-banner-title"
        aria-describedby="consent-banner-text"
        tabIndex={-1}
        className="consent-banner fixed inset-x-3 bottom-3 z-[60] max-w-md rounded-xl bg-white p-5 text-slate-800 shadow-2xl ring-1 ring-slate-300 focus:outline-none sm:right-auto sm:bottom-4 sm:left-4"
      >
        <h2 id="consent-banner-title" className="text-base font-semibold text-slate-900">
          {texts.title}
        </h2>
        <div id="consent-banner-text" className="mt-2 text-sm leading-relaxed text-slate-700">
          <p>{texts.description}</p>
          <p className="mt-1.5">{texts.descriptionAttribution}</p>
        </div>
        <div className="mt-4 grid grid-cols-2 gap-2">
          <button type="button" data-consent-action="accept" className="consent-choice">
            {texts.acceptAll}
          </button>
          <button type="button" data-consent-action="reject" className="consent-choice">
            {texts.rejectAll}
          </button>
        </div>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm">
          <button
            type="button"
            data-consent-action="preferences"
            aria-haspopup="dialog"
            className="cursor-pointer font-medium text-brand-800 underline underline-offset-2"
          >
            {texts.showPreferences}
          </button>
          <a href={texts.privacyHref} className="font-medium text-brand-800 underline underline-offset-2">
            {texts.privacyLink}
          </a>
        </div>
        {/* Its end: the banner is shown once this is parsed (globals.css), never half of it. */}
        <span data-consent-end="" hidden />
      </div>
      <ConsentBanner texts={texts} />
    </>
  );
}
