import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadAfterChunkError } from './chunk-reload';
import { canPrefetch } from './connection';
import { progressBusy, requestEnded, requestStarted, routeChangeEnded, routeChangeStarted } from './progress';
import { loadingFlag, setLoading } from './loading';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) };
}

describe('chunk-load reload', () => {
  it('recognises chunk-load failures only', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('boom')).toBe(false);
  });

  it('reloads at most once per 60 seconds', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadAfterChunkError(storage, reload, 1_000_000)).toBe(true);
    expect(reloadAfterChunkError(storage, reload, 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reloadAfterChunkError(storage, reload, 1_000_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
  });
});

describe('prefetch policy', () => {
  it('prefetches on ordinary connections and when the API is missing', () => {
    expect(canPrefetch({ onLine: true, connection: { effectiveType: '4g', saveData: false } })).toBe(true);
    expect(canPrefetch({ onLine: true })).toBe(true);
  });

  it('does not prefetch on 2g, with data-saver, or offline', () => {
    expect(canPrefetch({ onLine: true, connection: { effectiveType: '2g' } })).toBe(false);
    expect(canPrefetch({ onLine: true, connection: { effectiveType: 'slow-2g' } })).toBe(false);
    expect(canPrefetch({ onLine: true, connection: { effectiveType: '4g', saveData: true } })).toBe(false);
    expect(canPrefetch({ onLine: false, connection: { effectiveType: '4g' } })).toBe(false);
  });
});

describe('progress and loading state', () => {
  it('is busy while a route change or any request is in flight', () => {
    expect(progressBusy.get()).toBe(false);
    routeChangeStarted();
    requestStarted();
    requestStarted();
    routeChangeEnded();
    expect(progressBusy.get()).toBe(true);
    requestEnded();
    expect(progressBusy.get()).toBe(true);
    requestEnded();
    expect(progressBusy.get()).toBe(false);
    requestEnded();
    expect(progressBusy.get()).toBe(false);
  });

  it('notifies subscribers of the global loading flag', () => {
    const listener = vi.fn();
    const unsubscribe = loadingFlag.subscribe(listener);
    setLoading(true);
    setLoading(true);
    setLoading(false);
    unsubscribe();
    setLoading(true);
    expect(listener).toHaveBeenCalledTimes(2);
    setLoading(false);
  });
});
