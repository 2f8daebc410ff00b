import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { z } from 'zod';
import { checkUpTiers, programmes } from '@/config/landings';
import { treatmentIds } from '@/config/treatments';
import { defaultLocale, locales } from '@/i18n/locales';
import { isSameSitePath } from '@/lib/same-site-path';
import type { LeadsTable } from '@/server/db/schema';
import { fieldErrorCodes, HONEYPOT_FIELD, leadLimits, leadTypes, preferredChannels, type FieldErrorCode } from './contract';

/*
 * LeadInputSchema is the one source of a lead's fields, their limits and their rules (consents
 * and phone included). Each stored field carries its metadata: the storage column, the label of
 * the form (a key of the `LeadForm` messages), its line in the coordinators' email and its CSV
 * column. `leadFields` is derived from it in declaration order, which is also the order of the
 * form. A new field is added here, in a migration and in the messages, and nowhere else.
 */

type FormLabel =
  | 'fullName'
  | 'phone'
  | 'email'
  | 'treatment'
  | 'message'
  | 'preferredChannel'
  | 'preferredTime'
  | 'timeZone'
  | 'checkupTier'
  | 'files'
  | 'consentPrivacyName'
  | 'consentHealthDataName';

export interface FieldMeta {
  /** The column of the `leads` table; also the CSV column and the webhook's name for it. */
  column: keyof LeadsTable;
  /** The field's label in the form (`LeadForm` messages), for error summaries. */
  label?: FormLabel;
  /** Its line in the coordinators' email (English) and where that line goes. */
  email: { label: string; section: 'details' | 'message' | 'consents' | 'attribution' };
  /** Booleans are stored as 0 or 1. */
  kind?: 'boolean' | 'treatment';
}

/**
 * Control characters other than tab and line breaks; none at all in single-line fields, nor the
 * bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which could
 * make a name read differently in the inbox from what it is (issue 20, "Trojan Source").
 */
const MULTILINE_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]/;
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;

/** Missing, null and blank all mean "not given". */
const blankToUndefined = (value: unknown) => {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
};

const text = (max: number, { multiline = false } = {}) =>
  z
    .string({ error: 'invalid' })
    .refine((value) => !(multiline ? MULTILINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value), { error: 'invalid_characters' })
    .transform((value) => value.trim())
    .refine((value) => value.length <= max, { error: 'too_long' });

const optionalText = (max: number, options?: { multiline?: boolean }) =>
  z.preprocess(blankToUndefined, text(max, options).optional()).transform((value) => value ?? null);
const requiredText = (max: number) =>
  z.preprocess(
    (value) => blankToUndefined(value) ?? '',
    text(max).refine((value) => value !== '', { error: 'required' }),
  );
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: 'invalid' }).optional()).transform((value) => value ?? null);

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

const attribution = (column: FieldMeta['column']) =>
  optionalText(leadLimits.attribution).meta({ column, email: { label: column, section: 'attribution' } } satisfies FieldMeta);

/** A file of the lead, as the intake stored it: its content type was read from its bytes. */
export const UploadedFileSchema = z.object({
  id: z.string(),
  originalName: z.string(),
  storedName: z.string(),
  /** null when the bytes are of no known type. */
  contentType: z.string().nullable(),
  size: z.number().int().nonnegative(),
});
export type UploadedFile = z.infer<typeof UploadedFileSchema>;

