import { describe, expect, it } from 'vitest';
import { checkUpTierDefinitions, dentalTravelFigure, isSurgical, landingDoctors, packagesFor, programmes } from './landings';

describe('landing configuration', () => {
  it('gives the dental travel figure a source, marked as a demo value until the operator names the real one', () => {
    expect(dentalTravelFigure?.source.name.trim()).toBeTruthy();
    expect(dentalTravelFigure?.source.name).toMatch(/\(demo\)$/);
  });

  it('names the surgical programmes, whose pages must show their risks', () => {
    expect(programmes.filter(isSurgical)).toEqual(['orthopedics', 'hip-prosthesis', 'knee-prosthesis', 'scoliosis', 'oncology']);
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
