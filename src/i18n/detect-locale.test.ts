import { describe, expect, it } from 'vitest';
import { detectLocale } from './detect-locale';

describe('detectLocale', () => {
  it('prefers a valid cookie over the browser languages', () => {
    expect(detectLocale('ru', 'de-DE,de;q=0.9')).toBe('ru');
  });

  it('ignores a cookie naming an unsupported locale', () => {
    expect(detectLocale('ja', 'fr-FR,fr;q=0.9')).toBe('fr');
  });

  it('takes the best supported browser language in preference order', () => {
    expect(detectLocale(undefined, 'ja-JP,it;q=0.8,de;q=0.5')).toBe('it');
    expect(detectLocale(undefined, 'tr-TR')).toBe('tr');
  });

  it('falls back to English for unsupported, missing or malformed headers', () => {
    expect(detectLocale(undefined, 'ja-JP,zh;q=0.9')).toBe('en');
    expect(detectLocale(undefined, null)).toBe('en');
    expect(detectLocale(undefined, ';;;q=x,@@')).toBe('en');
  });
});
