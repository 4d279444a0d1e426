// Real-size photos benchmark (issue 16; prints figures, asserts nothing; loopback only). A
// 300-car tenant (Harbour City's content and generated stock) whose cars show real-size
// photos: 3,000 × 2,000 JPEGs of about 1.5 MB, made here (no download), eight per car from a
// set of `--photos` distinct ones. It builds the tenant with a cold image cache and again
// with a warm one and prints the image pipeline's figures; then, on a 390×844 phone, the
// image bytes the search page and a vehicle page fetch on load, and Lighthouse mobile on the
// vehicle page (median of 3).
// Usage: npm run bench:images [-- --photos 40]
import '../../scripts/lib/node-version.ts';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import sharp from 'sharp';
import type { TenantBuildReport } from '../../src/build/report.ts';
import type { SiteData } from '../../src/build/site-data.ts';
import { MEDIA_DIR } from '../../src/build/tenant-assets.ts';
import { createRuntime } from '../../src/server/runtime.ts';

const root = resolve(import.meta.dirname, '..', '..');
const { values } = parseArgs({ options: { photos: { type: 'string', default: '40' } } });
const PHOTOS = Number(values.photos);
const CARS = 300;
const SLUG = 'bench-photos';
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
const work = join(root, '.cache', 'bench-images');
const tenantsDir = join(work, 'tenants');
const out = join(work, 'dist');
const imageCache = join(work, 'image-cache');
const photoDir = join(root, MEDIA_DIR, 'bench-photos');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (bytes: number) => +(bytes / 1024).toFixed(1);

