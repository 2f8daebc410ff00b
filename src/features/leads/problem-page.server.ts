import 'server-only';
import escapeHtml from 'escape-html';
import { site } from '@/config/site';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import { fieldErrorCodes, leadLimits, type FieldErrorCode } from './contract';
import { translator } from './messages.server';
import { formFieldLabels } from './schema';

const labelOf = (field: string) => formFieldLabels.find((item) => item.name === field)?.label;

/**
 * The answer to a form posted without JavaScript that could not be accepted: a short page in
 * the visitor's language that says what to correct and leads back to the form.
 */
export async function problemPage(
  status: number,
  body: { fields?: Record<string, string>; retryAfter?: number },
  { locale, page, headers = {} }: { locale: Locale; page?: string; headers?: Record<string, string> },
): Promise<Response> {
  const t = await translator(locale, 'LeadForm');
  const items: string[] = [];
  const fields = body.fields ?? {};
  if (status === 429) items.push(t('errorRateLimited', { minutes: Math.max(1, Math.ceil(Number(body.retryAfter ?? 60) / 60)) }));
  else if (status === 413) items.push(t('errorTooLarge', { maxMb: leadLimits.maxFileBytes / 1024 / 1024 }));
  else if (status === 415 && fields.files) items.push(t('errorUnsupported'));
  else if (status === 400) {
    for (const [field, code] of Object.entries(fields)) {
      const message = (fieldErrorCodes as readonly string[]).includes(code) ? t(`fieldErrors.${code as FieldErrorCode}`) : t('fieldErrors.invalid');
      const label = labelOf(field);
      items.push(label ? `${t(label)}: ${message}` : t('error'));
    }
  }
  if (items.length === 0) items.push(t('error'));
  const back = page ?? localizedPath(locale, { pathname: '/contact' });
  const title = t('errorPageTitle');
  const html = `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(site.brand)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;color:#0f172a;line-height:1.6}
main{max-width:36rem;margin:3rem auto;padding:2rem;background:#fff;border:1px solid #e2e8f0;border-radius:1rem}
h1{font-size:1.5rem;line-height:1.3;margin:0 0 1rem}
ul{padding-left:1.25rem;color:#9f1239}
a{display:inline-block;margin-top:1rem;padding:.75rem 1.25rem;border-radius:.75rem;background:#0f7186;color:#fff;font-weight:600;text-decoration:none}
a:focus-visible{outline:3px solid #0f172a;outline-offset:2px}
p{color:#475569}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${status === 400 ? `<p>${escapeHtml(t('errorSummary'))}</p>` : ''}
<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>
<p>${escapeHtml(t('errorPageBackHint'))}</p>
<a href="${escapeHtml(back)}">${escapeHtml(t('errorPageBack'))}</a>
</main>
</body>
</html>`;
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers } });
}
