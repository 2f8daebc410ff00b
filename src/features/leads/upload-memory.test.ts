import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { testBucket } from '../../../tests/support/databases';
import { parseEnv } from '@/env';
import { openStorage } from '@/server/core';
import { parseBody } from '@/server/request-body';
import { leadBodyLimits } from './contract';

const MB = 1024 * 1024;

// Live memory, not garbage waiting for collection: the test collects before each reading.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const live = () => {
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
};
const boundary = '----lead-upload-test';
const PDF_HEAD = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n');

/**
 * A multipart body of five 10 MB documents, made as it is read: the test itself never holds more
 * than one 64 KB chunk, so any growth in memory is the parser's.
 */
function lazyUpload(files: number, bytesEach: number, onProgress: () => void): ReadableStream<Uint8Array> {
  const parts: (() => Buffer)[] = [];
  const text = (value: string) => () => Buffer.from(value);
  parts.push(text(`--${boundary}\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nAnna Schmidt\r\n`));
  for (let index = 0; index < files; index += 1) {
    parts.push(
      text(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="scan-${index}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
    );
    parts.push(() => PDF_HEAD);
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    for (let sent = PDF_HEAD.byteLength; sent < bytesEach; sent += chunk.byteLength) {
      const size = Math.min(chunk.byteLength, bytesEach - sent);
      parts.push(() => chunk.subarray(0, size));
    }
    parts.push(text('\r\n'));
  }
  parts.push(text(`--${boundary}--\r\n`));
  let next = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      // Every 2 MB or so, while the upload is in flight.
      if (next % 32 === 0) onProgress();
      const part = parts[next++];
      if (part) controller.enqueue(new Uint8Array(part()));
      else controller.close();
    },
  });
}

/**
 * The most memory the upload may add, whatever its size: a few stream buffers on the disk; on
 * S3, a few parts of 5 MB (S3's smallest): the one being sent, the next one being gathered and
 * the upload library's copy when it cuts a part. About 27 MB measured on a quiet machine, and up
 * to 38 MB on a loaded one (the bucket answers slower); buffering the body would hold all 50 MB
 * sent, and its copies.
 */
const ceiling = { disk: 8 * MB, s3: 44 * MB };

describe.each(['disk', 's3'] as const)('multipart uploads to %s', (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'upload-memory-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stream five files of 10 MB to the storage in flat memory', async () => {
    const storage = openStorage(parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, ...(kind === 's3' ? await testBucket() : {}) }));
    // The client's code and connection are loaded before the measure: they are not the upload's.
    await storage.check();
    const before = live();
    const growth: number[] = [];
    const request = new Request('http://localhost/api/leads', {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: lazyUpload(5, 10 * MB - 4096, () => growth.push(live() - before)),
      duplex: 'half',
    } as RequestInit);
    const parsed = await parseBody(request, storage, leadBodyLimits);

    expect(parsed.fields.fullName).toBe('Anna Schmidt');
    expect(parsed.files.map((file) => [file.originalName, file.contentType])).toEqual(
      Array.from({ length: 5 }, (_, index) => [`scan-${index}.pdf`, 'application/pdf']),
    );
    expect(parsed.files.map((file) => file.size)).toEqual(Array(5).fill(10 * MB - 4096));
    const stored = await storage.list();
    expect(stored.map((file) => file.name).sort()).toEqual(parsed.files.map((file) => file.storedName).sort());
    // 50 MB went through, read ~25 times along the way: it stays at a few buffers, where
    // buffering the whole body would hold 50 MB.
    expect(growth.length).toBeGreaterThan(20);
    expect(Math.max(...growth)).toBeLessThan(ceiling[kind]);
    console.info(`${kind}: most memory added during the upload ${(Math.max(...growth) / MB).toFixed(1)} MB`);
    storage.close?.();
  }, 60_000);
});
