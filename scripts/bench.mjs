#!/usr/bin/env node
// Performance budget (issues 2, 11, 12 and 14): builds, serves, and runs Lighthouse (mobile defaults, Debian's
// Chromium) three times per page, then prints medians against the budgets. A benchmark, not a test.
// The site is built with a Google Analytics measurement id, so every page is measured as a first
// visitor sees it: with the cookie banner. Google's hosts are answered by a local stand-in
// (tests/support/gtag-stub.js over HTTPS), so nothing leaves the machine, and before consent
// they must receive no request at all.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import debianChromium from './chromium.json' with { type: 'json' };

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const ORIGIN = `http://localhost:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CALL_PAGE = 'call page (en)';
/**
 * Where a page's budget differs: the interview's JavaScript may be up to 180 KB gzip, and the call
 * page is personal, so it is `noindex` on purpose and Lighthouse's SEO category cannot be 100.
 */
const PAGE_BUDGETS = { [CALL_PAGE]: { jsKb: 180, seo: 0 } };
const PAGES = [
  '/',
  '/about',
  '/contact',
  '/ru',
  '/ru/osaite',
  '/ru/sviazat-sia-s',
  // Treatment pages (issue 4): the longest page type, with a form.
  '/services/gastric-bypass',
  '/ru/uslugi/peresadka-volos',
  // Landing pages (issue 11): the pages that ads pay for.
  '/landing/check-up',
  '/ru/programma/chekap',
  // The call page (issue 12): a lead's assistant interview, made for the run below.
  CALL_PAGE,
];
/** BENCH_ONLY=/about,call page (en) measures some pages only (when comparing a change). */
const only = process.env.BENCH_ONLY?.split(',').map((page) => page.trim());
/**
 * jsKb is the page's own JavaScript; the consent banner's library, fetched after load and only
 * until the visitor has chosen, has its own budget (docs/decisions/013-consent-and-analytics.md).
 */
const BUDGET = { performance: 98, accessibility: 100, seo: 100, cls: 0, tbt: 100, jsKb: 150, bannerJsKb: 12, htmlKb: 60 };
const chromePath = process.env.CHROMIUM_PATH ?? debianChromium.path;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
const GA_MEASUREMENT_ID = process.env.BENCH_GA_MEASUREMENT_ID ?? 'G-BENCH00000';
const env = {
  ...process.env,
  NEXT_DIST_DIR: '.next-bench',
  SITE_URL: ORIGIN,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  GA_MEASUREMENT_ID,
};

/** Google's hosts, answered by a local HTTPS server with a throwaway certificate. */
const GOOGLE_PORT = PORT + 1;
const certDir = mkdtempSync(join(tmpdir(), 'bench-google-'));
const certificate = spawnSync(
  'openssl',
  ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=www.googletagmanager.com'].concat([
    '-keyout',
    join(certDir, 'key.pem'),
    '-out',
    join(certDir, 'cert.pem'),
  ]),
  { stdio: 'ignore' },
);
if (certificate.status !== 0) {
  console.error("The benchmark answers Google's hosts locally over HTTPS and needs openssl: apt-get install openssl");
  process.exit(1);
}
const googleRequests = [];
const gtagStub = readFileSync(new URL('../tests/support/gtag-stub.js', import.meta.url), 'utf8');
const google = https
  .createServer({ key: readFileSync(join(certDir, 'key.pem')), cert: readFileSync(join(certDir, 'cert.pem')) }, (request, response) => {
    googleRequests.push(`${request.headers.host}${request.url}`);
    if (request.url.startsWith('/gtag/js')) response.writeHead(200, { 'content-type': 'text/javascript' }).end(gtagStub);
    else response.writeHead(204).end();
  })
  .listen(GOOGLE_PORT, '127.0.0.1');
const googleFlags = [
  `--host-resolver-rules=${['www.googletagmanager.com', '*.google-analytics.com', '*.analytics.google.com']
    .map((host) => `MAP ${host} 127.0.0.1:${GOOGLE_PORT}`)
    .join(', ')}`,
  '--ignore-certificate-errors',
];

spawnSync('bash', ['scripts/ensure-chromium.sh'], { stdio: 'inherit' });
console.log(`Building into .next-bench with SITE_URL=${ORIGIN}…`);
const build = spawnSync('npx', ['next', 'build'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn('npx', ['next', 'start', '--port', String(PORT)], { env, stdio: 'ignore', detached: true });
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', () => {
  stopServer();
  google.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(certDir, { recursive: true, force: true });
});

for (let i = 0; i < 60; i += 1) {
  try {
    if ((await fetch(`${ORIGIN}/robots.txt`)).ok) break;
  } catch {
    await sleep(500);
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * The gzip-compressed JavaScript of a script, as the server sends it. Lighthouse's transferSize
 * also counts each response's HTTP headers (about 0.9 KB here, mostly the security headers every
 * response carries), which are not JavaScript; both figures are printed.
 */
function gzipBodyBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve(response.headers['content-encoding'] === 'gzip' ? body.length : gzipSync(body).length);
        });
      })
      .on('error', reject);
  });
}

async function measure(url) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...debianChromium.args, ...googleFlags],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
    });
    const { categories, audits } = result.lhr;
    const scripts = audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script');
    const bodies = await Promise.all(scripts.map((item) => gzipBodyBytes(item.url)));
    // The consent library's chunk, loaded at the first idle moment after load for a visitor who has not chosen yet.
    const isBanner = await Promise.all(
      scripts.map(async (item) => (await (await fetch(item.url)).text()).includes('show-preferencesModal')),
    );
    // The banner's first layer is in the page's HTML from the first paint; it must never be the largest paint.
    const html = await (await fetch(url)).text();
    const banner = html.includes('id="consent-banner"');
    const lcpNode = audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node');
    return {
      performance: categories.performance.score * 100,
      accessibility: categories.accessibility.score * 100,
      seo: categories.seo.score * 100,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      jsKb: bodies.reduce((sum, bytes, index) => sum + (isBanner[index] ? 0 : bytes), 0) / 1024,
      bannerJsKb: bodies.reduce((sum, bytes, index) => sum + (isBanner[index] ? bytes : 0), 0) / 1024,
      jsTransferKb: scripts.reduce((sum, item) => sum + item.transferSize, 0) / 1024,
      banner: banner ? 1 : 0,
      bannerIsLcp: /consent-banner|cc-main|\bcm__|\bpm__/.test(`${lcpNode?.selector ?? ''} ${lcpNode?.snippet ?? ''}`) ? 1 : 0,
      lcpElement: lcpNode?.nodeLabel?.slice(0, 24) ?? '?',
    };
  } finally {
    await chrome.kill();
  }
}

/** A quote request as the landing pages send it: its answer is the call page to measure. */
async function callPage() {
  const response = await fetch(`${ORIGIN}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      type: 'quote',
      fullName: 'Jane Doe',
      phone: '+44 20 7946 0958',
      consentPrivacy: true,
      locale: 'en',
      page: '/landing/check-up',
    }),
  });
  if (response.status !== 201) throw new Error(`the bench lead was refused: ${response.status}`);
  return (await response.json()).next;
}

