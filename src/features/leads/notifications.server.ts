import 'server-only';
import type { Kysely } from 'kysely';
import { programmeName } from '@/config/programme-names';
import { site, whatsappUrl } from '@/config/site';
import { treatmentIds, type TreatmentId } from '@/config/treatments';
import { loadContent } from '@/lib/content/load';
import type { Database, LeadRow } from '@/server/db/schema';
import { translator } from '@/i18n/translator.server';
import { inboxLeadUrl, type OutboxRenderer } from '@/server/outbox/outbox';
import { getLead, type LeadDetail } from './repository.server';
import { leadFields, type LeadField } from './schema';

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

export async function coordinatorEmail({ lead, files }: LeadDetail, siteUrl: string) {
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
    `Open the lead: ${inboxLeadUrl(siteUrl, lead.id)}`,
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
 * The webhook's JSON (after the outbox's `event` and `eventId`): the lead's fields by name (from
 * the field list), what it asks about in the coordinators' words (`subject`), its consents,
 * attribution and files.
 */
export function webhookBody({ lead, files }: LeadDetail, subject: string | null = null) {
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

/**
 * The outbox's renderer of `lead.created` (src/server/outbox): the coordinators' email, the
 * visitor's confirmation and the webhook's JSON, from the lead as it is when the row is
 * delivered. A lead erased in the meantime has nothing left to send.
 */
export function leadCreatedRenderer(db: Kysely<Database>, siteUrl: string): OutboxRenderer {
  return async (row) => {
    const detail = await getLead(db, row.lead_id);
    if (!detail) return undefined;
    switch (row.channel) {
      case 'coordinator-email':
        return { email: await coordinatorEmail(detail, siteUrl) };
      case 'visitor-email':
        return detail.lead.email ? { email: { to: detail.lead.email, replyTo: site.email, ...(await visitorEmail(detail)) } } : undefined;
      case 'webhook':
        return { webhook: webhookBody(detail, await leadSubject(detail.lead)) };
    }
  };
}
