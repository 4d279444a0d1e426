/**
 * Real-size photos in Chromium (issue 16; CARD-05, GAL-01…03): a tenant whose feed points at
 * 3,000 × 2,000 JPEGs of about 1.5 MB on a photo host (a loopback server here), built by
 * scripts/build.ts with the build's own image pipeline, served by the real server. On a
 * 390×844 phone the cards and the gallery fetch resized AVIF at the width they are shown,
 * never the 1.5 MB originals; the first two cards load at once and the rest lazily; the
 * slider, thumbnails and fullscreen work on them; a photo the host does not have is left
 * out, not shown broken. A model page's photo and a make logo given as a 1,200 px PNG are
 * resized the same way.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import type { SiteData } from '../../src/build/site-data.ts';
import { createRuntime, type Runtime } from '../../src/server/runtime.ts';
import { DEFAULT_LOCATIONS } from '../unit/api/harness.ts';
import { runBuildScriptAsync } from '../support/run-build.ts';
import { writeTestTenant } from '../support/test-tenant.ts';

const root = resolve(import.meta.dirname, '..', '..');
const SLUG = 'real-photo-motors';
const work = mkdtempSync(join(tmpdir(), 'real-size-photos-'));
mkdirSync(join(root, '.cache'), { recursive: true });
const out = mkdtempSync(join(root, '.cache', 'test-dist-'));
const photos = new Map<string, Buffer>();
let photoHost: Server;
let runtime: Runtime;
let site: ReturnType<typeof serve>;
let base = '';
let originals = new Set<string>();

/** A car's page path, from the data the build published. */
function carPath(id: string): string {
  const data = JSON.parse(readFileSync(join(out, '.data', `${SLUG}.json`), 'utf8')) as SiteData;
  return data.cars.find((car) => car.id === id)!.path;
}

