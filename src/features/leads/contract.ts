/**
 * The lead intake contract (PRODUCT.md, "Leads"): the constants shared by the forms in the
 * browser and the API. No Zod and no phone metadata here, so the form's JavaScript stays small;
 * the rules live in `schema.ts`.
 */
import { ATTRIBUTION_MAX_LENGTH } from '@/lib/attribution';
import type { LeadType } from '@/server/db/schema';

export { leadStatuses, leadTypes, type LeadStatus, type LeadType } from '@/server/db/schema';

/**
 * Where the visitor goes after a lead: the assistant interview after a quote (the landing
 * pages' form), the thank-you page after the others. The type is a validated field of the form.
 */
export const followUpOf: Record<LeadType, 'interview' | 'thank-you'> = {
  quote: 'interview',
  consultation: 'thank-you',
  'second-opinion': 'thank-you',
  contact: 'thank-you',
};

export const preferredChannels = ['whatsapp', 'phone', 'email', 'video'] as const;
export type PreferredChannel = (typeof preferredChannels)[number];

export { ATTRIBUTION_COOKIE, attributionKeys, type Attribution, type AttributionKey } from '@/lib/attribution';

export const leadLimits = {
  fullName: 120,
  email: 254,
  phone: 32,
  message: 5000,
  preferredTime: 120,
  timeZone: 64,
  page: 500,
  attribution: ATTRIBUTION_MAX_LENGTH,
  idempotencyKey: 128,
  maxFiles: 5,
  maxFileBytes: 10 * 1024 * 1024,
  /** A body without files: generous for a 5000-character message in any script. */
  maxFormBytes: 128 * 1024,
  /** Minimum time to fill a form shown to a person (the `startedAt` field). */
  minFillMs: 3000,
} as const;

/** What POST /api/leads reads: five files of 10 MB in the `files` part, plus the fields. */
export const leadBodyLimits = {
  fileField: 'files',
  maxFiles: leadLimits.maxFiles,
  maxFileBytes: leadLimits.maxFileBytes,
  maxFormBytes: leadLimits.maxFormBytes,
} as const;

/** Content types accepted for uploads, sniffed from the bytes, never trusted from the name. */
export const acceptedFileTypes = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;
/** The `accept` attribute of the file input: a hint for the picker only. */
export const fileInputAccept =
  '.pdf,.jpg,.jpeg,.png,.webp,.heic,.heif,application/pdf,image/jpeg,image/png,image/webp,image/heic,image/heif';

/** The honeypot: a field people never see and bots fill in. */
export const HONEYPOT_FIELD = 'website';

export const fieldErrorCodes = [
  'required',
  'too_long',
  'invalid_characters',
  'invalid_phone',
  'invalid_email',
  'must_accept',
  'too_many_files',
  'file_too_large',
  'file_type',
  'invalid',
] as const;
export type FieldErrorCode = (typeof fieldErrorCodes)[number];

/** The phone country preselected for a page's language; the visitor can change it. */
export const defaultPhoneCountry = { en: 'GB', tr: 'TR', fr: 'FR', es: 'ES', it: 'IT', de: 'DE', ru: 'RU' } as const;