const LeadFields = z.object({
  type: z
    .preprocess((value) => blankToUndefined(value) ?? 'contact', z.enum(leadTypes, { error: 'invalid' }))
    .meta({ column: 'type', email: { label: 'Type', section: 'details' } } satisfies FieldMeta),
  /**
   * A name has a letter, and no "%": the call page's address carries the name, and a "%" there is
   * an escape that no page can be served under (src/proxy.ts); no name needs one (issue 20).
   */
  fullName: requiredText(leadLimits.fullName)
    .refine((value) => value === '' || !value.includes('%'), { error: 'invalid_characters' })
    .refine((value) => value === '' || /\p{L}/u.test(value), { error: 'invalid' })
    .meta({
      column: 'full_name',
      label: 'fullName',
      email: { label: 'Full name', section: 'details' },
    } satisfies FieldMeta),
  /** The country chosen beside the phone number: how a national number is read. */
  phoneCountry: z
    .preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[A-Za-z]{2}$/, { error: 'invalid' })
        .optional(),
    )
    .meta({ label: 'phone' }),
  /** Stored as E.164 (the rule is below, with the country). */
  phone: requiredText(leadLimits.phone).meta({
    column: 'phone',
    label: 'phone',
    email: { label: 'Phone', section: 'details' },
  } satisfies FieldMeta),
  email: z
    .preprocess(
      blankToUndefined,
      text(leadLimits.email)
        .pipe(z.email({ error: 'invalid_email' }))
        .optional(),
    )
    .transform((value) => value ?? null)
    .meta({ column: 'email', label: 'email', email: { label: 'Email', section: 'details' } } satisfies FieldMeta),
  treatment: optionalEnum(treatmentIds).meta({
    column: 'treatment',
    label: 'treatment',
    kind: 'treatment',
    email: { label: 'Treatment', section: 'details' },
  } satisfies FieldMeta),
  /** The programme of the landing page the lead came from. */
  programme: optionalEnum(programmes).meta({ column: 'programme', email: { label: 'Programme', section: 'details' } } satisfies FieldMeta),
  /** The check-up tier the visitor asked a quote for. */
  checkupTier: optionalEnum(checkUpTiers).meta({
    column: 'checkup_tier',
    label: 'checkupTier',
    email: { label: 'Check-up tier', section: 'details' },
  } satisfies FieldMeta),
  locale: z
    .preprocess((value) => blankToUndefined(value) ?? defaultLocale, z.enum(locales, { error: 'invalid' }))
    .meta({ column: 'locale', email: { label: 'Language', section: 'details' } } satisfies FieldMeta),
  message: optionalText(leadLimits.message, { multiline: true }).meta({
    column: 'message',
    label: 'message',
    email: { label: 'Message', section: 'message' },
  } satisfies FieldMeta),
  preferredChannel: optionalEnum(preferredChannels).meta({
    column: 'preferred_channel',
    label: 'preferredChannel',
    email: { label: 'Preferred channel', section: 'details' },
  } satisfies FieldMeta),
  preferredTime: optionalText(leadLimits.preferredTime).meta({
    column: 'preferred_time',
    label: 'preferredTime',
    email: { label: 'Preferred time', section: 'details' },
  } satisfies FieldMeta),
  timeZone: z
    .preprocess(blankToUndefined, text(leadLimits.timeZone).refine(isTimeZone, { error: 'invalid' }).optional())
    .transform((value) => value ?? null)
    .meta({ column: 'time_zone', label: 'timeZone', email: { label: 'Time zone', section: 'details' } } satisfies FieldMeta),
  /** Set by the intake from the multipart parts; never read from the fields a client sends. */
  files: z.array(UploadedFileSchema).default([]).meta({ label: 'files' }),
  consentPrivacy: checkbox.meta({
    column: 'consent_privacy',
    label: 'consentPrivacyName',
    kind: 'boolean',
    email: { label: 'privacy', section: 'consents' },
  } satisfies FieldMeta),
  consentHealthData: checkbox.meta({
    column: 'consent_health_data',
    label: 'consentHealthDataName',
    kind: 'boolean',
    email: { label: 'health data', section: 'consents' },
  } satisfies FieldMeta),
  consentMarketing: checkbox.meta({
    column: 'consent_marketing',
    kind: 'boolean',
    email: { label: 'marketing', section: 'consents' },
  } satisfies FieldMeta),
  /** The page the form was sent from: a path of this site. */
  page: z
    .preprocess(blankToUndefined, text(leadLimits.page).refine(isSameSitePath, { error: 'invalid' }).optional())
    .transform((value) => value ?? null)
    .meta({ column: 'page', email: { label: 'Page', section: 'details' } } satisfies FieldMeta),
  utm_source: attribution('utm_source'),
  utm_medium: attribution('utm_medium'),
  utm_campaign: attribution('utm_campaign'),
  utm_term: attribution('utm_term'),
  utm_content: attribution('utm_content'),
  gclid: attribution('gclid'),
  fbclid: attribution('fbclid'),
  /** When the form was first shown and when it was sent, both by the browser's clock. */
  startedAt: z.preprocess(blankToUndefined, z.coerce.number().finite().optional()),
  sentAt: z.preprocess(blankToUndefined, z.coerce.number().finite().optional()),
  /** The honeypot: people never see it, bots fill it in. */
  [HONEYPOT_FIELD]: z.unknown().optional(),
});

