import AxeBuilder from '@axe-core/playwright';
import type { AppPathname } from '../../src/i18n/routing';
import { createQuoteLead, expect, localizedPath, test } from './fixtures';

const pageTypes: { name: string; pathname: AppPathname; params?: Record<string, string> }[] = [
  { name: 'home', pathname: '/' },
  { name: 'about', pathname: '/about' },
  { name: 'services', pathname: '/services' },
  { name: 'contact', pathname: '/contact' },
  { name: 'complete', pathname: '/complete' },
  { name: 'privacy policy', pathname: '/privacy-policy' },
  { name: 'landing', pathname: '/landing/check-up' },
];

for (const locale of ['en', 'ru'] as const) {
  for (const type of pageTypes) {
    test(`${type.name} in ${locale} has no axe violations`, async ({ page }) => {
      await page.goto(localizedPath(locale, type.pathname, type.params));
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    });
  }

  test(`call in ${locale} has no axe violations`, async ({ page, request }) => {
    // Its states are checked one by one in interview.spec.ts.
    const lead = await createQuoteLead(request, { locale, name: 'Jane Doe' });
    await page.goto(lead.next);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test(`open menus in ${locale} have no axe violations`, async ({ page }) => {
    await page.goto(localizedPath(locale, '/about'));
    await page.locator('header details.language-switcher summary').click();
    await page.locator('details.social-button summary').click();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
}

test.describe('404', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });
  for (const path of ['/missing-page', '/ru/net-takoi-stranicy']) {
    test(`404 page ${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  }
});
