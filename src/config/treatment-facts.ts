import type { TreatmentId } from './treatments';

/**
 * The medical facts of SPEC.md section 9, the single source for every place they appear: the
 * basic-information block, the copy (through placeholders such as `{procedureTime}`) and the
 * structured data. Numbers only; each locale formats them.
 */

/** One value or an inclusive range. */
export type Amount = number | readonly [number, number];

export interface Duration {
  amount: Amount;
  unit: 'minute' | 'hour' | 'day' | 'month';
  /** Shown as "about …" (SPEC: "about 1.5 hours", "about six months"). */
  approximate?: boolean;
}

export interface TreatmentFacts {
  /** Operation time, or for dental implants the average length of a session. */
  procedureTime?: Duration & { kind?: 'operation' | 'session' };
  /** Nights in hospital; gastric bypass is given as a stay in days. */
  hospitalStay: { nights: Amount } | { days: Amount };
  /** Veneers: number of appointments. */
  appointments?: Amount;
  /** Veneers: sensitivity after fitting. */
  sensitivity?: Duration;
  /** Gastric balloon: how long the balloon stays in the stomach. */
  balloonStay?: Duration;
  backToDailyLife?: Duration;
  fullRecovery?: Duration;
  finalResults?: Duration;
}

export const factKeys = [
  'procedureTime',
  'appointments',
  'hospitalStay',
  'balloonStay',
  'sensitivity',
  'backToDailyLife',
  'fullRecovery',
  'finalResults',
] as const satisfies readonly (keyof TreatmentFacts)[];
export type FactKey = (typeof factKeys)[number];

const hours = (amount: Amount, approximate = false): Duration => ({ amount, unit: 'hour', approximate });

/** SPEC.md section 9, "Common": return to normal life, full recovery and expected results. */
const common = {
  backToDailyLife: { amount: 7, unit: 'day' },
  fullRecovery: { amount: [3, 6], unit: 'month' },
  finalResults: { amount: [6, 12], unit: 'month' },
} as const satisfies Partial<TreatmentFacts>;

/** Veneers, and the Hollywood smile that is made with them: 2-3 appointments, about 7 days of sensitivity. */
const veneers: TreatmentFacts = {
  appointments: [2, 3],
  hospitalStay: { nights: 0 },
  sensitivity: { amount: 7, unit: 'day', approximate: true },
};

export const treatmentFacts: Record<TreatmentId, TreatmentFacts> = {
  abdominoplasty: { procedureTime: hours(4), hospitalStay: { nights: 2 }, ...common },
  bbl: { procedureTime: hours(3), hospitalStay: { nights: 2 }, ...common },
  'breast-augmentation': { procedureTime: hours(1.5, true), hospitalStay: { nights: 1 }, ...common },
  'breast-lifting': { procedureTime: hours(1.5, true), hospitalStay: { nights: 1 }, ...common },
  'breast-reduction': { procedureTime: hours(1.5, true), hospitalStay: { nights: 1 }, ...common },
  liposuction: { procedureTime: hours(1), hospitalStay: { nights: 1 }, ...common },
  'mommy-makeover': { procedureTime: hours([4, 5]), hospitalStay: { nights: 2 }, ...common },
  rinoplasty: { procedureTime: hours(3), hospitalStay: { nights: 1 }, ...common },
  'face-lifting': { procedureTime: hours(4), hospitalStay: { nights: [1, 2] }, ...common },
  'hair-transplant': {
    procedureTime: hours([6, 8]),
    hospitalStay: { nights: 0 },
    backToDailyLife: common.backToDailyLife,
    finalResults: common.finalResults,
  },
  'gastric-balloon': {
    procedureTime: { amount: 30, unit: 'minute' },
    hospitalStay: { nights: 0 },
    balloonStay: { amount: 6, unit: 'month', approximate: true },
    backToDailyLife: common.backToDailyLife,
  },
  'gastric-sleeve': { procedureTime: hours([1, 2]), hospitalStay: { nights: 2 }, ...common },
  'gastric-bypass': { procedureTime: hours([2, 3]), hospitalStay: { days: [2, 3] }, ...common },
  'dental-implants': {
    procedureTime: { ...hours([1, 3]), kind: 'session' },
    hospitalStay: { nights: 0 },
    backToDailyLife: common.backToDailyLife,
    fullRecovery: common.fullRecovery,
  },
  'dental-veneers': veneers,
  'hollywood-smile': veneers,
};

/** The facts a treatment has, in the order of the basic-information block. */
export function factsOf(id: TreatmentId): FactKey[] {
  return factKeys.filter((key) => treatmentFacts[id][key] !== undefined);
}
