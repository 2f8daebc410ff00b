import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
import { countryOptionsHtml } from './countries';

describe('countryOptionsHtml', () => {
  it('lists every country once, in the page language, with one selected', () => {
    const html = countryOptionsHtml('de', 'DE');
    const values = [...html.matchAll(/<option value="([A-Z]{2})"/g)].map((match) => match[1]);
    expect(values.length).toBeGreaterThan(240);
    expect(new Set(values).size).toBe(values.length);
    expect(html.match(/ selected/g)).toHaveLength(1);
    expect(html).toContain('<option value="DE" selected>Deutschland (+49)</option>');
  });

  it('escapes names that hold markup characters', () => {
    const html = countryOptionsHtml('en', 'GB');
    expect(html).toContain('>Bosnia &amp; Herzegovina (+387)</option>');
    expect(html).not.toMatch(/>[^<]*&(?!amp;)[^<]*</);
  });
});
