import { apiJson, methodNotAllowed } from '@/server/api-response';
import { errorKind, log } from '@/server/log';
import { appRuntime } from '@/runtime.server';

export const dynamic = 'force-dynamic';

/**
 * For a load balancer (issue 22): whether this instance's database and file storage answer, as
 * `ok` or `down`, with 200 when both do and 503 otherwise. It says nothing else: no version, no
 * host, no error text (ASVS 4.0.3 V14.3.3), and checks within a few seconds each.
 */
export async function GET(): Promise<Response> {
  let health: { database: boolean; storage: boolean };
  try {
    health = await (await appRuntime()).core.health();
  } catch (error) {
    // The runtime could not start: its database did not answer (the storage was never asked).
    log.error('health.unavailable', { error: errorKind(error) });
    return apiJson({ database: 'down', storage: 'unknown' }, 503);
  }
  const word = (up: boolean) => (up ? 'ok' : 'down');
  const body = { database: word(health.database), storage: word(health.storage) };
  if (!health.database || !health.storage) log.warn('health.down', body);
  return apiJson(body, health.database && health.storage ? 200 : 503);
}

const refuse = methodNotAllowed('/api/health', ['GET']);
export { refuse as POST, refuse as PUT, refuse as PATCH, refuse as DELETE };
