import 'server-only';
import { env } from '@/env';

/**
 * The header in which scripts/server.mjs (`npm start`) passes the socket's address. It removes
 * any copy the client sent, so behind it the value can be trusted.
 */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

/**
 * The client's address, for per-address limits (leads, sign-in, uploads), whichever way the
 * server was started (docs/decisions/007-one-way-to-serve.md):
 * - with TRUST_PROXY, the address the reverse proxy saw: the last entry of X-Forwarded-For;
 * - behind `npm start`, the socket's address, from the header that server sets;
 * - under plain `next start` or `next dev`, X-Forwarded-For, which Next.js sets to the socket's
 *   address when the client sent none.
 */
export function clientAddress(headers: Headers, { trustProxy = env.TRUST_PROXY }: { trustProxy?: boolean } = {}): string {
  const forwarded = lastForwarded(headers.get('x-forwarded-for'));
  if (trustProxy && forwarded) return forwarded;
  return headers.get(CLIENT_ADDRESS_HEADER)?.trim() || forwarded || 'unknown';
}

function lastForwarded(value: string | null): string | undefined {
  return (
    value
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1) ?? undefined
  );
}
