import { env } from '@/env';
import { exportFileName, exportRows, leadsXlsx } from '@/features/leads/inbox/export.server';
import { parseFilters } from '@/features/leads/inbox/filters';
import { appRuntime } from '@/runtime.server';
import { log } from '@/server/log';
import { currentStaff, unauthorized } from '../session';

export const dynamic = 'force-dynamic';

/**
 * The filtered list as an Excel workbook: phone numbers as text (their + kept), times as dates
 * in the team's zone. Streamed as it is written, at the pace the download takes it.
 */
export async function GET(request: Request): Promise<Response> {
  const staff = await currentStaff();
  if (!staff) return unauthorized();
  const filters = parseFilters(new URL(request.url).searchParams);
  const db = (await appRuntime()).core.database.db;
  const timeZone = env.INBOX_TIME_ZONE;
  log.info('inbox.export', { staffId: staff.id, format: 'xlsx' });
  return new Response(leadsXlsx(exportRows(db, filters, staff.id), timeZone), {
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="${exportFileName(filters, 'xlsx', Date.now(), timeZone)}"`,
      'cache-control': 'no-store',
    },
  });
}
