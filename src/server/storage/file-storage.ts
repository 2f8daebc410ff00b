import 'server-only';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: lead documents and interview recordings. Files are private (never
 * served publicly) and named by the caller with random names. The local disk under DATA_DIR is
 * the embedded default; an S3-compatible bucket (S3_BUCKET) serves a fleet of instances
 * (src/server/storage/s3.ts). The features never know which.
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
  /** Resolves when the storage answers (the health endpoint); rejects otherwise. */
  check(): Promise<void>;
  /** Releases connections, if any. */
  close?(): void;
}

/** A file name the storage accepts: no path, no dot files. */
export const isSafeName = (name: string) => /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/.test(name);
