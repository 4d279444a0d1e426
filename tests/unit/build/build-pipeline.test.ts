/**
 * The build pipeline end to end on small throwaway tenants: scripts/build.ts run as ops
 * and CI run it, in a temp folder, with TENANTS_DIR and --out pointing there.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantBuildReport } from '../../../src/build/report.ts';
import { runBuildScript } from '../../support/run-build.ts';
import { writeTestTenant } from '../../support/test-tenant.ts';

const root = resolve(import.meta.dirname, '..', '..', '..');
const work = mkdtempSync(join(tmpdir(), 'build-pipeline-'));
const tenantsDir = join(work, 'tenants');
// Output must live inside the project: Astro resolves packages from there.
mkdirSync(join(root, '.cache'), { recursive: true });
const out = mkdtempSync(join(root, '.cache', 'test-dist-'));

const locations = {
  dealerships: [{ id: 'd1', name: 'Test Motors', slug: 'test-motors' }],
  locations: [
    {
      id: 'l1',
      name: 'Test Motors - Sales',
      primary: true,
      dealership_id: 'd1',
      address: {
        street: '1 Main St',
        city: 'Caringbah',
        state: 'NSW',
        postcode: '2229',
        lat: -34.04,
        long: 151.12,
      },
      contact_detail: {
        phone: '02 9000 0000',
        opening_hours: [{ weekday: 1, status: 'Open', open: '08:30', close: '17:30' }],
      },
    },
  ],
};

function car(id: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    year: 2022,
    make: 'Toyota',
    model: 'Corolla',
    badge: 'Ascent Sport',
    car_type: 'used',
    price: 24990,
    km: 41000,
    created_at: '2026-11-01T00:00:00Z',
    location_id: 'l1',
    ...extra,
  };
}

function writeTenant(slug: string, settings: Record<string, unknown>, stock: unknown[]) {
  writeTestTenant(tenantsDir, slug, { settings, stock, locations });
}

function runBuild(...args: string[]) {
  return runBuildScript(tenantsDir, out, args);
}

const report = (slug: string) =>
  JSON.parse(readFileSync(join(out, '.reports', `${slug}.json`), 'utf8')) as TenantBuildReport;

beforeAll(() => {
  writeTenant('alpha-motors', {}, [
    car('A1', { dealercomments: '<b>One owner</b><script>alert("x")</script>' }),
    car('A2', { status: 'sold', sold_date_timestamp: '2026-11-20T00:00:00Z' }),
    car('A3', { status: 'sold', sold_date_timestamp: '2026-11-01T00:00:00Z' }),
    { id: 'BAD1', year: 2020, model: 'Hilux', car_type: 'used', price: 100 },
    car('BAD2', { km: -5 }),
  ]);
  writeTenant(
    'bravo-cars',
    {
      site: { name: 'Bravo Cars', url: 'https://bravo.example.com.au', template: 'group' },
      channels: { metaAutomotive: false },
    },
    [car('B1'), car('B2', { car_type: 'new', km: 10 })],
  );
  // A servicing page that books on the dealer's own booking site, with a complimentary-service stamp.
  writeFileSync(
    join(tenantsDir, 'alpha-motors', 'service.json'),
    JSON.stringify({
      title: 'Alpha Service Centre',
      intro: 'We service every make.',
      booking_url: 'https://booking.example.com/alpha-motors',
      drop_off: { service_stamp: 'Complimentary service (3,000km or 3 months)' },
    }),
  );
  writeTenant('broken-dealer', { search: { hitsPerPage: '21' }, vehicle: { phoneRevealedFromStrat: true } }, [
    car('C1'),
  ]);
}, 10_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
});

describe('build pipeline', () => {
  let first: { code: number | null; output: string };
  beforeAll(() => {
    first = runBuild();
  }, 120_000);

  it('[BLD-01] builds every tenant into dist/<slug>/', () => {
    expect(existsSync(join(out, 'alpha-motors', 'index.html'))).toBe(true);
    expect(existsSync(join(out, 'bravo-cars', 'index.html'))).toBe(true);
    expect(
      existsSync(join(out, 'alpha-motors', 'cars', '2022-toyota-corolla-ascent-sport-a1', 'index.html')),
    ).toBe(true);
  });

  it('[CFG-03] a broken tenant fails alone, naming tenant, file and key path; the others build and the command exits non-zero', () => {
    expect(first.code).not.toBe(0);
    expect(first.output).toMatch(/broken-dealer: FAILED/);
    expect(first.output).toContain('Tenant "broken-dealer"');
    expect(first.output).toMatch(
      /settings\.json at search\.hitsPerPage: Invalid type: Expected number but received "21"/,
    );
    expect(first.output).toMatch(
      /settings\.json at vehicle\.phoneRevealedFromStrat: unknown setting "phoneRevealedFromStrat"/,
    );
    expect(first.output).toMatch(/3 tenant\(s\): 2 built, 0 unchanged, 1 failed/);
    expect(existsSync(join(out, 'broken-dealer', 'index.html'))).toBe(false);
  });

  it('[BLD-04] writes a build report per tenant: pages, cars, skipped records with reasons, time, output size', () => {
    const alpha = report('alpha-motors');
    expect(alpha.status).toBe('built');
    expect(alpha.cars).toBe(2);
    expect(alpha.pages).toBeGreaterThanOrEqual(4); // home, 404, two car pages
    expect(alpha.timeMs).toBeGreaterThan(0);
    expect(alpha.outputBytes).toBeGreaterThan(1000);
    expect(alpha.skippedRecords).toEqual(
      expect.arrayContaining([
        { record: 'BAD1', field: 'make', reason: 'Required field is missing' },
        { record: 'BAD2', field: 'km', reason: 'Must not be negative' },
      ]),
    );
    expect(first.output).toMatch(/✓ alpha-motors: 2 cars, \d+ pages, 2 feed records skipped/);
  });

  it('[CHAN-03] builds each channel feed only where the tenant has it on, and reports what each leaves out', () => {
    expect(existsSync(join(out, 'alpha-motors', 'feeds', 'google-vehicle-ads.tsv'))).toBe(true);
    expect(existsSync(join(out, 'alpha-motors', 'feeds', 'meta-automotive.csv'))).toBe(true);
    expect(existsSync(join(out, 'bravo-cars', 'feeds', 'google-vehicle-ads.tsv'))).toBe(true);
    expect(existsSync(join(out, 'bravo-cars', 'feeds', 'meta-automotive.csv'))).toBe(false);
    expect(report('bravo-cars').channels?.meta).toEqual({ enabled: false });
    // The fixture cars have no VIN, photo or store code: each is left out, with its reasons.
    const google = report('alpha-motors').channels?.google;
    expect(google).toMatchObject({ enabled: true, feed: '/feeds/google-vehicle-ads.tsv', carried: 0 });
    expect(google?.enabled && google.excluded.find((car) => car.id === 'A1')?.reasons).toEqual([
      'no photo (on https)',
      'no VIN',
      'its location has no store_code (the Google Business Profile store code, in locations.json)',
    ]);
  });

  it('[FEED-05] publishes a car sold within the window and leaves out one sold earlier', () => {
    expect(
      existsSync(join(out, 'alpha-motors', 'cars', '2022-toyota-corolla-ascent-sport-a2', 'index.html')),
    ).toBe(true);
    expect(existsSync(join(out, 'alpha-motors', 'cars', '2022-toyota-corolla-ascent-sport-a3'))).toBe(false);
  });

  it('[SEC-04] dealer comments with HTML are rendered as text, never as markup', () => {
    const html = readFileSync(
      join(out, 'alpha-motors', 'cars', '2022-toyota-corolla-ascent-sport-a1', 'index.html'),
      'utf8',
    );
    expect(html).toContain('One owner');
    expect(html).not.toContain('alert("x")');
    // The page's own scripts (island loader, sticky header) are fine; nothing from the feed may be one.
    expect(html).not.toMatch(/<script[^>]*>\s*alert/);
    expect(html).not.toContain('&lt;script&gt;alert');
  });

  it('[PROMO-04] a servicing page with booking_url frames the dealer’s booking site instead of the wizard; the stamp replaces the free ride', () => {
    const html = readFileSync(join(out, 'alpha-motors', 'service', 'index.html'), 'utf8');
    expect(html).toContain(
      '<h1>Alpha Service Centre <span class="service-subtitle">GENUINE SERVICING</span></h1>',
    );
    expect(html).toMatch(
      /<section class="service-booking" id="service-form"[^>]*>.*<iframe class="service-booking-frame" src="https:\/\/booking\.example\.com\/alpha-motors" title="Book a service with alpha-motors" loading="lazy">/s,
    );
    expect(html).not.toContain('service-booking-form');
    expect(html).toContain('<p class="service-stamp">Complimentary service (3,000km or 3 months)</p>');
    expect(html).not.toContain('Free ride within');
    // /book-a-service frames it too; a tenant without service.json has neither page.
    expect(readFileSync(join(out, 'alpha-motors', 'book-a-service', 'index.html'), 'utf8')).toContain(
      'src="https://booking.example.com/alpha-motors"',
    );
    expect(existsSync(join(out, 'bravo-cars', 'service', 'index.html'))).toBe(false);
  });

  it('[BLD-07] writes sitemap.xml and robots.txt with URLs from the tenant site URL', () => {
    const sitemap = readFileSync(join(out, 'bravo-cars', 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://bravo.example.com.au/</loc>');
    expect(sitemap).toContain(
      '<loc>https://bravo.example.com.au/cars/2022-toyota-corolla-ascent-sport-b1</loc>',
    );
    const robots = readFileSync(join(out, 'bravo-cars', 'robots.txt'), 'utf8');
    expect(robots).toContain('Sitemap: https://bravo.example.com.au/sitemap.xml');
    const page = readFileSync(
      join(out, 'bravo-cars', 'cars', '2022-toyota-corolla-ascent-sport-b1', 'index.html'),
      'utf8',
    );
    expect(page).toContain(
      '<link rel="canonical" href="https://bravo.example.com.au/cars/2022-toyota-corolla-ascent-sport-b1">',
    );
  });

  it('[BLD-06] output is plain static files: HTML, CSS, JS, images, XML, text, the channel feeds', () => {
    const result = spawnSync('find', [join(out, 'bravo-cars'), '-type', 'f'], { encoding: 'utf8' });
    const extensions = new Set(
      result.stdout
        .trim()
        .split('\n')
        // _redirects and _headers: the plain-text redirect list and headers CDNs read (BLD-09, the CSP).
        .map((file) => (/\/_(redirects|headers)$/.test(file) ? 'txt' : file.split('.').pop())),
    );
    for (const extension of extensions)
      expect(['html', 'css', 'js', 'svg', 'jpg', 'xml', 'txt', 'json', 'tsv', 'csv']).toContain(extension);
  });

  it('[BLD-02] skips unchanged tenants and rebuilds only the tenant whose stock changed', () => {
    const second = runBuild('--tenant', 'alpha-motors', '--tenant', 'bravo-cars');
    expect(second.code).toBe(0);
    expect(second.output).toMatch(/= alpha-motors: unchanged, skipped/);
    expect(second.output).toMatch(/= bravo-cars: unchanged, skipped/);

    writeFileSync(
      join(tenantsDir, 'bravo-cars', 'stock.json'),
      JSON.stringify([car('B1'), car('B2', { car_type: 'new', km: 10 }), car('B3')]),
    );
    const third = runBuild('--tenant', 'alpha-motors', '--tenant', 'bravo-cars');
    expect(third.output).toMatch(/= alpha-motors: unchanged, skipped/);
    expect(third.output).toMatch(/✓ bravo-cars: 3 cars/);
    expect(
      existsSync(join(out, 'bravo-cars', 'cars', '2022-toyota-corolla-ascent-sport-b3', 'index.html')),
    ).toBe(true);
  }, 120_000);

  it('[BLD-03] --shard i/n splits tenants between machines without overlap', () => {
    const one = runBuild('--shard', '1/2');
    const two = runBuild('--shard', '2/2');
    const names = (text: string) => [...text.matchAll(/^[✓=✗] ([a-z-]+):/gm)].map((m) => m[1]);
    expect([...names(one.output), ...names(two.output)].sort()).toEqual([
      'alpha-motors',
      'bravo-cars',
      'broken-dealer',
    ]);
    expect(names(one.output).filter((n) => names(two.output).includes(n))).toEqual([]);
    expect(runBuild('--shard', '3/2').output).toMatch(/--shard expects i\/n/);
  }, 120_000);

  it('[CFG-03] a failed rebuild keeps the last good site in place', () => {
    writeFileSync(
      join(tenantsDir, 'bravo-cars', 'settings.json'),
      JSON.stringify({ site: { name: 'Bravo Cars', url: 'not a url' } }),
    );
    const result = runBuild('--tenant', 'bravo-cars');
    expect(result.code).not.toBe(0);
    expect(result.output).toMatch(/settings\.json at site\.url: Expected an absolute URL/);
    expect(existsSync(join(out, 'bravo-cars', 'index.html'))).toBe(true);
  }, 120_000);

  it("[SEC-11] a build that fails while rendering leaves the API's data as it was: data and pages are published together", () => {
    const settingsFile = join(tenantsDir, 'bravo-cars', 'settings.json');
    const settings = readFileSync(settingsFile, 'utf8');
    writeFileSync(
      settingsFile,
      JSON.stringify({ site: { name: 'Bravo Cars', url: 'https://www.bravo.example.com' } }),
    );
    const first = runBuild('--tenant', 'bravo-cars');
    expect(first.code, first.output).toBe(0);
    const dataFile = join(out, '.data', 'bravo-cars.json');
    const published = readFileSync(dataFile, 'utf8');
    // Valid settings, but a menu link to a page the site does not have: the pages fail to render.
    writeFileSync(
      settingsFile,
      JSON.stringify({
        site: { name: 'Bravo Cars Renamed', url: 'https://www.bravo.example.com' },
        navigation: { header: [{ label: 'Nowhere', href: '/no-such-page' }] },
      }),
    );
    const failed = runBuild('--tenant', 'bravo-cars');
    expect(failed.code).not.toBe(0);
    expect(failed.output).toContain('has menu links to pages it does not have');
    expect(readFileSync(dataFile, 'utf8')).toBe(published);
    expect(readFileSync(join(out, 'bravo-cars', 'index.html'), 'utf8')).not.toContain('Bravo Cars Renamed');
    writeFileSync(settingsFile, settings);
  }, 180_000);

  it('[FEED-12] a feed that lost most of its valid records fails the tenant and keeps the last good site', () => {
    // alpha-motors last built with 3 valid records of 5; a truncated export keeps 1.
    const stock = JSON.parse(
      readFileSync(join(tenantsDir, 'alpha-motors', 'stock.json'), 'utf8'),
    ) as unknown[];
    writeFileSync(join(tenantsDir, 'alpha-motors', 'stock.json'), JSON.stringify(stock.slice(0, 1)));
    const refused = runBuild('--tenant', 'alpha-motors');
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain(
      'The feed has 1 valid records, 67% fewer than the 3 of the last good build: more than the 20% allowed (feed.maxValidDrop). The last good site stays live.',
    );
    expect(report('alpha-motors').status).toBe('failed');
    expect(existsSync(join(out, 'alpha-motors', 'cars'))).toBe(true);
    // A real drop is built on request.
    const accepted = runBuild('--tenant', 'alpha-motors', '--accept-feed-drop');
    expect(accepted.code).toBe(0);
    expect(report('alpha-motors').cars).toBe(1);
    writeFileSync(join(tenantsDir, 'alpha-motors', 'stock.json'), JSON.stringify(stock));
  }, 120_000);
});
