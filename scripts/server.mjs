#!/usr/bin/env node
// The production server: Next.js behind a plain Node HTTP server, which only decides the client
// address used by the lead rate limit. X-Forwarded-For is trusted only when TRUST_PROXY is set
// (behind a reverse proxy that sets it); otherwise the socket's address is used and a client's
// own X-Forwarded-For is dropped. Serves the build in .next (or NEXT_DIST_DIR) on PORT.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

process.env.NODE_ENV ??= 'production';
const { default: next } = await import('next');

const root = fileURLToPath(new URL('..', import.meta.url));
// Messages and content are read relative to the project folder.
process.chdir(root);
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME_BIND ?? '0.0.0.0';
const trustProxy = ['1', 'true', 'on', 'yes'].includes((process.env.TRUST_PROXY ?? '').toLowerCase());

const app = next({ dev: false, dir: root, port, hostname: 'localhost' });
const handle = app.getRequestHandler();
await app.prepare();

// POST /api/leads is served here, outside Next.js's router (docs/decisions/004-lead-intake.md).
// The intake is TypeScript shared with the app, loaded by tsx once Next.js has read its config;
// it reuses the lead runtime (database, outbox worker) that Next.js's instrumentation started.
const { tsImport } = await import('tsx/esm/api');
const { serveLeadRequest, leadRuntime } = await tsImport('../src/server/leads/node-handler.ts', import.meta.url);
await leadRuntime();

const server = createServer((request, response) => {
  const forwarded = trustProxy
    ? String(request.headers['x-forwarded-for'] ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .at(-1)
    : undefined;
  if (!trustProxy) delete request.headers['x-forwarded-for'];
  const clientIp = forwarded || request.socket.remoteAddress || 'unknown';
  if (request.method === 'POST' && (request.url === '/api/leads' || request.url?.startsWith('/api/leads?'))) {
    void serveLeadRequest(request, response, clientIp);
    return;
  }
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
