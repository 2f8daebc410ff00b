import { isSurgical, type Programme } from '@/config/landings';
import { LandingContentSchema, type LandingContent } from './schemas';

/**
 * The rules beyond the schema, as readable messages: a surgical programme's page names its risks
 * beside its benefits (issue 21), so its content must carry a risks section.
 */
export function landingContentProblems(programme: Programme, raw: unknown): string[] {
  const parsed = LandingContentSchema.safeParse(raw);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (isSurgical(programme) && !parsed.data.risks) return [`risks: required for ${programme}, a surgical programme`];
  return [];
}

export function parseLandingContent(programme: Programme, raw: unknown): LandingContent {
  const problems = landingContentProblems(programme, raw);
  if (problems.length > 0) throw new Error(`Landing content for ${programme} is invalid:\n  ${problems.join('\n  ')}`);
  return LandingContentSchema.parse(raw);
}
