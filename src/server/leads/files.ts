import { mkdir, open, readdir, stat, unlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { acceptedFileTypes, leadLimits } from '@/config/leads';
import { newId } from './ids';

export interface UploadedFile {
  originalName: string;
  contentType: string;
  size: number;
  bytes: Uint8Array;
}

export interface StoredFile {
  id: string;
  originalName: string;
  storedName: string;
  contentType: string;
  size: number;
}

export type FileCheck = { ok: true; files: UploadedFile[] } | { ok: false; code: 'file_too_large' | 'file_type' };

const extensions: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heif',
};

/** Names are kept for the coordinators, without paths or control characters. */
const cleanName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\u0000-\u001F\u007F-\u009F]/g, '')
    .trim()
    .slice(0, 200) || 'document';

/** Checks size and type by content (never by name or by the type the browser claims). */
export async function checkFiles(files: File[]): Promise<FileCheck> {
  const checked: UploadedFile[] = [];
  for (const file of files) {
    if (file.size > leadLimits.maxFileBytes) return { ok: false, code: 'file_too_large' };
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = await fileTypeFromBuffer(bytes);
    const contentType = type?.mime === 'image/heif-sequence' ? 'image/heif' : type?.mime;
    if (!contentType || !(acceptedFileTypes as readonly string[]).includes(contentType)) return { ok: false, code: 'file_type' };
    checked.push({ originalName: cleanName(file.name), contentType, size: bytes.byteLength, bytes });
  }
  return { ok: true, files: checked };
}

export const uploadsDir = (dataDir: string) => resolve(dataDir, 'uploads');

/**
 * Writes the files under DATA_DIR/uploads with random names and syncs them to disk before the
 * lead's transaction commits. They are never served publicly.
 */
export async function writeFiles(dataDir: string, files: UploadedFile[]): Promise<StoredFile[]> {
  if (files.length === 0) return [];
  const directory = uploadsDir(dataDir);
  await mkdir(directory, { recursive: true });
  const stored: StoredFile[] = [];
  try {
    for (const file of files) {
      const storedName = `${newId()}.${extensions[file.contentType] ?? 'bin'}`;
      const handle = await open(join(directory, storedName), 'wx', 0o600);
      stored.push({ id: newId(), originalName: file.originalName, storedName, contentType: file.contentType, size: file.size });
      try {
        await handle.writeFile(file.bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
    }
    const dir = await open(directory, 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  } catch (error) {
    await removeFiles(dataDir, stored);
    throw error;
  }
  return stored;
}

export async function removeFiles(dataDir: string, files: { storedName: string }[]): Promise<void> {
  await Promise.all(files.map((file) => unlink(join(uploadsDir(dataDir), file.storedName)).catch(() => undefined)));
}

/**
 * Files written for a lead whose transaction never committed (the process died in between) are
 * removed at start-up. Recent files are left alone: their transaction may still be running.
 */
export async function sweepOrphanFiles(dataDir: string, known: (names: string[]) => Promise<Set<string>>, olderThanMs = 60 * 60_000) {
  const directory = uploadsDir(dataDir);
  let names: string[];
  try {
    names = await readdir(directory);
  } catch {
    return 0;
  }
  if (names.length === 0) return 0;
  const referenced = await known(names);
  let removed = 0;
  for (const name of names) {
    if (referenced.has(name)) continue;
    const info = await stat(join(directory, name)).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > olderThanMs) {
      await unlink(join(directory, name)).catch(() => undefined);
      removed += 1;
    }
  }
  return removed;
}