async function photo(n: number): Promise<Buffer> {
  const width = 3000;
  const height = 2000;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const grain = ((x * 7919 + y * 104729 + n) % 23) - 11;
      raw[i] = Math.max(0, Math.min(255, (x * 200) / width + grain + n * 9));
      raw[i + 1] = Math.max(0, Math.min(255, (y * 160) / height + grain + 40));
      raw[i + 2] = Math.max(0, Math.min(255, 160 - (y * 80) / height + grain));
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  for (let n = 0; n < 6; n++) photos.set(`/photos/${n}.jpg`, await photo(n));
  for (let n = 0; n < 10; n++) photos.set(`/spin/${n}.jpg`, await photo(10 + n));
  photoHost = createServer((request, response) => {
    const body = photos.get(request.url ?? '');
    if (body) response.writeHead(200, { 'content-type': 'image/jpeg' }).end(body);
    else response.writeHead(404).end();
  });
  await new Promise<void>((done) => photoHost.listen(0, '127.0.0.1', done));
  const host = `http://127.0.0.1:${(photoHost.address() as AddressInfo).port}`;
  originals = new Set([...photos.keys()].map((path) => `${host}${path}`));
  const car = (i: number, extra: Record<string, unknown> = {}) => ({
    id: `P${i}`,
    stocknum: `SP${i}`,
    year: 2022,
    make: ['Toyota', 'Mazda', 'Kia'][i % 3],
    model: ['RAV4', 'CX-5', 'Sportage'][i % 3],
    body: 'SUV',
    car_type: 'used',
    price: 30_000 + i * 1_000,
    km: 20_000 + i * 1_000,
    created_at: '2026-11-01T00:00:00Z',
    location_id: 'l1',
    images: [0, 1, 2, 3, 4, 5].map((k) => ({ image: `${host}/photos/${(i + k) % 6}.jpg` })),
    ...extra,
  });
  const stock: Record<string, unknown>[] = Array.from({ length: 8 }, (_, i) => car(i));
  // A 360° spin of ten full-size frames of its own.
  stock[2] = {
    ...stock[2],
    spin_images: Array.from({ length: 10 }, (_, k) => `${host}/spin/${k}.jpg`),
  };
  // One car lists a photo its host does not have first: it is left out, not shown broken.
  stock[1] = {
    ...stock[1],
    images: [{ image: `${host}/photos/missing.jpg` }, ...(stock[1]!['images'] as object[])],
  };
  const tenantsDir = join(work, 'tenants');
  writeTestTenant(tenantsDir, SLUG, {
    settings: { site: { name: 'Real Photo Motors', url: 'https://www.real-photo.example.com.au' } },
    stock,
    locations: DEFAULT_LOCATIONS,
  });
  // A model page whose photo is a full-size original, and a make logo given as a large PNG.
  writeFileSync(
    join(tenantsDir, SLUG, 'models.json'),
    JSON.stringify([
      {
        id: 'm-rav4',
        name: 'RAV4',
        slug: 'rav4',
        manufacturer_name: 'Toyota',
        image: { url: `${host}/photos/0.jpg` },
      },
    ]),
  );
  mkdirSync(join(tenantsDir, SLUG, 'makes'));
  writeFileSync(
    join(tenantsDir, SLUG, 'makes', 'mazda.png'),
    await sharp({
      create: { width: 1200, height: 600, channels: 4, background: { r: 20, g: 40, b: 90, alpha: 0.9 } },
    })
      .png()
      .toBuffer(),
  );
  const { code, output } = await runBuildScriptAsync(tenantsDir, out, ['--tenant', SLUG], undefined, {
    IMAGE_CACHE_DIR: join(work, 'image-cache'),
  });
  if (code !== 0) throw new Error(`build failed:\n${output}`);
  runtime = createRuntime({
    distDir: out,
    dataDir: join(work, 'data'),
    outbox: 'off',
    outboxIntervalMs: 0,
    alertIntervalMs: 0,
  });
  site = serve({ fetch: runtime.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((done) => site.once('listening', done));
  base = `http://${SLUG}.localhost:${(site.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  site?.close();
  await runtime?.close();
  await new Promise((done) => photoHost?.close(done));
  rmSync(work, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
  rmSync(join(root, '.cache', 'astro', SLUG), { recursive: true, force: true });
  rmSync(join(root, '.cache', 'landing', SLUG), { recursive: true, force: true });
});

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

test('[CARD-05] cards on a phone fetch resized photos: the first two at once, the rest as they come into view', async ({
  page,
}) => {
  const fetched: { url: string; bytes: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'image')
      fetched.push({
        url: response.url(),
        bytes: (await response.body().catch(() => Buffer.alloc(0))).length,
      });
  });
  await page.goto(`${base}/search/new-used-and-demo-cars`, { waitUntil: 'networkidle' });
  const cards = page.locator('.car-card img');
  await expect(cards).toHaveCount(8);
  const loading = await cards.evaluateAll((images) =>
    images.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]),
  );
  expect(loading.slice(0, 2)).toEqual([
    ['eager', 'high'],
    ['eager', 'high'],
  ]);
  expect(loading.slice(2).every(([mode, priority]) => mode === 'lazy' && priority === null)).toBe(true);
  // The first card's photo: an AVIF of the set, at most 960 px for a 358 px card at 3×.
  const first = await cards.first().evaluate((img: HTMLImageElement) => ({
    src: img.currentSrc,
    width: img.naturalWidth,
  }));
  expect(first.src).toMatch(/\/img\/[0-9a-f]{16}-1920\/960\.avif$/);
  // With a w-descriptor the browser reports the density-corrected width: the card's own.
  expect(first.width).toBe(358);
  // Nothing from the photo host: every image is the site's own resized file.
  expect(fetched.filter((f) => originals.has(f.url))).toEqual([]);
  const kb = fetched.reduce((sum, f) => sum + f.bytes, 0) / 1024;
  expect(kb).toBeLessThan(600);
  // Lower cards load when scrolled to.
  const before = fetched.length;
  await cards.nth(7).scrollIntoViewIfNeeded();
  await expect.poll(() => fetched.length).toBeGreaterThan(before);
});

test('[GAL-01] [GAL-02] [GAL-03] the gallery of resized photos: slider, thumbnails, fullscreen at the screen’s width', async ({
  page,
}) => {
  await page.goto(`${base}${carPath('P0')}/`);
  await page.waitForFunction(() => !document.querySelector('.vehicle-gallery astro-island[ssr]'));
  const counter = page.locator('.vehicle-gallery .gallery-counter');
  await expect(counter).toHaveText('1 / 6');
  const slide = page.locator('.vehicle-gallery .gallery-slide img').first();
  await expect(slide).toHaveJSProperty('complete', true);
  expect(await slide.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/img\/[0-9a-f]{16}-1920\/1280\.avif$/,
  );
  await page.getByRole('button', { name: 'Next photo' }).first().click();
  await expect(counter).toHaveText('2 / 6');
  // Thumbnails: an in-stock car with more than 3 photos (GAL-02), each a small JPEG of the set.
  await expect(page.locator('.gallery-thumbs img').first()).toHaveAttribute(
    'src',
    /\/img\/[0-9a-f]{16}-1920\/320\.jpg$/,
  );
  await page.getByRole('button', { name: 'Show photo 3' }).first().click();
  await expect(counter).toHaveText('3 / 6');
  // Fullscreen: the widest photos of the set, arrow keys move (GAL-03).
  await page.getByRole('button', { name: 'Fullscreen' }).click();
  const dialog = page.locator('dialog[open] .gallery.fullscreen');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.gallery-slide img').first()).toHaveAttribute('sizes', '100vw');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.locator('[aria-live="polite"]')).toHaveText('4 / 6');
});

test('a photo its host does not have is left out, and the car shows the others', async ({ page }) => {
  await page.goto(`${base}${carPath('P1')}/`);
  await page.waitForFunction(() => !document.querySelector('.vehicle-gallery astro-island[ssr]'));
  await expect(page.locator('.vehicle-gallery .gallery-counter')).toHaveText('1 / 6');
  const broken = await page
    .locator('.vehicle-gallery img')
    .evaluateAll(
      (images) =>
        images.filter(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 0,
        ).length,
    );
  expect(broken).toBe(0);
});

test('a model page’s photo is resized like the cars’: the phone fetches an AVIF at its width, never the original', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') fetched.push(request.url());
  });
  await page.goto(`${base}/rav4`, { waitUntil: 'networkidle' });
  const hero = page.locator('.model-hero img');
  await expect(hero).toHaveJSProperty('complete', true);
  expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/img\/[0-9a-f]{16}-1920\/1280\.avif$/,
  );
  expect(fetched.filter((url) => originals.has(url))).toEqual([]);
});

test('a make logo given as a 1,200 px picture is shown from 160 and 320 px files, for the screen’s density', async ({
  page,
}) => {
  // The home page's brand strip, where a logo is at most 96 px wide.
  await page.goto(`${base}/`);
  const logo = page.locator('.brands img[alt="Mazda"]');
  await expect(logo).toHaveAttribute('src', /^\/img\/[0-9a-f]{16}-320\/160\.png$/);
  await expect(logo).toHaveAttribute('srcset', /\/160\.png 160w, \/img\/[0-9a-f]{16}-320\/320\.png 320w$/);
  await expect(logo).toHaveAttribute('sizes', '96px');
  await logo.scrollIntoViewIfNeeded();
  await expect(logo).toHaveJSProperty('complete', true);
  // 96 px at 3×: the 320 px file, its transparency kept.
  expect(await logo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/320\.png$/);
  const bytes = await logo.evaluate(async (img: HTMLImageElement) =>
    Array.from(new Uint8Array(await (await fetch(img.currentSrc)).arrayBuffer())),
  );
  const metadata = await sharp(Buffer.from(bytes)).metadata();
  expect([metadata.format, metadata.width, metadata.hasAlpha]).toEqual(['png', 320, true]);
});

test('[GAL-04] [GAL-05] a spin of full-size frames turns through resized frames, fetched as it needs them', async ({
  page,
}) => {
  const data = JSON.parse(readFileSync(join(out, '.data', `${SLUG}.json`), 'utf8')) as SiteData;
  const spinCar = data.cars.find((c) => c.id === 'P2')!;
  // Each frame's own resized set (/img/<set>/…), by the frame it shows.
  const frameOf = new Map(spinCar.spin_images.map((frame, index) => [frame.split('/')[2]!, index]));
  expect(frameOf.size).toBe(10);
  const fetched: string[] = [];
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'image') return;
    requested.push(request.url());
    fetched.push(new URL(request.url()).pathname);
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${base}${carPath('P2')}/`);
  await page.waitForFunction(() => !document.querySelector('.vehicle-gallery astro-island[ssr]'));
  await expect(page.getByRole('button', { name: 'Spin' })).toHaveAttribute('aria-pressed', 'true');
  const spin = page.getByRole('slider', { name: /360° view/ });
  const shown = spin.locator('img:visible');
  await expect(shown).toHaveJSProperty('complete', true);
  // A 358 px spin on a 3× phone: the 1280 px AVIF of the frame's set, never the original.
  expect(await shown.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/img\/[0-9a-f]{16}-1920\/1280\.avif$/,
  );
  expect(requested.filter((url) => originals.has(url))).toEqual([]);
  // The frame on screen and three on each side: seven of ten.
  const frames = () =>
    [...new Set(fetched.map((path) => frameOf.get(path.split('/')[2]!)).filter((f) => f !== undefined))].sort(
      (a, b) => a - b,
    );
  await expect.poll(frames).toEqual([0, 1, 2, 3, 7, 8, 9]);
  await spin.focus();
  await page.keyboard.press('ArrowRight');
  await expect(spin).toHaveAttribute('aria-valuenow', '2');
  await expect.poll(frames).toEqual([0, 1, 2, 3, 4, 7, 8, 9]);
  // A drag 60 px to the left turns three frames on (20 px a frame), to frames not fetched yet.
  const box = (await spin.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2, { steps: 6 });
  await page.mouse.up();
  await expect(spin).toHaveAttribute('aria-valuenow', '5');
  await expect.poll(frames).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  await expect(shown).toHaveJSProperty('complete', true);
  expect(await shown.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/1280\.avif$/);
  await page.getByRole('button', { name: 'Images' }).click();
  await expect(page.locator('.vehicle-gallery .gallery-counter')).toHaveText('1 / 6');
});

test('[GAL-06] a resized spin frame that fails to load is reported on the console only', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('[spin]')) warnings.push(message.text());
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Every frame after the first is gone from the server.
  let first = '';
  await page.route('**/img/**', (route) => {
    const set = new URL(route.request().url()).pathname.split('/')[2]!;
    first ||= set;
    return set === first ? route.continue() : route.fulfill({ status: 404, body: '' });
  });
  await page.goto(`${base}${carPath('P2')}/`);
  await page.waitForFunction(() => !document.querySelector('.vehicle-gallery astro-island[ssr]'));
  await expect.poll(() => warnings.length).toBeGreaterThan(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('slider', { name: /360° view/ })).toBeVisible();
});
