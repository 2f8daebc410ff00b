import { z } from 'zod';
import { allowedPlaceholders, namePlaceholders, replyIds, subjectPlaceholders, type ReplyId } from './replies';

const Text = z.string().trim().min(1);

/** A heading with its text, and an optional list of short points. */
const Section = z.object({ title: Text, text: Text, points: z.array(Text).min(2).max(6).optional() }).strict();
const Question = z.object({ question: Text, answer: Text }).strict();

/** The FAQ of every treatment page, in the order of SPEC.md section 3. */
export const faqKeys = ['surgeryTime', 'pain', 'result', 'risk', 'aftercare', 'scar', 'otherHealth', 'consultation'] as const;
export type FaqKey = (typeof faqKeys)[number];

/**
 * One treatment page in one language: the copy keys of SPEC.md section 3. Durations and stays are
 * never typed in the copy; it names them as placeholders (`{procedureTime}`), filled from the facts
 * in src/config/treatment-facts.ts so that they agree everywhere.
 */
export const TreatmentContentSchema = z
  .object({
    /** The treatment's name, as on the services list and in the breadcrumb. */
    title: Text.max(60),
    /** The document title, before " | brand". */
    pageTitle: Text.max(60),
    /** The hero's lead, the card text on the services list and the meta description. */
    description: Text.min(70).max(170),
    imageAlt: Text.max(160),
    overview: z.object({ title: Text, intro: Text, steps: z.array(Text).min(3).max(6) }).strict(),
    quote: Text.max(280),
    what: Section,
    candidate: Section,
    benefits: Section,
    expect: Section,
    faq: z
      .object({ title: Text, ...(Object.fromEntries(faqKeys.map((key) => [key, Question])) as Record<FaqKey, typeof Question>) })
      .strict(),
    getAnswer: z.object({ title: Text, text: Text }).strict(),
  })
  .strict();
export type TreatmentContent = z.infer<typeof TreatmentContentSchema>;

export const PrivacyContentSchema = z
  .object({
    updated: z.iso.date(),
    intro: Text,
    sections: z.array(z.object({ heading: Text, paragraphs: z.array(Text), items: z.array(Text).optional() }).strict()).min(1),
  })
  .strict();
export type PrivacyContent = z.infer<typeof PrivacyContentSchema>;

/**
 * The risks of a surgical programme (issue 21): a short, careful paragraph shown beside the benefits,
 * and the full explanation it links to (the main risks one by one, then what the visitor should do).
 */
export const RisksSchema = z
  .object({
    /** The short paragraph beside the benefits. */
    summary: Text.max(600),
    /** The full explanation's heading, intro, the risks one by one and a closing word. */
    title: Text.max(80),
    text: Text,
    points: z.array(Text).min(3).max(7),
    closing: Text,
  })
  .strict();

/**
 * One landing page in one language: the landing copy keys of SPEC.md section 3. The doctors'
 * names, specialties and years, the packages and the check-up tiers are configuration
 * (src/config/landings.ts); the texts shared by every landing page are messages.
 */
export const LandingContentSchema = z
  .object({
    title: Text.max(80),
    pageTitle: Text.max(60),
    description: Text.min(70).max(170),
    imageAlt: Text.max(160),
    /** `offer`: what the visitor gets for asking. */
    offer: Text.max(100),
    /** A short, specific promise under the offer. */
    promise: Text.max(260),
    /** `submit`: the form's action. */
    submit: Text.max(40),
    form: z.object({ title: Text, intro: Text }).strict(),
    /** `doc-1`, `doc-2`: what each doctor operates on or treats (`doc-operation`). */
    doctors: z.object({ title: Text, intro: Text, operations: z.tuple([Text, Text]) }).strict(),
    about: Section,
    closing: z.object({ title: Text, text: Text }).strict(),
    /** Required for the surgical programmes (`surgicalProgrammes`, src/lib/content/landing-content.ts). */
    risks: RisksSchema.optional(),
  })
  .strict();
export type LandingContent = z.infer<typeof LandingContentSchema>;

/** The longest reply: short enough to read on a phone and to travel in a WhatsApp link. */
export const REPLY_TEXT_MAX = 800;
export const REPLY_SUBJECT_MAX = 80;

const Reply = z.object({ emailSubject: Text.max(REPLY_SUBJECT_MAX), text: Text.max(REPLY_TEXT_MAX) }).strict();
const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

/**
 * A locale's first replies to a patient (src/lib/content/replies.ts), one of each template. A
 * placeholder the filling does not know would reach the patient as "{name}", so the schema allows
 * only each template's own; the patient's name only in the greeting line, so that a reply without
 * it still reads well; the coordinator's name in every reply; and no digit, since a first reply
 * names no price, duration or figure.
 */
export const RepliesContentSchema = z
  .object(Object.fromEntries(replyIds.map((id) => [id, Reply])) as Record<ReplyId, typeof Reply>)
  .strict()
  .superRefine((content, context) => {
    const problem = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message });
    const greetings = new Set<string>();
    for (const id of replyIds) {
      const { emailSubject, text } = content[id];
      for (const [field, value, allowed] of [
        ['emailSubject', emailSubject, subjectPlaceholders],
        ['text', text, allowedPlaceholders(id)],
      ] as const) {
        for (const name of placeholdersOf(value))
          if (!(allowed as readonly string[]).includes(name))
            problem([id, field], `{${name}} is not a placeholder of ${id} (use one of ${allowed.join(', ')})`);
        if (/[{}]/.test(value.replace(/\{\w+\}/g, ''))) problem([id, field], 'a stray brace');
        if (/\d/.test(value)) problem([id, field], 'contains a digit; a first reply names no price, duration or figure');
      }
      const [greeting = ''] = text.split('\n');
      const names = placeholdersOf(text).filter((name) => (namePlaceholders as readonly string[]).includes(name));
      if (names.length !== 1 || !placeholdersOf(greeting).includes(names[0]!))
        problem(
          [id, 'text'],
          `the first line greets the patient with one of ${namePlaceholders.map((name) => `{${name}}`).join(', ')}, and no other line names them`,
        );
      else greetings.add(names[0]!);
      if (!text.includes('{coordinatorName}')) problem([id, 'text'], 'must name {coordinatorName}');
      if (id === 'callback-confirm' && !text.includes('{callbackTime}')) problem([id, 'text'], 'must name {callbackTime}');
    }
    if (greetings.size > 1) problem([], `every reply greets the patient the same way (found ${[...greetings].join(', ')})`);
  });
export type RepliesContent = z.infer<typeof RepliesContentSchema>;

/** The rules of `RepliesContentSchema`, as readable messages. */
export function repliesContentProblems(raw: unknown): string[] {
  const parsed = RepliesContentSchema.safeParse(raw);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}
