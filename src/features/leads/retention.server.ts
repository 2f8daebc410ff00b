import 'server-only';
import type { Kysely } from 'kysely';
import { forgetErased } from '@/server/db/database';
import type { Database } from '@/server/db/schema';
import type { LeadData } from '@/server/lead-data';
import { eraseLead, type Actor } from './inbox/work.server';

const DAY = 24 * 60 * 60_000;

/** How long leads are kept (the privacy policy states the defaults). */
export interface RetentionPolicy {
  /** Every lead, with everything the features keep about it, from its creation. */
  leadDays: number;
  /** Leads marked as spam, sooner. */
  spamDays: number;
}

/** The history's author of an automatic erasure. */
const system: Actor = { id: 'retention', display_name: 'automatic retention' };

/**
 * Erases what is past its retention period, in batches, on either database: spam leads, then
 * every lead, each through the same erasure as a data subject's request; then what a feature
 * keeps for less time than the lead (the interview's recordings, ../interview/feature.server.ts).
 * Runs once a day for the fleet (src/server/jobs.ts). Returns the counts (the log carries
 * nothing else).
 */
export async function applyRetention(
  db: Kysely<Database>,
  leadData: Pick<LeadData, 'erase' | 'expire'>,
  policy: RetentionPolicy,
  now = Date.now(),
  batch = 200,
): Promise<Record<string, number>> {
  const counts = { spam: 0, leads: 0 };
  const eraseWhere = async (key: 'spam' | 'leads', cutoff: number, spamOnly: boolean) => {
    for (;;) {
      let query = db.selectFrom('leads').select('id').where('created_at', '<', cutoff).orderBy('created_at').limit(batch);
      if (spamOnly) query = query.where('spam', '=', 1);
      const ids = (await query.execute()).map((row) => row.id);
      for (const id of ids) if (await eraseLead(leadData, id, system, now, { forget: false })) counts[key] += 1;
      if (ids.length < batch) return;
    }
  };
  await eraseWhere('spam', now - policy.spamDays * DAY, true);
  await eraseWhere('leads', now - policy.leadDays * DAY, false);
  const all = { ...counts, ...(await leadData.expire(now, batch)) };
  if (Object.values(all).some((count) => count > 0)) await forgetErased(db);
  return all;
}
