import { defineConfig, devices } from '@playwright/test';
import debianChromium from './scripts/chromium.json';

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${port}`;

/** Debian's Chromium, never a downloaded browser (see scripts/ensure-chromium.sh). */
const chromium = { executablePath: process.env.CHROMIUM_PATH ?? debianChromium.path, args: debianChromium.args };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
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
  webServer: {
    // The production build made by `npm test` (scripts/test.sh) before this runs.
    command: `npx next start --port ${port}`,
    url: `${baseURL}/robots.txt`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
