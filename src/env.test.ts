import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('environment', () => {
  it('uses the defaults when variables are missing or empty', () => {
    expect(parseEnv({ NODE_ENV: 'test', SITE_URL: '' }).SITE_URL).toBe('http://localhost:3000');
  });

  it('normalises the site URL', () => {
    expect(parseEnv({ NODE_ENV: 'production', SITE_URL: 'https://example.com/' }).SITE_URL).toBe('https://example.com');
  });

  it('names the bad variable in its error', () => {
    expect(() => parseEnv({ NODE_ENV: 'test', SITE_URL: 'not a url' })).toThrow(/SITE_URL/);
    expect(() => parseEnv({ NODE_ENV: 'staging' } as unknown as NodeJS.ProcessEnv)).toThrow(/NODE_ENV/);
  });

  it('reads the lead settings', () => {
    const parsed = parseEnv({
      NODE_ENV: 'production',
      LEADS_NOTIFY_TO: 'a@example.com, b@example.com',
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      TRUST_PROXY: '1',
      LEADS_RATE_LIMIT: 'off',
    });
    expect(parsed.LEADS_NOTIFY_TO).toEqual(['a@example.com', 'b@example.com']);
    expect(parsed.TRUST_PROXY).toBe(true);
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
});
