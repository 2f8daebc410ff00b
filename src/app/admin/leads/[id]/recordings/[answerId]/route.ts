import { appRuntime } from '@/runtime.server';
import { currentStaff, unauthorized } from '../../../../session';
import { fileResponse } from '../../../../stream-file';

export const dynamic = 'force-dynamic';

/** An interview recording, played in the lead's page (with byte ranges, so the player can seek). */
export async function GET(request: Request, { params }: RouteContext<'/admin/leads/[id]/recordings/[answerId]'>): Promise<Response> {
  const staff = await currentStaff();
  if (!staff) return unauthorized();
  const { id, answerId } = await params;
  const { core } = await appRuntime();
  const answer = await core.database.db
    .selectFrom('interview_answers')
    .select(['stored_name', 'content_type', 'size'])
    .where('id', '=', answerId)
    .where('lead_id', '=', id)
    .where('kind', '=', 'audio')
    .executeTakeFirst();
  if (!answer?.stored_name || !answer.content_type)
    return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });
  return fileResponse(request, core.storage, {
    storedName: answer.stored_name,
    contentType: answer.content_type,
    size: Number(answer.size),
  });
}
