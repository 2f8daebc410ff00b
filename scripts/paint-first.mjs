#!/usr/bin/env node
// Paint first, then hydrate (issue 24; docs/decisions/020-hydrate-only-what-moves.md). A page that
// Next.js prerenders carries its scripts in <head> as `<script src async>` and its React Server
// Components payload inline (`self.__next_f.push(…)`, about as large as the page's own markup).
// On a fast connection the chunks arrive while the HTML is still being parsed, and the browser
// runs React DOM and the router before it paints the text; on a slow one, the payload doubles the
// document that must arrive before anything shows. This step of the build rewrites each
// prerendered page:
// - the payload moves to a script file of its own (`/_next/static/paint-first/<hash>.js`,
//   immutable and cached like any chunk), so the HTML is the page's markup alone;
// - each `<script src async>` (and Next.js's preload of its entry chunk) leaves the page; their
//   sources and the payload file's are listed in a JSON block at the end of <body>, which the
//   browser neither fetches nor runs, so nothing competes with the first paint for the connection;
// - one small inline script at the end of <body> fetches and runs the payload and the chunks once
//   the browser has painted the page's content (its first contentful paint). React then hydrates
//   as before.
// Pages rendered per request (the call page, the inbox) are untouched; the 404 page is prerendered
// and rewritten like the others (docs/decisions/023-a-prerendered-404-page.md). A visitor
// without JavaScript gets the same markup as before.
//
// The chunks that the prerendered pages start with also get V8's compile hint for their whole
// file (`//# allFunctionsCalledOnLoad`, https://v8.dev/blog/explicit-compile-hints): Chromium then
// compiles their functions on a background thread while the file streams in, where it otherwise
// compiles each on the main thread when it is first called, inside the one task that starts
// React and the router. Other browsers read a comment.
//
// `node scripts/paint-first.mjs [distDir]` rewrites the build in distDir (NEXT_DIST_DIR or .next);
// running it twice changes nothing.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Starts the page's scripts after its first contentful paint: the payload file, then Next.js's
 * chunks, fetched in parallel and run in this order (not async), with the same relative `src`
 * that Next.js's chunk loader looks for. The order matters: the App Router closes its payload
 * stream as soon as it starts on a parsed document, so the payload must be pushed before
 * (React's error 412, "Connection closed", when a chunk ran first). A browser without
 * paint timing starts them at its next frame; one that reports no paint (a page opened in a
 * background tab paints when shown) still starts them after 5 s. Its SHA-256 is in the page's CSP
 * like every inline script of the page (src/config/prerendered-scripts.ts).
 */
export const LOADER = [
  '(function(){var d=document,s=0;',
  'function go(){if(s)return;s=1;var b=d.querySelector("script[data-paint-first]");',
  '(b?JSON.parse(b.textContent):[]).forEach(function(src){',
  'var e=d.createElement("script");e.src=src;e.async=false;d.head.appendChild(e)})}',
  'function later(){setTimeout(go,0)}',
  'var p=window.PerformanceObserver,t=p&&p.supportedEntryTypes;',
  'if(t&&t.indexOf("paint")>=0){',
  'if(performance.getEntriesByName("first-contentful-paint").length)later();',
  'else new p(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}}).observe({type:"paint",buffered:true});',
  'setTimeout(go,5000)}',
  'else requestAnimationFrame(later)})()',
].join('');

const ASYNC_SCRIPT = /<script src="([^"<>]+)" async=""><\/script>/g;
/** The React Server Components payload that Next.js inlines for hydration, and its opening marker. */
const PAYLOAD_SCRIPT = /<script>((?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\([\s\S]*?\))<\/script>/g;
/** Next.js's preload of its entry chunk, in <head>: fetched before the first paint, it would compete with it. */
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="([^"<>]+)"\/>/g;
/** The scripts to start after the first paint: a data block, which the browser neither fetches nor runs. */
const SOURCES = /<script type="application\/json" data-paint-first="">([^<]*)<\/script>/;
const sourcesBlock = (sources) =>
  `<script type="application/json" data-paint-first="">${JSON.stringify(sources).replaceAll('<', '\\u003c')}</script>`;
