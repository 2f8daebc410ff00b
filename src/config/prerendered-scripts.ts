import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The inline scripts of a prerendered page, hashed for its CSP (issue 20;
 * docs/decisions/014-open-internet.md). The page is the HTML file that the build wrote for its
 * internal path (`/de/services/bauchdeckenstraffung` →
 * `<distDir>/server/app/de/services/bauchdeckenstraffung.html`): its scripts are the same for
 * every visitor, so their hashes are read once per page and kept. A path with no such file (a page
 * rendered per request) gives undefined.
 */
const cache = new Map<string, Promise<string[] | undefined>>();

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

export function inlineScriptHashes(distDir: string, internalPath: string): Promise<string[] | undefined> {
  if (!/^\/[A-Za-z0-9/_.-]*$/.test(internalPath) || internalPath.includes('..')) return Promise.resolve(undefined);
  let hashes = cache.get(internalPath);
  if (!hashes) {
    const file = join(distDir, 'server', 'app', `${internalPath.replace(/\/$/, '')}.html`);
    hashes = readFile(file, 'utf8').then(
      (html) => [...new Set([...html.matchAll(INLINE_SCRIPT)].map((match) => createHash('sha256').update(match[1]!).digest('base64')))],
      () => undefined,
    );
    cache.set(internalPath, hashes);
  }
  return hashes;
}
