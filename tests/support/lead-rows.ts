import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { searchText } from '../../src/features/leads/repository.server';
import { foldText } from '../../src/lib/fold';
import type { Insertable } from 'kysely';
import type { Database, InterviewAnswersTable, NewLead } from '../../src/server/db/schema';

/**
 * Stores a lead row directly, for tests that need leads of a given age, status or owner without
 * going through the intake. Every column has a plain default; `values` overrides any of them.
 */
export async function insertLeadRow(db: Kysely<Database>, values: Partial<NewLead> = {}): Promise<string> {
  const createdAt = values.created_at ?? Date.now();
  const row: NewLead = {
    id: randomBytes(18).toString('base64url'),
    created_at: createdAt,
    last_activity_at: createdAt,
    type: 'consultation',
    spam: 0,
    full_name: 'Anna Schmidt',
    email: 'anna@example.com',
    phone: '+4930901820',
    message: null,
    treatment: null,
    programme: null,
    checkup_tier: null,
    locale: 'en',
    preferred_channel: null,
    preferred_time: null,
    time_zone: null,
    consent_privacy: 1,
    consent_health_data: 0,
    consent_marketing: 0,
    page: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
    gclid: null,
    fbclid: null,
    assigned_to: null,
    ...values,
  };
  // Written as the intake writes it, so the inbox's search is tested on real values.
  row.search_text ??= searchText({ fullName: row.full_name, email: row.email ?? null, phone: row.phone });
  row.name_folded ??= foldText(row.full_name);
  await db.insertInto('leads').values(row).execute();
  return row.id;
}

type AnswerRow = Insertable<InterviewAnswersTable>;

/** An interview answer recorded as audio, stored in `storedName`; `values` overrides any column. */
export function recordedAnswer(leadId: string, storedName: string, values: Partial<AnswerRow> = {}): AnswerRow {
  return {
    id: randomBytes(18).toString('base64url'),
    lead_id: leadId,
    question: 'goal',
    kind: 'audio',
    text: null,
    stored_name: storedName,
    content_type: 'audio/webm',
    size: 10,
    duration_ms: 1000,
    created_at: Date.now(),
    ...values,
  };
}

/** An interview answer typed as `text`; `values` overrides any column. */
export function typedAnswer(leadId: string, text: string, values: Partial<AnswerRow> = {}): AnswerRow {
  return {
    id: randomBytes(18).toString('base64url'),
    lead_id: leadId,
    question: 'history',
    kind: 'text',
    text,
    stored_name: null,
    content_type: null,
    size: null,
    duration_ms: null,
    created_at: Date.now(),
    ...values,
  };
}
