import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales';
import { localizedPath as pathOf } from '../../src/i18n/paths';
import type { AppPathname } from '../../src/i18n/routing';

/** The localized path of an internal page, from the routing config (the single source); a treatment by its id. */
export function localizedPath(locale: Locale, pathname: AppPathname, params?: Record<string, string>): string {
  return pathOf(locale, { pathname, params });
}

export const test = base.extend<{
  consoleErrors: string[];
  expectedConsoleErrors: RegExp[];
}>({
  expectedConsoleErrors: [[], { option: true }],
  // Each test is its own visitor address (the server trusts X-Forwarded-For in the e2e run),
  // so the per-address lead limit counts one test's leads only.
  extraHTTPHeaders: async ({}, use) => {
    const octet = () => Math.floor(Math.random() * 250) + 1;
    await use({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
  },
  // Any console error or uncaught exception in the page fails the test (STYLE.md, pattern 8).
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && !expectedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function htmlLang(page: Page): Promise<string | null> {
  return page.locator('html').getAttribute('lang');
}

/** Waits until React has hydrated the element, so a click goes through its client handler. */
export async function waitForHydration(element: Locator): Promise<void> {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
}

/**
 * A quote request sent as the landing pages' form sends it: the call page of its answer is a real
 * interview. Each test's requests come from its own address (see `extraHTTPHeaders`).
 */
export async function createQuoteLead(
  request: APIRequestContext,
  { locale = 'en', name = 'Ayşe Yılmaz' }: { locale?: Locale; name?: string } = {},
): Promise<{ id: string; next: string }> {
  const response = await request.post('/api/leads', {
    headers: { accept: 'application/json' },
    data: {
      type: 'quote',
      fullName: name,
      phone: '+44 20 7946 0958',
      email: 'patient@example.com',
      consentPrivacy: true,
      locale,
      page: '/landing/dental/dental-treatments',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; next: string };
}
