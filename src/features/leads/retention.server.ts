import 'server-only';
import type { Kysely } from 'kysely';
import { forgetErased } from '@/server/db/database';
import type { Database } from '@/server/db/schema';
import { errorKind, log } from '@/server/log';
import type { FileStorage } from '@/server/storage/file-storage';
import { eraseLead, type Actor } from './inbox/work.server';

const DAY = 24 * 60 * 60_000;

/** How long each kind of data is kept (the privacy policy states the defaults). */
export interface RetentionPolicy {
  /** Every lead, with its files, answers and recordings, from its creation. */
  leadDays: number;
  /** Leads marked as spam, sooner. */
  spamDays: number;
  /** Interview recordings, sooner than the lead they belong to. */
  recordingDays: number;
}

/** The history's author of an automatic erasure. */
const system: Actor = { id: 'retention', display_name: 'automatic retention' };

/**
 * Erases what is past its retention period, in batches, on either database: spam leads, then
 * every lead, then recordings. Each lead goes through the same erasure as a data subject's
 * request. Returns the counts (the log carries nothing else).
 */
export async function applyRetention(
  db: Kysely<Database>,
  storage: FileStorage,
  policy: RetentionPolicy,
  now = Date.now(),
  batch = 200,
): Promise<{ spam: number; leads: number; recordings: number }> {
  const counts = { spam: 0, leads: 0, recordings: 0 };
  const eraseWhere = async (key: 'spam' | 'leads', cutoff: number, spamOnly: boolean) => {
    for (;;) {
      let query = db.selectFrom('leads').select('id').where('created_at', '<', cutoff).orderBy('created_at').limit(batch);
      if (spamOnly) query = query.where('spam', '=', 1);
      const ids = (await query.execute()).map((row) => row.id);
      for (const id of ids) if (await eraseLead(db, storage, id, system, now, { forget: false })) counts[key] += 1;
      if (ids.length < batch) return;
    }
  };
  await eraseWhere('spam', now - policy.spamDays * DAY, true);
  await eraseWhere('leads', now - policy.leadDays * DAY, false);
  for (;;) {
    const rows = await db
      .selectFrom('interview_answers')
      .select(['id', 'stored_name'])
      .where('kind', '=', 'audio')
      .where('created_at', '<', now - policy.recordingDays * DAY)
      .limit(batch)
      .execute();
    if (rows.length === 0) break;
    await db
      .deleteFrom('interview_answers')
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    await storage.remove(rows.map((row) => row.stored_name).filter((name): name is string => Boolean(name)));
    counts.recordings += rows.length;
    if (rows.length < batch) break;
  }
  if (counts.spam + counts.leads + counts.recordings > 0) await forgetErased(db);
  return counts;
}

/** Runs the retention once a day (and once shortly after start-up), in the server that delivers the outbox. */
export class RetentionJob {
  private timers: NodeJS.Timeout[] = [];
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly storage: FileStorage,
    private readonly policy: RetentionPolicy,
  ) {}

  start({ firstAfterMs = 60_000, everyMs = DAY } = {}) {
    const run = () => {
      this.running ??= applyRetention(this.db, this.storage, this.policy)
        .then((counts) => log.info('retention.applied', counts))
        .catch((error: unknown) => log.error('retention.failed', { error: errorKind(error) }))
        .finally(() => (this.running = undefined));
    };
    const first = setTimeout(run, firstAfterMs);
    const daily = setInterval(run, everyMs);
    first.unref();
    daily.unref();
    this.timers = [first, daily];
  }

  async stop() {
    for (const timer of this.timers) clearTimeout(timer);
    await this.running;
  }
}
