import { describe, expect, it } from 'vitest';
import { clientAddress, CLIENT_ADDRESS_HEADER } from './client-address';

const headers = (values: Record<string, string>) => new Headers(values);

describe('clientAddress', () => {
  it('takes the socket address that `npm start` passes, and ignores a forwarded header the client made up', () => {
    expect(clientAddress(headers({ [CLIENT_ADDRESS_HEADER]: '203.0.113.9', 'x-forwarded-for': '1.2.3.4' }), { trustProxy: false })).toBe(
      '203.0.113.9',
    );
  });

  it('under plain `next start` or `next dev`, takes the address Next.js puts in X-Forwarded-For', () => {
    expect(clientAddress(headers({ 'x-forwarded-for': '::ffff:127.0.0.2' }), { trustProxy: false })).toBe('::ffff:127.0.0.2');
  });

  it('behind a trusted reverse proxy, takes the address the proxy saw: the last entry', () => {
    expect(
      clientAddress(headers({ [CLIENT_ADDRESS_HEADER]: '10.0.0.1', 'x-forwarded-for': 'spoofed, 198.51.100.7' }), { trustProxy: true }),
    ).toBe('198.51.100.7');
    expect(clientAddress(headers({ [CLIENT_ADDRESS_HEADER]: '10.0.0.1' }), { trustProxy: true })).toBe('10.0.0.1');
  });

  it('says so when it cannot tell', () => {
    expect(clientAddress(headers({}), { trustProxy: false })).toBe('unknown');
  });
});
