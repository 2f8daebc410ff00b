import { expect, test, waitForHydration } from './fixtures';

test.describe('normal pages', () => {
  test('have the header, the footer and the floating social button', async ({ page }) => {
    await page.goto('/about');
    const header = page.locator('header').first();
    await expect(header.getByRole('link', { name: /home page/ })).toHaveAttribute('href', '/');
    const nav = header.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'About us', 'Services', 'Contact']);

    const footer = page.locator('footer');
    await expect(footer).toContainText('Copyright © 2025');
    const serviceHrefs = await footer
      .locator('h2:text("Service areas") + ul a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(serviceHrefs).toEqual([
      '/landing/orthopedics',
      '/landing/check-up',
      '/landing/oncology/oncology-treatments',
      '/landing/dental/dental-treatments',
      '/services#bariatric',
    ]);
    await expect(footer.locator('address')).toContainText('hello@example.com');
    await expect(footer.locator('address')).toContainText('+90 212 000 00 00');
    await expect(footer.getByRole('link', { name: /View on the map/ })).toHaveAttribute('href', /openstreetmap/);
    await expect(footer.locator('h2:text("Follow us") + ul a')).toHaveCount(6);
  });

  test('open every outbound link in a new tab without an opener', async ({ page }) => {
    await page.goto('/contact');
    const outbound = page.locator('a[href^="http"]');
    expect(await outbound.count()).toBeGreaterThan(8);
    for (const link of await outbound.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('the social button opens six networks and the WhatsApp chat, and closes again', async ({ page }) => {
    await page.goto('/');
    const button = page.locator('details.social-button');
    const links = button.locator('ul a');
    await expect(links.first()).toBeHidden();
    await button.locator('summary').click();
    await expect(links).toHaveCount(7);
    await expect(links.first()).toBeVisible();
    await expect(links.first()).toHaveAttribute('href', /wa\.me/);
    await page.locator('h1').click();
    await expect(links.first()).toBeHidden();
  });
});

test('landing pages have their own header and a footer with the copyright, the brand and the editorial facts only', async ({ page }) => {
  await page.goto('/landing/orthopedics/hip-prosthesis');
  await expect(page.locator('header nav')).toHaveCount(0);
  await expect(page.locator('header details.language-switcher')).toHaveCount(1);
  const footer = page.locator('footer');
  await expect(footer).toContainText('Copyright © 2025');
  await expect(footer).toContainText('Bosphorus Health Bridge');
  // No navigation leads away from the offer; the one link writes to the editor (issue 14).
  await expect(footer.locator('a')).toHaveCount(1);
  await expect(footer.locator('a')).toHaveAttribute('href', /^mailto:/);
  await expect(page.locator('details.social-button')).toHaveCount(1);
});

test('the progress bar shows while a slow navigation is in flight, then goes', async ({ page }) => {
  // Every request for /about is slowed, the viewport prefetch included: otherwise the prefetch
  // may finish before the click and the navigation lands within the throttle, with no bar.
  await page.route(/\/about/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/');
  const about = page.locator('header nav').getByRole('link', { name: 'About us' });
  // A click before hydration is a plain document navigation, which the bar does not follow.
  await waitForHydration(about);
  await about.click();
  await expect(page.locator('.progress-bar')).toBeVisible();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('h1')).toHaveText('About us');
  await expect(page.locator('.progress-bar')).toHaveCount(0);
});
