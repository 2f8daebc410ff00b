import { env } from '@/env';
import { site } from '@/config/site';
import { treatments, type TreatmentId } from '@/config/treatments';
import { localeInfo, type Locale } from '@/i18n/locales';
import type { TreatmentContent } from '@/lib/content/schemas';
import { organizationId } from '@/lib/seo';

/**
 * `MedicalWebPage` about a `MedicalProcedure`, from the page's own copy: how it is performed
 * (the overview), preparation (the consultation) and follow-up (aftercare).
 */
export function treatmentJsonLd({ id, locale, url, content }: { id: TreatmentId; locale: Locale; url: string; content: TreatmentContent }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalWebPage',
    '@id': `${url}#webpage`,
    url,
    name: content.pageTitle,
    description: content.description,
    inLanguage: localeInfo[locale].iso,
    lastReviewed: treatments[id].lastReviewed,
    audience: 'https://schema.org/Patient',
    publisher: { '@type': 'Organization', '@id': organizationId(), name: site.brand, url: env.SITE_URL },
    about: {
      '@type': 'MedicalProcedure',
      name: content.title,
      description: content.what.text,
      procedureType: `https://schema.org/${treatments[id].procedureType}`,
      howPerformed: [content.overview.intro, ...content.overview.steps].join(' '),
      preparation: content.faq.consultation.answer,
      followup: content.faq.aftercare.answer,
    },
  };
}
