import 'server-only';
import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { fileTypeFromBuffer } from 'file-type';
import { newId } from './ids';
import type { FileStorage } from './storage/file-storage';

export type BodyKind = 'json' | 'form' | 'multipart';

/** A body the intake cannot take: answered with this status and code. */
export class BodyProblem extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    readonly code: 'invalid' | 'too_large' | 'unsupported_media_type',
    /** Keyed by field name; a file that is too large is reported under `BodyLimits.fileField`. */
    readonly fields: Record<string, 'invalid' | 'file_too_large' | 'invalid_characters'> = {},
  ) {
    super(code);
  }
}

/** A file of a multipart body, as it was stored: its content type was read from its bytes. */
export interface UploadedFile {
  id: string;
  originalName: string;
  storedName: string;
  /** null when the bytes are of no known type. */
  contentType: string | null;
  size: number;
  /** The SHA-256 of the bytes, in base64url: a file's part of an idempotency key's fingerprint. */
  sha256?: string;
}

/** What one endpoint takes: which part carries files, how many and how large. */
export interface BodyLimits {
  /** The name of the multipart part that carries files; other file parts are ignored. */
  fileField: string;
  maxFiles: number;
  maxFileBytes: number;
  /** A body without files (JSON, form-encoded), and each text field of a multipart body. */
  maxFormBytes: number;
}

/** The largest multipart body the limits allow: every file at its largest, the fields and the framing. */
export const maxMultipartBytes = (limits: BodyLimits) => limits.maxFiles * limits.maxFileBytes + limits.maxFormBytes;

export interface ParsedBody {
  kind: BodyKind;
  fields: Record<string, unknown>;
  /** Files already written to the storage; whoever parsed the body removes them if the lead is not stored. */
  files: UploadedFile[];
}

export function bodyKind(contentType: string | null): BodyKind | undefined {
  const type = (contentType?.split(';')[0] ?? '').trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'multipart/form-data') return 'multipart';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return undefined;
}

/**
 * Bidirectional embeddings, overrides and isolates: a file name with one is refused, since it
 * could read in the inbox as another name and another extension (issue 20).
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

/** Names are kept for the coordinators, without paths or control characters. */
const cleanName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\u0000-\u001F\u007F-\u009F]/g, '')
    .trim()
    .slice(0, 200) || 'document';

/** Enough bytes to recognise any accepted type by its signature. */
const SNIFF_BYTES = 4100;

/**
 * Reads a request's body: a lead's, an interview answer's. JSON and plain form posts are small
 * and read whole (at most `limits.maxFormBytes`); multipart bodies are streamed: each file goes
 * to the storage as it arrives, with only its first bytes kept to recognise its type, so memory
 * stays flat whatever the size of the upload (docs/decisions/007-one-way-to-serve.md).
 */
export async function parseBody(request: Request, storage: FileStorage, limits: BodyLimits): Promise<ParsedBody> {
  const contentType = request.headers.get('content-type');
  const kind = bodyKind(contentType);
  if (!kind) throw new BodyProblem(415, 'unsupported_media_type');
  const limit = kind === 'multipart' ? maxMultipartBytes(limits) : limits.maxFormBytes;
  if (Number(request.headers.get('content-length') ?? NaN) > limit) throw new BodyProblem(413, 'too_large');
  if (!request.body) return { kind, fields: {}, files: [] };
  if (kind === 'multipart') return parseMultipart(request.body, contentType!, storage, limits);

  const bytes = await readAtMost(request.body, limit);
  if (kind === 'json') {
    let value: unknown;
    try {
      value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      throw new BodyProblem(400, 'invalid', { body: 'invalid' });
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw new BodyProblem(400, 'invalid', { body: 'invalid' });
    return { kind, fields: value as Record<string, unknown>, files: [] };
  }
  const fields: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(new TextDecoder().decode(bytes))) fields[name] ??= value;
  return { kind, fields, files: [] };
}

