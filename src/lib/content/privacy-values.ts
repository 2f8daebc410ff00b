import { dataProtection, representativeLine } from '@/config/data-protection';
import { site } from '@/config/site';
import { env } from '@/env';

/**
 * The facts the privacy policy's text names by placeholder: {brand}, {email}, {phone}, {address},
 * the retention periods the server applies ({leadDays}, {spamDays}, {recordingDays}), the
 * representatives in the EU and the UK and the channels of an application under KVKK
 * (src/config/data-protection.ts), so that the policy states what the configuration does.
 */
export const policyValues: Record<string, string> = {
  brand: site.brand,
  email: site.email,
  phone: site.phone,
  address: `${site.address.street}, ${site.address.postalCode} ${site.address.city}`,
  leadDays: String(env.LEAD_RETENTION_DAYS),
  spamDays: String(env.SPAM_RETENTION_DAYS),
  recordingDays: String(env.RECORDING_RETENTION_DAYS),
  euRepresentative: representativeLine(dataProtection.euRepresentative),
  ukRepresentative: representativeLine(dataProtection.ukRepresentative),
  kvkkAddress: dataProtection.kvkk.address,
  kvkkKep: dataProtection.kvkk.kep,
  kvkkEmail: dataProtection.kvkk.email,
};
