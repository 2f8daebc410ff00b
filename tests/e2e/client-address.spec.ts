import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { rmSync } from 'node:fs';
import { getPort } from '../support/ports';
import { expect, test } from './fixtures';

/*
 * The per-address lead limit (5 per 10 minutes) counts each visitor's address, whichever way the
 * server is started: `npm start` (scripts/server.mjs), plain `next start`, or `next dev`. Two
 * visitors are two loopback addresses, 127.0.0.2 and 127.0.0.3, on real sockets; no proxy is
 * trusted, so a made-up X-Forwarded-For changes nothing behind `npm start`.
 */

const lead = JSON.stringify({ fullName: 'Address Tester', phone: '+33 1 42 68 53 00', consentPrivacy: true, locale: 'fr' });

function post(port: number, from: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/api/leads',
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(lead), ...headers },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(lead);
  });
}

const servers: { name: string; command: (port: number) => string[]; timeout: number }[] = [
  { name: 'npm start (scripts/server.mjs)', command: () => ['scripts/server.mjs'], timeout: 60_000 },
  { name: 'plain next start', command: (port) => ['node_modules/next/dist/bin/next', 'start', '--port', String(port)], timeout: 60_000 },
  // The development server compiles the route on its first request: slow, but the same code path.
  { name: 'next dev', command: (port) => ['node_modules/next/dist/bin/next', 'dev', '--port', String(port)], timeout: 240_000 },
];

for (const server of servers) {
  test(`two addresses have separate lead limits under ${server.name}`, async () => {
    test.setTimeout(server.timeout + 60_000);
    const port = await getPort();
    const dataDir = `.e2e-data-address-${port}`;
    rmSync(dataDir, { recursive: true, force: true });
    const { TRUST_PROXY: _trust, ...env } = process.env;
    const child: ChildProcess = spawn(process.execPath, server.command(port), {
      env: { ...env, PORT: String(port), DATA_DIR: dataDir, HOSTNAME_BIND: '0.0.0.0' },
      stdio: 'ignore',
      // Its own process group: `next dev` starts workers of its own, stopped with it.
      detached: true,
    });
    const stop = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // already gone
      }
    };
    try {
      await expect
        .poll(async () => (await fetch(`http://127.0.0.1:${port}/robots.txt`).catch(() => undefined))?.status, { timeout: server.timeout })
        .toBe(200);
      for (let index = 0; index < 5; index += 1) expect(await post(port, '127.0.0.2')).toBe(201);
      expect(await post(port, '127.0.0.2')).toBe(429);
      // The second visitor is not held back by the first.
      expect(await post(port, '127.0.0.3')).toBe(201);
      if (server.name.startsWith('npm start')) {
        // Behind `npm start`, a client's own X-Forwarded-For is not taken for its address.
        expect(await post(port, '127.0.0.2', { 'x-forwarded-for': '198.51.100.1' })).toBe(429);
      }
    } finally {
      stop('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 1000));
      stop('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
