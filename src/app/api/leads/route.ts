import { handleLeadRequest } from '@/features/leads/intake.server';
import { apiJson, methodNotAllowed } from '@/server/api-response';
import { clientAddress } from '@/server/client-address';
import { errorKind, log } from '@/server/log';
import { appRuntime } from '@/runtime.server';

export const dynamic = 'force-dynamic';

/** Every lead form posts here (PRODUCT.md, "Leads"); docs/decisions/007-one-way-to-serve.md. */
export async function POST(request: Request): Promise<Response> {
  try {
    const { leads } = await appRuntime();
    return await handleLeadRequest(request, leads.intake, clientAddress(request.headers));
  } catch (error) {
    // Nothing internal reaches the client; the log has the error's kind, never the lead's data.
    log.error('lead.failed', { outcome: 'unavailable', error: errorKind(error) });
    return apiJson({ error: 'unavailable' }, 503, { 'retry-after': '30' });
  }
}

const refuse = methodNotAllowed('/api/leads', ['POST']);
export { refuse as GET, refuse as PUT, refuse as PATCH, refuse as DELETE };
