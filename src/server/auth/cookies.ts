import 'server-only';
import { env } from '@/env';
import { DEVICE_MAX_AGE_SECONDS } from './devices';
import { SESSION_MAX_MS } from './sessions';

/**
 * The staff cookies' names and attributes. Over HTTPS they take the `__Host-` prefix (ASVS 4.0.3
 * V3.4.4): the browser keeps them for this host only, Secure, on Path=/. A local run over plain
 * HTTP, where a browser refuses that prefix, uses their bare names on /admin.
 */
const secure = env.NODE_ENV === 'production' && env.SITE_URL.startsWith('https:');

export const staffCookieName = (name: string) => (secure ? `__Host-${name}` : name);

const attributes = { httpOnly: true, secure, path: secure ? '/' : '/admin' } as const;

export const sessionCookieOptions = { ...attributes, sameSite: 'lax', maxAge: Math.floor(SESSION_MAX_MS / 1000) } as const;
export const deviceCookieOptions = { ...attributes, sameSite: 'strict', maxAge: DEVICE_MAX_AGE_SECONDS } as const;
/** Where to remove them from (sign-out). */
export const staffCookiePath = attributes.path;
