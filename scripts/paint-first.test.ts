import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, deferredScripts, LOADER, paintFirst, rewriteBuild, startupChunks } from './paint-first.mjs';

const page = [
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/c.js"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/other.js"/>',
  '<script src="/_next/static/chunks/b.js" async=""></script><script src="/_next/static/chunks/c.js" async=""></script>',
  '<title>T</title><script src="/_next/static/chunks/poly.js" noModule=""></script></head>',
  '<body><h1>Title</h1><script type="application/ld+json">{"@type":"Thing"}</script>',
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({"otherChunks":[]})</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"0:{\\"b\\":\\"x\\"}\\n"])</script>',
  '<script>self.__next_f.push([1,"1:[\\"$\\",\\"h1\\",null,{\\"children\\":\\"Title\\"}]\\n"])</script>',
  '<script src="/_next/static/chunks/d.js" async=""></script></body></html>',
].join('');

describe('paint first, then hydrate (npm run build)', () => {
  const { html, payload } = paintFirst(page, () => '/_next/static/paint-first/p.js');

  it('moves the payload to a file of its own, in order', () => {
    expect(payload).toEqual({
      url: '/_next/static/paint-first/p.js',
      content:
        '(self.__next_f=self.__next_f||[]).push([0]);\n' +
        'self.__next_f.push([1,"0:{\\"b\\":\\"x\\"}\\n"]);\n' +
        'self.__next_f.push([1,"1:[\\"$\\",\\"h1\\",null,{\\"children\\":\\"Title\\"}]\\n"]);\n',
    });
    expect(html).not.toContain('__next_f');
  });

  it('takes every async chunk and its preload out of the page, lists them after the payload for later, and keeps every other script', () => {
    expect(html).not.toMatch(/<script src="[^"]+" async=""/);
    expect(html).not.toContain('href="/_next/static/chunks/c.js"');
    // A preload of something else stays.
    expect(html).toContain('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/other.js"/>');
    expect(deferredScripts(html)).toEqual([
      '/_next/static/paint-first/p.js',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/c.js',
      '/_next/static/chunks/d.js',
    ]);
    // Listed in a data block, which the browser neither fetches nor runs.
    expect(html).toContain('<script type="application/json" data-paint-first="">["/_next/static/paint-first/p.js",');
    expect(html).toContain('<h1>Title</h1><script type="application/ld+json">{"@type":"Thing"}</script>');
    expect(html).toContain('<script id="_R_">');
    expect(html).toContain('noModule=""');
    // After the markup and every other script, at the end of the body.
    expect(html.indexOf('data-paint-first')).toBeGreaterThan(html.indexOf('<script id="_R_">'));
    expect(html.endsWith(`</script><script>${LOADER}</script></body></html>`)).toBe(true);
  });

  it('lists a source as the browser reads it, and never closes its block early', () => {
    const odd = page.replace('chunks/b.js"', 'chunks/b.js?dpl=a&amp;v=&lt;/script&gt;"');
    const { html: rewritten } = paintFirst(odd, () => '/_next/static/paint-first/p.js');
    expect(deferredScripts(rewritten)[1]).toBe('/_next/static/chunks/b.js?dpl=a&v=</script>');
    expect(rewritten.match(/<\/script>/g)).toHaveLength(html.match(/<\/script>/g)!.length);
  });

  it('changes nothing the second time, nor a page without async scripts', () => {
    expect(paintFirst(html).html).toBe(html);
    const plain = '<html><head></head><body><p>x</p></body></html>';
    expect(paintFirst(plain)).toEqual({ html: plain, payload: undefined });
  });

  /** Runs the loader in a stand-in document, with or without paint timing. */
  function runLoader({ paintTiming, painted }: { paintTiming: boolean; painted: boolean }) {
    const appended: string[] = [];
    const timers: (() => void)[] = [];
    const observers: ((list: unknown, observer: unknown) => void)[] = [];
    const fcp = (yes: boolean) => ({ getEntriesByName: (name: string) => (yes && name === 'first-contentful-paint' ? [{}] : []) });
    class Observer {
      static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : [];
      constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
      observe() {
        observers.push(this.callback);
      }
      disconnect() {}
    }
    const block = { textContent: JSON.stringify(['/_next/static/paint-first/p.js', '/_next/static/chunks/b.js']) };
    const context = {
      window: { PerformanceObserver: paintTiming ? Observer : undefined },
      performance: fcp(painted),
      document: {
        querySelector: (selector: string) => (selector === 'script[data-paint-first]' ? block : null),
        createElement: () => ({}) as { src?: string },
        head: { appendChild: (element: { src: string; async: boolean }) => appended.push(`${element.src} ${element.async}`) },
      },
      setTimeout: (callback: () => void) => timers.push(callback),
      requestAnimationFrame: (callback: () => void) => timers.push(callback),
    };
    runInNewContext(LOADER, context);
    const runTimers = () => timers.splice(0).forEach((callback) => callback());
    const paint = () => observers.forEach((callback) => callback(fcp(true), { disconnect() {} }));
    return { appended, runTimers, paint, timers };
  }

  it('starts the scripts only after the first contentful paint', () => {
    const loader = runLoader({ paintTiming: true, painted: false });
    // Only the 5 s fallback is waiting; nothing has started.
    expect(loader.timers).toHaveLength(1);
    expect(loader.appended).toEqual([]);
    loader.timers.splice(0);
    loader.paint();
    loader.runTimers();
    // In order: the payload before the chunks (not async).
    expect(loader.appended).toEqual(['/_next/static/paint-first/p.js false', '/_next/static/chunks/b.js false']);
  });

  it('starts them at once when the page has painted already, and never twice', () => {
    const loader = runLoader({ paintTiming: true, painted: true });
    loader.runTimers();
    loader.runTimers();
    expect(loader.appended).toHaveLength(2);
  });

  it('starts them at the next frame in a browser without paint timing', () => {
    const loader = runLoader({ paintTiming: false, painted: false });
    loader.runTimers();
    loader.runTimers();
    expect(loader.appended).toHaveLength(2);
  });
});

