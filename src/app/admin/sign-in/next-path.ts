/**
 * Where to go after signing in (`?next=`): a path of the inbox on this site, or nothing. Only a
 * same-site path under /admin is taken, so the sign-in page cannot be made to send a coordinator
 * elsewhere (an open redirect, ASVS 4.0.3 V5.1.5): no scheme or host, no `//` or `/\` (which a
 * browser reads as another host), no backslash, control character or encoded slash anywhere,
 * and no dot segments that leave /admin. The sign-in page itself is refused (a loop).
 */
export function safeNextPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return undefined;
  if (!value.startsWith('/admin') || value.startsWith('//')) return undefined;
  // Backslashes and control characters, raw or encoded, and encoded slashes: never in an inbox path.
  if (/[\\\u0000-\u001f\u007f\s]|%(?:2f|5c|0[0-9a-f]|1[0-9a-f]|7f)/i.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, 'https://inbox.invalid');
  } catch {
    return undefined;
  }
  if (url.origin !== 'https://inbox.invalid') return undefined;
  if (!/^\/admin(?:\/|$)/.test(url.pathname) || /^\/admin\/sign-in(?:\/|$)/.test(url.pathname)) return undefined;
  return `${url.pathname}${url.search}`;
}
