import 'server-only';
import { Readable } from 'node:stream';
import { FILE_CSP } from '@/config/security-headers';
import { canPreviewInline } from '@/features/leads/inbox/previews';
import type { FileStorage } from '@/server/storage/file-storage';

/** `filename*` per RFC 6266/5987, so Turkish and Cyrillic names survive; a plain ASCII fallback. */
const disposition = (name: string, inline: boolean) =>
  `${inline ? 'inline' : 'attachment'}; filename="${name.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * A private file (a lead's document or an interview recording) for a signed-in coordinator.
 * Documents are downloaded as attachments, or shown inline when asked for and of a preview type;
 * recordings play in the page, with byte ranges so the player can seek. Never cached, never
 * sniffed, and sandboxed (FILE_CSP): a document opened in a tab runs nothing as the inbox.
 */
export async function fileResponse(
  request: Request,
  storage: FileStorage,
  file: { storedName: string; contentType: string; size: number; downloadName?: string; inline?: boolean },
): Promise<Response> {
  const inline = Boolean(file.inline) && canPreviewInline(file.contentType) !== undefined;
  const headers: Record<string, string> = {
    'content-type': file.contentType,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy': FILE_CSP,
    'accept-ranges': 'bytes',
    ...(file.downloadName ? { 'content-disposition': disposition(file.downloadName, inline) } : {}),
  };
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get('range') ?? '');
  if (range && (range[1] || range[2])) {
    const start = range[1] ? Number(range[1]) : Math.max(0, file.size - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), file.size - 1) : file.size - 1;
    if (start >= file.size || start > end) return new Response(null, { status: 416, headers: { 'content-range': `bytes */${file.size}` } });
    const stream = await storage.read(file.storedName, { start, end });
    return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
      status: 206,
      headers: { ...headers, 'content-range': `bytes ${start}-${end}/${file.size}`, 'content-length': String(end - start + 1) },
    });
  }
  const stream = await storage.read(file.storedName);
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
    headers: { ...headers, 'content-length': String(file.size) },
  });
}
