import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { testBucket } from '../../../tests/support/databases';
import { parseEnv } from '@/env';
import { openStorage } from '../core';
import { newId } from '../ids';
import type { FileStorage } from './file-storage';

const MB = 1024 * 1024;

/** A stream of `bytes` bytes that fails with `error` once `failAfter` bytes went through. */
function source(bytes: number, { failAfter }: { failAfter?: number } = {}): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) {
        this.destroy(new Error('refused: too large'));
        return;
      }
      if (sent >= bytes) {
        this.push(null);
        return;
      }
      const size = Math.min(256 * 1024, bytes - sent);
      this.push(Buffer.alloc(size, sent % 251));
      sent += size;
    },
  });
}

const names = async (storage: FileStorage) => (await storage.list()).map((file) => file.name).sort();

/**
 * The one storage interface on the local disk (the embedded default) and in an S3 bucket on a
 * real S3-compatible server (issue 22): what the features do with files behaves the same.
 */
describe.each(['disk', 's3'] as const)('file storage on %s', (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'storage-test-'));
  let storage: FileStorage;
  const open = async () => {
    storage ??= openStorage(parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, ...(kind === 's3' ? await testBucket() : {}) }));
    return storage;
  };
  afterAll(() => {
    storage?.close?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes, lists, reads whole and by byte range, and removes', async () => {
    const files = await open();
    await files.check();
    const name = newId();
    const content = Buffer.from('%PDF-1.4 a small report\n');
    expect(await files.write(name, Readable.from([content]))).toEqual({ size: content.byteLength });
    expect(await names(files)).toContain(name);
    const [listed] = (await files.list()).filter((file) => file.name === name);
    expect(Math.abs(listed!.modifiedAt - Date.now())).toBeLessThan(60_000);
    expect(await buffer(await files.read(name))).toEqual(content);
    // A player seeking in a recording asks for a range: only those bytes come back.
    expect((await buffer(await files.read(name, { start: 9, end: 13 }))).toString()).toBe('a sma');
    await files.remove([name, newId()]);
    expect(await names(files)).not.toContain(name);
    await expect(files.read(name)).rejects.toThrow();
  });

  it('streams a file larger than one part, and reads a range across parts', async () => {
    const files = await open();
    const name = newId();
    expect(await files.write(name, source(12 * MB))).toEqual({ size: 12 * MB });
    const range = await buffer(await files.read(name, { start: 5 * MB - 2, end: 5 * MB + 1 }));
    expect(range).toHaveLength(4);
    let total = 0;
    for await (const chunk of await files.read(name)) total += (chunk as Buffer).byteLength;
    expect(total).toBe(12 * MB);
    await files.remove([name]);
  }, 60_000);

  it.each([
    ['a small file', 100 * 1024],
    ['a file past the first part', 7 * MB],
  ])(
    'leaves nothing behind when the upload of %s is refused midway',
    async (_, failAfter) => {
      const files = await open();
      const before = await names(files);
      const name = newId();
      await expect(files.write(name, source(20 * MB, { failAfter }))).rejects.toThrow(/refused/);
      expect(await names(files)).toEqual(before);
      await expect(files.read(name)).rejects.toThrow();
    },
    60_000,
  );

  it('refuses names with a path', async () => {
    const files = await open();
    await expect(files.write('../escape', Readable.from([Buffer.from('x')]))).rejects.toThrow();
    await expect(files.read('a/b')).rejects.toThrow();
  });
});

describe('file storage that does not answer', () => {
  it('fails its check, for the health endpoint', async () => {
    const storage = openStorage(
      parseEnv({
        NODE_ENV: 'test',
        S3_BUCKET: 'missing-bucket',
        S3_FORCE_PATH_STYLE: '1',
        AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:9',
        AWS_REGION: 'us-east-1',
        AWS_ACCESS_KEY_ID: 'x',
        AWS_SECRET_ACCESS_KEY: 'y',
      }),
    );
    try {
      await expect(storage.check()).rejects.toThrow();
    } finally {
      storage.close?.();
    }
  });
});
