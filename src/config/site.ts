/**
 * Brand, contacts, certificates and links: the one place an operator edits.
 * Every default here is a clearly fictional demo value.
 */
export const site = {
  brand: 'Bosphorus Health Bridge',
  shortBrand: 'BHB',
  legalName: 'Bosphorus Health Bridge Demo Ltd.',
  phone: '+90 212 000 00 00',
  email: 'hello@example.com',
  address: {
    street: 'Demo Caddesi No. 1, Şişli',
    city: 'İstanbul',
    postalCode: '34000',
    country: 'TR',
  },
  mapUrl: 'https://www.openstreetmap.org/?mlat=41.0602&mlon=28.9877#map=16/41.0602/28.9877',
  whatsapp: '900000000000',
  /**
   * The three registrations of SPEC.md section 1: each number with the body that issued it (named
   * in every language by the `HomePage.issuer…` messages). The health-tourism authorisation of an
   * intermediary is issued by the Ministry of Health (USHAŞ), not by the social security
   * institution (SGK).
   */
  certificates: {
    healthTourism: { number: 'HT-0000 (demo)', issuer: 'ministryOfHealth' },
    travelAgency: { number: 'TÜRSAB A-0000 (demo)', issuer: 'tursab' },
    chamberOfCommerce: { number: 'İTO 000000-0 (demo)', issuer: 'ito' },
  },
  social: {
    facebook: 'https://www.facebook.com/example',
    instagram: 'https://www.instagram.com/example',
    youtube: 'https://www.youtube.com/@example',
    x: 'https://x.com/example',
    linkedin: 'https://www.linkedin.com/company/example',
    tiktok: 'https://www.tiktok.com/@example',
  },
  /**
   * The editor responsible for the content, and the date the site's content was last updated
   * (the Turkish regulation of 12 November 2025 on health promotion asks for both). Shown in every
   * footer and on the about page; pages with their own date (treatments, the privacy policy) show
   * it too.
   */
  editor: { name: 'Deniz Örnek (demo)', email: 'editor@example.com' },
  contentUpdated: '2026-11-23',
  themeColor: '#20bbd7',
  copyrightYear: 2025,
} as const;

/** Places in pages that other pages link to. */
export const anchors = {
  /** The second-opinion form on the services page; the header's call to action links to it. */
  secondOpinion: 'second-opinion',
} as const;

export type SocialNetwork = keyof typeof site.social;
export const socialNetworks = Object.keys(site.social) as SocialNetwork[];

export const socialLabels: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  x: 'X',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
};

export const whatsappUrl = `https://wa.me/${site.whatsapp}`;
export const phoneHref = `tel:${site.phone.replace(/\s+/g, '')}`;
export const emailHref = `mailto:${site.email}`;
