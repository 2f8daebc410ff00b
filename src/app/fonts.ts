import localFont from 'next/font/local';

/*
 * Inter (from @fontsource-variable/inter), self-hosted: one face per script so that a page
 * downloads only the subsets its text uses. `optional` display never shifts the layout: a
 * slow first visit keeps the system font, the next page has Inter from the cache. No face is
 * preloaded: a preload competes with the HTML and CSS on a slow connection and delayed the
 * first paint by about 0.6 s in the benchmark (npm run bench).
 */
export const interLatin = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'optional',
  variable: '--font-inter-latin',
  preload: false,
  adjustFontFallback: false,
  fallback: [],
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
});

export const interLatinExt = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  weight: '100 900',
  display: 'optional',
  variable: '--font-inter-latin-ext',
  preload: false,
  adjustFontFallback: false,
  fallback: [],
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
    },
  ],
});

export const interCyrillic = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2',
  weight: '100 900',
  display: 'optional',
  variable: '--font-inter-cyrillic',
  preload: false,
  adjustFontFallback: false,
  fallback: [],
  declarations: [{ prop: 'unicode-range', value: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116' }],
});

export const fontVariables = `${interLatin.variable} ${interLatinExt.variable} ${interCyrillic.variable}`;
