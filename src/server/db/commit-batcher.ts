import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

type Work = (trx: Transaction<Database>) => Promise<void>;
interface Pending {
  work: Work;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for SQLite. Every commit syncs the WAL to disk (`synchronous=FULL`), and
 * better-sqlite3 does that on the event loop; under load, writes that arrive together are
 * committed together, each inside its own savepoint. A write fails alone (its savepoint is rolled
 * back) and succeeds only once the transaction that holds it has committed, so an answer of
 * success still means "on disk".
 */
export class CommitBatcher {
  private queue: Pending[] = [];
  private flushing = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly maxBatch = 64,
  ) {}

  run(work: Work): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ work, resolve, reject });
      if (!this.flushing) {
        this.flushing = true;
        // better-sqlite3 answers synchronously, so a batch would run before any other request is
        // read; waiting for the end of this turn of the event loop lets those join the batch.
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.maxBatch);
        await this.commit(batch);
      }
    } finally {
      this.flushing = false;
    }
  }

  private async commit(batch: Pending[]): Promise<void> {
    const done: Pending[] = [];
    let trx;
    try {
      trx = await this.db.startTransaction().execute();
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    for (const item of batch) {
      try {
        const savepoint = await trx.savepoint('write').execute();
        try {
          await item.work(savepoint);
          await savepoint.releaseSavepoint('write').execute();
          done.push(item);
        } catch (error) {
          await savepoint.rollbackToSavepoint('write').execute();
          item.reject(error);
        }
      } catch (error) {
        item.reject(error);
      }
    }
    try {
      await trx.commit().execute();
      for (const item of done) item.resolve();
    } catch (error) {
      await trx
        .rollback()
        .execute()
        .catch(() => undefined);
      for (const item of done) item.reject(error);
    }
  }
}
