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

const lead = JSON.stringify({
  fullName: 'Address Tester',
  phone: '+33 1 42 68 53 00',
  consentPrivacy: true,
  locale: 'fr',
  startedAt: Date.now() - 30_000,
});

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

/** Starts `npm start`'s server with these variables; stops it at the end of the test. */
async function startServer(variables: Record<string, string>, command: (port: number) => string[] = () => ['scripts/server.mjs']) {
  const port = await getPort();
  const dataDir = `.e2e-data-address-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const { TRUST_PROXY: _trust, ...env } = process.env;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, command(port), {
    env: { ...env, PORT: String(port), DATA_DIR: dataDir, HOSTNAME_BIND: '0.0.0.0', ...variables },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: `next dev` starts workers of its own, stopped with it.
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // already gone
    }
  };
  return {
    port,
    exited,
    output: () => output,
    async stop() {
      signal('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 1000));
      signal('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const ready = (port: number, timeout: number) =>
  expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/robots.txt`).catch(() => undefined))?.status, { timeout }).toBe(200);

test('X-Forwarded-For is believed only from a trusted proxy: a client that reaches the server directly cannot choose its address', async () => {
  test.setTimeout(120_000);
  // 127.0.0.2 stands for the reverse proxy; 127.0.0.3 for a client that reaches the server directly.
  const server = await startServer({ TRUST_PROXY: '127.0.0.2' });
  try {
    await ready(server.port, 60_000);
    // The proxy's header is used: six visitors behind it are six addresses.
    for (let index = 1; index <= 6; index += 1) {
      expect(await post(server.port, '127.0.0.2', { 'x-forwarded-for': `198.51.100.${index}` })).toBe(201);
    }
    // A direct client's header is ignored: six leads with six forged addresses are one address.
    const statuses: number[] = [];
    for (let index = 1; index <= 6; index += 1) {
      statuses.push(await post(server.port, '127.0.0.3', { 'x-forwarded-for': `203.0.113.${index}, 192.0.2.${index}` }));
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  } finally {
    await server.stop();
  }
});

test('TRUST_PROXY=1 stops the start, with a message that names the new form', async () => {
  test.setTimeout(90_000);
  const server = await startServer({ TRUST_PROXY: '1' });
  try {
    expect(await Promise.race([server.exited, new Promise((resolve) => setTimeout(() => resolve('still running'), 60_000))])).not.toBe(
      'still running',
    );
    expect(server.output()).toMatch(/TRUST_PROXY: no longer takes 1 or true.*TRUST_PROXY=loopback/);
  } finally {
    await server.stop();
  }
});

test('a weak ADMIN_PASSWORD stops the start, with a message that names it', async () => {
  test.setTimeout(90_000);
  const server = await startServer({
    ADMIN_EMAIL: 'ops@example.com',
    ADMIN_PASSWORD: 'password1234',
    ADMIN_TOTP_SECRET: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  });
  try {
    expect(await Promise.race([server.exited, new Promise((resolve) => setTimeout(() => resolve('still running'), 60_000))])).not.toBe(
      'still running',
    );
    expect(server.output()).toMatch(/ADMIN_PASSWORD: The password is refused: it is too easy to guess/);
  } finally {
    await server.stop();
  }
});

const servers: { name: string; command: (port: number) => string[]; timeout: number }[] = [
  { name: 'npm start (scripts/server.mjs)', command: () => ['scripts/server.mjs'], timeout: 60_000 },
  { name: 'plain next start', command: (port) => ['node_modules/next/dist/bin/next', 'start', '--port', String(port)], timeout: 60_000 },
  // The development server compiles the route on its first request: slow, but the same code path.
  { name: 'next dev', command: (port) => ['node_modules/next/dist/bin/next', 'dev', '--port', String(port)], timeout: 240_000 },
];

for (const server of servers) {
  test(`two addresses have separate lead limits under ${server.name}`, async () => {
    test.setTimeout(server.timeout + 60_000);
    const started = await startServer({}, server.command);
    try {
      await ready(started.port, server.timeout);
      for (let index = 0; index < 5; index += 1) expect(await post(started.port, '127.0.0.2')).toBe(201);
      expect(await post(started.port, '127.0.0.2')).toBe(429);
      // The second visitor is not held back by the first.
      expect(await post(started.port, '127.0.0.3')).toBe(201);
      if (server.name.startsWith('npm start')) {
        // Behind `npm start`, a client's own X-Forwarded-For is not taken for its address.
        expect(await post(started.port, '127.0.0.2', { 'x-forwarded-for': '198.51.100.1' })).toBe(429);
      }
    } finally {
      await started.stop();
    }
  });
}