/** Whether a checkbox value means "ticked", as the schema reads it. */
const ticked = (value: unknown) => checkbox.safeParse(value).data === true;

export const LeadInputSchema = LeadFields.superRefine(
  (lead, context) => {
    // Every rule runs even when another field failed, so every problem is reported at once.
    const raw = lead as Record<string, unknown>;
    if (typeof raw.phone === 'string' && raw.phone.trim() !== '') {
      const country = typeof raw.phoneCountry === 'string' ? (raw.phoneCountry.toUpperCase() as CountryCode) : undefined;
      const number = parsePhoneNumberFromString(raw.phone.trim(), { defaultCountry: country, extract: false });
      if (!number?.isValid()) context.addIssue({ code: 'custom', path: ['phone'], message: 'invalid_phone' });
    }
    if (!ticked(raw.consentPrivacy)) context.addIssue({ code: 'custom', path: ['consentPrivacy'], message: 'must_accept' });
    const files = Array.isArray(raw.files) ? raw.files : [];
    const hasMessage = typeof raw.message === 'string' && raw.message.trim() !== '';
    if ((hasMessage || files.length > 0) && !ticked(raw.consentHealthData)) {
      context.addIssue({ code: 'custom', path: ['consentHealthData'], message: 'must_accept' });
    }
    if (files.length > leadLimits.maxFiles) context.addIssue({ code: 'custom', path: ['files'], message: 'too_many_files' });
  },
  { when: () => true },
).transform(({ phoneCountry, startedAt, sentAt, [HONEYPOT_FIELD]: honeypot, ...lead }) => {
  const phone = parsePhoneNumberFromString(lead.phone, {
    defaultCountry: phoneCountry?.toUpperCase() as CountryCode | undefined,
    extract: false,
  })!.number;
  const filledHoneypot = typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot !== undefined && honeypot !== null;
  // Judged by the time between the browser's own two readings, so a visitor's clock that is off does not count.
  const tooFast = startedAt !== undefined && (sentAt ?? Date.now()) - startedAt < leadLimits.minFillMs;
  // `timed`: the form's script sent its timing. Without it, the intake decides by the request
  // (a form posted without JavaScript has no timing; a bot that leaves it out is judged a bot).
  return { ...lead, phone, consentPrivacy: true as const, spam: filledHoneypot || tooFast, timed: startedAt !== undefined };
});

/** A lead as validated, before it is stored. */
export type LeadInput = z.infer<typeof LeadInputSchema>;
export type FieldErrors = Partial<Record<string, FieldErrorCode>>;

export interface LeadField extends FieldMeta {
  name: keyof typeof LeadFields.shape;
}

/** The stored fields in the order of the form, each with its metadata. */
export const leadFields: LeadField[] = Object.entries(LeadFields.shape).flatMap(([name, schema]) => {
  const meta = schema.meta() as FieldMeta | undefined;
  return meta?.column ? [{ name: name as LeadField['name'], ...meta }] : [];
});

/** Every field of the form that has a label, stored or not, in the form's order: error summaries. */
export const formFieldLabels: { name: string; label: FormLabel }[] = Object.entries(LeadFields.shape).flatMap(([name, schema]) => {
  const label = (schema.meta() as { label?: FormLabel } | undefined)?.label;
  return label ? [{ name, label }] : [];
});

const knownCodes = new Set<string>(fieldErrorCodes);

/** Validates a submission: its fields (from JSON or a form) and the files the intake stored. */
export function parseLead(
  raw: Record<string, unknown>,
  files: UploadedFile[] = [],
): { ok: true; lead: LeadInput } | { ok: false; fields: FieldErrors } {
  const parsed = LeadInputSchema.safeParse({ ...raw, files });
  if (parsed.success) return { ok: true, lead: parsed.data };
  const fields: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? 'form');
    fields[name] ??= knownCodes.has(issue.message) ? (issue.message as FieldErrorCode) : 'invalid';
  }
  return { ok: false, fields };
}
