import { afterEach, describe, expect, it, vi } from 'vitest';
import { classify } from './use-microphone';

const failure = (name: string) => Object.assign(new Error(name), { name });

/** The browser's answer to "may this site use the microphone?" when getUserMedia failed. */
function permission(state: PermissionState | 'unsupported') {
  vi.stubGlobal('navigator', {
    permissions: state === 'unsupported' ? undefined : { query: () => Promise.resolve({ state }) },
  });
}

describe('the microphone state of a failed getUserMedia', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is denied when the visitor or the browser refused it', async () => {
    permission('denied');
    expect(await classify(failure('NotAllowedError'))).toBe('denied');
    permission('unsupported');
    expect(await classify(failure('NotAllowedError'))).toBe('denied');
  });

  it('is needed when the question was closed without an answer', async () => {
    permission('prompt');
    expect(await classify(failure('NotAllowedError'))).toBe('needed');
  });

  it('is missing when there is no input device', async () => {
    permission('granted');
    expect(await classify(failure('NotFoundError'))).toBe('missing');
    expect(await classify(failure('OverconstrainedError'))).toBe('missing');
  });

  it('is an error for anything else: a device in use, an insecure page, an unknown failure', async () => {
    permission('granted');
    expect(await classify(failure('NotReadableError'))).toBe('error');
    expect(await classify(failure('SecurityError'))).toBe('error');
    expect(await classify(new Error('boom'))).toBe('error');
    expect(await classify(undefined)).toBe('error');
  });
});
