import { site } from '@/config/site';
import type { Locale } from '@/i18n/locales';
import type { RepliesContent } from './schemas';

/*
 * The first replies a coordinator sends a patient, in the patient's language (content/<locale>/replies.json).
 * The texts name what changes by placeholder; this module fills them. It is pure, so the lead page
 * may fill the texts on the server and a client component may copy them.
 */

/** The templates, in the order the lead page offers them; every locale has each of them. */
export const replyIds = ['first-contact', 'missed-call', 'documents', 'callback-confirm'] as const;
export type ReplyId = (typeof replyIds)[number];

/**
 * What each template is for, shown to the coordinator. The inbox is English-only, so the titles are
 * part of its interface, not of the patient's content: one English list here rather than an English
 * line left in six translated files.
 */
export const replyTitles: Record<ReplyId, string> = {
  'first-contact': 'First contact',
  'missed-call': 'Missed call',
  documents: 'Ask for medical documents',
  'callback-confirm': 'Confirm the callback',
};

/**
 * The patient's name as the greeting uses it. A locale chooses one: the first name where that is the
 * polite norm (en, es), the full name where a greeting by first name alone would be too familiar
 * with the formal address, or where the family name may come first (de, fr, it, tr, ru).
 */
export const namePlaceholders = ['firstName', 'fullName'] as const;
export const replyPlaceholders = [...namePlaceholders, 'coordinatorName', 'brand', 'teamEmail', 'callbackTime'] as const;
export type ReplyPlaceholder = (typeof replyPlaceholders)[number];
export type ReplyValues = Partial<Record<ReplyPlaceholder, string>>;

/** The placeholders each template may use; `{callbackTime}` only where a callback was asked for. */
export const allowedPlaceholders = (id: ReplyId): readonly ReplyPlaceholder[] =>
  id === 'callback-confirm' ? replyPlaceholders : replyPlaceholders.filter((name) => name !== 'callbackTime');

/** The placeholders an email subject may use: it is read before the message, so no name and no time. */
export const subjectPlaceholders: readonly ReplyPlaceholder[] = ['brand'];

const isName = (name: string) => (namePlaceholders as readonly string[]).includes(name);

/**
 * Fills a template's placeholders. A name without a value leaves the greeting without it, with the
 * separator before it ("Hello {firstName}," reads "Hello,", "Здравствуйте, {fullName}!" reads
 * "Здравствуйте!"); the schema keeps names in the greeting line so that this always reads well.
 * Any other placeholder must have a value: a template that asks for one the caller does not have
 * (a callback time where none was given) is not offered (`draftReplies`), and a placeholder the
 * schema does not allow never reaches here.
 */
export function fillReply(text: string, values: ReplyValues): string {
  return text.replace(/([ ,\u00A0]*)\{(\w+)\}/g, (match, separator: string, name: string) => {
    const value = values[name as ReplyPlaceholder]?.trim();
    if (value) return `${separator}${value}`;
    if (isName(name)) return '';
    throw new Error(`The reply needs a value for {${name}}`);
  });
}

/** A leading word that is a title or an initial, not a first name: "Dr.", "Mr", "J.". */
const titles = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'sir', 'dame']);
const isTitle = (word: string) => word.endsWith('.') || titles.has(word.toLowerCase());

/**
 * A name typed all in capitals or all in lower case, in the case a greeting writes it, by the rules
 * of the patient's language, or of Turkish for a name with a letter only Turkish has, whatever the
 * site's language ("ÇAĞRI DOĞAN" → "Çağrı Doğan", not "Çağri"); a name typed in mixed case is kept
 * as typed (McDonald, van der Berg).
 */
function casedName(name: string, siteLocale: Locale): string {
  const locale = /[ĞğŞşİı]/.test(name) ? 'tr' : siteLocale;
  const upper = name.toLocaleUpperCase(locale);
  const lower = name.toLocaleLowerCase(locale);
  if (upper === lower || (name !== upper && name !== lower)) return name;
  return lower.replace(/(^|[\s'’-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toLocaleUpperCase(locale));
}

/**
 * The patient's names for a greeting, from the full name as typed: the first word, or the whole name
 * when that word is a title or an initial ("Hello Dr. Ahmed Khan,").
 */
export function patientNames(name: string, locale: Locale): { firstName: string; fullName: string } {
  const fullName = casedName(name.trim().replace(/\s+/g, ' '), locale);
  const [first = ''] = fullName.split(' ');
  return { firstName: isTitle(first) ? fullName : first, fullName };
}

/** A template ready to copy, or to open in WhatsApp or an email. */
export interface ReplyDraft {
  id: ReplyId;
  /** For the coordinator, in English. */
  title: string;
  /** In the patient's language. */
  subject: string;
  text: string;
}

/**
 * The replies a coordinator can send this patient, filled: the templates of the patient's locale
 * (loaded with `loadReplies`), without the callback confirmation when the patient gave no time.
 */
export function draftReplies(
  content: RepliesContent,
  input: { locale: Locale; name: string; coordinatorName: string; callbackTime?: string | null },
): ReplyDraft[] {
  const callbackTime = input.callbackTime?.trim();
  const values: ReplyValues = {
    ...patientNames(input.name, input.locale),
    coordinatorName: input.coordinatorName,
    brand: site.brand,
    teamEmail: site.email,
    callbackTime,
  };
  return replyIds
    .filter((id) => id !== 'callback-confirm' || callbackTime)
    .map((id) => ({
      id,
      title: replyTitles[id],
      subject: fillReply(content[id].emailSubject, values),
      text: fillReply(content[id].text, values),
    }));
}
