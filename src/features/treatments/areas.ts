import type { ServiceArea } from '@/config/treatments';

/** The message keys (namespace ServicesPage) that name each service area. */
export const areaMessageKeys = {
  'plastic-surgery': { title: 'areaPlasticSurgery', text: 'areaPlasticSurgeryText' },
  dental: { title: 'areaDental', text: 'areaDentalText' },
  bariatric: { title: 'areaBariatric', text: 'areaBariatricText' },
  hair: { title: 'areaHair', text: 'areaHairText' },
} as const satisfies Record<ServiceArea, { title: string; text: string }>;
