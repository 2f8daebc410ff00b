import type { Locale } from '@/i18n/locales';

/** The service areas of the catalogue; the id doubles as the anchor on the services list. */
export const serviceAreas = ['plastic-surgery', 'dental', 'bariatric', 'hair'] as const;
export type ServiceArea = (typeof serviceAreas)[number];

/** The 16 treatments of SPEC.md section 2; the id is the English slug, kept as written. */
export const treatmentIds = [
  'abdominoplasty',
  'bbl',
  'breast-augmentation',
  'breast-lifting',
  'breast-reduction',
  'dental-implants',
  'dental-veneers',
  'face-lifting',
  'gastric-balloon',
  'gastric-bypass',
  'gastric-sleeve',
  'hair-transplant',
  'hollywood-smile',
  'liposuction',
  'mommy-makeover',
  'rinoplasty',
] as const;
export type TreatmentId = (typeof treatmentIds)[number];

type LocalizedSlugs = Record<Exclude<Locale, 'en'>, string>;

/** A picture for a page: an illustration made for the site until a real photo is dropped in. */
export interface ImageSlot {
  src: string;
  width: number;
  height: number;
}

/** The illustration of each area, the default image of its treatments. */
export const areaImages: Record<ServiceArea, ImageSlot> = {
  'plastic-surgery': { src: '/illustrations/plastic-surgery.svg', width: 480, height: 360 },
  dental: { src: '/illustrations/dental.svg', width: 480, height: 360 },
  bariatric: { src: '/illustrations/bariatric.svg', width: 480, height: 360 },
  hair: { src: '/illustrations/hair.svg', width: 480, height: 360 },
};

interface Treatment {
  area: ServiceArea;
  slugs: LocalizedSlugs;
  /** schema.org `procedureType`: surgery, or a procedure without incision (endoscopy, dentistry). */
  procedureType: 'SurgicalProcedure' | 'NoninvasiveProcedure' | 'PercutaneousProcedure';
  /** The date the page's medical content was last reviewed, in every language. */
  lastReviewed: string;
  /** A photo for this treatment; the area's illustration when absent. */
  image?: ImageSlot;
}

const reviewed = '2026-11-21';

