import 'server-only';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import { translator } from '@/i18n/translator.server';
import { problemResponse } from '@/server/problem-html';
import { fieldErrorCodes, leadLimits, type FieldErrorCode } from './contract';
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
      const message = (fieldErrorCodes as readonly string[]).includes(code)
        ? t(`fieldErrors.${code as FieldErrorCode}`)
        : t('fieldErrors.invalid');
      const label = labelOf(field);
      items.push(label ? `${t(label)}: ${message}` : t('error'));
    }
  }
  if (items.length === 0) items.push(t('error'));
  const back = page ?? localizedPath(locale, { pathname: '/contact' });
  return problemResponse(
    status,
    {
      locale,
      title: t('errorPageTitle'),
      intro: status === 400 ? t('errorSummary') : undefined,
      items,
      backHint: t('errorPageBackHint'),
      back: { href: back, label: t('errorPageBack') },
    },
    headers,
  );
}
