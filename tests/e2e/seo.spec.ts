import { treatmentIds } from '../../src/config/treatments';
import { locales } from '../../src/i18n/locales';
import { indexedStaticPages, landingPages } from '../../src/i18n/routing';
import { expect, test } from './fixtures';

const SITE = 'http://localhost:3000';
const pageCount = (indexedStaticPages.length + treatmentIds.length + landingPages.length) * locales.length;

/** hreflang → path of the alternates in a page's head. */
async function alternatesOf(request: import('@playwright/test').APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const links = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)];
  return Object.fromEntries(links.map(([, lang, href]) => [lang, new URL(href ?? '').pathname])) as Record<string, string>;
}

test('the sitemap lists every page in every locale, each with its alternates', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url);
  expect(urls).toHaveLength(pageCount);
  expect(new Set(urls).size).toBe(pageCount);
  expect(urls).toContain(`${SITE}/de/Kontakt`);
  expect(urls).toContain(`${SITE}/ru/uslugi/peresadka-volos`);
  expect(urls).toContain(`${SITE}/tr/program/check-up`);
  expect(urls.some((url) => url?.includes('/kampanya/'))).toBe(false);
  expect(urls.some((url) => url?.includes('/call/'))).toBe(false);
  // Thank-you pages have nothing to find in search.
  for (const path of ['/complete', '/tr/basarili', '/fr/complet', '/es/completa', '/it/completo', '/de/komplett', '/ru/polnyi']) {
    expect(urls).not.toContain(`${SITE}${path}`);
  }
  expect(xml.match(/<xhtml:link rel="alternate" hreflang="x-default"/g)).toHaveLength(pageCount);
  expect(xml.match(/<xhtml:link /g)).toHaveLength(pageCount * (locales.length + 1));
});

test('hreflang alternates are reciprocal on every page type', async ({ request }) => {
  for (const start of [
    '/',
    '/about',
    '/services',
    '/services/gastric-sleeve',
    '/contact',
    '/privacy-policy',
    '/complete',
    '/landing/oncology/oncology-treatments',
  ]) {
    const alternates = await alternatesOf(request, start);
    expect(Object.keys(alternates).sort(), start).toEqual([...locales, 'x-default'].sort());
    expect(alternates['x-default']).toBe(alternates.en);
    for (const locale of locales) {
      const target = alternates[locale] ?? '';
      expect((await request.get(target)).status(), target).toBe(200);
      const back = await alternatesOf(request, target);
      expect(back, `${target} links back`).toEqual(alternates);
    }
  }
});

test('each page has a canonical link, social cards, theme colour and robots', async ({ page }) => {
  await page.goto('/fr/a-propos-de');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/fr/a-propos-de`);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#20bbd7');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_FR');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /og-image\.png$/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
  await expect(page).toHaveTitle(/^À propos de nous \| Bosphorus Health Bridge$|^.+ \| Bosphorus Health Bridge$/);
});

test('the thank-you page in every language is noindex, with one robots tag', async ({ request }) => {
  for (const path of ['/complete', '/tr/basarili', '/fr/complet', '/es/completa', '/it/completo', '/de/komplett', '/ru/polnyi']) {
    const html = await (await request.get(path)).text();
    expect(html.match(/<meta name="robots" content="([^"]+)"/g), path).toEqual(['<meta name="robots" content="noindex, follow"']);
  }
});

test('the home page declares the intermediary as an Organization', async ({ page }) => {
  await page.goto('/');
  const data = await page.locator('script[type="application/ld+json"]').allTextContents();
  const organization = data.map((text) => JSON.parse(text) as Record<string, unknown>).find((item) => item['@type'] === 'Organization');
  expect(organization).toMatchObject({ name: 'Bosphorus Health Bridge', email: 'hello@example.com', telephone: '+90 212 000 00 00' });
  expect(organization?.sameAs).toHaveLength(6);
});

test('inner pages declare their breadcrumb', async ({ page }) => {
  await page.goto('/de/dienstleistungen/haartransplantation');
  const data = await page.locator('script[type="application/ld+json"]').allTextContents();
  const breadcrumb = data
    .map((text) => JSON.parse(text) as { '@type': string; itemListElement?: { item: string }[] })
    .find((item) => item['@type'] === 'BreadcrumbList');
  expect(breadcrumb?.itemListElement?.map((crumb) => new URL(crumb.item).pathname)).toEqual([
    '/de',
    '/de/dienstleistungen',
    '/de/dienstleistungen/haartransplantation',
  ]);
});

test('robots.txt allows the site and names the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain('Allow: /');
  expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

test('the social-card image exists', async ({ request }) => {
  const response = await request.get('/og-image.png');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
});
