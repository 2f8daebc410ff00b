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
});
