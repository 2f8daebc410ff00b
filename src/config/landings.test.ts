import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { checkUpTierDefinitions, landingDoctors, packagesFor, programmes, showsPrices } from './landings';

describe('landing configuration', () => {
  it('never shows a price on Turkish pages, and may on the others', () => {
    expect(locales.filter((locale) => !showsPrices(locale))).toEqual(['tr']);
  });

  it('has two doctors per programme, the defaults all marked as demo people', () => {
    for (const programme of programmes) {
      const doctors = landingDoctors[programme];
      expect(doctors).toHaveLength(2);
      for (const doctor of doctors) {
        expect(doctor.demo).toBe(true);
        expect(doctor.name).toMatch(/\(demo\)$/);
      }
    }
  });

  it('puts a sub-page’s own package first', () => {
    expect(packagesFor('knee-prosthesis')[0]).toBe('knee-prosthesis');
    expect(packagesFor('orthopedics')).toHaveLength(3);
    expect(packagesFor('dental')).toEqual([]);
  });

  it('gives men and women the examinations that differ by sex, and no tier a duplicate', () => {
    for (const definition of Object.values(checkUpTierDefinitions)) {
      expect(definition.men).toContain('psa');
      expect(definition.women).toContain('papSmear');
      for (const sex of ['men', 'women'] as const) {
        const all = [...definition.common, ...definition[sex]];
        expect(new Set(all).size).toBe(all.length);
      }
    }
  });
});
