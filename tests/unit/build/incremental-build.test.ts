import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantBuildReport } from '../../../src/build/report.ts';
import { createApp } from '../../../src/server/app.ts';
import { DEFAULT_LOCATIONS } from '../api/harness.ts';
import { runBuildScript } from '../../support/run-build.ts';
import { writeTestTenant } from '../../support/test-tenant.ts';

const root = resolve(import.meta.dirname, '..', '..', '..');
const work = mkdtempSync(join(tmpdir(), 'incremental-build-'));
const tenantsDir = join(work, 'tenants');
mkdirSync(join(root, '.cache'), { recursive: true });
const out = mkdtempSync(join(root, '.cache', 'test-dist-'));
const SLUG = 'incremental-test-motors';
const astroCache = join(root, '.cache', 'astro', SLUG);
const landingSearches = join(root, '.cache', 'landing', SLUG);

const MODELS = [
  ['Toyota', 'Corolla', 'Hatch'],
  ['Toyota', 'HiLux', 'Ute'],
  ['Mazda', 'CX-5', 'SUV'],
  ['Ford', 'Ranger', 'Ute'],
] as const;

function stock(
  change: (car: Record<string, unknown>, i: number) => Record<string, unknown> | undefined = (c) => c,
) {
  return Array.from({ length: 40 }, (_, i) => {
    const [make, model, body] = MODELS[i % MODELS.length]!;
    const car = {
      id: `T${100 + i}`,
      stocknum: `S${100 + i}`,
      year: 2018 + (i % 7),
      make,
      model,
      body,
      car_type: 'used',
      price: 20_000 + i * 750,
      km: 10_000 + i * 1_000,
      created_at: '2026-11-01T00:00:00Z',
      location_id: 'l1',
    };
    return change(car, i);
  }).filter((car) => car !== undefined);
}

function writeStock(cars: unknown[]) {
  writeFileSync(join(tenantsDir, SLUG, 'stock.json'), JSON.stringify(cars));
}

function runBuild(...args: string[]) {
  return runBuildWith({}, ...args);
}

function runBuildWith(env: Record<string, string>, ...args: string[]) {
  const { code, output } = runBuildScript(tenantsDir, out, args, undefined, env);
  if (code !== 0) throw new Error(`build failed:\n${output}`);
  return JSON.parse(readFileSync(join(out, '.reports', `${SLUG}.json`), 'utf8')) as TenantBuildReport;
}

