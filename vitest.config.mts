import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Server-only modules are what the unit tests exercise; the guard matters in the Next.js build.
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'tests/support/**/*.test.ts'],
    environment: 'node',
    // next-intl imports 'next/navigation' without an extension; Vite resolves it when it inlines the package.
    server: { deps: { inline: ['next-intl'] } },
    setupFiles: ['./tests/setup/fail-on-console-error.ts'],
    // An S3-compatible server on loopback, for the storage tests on S3 (tests/support/s3-server.mjs).
    globalSetup: ['./tests/setup/s3-server.ts'],
    // The server's structured logs are shown for failing tests only.
    silent: 'passed-only',
  },
});
