import type { Generated, Insertable, Selectable } from 'kysely';

/** The values of `leads.type`: the kinds of request (PRODUCT.md, "Leads"). */
export const leadTypes = ['consultation', 'second-opinion', 'quote', 'contact'] as const;
export type LeadType = (typeof leadTypes)[number];

/** The values of `leads.status`: the coordinators' workflow; "lost" is the other way to close. */
export const leadStatuses = ['new', 'contacted', 'qualified', 'booked', 'closed', 'lost'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/**
 * The tables, the same on SQLite and PostgreSQL. Times are milliseconds since the epoch
 * (bigint on PostgreSQL, read back as numbers); booleans are 0 or 1.
 */
export interface Database {
  leads: LeadsTable;
  lead_files: LeadFilesTable;
  outbox: OutboxTable;
  idempotency_keys: IdempotencyKeysTable;
  interviews: InterviewsTable;
  interview_answers: InterviewAnswersTable;
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  lead_notes: LeadNotesTable;
  lead_activity: LeadActivityTable;
  lead_contacts: LeadContactsTable;
  job_runs: JobRunsTable;
}

export interface LeadsTable {
  id: string;
  created_at: number;
  type: LeadType;
  status: Generated<LeadStatus>;
  spam: number;
  full_name: string;
  email: string | null;
  phone: string;
  message: string | null;
  treatment: string | null;
  /** The landing page's programme (src/config/landings.ts), and the check-up tier asked about. */
  programme: string | null;
  checkup_tier: string | null;
  locale: string;
  preferred_channel: string | null;
  preferred_time: string | null;
  time_zone: string | null;
  consent_privacy: number;
  consent_health_data: number;
  consent_marketing: number;
  page: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  gclid: string | null;
  fbclid: string | null;
  /** The coordinator working the lead (a `staff.id`). */
  assigned_to: string | null;
  /** Name, email and phone folded, and the phone's digits, for the inbox's search (src/lib/fold.ts). */
  search_text: string | null;
  /** The name folded (src/lib/fold.ts), to find possible duplicates. */
  name_folded: string | null;
  /** The last thing that happened to the lead: arrival, interview, a staff action, a logged contact. */
  last_activity_at: number;
  /** When a coordinator first opened the lead, and who ("new to the team" until then). */
  first_opened_at: number | null;
  first_opened_by: string | null;
}

export interface LeadFilesTable {
  id: string;
  lead_id: string;
  original_name: string;
  stored_name: string;
  content_type: string;
  size: number;
  created_at: number;
}

export type OutboxChannel = 'coordinator-email' | 'visitor-email' | 'webhook';

/** What an outbox row tells: a new lead, or what the visitor said in the assistant interview. */
export type OutboxEvent = 'lead.created' | 'lead.interview' | 'lead.erased';

/**
 * The facts of a `lead.interview` row (its `payload`, as JSON), written by the interview feature
 * and delivered by the leads outbox: the email to the coordinators and the webhook.
 */
export interface InterviewSummary {
  /** Why the coordinators are told now. */
  reason: 'finished' | 'callback' | 'idle';
  answers: {
    question: string;
    /** The question in English, for the coordinators. */
    label: string;
    kind: 'text' | 'audio' | 'skipped';
    text?: string;
    durationMs?: number;
  }[];
  recordings: number;
  callback: { requested: boolean; time: string | null };
}

export interface OutboxTable {
  /** Also the event id of the webhook, for deduplication on the receiving side. */
  id: string;
  lead_id: string;
  channel: OutboxChannel;
  /** Failed rows gave up after OUTBOX_GIVE_UP_MS and stay visible. */
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
  event: Generated<OutboxEvent>;
  /** JSON: an `InterviewSummary` for `lead.interview`; null for `lead.created`. */
  payload: string | null;
}

export interface IdempotencyKeysTable {
  key: string;
  lead_id: string;
  /** The SHA-256 of the request the key was first used with (intake.server.ts); null for older keys. */
  fingerprint: string | null;
  created_at: number;
}

export const interviewProviders = ['guided'] as const;
export type InterviewProviderId = (typeof interviewProviders)[number];

export interface InterviewsTable {
  lead_id: string;
  provider: InterviewProviderId;
  started_at: number;
  last_activity_at: number;
  finished_at: number | null;
  callback_requested_at: number | null;
  callback_time: string | null;
  notified_at: number | null;
  /** When the visitor agreed that their answers are recorded and kept, and the version of that text. */
  consent_at: number | null;
  consent_version: string | null;
}

export interface InterviewAnswersTable {
  id: string;
  lead_id: string;
  question: string;
  kind: 'text' | 'audio' | 'skipped';
  text: string | null;
  stored_name: string | null;
  content_type: string | null;
  size: number | null;
  duration_ms: number | null;
  created_at: number;
}

export interface StaffTable {
  id: string;
  /** Lower case; the sign-in name. */
  email: string;
  display_name: string;
  /** argon2id, in its PHC string form. */
  password_hash: string;
  /** The second factor's secret, base32 (src/server/auth/second-factor.ts); null: none set yet. */
  totp_secret: string | null;
  /** The time step of the last code taken: a code is accepted once. */
  totp_last_step: number | null;
  /** 1: the password was generated, must be replaced at the next sign-in, and expires (ASVS 2.3.1). */
  password_change_required: Generated<number>;
  /** When the password was set (null before issue 20). */
  password_set_at: number | null;
  created_at: number;
}

export interface StaffSessionsTable {
  /** The SHA-256 of the cookie's token, in hex. */
  id: string;
  staff_id: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

export interface LeadNotesTable {
  id: string;
  lead_id: string;
  staff_id: string | null;
  staff_name: string;
  body: string;
  created_at: number;
}

/** What a coordinator did to a lead; `detail` says it in words (e.g. "new → contacted"). */
export const activityActions = ['status', 'assign', 'note', 'spam', 'retry', 'erase', 'contact'] as const;
export type ActivityAction = (typeof activityActions)[number];

export interface LeadActivityTable {
  id: string;
  lead_id: string;
  staff_id: string | null;
  staff_name: string;
  action: ActivityAction;
  detail: string;
  created_at: number;
}

/** How a coordinator reached for the patient, and what came of it (a logged contact). */
export const contactChannels = ['phone', 'whatsapp', 'email', 'sms', 'other'] as const;
export type ContactChannel = (typeof contactChannels)[number];
export const contactOutcomes = ['reached', 'no-answer', 'wrong-number', 'call-back', 'message-sent'] as const;
export type ContactOutcome = (typeof contactOutcomes)[number];

/** A contact with the patient, logged by a coordinator; erased with the lead. */
export interface LeadContactsTable {
  id: string;
  lead_id: string;
  staff_id: string | null;
  staff_name: string;
  channel: ContactChannel;
  outcome: ContactOutcome;
  /** For `call-back`: when to call again (ms). */
  call_back_at: number | null;
  note: string | null;
  created_at: number;
}

/** The lease row of a daily job (src/server/jobs.ts): whoever moves `next_run_at` runs it. */
export interface JobRunsTable {
  name: string;
  next_run_at: number;
  started_at: number | null;
  finished_at: number | null;
  runs: Generated<number>;
}

export type LeadRow = Selectable<LeadsTable>;
export type NewLead = Insertable<LeadsTable>;
export type LeadFileRow = Selectable<LeadFilesTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type InterviewRow = Selectable<InterviewsTable>;
export type InterviewAnswerRow = Selectable<InterviewAnswersTable>;
export type StaffRow = Selectable<StaffTable>;
export type LeadNoteRow = Selectable<LeadNotesTable>;
export type LeadContactRow = Selectable<LeadContactsTable>;
export type LeadActivityRow = Selectable<LeadActivityTable>;
