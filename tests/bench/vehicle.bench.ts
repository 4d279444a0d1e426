// Vehicle page benchmark (prints figures; asserts nothing; loopback only): the HTML size of
// every vehicle page (gzip and Brotli, tests/bench/html-size.ts), the JavaScript a
// phone (390×844) fetches on load before any scroll or interaction, and Lighthouse mobile
// performance and accessibility on three demo vehicle pages (median of 3 runs each), in
// Debian's Chromium; then the same Lighthouse figures on the dealer pages (home, a location
// page, a model page, a content page, the servicing page, the trade-in, finance and test-drive
// booking pages).
// Usage: npm run bench:vehicle [-- --no-dealer-pages]
//        npm run bench:vehicle -- --page southern-cross-auto-group:/ [--page slug:/path …] (Lighthouse on those pages only)
import '../../scripts/lib/node-version.ts';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { SiteData } from '../../src/build/site-data.ts';
import { createRuntime } from '../../src/server/runtime.ts';
import { ensureDemoData } from './demo-data.ts';
import { vehiclePageSizes } from './html-size.ts';

const root = resolve(import.meta.dirname, '..', '..');
const CHROMIUM = '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const TENANTS = ['harbour-city-toyota', 'southern-cross-auto-group', 'drive-subscriptions'];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

ensureDemoData(TENANTS);
const build = spawnSync(process.execPath, ['scripts/build.ts', ...TENANTS.flatMap((t) => ['--tenant', t])], {
  cwd: root,
  encoding: 'utf8',
});
if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}${build.stderr}`);

function pickCar(slug: string): string {
  const data = JSON.parse(readFileSync(join(root, 'dist', '.data', `${slug}.json`), 'utf8')) as SiteData;
  const cars = data.cars.filter((c) => c.status === 'in_stock' && c.photos_count >= 8);
  const car =
    cars.find((c) => c.spin_images.length > 0) ?? cars.find((c) => c.car_type === 'used') ?? cars[0]!;
  return car.path;
}

const work = join(root, '.cache', 'bench-vehicle');
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
const runtime = createRuntime({
  distDir: join(root, 'dist'),
  dataDir: join(work, 'data'),
  outbox: 'off',
  outboxIntervalMs: 0,
});
const server = serve({ fetch: runtime.app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((r) => server.once('listening', r));
const port = (server.address() as AddressInfo).port;
// `--page slug:/path` (repeatable) measures only those pages, with Lighthouse.
const onlyPages = process.argv
  .flatMap((arg, index, args) => (arg === '--page' && args[index + 1] ? [args[index + 1]!] : []))
  .map((spec) => spec.split(/:(?=\/)/) as [string, string]);
const pages =
  onlyPages.length > 0 ? [] : TENANTS.map((slug) => `http://${slug}.localhost:${port}${pickCar(slug)}/`);
// The dealer pages of issues 9 and 10, Lighthouse only.
const DEALER_PAGES = (
  onlyPages.length > 0
    ? onlyPages
    : process.argv.includes('--no-dealer-pages')
      ? []
      : [
          ['southern-cross-auto-group', '/'],
          ['harbour-city-toyota', '/contact/'],
          ['harbour-city-toyota', '/hilux/'],
          ['southern-cross-auto-group', '/about-us/'],
          ['southern-cross-auto-group', '/brands/'],
          ['southern-cross-auto-group', '/toyota/overview/'],
          ['southern-cross-auto-group', '/dealer-locator/'],
          ['harbour-city-toyota', '/service/'],
          // The forms of issue 10.
          ['harbour-city-toyota', '/trade-in/'],
          ['harbour-city-toyota', '/finance/'],
          ['southern-cross-auto-group', '/book-test-drive/'],
        ]
).map(([slug, path]) => `http://${slug}.localhost:${port}${path}`);

// 1. JavaScript fetched on load at 390×844, before any scroll or interaction.
const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
const jsOnLoad: Record<string, unknown>[] = [];
for (const url of pages) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const scripts: { path: string; gzip: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ path: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(3000); // idle-time islands too
  jsOnLoad.push({
    page: new URL(url).host.split('.')[0],
    'JS KB gzip': +(scripts.reduce((s, x) => s + x.gzip, 0) / 1024).toFixed(1),
    files: scripts.length,
  });
  writeFileSync(
    join(work, `${new URL(url).host.split('.')[0]}-scripts.json`),
    JSON.stringify(scripts, null, 2),
  );
  await context.close();
}
await browser.close();

// 2. Lighthouse mobile (its default: emulated Moto G power, slow 4G, 4x CPU slowdown).
const lighthouseRows: Record<string, unknown>[] = [];
for (const url of [...pages, ...DEALER_PAGES]) {
  const performance: number[] = [];
  const accessibility: number[] = [];
  const lcp: number[] = [];
  const cls: number[] = [];
  const tbt: number[] = [];
  for (let run = 0; run < 3; run++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = result!.lhr;
      performance.push(Math.round((lhr.categories['performance']!.score ?? 0) * 100));
      accessibility.push(Math.round((lhr.categories['accessibility']!.score ?? 0) * 100));
      lcp.push(lhr.audits['largest-contentful-paint']!.numericValue ?? 0);
      cls.push(lhr.audits['cumulative-layout-shift']!.numericValue ?? 0);
      tbt.push(lhr.audits['total-blocking-time']!.numericValue ?? 0);
      if (run === 0) {
        const failing = Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id);
        if (failing.length) console.log(`${new URL(url).host}: failing audits ${failing.join(', ')}`);
      }
    } finally {
      await chrome.kill();
    }
  }
  lighthouseRows.push({
    page: new URL(url).pathname.slice(0, 60),
    tenant: new URL(url).host.split('.')[0],
    'performance (median)': median(performance),
    'accessibility (median)': median(accessibility),
    'LCP ms': Math.round(median(lcp)),
    CLS: +median(cls).toFixed(3),
    'TBT ms': Math.round(median(tbt)),
  });
}

server.close();
await runtime.close();
// Every built vehicle page of the three tenants: HTML size gzip (issue 12: ≤ 12 KB).
const htmlSizes = TENANTS.map((slug) => vehiclePageSizes(join(root, 'dist'), slug));
console.table(htmlSizes);
console.table(jsOnLoad);
console.table(lighthouseRows);
mkdirSync(join(root, 'tests', 'bench', 'results'), { recursive: true });
writeFileSync(
  join(root, 'tests', 'bench', 'results', 'vehicle.json'),
  JSON.stringify(
    { date: new Date().toISOString(), htmlSizes, jsOnLoad, lighthouse: lighthouseRows },
    null,
    2,
  ),
);
process.exit(0);
