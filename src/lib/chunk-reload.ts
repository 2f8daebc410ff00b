/** SPEC.md section 9: a chunk-load failure reloads the page, at most once per 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const STORAGE_KEY = 'chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return (
    name === 'ChunkLoadError' ||
    (typeof message === 'string' &&
      /Loading (CSS )?chunk [\w/.-]+ failed|Failed to load chunk|error loading dynamically imported module/i.test(message))
  );
}

/** Reloads unless a reload for the same reason happened within the guard; says whether it did. */
export function reloadAfterChunkError(storage: Pick<Storage, 'getItem' | 'setItem'>, reload: () => void, now = Date.now()): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  reload();
  return true;
}
