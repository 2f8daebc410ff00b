import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/max';

/*
 * Reaching a patient on their channel: the phone as a coordinator reads it, whether WhatsApp
 * likely reaches it, and the patient's local time. The "max" metadata is needed to tell a
 * mobile number from a landline; it stays on the server (the lead's page is a server component).
 */

const parsed = (phone: string): PhoneNumber | undefined => parsePhoneNumberFromString(phone);

/** The stored E.164 phone in libphonenumber's international format, "+44 7900 555321"; as stored when it does not parse. */
export function readablePhone(phone: string): string {
  return parsed(phone)?.formatInternational() ?? phone;
}

/** True when the number is a mobile one (or one of the countries' numbers that may be either). */
export function isMobile(phone: string): boolean {
  const type = parsed(phone)?.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
}

/** The phone's digits for links: country code and national number, no "+". */
const e164Digits = (phone: string) => (parsed(phone)?.number ?? phone).replace(/\D/g, '');

/** A `tel:` link that dials the number as stored (E.164). */
export const telLink = (phone: string) => `tel:${parsed(phone)?.number ?? phone.replace(/[^\d+]/g, '')}`;

/**
 * WhatsApp's click-to-chat link (`https://wa.me/<digits>`, the digits of the E.164 number), with
 * a prefilled message when `text` is given; undefined when the phone has no digits.
 */
export function whatsappLink(phone: string, text?: string): string | undefined {
  const digits = e164Digits(phone);
  if (digits.length < 6) return undefined;
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/** WhatsApp is offered when the patient prefers it, or when the phone is a mobile one. */
export const offersWhatsapp = (lead: { phone: string; preferred_channel: string | null }) =>
  lead.preferred_channel === 'whatsapp' || isMobile(lead.phone);

/** A `mailto:` link, with a subject and body when given (RFC 6068: percent-encoded, spaces as %20). */
export function mailtoLink(email: string | null, { subject, body }: { subject?: string; body?: string } = {}): string {
  const query = [
    ...(subject ? [`subject=${encodeURIComponent(subject)}`] : []),
    ...(body ? [`body=${encodeURIComponent(body)}`] : []),
  ].join('&');
  return `mailto:${email ? encodeURIComponent(email).replace(/%40/g, '@') : ''}${query ? `?${query}` : ''}`;
}

/**
 * The zone where most of a country's people live, for the countries with several zones: the
 * patient who gave no zone is probably there. The others have one zone (or several with the
 * same time), read from the runtime's own data (Intl.Locale's time zones).
 */
const mainZones: Record<string, string> = {
  AR: 'America/Argentina/Buenos_Aires',
  AU: 'Australia/Sydney',
  BR: 'America/Sao_Paulo',
  CA: 'America/Toronto',
  CD: 'Africa/Kinshasa',
  CL: 'America/Santiago',
  CN: 'Asia/Shanghai',
  EC: 'America/Guayaquil',
  ES: 'Europe/Madrid',
  GL: 'America/Nuuk',
  ID: 'Asia/Jakarta',
  KI: 'Pacific/Tarawa',
  KZ: 'Asia/Almaty',
  MN: 'Asia/Ulaanbaatar',
  MX: 'America/Mexico_City',
  MY: 'Asia/Kuala_Lumpur',
  NZ: 'Pacific/Auckland',
  PT: 'Europe/Lisbon',
  RU: 'Europe/Moscow',
  UA: 'Europe/Kiev',
  US: 'America/New_York',
  UZ: 'Asia/Tashkent',
};

type ZonedLocale = Intl.Locale & { getTimeZones?: () => string[]; timeZones?: string[] };

function countryZones(country: string): string[] {
  try {
    const locale = new Intl.Locale(`und-${country}`) as ZonedLocale;
    return locale.getTimeZones?.() ?? locale.timeZones ?? [];
  } catch {
    return [];
  }
}

/** A zone's offset from UTC at a moment, in minutes. */
function offsetAt(timeZone: string, at: number): number {
  const name = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(at))
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

const isZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** The patient's time zone: the one they gave, else inferred from the phone's country. */
export interface PatientZone {
  zone: string;
  /** Where it comes from: the patient (their browser, sent with the form), or the phone's country. */
  source: 'given' | 'phone';
  /** Inferred, in a country whose zones differ in time: the most populous one, perhaps not theirs. */
  probable: boolean;
}

export function patientZone(lead: { time_zone: string | null; phone: string }, at = Date.now()): PatientZone | undefined {
  if (lead.time_zone && isZone(lead.time_zone)) return { zone: lead.time_zone, source: 'given', probable: false };
  const country = parsed(lead.phone)?.country;
  if (!country) return undefined;
  const zones = countryZones(country);
  const zone = mainZones[country] ?? zones[0];
  if (!zone || !isZone(zone)) return undefined;
  const offset = offsetAt(zone, at);
  return { zone, source: 'phone', probable: zones.some((other) => offsetAt(other, at) !== offset) };
}
