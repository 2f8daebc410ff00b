import 'server-only';
import escapeHtml from 'escape-html';
import { site } from '@/config/site';

export interface ProblemPage {
  locale: string;
  title: string;
  intro?: string;
  items: string[];
  backHint?: string;
  back: { href: string; label: string };
}

/**
 * The answer to a form posted without JavaScript that could not be taken: a short, styled page in
 * the visitor's language that says what went wrong and leads back. Self-contained (no scripts, no
 * site styles), so it renders whatever failed.
 */
export function problemResponse(status: number, page: ProblemPage, headers: Record<string, string> = {}): Response {
  const html = `<!doctype html>
<html lang="${escapeHtml(page.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} | ${escapeHtml(site.brand)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;color:#0f172a;line-height:1.6}
main{max-width:36rem;margin:3rem auto;padding:2rem;background:#fff;border:1px solid #e2e8f0;border-radius:1rem;overflow-wrap:anywhere}
h1{font-size:1.5rem;line-height:1.3;margin:0 0 1rem}
ul{padding-left:1.25rem;color:#9f1239}
a{display:inline-block;margin-top:1rem;padding:.75rem 1.25rem;border-radius:.75rem;background:#0f7186;color:#fff;font-weight:600;text-decoration:none}
a:focus-visible{outline:3px solid #0f172a;outline-offset:2px}
p{color:#475569}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
${page.intro ? `<p>${escapeHtml(page.intro)}</p>` : ''}
<ul>${page.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>
${page.backHint ? `<p>${escapeHtml(page.backHint)}</p>` : ''}
<a href="${escapeHtml(page.back.href)}">${escapeHtml(page.back.label)}</a>
</main>
</body>
</html>`;
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers } });
}
