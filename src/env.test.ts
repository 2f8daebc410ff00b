import { describe, expect, it } from 'vitest';
import { BUILD_SETTING_DEFAULTS, BUILD_SETTINGS } from '../scripts/build-settings.mjs';
import { parseEnv } from './env';

describe('environment', () => {
  it('uses the defaults when variables are missing or empty', () => {
    expect(parseEnv({ NODE_ENV: 'test', SITE_URL: '' }).SITE_URL).toBe('http://localhost:3000');
  });

  it('has the defaults that `npm start` compares a build’s settings with (scripts/build-settings.mjs)', () => {
    const defaults = parseEnv({ NODE_ENV: 'production' }) as unknown as Record<string, string | number | undefined>;
    for (const name of BUILD_SETTINGS) {
      const value = defaults[name];
      expect(BUILD_SETTING_DEFAULTS[name], name).toBe(value === undefined ? null : String(value));
    }
  });

  it('normalises the site URL', () => {
    expect(parseEnv({ NODE_ENV: 'production', SITE_URL: 'https://example.com/' }).SITE_URL).toBe('https://example.com');
  });

  it('names the bad variable in its error', () => {
    expect(() => parseEnv({ NODE_ENV: 'test', SITE_URL: 'not a url' })).toThrow(/SITE_URL/);
    expect(() => parseEnv({ NODE_ENV: 'staging' } as unknown as NodeJS.ProcessEnv)).toThrow(/NODE_ENV/);
  });

  it('checks the shared services of a fleet at start-up: the bucket, its region and keys, Redis', () => {
    const fleet = parseEnv({
      NODE_ENV: 'production',
      S3_BUCKET: 'bhb-leads',
      S3_PREFIX: 'leads/',
      AWS_REGION: 'eu-central-1',
      REDIS_URL: 'rediss://cache.internal:6380',
    });
    expect(fleet).toMatchObject({
      S3_BUCKET: 'bhb-leads',
      S3_PREFIX: 'leads/',
      S3_FORCE_PATH_STYLE: false,
      REDIS_URL: 'rediss://cache.internal:6380',
    });
    const problem = (variables: Record<string, string>) => {
      try {
        parseEnv({ NODE_ENV: 'production', ...variables });
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(problem({ S3_BUCKET: 'Not_A_Bucket', AWS_REGION: 'eu-central-1' })).toMatch(/S3_BUCKET: must be an S3 bucket name/);
    expect(problem({ S3_BUCKET: 'bhb-leads' })).toMatch(/AWS_REGION: is required with S3_BUCKET/);
    expect(problem({ S3_BUCKET: 'bhb-leads', AWS_REGION: 'eu-central-1', AWS_ACCESS_KEY_ID: 'AKIA…' })).toMatch(
      /AWS_SECRET_ACCESS_KEY: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together/,
    );
    expect(problem({ S3_BUCKET: 'bhb-leads', AWS_ENDPOINT_URL_S3: 'ftp://minio' })).toMatch(/AWS_ENDPOINT_URL_S3/);
    expect(problem({ REDIS_URL: 'http://cache.internal' })).toMatch(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/);
    // An error names the variable, never echoes a value: the message may reach a log.
    expect(problem({ S3_BUCKET: 'bhb-leads', AWS_REGION: 'eu-central-1', AWS_ACCESS_KEY_ID: 'AKIASECRETVALUE' })).not.toContain(
      'AKIASECRETVALUE',
    );
  });

  it('reads the lead settings', () => {
    const parsed = parseEnv({
      NODE_ENV: 'production',
      LEADS_NOTIFY_TO: 'a@example.com, b@example.com',
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      TRUST_PROXY: 'loopback, 10.0.0.0/8',
      LEADS_RATE_LIMIT: 'off',
    });
    expect(parsed.LEADS_NOTIFY_TO).toEqual(['a@example.com', 'b@example.com']);
    expect(parsed.TRUST_PROXY).toEqual(['loopback', '10.0.0.0/8']);
    expect(parsed.LEADS_RATE_LIMIT).toBe(false);
    expect(parsed.DATA_DIR).toBe('./data');
    expect(parsed.OUTBOX_RETRY_MIN_MS).toBe(30_000);
  });

  it('names a bad lead setting', () => {
    expect(() => parseEnv({ NODE_ENV: 'test', DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ NODE_ENV: 'test', SMTP_URL: 'http://x' })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ NODE_ENV: 'test', LEADS_NOTIFY_TO: 'nobody' })).toThrow(/LEADS_NOTIFY_TO/);
    expect(() => parseEnv({ NODE_ENV: 'test', LEADS_WEBHOOK_URL: 'https://crm.example.com/hook' })).toThrow(/LEADS_WEBHOOK_SECRET/);
    expect(() => parseEnv({ NODE_ENV: 'test', TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses TRUST_PROXY=1 or true, and names the form that replaces them', () => {
    for (const value of ['1', 'true', 'TRUE', 'loopback,1']) {
      expect(() => parseEnv({ NODE_ENV: 'test', TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: no longer takes 1 or true.*TRUST_PROXY=loopback/,
      );
    }
    expect(parseEnv({ NODE_ENV: 'test' }).TRUST_PROXY).toEqual([]);
    expect(parseEnv({ NODE_ENV: 'test', TRUST_PROXY: 'off' }).TRUST_PROXY).toEqual([]);
    expect(parseEnv({ NODE_ENV: 'test', TRUST_PROXY: 'uniquelocal,linklocal,::1,192.0.2.0/24' }).TRUST_PROXY).toHaveLength(4);
    expect(() => parseEnv({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('takes the first inbox account with its second factor, all three settings together', () => {
    const account = { NODE_ENV: 'test', ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: 'a deployment password' } as const;
    expect(() => parseEnv(account)).toThrow(/ADMIN_TOTP_SECRET: ADMIN_EMAIL, ADMIN_PASSWORD and ADMIN_TOTP_SECRET go together/);
    expect(() => parseEnv({ ...account, ADMIN_TOTP_SECRET: 'not base32!' })).toThrow(/ADMIN_TOTP_SECRET: must be a base32 secret/);
    expect(parseEnv({ ...account, ADMIN_TOTP_SECRET: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }).ADMIN_TOTP_SECRET).toBeDefined();
  });

  it('takes the webhook secret in the Standard Webhooks form only', () => {
    const url = { NODE_ENV: 'test', LEADS_WEBHOOK_URL: 'https://crm.example.com/hook' } as const;
    const key = (bytes: number) => `whsec_${Buffer.alloc(bytes, 7).toString('base64')}`;
    expect(parseEnv({ ...url, LEADS_WEBHOOK_SECRET: key(32) }).LEADS_WEBHOOK_SECRET).toBe(key(32));
    expect(() => parseEnv({ ...url, LEADS_WEBHOOK_SECRET: 'a-plain-secret-of-some-length' })).toThrow(
      /LEADS_WEBHOOK_SECRET: must be whsec_/,
    );
    expect(() => parseEnv({ ...url, LEADS_WEBHOOK_SECRET: key(16) })).toThrow(/LEADS_WEBHOOK_SECRET/);
  });
});
