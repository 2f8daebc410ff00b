import 'server-only';
import ipaddr from 'ipaddr.js';
import proxyaddr from 'proxy-addr';
import { env } from '@/env';

/**
 * The header in which scripts/server.mjs (`npm start`) passes the socket's address. It removes
 * any copy the client sent, so behind it the value can be trusted.
 */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

const compiled = new Map<string, ReturnType<typeof proxyaddr.compile>>();
function trustOf(proxies: readonly string[]) {
  const key = proxies.join(',');
  let trust = compiled.get(key);
  if (!trust) {
    trust = proxyaddr.compile([...proxies]);
    compiled.set(key, trust);
  }
  return trust;
}

/**
 * The client's address, for per-address limits (leads, sign-in, uploads) and the sign-in log
 * (docs/decisions/007-one-way-to-serve.md, 014-open-internet.md; ASVS 4.0.3 V11.1.4):
 * - behind `npm start`, the socket's peer, from the header that server sets. X-Forwarded-For is
 *   read only when that peer is one of the TRUST_PROXY proxies, and the client is then the first
 *   untrusted address from the right (Express's `trust proxy`, through `proxy-addr`): a client
 *   that reaches the server directly cannot choose its address by sending the header;
 * - under plain `next start` or `next dev` (no socket address), the last entry of
 *   X-Forwarded-For, which Next.js sets to the socket's address when the client sent none. Those
 *   are development servers: a client could send its own header there.
 */
export function clientAddress(headers: Headers, { trustProxy = env.TRUST_PROXY }: { trustProxy?: readonly string[] } = {}): string {
  const forwarded = headers.get('x-forwarded-for');
  const peer = headers.get(CLIENT_ADDRESS_HEADER)?.trim();
  if (!peer) return normalizeAddress(lastForwarded(forwarded) ?? 'unknown');
  if (trustProxy.length === 0 || !forwarded) return normalizeAddress(peer);
  const request = { socket: { remoteAddress: peer }, connection: { remoteAddress: peer }, headers: { 'x-forwarded-for': forwarded } };
  return normalizeAddress(proxyaddr(request as unknown as Parameters<typeof proxyaddr>[0], trustOf(trustProxy)));
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

/** An IPv4 address seen through an IPv6 socket (`::ffff:192.0.2.1`) is the IPv4 address. */
export function normalizeAddress(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) return (parsed as ipaddr.IPv6).toIPv4Address().toString();
  return parsed.toString();
}

/**
 * The key a per-address limit counts under: the address itself for IPv4, its /64 network for
 * IPv6, since one subscriber usually holds a whole /64 and could otherwise take a new address
 * for every request.
 */
export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}
