import type { LandingPathname } from '@/i18n/routing';
import type { ImageSlot } from './treatments';

/**
 * The landing pages for paid traffic (issue 11): their programmes, the doctors shown on them, the
 * orthopedic packages and the check-up tiers. One source for every locale; the operator edits
 * this file. Every default is a clearly fictional demo value: the doctors are invented people,
 * marked "(demo)", until real profiles (with their consent and registration numbers) replace them.
 */

export const programmes = ['check-up', 'orthopedics', 'hip-prosthesis', 'knee-prosthesis', 'scoliosis', 'dental', 'oncology'] as const;
export type Programme = (typeof programmes)[number];

/** The programme of each landing page: it names the content file and goes with the lead. */
export const landingProgrammes: Record<LandingPathname, Programme> = {
  '/landing/check-up': 'check-up',
  '/landing/orthopedics': 'orthopedics',
  '/landing/orthopedics/hip-prosthesis': 'hip-prosthesis',
  '/landing/orthopedics/knee-prosthesis': 'knee-prosthesis',
  '/landing/orthopedics/scoliosis': 'scoliosis',
  '/landing/dental/dental-treatments': 'dental',
  '/landing/oncology/oncology-treatments': 'oncology',
};

/** Recognised main or sub-specialties (their names are in the `Specialties` messages). */
export type Specialty =
  | 'internalMedicine'
  | 'cardiology'
  | 'orthopedics'
  | 'spineSurgery'
  | 'prosthodontics'
  | 'oralSurgery'
  | 'medicalOncology'
  | 'radiationOncology';

export interface Doctor {
  name: string;
  specialty: Specialty;
  /** Years of practice in the specialty. */
  experienceYears: number;
  /** A photo, when there is one; a drawn portrait otherwise. */
  photo?: ImageSlot;
  /** A fictional default: never described as a real physician, never in structured data. */
  demo: boolean;
}

const demo = (name: string, specialty: Specialty, experienceYears: number): Doctor => ({
  name: `${name} (demo)`,
  specialty,
  experienceYears,
  demo: true,
});

/** Two doctors per programme (`doc-1`, `doc-2`); what each treats is in the landing's content. */
export const landingDoctors: Record<Programme, [Doctor, Doctor]> = {
  'check-up': [demo('Dr. Selin Örnekoğlu', 'internalMedicine', 14), demo('Dr. Kaan Denemeci', 'cardiology', 17)],
  orthopedics: [demo('Dr. Emre Örnekoğlu', 'orthopedics', 18), demo('Dr. Deniz Taslakçı', 'spineSurgery', 15)],
  'hip-prosthesis': [demo('Dr. Emre Örnekoğlu', 'orthopedics', 18), demo('Dr. Arda Denemeci', 'orthopedics', 12)],
  'knee-prosthesis': [demo('Dr. Emre Örnekoğlu', 'orthopedics', 18), demo('Dr. Arda Denemeci', 'orthopedics', 12)],
  scoliosis: [demo('Dr. Deniz Taslakçı', 'spineSurgery', 15), demo('Dr. Burak Örnekoğlu', 'spineSurgery', 11)],
  dental: [demo('Dr. Ece Taslakçı', 'prosthodontics', 13), demo('Dr. Mert Denemeci', 'oralSurgery', 16)],
  oncology: [demo('Dr. Aslı Örnekoğlu', 'medicalOncology', 19), demo('Dr. Cem Taslakçı', 'radiationOncology', 14)],
};

export const orthopedicPackages = ['scoliosis', 'hip-prosthesis', 'knee-prosthesis'] as const;
export type OrthopedicPackage = (typeof orthopedicPackages)[number];

export interface PackageFacts {
  /** Weeks in the hotel, recovery before the flight home included. */
  hotelWeeks: number;
  /** Days in hospital after the operation. */
  hospitalDays: number;
  translation: true;
  vipTransport: true;
}

/**
 * Typical stays, shown as such and subject to the surgeon's plan. Demo values chosen from common
 * practice: after a hip or knee replacement most patients leave hospital after 3 to 5 days and
 * are advised to wait about two weeks before a long flight (wound check, physiotherapy, the risk
 * of thrombosis); after scoliosis fusion surgery a hospital stay of about a week and three weeks
 * before flying are usual.
 */
export const packageFacts: Record<OrthopedicPackage, PackageFacts> = {
  scoliosis: { hotelWeeks: 3, hospitalDays: 7, translation: true, vipTransport: true },
  'hip-prosthesis': { hotelWeeks: 2, hospitalDays: 4, translation: true, vipTransport: true },
  'knee-prosthesis': { hotelWeeks: 2, hospitalDays: 4, translation: true, vipTransport: true },
};

