import 'server-only';
import type { Transporter } from 'nodemailer';
import { Webhook } from 'standardwebhooks';
import { programmeName } from '@/config/programme-names';
import { site, whatsappUrl } from '@/config/site';
import { treatmentIds, type TreatmentId } from '@/config/treatments';
import { loadContent } from '@/lib/content/load';
import type { InterviewSummary, LeadRow, OutboxRow } from '@/server/db/schema';
import { translator } from '@/i18n/translator.server';
import type { LeadDetail } from './repository.server';
import { leadFields, type LeadField } from './schema';

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

/** The lead's page in the staff inbox (PRODUCT.md); until it exists, `npm run leads -- show <id>`. */
export const leadUrl = (siteUrl: string, id: string) => `${siteUrl}/admin/leads/${id}`;

/** Coordinators read English: a treatment's English title, from its content entry. */
async function englishTreatmentName(id: string | null): Promise<string | null> {
  if (!id || !(treatmentIds as readonly string[]).includes(id)) return id;
  return (await loadContent('treatments', 'en', id as TreatmentId)).title;
}

const valueOf = (lead: LeadRow, field: LeadField) => lead[field.column];

/**
 * What the lead asks about, in the coordinators' words: the treatment's English title, else the
 * landing page's programme (issue 21), else that nothing was chosen.
 */
export async function leadSubject(lead: Pick<LeadRow, 'treatment' | 'programme'>): Promise<string | null> {
  const treatment = await englishTreatmentName(lead.treatment);
  if (treatment) return treatment;
  return lead.programme ? `${programmeName(lead.programme)} programme` : null;
}

export async function coordinatorEmail({ lead, files }: LeadDetail, config: NotifyConfig) {
  const subject = (await leadSubject(lead)) ?? 'no treatment chosen';
  const treatment = (await englishTreatmentName(lead.treatment)) ?? 'no treatment chosen';
  const section = (name: LeadField['email']['section']) => leadFields.filter((field) => field.email.section === name);
  const display = (field: LeadField) => {
    const value = valueOf(lead, field);
    if (field.kind === 'treatment') return treatment;
    if (field.column === 'programme' && value) return programmeName(String(value));
    if (field.kind === 'boolean') return value ? 'yes' : 'no';
    return value === null || value === '' ? '(not given)' : String(value);
  };
  const attribution = section('attribution')
    .filter((field) => valueOf(lead, field))
    .map((field) => `  ${field.email.label}: ${display(field)}`);
  const lines = [
    `A new ${lead.type} request arrived on ${new Date(lead.created_at).toISOString()}.`,
    `About: ${subject}`,
    '',
    ...section('details').map((field) => `${field.email.label}: ${display(field)}`),
    ...section('message').flatMap((field) => ['', `${field.email.label}:`, String(valueOf(lead, field) ?? '(none)')]),
    '',
    `Consents: ${section('consents')
      .map((field) => `${field.email.label} ${display(field)}`)
      .join(', ')}`,
    `Files: ${files.length}`,
    attribution.length ? `Attribution:\n${attribution.join('\n')}` : 'Attribution: none',
    '',
    `Open the lead: ${leadUrl(config.siteUrl, lead.id)}`,
    `Lead id: ${lead.id}`,
  ];
  return {
    subject: `New ${lead.type} lead: ${subject} (${lead.locale})`,
    text: lines.join('\n'),
  };
}

/**
 * The name to greet the visitor with in the confirmation, or undefined for a greeting without
 * it: the confirmation goes to an address that anyone could type, so it never repeats text that
 * a mail program would turn into a link (issue 20). A name is kept only when it is letters,
 * marks, spaces, hyphens, apostrophes and dots that end a word ("J. R."), with no dot between
 * two letters ("spam.example"), no digit, "@", ":" or "/".
 */
