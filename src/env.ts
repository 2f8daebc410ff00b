import proxyaddr from 'proxy-addr';
import { z } from 'zod';
import { site } from './config/site';
import { interviewProviders } from './server/db/schema';

/*
 * The one reader of `process.env` (STYLE.md): every variable is validated here at start-up, and a
 * bad value stops the server with a message that names it. Empty strings count as unset.
 */

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const flag = optional(z.enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])).transform((value) =>
  value === undefined ? undefined : ['1', 'true', 'on', 'yes'].includes(value),
);
/** `whsec_` and base64 of 24 to 64 bytes: the secret form of the Standard Webhooks scheme. */
function isWebhookSecret(value: string): boolean {
  const match = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(value);
  if (!match) return false;
  const bytes = Buffer.from(match[1]!, 'base64').length;
  return bytes >= 24 && bytes <= 64;
}

/** A time zone this runtime's Intl knows (Intl throws a RangeError for any other). */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const milliseconds = (fallback: number) => optional(z.coerce.number().int().positive()).transform((value) => value ?? fallback);

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** The public origin of the site, used for canonical links, hreflang and the sitemap. */
    SITE_URL: optional(z.url({ protocol: /^https?$/ })).transform((value) => (value ?? 'http://localhost:3000').replace(/\/$/, '')),
    /** Where the build is (the tests and the benchmarks keep builds of their own beside the default). */
    NEXT_DIST_DIR: optional(z.string()).transform((value) => value ?? '.next'),
    /** The port and address `npm start` listens on (read by scripts/server.mjs, validated here). */
    PORT: optional(z.coerce.number().int().min(1).max(65_535)).transform((value) => value ?? 3000),
    HOSTNAME_BIND: optional(z.string()).transform((value) => value ?? '0.0.0.0'),
    /** Where the embedded SQLite database and the uploaded files live. */
    DATA_DIR: optional(z.string()).transform((value) => value ?? './data'),
    /** PostgreSQL instead of the embedded SQLite, e.g. postgres://user:pass@host:5432/db. */
    DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })),
    /** The PostgreSQL schema to work in (created when missing); the default is `public`. */
    DATABASE_SCHEMA: optional(z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier')),
    /**
     * Files and recordings in an S3-compatible bucket instead of DATA_DIR/uploads (a fleet of
     * instances). Credentials, region and endpoint are the AWS SDK's standard variables.
     */
    S3_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')),
    /** Prepended to every object's name, e.g. `leads/`. */
    S3_PREFIX: optional(z.string().regex(/^[A-Za-z0-9!_.*'()/-]{1,200}$/, 'must be a key prefix such as leads/')).transform(
      (value) => value ?? '',
    ),
    /** `1` for S3-compatible servers that address buckets by path (MinIO, Ceph, s3rver). */
    S3_FORCE_PATH_STYLE: flag.transform((value) => value ?? false),
    AWS_REGION: optional(z.string().regex(/^[a-z0-9-]{2,32}$/, 'must be a region such as eu-central-1')),
    AWS_ENDPOINT_URL_S3: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' })),
    AWS_ACCESS_KEY_ID: optional(z.string()),
    AWS_SECRET_ACCESS_KEY: optional(z.string()),
    /** Rate limits shared by every instance in Redis (else in PostgreSQL with DATABASE_URL, else in memory). */
    REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })),
    /** The mail server for lead notifications, e.g. smtp://user:pass@host:587 (smtps:// for TLS). */
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
    /** The sender of every email. */
    SMTP_FROM: optional(z.string()).transform((value) => value ?? `${site.brand} <no-reply@example.com>`),
    /** Coordinators who receive each lead, comma-separated. */
    LEADS_NOTIFY_TO: optional(z.string())
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((address) => address.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.email({ error: 'must be email addresses separated by commas' }))),
    /** The CRM endpoint that receives each lead as signed JSON. */
    LEADS_WEBHOOK_URL: optional(z.url({ protocol: /^https?$/ })),
    /**
     * The webhook's signing secret in the Standard Webhooks form, `whsec_` and a base64 key of 24
     * to 64 bytes (README: how to make one).
     */
    LEADS_WEBHOOK_SECRET: optional(
      z.string().refine(isWebhookSecret, {
        error: 'must be whsec_ followed by a base64 key of 24 to 64 bytes (the Standard Webhooks form; see the README)',
      }),
    ),
    /**
     * The reverse proxies whose X-Forwarded-For is believed: addresses, CIDR ranges and the names
     * loopback, linklocal, uniquelocal, comma-separated (Express's `trust proxy`). Unset: none.
     */
    TRUST_PROXY: optional(z.string())
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((entry) => entry.trim())
          .filter((entry) => !['', '0', 'false', 'off', 'no'].includes(entry)),
      )
      .superRefine((entries, context) => {
        if (entries.some((entry) => ['1', 'true', 'on', 'yes'].includes(entry.toLowerCase()))) {
          context.addIssue({
            code: 'custom',
            message:
              'no longer takes 1 or true: name the proxies to trust, e.g. TRUST_PROXY=loopback for a reverse proxy on the same host, or their addresses or CIDR ranges (TRUST_PROXY=10.0.0.5,10.1.0.0/16)',
          });
          return;
        }
        try {
          proxyaddr.compile(entries);
        } catch (error) {
          context.addIssue({
            code: 'custom',
            message: `${(error as Error).message}: use addresses, CIDR ranges or loopback, linklocal, uniquelocal, comma-separated`,
          });
        }
      }),
    /**
     * The most visitor confirmation emails sent per hour, for the sender's reputation; beyond it
     * they wait in the outbox.
     */
    CONFIRMATION_EMAILS_PER_HOUR: optional(z.coerce.number().int().min(1)).transform((value) => value ?? 120),
    /** The per-address limit on leads. Turned off only by the intake benchmark. */
    LEADS_RATE_LIMIT: flag.transform((value) => value ?? true),
    /** Outbox retries: first delay, longest delay, and when to give up. */
    OUTBOX_RETRY_MIN_MS: milliseconds(30_000),
    OUTBOX_RETRY_MAX_MS: milliseconds(60 * 60_000),
    OUTBOX_GIVE_UP_MS: milliseconds(48 * 60 * 60_000),
    /**
     * Retention, applied daily by the server: leads with their files, answers and recordings;
     * spam leads sooner; interview recordings sooner than their lead. The privacy policy states
     * the defaults.
     */
    LEAD_RETENTION_DAYS: optional(z.coerce.number().int().min(1)).transform((value) => value ?? 730),
    SPAM_RETENTION_DAYS: optional(z.coerce.number().int().min(1)).transform((value) => value ?? 30),
    RECORDING_RETENTION_DAYS: optional(z.coerce.number().int().min(1)).transform((value) => value ?? 365),
    /** How often the outbox worker looks for due messages. */
    OUTBOX_POLL_MS: milliseconds(5_000),
    /**
     * How long a message being delivered is hidden from the other instances: an instance that
     * dies mid-delivery leaves it to be sent again (with the same event id) after this.
     */
    OUTBOX_LEASE_MS: milliseconds(2 * 60_000),
    /**
     * How often each instance asks whether a daily job (retention, the sweep of orphan files) is
     * due; whichever asks first runs it, once for the fleet.
     */
    JOBS_CHECK_MS: milliseconds(5 * 60_000),
    /**
     * Who runs the call page's interview: `guided` (the built-in questions, speech synthesis and
     * recording, no third-party service). A realtime AI voice agent is added as another value.
     */
    CALL_PROVIDER: optional(z.enum(interviewProviders)).transform((value) => value ?? 'guided'),
    /**
     * Google Analytics 4's measurement id (G-…). When set, the consent banner appears and GA4 is
     * loaded after the visitor accepts analytics; when unset, there is no banner and no analytics.
     * Read at build time, like SITE_URL: the pages and the CSP are built with it.
     */
    GA_MEASUREMENT_ID: optional(z.string().regex(/^G-[A-Z0-9]{4,16}$/, 'must be a GA4 measurement id such as G-ABC123XYZ')),
    /**
     * The staff inbox's time zone (IANA, e.g. Europe/Istanbul): every time the coordinators read is
     * in it, and a callback time they log is taken in it.
     */
    INBOX_TIME_ZONE: optional(z.string().refine(isTimeZone, { error: 'must be an IANA time zone such as Europe/Istanbul' })).transform(
      (value) => value ?? 'Europe/Istanbul',
    ),
    /** For automated deployments: this staff account is created, or its password set, at start-up. */
    ADMIN_EMAIL: optional(z.email()),
    ADMIN_PASSWORD: optional(z.string().min(12, 'must be at least 12 characters')),
    /**
     * The account's second factor (TOTP), base32 of 128 bits at least: `npm run staff -- totp`
     * makes one and shows it as a QR code for the authenticator app.
     */
    ADMIN_TOTP_SECRET: optional(
      z.string().regex(/^[A-Z2-7]{26,}=*$/, 'must be a base32 secret of 128 bits at least (npm run staff -- totp makes one)'),
    ),
  })
  .superRefine((value, context) => {
    const admin = { ADMIN_EMAIL: value.ADMIN_EMAIL, ADMIN_PASSWORD: value.ADMIN_PASSWORD, ADMIN_TOTP_SECRET: value.ADMIN_TOTP_SECRET };
    const given = Object.entries(admin).filter(([, setting]) => Boolean(setting));
    if (given.length > 0 && given.length < 3) {
      for (const [name] of Object.entries(admin).filter(([, setting]) => !setting)) {
        context.addIssue({ code: 'custom', path: [name], message: 'ADMIN_EMAIL, ADMIN_PASSWORD and ADMIN_TOTP_SECRET go together' });
      }
    }
    if (Boolean(value.AWS_ACCESS_KEY_ID) !== Boolean(value.AWS_SECRET_ACCESS_KEY)) {
      context.addIssue({
        code: 'custom',
        path: [value.AWS_ACCESS_KEY_ID ? 'AWS_SECRET_ACCESS_KEY' : 'AWS_ACCESS_KEY_ID'],
        message: 'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together',
      });
    }
    if (value.S3_BUCKET && !value.AWS_REGION && !value.AWS_ENDPOINT_URL_S3) {
      context.addIssue({
        code: 'custom',
        path: ['AWS_REGION'],
        message: 'is required with S3_BUCKET (or AWS_ENDPOINT_URL_S3 for an S3-compatible server)',
      });
    }
    if (value.LEADS_WEBHOOK_URL && !value.LEADS_WEBHOOK_SECRET) {
      context.addIssue({ code: 'custom', path: ['LEADS_WEBHOOK_SECRET'], message: 'is required when LEADS_WEBHOOK_URL is set' });
    }
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

/**
 * The client section: the only values that may reach the browser, handed to client components
 * as props by the server component that renders them. Nothing else of `env` is ever sent: a
 * value is added here deliberately, never by a naming convention.
 */
export const clientKeys = ['SITE_URL'] as const satisfies readonly (keyof Env)[];
export type ClientEnv = Pick<Env, (typeof clientKeys)[number]>;
export const clientEnv: ClientEnv = Object.fromEntries(clientKeys.map((key) => [key, env[key]])) as ClientEnv;