/** The packages of a landing page: its own first on a sub-page. */
export function packagesFor(programme: Programme): OrthopedicPackage[] {
  if (programme === 'orthopedics') return [...orthopedicPackages];
  if (!(orthopedicPackages as readonly string[]).includes(programme)) return [];
  return [programme as OrthopedicPackage, ...orthopedicPackages.filter((item) => item !== programme)];
}

export const checkUpTiers = ['standard', 'vip', 'vip-plus', 'one-day'] as const;
export type CheckUpTier = (typeof checkUpTiers)[number];

/** The examinations of the check-up programmes (their names are in the `CheckUpItems` messages). */
export type CheckUpItem =
  | 'physicalExam'
  | 'internalMedicine'
  | 'bloodCount'
  | 'fastingGlucose'
  | 'hba1c'
  | 'lipids'
  | 'kidney'
  | 'liver'
  | 'thyroid'
  | 'urine'
  | 'ecg'
  | 'chestXray'
  | 'abdominalUltrasound'
  | 'vitamins'
  | 'ferritin'
  | 'hepatitis'
  | 'echocardiography'
  | 'cardiology'
  | 'thyroidUltrasound'
  | 'exerciseTest'
  | 'carotidDoppler'
  | 'boneDensity'
  | 'eyeExam'
  | 'stoolTest'
  | 'dietitian'
  | 'papSmear'
  | 'pelvicUltrasound'
  | 'breastUltrasound'
  | 'mammography'
  | 'gynecology'
  | 'psa'
  | 'prostateUltrasound'
  | 'urology';

export interface TierDefinition {
  /** Shown only where the locale's promotion profile allows badges (src/config/promotion.ts). */
  badge?: 'popular' | 'recommended';
  /** What men and women have in common, then what differs. */
  common: CheckUpItem[];
  men: CheckUpItem[];
  women: CheckUpItem[];
  /** Price per person in euros, shown only when set and where the locale's promotion profile allows (src/config/promotion.ts). */
  priceEur?: number;
}

const standard: CheckUpItem[] = [
  'physicalExam',
  'internalMedicine',
  'bloodCount',
  'fastingGlucose',
  'lipids',
  'kidney',
  'liver',
  'thyroid',
  'urine',
  'ecg',
  'chestXray',
  'abdominalUltrasound',
];
const vip: CheckUpItem[] = [
  ...standard,
  'hba1c',
  'vitamins',
  'ferritin',
  'hepatitis',
  'echocardiography',
  'cardiology',
  'thyroidUltrasound',
];

/** Medically sensible demo programmes; the partner hospital confirms each one. No price is set. */
export const checkUpTierDefinitions: Record<CheckUpTier, TierDefinition> = {
  standard: { common: standard, men: ['psa'], women: ['papSmear'] },
  vip: {
    badge: 'popular',
    common: vip,
    men: ['psa', 'prostateUltrasound', 'urology'],
    women: ['papSmear', 'pelvicUltrasound', 'breastUltrasound', 'gynecology'],
  },
  'vip-plus': {
    badge: 'recommended',
    common: [...vip, 'exerciseTest', 'carotidDoppler', 'boneDensity', 'eyeExam', 'stoolTest', 'dietitian'],
    men: ['psa', 'prostateUltrasound', 'urology'],
    women: ['papSmear', 'pelvicUltrasound', 'breastUltrasound', 'mammography', 'gynecology'],
  },
  'one-day': {
    common: [
      'physicalExam',
      'internalMedicine',
      'bloodCount',
      'fastingGlucose',
      'lipids',
      'kidney',
      'liver',
      'urine',
      'ecg',
      'abdominalUltrasound',
    ],
    men: ['psa'],
    women: ['papSmear'],
  },
};

/**
 * The spec's marketing figure, about dental travel to Turkey that year (not our own volume). It is
 * shown only with its source, named in the copy (issue 21): the default source is a demo value,
 * marked as such, until the operator names the real one (and its address, when there is one).
 */
export const dentalTravelFigure: { count: number; year: number; source: { name: string; url?: string } } | undefined = {
  count: 150_000,
  year: 2021,
  source: { name: 'Örnek Sağlık Turizmi Raporu (demo)' },
};

/**
 * The programmes whose landing page is about surgery or cancer treatment: their content must carry a
 * risks section beside the benefits (issue 21), checked when the content is loaded.
 */
export const surgicalProgrammes = [
  'orthopedics',
  'hip-prosthesis',
  'knee-prosthesis',
  'scoliosis',
  'oncology',
] as const satisfies readonly Programme[];
export const isSurgical = (programme: Programme): boolean => (surgicalProgrammes as readonly Programme[]).includes(programme);