describe("V8's compile hint on the chunks a prerendered page starts with", () => {
  it('lists the chunks of a rewritten page, not its payload file, without their query', () => {
    const { html } = paintFirst(page.replaceAll('chunks/c.js"', 'chunks/c.js?dpl=abc"'), () => '/_next/static/paint-first/p.js');
    expect(startupChunks(html)).toEqual(['/_next/static/chunks/b.js', '/_next/static/chunks/c.js', '/_next/static/chunks/d.js']);
    expect(startupChunks(page)).toEqual([]);
  });

  it('puts the hint first in those chunks of a build, once, and leaves every other file alone', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'paint-first-'));
    try {
      mkdirSync(join(dist, 'server', 'app'), { recursive: true });
      mkdirSync(join(dist, 'static', 'chunks'), { recursive: true });
      writeFileSync(join(dist, 'server', 'app', 'index.html'), page);
      // A page rendered per request is no prerendered page: its chunks are hinted only when a prerendered page starts with them too.
      writeFileSync(join(dist, 'server', 'app', 'call.html'), '<html><body><p>call</p></body></html>');
      const code = (name: string) => `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["${name}"]);`;
      for (const name of ['b', 'c', 'd', 'lazy']) writeFileSync(join(dist, 'static', 'chunks', `${name}.js`), code(name));
      const read = (name: string) => readFileSync(join(dist, 'static', 'chunks', `${name}.js`), 'utf8');

      expect(await rewriteBuild(dist)).toEqual({ changed: 1, pages: 2, hinted: 3, chunks: 3 });
      for (const name of ['b', 'c', 'd']) expect(read(name)).toBe(`${COMPILE_HINT}${code(name)}`);
      expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
      // A chunk loaded later (the consent library, the interview) is compiled when it is needed, as before.
      expect(read('lazy')).toBe(code('lazy'));

      // The build rewritten a second time is the same build.
      expect(await rewriteBuild(dist)).toEqual({ changed: 0, pages: 2, hinted: 0, chunks: 3 });
      expect(read('b')).toBe(`${COMPILE_HINT}${code('b')}`);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
