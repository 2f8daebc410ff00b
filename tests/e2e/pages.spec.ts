import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { partnerHospitals } from '../../src/config/hospitals';
import { site } from '../../src/config/site';
import { treatmentIds } from '../../src/config/treatments';
import { locales } from '../../src/i18n/locales';
import { landingPages, staticPages } from '../../src/i18n/routing';
import { createQuoteLead, expect, htmlLang, localizedPath, test } from './fixtures';

const BRAND = 'Bosphorus Health Bridge';

for (const locale of locales) {
  test.describe(`pages in ${locale}`, () => {
    for (const pathname of [...staticPages, ...landingPages]) {
      test(`${pathname} answers 200 with lang and title`, async ({ page }) => {
        const response = await page.goto(localizedPath(locale, pathname));
        expect(response?.status()).toBe(200);
        expect(await htmlLang(page)).toBe(locale);
        await expect(page).toHaveTitle(new RegExp(`^.+ \\| ${BRAND}$`));
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
        // The editorial facts (the editor and the last update) in every footer, the landing pages' included.
        await expect(page.locator('footer')).toContainText(site.editor.email);
        await expect(page.locator(`footer time[datetime="${site.contentUpdated}"]`)).toBeVisible();
      });
    }

    test('the about page names the editor and the last update', async ({ page }) => {
      const messages = JSON.parse(readFileSync(join(__dirname, `../../messages/${locale}.json`), 'utf8')) as {
        AboutPage: { editorialTitle: string };
      };
      await page.goto(localizedPath(locale, '/about'));
      const section = page.locator('section', { has: page.getByRole('heading', { name: messages.AboutPage.editorialTitle }) });
      await expect(section).toContainText(site.editor.name);
      await expect(section).toContainText(site.editor.email);
      await expect(section.locator(`time[datetime="${site.contentUpdated}"]`)).toBeVisible();
    });

    test('the call page welcomes the visitor by name, without footer or social button', async ({ page, request }) => {
      const lead = await createQuoteLead(request, { locale, name: 'Ayşe Yılmaz' });
      const response = await page.goto(lead.next);
      expect(response?.status()).toBe(200);
      expect(await htmlLang(page)).toBe(locale);
      await expect(page.locator('h1')).toContainText('Ayşe Yılmaz');
      await expect(page.locator('footer')).toHaveCount(0);
      await expect(page.locator('details.social-button')).toHaveCount(0);
      await expect(page.locator('a[href*="wa.me"]')).toHaveCount(0);
    });
  });
}

test('the English pages read in English and the others never fall back to it', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('h1')).toHaveText('Treatment in Istanbul, planned around you');
  await expect(page.getByText('More than 20 specialities')).toBeVisible();
  for (const locale of locales.filter((code) => code !== 'en')) {
    await page.goto(localizedPath(locale, '/'));
    await expect(page.locator('h1')).not.toHaveText('Treatment in Istanbul, planned around you');
    await expect(page.getByText('More than 20 specialities')).toHaveCount(0);
  }
});

test('the thank-you page shows the success text', async ({ page }) => {
  await page.goto('/complete');
  await expect(page.getByRole('status')).toHaveText('Your registration has been successfully created');
});

test('the privacy policy states the minimum age, the contact details, the cookies and the configured retention', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByText(/for people aged 18 or over/)).toBeVisible();
  const article = page.locator('article');
  await expect(article).toContainText('hello@example.com');
  await expect(article).toContainText('+90 212 000 00 00');
  for (const cookie of ['i18n_redirected', 'cc_cookie', 'admin_session', 'lead_attribution', '_ga'])
    await expect(article).toContainText(cookie);
  // The retention periods are the server's configuration (the e2e server runs on the defaults).
  await expect(article).toContainText('730 days after you sent them');
  await expect(article).toContainText('Interview recordings: 365 days');
  await expect(article).toContainText('spam: 30 days');
  await expect(article).not.toContainText('{');
});

test('the services list groups treatments by area and links all 16', async ({ page }) => {
  await page.goto('/services');
  for (const area of ['plastic-surgery', 'dental', 'bariatric', 'hair']) await expect(page.locator(`section#${area}`)).toBeVisible();
  await expect(page.locator('section#bariatric a')).toHaveCount(3);
  const hrefs = await page.locator('main a[href^="/services/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(new Set(hrefs)).toEqual(new Set(treatmentIds.map((id) => `/services/${id}`)));
});

test('the home page shows the process, the included services and the three certificates', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#process li')).toHaveCount(4);
  await expect(page.locator('#included li')).toHaveCount(6);
  await expect(page.locator('#travel-plan li')).toHaveCount(5);
  await expect(page.locator('#certificates dd[data-number]')).toHaveText(['HT-0000 (demo)', 'TÜRSAB A-0000 (demo)', 'İTO 000000-0 (demo)']);
  // Each with the body that issued it: the health-tourism authorisation comes from the Ministry of Health (USHAŞ), not SGK.
  await expect(page.locator('#certificates dd[data-issuer]')).toHaveText([
    'Issued by: Ministry of Health of Türkiye (USHAŞ)',
    'Issued by: Association of Turkish Travel Agencies (TÜRSAB)',
    'Issued by: Istanbul Chamber of Commerce (İTO)',
  ]);
  await expect(page.locator('main')).not.toContainText('SGK');
});

test('the about page names each partner hospital’s accreditation, and no page says "accredited" alone', async ({ page }) => {
  await page.goto('/about');
  const hospitals = page.locator('[data-hospitals] li');
  await expect(hospitals).toHaveCount(partnerHospitals.length);
  for (const [index, hospital] of partnerHospitals.entries()) {
    await expect(hospitals.nth(index)).toContainText(hospital.name);
    await expect(hospitals.nth(index).locator('[data-accreditation]')).toHaveText(`Accreditation: ${hospital.accreditations.join(', ')}`);
  }
  for (const path of ['/', '/about', '/landing/check-up']) {
    await page.goto(path);
    const text = (await page.locator('body').innerText()).replace(/Accreditation: [^\n]*/g, '');
    expect(text, path).not.toMatch(/accredited/i);
  }
});

test('every prerendered page speaks its language in its chrome too, never the 404 page’s', async ({ request }) => {
  // The 404 page is rendered into every page as the fallback of its not-found boundary; it must not
  // change the language of the page around it (src/app/not-found.tsx).
  for (const locale of locales) {
    const skip = (
      JSON.parse(readFileSync(join(__dirname, `../../messages/${locale}.json`), 'utf8')) as { Common: { skipToContent: string } }
    ).Common.skipToContent;
    for (const pathname of ['/', '/about', '/landing/check-up'] as const) {
      const html = await (await request.get(localizedPath(locale, pathname))).text();
      expect(html, `${locale} ${pathname}`).toContain(`>${skip}</a>`);
    }
    const treatment = await (await request.get(localizedPath(locale, '/services/[slug]', { slug: 'hair-transplant' }))).text();
    expect(treatment, `${locale} treatment`).toContain(`>${skip}</a>`);
  }
});
