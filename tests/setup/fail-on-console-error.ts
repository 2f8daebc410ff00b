import { afterEach, beforeEach, vi } from 'vitest';

// An unexpected console.error (a React warning, a missing translation) fails the test.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});
