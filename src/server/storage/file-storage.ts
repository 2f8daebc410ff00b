import 'server-only';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: lead documents now, interview recordings next. Files are private
 * (never served publicly) and named by the caller with random names. Local disk is the one
 * backend today; an S3-compatible one implements the same interface and is chosen by
 * configuration, without touching the features.
 */
export interface FileStorage {
  /** Where the files are, for the start-up log. */
  readonly description: string;
  /**
   * Writes a new file from a stream and makes it durable (synced) before resolving. Never
   * replaces an existing file. On failure nothing is left behind.
   */
  write(name: string, source: Readable): Promise<{ size: number }>;
  /** The file's content as a stream (or the bytes `start` to `end`, inclusive); rejects when there is no such file. */
  read(name: string, range?: { start: number; end: number }): Promise<Readable>;
  /** Removes files; names that do not exist are ignored. */
  remove(names: readonly string[]): Promise<void>;
  /** Every stored file with its last modification time (for the sweep of orphans). */
  list(): Promise<{ name: string; modifiedAt: number }[]>;
}

/** A file name the storage accepts: no path, no dot files. */
export const isSafeName = (name: string) => /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/.test(name);
