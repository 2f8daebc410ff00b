import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import { errorKind, log } from './log';

/** A job that runs now and then for the whole fleet: retention, the orphan sweep. */
export interface FleetJob {
  name: string;
  /** How often it runs, across every instance. */
  everyMs: number;
  /** Does the work; the counts it returns go to the log (never personal data). */
  run(now: number): Promise<Record<string, number>>;
}

export interface FleetJobsOptions {
  /** How often each instance asks whether a job is due. */
  checkMs: number;
  /** The first check after start-up. */
  firstCheckMs?: number;
  /**
   * How long a claimed run is hidden from the other instances. An instance that dies during a
   * run leaves the job due again once the lease is over, so a crash delays a run but never
   * skips it.
   */
  leaseMs?: number;
}

/**
 * The jobs of every instance, each run once for the fleet (issue 22): a lease row per job in
 * `job_runs`. An instance claims a due run by moving the row's `next_run_at` past a lease with
 * one conditional UPDATE; on PostgreSQL the row lock makes the others' UPDATE see the moved
 * time and change nothing, on SQLite there is one writer. After the run, `next_run_at` becomes
 * the claim's time plus the job's period. Works the same on both databases, with no lock held
 * during the run and nothing to release after a crash.
 */
export class FleetJobs {
  private readonly jobs: FleetJob[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: FleetJobsOptions,
  ) {}

  add(job: FleetJob) {
    this.jobs.push(job);
  }

  start() {
    const check = () => {
      this.running ??= this.runDue()
        .catch((error: unknown) => log.error('jobs.check_failed', { error: errorKind(error) }))
        .finally(() => (this.running = undefined));
      // Each instance checks at its own moment, so the fleet does not race at once.
      this.timer = setTimeout(check, this.options.checkMs * (0.8 + 0.4 * Math.random()));
      this.timer.unref();
    };
    this.timer = setTimeout(check, this.options.firstCheckMs ?? Math.min(60_000, this.options.checkMs));
    this.timer.unref();
  }

  async stop() {
    clearTimeout(this.timer);
    await this.running;
  }

  /** Runs every due job this instance wins the claim of; returns their names. */
  async runDue(now = Date.now()): Promise<string[]> {
    const ran: string[] = [];
    for (const job of this.jobs) {
      if (!(await this.claim(job, now))) continue;
      ran.push(job.name);
      try {
        const counts = await job.run(now);
        await this.db
          .updateTable('job_runs')
          .set({ next_run_at: now + job.everyMs, finished_at: Date.now() })
          .where('name', '=', job.name)
          .execute();
        log.info('jobs.ran', { job: job.name, ...counts });
      } catch (error) {
        // The lease runs out and the job is due again: another instance, or this one, retries.
        log.error('jobs.failed', { job: job.name, error: errorKind(error) });
      }
    }
    return ran;
  }

  private async claim(job: FleetJob, now: number): Promise<boolean> {
    // A new job is due at once, on whichever instance sees it first.
    await this.db
      .insertInto('job_runs')
      .values({ name: job.name, next_run_at: now, runs: 0 })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    const claimed = await this.db
      .updateTable('job_runs')
      .set((eb) => ({ next_run_at: now + (this.options.leaseMs ?? 60 * 60_000), started_at: now, runs: eb('runs', '+', 1) }))
      .where('name', '=', job.name)
      .where('next_run_at', '<=', now)
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1;
  }
}
