import { describe, expect, it } from 'vitest';
import { isSameSitePath } from './same-site-path';

describe('same-site paths', () => {
  it.each(['/', '/de/Kontakt', '/landing/check-up?utm_source=google#form', '/call/abc/Anne%20St.Clair'])('takes %j', (path) => {
    expect(isSameSitePath(path)).toBe(true);
  });

  it.each(['//evil.example', '/\\evil.example', '/\t/evil.example', '/\n/evil.example', 'https://evil.example/', 'evil', '', ' /x'])(
    'refuses %j, which a browser could read as another site',
    (path) => {
      expect(isSameSitePath(path)).toBe(false);
    },
  );
});
