/**
 * The consent banner: vanilla-cookieconsent v3 (accessible dialogs, translations, a versioned
 * choice), loaded only after the page's content by
 * consent-banner.tsx. Its choice drives analytics and attribution. See
 * docs/decisions/013-consent-and-analytics.md.
 */
import escapeHtml from 'escape-html';
import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent.css';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS, CONSENT_REVISION, type ConsentCategory } from '@/lib/consent';
import { disableAnalytics, enableAnalytics } from '@/lib/analytics';
import { forgetAttribution, keepAttribution } from '@/lib/attribution';
import type { ConsentTexts } from './texts.server';

let started: Promise<void> | undefined;
let startedLocale: string | undefined;

/** The choice, applied when it is first given and at every change (consent-effects.tsx applies a stored one). */
function apply() {
  if (CookieConsent.acceptedCategory('analytics')) enableAnalytics();
  else disableAnalytics();
  if (CookieConsent.acceptedCategory('marketing')) keepAttribution();
  else forgetAttribution();
}

function translation(texts: ConsentTexts): CookieConsent.Translation {
  const privacyLink = `<a href="${escapeHtml(texts.privacyHref)}">${escapeHtml(texts.privacyLink)}</a>`;
  const category = (name: ConsentCategory): CookieConsent.Section => ({
    title: escapeHtml(texts.categories[name].title),
    description: escapeHtml(texts.categories[name].description),
    linkedCategory: name,
    cookieTable: {
      caption: escapeHtml(texts.categories[name].title),
      headers: { name: escapeHtml(texts.cookieName), purpose: escapeHtml(texts.cookiePurpose), duration: escapeHtml(texts.cookieDuration) },
      body: texts.categories[name].cookies.map((cookie) => ({
        name: escapeHtml(cookie.name),
        purpose: escapeHtml(cookie.purpose),
        duration: escapeHtml(cookie.duration),
      })),
    },
  });
  return {
    consentModal: {
      title: escapeHtml(texts.title),
      // Each sentence its own block (consent.css): small text blocks are never the page's LCP.
      description: `<span class="cc-sentence">${escapeHtml(texts.description)}</span> <span class="cc-sentence">${escapeHtml(texts.descriptionAttribution)}</span>`,
      acceptAllBtn: escapeHtml(texts.acceptAll),
      acceptNecessaryBtn: escapeHtml(texts.rejectAll),
      showPreferencesBtn: escapeHtml(texts.showPreferences),
      footer: privacyLink,
    },
    preferencesModal: {
      title: escapeHtml(texts.preferencesTitle),
      acceptAllBtn: escapeHtml(texts.acceptAll),
      acceptNecessaryBtn: escapeHtml(texts.rejectAll),
      savePreferencesBtn: escapeHtml(texts.savePreferences),
      closeIconLabel: escapeHtml(texts.close),
      sections: [
        { description: escapeHtml(texts.preferencesIntro) },
        category('necessary'),
        category('analytics'),
        category('marketing'),
        { title: escapeHtml(texts.moreTitle), description: `${escapeHtml(texts.moreDescription)} ${privacyLink}` },
      ],
    },
  };
}

/** Runs the banner once per page load; it shows itself when there is no valid choice. */
export function startConsent(texts: ConsentTexts): Promise<void> {
  if (started && startedLocale !== texts.locale) {
    // Another language (the language switcher): the same choice, the dialogs in the new language.
    CookieConsent.reset(false);
    started = undefined;
  }
  startedLocale = texts.locale;
  started ??= CookieConsent.run({
    revision: CONSENT_REVISION,
    // The first layer is ours, in the page's HTML (consent-first-layer.tsx): the library keeps the
    // stored choice and the settings dialog, and never shows its own first layer.
    autoShow: false,
    hideFromBots: false,
    cookie: {
      name: CONSENT_COOKIE,
      expiresAfterDays: CONSENT_MAX_AGE_DAYS,
      sameSite: 'Lax',
      secure: window.location.protocol === 'https:',
    },
    guiOptions: {
      consentModal: { layout: 'box inline', position: 'bottom left', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    // A withdrawal's cookies are removed by apply(): `_ga` on every domain level GA may use, which
    // the library's own clean-up does not know.
    autoClearCookies: false,
    categories: { necessary: { enabled: true, readOnly: true }, analytics: {}, marketing: {} },
    language: { default: texts.locale, translations: { [texts.locale]: translation(texts) } },
    onConsent: apply,
    onChange: apply,
  });
  return started;
}

/** The footer's "Cookie settings": the choice, open again at any time. */
export function showConsentPreferences() {
  CookieConsent.showPreferences();
}

/** Leaving the pages that ask (for the call page): the settings close. */
export function hideConsent() {
  CookieConsent.hidePreferences();
}

/** The first layer's "Accept" (every category) or "Reject" (the necessary ones only). */
export function acceptConsent(which: 'all' | 'necessary') {
  CookieConsent.acceptCategory(which === 'all' ? 'all' : []);
}
