import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';

/** Google's hosts, answered locally (issue 14): gtag.js is the stand-in of gtag-stub.js. */
export const gtagStub = readFileSync(join(process.cwd(), 'tests/support/gtag-stub.js'), 'utf8');

const googleHost =
  /^https:\/\/([^/]+\.)?(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|google\.com|doubleclick\.net)\//;

export interface GoogleTraffic {
  /** Every request the browser made to one of Google's hosts. */
  requests: string[];
  /** The measurements sent, as their query parameters (en: the event's name, dl: the page, ep.*: parameters). */
  hits: URLSearchParams[];
}

/** Routes Google's hosts to the stand-in tag and a recording collect endpoint, for one browser context. */
export async function stubGoogle(context: BrowserContext): Promise<GoogleTraffic> {
  const traffic: GoogleTraffic = { requests: [], hits: [] };
  await context.route(googleHost, async (route) => {
    const url = new URL(route.request().url());
    traffic.requests.push(url.href);
    if (url.hostname === 'www.googletagmanager.com' && url.pathname === '/gtag/js') {
      await route.fulfill({ status: 200, contentType: 'text/javascript', body: gtagStub });
    } else if (url.pathname.endsWith('/collect')) {
      traffic.hits.push(url.searchParams);
      await route.fulfill({ status: 204 });
    } else {
      await route.fulfill({ status: 404 });
    }
  });
  return traffic;
}
