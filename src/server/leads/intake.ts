import type { Kysely } from 'kysely';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { z } from 'zod';
import { ATTRIBUTION_COOKIE, attributionKeys, leadLimits, maxMultipartBytes, type Attribution } from '@/config/leads';
import { isLocale, defaultLocale, type Locale } from '@/i18n/locales';
import { localizedPathname } from '@/i18n/paths';
import { landingPages } from '@/i18n/routing';
import type { CommitBatcher } from '@/server/db/commit-batcher';
import type { Database, OutboxChannel } from '@/server/db/schema';
import { errorKind, log } from '@/server/log';
import { checkFiles, removeFiles, writeFiles, type StoredFile } from './files';
import { problemPage } from './problem-page';
import { DuplicateIdempotencyKey, findByIdempotencyKey, insertLead, type StoredLead } from './store';
import { validateLead, type FieldErrors } from './validate';

export interface IntakeServices {
  db: Kysely<Database>;
  dataDir: string;
  /** The notification channels that are configured; only these get outbox rows. */
  channels: OutboxChannel[];
  /** Per-address limit on leads; absent when turned off (the intake benchmark only). */
  limiter?: RateLimiterAbstract;
  /** SQLite: leads that arrive together are committed together (one sync to disk). */
  batcher?: CommitBatcher;
  /** Called after a lead commits, so the outbox worker delivers at once. */
  onStored?: () => void;
}

type BodyKind = 'json' | 'form';
type Parsed = { fields: Record<string, unknown>; files: File[]; kind: BodyKind };

class HttpProblem extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    readonly code: string,
    readonly fields: FieldErrors = {},
  ) {
    super(code);
  }
}

/** The page to go to after a lead: the call page after a landing or quote form, else thank-you. */
export function nextPath(lead: Pick<StoredLead, 'id' | 'type' | 'fullName' | 'locale' | 'page'>): string {
  const locale: Locale = isLocale(lead.locale) ? lead.locale : defaultLocale;
  const fromLanding = lead.page !== null && landingPages.some((page) => localizedPathname(locale, page) === lead.page);
  if (lead.type === 'quote' || fromLanding) {
    return localizedPathname(locale, '/call/[id]/[fullname]', { id: lead.id, fullname: lead.fullName });
  }
  return localizedPathname(locale, '/complete');
}

/** The largest body accepted for a content type: files only come in multipart bodies. */
export function bodyLimit(contentType: string): number {
  return bodyKind(contentType) === 'multipart' ? maxMultipartBytes : leadLimits.maxFormBytes;
}

function bodyKind(contentType: string): BodyKind | 'multipart' | undefined {
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'multipart/form-data') return 'multipart';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return undefined;
}

