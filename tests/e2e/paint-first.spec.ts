import { expect, test, waitForHydration } from './fixtures';

/*
 * Paint first, then hydrate (issue 24; scripts/paint-first.mjs, docs/decisions/020): a prerendered
 * page carries its markup alone, fetches and runs its chunks once its content is painted, and then
 * works as before.
 */

/**
 * The scripts the page starts after its first paint, as the loader reads them. This repeats
 * paint-first.mjs's deferredScripts: Playwright's loader cannot load that module (it compiles it to
 * CommonJS, which its `import.meta` does not survive).
 */
const deferredScripts = (html: string): string[] =>
  JSON.parse(/<script type="application\/json" data-paint-first="">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]') as string[];

function paintsFirst(path: string, status: number) {
  test(`${path}: the HTML is the markup alone, the scripts run after the first paint, and the page hydrates`, async ({ page, request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(status);
    const html = await response.text();
    // No inline payload and no script that is fetched or runs while the page is parsed: a list, then the loader.
    expect(html).not.toContain('self.__next_f');
    expect(html).not.toMatch(/<script src="[^"]+" async=""/);
    expect(html).not.toMatch(/<link rel="preload" as="script"/);
    const [payloadFile, ...chunks] = deferredScripts(html);
    expect(payloadFile).toMatch(/^\/_next\/static\/paint-first\/[\w-]{22}\.js$/);
    expect(chunks.length).toBeGreaterThan(2);
    // The payload file is served like a chunk: JavaScript, cached for good.
    const payload = await request.get(payloadFile!);
    expect(payload.headers()['content-type']).toMatch(/javascript/);
    expect(payload.headers()['cache-control']).toContain('immutable');
    expect(await payload.text()).toContain('self.__next_f.push');
    // Each chunk the page starts with carries V8's compile hint as its first line, and still runs (below).
    for (const chunk of chunks)
      expect((await (await request.get(chunk)).text()).startsWith('//# allFunctionsCalledOnLoad\n'), chunk).toBe(true);

    // When the first of its chunks is added to the page (the polyfills for old browsers aside), the page has painted already.
    await page.addInitScript(() => {
      new MutationObserver((records, observer) => {
        const chunk = (node: Node) => node instanceof HTMLScriptElement && node.src.includes('/_next/static/') && !node.noModule;
        if (records.some((record) => [...record.addedNodes].some(chunk))) {
          (window as unknown as { scriptsAt: number }).scriptsAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    const link = page.getByRole('banner').getByRole('link').first();
    await waitForHydration(link);
    const { scriptsAt, painted, fetchedAt } = await page.evaluate(() => ({
      scriptsAt: (window as unknown as { scriptsAt?: number }).scriptsAt,
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      // When each of the page's scripts was requested.
      fetchedAt: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/(chunks|paint-first)\/[^/]+\.js/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(painted).toBeDefined();
    expect(scriptsAt).toBeGreaterThanOrEqual(painted!);
    // Nothing of the page's JavaScript takes the connection before its first paint.
    expect(fetchedAt.length).toBeGreaterThan(3);
    for (const at of fetchedAt) expect(at).toBeGreaterThanOrEqual(painted!);

    // Hydrated as before: a link is followed in the page, without a new document.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const about = page.getByRole('banner').getByRole('navigation').getByRole('link').nth(1);
    await about.click();
    await expect(page).toHaveURL(/\/(about|osaite)$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
}

for (const path of ['/services/gastric-bypass', '/ru/uslugi/peresadka-volos']) paintsFirst(path, 200);

// The 404 page is prerendered too, and answered with status 404 at the address asked for (src/proxy.ts).
test.describe('the 404 page', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });
  for (const path of ['/no-such-page', '/ru/net-takoi-stranicy']) paintsFirst(path, 404);
});
