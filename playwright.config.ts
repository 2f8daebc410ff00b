import { defineConfig, devices } from '@playwright/test';
import debianChromium from './scripts/chromium.json';
import { TEST_STAFF, TEST_WEBHOOK_SECRET } from './tests/support/secrets';

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${port}`;
export const sink = { smtpPort: 3291, httpPort: 3292 };
const e2eDataDir = '.e2e-data';
/**
 * A second build of the site, with a Google Analytics measurement id (scripts/test.sh builds it
 * into .next-analytics): the cookie banner and analytics are tested there (tests/e2e/consent.spec.ts).
 */
const analyticsPort = Number(process.env.E2E_ANALYTICS_PORT ?? 3220);
export const analyticsBaseURL = `http://localhost:${analyticsPort}`;
export const analyticsMeasurementId = 'G-E2ETEST123';

/** The environment of a server under test: notifications go to the test sink, retries are quick. */
export function leadServerEnv({
  port,
  dataDir,
  smtpPort,
  httpPort,
}: {
  port: number;
  dataDir: string;
  smtpPort: number;
  httpPort: number;
}) {
  return {
    PORT: String(port),
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LEADS_NOTIFY_TO: 'coordinators@example.com',
    LEADS_WEBHOOK_URL: `http://127.0.0.1:${httpPort}/hook`,
    LEADS_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    // The tests stand for a reverse proxy on the same host: their X-Forwarded-For names each test's visitor.
    TRUST_PROXY: 'loopback',
    OUTBOX_RETRY_MIN_MS: '500',
    OUTBOX_RETRY_MAX_MS: '1000',
    OUTBOX_POLL_MS: '500',
    // The staff inbox's first account, as an automated deployment creates it (tests/e2e/inbox.spec.ts).
    ADMIN_EMAIL: TEST_STAFF.email,
    ADMIN_PASSWORD: TEST_STAFF.password,
    ADMIN_TOTP_SECRET: TEST_STAFF.totpSecret,
  };
}

/** Debian's Chromium, never a downloaded browser (see scripts/ensure-chromium.sh). */
const chromium = { executablePath: process.env.CHROMIUM_PATH ?? debianChromium.path, args: debianChromium.args };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two cores run the server, the sink and two browsers at once: a lead's commit and the next
  // page can take more than the default 5 s here. Budgets are measured by `npm run bench`.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium }, testIgnore: /mobile\.spec\.ts/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions: chromium }, testMatch: /mobile\.spec\.ts/ },
  ],
  webServer: [
    {
      // A real SMTP server and webhook receiver that the site notifies (tests/support/sink.ts).
      command: 'npx tsx tests/support/sink-server.mts',
      url: `http://127.0.0.1:${sink.httpPort}/received`,
      env: { SINK_SMTP_PORT: String(sink.smtpPort), SINK_HTTP_PORT: String(sink.httpPort) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The production build made by `npm test` (scripts/test.sh), served as `npm start` does, on a fresh data folder.
      command: `rm -rf ${e2eDataDir} && node scripts/server.mjs`,
      url: `${baseURL}/robots.txt`,
      env: leadServerEnv({ port, dataDir: e2eDataDir, smtpPort: sink.smtpPort, httpPort: sink.httpPort }),
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'rm -rf .e2e-data-analytics && node scripts/server.mjs',
      url: `${analyticsBaseURL}/robots.txt`,
      env: {
        ...leadServerEnv({ port: analyticsPort, dataDir: '.e2e-data-analytics', smtpPort: sink.smtpPort, httpPort: sink.httpPort }),
        NEXT_DIST_DIR: '.next-analytics',
        GA_MEASUREMENT_ID: analyticsMeasurementId,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
