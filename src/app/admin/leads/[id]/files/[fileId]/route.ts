import { appRuntime } from '@/runtime.server';
import { log } from '@/server/log';
import { currentStaff, unauthorized } from '../../../../session';
import { fileResponse } from '../../../../stream-file';

export const dynamic = 'force-dynamic';

/**
 * A lead's document for a signed-in coordinator: downloaded as an attachment, or with `?view=1`
 * shown inline when it is a raster image or a PDF (../../../../stream-file.ts).
 */
export async function GET(request: Request, { params }: RouteContext<'/admin/leads/[id]/files/[fileId]'>): Promise<Response> {
  const staff = await currentStaff();
  if (!staff) return unauthorized();
  const { id, fileId } = await params;
  const { core } = await appRuntime();
  const file = await core.database.db
    .selectFrom('lead_files')
    .selectAll()
    .where('id', '=', fileId)
    .where('lead_id', '=', id)
    .executeTakeFirst();
  if (!file) return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });
  const view = new URL(request.url).searchParams.get('view') === '1';
  log.info('inbox.file', { staffId: staff.id, leadId: id, fileId, view });
  return fileResponse(request, core.storage, {
    storedName: file.stored_name,
    contentType: file.content_type,
    size: Number(file.size),
    downloadName: file.original_name,
    inline: view,
  });
}
