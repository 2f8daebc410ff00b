import 'server-only';
import { createHash } from 'node:crypto';
import { parse as parseCookies } from 'cookie';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';
import { CONSENT_COOKIE, consentedTo } from '@/lib/consent';
import { localizedPath } from '@/i18n/paths';
import { isSameSitePath } from '@/lib/same-site-path';
import { apiJson } from '@/server/api-response';
import { addressKey } from '@/server/client-address';
import type { CommitBatcher } from '@/server/db/commit-batcher';
import type { Database } from '@/server/db/schema';
import { errorKind, log } from '@/server/log';
import type { Outbox } from '@/server/outbox/outbox';
import { consume, exhausted, type RateLimiter } from '@/server/rate-limit';
import type { FileStorage } from '@/server/storage/file-storage';
import { BodyProblem, bodyKind, parseBody, type ParsedBody } from '@/server/request-body';
import {
  acceptedFileTypes,
  ATTRIBUTION_COOKIE,
  attributionKeys,
  followUpOf,
  leadBodyLimits,
  leadLimits,
  type Attribution,
} from './contract';
import { problemPage } from './problem-page.server';
import { DuplicateIdempotencyKey, findByIdempotencyKey, insertLead, type StoredLead } from './repository.server';
import { parseLead } from './schema';

export interface IntakeServices {
  db: Kysely<Database>;
  storage: FileStorage;
  /** Where the lead's notifications are written, with the lead, and delivered from. */
  outbox: Outbox;
  /** Per-address limit on leads; absent when turned off (the intake benchmark only). */
  limiter?: RateLimiter;
  /**
   * Per-address limit on refused posts (400, 413, 415), higher than the leads': a refused post
   * still cost a parse and perhaps a 50 MB upload. Absent when the limits are turned off.
   */
  refusedLimiter?: RateLimiter;
  /** One visitor confirmation per recipient address and 24 hours; absent when the limits are turned off. */
  confirmationLimiter?: RateLimiter;
  /** SQLite: leads that arrive together are committed together (one sync to disk). */
  batcher?: CommitBatcher;
}

/** The page to go to after a lead: the call page after a quote (the landing pages' form), else thank-you. */
export function nextPath(lead: StoredLead): string {
  const locale: Locale = isLocale(lead.locale) ? lead.locale : defaultLocale;
  return followUpOf[lead.type] === 'interview'
    ? localizedPath(locale, { pathname: '/call/[id]/[fullname]', params: { id: lead.id, fullname: lead.fullName } })
    : localizedPath(locale, { pathname: '/complete' });
}

const AttributionCookieSchema = z.object(
  Object.fromEntries(attributionKeys.map((key) => [key, z.string().max(leadLimits.attribution).optional()])),
);

