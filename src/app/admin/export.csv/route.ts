import { leadsCsv } from '@/features/leads/csv';
import { parseFilters } from '@/features/leads/inbox/filters';
import { iterateInbox } from '@/features/leads/inbox/queries.server';
import { appRuntime } from '@/runtime.server';
import { log } from '@/server/log';
import { currentStaff, unauthorized } from '../session';

export const dynamic = 'force-dynamic';

/** The filtered list as CSV (UTF-8 with a BOM, formula-safe cells), streamed page by page. */
export async function GET(request: Request): Promise<Response> {
  const staff = await currentStaff();
  if (!staff) return unauthorized();
  const filters = { ...parseFilters(new URL(request.url).searchParams), cursor: undefined };
  const db = (await appRuntime()).core.database.db;
  log.info('inbox.export', { staffId: staff.id });
  const rows = leadsCsv(iterateInbox(db, filters, staff.id));
  const encoder = new TextEncoder();
  // Pulled a row at a time: the export is never held in memory, however many leads it has.
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next: IteratorResult<string> = await rows.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="leads-${day}.csv"`,
      'cache-control': 'no-store',
    },
  });
}
