import { factsOf, type FactKey } from '@/config/treatment-facts';
import type { TreatmentId } from '@/config/treatments';
import { TreatmentContentSchema, type TreatmentContent } from './schemas';

/** Every string of a JSON value with its path. */
export function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  return [];
}

/**
 * The rules beyond the schema, as readable messages: the copy names facts only through the
 * placeholders its treatment has, and types no number of its own (SPEC.md section 9 is the only
 * source of numbers, and "no invented statistics").
 */
export function treatmentContentProblems(id: TreatmentId, raw: unknown): string[] {
  const parsed = TreatmentContentSchema.safeParse(raw);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  const allowed = new Set<string>(factsOf(id));
  const problems: string[] = [];
  for (const [path, text] of strings(parsed.data)) {
    for (const [, name] of text.matchAll(/\{([^}]*)\}/g)) {
      if (!allowed.has(name!)) problems.push(`${path}: {${name}} is not a fact of ${id} (use one of ${[...allowed].join(', ')})`);
    }
    if (/[{}]/.test(text.replace(/\{\w+\}/g, ''))) problems.push(`${path}: a stray brace`);
    if (/\d/.test(text))
      problems.push(`${path}: contains a digit; durations and stays come from placeholders, and no other numbers are used`);
  }
  if (!parsed.data.faq.surgeryTime.answer.includes(`{${factsOf(id)[0]}}`))
    problems.push(`faq.surgeryTime.answer: must name {${factsOf(id)[0]}}`);
  return problems;
}

export function parseTreatmentContent(id: TreatmentId, raw: unknown): TreatmentContent {
  const problems = treatmentContentProblems(id, raw);
  if (problems.length > 0) throw new Error(`Treatment content for ${id} is invalid:\n  ${problems.join('\n  ')}`);
  return TreatmentContentSchema.parse(raw);
}

/** Fills the fact placeholders of every string of an entry. */
export function fillFacts<T>(value: T, facts: Partial<Record<FactKey, string>>): T {
  if (typeof value === 'string') return value.replace(/\{(\w+)\}/g, (_, name: FactKey) => facts[name] ?? `{${name}}`) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillFacts(item, facts)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillFacts(item, facts)])) as T;
  return value;
}
