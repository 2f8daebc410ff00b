#!/usr/bin/env node
// `npm start`: serves the production build with Next.js, behind the thinnest possible Node
// server. It does one thing Next.js cannot: it passes the socket's address to the application in
// one trusted header (x-client-address), after removing any copy the client sent. Everything,
// POST /api/leads included, is then handled by Next.js (docs/decisions/007-one-way-to-serve.md).
// PORT and HOSTNAME_BIND are the listen settings, validated with every other variable by
// src/env.ts when Next.js loads the configuration.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

process.env.NODE_ENV ??= 'production';
const { default: next } = await import('next');

const root = fileURLToPath(new URL('..', import.meta.url));
// Messages and content are read relative to the project folder.
process.chdir(root);
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME_BIND || '0.0.0.0';

const app = next({ dev: false, dir: root, port, hostname: 'localhost' });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  request.headers['x-client-address'] = request.socket.remoteAddress ?? '';
  void handle(request, response);
});
server.listen(port, hostname, () => {
  console.log(`Ready on http://localhost:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    // Committed leads are safe on disk and undelivered notifications wait in the outbox.
    setTimeout(() => process.exit(0), 1000).unref();
  });
}
