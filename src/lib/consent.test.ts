import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_COOKIE } from './attribution';
import { locales } from '@/i18n/locales';
import { LOCALE_COOKIE } from '@/i18n/routing';
import { DEVICE_COOKIE } from '@/server/auth/devices';
import { SESSION_COOKIE } from '@/server/auth/sessions';
import { CONSENT_COOKIE, CONSENT_REVISION, consentedTo, siteCookies } from './consent';

describe('the stored cookie choice', () => {
  const stored = (value: object) => encodeURIComponent(JSON.stringify(value));

  it('accepts only the categories it lists', () => {
    const value = stored({ categories: ['necessary', 'analytics'], revision: CONSENT_REVISION });
    expect(consentedTo(value, 'analytics')).toBe(true);
    expect(consentedTo(value, 'marketing')).toBe(false);
  });

  it('accepts nothing when it is absent, unreadable, of another shape or of another revision', () => {
    expect(consentedTo(undefined, 'marketing')).toBe(false);
    expect(consentedTo('%E0%A4%A', 'marketing')).toBe(false);
    expect(consentedTo('not json', 'marketing')).toBe(false);
    expect(consentedTo(JSON.stringify({ categories: 'marketing', revision: CONSENT_REVISION }), 'marketing')).toBe(false);
    expect(consentedTo(stored({ categories: ['marketing'], revision: CONSENT_REVISION - 1 }), 'marketing')).toBe(false);
  });
});

/** Every source file of the application, tests aside. */
function sourceFiles(dir = join(process.cwd(), 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The constants that name cookies in the code, by their identifier. */
/** The inbox's, named here by its value: a shared folder does not import a feature (eslint's restricted paths). */
const SEEN_COOKIE = 'inbox_seen';
const namedBy: Record<string, string> = { SESSION_COOKIE, DEVICE_COOKIE, ATTRIBUTION_COOKIE, LOCALE_COOKIE, CONSENT_COOKIE, SEEN_COOKIE };

/**
 * Each place the code sets a cookie, with the name it gives: a response's or Next's cookie jar,
 * `document.cookie`, next-intl's locale cookie and the consent library's own. Removals
 * (Max-Age=0) set nothing.
 */
function cookiesSetInCode(): { file: string; name: string }[] {
  const patterns = [
    /(?:cookies(?:\(\))?\)?|jar)\.set\(\s*(?:staffCookieName\()?([\w'"]+)/g,
    /document\.cookie\s*=\s*`\$\{(\w+)\}=(?!;\s*Max-Age=0)/g,
    /localeCookie:\s*\{\s*name:\s*([\w'"]+)/g,
    /\bcookie:\s*\{\s*name:\s*([\w'"]+)/g,
  ];
  return sourceFiles().flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return patterns.flatMap((pattern) =>
      [...text.matchAll(pattern)].map((match) => {
        const token = match[1]!;
        return { file, name: /^['"]/.test(token) ? token.slice(1, -1) : (namedBy[token] ?? `unknown identifier ${token}`) };
      }),
    );
  });
}

describe('the cookies of the site', () => {
  it('finds every place the code sets a cookie, each one listed for the banner', () => {
    const found = cookiesSetInCode();
    // The staff sign-in, device and inbox's last look, the kept campaign, the language and the consent library's own choice.
    expect(new Set(found.map(({ name }) => name))).toEqual(
      new Set([SESSION_COOKIE, DEVICE_COOKIE, SEEN_COOKIE, ATTRIBUTION_COOKIE, LOCALE_COOKIE, CONSENT_COOKIE]),
    );
    const listed = siteCookies.map((cookie) => cookie.name as string);
    for (const { file, name } of found) expect(listed, `${file} sets ${name}`).toContain(name);
  });

  it.each(locales)('names each cookie, the tag’s included, in the privacy policy in %s', (locale) => {
    const policy = readFileSync(join(process.cwd(), 'content', locale, 'privacy.json'), 'utf8');
    for (const cookie of siteCookies) expect(policy, `${cookie.name} in ${locale}`).toContain(cookie.name);
  });
});
