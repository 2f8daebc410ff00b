import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '@/server/storage/local-disk';
import { fileResponse } from './stream-file';

describe('a lead file for a coordinator', () => {
  const dir = mkdtempSync(join(tmpdir(), 'stream-file-'));
  const storage = new LocalDiskStorage(dir);
  beforeAll(() => storage.write('preview-test', Readable.from([Buffer.from('<svg onload="alert(1)"/>')])));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    ['image/png', true, 'inline'],
    ['image/webp', true, 'inline'],
    ['application/pdf', true, 'inline'],
    ['image/png', false, 'attachment'],
    ['image/svg+xml', true, 'attachment'],
    ['text/html', true, 'attachment'],
  ] as const)('serves %s (view: %s) as %s, sandboxed and never sniffed', async (contentType, inline, disposition) => {
    const response = await fileResponse(new Request('http://localhost/file'), storage, {
      storedName: 'preview-test',
      contentType,
      size: 24,
      downloadName: 'scan ü.png',
      inline,
    });
    await response.body?.cancel();
    expect(response.headers.get('content-disposition')).toBe(`${disposition}; filename="scan _.png"; filename*=UTF-8''scan%20%C3%BC.png`);
    expect(response.headers.get('content-security-policy')).toBe('sandbox');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
