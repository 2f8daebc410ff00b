import { describe, expect, it } from 'vitest';
import { stripScripts } from './strip-scripts.mjs';

describe('the page without its scripts (npm run bench)', () => {
  it('removes scripts and script preloads, and keeps the markup, styles and other preloads', () => {
    const html = [
      '<html><head><link rel="stylesheet" href="/_next/static/a.css">',
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/b.js">',
      '<link rel="modulepreload" href="/_next/static/c.js">',
      '<link rel="preload" as="font" href="/f.woff2" crossorigin="">',
      '<script src="/_next/static/d.js" async=""></script></head>',
      '<body><h1>Title</h1><script>self.__next_f.push([1,"<p>not markup</p>"])</script>',
      '<p>Text</p><SCRIPT type="application/ld+json">{"a":1}</SCRIPT ></body></html>',
    ].join('');
    expect(stripScripts(html)).toBe(
      '<html><head><link rel="stylesheet" href="/_next/static/a.css"><link rel="preload" as="font" href="/f.woff2" crossorigin="">' +
        '</head><body><h1>Title</h1><p>Text</p></body></html>',
    );
  });
});