export const treatments: Record<TreatmentId, Treatment> = {
  abdominoplasty: {
    area: 'plastic-surgery',
    procedureType: 'SurgicalProcedure',
    lastReviewed: reviewed,
    slugs: {
      tr: 'karin-germe',
      fr: 'abdominoplastie',
      es: 'abdominoplastia',
      it: 'addominoplastica',
      de: 'bauchdeckenstraffung',
      ru: 'abdominoplastika',
    },
  },
  bbl: {
    area: 'plastic-surgery',
    procedureType: 'SurgicalProcedure',
    lastReviewed: reviewed,
    slugs: {
      tr: 'brezilya-popo-kaldirma',
      fr: 'lifting-bresilien-des-fesses',
      es: 'levantamiento-de-gluteos-brasileno',
      it: 'lifting-brasiliano-dei-glutei',
      de: 'brazilian-butt-lift',
      ru: 'braziliiskaia-podtiazhka-iagodic',
    },
  },
  'breast-augmentation': {
    area: 'plastic-surgery',
    procedureType: 'SurgicalProcedure',
    lastReviewed: reviewed,
    slugs: {
      tr: 'meme-buyutme',
      fr: 'augmentation-mammaire',
      es: 'aumento-de-senos',
      it: 'mastoplastica-additiva',
      de: 'brustvergroesserung',
      ru: 'uvelichenie-grudi',
    },
  },
  'breast-lifting': {
    area: 'plastic-surgery',
    procedureType: 'SurgicalProcedure',
    lastReviewed: reviewed,
    slugs: {
      tr: 'meme-diklestirme',
      fr: 'lifting-mammaire',
      es: 'elevacion-de-senos',
      it: 'mastopessi',
      de: 'bruststraffung',
      ru: 'podtiazhka-grudi',
    },
  },
  'breast-reduction': {
    area: 'plastic-surgery',
    procedureType: 'SurgicalProcedure',
    lastReviewed: reviewed,
    slugs: {
      tr: 'meme-kucultme',
      fr: 'reduction-mammaire',
      es: 'reduccion-de-senos',
      it: 'mastoplastica-riduttiva',
      de: 'brustverkleinerung',
      ru: 'umenshenie-grudi',
    },
  },
  'dental-implants': {
    area: 'dental',
    procedureType: 'SurgicalProcedure',
    lastReviewed: reviewed,
    slugs: {
      tr: 'dis-implanti',
      fr: 'implants-dentaires',
      es: 'implantes-dentales',
      it: 'impianti-dentali',
      de: 'zahnimplantate',
      ru: 'implantaciia-zubov',
    },
  },
  'dental-veneers': {
    area: 'dental',
    procedureType: 'NoninvasiveProcedure',
    lastReviewed: reviewed,
    slugs: { tr: 'dis-kaplama', fr: 'facettes-dentaires', es: 'carillas-dentales', it: 'faccette-dentali', de: 'veneers', ru: 'viniry' },
  },
  'face-lifting': {
    area: 'plastic-surgery',
    procedureType: 'SurgicalProcedure',
    lastReviewed: reviewed,
    slugs: {
      tr: 'yuz-germe',
      fr: 'lifting-du-visage',
      es: 'lifting-facial',
      it: 'lifting-del-viso',
      de: 'facelift',
      ru: 'podtiazhka-lica',
    },
  },
  'gastric-balloon': {
    area: 'bariatric',
    procedureType: 'NoninvasiveProcedure',
    lastReviewed: reviewed,
    slugs: {
      tr: 'mide-balonu',
      fr: 'ballon-gastrique',
      es: 'balon-gastrico',
      it: 'palloncino-gastrico',
      de: 'magenballon',
      ru: 'vnutrizheludochnyi-ballon',
    },
  },
  'gastric-bypass': {
    area: 'bariatric',
    procedureType: 'SurgicalProcedure',
    lastReviewed: reviewed,
    slugs: {
      tr: 'gastrik-bypass',
      fr: 'bypass-gastrique',
      es: 'bypass-gastrico',
      it: 'bypass-gastrico',
      de: 'magenbypass',
      ru: 'zheludochnoe-shuntirovanie',
    },
  },
  'gastric-sleeve': {
    area: 'bariatric',
    procedureType: 'SurgicalProcedure',
    lastReviewed: reviewed,
    slugs: {
      tr: 'tup-mide',
      fr: 'sleeve-gastrique',
      es: 'manga-gastrica',
      it: 'sleeve-gastrectomia',
      de: 'schlauchmagen',
      ru: 'rukavnaia-gastrektomiia',
    },
  },
  'hair-transplant': {
    area: 'hair',
    procedureType: 'SurgicalProcedure',
    lastReviewed: reviewed,
    slugs: {
      tr: 'sac-ekimi',
      fr: 'greffe-de-cheveux',
      es: 'injerto-capilar',
      it: 'trapianto-di-capelli',
      de: 'haartransplantation',
      ru: 'peresadka-volos',
    },
  },
  'hollywood-smile': {
    area: 'dental',
    procedureType: 'NoninvasiveProcedure',
    lastReviewed: reviewed,
    slugs: {
      tr: 'hollywood-gulusu',
      fr: 'sourire-hollywoodien',
      es: 'sonrisa-de-hollywood',
      it: 'sorriso-hollywood',
      de: 'hollywood-laecheln',
      ru: 'gollivudskaia-ulybka',
    },
  },
  liposuction: {
    area: 'plastic-surgery',
    procedureType: 'SurgicalProcedure',
    lastReviewed: reviewed,
    slugs: {
      tr: 'liposuction-yag-aldirma',
      fr: 'liposuccion',
      es: 'liposuccion',
      it: 'liposuzione',
      de: 'fettabsaugung',
      ru: 'liposakciia',
    },
  },
  'mommy-makeover': {
    area: 'plastic-surgery',
    procedureType: 'SurgicalProcedure',
    lastReviewed: reviewed,
    slugs: {
      tr: 'anne-estetigi',
      fr: 'chirurgie-post-grossesse',
      es: 'cirugia-post-embarazo',
      it: 'chirurgia-post-gravidanza',
      de: 'mommy-makeover',
      ru: 'plastika-posle-rodov',
    },
  },
  rinoplasty: {
    area: 'plastic-surgery',
    procedureType: 'SurgicalProcedure',
    lastReviewed: reviewed,
    slugs: { tr: 'burun-estetigi', fr: 'rhinoplastie', es: 'rinoplastia', it: 'rinoplastica', de: 'nasenkorrektur', ru: 'rinoplastika' },
  },
};

export function treatmentSlug(id: TreatmentId, locale: Locale): string {
  return locale === 'en' ? id : treatments[id].slugs[locale];
}

export function treatmentIdFromSlug(slug: string, locale: Locale): TreatmentId | undefined {
  return treatmentIds.find((id) => treatmentSlug(id, locale) === slug);
}

export function treatmentImage(id: TreatmentId): ImageSlot {
  return treatments[id].image ?? areaImages[treatments[id].area];
}

export function treatmentsInArea(area: ServiceArea): TreatmentId[] {
  return treatmentIds.filter((id) => treatments[id].area === area);
}
