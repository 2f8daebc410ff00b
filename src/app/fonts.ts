import localFont from 'next/font/local';

/*
 * Headings and the brand use Inter (from @fontsource-variable/inter), self-hosted as one 20 KB
 * file at weight 700 with the Latin, Turkish and Cyrillic letters of the seven languages
 * (scripts/subset-fonts.py builds it). Body text uses the visitor's system font, so the largest
 * text block never waits for a download. `optional` display never shifts the layout; the face is
 * not preloaded, which measured faster first paints in `npm run bench` on a slow connection.
 */
export const interHeadings = localFont({
  src: './fonts/inter-headings.woff2',
  weight: '700',
  display: 'optional',
  variable: '--font-inter',
  preload: false,
  adjustFontFallback: false,
  fallback: [],
});

export const fontVariables = interHeadings.variable;