/** An attribute's value as React wrote it (it escapes `"&'<>`), as the browser reads it. */
const attributeValue = (value) =>
  value.replace(/&(amp|quot|#x27|lt|gt);/g, (_, name) => ({ amp: '&', quot: '"', '#x27': "'", lt: '<', gt: '>' })[name]);

/** V8's explicit compile hint for a whole file; it must be the file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The scripts a rewritten page starts after its first paint, in order (none for another page). */
export function deferredScripts(html) {
  const block = SOURCES.exec(html);
  return block ? JSON.parse(block[1]) : [];
}

/** The chunk files a rewritten page starts with: its deferred scripts under /_next/static/chunks/, without their query. */
export function startupChunks(html) {
  return deferredScripts(html)
    .map((src) => src.split('?')[0])
    .filter((path) => path.startsWith('/_next/static/chunks/') && path.endsWith('.js'));
}

/** A chunk with the compile hint first, unchanged when it has it already. */
export function withCompileHint(code) {
  return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}${code}`;
}

/**
 * The page with its payload moved to a script file of its own (`payload`: the file's name is the
 * hash of its content) and each `<script src async>` taken out, with Next.js's preload of it; the
 * loader fetches and starts them after the first paint. Returns the page unchanged when it has no
 * such scripts, or is already rewritten.
 */
export function paintFirst(html, payloadUrl = (content) => `/_next/static/paint-first/${hash(content)}.js`) {
  if (html.includes('data-paint-first') || !html.includes('</body>')) return { html, payload: undefined };
  const chunks = [];
  let rewritten = html.replace(ASYNC_SCRIPT, (_, src) => {
    chunks.push(attributeValue(src));
    return '';
  });
  if (chunks.length === 0) return { html, payload: undefined };
  rewritten = rewritten.replace(SCRIPT_PRELOAD, (tag, href) => (chunks.includes(attributeValue(href)) ? '' : tag));
  const pushes = [];
  rewritten = rewritten.replace(PAYLOAD_SCRIPT, (_, code) => {
    pushes.push(code);
    return '';
  });
  const payload = pushes.length ? `${pushes.join(';\n')};\n` : undefined;
  const sources = payload ? [payloadUrl(payload), ...chunks] : chunks;
  rewritten = rewritten.replace('</body>', `${sourcesBlock(sources)}<script>${LOADER}</script></body>`);
  return { html: rewritten, payload: payload && { url: sources[0], content: payload } };
}

export function hash(content) {
  return createHash('sha256').update(content).digest('base64url').slice(0, 22);
}

async function htmlFiles(folder) {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

/**
 * Rewrites every prerendered page of the build in distDir, and gives the chunks they start with
 * the compile hint; returns how many pages it changed, of how many, and how many chunks it hinted.
 */
export async function rewriteBuild(distDir) {
  // The pages Next.js prerendered (server/app), and the copies it may keep of them (server/route-cache).
  const files = await htmlFiles(join(distDir, 'server'));
  let changed = 0;
  const chunks = new Set();
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    const { html: rewritten, payload } = paintFirst(html);
    for (const chunk of startupChunks(rewritten)) chunks.add(chunk);
    if (rewritten === html) continue;
    if (payload) {
      const target = join(distDir, 'static', payload.url.slice('/_next/static/'.length));
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, payload.content);
    }
    await writeFile(file, rewritten);
    changed += 1;
  }
  let hinted = 0;
  for (const chunk of chunks) {
    const file = join(distDir, 'static', chunk.slice('/_next/static/'.length));
    const code = await readFile(file, 'utf8');
    const next = withCompileHint(code);
    if (next === code) continue;
    await writeFile(file, next);
    hinted += 1;
  }
  return { changed, pages: files.length, hinted, chunks: chunks.size };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { changed, pages, chunks } = await rewriteBuild(process.argv[2] || process.env.NEXT_DIST_DIR || '.next');
  console.log(
    `Paint first: ${changed} of ${pages} prerendered pages run their scripts after their first paint; the ${chunks} chunks they start with carry V8's compile hint.`,
  );
}
