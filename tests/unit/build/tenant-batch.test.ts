/**
 * Several tenants from one Astro build (BLD-10, src/build/tenant-batch.ts): the batch writes
 * each tenant's site exactly as a build of that tenant alone does, and a tenant that fails
 * fails alone. The prerenderer's own rules are tested against a small in-memory prerenderer
 * in the shape of Astro's (Astro's real one is what the build tests run).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import type { AstroPrerenderer } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planBatches } from '../../../src/build/batches.ts';
import type { TenantBuildReport } from '../../../src/build/report.ts';
import { startTenantBatch, tenantBatchPrerenderer } from '../../../src/build/tenant-batch.ts';
import { currentTenantDataFile, loadedSites } from '../../../src/lib/tenant-context.ts';
import { runBuildScript } from '../../support/run-build.ts';
import { writeTestTenant } from '../../support/test-tenant.ts';
import { DEFAULT_LOCATIONS } from '../api/harness.ts';

const root = resolve(import.meta.dirname, '..', '..', '..');

function files(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      found.set(relative(dir, path), readFileSync(path, 'base64'));
    }
  return found;
}

describe('a batch of tenants from one Astro build', () => {
  const work = mkdtempSync(join(tmpdir(), 'tenant-batch-'));
  const tenantsDir = join(work, 'tenants');
  mkdirSync(join(root, '.cache'), { recursive: true });
  const together = mkdtempSync(join(root, '.cache', 'test-batch-'));
  const alone = mkdtempSync(join(root, '.cache', 'test-alone-'));
  let batchRun: { code: number | null; output: string };

  function writeTenant(slug: string, settings: Record<string, unknown>, stock: unknown[]) {
    writeTestTenant(tenantsDir, slug, { settings, stock, locations: DEFAULT_LOCATIONS });
  }
  const car = (id: string, make: string, model: string, price: number) => ({
    id,
    year: 2022,
    make,
    model,
    car_type: 'used',
    price,
    km: 41000,
    created_at: '2026-11-01T00:00:00Z',
    location_id: 'l1',
  });

  beforeAll(() => {
    writeTenant('charlie-cars', {}, [
      car('C1', 'Toyota', 'Corolla', 24990),
      car('C2', 'Mazda', 'CX-5', 31990),
    ]);
    writeTenant(
      'delta-motors',
      { site: { name: 'Delta Motors', url: 'https://delta.example.com.au', template: 'group' } },
      [
        car('D1', 'Ford', 'Ranger', 45990),
        car('D2', 'Toyota', 'HiLux', 52990),
        car('D3', 'Toyota', 'Corolla', 21990),
      ],
    );
    // Settings that do not validate: this tenant fails, the others of its batch build.
    writeTenant('echo-autos', { search: { hitsPerPage: 'lots' } }, [car('E1', 'Kia', 'Cerato', 19990)]);
    batchRun = runBuildScript(tenantsDir, together, ['--concurrency', '1']);
    // Alone with two cores, a tenant too small to split finishes and writes its pages on a
    // second thread (src/build/page-writer.ts); the batch, on one core, on its rendering thread.
    for (const slug of ['charlie-cars', 'delta-motors'])
      expect(runBuildScript(tenantsDir, alone, ['--tenant', slug, '--concurrency', '2']).code).toBe(0);
  }, 180_000);

  afterAll(() => {
    for (const dir of [work, together, alone]) rmSync(dir, { recursive: true, force: true });
  });

  it('[BLD-10] builds every tenant of a batch byte for byte as it builds alone (there with a writer thread)', () => {
    for (const slug of ['charlie-cars', 'delta-motors']) {
      const report = JSON.parse(
        readFileSync(join(together, '.reports', `${slug}.json`), 'utf8'),
      ) as TenantBuildReport;
      expect(report.status).toBe('built');
      // echo-autos failed before the Astro build: two tenants shared it.
      expect(report.batchSize).toBe(2);
      const batched = files(join(together, slug));
      expect(batched.has('404.html')).toBe(true);
      expect(batched.has('index.html')).toBe(true);
      expect(batched).toEqual(files(join(alone, slug)));
    }
  });

  it('[CFG-03] a tenant that fails in a batch fails alone and the command exits non-zero', () => {
    expect(batchRun.code).toBe(1);
    expect(batchRun.output).toMatch(/✗ echo-autos: FAILED/);
    expect(batchRun.output).toMatch(/hitsPerPage/);
    expect(readdirSync(together)).not.toContain('echo-autos');
  });
});

describe('the batch prerenderer', () => {
  /** Astro's side of the interface: paths and pages from the tenant's data file, like the real bundle. */
  function prerendererOver(pages: Record<string, string[]>): AstroPrerenderer & { app: unknown } {
    const routeCache = {
      cache: {} as Record<string, unknown>,
      key: (route: { route: string }) => route.route,
    };
    const route = { route: '/[...path]' } as never;
    return {
      name: 'in-memory',
      // Astro's app: its route cache and its build options (the pages' styles, src/build/bundle-cache.ts).
      app: { routeCache, getOptions: () => ({ allPages: {} }) },
      async getStaticPaths() {
        const dataFile = currentTenantDataFile()!;
        routeCache.cache[routeCache.key(route)] = dataFile;
        return (pages[dataFile] ?? []).map((pathname) => ({ pathname, route }));
      },
      async render(request) {
        const dataFile = currentTenantDataFile()!;
        // Astro looks up the page's props first, then renders (asynchronously).
        const props = String(routeCache.cache[routeCache.key(route)]);
        loadedSites().set(dataFile, true);
        await new Promise((resolve) => setTimeout(resolve, 1));
        const { pathname } = new URL(request.url);
        if (pathname === '/broken') throw new Error('the page threw');
        return new Response(`${dataFile} ${pathname} ${props}`);
      },
    };
  }

  it('[BLD-10] writes each tenant under its slug, renders it in its own context and fails a tenant alone', async () => {
    const astro = prerendererOver({
      'a.json': ['/', '/cars/x'],
      'b.json': ['/', '/broken'],
      'c.json': ['/'],
    });
    const batch = startTenantBatch(
      [
        { slug: 'alpha', dataFile: 'a.json' },
        { slug: 'bravo', dataFile: 'b.json' },
        { slug: 'charlie', dataFile: 'c.json' },
      ],
      '/nowhere',
    );
    const prerenderer = tenantBatchPrerenderer(batch)(astro);
    await prerenderer.setup?.();
    const paths = await prerenderer.getStaticPaths();
    expect(paths.map((path) => path.pathname)).toEqual([
      '/alpha/',
      '/alpha/cars/x',
      '/bravo/',
      '/bravo/broken',
      '/charlie/',
    ]);
    const bodies = await Promise.all(
      paths.map(async ({ pathname, route }) => {
        const result = await prerenderer.render(new Request(`http://localhost${pathname}`), {
          routeData: route,
        });
        return (result as Response).text();
      }),
    );
    // Each page rendered with its own tenant's data and route answers, from the path without the prefix.
    expect(bodies[0]).toBe('a.json / a.json');
    expect(bodies[1]).toBe('a.json /cars/x a.json');
    expect(bodies[4]).toBe('c.json / c.json');
    expect(bodies[3]).toBe('');
    expect(batch.failures.get('bravo')).toMatch(/rendering \/broken failed: .*the page threw/);
    expect([...batch.failures.keys()]).toEqual(['bravo']);
    await prerenderer.teardown?.();
    // Every tenant's loaded data is dropped once the batch is done.
    expect(loadedSites().size).toBe(0);
  });

  it('[BLD-10] plans batches per worker, balanced by cars and bounded in cars and tenants', () => {
    const tenants = (counts: number[]) =>
      counts.map((cars, i) => ({ slug: `t${String(i).padStart(2, '0')}`, cars }));
    // As many tenants as workers: each alone, so a large one may split across cores.
    expect(planBatches(tenants([20_000, 300]), 2).map((batch) => batch.length)).toEqual([1, 1]);
    // 40 small tenants on 2 workers: one batch per worker.
    expect(planBatches(tenants(Array(40).fill(300)), 2).map((batch) => batch.length)).toEqual([20, 20]);
    // 40 tenants of 500 cars: 20,000 cars, 6,000 per build at most: 4 batches of 5,000 cars.
    const big = planBatches(tenants(Array(40).fill(500)), 2);
    expect(big.map((batch) => batch.reduce((sum, t) => sum + t.cars, 0))).toEqual([5000, 5000, 5000, 5000]);
    // Never more than 25 tenants in one build.
    expect(Math.max(...planBatches(tenants(Array(60).fill(10)), 1).map((batch) => batch.length))).toBe(20);
    expect(planBatches([], 2)).toEqual([]);
    // The limits hold whatever the mix: no batch over 6,000 cars (but a tenant alone), none over 25 tenants.
    const sizes = (counts: number[], workers: number) =>
      planBatches(tenants(counts), workers).map(
        (batch) => [batch.length, batch.reduce((sum, t) => sum + t.cars, 0)] as [number, number],
      );
    expect(sizes([4000, 4000, 3900], 2)).toEqual([
      [1, 4000],
      [1, 4000],
      [1, 3900],
    ]);
    for (const [count, cars] of sizes([5900, ...Array(49).fill(10)], 2)) {
      expect(count).toBeLessThanOrEqual(25);
      expect(count === 1 || cars <= 6000).toBe(true);
    }
    expect(sizes([20_000, ...Array(10).fill(300)], 2)[0]).toEqual([1, 20_000]);
  });
});
