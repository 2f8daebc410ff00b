import { z } from 'zod';

/** Empty strings count as missing, so `FOO=` in a .env file falls back to the default. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** The public origin of the site, used for canonical links, hreflang and the sitemap. */
  SITE_URL: optional(z.url({ protocol: /^https?$/ })).transform((value) => (value ?? 'http://localhost:3000').replace(/\/$/, '')),
});

export type Env = z.infer<typeof EnvSchema>;

function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid environment variables:\n${problems}`);
  }
  return result.data;
}

export const env = parseEnv(process.env);
export { parseEnv };