async function readAtMost(body: ReadableStream<Uint8Array>, limit: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BodyProblem(413, 'too_large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function parseMultipart(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  storage: FileStorage,
  limits: BodyLimits,
): Promise<ParsedBody> {
  const maxBytes = maxMultipartBytes(limits);
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  const writes: Promise<unknown>[] = [];
  let problem: BodyProblem | undefined;

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // Browsers send file names in UTF-8; busboy reads them as Latin-1 unless told (issue 20).
      defParamCharset: 'utf8',
      limits: { fileSize: limits.maxFileBytes, fieldSize: limits.maxFormBytes, fields: 100, parts: 100 + limits.maxFiles * 4 },
    });
  } catch {
    return Promise.reject(new BodyProblem(400, 'invalid', { body: 'invalid' }));
  }
  const source = Readable.fromWeb(body as WebReadableStream<Uint8Array>);
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.byteLength;
      if (received > maxBytes) callback(new BodyProblem(413, 'too_large'));
      else callback(null, chunk);
    },
  });
  const stored = () => files.map((file) => file.storedName).filter(Boolean);
  const nameless = new WeakSet<UploadedFile>();

  return new Promise<ParsedBody>((resolve, reject) => {
    let finished = false;
    const finish = async () => {
      if (finished) return;
      finished = true;
      await Promise.allSettled(writes);
      // A nameless, empty part is what an empty file input sends: no document.
      const empty = files.filter((file) => file.size === 0 && nameless.has(file));
      if (empty.length > 0) await storage.remove(empty.map((file) => file.storedName).filter(Boolean));
      if (problem) {
        await storage.remove(stored());
        reject(problem);
      } else resolve({ kind: 'multipart', fields, files: files.filter((file) => !empty.includes(file)) });
    };
    const active = new Set<Transform>();
    const fail = (error: unknown) => {
      if (problem) return;
      problem = error instanceof BodyProblem ? error : new BodyProblem(400, 'invalid', { body: 'invalid' });
      // The rest of the upload is not read. The parser may be in the middle of a chunk (this can
      // be its own 'limit' event): it is only cut off now, and destroyed once it has returned.
      source.unpipe(counter);
      counter.unpipe(parser);
      source.destroy();
      for (const stream of active) stream.destroy(problem);
      setImmediate(() => parser.destroy());
      void finish();
    };

    parser.on('field', (name, value) => {
      fields[name] ??= value;
    });
    parser.on('file', (name, stream, info) => {
      // A part that is skipped, or cut off when the body is refused, ends in an error of its own.
      stream.on('error', () => undefined);
      if (name !== limits.fileField || problem) {
        stream.resume();
        return;
      }
      if (BIDI_CONTROLS.test(info.filename ?? '')) {
        stream.resume();
        fail(new BodyProblem(400, 'invalid', { [limits.fileField]: 'invalid_characters' }));
        return;
      }
      const file: UploadedFile = { id: newId(), originalName: cleanName(info.filename ?? ''), storedName: '', contentType: null, size: 0 };
      files.push(file);
      if (!info.filename) nameless.add(file);
      // Beyond the limit of files, the rest are counted (the schema refuses them) but not kept.
      if (files.length > limits.maxFiles) {
        stream.resume();
        return;
      }
      file.storedName = newId();
      let head = Buffer.alloc(0);
      const digest = createHash('sha256');
      const sniffer = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          if (head.byteLength < SNIFF_BYTES) head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.byteLength)]);
          digest.update(chunk);
          callback(null, chunk);
        },
      });
      active.add(sniffer);
      sniffer.on('close', () => active.delete(sniffer));
      // Its error reaches the storage's reader, which may not have started yet when it is cut off.
      sniffer.on('error', () => undefined);
      stream.on('limit', () => fail(new BodyProblem(413, 'too_large', { [limits.fileField]: 'file_too_large' })));
      stream.on('error', (error) => sniffer.destroy(error));
      writes.push(
        storage.write(file.storedName, stream.pipe(sniffer)).then(
          async ({ size }) => {
            file.size = size;
            file.sha256 = digest.digest('base64url');
            const type = await fileTypeFromBuffer(head);
            file.contentType = type?.mime === 'image/heif-sequence' ? 'image/heif' : (type?.mime ?? null);
          },
          (error: unknown) => {
            // The storage removed its partial file; nothing to track.
            file.storedName = '';
            fail(error);
          },
        ),
      );
    });
    parser.on('error', fail);
    parser.on('close', () => {
      if (!problem) void finish();
    });
    counter.on('error', fail);
    source.on('error', fail);
    source.pipe(counter).pipe(parser);
  });
}
