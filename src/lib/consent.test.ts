import { describe, expect, it } from 'vitest';
import { consentedTo } from './consent';

describe('the stored cookie choice', () => {
  it('accepts only the categories it lists', () => {
    const value = encodeURIComponent(JSON.stringify({ categories: ['necessary', 'analytics'], revision: 1 }));
    expect(consentedTo(value, 'analytics')).toBe(true);
    expect(consentedTo(value, 'marketing')).toBe(false);
  });

  it('accepts nothing when it is absent, unreadable or of another shape', () => {
    expect(consentedTo(undefined, 'marketing')).toBe(false);
    expect(consentedTo('%E0%A4%A', 'marketing')).toBe(false);
    expect(consentedTo('not json', 'marketing')).toBe(false);
    expect(consentedTo(JSON.stringify({ categories: 'marketing' }), 'marketing')).toBe(false);
  });
});