/** A photo-like 3,000 × 2,000 JPEG of about 1.5 MB: soft shapes, gradients and grain. */
async function makePhoto(n: number): Promise<Buffer> {
  const width = 3000;
  const height = 2000;
  const raw = Buffer.alloc(width * height * 3);
  const hue = (n * 47) % 255;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const grain = ((x * 7919 + y * 104729 + n * 31) % 23) - 11;
      const body = (x - 1500) ** 2 / 900 ** 2 + (y - 1150) ** 2 / 500 ** 2 < 1;
      raw[i] = Math.max(0, Math.min(255, (body ? hue : (x * 160) / width + 60) + grain));
      raw[i + 1] = Math.max(0, Math.min(255, (body ? 255 - hue : (y * 120) / height + 90) + grain));
      raw[i + 2] = Math.max(0, Math.min(255, (body ? 90 : 200 - (y * 90) / height) + grain));
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

mkdirSync(photoDir, { recursive: true });
let sourceBytes = 0;
for (let n = 0; n < PHOTOS; n++) {
  const file = join(photoDir, `photo-${n}.jpg`);
  if (!existsSync(file)) writeFileSync(file, await makePhoto(n));
  sourceBytes += readFileSync(file).length;
}
console.log(`${PHOTOS} photos of 3,000 × 2,000, ${kb(sourceBytes / PHOTOS)} KB each on average`);

// The tenant: Harbour City's content, 300 generated cars, eight real-size photos each.
rmSync(tenantsDir, { recursive: true, force: true });
const dir = join(tenantsDir, SLUG);
cpSync(join(root, 'tenants', 'harbour-city-toyota'), dir, {
  recursive: true,
  filter: (path) => !/stock\.generated\./.test(path),
});
const generated = spawnSync(
  process.execPath,
  [
    'scripts/demo/generate-stock.ts',
    '--tenant',
    'harbour-city-toyota',
    '--count',
    String(CARS),
    '--out',
    join(dir, 'stock.generated.json'),
  ],
  { cwd: root, encoding: 'utf8' },
);
if (generated.status !== 0) throw new Error(`generating the stock failed: ${generated.stderr}`);
const records = JSON.parse(readFileSync(join(dir, 'stock.generated.json'), 'utf8')) as Record<
  string,
  unknown
>[];
records.forEach((record, i) => {
  record['images'] = Array.from({ length: 8 }, (_, k) => ({
    image: `/media/bench-photos/photo-${(i * 3 + k) % PHOTOS}.jpg`,
  }));
  record['spin_images'] = [];
  record['spin_interior_image'] = [];
});
writeFileSync(join(dir, 'stock.generated.json'), JSON.stringify(records));

function build(): { wall: number; report: TenantBuildReport } {
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    ['scripts/build.ts', '--tenant', SLUG, '--force', '--out', out],
    {
      cwd: root,
      env: { ...process.env, TENANTS_DIR: tenantsDir, IMAGE_CACHE_DIR: imageCache },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}${result.stderr}`);
  return {
    wall: (performance.now() - started) / 1000,
    report: JSON.parse(readFileSync(join(out, '.reports', `${SLUG}.json`), 'utf8')) as TenantBuildReport,
  };
}

rmSync(imageCache, { recursive: true, force: true });
const cold = build();
const warm = build();
const pipelineRows = [
  ['cold cache', cold],
  ['warm cache', warm],
].map(([label, run]) => {
  const { wall, report } = run as { wall: number; report: TenantBuildReport };
  return {
    build: label as string,
    'wall s': +wall.toFixed(1),
    photos: report.images?.photos ?? 0,
    resized: report.images?.processed ?? 0,
    'from cache': report.images?.cached ?? 0,
    'image pipeline s': +((report.images?.ms ?? 0) / 1000).toFixed(1),
    'per photo resized ms':
      report.images && report.images.processed > 0
        ? Math.round(report.images.ms / report.images.processed)
        : '-',
  };
});

// The pages on a phone.
const runtime = createRuntime({
  distDir: out,
  dataDir: join(work, 'data'),
  outbox: 'off',
  outboxIntervalMs: 0,
  alertIntervalMs: 0,
});
const server = serve({ fetch: runtime.app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((r) => server.once('listening', r));
const port = (server.address() as AddressInfo).port;
const data = JSON.parse(readFileSync(join(out, '.data', `${SLUG}.json`), 'utf8')) as SiteData;
const car = data.cars.find((c) => c.status === 'in_stock' && c.photos_count >= 8) ?? data.cars[0]!;
const pages = {
  search: `http://${SLUG}.localhost:${port}/search/new-used-and-demo-cars`,
  vehicle: `http://${SLUG}.localhost:${port}${car.path}/`,
};
const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
const bytesRows: Record<string, unknown>[] = [];
for (const [name, url] of Object.entries(pages)) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const images: number[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'image') return;
    images.push((await response.body().catch(() => Buffer.alloc(0))).length);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2000);
  bytesRows.push({ page: name, images: images.length, 'image KB': kb(images.reduce((s, b) => s + b, 0)) });
  await context.close();
}
await browser.close();

const lighthouseRows: Record<string, unknown>[] = [];
for (const [name, url] of Object.entries(pages)) {
  const scores: number[] = [];
  const lcp: number[] = [];
  const bytes: number[] = [];
  for (let run = 0; run < 3; run++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result!.lhr;
      scores.push(Math.round((lhr.categories['performance']!.score ?? 0) * 100));
      lcp.push(lhr.audits['largest-contentful-paint']!.numericValue ?? 0);
      bytes.push(lhr.audits['total-byte-weight']!.numericValue ?? 0);
    } finally {
      await chrome.kill();
    }
  }
  lighthouseRows.push({
    page: name,
    'performance (median)': median(scores),
    'LCP ms': Math.round(median(lcp)),
    'total KB': kb(median(bytes)),
  });
}
server.close();
await runtime.close();

console.table(pipelineRows);
console.table(bytesRows);
console.table(lighthouseRows);
mkdirSync(join(root, 'tests', 'bench', 'results'), { recursive: true });
writeFileSync(
  join(root, 'tests', 'bench', 'results', 'images.json'),
  JSON.stringify(
    { date: new Date().toISOString(), photos: PHOTOS, cars: CARS, pipelineRows, bytesRows, lighthouseRows },
    null,
    2,
  ),
);
