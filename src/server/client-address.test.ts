import { describe, expect, it } from 'vitest';
import { addressKey, clientAddress, CLIENT_ADDRESS_HEADER, normalizeAddress } from './client-address';

const headers = (values: Record<string, string>) => new Headers(values);
const none: string[] = [];

describe('clientAddress', () => {
  it('takes the socket address that `npm start` passes, and ignores a forwarded header when no proxy is trusted', () => {
    expect(clientAddress(headers({ [CLIENT_ADDRESS_HEADER]: '203.0.113.9', 'x-forwarded-for': '1.2.3.4' }), { trustProxy: none })).toBe(
      '203.0.113.9',
    );
  });

  it('reads X-Forwarded-For only when the socket’s peer is a trusted proxy', () => {
    const trustProxy = ['loopback'];
    // The reverse proxy on the same host: its header names the client.
    expect(clientAddress(headers({ [CLIENT_ADDRESS_HEADER]: '127.0.0.1', 'x-forwarded-for': '198.51.100.7' }), { trustProxy })).toBe(
      '198.51.100.7',
    );
    // A client that reaches the server directly cannot choose its address.
    expect(clientAddress(headers({ [CLIENT_ADDRESS_HEADER]: '203.0.113.9', 'x-forwarded-for': '198.51.100.7' }), { trustProxy })).toBe(
      '203.0.113.9',
    );
  });

  it('takes the first untrusted address from the right, so a client’s own entries count for nothing', () => {
    const trustProxy = ['10.0.0.0/8', '127.0.0.1'];
    expect(
      clientAddress(headers({ [CLIENT_ADDRESS_HEADER]: '127.0.0.1', 'x-forwarded-for': 'spoofed, 192.0.2.50, 198.51.100.7, 10.1.2.3' }), {
        trustProxy,
      }),
    ).toBe('198.51.100.7');
    expect(clientAddress(headers({ [CLIENT_ADDRESS_HEADER]: '10.0.0.1' }), { trustProxy })).toBe('10.0.0.1');
  });

  it('under plain `next start` or `next dev`, takes the address Next.js puts in X-Forwarded-For', () => {
    expect(clientAddress(headers({ 'x-forwarded-for': '::ffff:127.0.0.2' }), { trustProxy: none })).toBe('127.0.0.2');
  });

  it('says so when it cannot tell', () => {
    expect(clientAddress(headers({}), { trustProxy: none })).toBe('unknown');
  });
});

describe('addresses as the limits count them', () => {
  it('reads an IPv4 address seen through an IPv6 socket as the IPv4 address', () => {
    expect(normalizeAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(normalizeAddress('2001:db8:0:0:0:0:0:1')).toBe('2001:db8::1');
  });

  it('counts an IPv6 client by its /64, which one subscriber holds whole', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:db8:1:2:bbbb::9'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
  });
});
