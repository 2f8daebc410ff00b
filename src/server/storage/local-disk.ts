import 'server-only';
import { chmod, mkdir, open, readdir, stat, unlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { isSafeName, type FileStorage } from './file-storage';

/** Files under one folder (DATA_DIR/uploads, mode 0700), mode 0600, each synced to disk with its folder. */
export class LocalDiskStorage implements FileStorage {
  readonly description: string;
  private readonly directory: string;
  private ready: Promise<unknown> | undefined;

  constructor(directory: string) {
    this.directory = resolve(directory);
    this.description = `local disk at ${this.directory}`;
  }

  private path(name: string): string {
    if (!isSafeName(name)) throw new Error('unsafe file name');
    return join(this.directory, name);
  }

  async write(name: string, source: Readable): Promise<{ size: number }> {
    const path = this.path(name);
    this.ready ??= mkdir(this.directory, { recursive: true, mode: 0o700 }).then(() => chmod(this.directory, 0o700));
    await this.ready;
    const handle = await open(path, 'wx', 0o600);
    let size = 0;
    try {
      // One chunk at a time: the upload is read only as fast as the disk takes it.
      for await (const chunk of source as AsyncIterable<Uint8Array>) {
        size += chunk.byteLength;
        await handle.write(chunk);
      }
      await handle.sync();
    } catch (error) {
      await handle.close().catch(() => undefined);
      await unlink(path).catch(() => undefined);
      throw error;
    }
    await handle.close();
    // The new name must survive a power cut as well as the bytes.
    const directory = await open(this.directory, 'r');
    try {
      await directory.sync();
    } finally {
      await directory.close();
    }
    return { size };
  }

  async read(name: string, range?: { start: number; end: number }): Promise<Readable> {
    const handle = await open(this.path(name), 'r');
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async remove(names: readonly string[]): Promise<void> {
    await Promise.all(names.map((name) => unlink(this.path(name)).catch(() => undefined)));
  }

  async check(): Promise<void> {
    this.ready ??= mkdir(this.directory, { recursive: true, mode: 0o700 }).then(() => chmod(this.directory, 0o700));
    await this.ready;
    await stat(this.directory);
  }

  async list(): Promise<{ name: string; modifiedAt: number }[]> {
    let names: string[];
    try {
      names = await readdir(this.directory);
    } catch {
      return [];
    }
    const files = await Promise.all(
      names.filter(isSafeName).map(async (name) => {
        const info = await stat(join(this.directory, name)).catch(() => undefined);
        return info?.isFile() ? { name, modifiedAt: info.mtimeMs } : undefined;
      }),
    );
    return files.filter((file) => file !== undefined);
  }
}