const rows = [];
let failed = false;
for (const page of PAGES.filter((candidate) => !only || only.includes(candidate))) {
  const path = page === CALL_PAGE ? await callPage() : page;
  const budget = { ...BUDGET, ...PAGE_BUDGETS[page] };
  const html = await (await fetch(`${ORIGIN}${path}`)).text();
  const htmlKb = gzipSync(html).length / 1024;
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await measure(`${ORIGIN}${path}`));
  const numeric = Object.keys(runs[0]).filter((key) => typeof runs[0][key] === 'number');
  const row = Object.fromEntries(numeric.map((key) => [key, median(runs.map((item) => item[key]))]));
  // The banner appears on every page that asks (never on the call page), and is never the LCP in any run.
  const bannerExpected = Boolean(GA_MEASUREMENT_ID) && page !== CALL_PAGE;
  const bannerMiss = runs.some((item) => item.banner !== (bannerExpected ? 1 : 0));
  const bannerLcp = runs.some((item) => item.bannerIsLcp === 1);
  const misses = [
    row.performance < budget.performance && 'performance',
    row.accessibility < budget.accessibility && 'accessibility',
    row.seo < budget.seo && 'seo',
    row.cls > budget.cls && 'CLS',
    row.tbt > budget.tbt && 'TBT',
    row.jsKb > budget.jsKb && 'JS',
    row.bannerJsKb > budget.bannerJsKb && 'banner JS',
    htmlKb > budget.htmlKb && 'HTML',
    bannerMiss && (bannerExpected ? 'banner missing' : 'banner shown'),
    bannerLcp && 'banner is LCP',
  ].filter(Boolean);
  failed ||= misses.length > 0;
  rows.push({
    page: page === CALL_PAGE ? `${CALL_PAGE} (JS ≤ 180 KB, noindex)` : path,
    perf: row.performance.toFixed(0),
    a11y: row.accessibility.toFixed(0),
    seo: row.seo.toFixed(0),
    'LCP ms': row.lcp.toFixed(0),
    'TBT ms': row.tbt.toFixed(0),
    CLS: row.cls.toFixed(3),
    'JS KB gz': row.jsKb.toFixed(1),
    'banner JS': row.bannerJsKb.toFixed(1),
    'JS+headers KB': row.jsTransferKb.toFixed(1),
    'HTML KB gz': htmlKb.toFixed(1),
    banner: `${runs.filter((item) => item.banner === 1).length}/${RUNS}`,
    'LCP element': runs[0].lcpElement,
    budget: misses.length ? `MISS: ${misses.join(', ')}` : 'ok',
  });
}

console.log(
  `\nLighthouse ${RUNS}× per page, medians (mobile defaults). Budgets: performance ≥ ${BUDGET.performance}, accessibility ${BUDGET.accessibility}, SEO ${BUDGET.seo}, CLS ${BUDGET.cls}, TBT ≤ ${BUDGET.tbt} ms, JS ≤ ${BUDGET.jsKb} KB gzip + the banner's ≤ ${BUDGET.bannerJsKb} KB, HTML ≤ ${BUDGET.htmlKb} KB gzip`,
);
console.table(rows);
// Every run above is a first visit, before any choice: Google's hosts must not have been asked for anything.
console.log(
  `Requests to Google's hosts before consent: ${googleRequests.length}${googleRequests.length ? ` (${googleRequests.join(', ')})` : ''}`,
);
failed ||= googleRequests.length > 0;
stopServer();
process.exit(failed ? 1 : 0);
