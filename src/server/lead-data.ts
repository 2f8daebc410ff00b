import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import { forgetErased } from './db/database';
import type { Database } from './db/schema';
import type { FileStorage } from './storage/file-storage';

/**
 * What one feature keeps about a lead (issue 22): its rows and its files. Erasure, retention and
 * the sweep of orphan files ask every registered part, so none of them knows another feature's
 * tables.
 */
export interface LeadDataPart {
  /** The feature's name, for errors. */
  name: string;
  /** The part that holds the lead's own row (features/leads): erased after every other part. */
  ownsLead?: boolean;
  /**
   * Deletes the feature's rows of a lead inside the erasure's transaction, and returns the
   * stored names of its files (removed once the transaction has committed).
   */
  erase(trx: Transaction<Database>, leadId: string): Promise<string[]>;
  /**
   * What the erasure itself sets off, in its transaction, once every part's rows are gone: the
   * outbox's `lead.erased` event, so the CRM erases its copy too (issue 23).
   */
  erased?(trx: Transaction<Database>, leadId: string, now: number): Promise<void>;
  /** Of `names` (at most 500), the stored names the feature's rows still refer to. */
  referenced?(db: Kysely<Database>, names: readonly string[]): Promise<string[]>;
  /** What the feature keeps for less time than the lead (the interview's recordings). */
  expire?: {
    /** Its name in the retention's counts. */
    what: string;
    /** Deletes at most `batch` rows past their period; returns how many and their files' stored names. */
    run(db: Kysely<Database>, now: number, batch: number): Promise<{ count: number; files: string[] }>;
  };
}

/** The parts of every feature: the core's outbox, the leads' own, the interview's. */
export class LeadData {
  private readonly parts: LeadDataPart[] = [];

  constructor(
    private readonly db: Kysely<Database>,
    private readonly storage: FileStorage,
  ) {}

  register(part: LeadDataPart) {
    if (this.parts.some((existing) => existing.name === part.name)) throw new Error(`lead data part ${part.name} registered twice`);
    this.parts.push(part);
  }

  /**
   * Deletes every row of a lead, in one transaction with `also` (the erasure's line in the
   * history) and what the parts set off (`erased`), then its files. The other parts' rows refer
   * to the lead's row, so the part that owns it goes last. A file left behind by a crash between
   * the commit and the removal is an orphan, swept later.
   */
  async erase(
    leadId: string,
    also?: (trx: Transaction<Database>) => Promise<void>,
    { forget = true, now = Date.now() }: { forget?: boolean; now?: number } = {},
  ): Promise<boolean> {
    const files = await this.db.transaction().execute(async (trx) => {
      const lead = await trx.selectFrom('leads').select('id').where('id', '=', leadId).executeTakeFirst();
      if (!lead) return undefined;
      const names: string[] = [];
      const ordered = [...this.parts.filter((part) => !part.ownsLead), ...this.parts.filter((part) => part.ownsLead)];
      for (const part of ordered) names.push(...(await part.erase(trx, leadId)));
      for (const part of this.parts) await part.erased?.(trx, leadId, now);
      await also?.(trx);
      return names;
    });
    if (!files) return false;
    await this.storage.remove(files);
    if (forget) await forgetErased(this.db);
    return true;
  }

  /** Deletes every part's data past its own, shorter, period; returns how many rows went, by what they were. */
  async expire(now: number, batch = 200): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const { expire } of this.parts) {
      if (!expire) continue;
      let count = 0;
      for (;;) {
        const expired = await expire.run(this.db, now, batch);
        await this.storage.remove(expired.files);
        count += expired.count;
        if (expired.count < batch) break;
      }
      counts[expire.what] = count;
    }
    return counts;
  }

  /**
   * Removes files that no row refers to and that are older than `olderThanMs`: the uploads of a
   * request whose transaction never committed (the process died in between). Recent files are
   * left alone: their transaction may still be running.
   */
  async sweepOrphans(now = Date.now(), olderThanMs = 60 * 60_000): Promise<number> {
    const old = (await this.storage.list()).filter((file) => now - file.modifiedAt > olderThanMs).map((file) => file.name);
    const orphans: string[] = [];
    for (let start = 0; start < old.length; start += 500) {
      const slice = old.slice(start, start + 500);
      const referenced = new Set<string>();
      for (const part of this.parts) for (const name of (await part.referenced?.(this.db, slice)) ?? []) referenced.add(name);
      orphans.push(...slice.filter((name) => !referenced.has(name)));
    }
    await this.storage.remove(orphans);
    return orphans.length;
  }
}

/**
 * Records that something happened to a lead (the interview's answers, finish or callback; a
 * coordinator's status, assignment, note or logged contact): the inbox's "last activity" sort.
 * Never moves back, so a late write of an older event keeps the newer time. Pass the
 * transaction that records the event, so that both are kept or neither.
 */
export async function touchLead(db: Kysely<Database> | Transaction<Database>, leadId: string, now = Date.now()): Promise<void> {
  await db.updateTable('leads').set({ last_activity_at: now }).where('id', '=', leadId).where('last_activity_at', '<', now).execute();
}
