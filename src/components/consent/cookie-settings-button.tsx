'use client';

import { openConsentPreferences } from './consent-banner';

/**
 * "Cookie settings" in every footer: reopens the choice at any time. It needs JavaScript, like
 * the banner: without it, nothing beyond the necessary is ever set, and the button is hidden.
 */
export function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={openConsentPreferences}
      className={`cursor-pointer underline-offset-2 hover:underline [@media(scripting:none)]:hidden ${className ?? ''}`}
    >
      {label}
    </button>
  );
}
