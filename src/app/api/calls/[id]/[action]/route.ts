import { handleInterviewRequest } from '@/features/interview/api.server';
import { appRuntime } from '@/runtime.server';
import { apiJson, methodNotAllowed } from '@/server/api-response';
import { clientAddress } from '@/server/client-address';
import { errorKind, log } from '@/server/log';

export const dynamic = 'force-dynamic';

const actions = ['session', 'answers', 'callback', 'finish'] as const;
type Action = (typeof actions)[number];

/**
 * The call page's interview (PRODUCT.md, "The call page"): `session` opens it, `answers` takes an
 * answer (a recording, a text, a skip) or the page's form without JavaScript, `callback` asks for
 * a person to call, `finish` ends it. docs/decisions/010-assistant-interview.md.
 */
export async function POST(request: Request, { params }: RouteContext<'/api/calls/[id]/[action]'>): Promise<Response> {
  const { id, action } = await params;
  if (!(actions as readonly string[]).includes(action)) {
    return apiJson({ error: 'not_found' }, 404);
  }
  try {
    const { interview } = await appRuntime();
    return await handleInterviewRequest(request, interview.services, clientAddress(request.headers), id, action as Action);
  } catch (error) {
    log.error('interview.failed', { outcome: 'unavailable', error: errorKind(error) });
    return apiJson({ error: 'unavailable' }, 503, { 'retry-after': '30' });
  }
}

const refuse = methodNotAllowed('/api/calls', ['POST']);
export { refuse as GET, refuse as PUT, refuse as PATCH, refuse as DELETE };
