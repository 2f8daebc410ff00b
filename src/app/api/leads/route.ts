import { handleLeadRequest } from '@/server/leads/intake';
import { leadRuntime } from '@/server/leads/runtime';
import { errorKind, log } from '@/server/log';

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  try {
    const runtime = await leadRuntime();
    // Only `next dev` reaches this route (scripts/server.mjs serves the intake itself); the
    // client's address is not known here, so all visitors share one limit.
    return await handleLeadRequest(request, runtime.intake, 'unknown');
  } catch (error) {
    // Nothing internal reaches the client; the log has the error's kind, never the lead's data.
    log.error('lead.failed', { outcome: 'unavailable', error: errorKind(error) });
    return Response.json({ error: 'unavailable' }, { status: 503, headers: { 'retry-after': '30', 'cache-control': 'no-store' } });
  }
}
