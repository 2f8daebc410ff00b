import { DE, ES, FR, GB, IT, RU, TR } from 'country-flag-icons/string/3x2';

/**
 * The seven language flags as image files (`/flags/gb.svg`…), made at build time from
 * `country-flag-icons`. As files rather than inline images they stay out of the page's HTML and
 * its React payload; the six in the closed language menu load only when it opens.
 */
const flags: Record<string, string> = { GB, TR, FR, ES, IT, DE, RU };

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(flags).map((code) => ({ file: `${code.toLowerCase()}.svg` }));
}

export async function GET(_request: Request, { params }: RouteContext<'/flags/[file]'>) {
  const { file } = await params;
  const svg = flags[file.replace(/\.svg$/, '').toUpperCase()];
  if (!svg) return new Response('Not Found', { status: 404 });
  return new Response(svg, {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800' },
  });
}
