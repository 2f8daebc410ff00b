import type { IncomingMessage, ServerResponse } from 'node:http';
import { securityHeaders } from '@/config/security-headers';
import { errorKind, log } from '@/server/log';
import { bodyLimit, handleLeadRequest } from './intake';
import { leadRuntime } from './runtime';

export { leadRuntime };

/** The body, read straight from Node's stream up to the limit of its content type. */
async function readLimited(incoming: IncomingMessage, limit: number): Promise<Buffer | 'too_large'> {
  if (Number(incoming.headers['content-length'] ?? 0) > limit) return 'too_large';
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > limit) {
      incoming.destroy();
      return 'too_large';
    }
    chunks.push(chunk);
  }
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
}

/**
 * POST /api/leads served by scripts/server.mjs straight from Node's request, without going
 * through Next.js's router: the one hot write path keeps its latency low under load (see
 * docs/decisions/004-lead-intake.md). src/app/api/leads/route.ts serves the same handler under
 * `next dev`. The response carries the same security headers as every other one.
 */
export async function serveLeadRequest(incoming: IncomingMessage, outgoing: ServerResponse, clientIp: string): Promise<void> {
  let response: Response;
  try {
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const body = await readLimited(incoming, bodyLimit(incoming.headers['content-type'] ?? ''));
    if (body === 'too_large') {
      // Answered by the handler from the declared length; the rest of the upload is not read.
      headers.set('content-length', String(Number.MAX_SAFE_INTEGER));
    }
    const request = new Request(new URL(incoming.url ?? '/api/leads', 'http://localhost'), {
      method: 'POST',
      headers,
      body: body === 'too_large' ? null : new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength),
    });
    const runtime = await leadRuntime();
    response = await handleLeadRequest(request, runtime.intake, clientIp);
  } catch (error) {
    log.error('lead.failed', { outcome: 'unavailable', error: errorKind(error) });
    response = Response.json({ error: 'unavailable' }, { status: 503, headers: { 'retry-after': '30', 'cache-control': 'no-store' } });
  }
  const headers: Record<string, string> = {};
  for (const { key, value } of securityHeaders(process.env.NODE_ENV === 'production')) headers[key] = value;
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body = Buffer.from(await response.arrayBuffer());
  headers['content-length'] = String(body.byteLength);
  outgoing.writeHead(response.status, headers);
  outgoing.end(body);
}
