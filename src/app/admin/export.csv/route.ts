import { env } from '@/env';
import { leadsCsv } from '@/features/leads/csv';
import { exportFileName, exportRows } from '@/features/leads/inbox/export.server';
import { parseFilters } from '@/features/leads/inbox/filters';
import { appRuntime } from '@/runtime.server';
import { log } from '@/server/log';
import { currentStaff, unauthorized } from '../session';

export const dynamic = 'force-dynamic';

/**
 * The filtered list as CSV (UTF-8 with a BOM, formula-safe cells), streamed page by page. The
 * same columns as the xlsx export, which keeps phone numbers as text where a CSV cannot.
 */
export async function GET(request: Request): Promise<Response> {
  const staff = await currentStaff();
  if (!staff) return unauthorized();
  const filters = parseFilters(new URL(request.url).searchParams);
  const db = (await appRuntime()).core.database.db;
  const timeZone = env.INBOX_TIME_ZONE;
  log.info('inbox.export', { staffId: staff.id, format: 'csv' });
  const chunks = leadsCsv(exportRows(db, filters, staff.id), timeZone);
  const encoder = new TextEncoder();
  // Pulled a page at a time: the export is never held in memory, however many leads it has.
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next: IteratorResult<string> = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${exportFileName(filters, 'csv', Date.now(), timeZone)}"`,
      'cache-control': 'no-store',
    },
  });
}
