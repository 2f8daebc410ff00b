import { createHmac } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import { attributionKeys } from '@/config/leads';
import { site, whatsappUrl } from '@/config/site';
import type { OutboxRow } from '@/server/db/schema';
import { englishTreatmentName, leadEmailTranslator } from './messages';
import type { LeadDetail } from './store';

export interface NotifyConfig {
  siteUrl: string;
  from: string;
  notifyTo: string[];
  webhookUrl?: string;
  webhookSecret?: string;
}

export interface Channels {
  mail?: Transporter;
  config: NotifyConfig;
  fetch?: typeof fetch;
}

const yesNo = (value: number) => (value ? 'yes' : 'no');

/** The lead's page in the staff inbox (PRODUCT.md); until it exists, `npm run leads -- show <id>`. */
export const leadUrl = (siteUrl: string, id: string) => `${siteUrl}/admin/leads/${id}`;

export function coordinatorEmail({ lead, files }: LeadDetail, config: NotifyConfig) {
  const treatment = englishTreatmentName(lead.treatment) ?? 'no treatment chosen';
  const attribution = attributionKeys
    .map((key) => [key, lead[key]] as const)
    .filter(([, value]) => value)
    .map(([key, value]) => `  ${key}: ${value}`);
  const lines = [
    `A new ${lead.type} request arrived on ${new Date(lead.created_at).toISOString()}.`,
    '',
    `Full name: ${lead.full_name}`,
    `Phone: ${lead.phone}`,
    `Email: ${lead.email ?? '(not given)'}`,
    `Type: ${lead.type}`,
    `Treatment: ${treatment}`,
    `Language: ${lead.locale}`,
    `Preferred channel: ${lead.preferred_channel ?? '(not given)'}`,
    `Preferred time: ${lead.preferred_time ?? '(not given)'}`,
    `Time zone: ${lead.time_zone ?? '(not given)'}`,
    `Page: ${lead.page ?? '(not given)'}`,
    '',
    'Message:',
    lead.message ?? '(none)',
    '',
    `Consents: privacy ${yesNo(lead.consent_privacy)}, health data ${yesNo(lead.consent_health_data)}, marketing ${yesNo(lead.consent_marketing)}`,
    `Files: ${files.length}`,
    attribution.length ? `Attribution:\n${attribution.join('\n')}` : 'Attribution: none',
    '',
    `Open the lead: ${leadUrl(config.siteUrl, lead.id)}`,
    `Lead id: ${lead.id}`,
  ];
  return {
    subject: `New ${lead.type} lead: ${treatment} (${lead.locale})`,
    text: lines.join('\n'),
  };
}

export async function visitorEmail({ lead }: LeadDetail) {
  const t = await leadEmailTranslator(lead.locale);
  const text = [
    t('greeting', { name: lead.full_name }),
    '',
    t('received', { brand: site.brand }),
    '',
    t('nextTitle'),
    `1. ${t('next1')}`,
    `2. ${t('next2')}`,
    `3. ${t('next3')}`,
    '',
    t('reachTitle'),
    t('phone', { phone: site.phone }),
    t('whatsapp', { url: whatsappUrl }),
    t('email', { email: site.email }),
    '',
    t('notYou'),
    '',
    t('signature', { brand: site.brand }),
  ].join('\n');
  return { subject: t('subject', { brand: site.brand }), text };
}

export function webhookBody(eventId: string, { lead, files }: LeadDetail) {
  return {
    event: 'lead.created',
    eventId,
    lead: {
      id: lead.id,
      createdAt: new Date(lead.created_at).toISOString(),
      type: lead.type,
      fullName: lead.full_name,
      email: lead.email,
      phone: lead.phone,
      message: lead.message,
      treatment: lead.treatment,
      locale: lead.locale,
      preferredChannel: lead.preferred_channel,
      preferredTime: lead.preferred_time,
      timeZone: lead.time_zone,
      consents: {
        privacy: Boolean(lead.consent_privacy),
        healthData: Boolean(lead.consent_health_data),
        marketing: Boolean(lead.consent_marketing),
      },
      page: lead.page,
      attribution: Object.fromEntries(attributionKeys.map((key) => [key, lead[key]])),
      files: files.map((file) => ({ id: file.id, name: file.original_name, contentType: file.content_type, size: file.size })),
    },
  };
}

export const signature = (secret: string, rawBody: string) => `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;

/** Delivers one outbox row; throws when the channel did not accept it. */
export async function deliver(row: OutboxRow, detail: LeadDetail, channels: Channels): Promise<void> {
  const { config } = channels;
  const domain = config.siteUrl.replace(/^https?:\/\//, '').replace(/[:/].*$/, '') || 'localhost';
  // A stable Message-ID lets mail systems drop a duplicate if a retry repeats a delivery.
  const messageId = `<${row.id}@${domain}>`;
  switch (row.channel) {
    case 'coordinator-email': {
      if (!channels.mail) throw new Error('no mail transport');
      const email = coordinatorEmail(detail, config);
      await channels.mail.sendMail({ from: config.from, to: config.notifyTo, messageId, ...email });
      return;
    }
    case 'visitor-email': {
      if (!channels.mail) throw new Error('no mail transport');
      if (!detail.lead.email) return;
      const email = await visitorEmail(detail);
      await channels.mail.sendMail({ from: config.from, to: detail.lead.email, replyTo: site.email, messageId, ...email });
      return;
    }
    case 'webhook': {
      if (!config.webhookUrl || !config.webhookSecret) throw new Error('no webhook configured');
      const raw = JSON.stringify(webhookBody(row.id, detail));
      const response = await (channels.fetch ?? fetch)(config.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': signature(config.webhookSecret, raw), 'x-event-id': row.id },
        body: raw,
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
      return;
    }
  }
}
