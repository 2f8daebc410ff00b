/**
 * Whether `value` is a path of this site, safe as a link or a redirect target (issue 20; ASVS
 * 4.0.3 V5.1.5): one leading "/", never "//" or "/\" (browsers read both as another host), no
 * backslash, space or control character (a browser drops tabs and line breaks from an address,
 * so "/\t/evil.example" would become "//evil.example"), and it resolves on this origin.
 */
export function isSameSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  if (/[\\\s\u0000-\u001F\u007F-\u009F]/.test(value)) return false;
  const base = 'http://same-site.invalid';
  try {
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}