/** Every file of a built site, by path, for a byte-for-byte comparison. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(relative(dir, path), readFileSync(path, 'latin1'));
  }
  return files;
}

function differences(a: Map<string, string>, b: Map<string, string>): string[] {
  const paths = new Set([...a.keys(), ...b.keys()]);
  return [...paths].filter((path) => a.get(path) !== b.get(path)).sort();
}

beforeAll(() => {
  rmSync(astroCache, { recursive: true, force: true });
  rmSync(landingSearches, { recursive: true, force: true });
  // Each test writes its own stock.json over the empty one.
  writeTestTenant(tenantsDir, SLUG, {
    settings: { site: { name: 'Incremental Test Motors', url: 'https://www.incremental.example.com.au' } },
    stock: [],
    locations: DEFAULT_LOCATIONS,
  });
});

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
  rmSync(astroCache, { recursive: true, force: true });
  rmSync(landingSearches, { recursive: true, force: true });
});

describe('[BLD-09] incremental per car', () => {
  let first: TenantBuildReport;
  let changed: TenantBuildReport;
  let incremental: Map<string, string>;
  let fresh: Map<string, string>;
  let split: TenantBuildReport;
  let splitFiles: Map<string, string>;
  let splitChanged: TenantBuildReport;
  let splitChangedFiles: Map<string, string>;
  let splitChangedFresh: Map<string, string>;
  // And then a Ford's price changes, built split.
  const resplit = (car: Record<string, unknown> | undefined, i: number) =>
    car && i === 23 ? { ...car, price: (car['price'] as number) + 100 } : car;
  let freshReport: TenantBuildReport;
  let otherConfig: TenantBuildReport;
  // Two cars change price, one leaves the feed.
  const change = (car: Record<string, unknown>, i: number) =>
    i === 5 ? undefined : i === 2 || i === 30 ? { ...car, price: (car['price'] as number) + 400 } : car;
  const gone = stock().find((_, i) => i === 5) as { year: number; make: string; model: string };

  let repriced: TenantBuildReport;
  let firstFiles: Map<string, string>;
  let replayedFiles: Map<string, string>;
  // Then one Mazda's price changes, and nothing else.
  const reprice = (car: Record<string, unknown> | undefined, i: number) =>
    car && i === 10 ? { ...car, price: (car['price'] as number) + 250 } : car;

  beforeAll(() => {
    writeStock(stock());
    first = runBuild('--force');
    firstFiles = snapshot(join(out, SLUG));
    writeStock(stock(change));
    changed = runBuild();
    writeStock(stock((car, i) => reprice(change(car, i), i)));
    repriced = runBuild();
    incremental = snapshot(join(out, SLUG));
    freshReport = runBuild('--force');
    fresh = snapshot(join(out, SLUG));
    // The same stock built in two processes, as a large tenant is (src/build/page-parts.ts).
    split = runBuildWith({ BUILD_SPLIT_FROM_CARS: '1' }, '--force', '--concurrency', '2');
    splitFiles = snapshot(join(out, SLUG));
    // A feed change to that split site: its parts start before the data is ready, keep what did
    // not change, and the merged parts change the live site in place.
    writeStock(stock((car, i) => resplit(reprice(change(car, i), i), i)));
    splitChanged = runBuildWith({ BUILD_SPLIT_FROM_CARS: '1' }, '--concurrency', '2');
    splitChangedFiles = snapshot(join(out, SLUG));
    runBuild('--force');
    splitChangedFresh = snapshot(join(out, SLUG));
    writeStock(stock((car, i) => reprice(change(car, i), i)));
    // Another Astro configuration (the site URL it reads): the kept bundle is not this build's.
    otherConfig = runBuildWith({ TENANT_SITE_URL: 'https://bundle-key.example.com.au' }, '--force');
    // The first stock again, from scratch: its landings now replay the requests they recorded.
    // (In a folder of its own: the site above stays as the redirect test needs it.)
    writeStock(stock());
    const replayOut = mkdtempSync(join(root, '.cache', 'test-dist-'));
    try {
      const { code, output } = runBuildScript(tenantsDir, replayOut, ['--force']);
      if (code !== 0) throw new Error(`build failed:\n${output}`);
      replayedFiles = snapshot(join(replayOut, SLUG));
    } finally {
      rmSync(replayOut, { recursive: true, force: true });
    }
  }, 300_000);

  it('[BLD-09] renders only the pages whose car, similar cars or site changed', () => {
    expect(first.pagesReused ?? 0).toBe(0);
    const carPages = 39 * 2; // a vehicle and a reserve page per car
    expect(changed.pagesReused).toBeGreaterThan(carPages / 2);
    expect(changed.pagesReused).toBeLessThan(carPages);
  });

  it('[BLD-09] renders only the search landing pages whose results changed', () => {
    // A car left: every landing's make counts changed, so every landing rendered again.
    const carPages = 38 * 2;
    expect(changed.pagesReused).toBeLessThan(carPages);
    // One price changed: the landings that do not show that Mazda (Toyota, Ford, Ute…) were reused.
    expect(repriced.pagesReused).toBeGreaterThan(carPages);
    expect(incremental.get('search/toyota/corolla/index.html')).toBe(
      fresh.get('search/toyota/corolla/index.html'),
    );
  });

  it('[BLD-09] a landing page replayed from its recorded requests is the page its search UI’s prerender gave, byte for byte', () => {
    expect([...firstFiles.keys()].filter((path) => path.startsWith('search/')).length).toBeGreaterThan(5);
    expect(differences(replayedFiles, firstFiles)).toEqual([]);
  });

  it('[BLD-09] the incremental build is byte for byte the build from scratch', () => {
    expect(differences(incremental, fresh)).toEqual([]);
  });

  it('[BLD-09] a build of the same code reuses the last build’s bundle, and writes the pages a build that bundled writes', () => {
    expect(first.bundleReused).toBe(false);
    expect(changed.bundleReused).toBe(true);
    expect(repriced.bundleReused).toBe(true);
    expect(freshReport.bundleReused).toBe(true);
    // Each part of a split build keeps its own bundle: these bundled, and gave the same site.
    expect(split.bundleReused).toBe(false);
    expect(differences(splitFiles, fresh)).toEqual([]);
    expect(otherConfig.bundleReused).toBe(false);
  });

  it('[BLD-08] a tenant split between two processes is the same site, byte for byte', () => {
    expect(split.buildProcesses).toBe(2);
    expect(differences(splitFiles, fresh)).toEqual([]);
  });

  it('[BLD-08] a split build of a feed change keeps the unchanged pages and changes the site in place into the site a build from scratch gives', () => {
    expect(splitChanged.buildProcesses).toBe(2);
    expect(splitChanged.status).toBe('built');
    expect(splitChanged.pagesReused).toBeGreaterThan(38);
    expect(differences(splitChangedFiles, splitChangedFresh)).toEqual([]);
  });

  it('[BLD-09] a car that left answers 301 to its make and model search', async () => {
    const lines = (fresh.get('_redirects') ?? '').split('\n').filter(Boolean);
    const carLines = lines.filter((line) => line.startsWith('/cars/'));
    expect(carLines).toHaveLength(1);
    const from = carLines[0]!.split(' ')[0]!;
    expect(from).toMatch(new RegExp(`^/cars/${gone.year}-${gone.make.toLowerCase()}-`));
    // It left the feed while for sale: the notice says it is no longer listed, not that it sold (ALERT-04).
    expect(carLines[0]).toBe(
      `${from} /search/${gone.make.toLowerCase()}/${gone.model.toLowerCase()}?gone=unlisted 301`,
    );
    const app = createApp({ distDir: out });
    const host = { host: `${SLUG}.localhost` };
    const answer = await app.request(from, { headers: host });
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe(
      `/search/${gone.make.toLowerCase()}/${gone.model.toLowerCase()}?gone=unlisted`,
    );
    expect((await app.request(`${from}/`, { headers: host })).status).toBe(301);
    // A shared link's utm tags go along, after the reason.
    expect((await app.request(`${from}?utm_source=fb`, { headers: host })).headers.get('location')).toBe(
      `/search/${gone.make.toLowerCase()}/${gone.model.toLowerCase()}?gone=unlisted&utm_source=fb`,
    );
    // The breadcrumb routes of spec-2 §2 answer too (SRCH-06).
    expect(lines).toContain('/search/used /search/used-cars 301');
    const crumb = await app.request('/used-car/used/', { headers: host });
    expect(crumb.status).toBe(301);
    expect(crumb.headers.get('location')).toBe('/search/used-cars');
    // A live car is served as before.
    const live = [...fresh.keys()].find((path) => path.startsWith('cars/') && path.endsWith('index.html'))!;
    expect((await app.request(`/${live.replace(/index\.html$/, '')}`, { headers: host })).status).toBe(200);
  });
});