/** Reads at most `limit` bytes of the body; a larger body is refused without reading it all. */
async function readBody(request: Request, limit: number): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > limit) throw new HttpProblem(413, 'too_large');
  if (!request.body) return Buffer.alloc(0);
  // A declared length within the limit is read in one go; the stream is counted otherwise.
  if (Number.isFinite(declared)) {
    const bytes = Buffer.from(await request.arrayBuffer());
    if (bytes.byteLength > limit) throw new HttpProblem(413, 'too_large');
    return bytes;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new HttpProblem(413, 'too_large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

async function parseBody(request: Request): Promise<Parsed> {
  const contentType = request.headers.get('content-type') ?? '';
  const kind = bodyKind(contentType);
  if (!kind) throw new HttpProblem(415, 'unsupported_media_type');
  const bytes = await readBody(request, bodyLimit(contentType));
  if (kind === 'json') {
    let value: unknown;
    try {
      value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      throw new HttpProblem(400, 'invalid', { body: 'invalid' });
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw new HttpProblem(400, 'invalid', { body: 'invalid' });
    return { fields: value as Record<string, unknown>, files: [], kind: 'json' };
  }
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength), {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    throw new HttpProblem(400, 'invalid', { body: 'invalid' });
  }
  const fields: Record<string, unknown> = {};
  const files: File[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] ??= value;
    // An empty file input still sends a nameless, empty part.
    else if (name === 'files' && (value.size > 0 || value.name !== '')) files.push(value);
  }
  return { fields, files, kind: 'form' };
}

const AttributionCookieSchema = z.object(
  Object.fromEntries(attributionKeys.map((key) => [key, z.string().max(leadLimits.attribution).optional()])),
);

function cookieAttribution(request: Request): Attribution {
  const cookie = request.headers
    .get('cookie')
    ?.split(/;\s*/)
    .find((part) => part.startsWith(`${ATTRIBUTION_COOKIE}=`));
  if (!cookie) return {};
  try {
    const parsed = AttributionCookieSchema.safeParse(JSON.parse(decodeURIComponent(cookie.slice(ATTRIBUTION_COOKIE.length + 1))));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

const IdempotencyKeySchema = z.string().regex(/^[\x21-\x7E]{8,128}$/);

/**
 * POST /api/leads: the one intake path of every form (PRODUCT.md, "Leads"). Success is
 * answered only after the lead, its files and its outbox rows are committed.
 *
 * `address` is the client's, for the per-address limit: scripts/server.mjs takes it from the
 * socket, or from X-Forwarded-For only when TRUST_PROXY is set; never from a header the client
 * chose.
 */
export async function handleLeadRequest(request: Request, services: IntakeServices, address: string): Promise<Response> {
  const accept = request.headers.get('accept') ?? '';
  let kind: BodyKind = 'json';
  let locale: Locale = defaultLocale;
  let page: string | undefined;
  const respond = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) => {
    // A form posted without JavaScript gets a page, not JSON.
    if (kind === 'form' && !accept.includes('application/json')) return problemPage(status, body, { locale, page, headers });
    return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
  };
  const success = (lead: StoredLead) => {
    const next = nextPath(lead);
    if (kind === 'form' && !accept.includes('application/json')) {
      return new Response(null, { status: 303, headers: { location: next, 'cache-control': 'no-store' } });
    }
    return Response.json({ id: lead.id, next }, { status: 201, headers: { 'cache-control': 'no-store' } });
  };

  let parsed: Parsed;
  try {
    const contentType = bodyKind(request.headers.get('content-type') ?? '');
    if (contentType === 'form' || contentType === 'multipart') kind = 'form';
    parsed = await parseBody(request);
  } catch (error) {
    if (error instanceof HttpProblem) {
      log.info('lead.refused', { outcome: error.code, status: error.status });
      return respond(error.status, { error: error.code, ...(Object.keys(error.fields).length ? { fields: error.fields } : {}) });
    }
    throw error;
  }
  if (typeof parsed.fields.locale === 'string' && isLocale(parsed.fields.locale)) locale = parsed.fields.locale;
  if (typeof parsed.fields.page === 'string' && parsed.fields.page.startsWith('/') && !parsed.fields.page.startsWith('//')) {
    page = parsed.fields.page;
  }

  const rawKey = request.headers.get('idempotency-key') ?? parsed.fields.idempotencyKey;
  let idempotencyKey: string | undefined;
  if (rawKey !== undefined && rawKey !== null && rawKey !== '') {
    const key = IdempotencyKeySchema.safeParse(rawKey);
    if (!key.success) return respond(400, { error: 'invalid', fields: { idempotencyKey: 'invalid' } });
    idempotencyKey = key.data;
    const existing = await findByIdempotencyKey(services.db, idempotencyKey);
    if (existing) {
      log.info('lead.replayed', { leadId: existing.id, outcome: 'idempotent_replay' });
      return success(existing);
    }
  }

  const validation = validateLead(parsed.fields, { fileCount: parsed.files.length, cookieAttribution: cookieAttribution(request) });
  if (!validation.ok) {
    log.info('lead.refused', { outcome: 'invalid', status: 400, fields: Object.keys(validation.fields).join(',') });
    return respond(400, { error: 'invalid', fields: validation.fields });
  }
  const fileCheck = await checkFiles(parsed.files);
  if (!fileCheck.ok) {
    const status = fileCheck.code === 'file_too_large' ? 413 : 415;
    log.info('lead.refused', { outcome: fileCheck.code, status });
    return respond(status, { error: status === 413 ? 'too_large' : 'unsupported_media_type', fields: { files: fileCheck.code } });
  }

  if (services.limiter) {
    try {
      await services.limiter.consume(address);
    } catch (rejection) {
      if (rejection instanceof Error) throw rejection;
      const retryAfter = Math.max(1, Math.ceil(((rejection as { msBeforeNext?: number }).msBeforeNext ?? 60_000) / 1000));
      log.info('lead.refused', { outcome: 'rate_limited', status: 429 });
      return respond(429, { error: 'rate_limited', retryAfter }, { 'retry-after': String(retryAfter) });
    }
  }

  let stored: StoredFile[] = [];
  try {
    stored = await writeFiles(services.dataDir, fileCheck.files);
    const lead = await insertLead(services.db, validation.lead, {
      files: stored,
      channels: services.channels,
      idempotencyKey,
      batcher: services.batcher,
    });
    log.info('lead.stored', { leadId: lead.id, type: lead.type, outcome: validation.lead.spam ? 'spam' : 'stored', files: stored.length });
    if (!validation.lead.spam) services.onStored?.();
    return success(lead);
  } catch (error) {
    await removeFiles(services.dataDir, stored);
    if (error instanceof DuplicateIdempotencyKey && idempotencyKey) {
      const existing = await findByIdempotencyKey(services.db, idempotencyKey);
      if (existing) {
        log.info('lead.replayed', { leadId: existing.id, outcome: 'idempotent_race' });
        return success(existing);
      }
    }
    await services.limiter?.reward(address).catch(() => undefined);
    log.error('lead.failed', { outcome: 'unavailable', error: errorKind(error) });
    return respond(503, { error: 'unavailable' }, { 'retry-after': '30' });
  }
}
