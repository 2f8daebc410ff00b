import type { Programme } from './landings';

/**
 * The landing pages' programmes in the coordinators' language (English): how the email, the
 * webhook and the inbox name what a landing-page lead asks about when it names no treatment.
 */
export const programmeNames: Record<Programme, string> = {
  'check-up': 'Check-up',
  orthopedics: 'Orthopedics',
  'hip-prosthesis': 'Hip prosthesis',
  'knee-prosthesis': 'Knee prosthesis',
  scoliosis: 'Scoliosis',
  dental: 'Dental treatments',
  oncology: 'Oncology',
};

/** The name of a programme id, or the id itself for one this version does not know. */
export const programmeName = (id: string): string => (programmeNames as Record<string, string>)[id] ?? id;