export function greetingName(name: string): string | undefined {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (trimmed.length === 0 || trimmed.length > 60) return undefined;
  if (!/^[\p{L}\p{M}' ’.-]+$/u.test(trimmed)) return undefined;
  if (/[\p{L}\p{M}][.][\p{L}\p{M}]/u.test(trimmed) || /\.{2}|-{2}/.test(trimmed)) return undefined;
  return trimmed;
}

export async function visitorEmail({ lead }: LeadDetail) {
  const t = await translator(lead.locale, 'LeadEmail');
  const name = greetingName(lead.full_name);
  const text = [
    name ? t('greeting', { name }) : t('greetingWithoutName'),
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

/**
 * The webhook's JSON: the lead's fields by name (from the field list), what it asks about in the
 * coordinators' words (`subject`), its consents, attribution and files.
 */
export function webhookBody(eventId: string, { lead, files }: LeadDetail, subject: string | null = null) {
  const byName = (section?: LeadField['email']['section']) =>
    Object.fromEntries(
      leadFields
        .filter(
          (field) =>
            field.email.section === section || (!section && (field.email.section === 'details' || field.email.section === 'message')),
        )
        .map((field) => [field.name, field.kind === 'boolean' ? Boolean(valueOf(lead, field)) : valueOf(lead, field)]),
    );
  const consents = byName('consents');
  return {
    event: 'lead.created',
    eventId,
    lead: {
      id: lead.id,
      createdAt: new Date(lead.created_at).toISOString(),
      ...byName(),
      subject,
      consents: { privacy: consents.consentPrivacy, healthData: consents.consentHealthData, marketing: consents.consentMarketing },
      attribution: byName('attribution'),
      files: files.map((file) => ({ id: file.id, name: file.original_name, contentType: file.content_type, size: file.size })),
    },
  };
}

const minutesAndSeconds = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

const reasons: Record<InterviewSummary['reason'], string> = {
  finished: 'The visitor finished the assistant interview.',
  callback: 'The visitor asked to be called back by a person.',
  idle: 'The visitor stopped answering the assistant interview 30 minutes ago.',
};

/** The interview's email to the coordinators: the typed answers, the recordings' count, the callback. */
export function interviewEmail({ lead }: LeadDetail, summary: InterviewSummary, config: NotifyConfig) {
  const answers = summary.answers.flatMap((answer) => {
    const value =
      answer.kind === 'text'
        ? (answer.text ?? '')
        : answer.kind === 'audio'
          ? `(recorded answer, ${minutesAndSeconds(answer.durationMs ?? 0)}: listen in the inbox)`
          : '(skipped)';
    return [`${answer.label}:`, value, ''];
  });
  const lines = [
    reasons[summary.reason],
    '',
    `Name: ${lead.full_name}`,
    `Language: ${lead.locale}`,
    `Callback requested: ${summary.callback.requested ? `yes${summary.callback.time ? `, best time: ${summary.callback.time}` : ''}` : 'no'}`,
    `Recordings: ${summary.recordings}`,
    '',
    ...(answers.length > 0 ? ['Answers:', '', ...answers] : ['No answers yet.', '']),
    `Open the lead: ${leadUrl(config.siteUrl, lead.id)}`,
    `Lead id: ${lead.id}`,
  ];
  const subject = summary.callback.requested
    ? `Callback requested: ${lead.full_name} (${lead.locale})`
    : `Interview answers: ${lead.full_name} (${lead.locale})`;
  return { subject, text: lines.join('\n') };
}

/** The webhook's JSON for `lead.interview`: the same facts as the email. */
export function interviewWebhookBody(eventId: string, { lead }: LeadDetail, summary: InterviewSummary) {
  return {
    event: 'lead.interview',
    eventId,
    lead: { id: lead.id, createdAt: new Date(lead.created_at).toISOString(), locale: lead.locale },
    interview: summary,
  };
}

const interviewOf = (row: OutboxRow): InterviewSummary | undefined =>
  row.event === 'lead.interview' && row.payload ? (JSON.parse(row.payload) as InterviewSummary) : undefined;

/**
 * The headers of a webhook delivery under the Standard Webhooks scheme: `webhook-id` (the outbox
 * row's id, the same on every retry, so a receiver drops a repeat), `webhook-timestamp` (seconds,
 * so a receiver refuses an old replay) and `webhook-signature` (`v1,` and the base64 HMAC-SHA256
 * of `id.timestamp.body` under the `whsec_` secret), made by the scheme's own library.
 */
export function webhookHeaders(secret: string, eventId: string, rawBody: string, at = new Date()): Record<string, string> {
  return {
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(eventId, at, rawBody),
  };
}

/** Delivers one outbox row; throws when the channel did not accept it. */
export async function deliver(row: OutboxRow, detail: LeadDetail, channels: Channels): Promise<void> {
  const { config } = channels;
  const domain = config.siteUrl.replace(/^https?:\/\//, '').replace(/[:/].*$/, '') || 'localhost';
  // A stable Message-ID lets mail systems drop a duplicate if a retry repeats a delivery.
  const messageId = `<${row.id}@${domain}>`;
  const interview = interviewOf(row);
  switch (row.channel) {
    case 'coordinator-email': {
      if (!channels.mail) throw new Error('no mail transport');
      const email = interview ? interviewEmail(detail, interview, config) : await coordinatorEmail(detail, config);
      await channels.mail.sendMail({ from: config.from, to: config.notifyTo, messageId, ...email });
      return;
    }
    case 'visitor-email': {
      if (!channels.mail) throw new Error('no mail transport');
      if (!detail.lead.email || interview) return;
      const email = await visitorEmail(detail);
      await channels.mail.sendMail({ from: config.from, to: detail.lead.email, replyTo: site.email, messageId, ...email });
      return;
    }
    case 'webhook': {
      if (!config.webhookUrl || !config.webhookSecret) throw new Error('no webhook configured');
      const raw = JSON.stringify(
        interview ? interviewWebhookBody(row.id, detail, interview) : webhookBody(row.id, detail, await leadSubject(detail.lead)),
      );
      const response = await (channels.fetch ?? fetch)(config.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...webhookHeaders(config.webhookSecret, row.id, raw) },
        body: raw,
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
      return;
    }
  }
}