/** The first landing's campaign, kept by the browser only with the marketing consent (features/consent/attribution.ts). */
function cookieAttribution(request: Request): Attribution {
  const cookies = parseCookies(request.headers.get('cookie') ?? '');
  const value = cookies[ATTRIBUTION_COOKIE];
  if (!value || !consentedTo(cookies[CONSENT_COOKIE], 'marketing')) return {};
  try {
    const parsed = AttributionCookieSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/**
 * The campaign parameters of the page a form was sent from, read from the `Referer` of a form
 * posted without JavaScript (the site's Referrer-Policy sends the full address to itself). A
 * visitor who fills the form of an ad's landing page is attributed without any cookie.
 */
function pageAttribution(request: Request): Attribution {
  const referer = request.headers.get('referer');
  if (!referer) return {};
  try {
    const url = new URL(referer);
    if (url.host !== request.headers.get('host')) return {};
    const parsed = AttributionCookieSchema.safeParse(
      Object.fromEntries(
        attributionKeys.flatMap((key) =>
          url.searchParams.get(key) ? [[key, url.searchParams.get(key)!.slice(0, leadLimits.attribution)]] : [],
        ),
      ),
    );
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

const IdempotencyKeySchema = z.string().regex(/^[\x21-\x7E]{8,128}$/);

/** Fields that change between two sends of the same form (its timing) or name the key itself. */
const UNFINGERPRINTED = new Set(['startedAt', 'sentAt', 'idempotencyKey']);

/**
 * The request's fingerprint that an idempotency key is bound to (IETF draft "The
 * Idempotency-Key HTTP Header Field", section 2.4): its fields, in a stable order, and each
 * file's name, size and SHA-256. The form's timing is left out: a retry sends a new `sentAt`.
 */
export function requestFingerprint(fields: Record<string, unknown>, files: ParsedBody['files']): string {
  const stable = Object.keys(fields)
    .filter((name) => !UNFINGERPRINTED.has(name))
    .sort()
    .map((name) => [name, fields[name]]);
  const documents = files.map((file) => [file.originalName, file.size, file.sha256 ?? null]);
  return createHash('sha256')
    .update(JSON.stringify([stable, documents]))
    .digest('base64url');
}

/**
 * Whether a post without the form's timing is a browser's own form submission: a form posted
 * without JavaScript, which cannot send the timing. Its evidence is what a browser sends with a
 * form navigation (Fetch Metadata: `Sec-Fetch-Mode: navigate`, `Sec-Fetch-Dest: document`), or,
 * from a browser too old for Fetch Metadata, an Origin or Referer naming this site. A script's
 * post never navigates, so a client that leaves the timing out is judged as a bot would be
 * (docs/decisions/014-open-internet.md).
 */
function isBrowserFormPost(request: Request, kind: string | undefined): boolean {
  if (kind !== 'form' && kind !== 'multipart') return false;
  const mode = request.headers.get('sec-fetch-mode');
  if (mode) return mode === 'navigate' && (request.headers.get('sec-fetch-dest') ?? 'document') === 'document';
  const host = request.headers.get('host');
  const source = request.headers.get('origin') ?? request.headers.get('referer');
  if (!source || !host) return false;
  try {
    return new URL(source).host === host;
  } catch {
    return false;
  }
}

/** A recipient address as the confirmation limit counts it: its digest, never the address. */
const recipientKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

/**
 * POST /api/leads: the one intake path of every form (PRODUCT.md, "Leads"). Success is
 * answered only after the lead, its files and its outbox rows are committed; any refusal
 * leaves nothing behind. `address` is the client's, from `clientAddress` (src/server).
 */
export async function handleLeadRequest(request: Request, services: IntakeServices, address: string): Promise<Response> {
  const accept = request.headers.get('accept') ?? '';
  const kind = bodyKind(request.headers.get('content-type'));
  // A form posted without JavaScript gets a page, not JSON.
  const wantsPage = (kind === 'form' || kind === 'multipart') && !accept.includes('application/json');
  const from = addressKey(address);
  let locale: Locale = defaultLocale;
  let page: string | undefined;
  const respond = (
    status: number,
    body: { error: string; fields?: Record<string, string>; retryAfter?: number },
    headers: Record<string, string> = {},
  ) => (wantsPage ? problemPage(status, body, { locale, page, headers }) : apiJson(body, status, headers));
  const success = (lead: StoredLead) => {
    const next = nextPath(lead);
    if (wantsPage) return new Response(null, { status: 303, headers: { location: next, 'cache-control': 'no-store' } });
    return apiJson({ id: lead.id, next }, 201);
  };
  const rateLimited = (retryAfter: number) => {
    log.info('lead.refused', { outcome: 'rate_limited', status: 429 });
    return respond(429, { error: 'rate_limited', retryAfter }, { 'retry-after': String(retryAfter) });
  };
  /** A refused post counts toward the address's allowance of refusals. */
  const refused = async (status: 400 | 413 | 415, body: { error: string; fields?: Record<string, string> }, outcome: string) => {
    log.info('lead.refused', { outcome, status, ...(body.fields ? { fields: Object.keys(body.fields).join(',') } : {}) });
    if (services.refusedLimiter) await consume(services.refusedLimiter, from);
    return respond(status, body);
  };

  // An address past its allowance is answered before its body is read, so nobody can make the
  // server parse and store uploads in a loop. A retry with an idempotency key still reaches its
  // lead: it may be the answer to a lead that was counted.
  const overRefused = services.refusedLimiter ? await exhausted(services.refusedLimiter, from) : null;
  if (overRefused !== null) return rateLimited(overRefused);
  if (services.limiter && !request.headers.has('idempotency-key')) {
    const overLeads = await exhausted(services.limiter, from);
    if (overLeads !== null) return rateLimited(overLeads);
  }

  let parsed: ParsedBody;
  try {
    parsed = await parseBody(request, services.storage, leadBodyLimits);
  } catch (error) {
    if (!(error instanceof BodyProblem)) throw error;
    return refused(error.status, { error: error.code, ...(Object.keys(error.fields).length ? { fields: error.fields } : {}) }, error.code);
  }
  const discard = async (response: Response | Promise<Response>) => {
    await services.storage.remove(parsed.files.map((file) => file.storedName).filter(Boolean));
    return response;
  };

  const { fields } = parsed;
  if (typeof fields.locale === 'string' && isLocale(fields.locale)) locale = fields.locale;
  if (typeof fields.page === 'string' && isSameSitePath(fields.page)) page = fields.page;

  const rawKey = request.headers.get('idempotency-key') ?? fields.idempotencyKey;
  let idempotencyKey: string | undefined;
  const fingerprint = requestFingerprint(fields, parsed.files);
  /** The lead of an earlier request with this key; a 422 when that request was another one. */
  const replay = async (existing: StoredLead & { fingerprint: string | null }, outcome: string) => {
    if (existing.fingerprint !== null && existing.fingerprint !== fingerprint) {
      log.info('lead.refused', { outcome: 'idempotency_key_reused', status: 422 });
      return discard(respond(422, { error: 'idempotency_key_reused' }));
    }
    log.info('lead.replayed', { leadId: existing.id, outcome });
    return discard(success(existing));
  };
  if (rawKey !== undefined && rawKey !== null && rawKey !== '') {
    const key = IdempotencyKeySchema.safeParse(rawKey);
    if (!key.success) return discard(refused(400, { error: 'invalid', fields: { idempotencyKey: 'invalid' } }, 'invalid'));
    idempotencyKey = key.data;
    const existing = await findByIdempotencyKey(services.db, idempotencyKey);
    if (existing) return replay(existing, 'idempotent_replay');
  }

  // The form's own fields (the page's address, read by its script) win over the address it was
  // posted from, which wins over the visit's first landing (kept only with marketing consent).
  const withAttribution: Record<string, unknown> = { ...cookieAttribution(request), ...pageAttribution(request), ...fields };
  const validation = parseLead(withAttribution, parsed.files);
  if (!validation.ok) return discard(refused(400, { error: 'invalid', fields: validation.fields as Record<string, string> }, 'invalid'));
  const lead = { ...validation.lead, spam: validation.lead.spam || (!validation.lead.timed && !isBrowserFormPost(request, kind)) };
  if (lead.files.some((file) => !file.contentType || !(acceptedFileTypes as readonly string[]).includes(file.contentType))) {
    return discard(refused(415, { error: 'unsupported_media_type', fields: { files: 'file_type' } }, 'file_type'));
  }

  if (services.limiter) {
    const retryAfter = await consume(services.limiter, from);
    if (retryAfter !== null) return discard(rateLimited(retryAfter));
  }

  // The visitor's confirmation goes to one address at most once a day, and never for spam: the
  // lead is stored and the coordinators told all the same (issue 20).
  let confirmed: string | undefined;
  if (services.outbox.channels.includes('visitor-email') && !lead.spam && lead.email) {
    const key = recipientKey(lead.email);
    if (!services.confirmationLimiter || (await consume(services.confirmationLimiter, key)) === null) confirmed = key;
  }

  try {
    const stored = await insertLead(services.db, lead, {
      outbox: services.outbox,
      confirm: Boolean(confirmed),
      idempotencyKey,
      fingerprint,
      batcher: services.batcher,
    });
    log.info('lead.stored', {
      leadId: stored.id,
      type: stored.type,
      outcome: lead.spam ? 'spam' : 'stored',
      files: lead.files.length,
      confirmation: confirmed ? 'queued' : lead.email && !lead.spam ? 'not_again_today' : 'none',
    });
    if (!lead.spam) services.outbox.nudge();
    return success(stored);
  } catch (error) {
    await Promise.all([
      services.limiter?.reward(from).catch(() => undefined),
      confirmed ? services.confirmationLimiter?.reward(confirmed).catch(() => undefined) : undefined,
    ]);
    if (error instanceof DuplicateIdempotencyKey && idempotencyKey) {
      const existing = await findByIdempotencyKey(services.db, idempotencyKey);
      if (existing) return replay(existing, 'idempotent_race');
    }
    log.error('lead.failed', { outcome: 'unavailable', error: errorKind(error) });
    return discard(respond(503, { error: 'unavailable' }, { 'retry-after': '30' }));
  }
}
