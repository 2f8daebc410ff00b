import 'server-only';
import { log } from './log';

/**
 * A JSON answer of the API: never cached, and named as an attachment, so that a browser that is
 * led to the address never renders it as a page (ASVS 4.0.3 V14.4.2).
 */
export function apiJson(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, {
    status,
    headers: { 'cache-control': 'no-store', 'content-disposition': 'attachment; filename="api.json"', ...headers },
  });
}

/**
 * The answer to a method an endpoint does not take: 405 with the methods it does, and a line in
 * the log, since no page of the site sends one (ASVS 4.0.3 V14.5.1).
 */
export function methodNotAllowed(endpoint: string, allowed: readonly string[]) {
  return (request: Request): Response => {
    log.warn('http.method_refused', { endpoint, method: request.method.slice(0, 16) });
    return apiJson({ error: 'method_not_allowed' }, 405, { allow: allowed.join(', ') });
  };
}
