import { describe, expect, it } from 'vitest';
import { namesMatch } from './greeting';

describe('the call page’s greeting', () => {
  it('names the lead only when the address names it, whatever its case, spacing or Unicode form', () => {
    expect(namesMatch('Jürgen Müller-Schröder', 'Jürgen Müller-Schröder')).toBe(true);
    expect(namesMatch('jürgen   MÜLLER-schröder ', 'Jürgen Müller-Schröder')).toBe(true);
    // The same letters, composed and decomposed.
    expect(namesMatch('Ju\u0308rgen', 'J\u00fcrgen')).toBe(true);
    expect(namesMatch("O'Brien-Weiß", "o'brien-weiß")).toBe(true);
  });

  it('keeps hyphens and apostrophes, and shows nothing for another name or none', () => {
    expect(namesMatch('Jürgen Müller Schröder', 'Jürgen Müller-Schröder')).toBe(false);
    expect(namesMatch('OBrien-Weiß', "O'Brien-Weiß")).toBe(false);
    expect(namesMatch('Cheap pills at http://spam.example', 'Anna Schmidt')).toBe(false);
    expect(namesMatch('', '')).toBe(false);
  });
});
