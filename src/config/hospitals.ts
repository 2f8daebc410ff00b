/**
 * The partner hospitals named on the about page, each with the accreditations it holds (issue 21):
 * the copy never says "accredited" without naming by whom. The operator edits this list. Every
 * default is a clearly fictional demo value, named like the demo doctors (record 009) and marked
 * "(demo)", until real hospitals and their accreditations (JCI, TÜSKA…) replace them.
 */
export interface PartnerHospital {
  name: string;
  city: string;
  /** Accreditations as their bodies name them; an empty list claims none. */
  accreditations: string[];
  /** A fictional default: never described as a real hospital. */
  demo: boolean;
}

export const partnerHospitals: PartnerHospital[] = [
  { name: 'Örnek Hastanesi (demo)', city: 'İstanbul', accreditations: ['JCI (demo)'], demo: true },
  { name: 'Deneme Hastanesi (demo)', city: 'İstanbul', accreditations: ['JCI (demo)', 'TÜSKA (demo)'], demo: true },
];
