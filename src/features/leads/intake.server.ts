import 'server-only';
import { parse as parseCookies } from 'cookie';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';
import { CONSENT_COOKIE, consentedTo } from '@/lib/consent';
import { localizedPath } from '@/i18n/paths';
import type { CommitBatcher } from '@/server/db/commit-batcher';
import type { Database, OutboxChannel } from '@/server/db/schema';
import { errorKind, log } from '@/server/log';
import { consume, type RateLimiter } from '@/server/rate-limit';
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
  /** The notification channels that are configured; only these get outbox rows. */
  channels: OutboxChannel[];
  /** Per-address limit on leads; absent when turned off (the intake benchmark only). */
  limiter?: RateLimiter;
  /** SQLite: leads that arrive together are committed together (one sync to disk). */
  batcher?: CommitBatcher;
  /** Called after a lead commits, so the outbox worker delivers at once. */
  onStored?: () => void;
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
  let locale: Locale = defaultLocale;
  let page: string | undefined;
  const respond = (
    status: number,
    body: { error: string; fields?: Record<string, string>; retryAfter?: number },
    headers: Record<string, string> = {},
  ) =>
    wantsPage
      ? problemPage(status, body, { locale, page, headers })
      : Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
  const success = (lead: StoredLead) => {
    const next = nextPath(lead);
    if (wantsPage) return new Response(null, { status: 303, headers: { location: next, 'cache-control': 'no-store' } });
    return Response.json({ id: lead.id, next }, { status: 201, headers: { 'cache-control': 'no-store' } });
  };

  let parsed: ParsedBody;
  try {
    parsed = await parseBody(request, services.storage, leadBodyLimits);
  } catch (error) {
    if (!(error instanceof BodyProblem)) throw error;
    log.info('lead.refused', { outcome: error.code, status: error.status });
    return respond(error.status, { error: error.code, ...(Object.keys(error.fields).length ? { fields: error.fields } : {}) });
  }
  const discard = async (response: Response | Promise<Response>) => {
    await services.storage.remove(parsed.files.map((file) => file.storedName).filter(Boolean));
    return response;
  };

  const { fields } = parsed;
  if (typeof fields.locale === 'string' && isLocale(fields.locale)) locale = fields.locale;
  if (typeof fields.page === 'string' && fields.page.startsWith('/') && !fields.page.startsWith('//')) page = fields.page;

  const rawKey = request.headers.get('idempotency-key') ?? fields.idempotencyKey;
  let idempotencyKey: string | undefined;
  if (rawKey !== undefined && rawKey !== null && rawKey !== '') {
    const key = IdempotencyKeySchema.safeParse(rawKey);
    if (!key.success) return discard(respond(400, { error: 'invalid', fields: { idempotencyKey: 'invalid' } }));
    idempotencyKey = key.data;
    const existing = await findByIdempotencyKey(services.db, idempotencyKey);
    if (existing) {
      log.info('lead.replayed', { leadId: existing.id, outcome: 'idempotent_replay' });
      return discard(success(existing));
    }
  }

  // The form's own fields (the page's address, read by its script) win over the address it was
  // posted from, which wins over the visit's first landing (kept only with marketing consent).
  const withAttribution: Record<string, unknown> = { ...cookieAttribution(request), ...pageAttribution(request), ...fields };
  const validation = parseLead(withAttribution, parsed.files);
  if (!validation.ok) {
    log.info('lead.refused', { outcome: 'invalid', status: 400, fields: Object.keys(validation.fields).join(',') });
    return discard(respond(400, { error: 'invalid', fields: validation.fields as Record<string, string> }));
  }
  const lead = validation.lead;
  if (lead.files.some((file) => !file.contentType || !(acceptedFileTypes as readonly string[]).includes(file.contentType))) {
    log.info('lead.refused', { outcome: 'file_type', status: 415 });
    return discard(respond(415, { error: 'unsupported_media_type', fields: { files: 'file_type' } }));
  }

  if (services.limiter) {
    const retryAfter = await consume(services.limiter, address);
    if (retryAfter !== null) {
      log.info('lead.refused', { outcome: 'rate_limited', status: 429 });
      return discard(respond(429, { error: 'rate_limited', retryAfter }, { 'retry-after': String(retryAfter) }));
    }
  }

  try {
    const stored = await insertLead(services.db, lead, { channels: services.channels, idempotencyKey, batcher: services.batcher });
    log.info('lead.stored', { leadId: stored.id, type: stored.type, outcome: lead.spam ? 'spam' : 'stored', files: lead.files.length });
    if (!lead.spam) services.onStored?.();
    return success(stored);
  } catch (error) {
    if (error instanceof DuplicateIdempotencyKey && idempotencyKey) {
      const existing = await findByIdempotencyKey(services.db, idempotencyKey);
      if (existing) {
        log.info('lead.replayed', { leadId: existing.id, outcome: 'idempotent_race' });
        return discard(success(existing));
      }
    }
    await services.limiter?.reward(address).catch(() => undefined);
    log.error('lead.failed', { outcome: 'unavailable', error: errorKind(error) });
    return discard(respond(503, { error: 'unavailable' }, { 'retry-after': '30' }));
  }
}
