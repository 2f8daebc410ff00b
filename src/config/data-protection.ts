/**
 * Who answers for personal data besides the controller (src/config/site.ts): the representatives
 * in the EU and the UK (GDPR Art. 27, UK GDPR Art. 27: a controller outside the Union that
 * targets its residents names one there), and the channels of an application under KVKK (Art. 11
 * and 13; the Data Controllers' Application Communiqué): a written application to the address,
 * registered electronic mail (KEP) or email. The privacy policy shows them. Every default here is
 * a clearly fictional demo value.
 */
export const dataProtection = {
  euRepresentative: {
    name: 'Demo EU Representative GmbH (demo)',
    address: 'Musterstraße 1, 10115 Berlin, Germany',
    email: 'eu-representative@example.com',
  },
  ukRepresentative: {
    name: 'Demo UK Representative Ltd (demo)',
    address: '1 Example Street, London EC1A 1AA, United Kingdom',
    email: 'uk-representative@example.com',
  },
  kvkk: {
    /** Where a written application (KVKK Art. 13) is sent: the controller's registered address. */
    address: 'Demo Caddesi No. 1, Şişli, 34000 İstanbul, Türkiye (demo)',
    /** The registered electronic mail (KEP) address. */
    kep: 'bosphorus-health-bridge.demo@hs01.kep.tr (demo)',
    email: 'kvkk@example.com',
  },
} as const;

/** A representative as one line of the policy: name, address, email; no final full stop. */
export const representativeLine = ({ name, address, email }: { name: string; address: string; email: string }) =>
  `${name}, ${address}, ${email}`;
