import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { z } from 'zod';
import {
  attributionKeys,
  fieldErrorCodes,
  HONEYPOT_FIELD,
  leadLimits,
  leadTypes,
  preferredChannels,
  type Attribution,
  type FieldErrorCode,
  type LeadType,
  type PreferredChannel,
} from '@/config/leads';
import { treatmentIds, type TreatmentId } from '@/config/treatments';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';

/** A lead as validated, before it is stored. */
export interface LeadInput {
  type: LeadType;
  fullName: string;
  email: string | null;
  /** E.164. */
  phone: string;
  message: string | null;
  treatment: TreatmentId | null;
  locale: Locale;
  preferredChannel: PreferredChannel | null;
  preferredTime: string | null;
  timeZone: string | null;
  consentPrivacy: true;
  consentHealthData: boolean;
  consentMarketing: boolean;
  page: string | null;
  attribution: Attribution;
  /** Honeypot filled in, or the form was sent faster than a person can fill it. */
  spam: boolean;
}

export type FieldErrors = Record<string, FieldErrorCode>;
export type Validation = { ok: true; lead: LeadInput } | { ok: false; fields: FieldErrors };

/** Control characters other than tab and line breaks; none at all in single-line fields. */
const MULTILINE_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]/;
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

/** Missing, null and blank all mean "not given". */
const blankToUndefined = (value: unknown) => {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
};

function text(max: number, { multiline = false } = {}) {
  return z
    .string({ error: 'invalid' })
    .refine((value) => !(multiline ? MULTILINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value), { error: 'invalid_characters' })
    .transform((value) => value.trim())
    .refine((value) => value.length <= max, { error: 'too_long' });
}

const optionalText = (max: number, options?: { multiline?: boolean }) => z.preprocess(blankToUndefined, text(max, options).optional());
const requiredText = (max: number) =>
  z.preprocess(
    (value) => blankToUndefined(value) ?? '',
    text(max).refine((value) => value !== '', { error: 'required' }),
  );

/** Checkboxes arrive as "on" (forms), "true" or true (JSON). */
const checkbox = z.preprocess(
  (value) => value === true || value === 'on' || value === 'true' || value === '1' || value === 'yes',
  z.boolean(),
);

const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

const LeadFieldsSchema = z.object({
  type: z.preprocess((value) => blankToUndefined(value) ?? 'contact', z.enum(leadTypes, { error: 'invalid' })),
  fullName: requiredText(leadLimits.fullName),
  email: z.preprocess(
    blankToUndefined,
    text(leadLimits.email)
      .pipe(z.email({ error: 'invalid_email' }))
      .optional(),
  ),
  phone: requiredText(leadLimits.phone),
  phoneCountry: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[A-Za-z]{2}$/, { error: 'invalid' })
      .optional(),
  ),
  message: optionalText(leadLimits.message, { multiline: true }),
  treatment: z.preprocess(blankToUndefined, z.enum(treatmentIds, { error: 'invalid' }).optional()),
  locale: z.preprocess((value) => blankToUndefined(value) ?? defaultLocale, z.string().refine(isLocale, { error: 'invalid' })),
  preferredChannel: z.preprocess(blankToUndefined, z.enum(preferredChannels, { error: 'invalid' }).optional()),
  preferredTime: optionalText(leadLimits.preferredTime),
  timeZone: z.preprocess(blankToUndefined, text(leadLimits.timeZone).refine(isTimeZone, { error: 'invalid' }).optional()),
  consentPrivacy: checkbox,
  consentHealthData: checkbox,
  consentMarketing: checkbox,
  page: z.preprocess(
    blankToUndefined,
    text(leadLimits.page)
      .refine((value) => value.startsWith('/') && !value.startsWith('//'), { error: 'invalid' })
      .optional(),
  ),
  startedAt: z.preprocess(blankToUndefined, z.coerce.number().finite().optional()),
  /** The browser's clock when sending, so a visitor's clock that is off does not count. */
  sentAt: z.preprocess(blankToUndefined, z.coerce.number().finite().optional()),
  [HONEYPOT_FIELD]: z.unknown().optional(),
  ...Object.fromEntries(attributionKeys.map((key) => [key, optionalText(leadLimits.attribution)])),
});

/**
 * Validates a submission: the fields (from JSON or a form), the number of files, and the
 * attribution of the visit (from the cookie; fields sent by an API caller win).
 */
export function validateLead(
  raw: Record<string, unknown>,
  { fileCount, cookieAttribution = {}, now = Date.now() }: { fileCount: number; cookieAttribution?: Attribution; now?: number },
): Validation {
  const fields: FieldErrors = {};
  const parsed = LeadFieldsSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? 'form');
      fields[name] ??= toCode(issue.message);
    }
  }
  const data = parsed.success ? parsed.data : undefined;

  // The phone is checked even when other fields fail, so every problem is reported at once.
  let phone: string | undefined;
  if (!fields.phone && !fields.phoneCountry && typeof raw.phone === 'string') {
    const country = typeof raw.phoneCountry === 'string' ? (raw.phoneCountry.toUpperCase() as CountryCode) : undefined;
    const number = parsePhoneNumberFromString(raw.phone.trim(), { defaultCountry: country || undefined, extract: false });
    if (number?.isValid()) phone = number.number;
    else fields.phone = 'invalid_phone';
  }
  // Consents are checked even when other fields fail, so every problem is reported at once.
  const consented = (name: string) => checkbox.safeParse(raw[name]).data === true;
  const hasMessage = typeof raw.message === 'string' && raw.message.trim() !== '';
  if (!consented('consentPrivacy')) fields.consentPrivacy = 'must_accept';
  if ((hasMessage || fileCount > 0) && !consented('consentHealthData')) fields.consentHealthData = 'must_accept';
  if (fileCount > leadLimits.maxFiles) fields.files = 'too_many_files';

  if (!data || !phone || Object.keys(fields).length > 0) return { ok: false, fields };

  const honeypot = data[HONEYPOT_FIELD];
  const filledHoneypot = typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot !== undefined && honeypot !== null;
  const tooFast = data.startedAt !== undefined && (data.sentAt ?? now) - data.startedAt < leadLimits.minFillMs;

  const attribution: Attribution = {};
  for (const key of attributionKeys) {
    const value = (data as Record<string, unknown>)[key] ?? cookieAttribution[key];
    if (typeof value === 'string' && value) attribution[key] = value.slice(0, leadLimits.attribution);
  }

  return {
    ok: true,
    lead: {
      type: data.type,
      fullName: data.fullName,
      email: data.email ?? null,
      phone,
      message: data.message ?? null,
      treatment: data.treatment ?? null,
      locale: data.locale,
      preferredChannel: data.preferredChannel ?? null,
      preferredTime: data.preferredTime ?? null,
      timeZone: data.timeZone ?? null,
      consentPrivacy: true,
      consentHealthData: data.consentHealthData,
      consentMarketing: data.consentMarketing,
      page: data.page ?? null,
      attribution,
      spam: filledHoneypot || tooFast,
    },
  };
}

const knownCodes = new Set<string>(fieldErrorCodes);
const toCode = (message: string): FieldErrorCode => (knownCodes.has(message) ? (message as FieldErrorCode) : 'invalid');
