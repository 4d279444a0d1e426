import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from '../../../scripts/demo/csv.ts';
import { lenderFigures, repayment } from '../../../scripts/demo/finance.ts';
import {
  type DemoLocations,
  type DemoRecord,
  demoTenants,
  generateStock,
  type Recipe,
  readLocations,
  readRecipe,
  REPO_ROOT,
  renderStock,
} from '../../../scripts/demo/generate-stock.ts';
import { vinCheckDigit } from '../../../scripts/demo/records.ts';
import { CarRecordSchema } from '../../../src/model/car.ts';

const TODAY = '2026-11-21';
const ANCHOR = Date.parse(`${TODAY}T00:00:00Z`);
const DAY = 86_400_000;
/** The pinned Node 24 (strips TypeScript types); vitest itself may run on an older system node. */
const NODE = existsSync(join(REPO_ROOT, 'node_modules/.bin/node'))
  ? join(REPO_ROOT, 'node_modules/.bin/node')
  : process.execPath;
const EXPECTED_TENANTS = [
  'drive-subscriptions',
  'harbour-city-toyota',
  'outback-caravans-motorcycles',
  'southern-cross-auto-group',
  'westside-used-cars',
];

/** Stand-in locations for a recipe whose tenant has no locations.json yet. */
function fallbackLocations(recipe: Recipe): DemoLocations {
  const ids = new Set([
    ...Object.keys(recipe.locations ?? { l1: 1 }),
    ...Object.values(recipe.locationsByItem).flatMap((w) => Object.keys(w)),
  ]);
  return {
    dealerships: [{ id: 'd1', name: 'Fixture Motors', slug: 'fixture-motors' }],
    locations: [...ids].map((id) => ({
      id,
      name: `Fixture ${id}`,
      location_type: 'sales',
      manufacturers: [],
      dealership_id: 'd1',
      address: { city: 'Parramatta', state: 'NSW', postcode: '2150' },
    })),
  };
}

interface Tenant {
  slug: string;
  recipe: Recipe;
  locations: DemoLocations;
  records: DemoRecord[];
}

const tenants: Tenant[] = demoTenants().map((slug) => {
  const recipe = readRecipe(join(REPO_ROOT, 'tenants', slug, 'demo.json'));
  const file = join(REPO_ROOT, 'tenants', slug, 'locations.json');
  const locations = existsSync(file) ? readLocations(file) : fallbackLocations(recipe);
  return { slug, recipe, locations, records: generateStock(recipe, locations, TODAY) };
});
const all = tenants.flatMap((tenant) => tenant.records);
const soldDaysAgo = (record: DemoRecord) => (ANCHOR - record.sold_date_timestamp! * 1000) / DAY;

describe('demo recipes', () => {
  it('exist for the five demo tenants', () => {
    expect(tenants.map((t) => t.slug)).toEqual(expect.arrayContaining(EXPECTED_TENANTS));
  });

  it.each(tenants.map((t) => [t.slug, t] as const))('%s has 150–1,500 records', (_slug, tenant) => {
    expect(tenant.records.length).toBe(tenant.recipe.count);
    expect(tenant.records.length).toBeGreaterThanOrEqual(150);
    expect(tenant.records.length).toBeLessThanOrEqual(1500);
  });
});

describe('determinism', () => {
  it('gives identical output for the same seed and date', () => {
    for (const tenant of tenants) {
      const again = generateStock(tenant.recipe, tenant.locations, TODAY);
      expect(renderStock(tenant.recipe, again, tenant.locations).text).toBe(
        renderStock(tenant.recipe, tenant.records, tenant.locations).text,
      );
    }
  });

  it('moves dates with --today and changes with the seed', () => {
    const tenant = tenants[0]!;
    const later = generateStock(tenant.recipe, tenant.locations, '2026-11-28');
    expect(Date.parse(later[0]!.created_at) - Date.parse(tenant.records[0]!.created_at)).toBe(7 * DAY);
    const reseeded = generateStock(
      { ...tenant.recipe, seed: tenant.recipe.seed + 1 },
      tenant.locations,
      TODAY,
    );
    expect(reseeded.map((r) => r.vin)).not.toEqual(tenant.records.map((r) => r.vin));
  });

  it('writes byte-identical files from the CLI', () => {
    const dir = mkdtempSync(join(tmpdir(), 'demo-stock-'));
    try {
      const run = (out: string) =>
        execFileSync(
          NODE,
          [
            'scripts/demo/generate-stock.ts',
            '--today',
            TODAY,
            '--tenant',
            'westside-used-cars',
            '--out',
            join(dir, out),
          ],
          { cwd: REPO_ROOT },
        );
      run('a.csv');
      run('b.csv');
      expect(readFileSync(join(dir, 'a.csv')).equals(readFileSync(join(dir, 'b.csv')))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('honours a count override', () => {
    const tenant = tenants.find((t) => t.slug === 'harbour-city-toyota')!;
    const big = generateStock(tenant.recipe, tenant.locations, TODAY, 1000);
    expect(big).toHaveLength(1000);
    expect(new Set(big.map((r) => r.id)).size).toBe(1000);
  });
});

describe('records', () => {
  it('all validate with CarRecordSchema', () => {
    const failures = all.flatMap((record) => {
      const result = v.safeParse(CarRecordSchema, record);
      return result.success
        ? []
        : [`${record.id}: ${result.issues.map((i) => `${v.getDotPath(i)} ${i.message}`).join('; ')}`];
    });
    expect(failures).toEqual([]);
  });

  it.each(tenants.map((t) => [t.slug, t] as const))(
    '%s has unique ids, stock numbers and VINs, at sales locations',
    (_slug, tenant) => {
      const { records, locations } = tenant;
      expect(new Set(records.map((r) => r.id)).size).toBe(records.length);
      expect(new Set(records.map((r) => r.stocknum)).size).toBe(records.length);
      expect(new Set(records.map((r) => r.vin)).size).toBe(records.length);
      for (const record of records) expect(vinCheckDigit(record.vin)).toBe(record.vin[8]);
      const sales = new Set(
        locations.locations
          .filter((l) => !l.location_type || l.location_type === 'sales')
          .map((l) => String(l.id)),
      );
      for (const record of records) expect(sales.has(record.location_id)).toBe(true);
    },
  );

  it.each(tenants.map((t) => [t.slug, t] as const))('%s has every edge case', (_slug, tenant) => {
    const { records } = tenant;
    const count = (test: (r: DemoRecord) => boolean) => records.filter(test).length;
    expect(count((r) => r.status === 'sold' && soldDaysAgo(r) <= 3)).toBeGreaterThan(0);
    expect(count((r) => r.status === 'sold' && soldDaysAgo(r) > 3 && soldDaysAgo(r) <= 10)).toBeGreaterThan(
      0,
    );
    expect(count((r) => r.status === 'coming_soon')).toBeGreaterThan(0);
    expect(count((r) => r.reserved === true)).toBeGreaterThan(0);
    expect(count((r) => r.show_on_dealer_website === false)).toBeGreaterThan(0);
    expect(count((r) => r.price === 0)).toBeGreaterThan(0);
    expect(count((r) => r.images.length === 0)).toBeGreaterThan(0);
    expect(count((r) => r.images.length === 1)).toBeGreaterThan(0);
    expect(count((r) => r.images.length === 200)).toBe(1);
    expect(
      count((r) => r.images.length === 1 && r.images[0]!.image === '/media/placeholder.jpg'),
    ).toBeGreaterThan(0);
    expect(
      count((r) => r.spin_images?.length === 24 && (r.hotspots?.exterior.length ?? 0) > 0),
    ).toBeGreaterThan(0);
    expect(count((r) => r.before_price !== undefined && r.before_price > r.price)).toBeGreaterThan(0);
    expect(count((r) => ANCHOR - Date.parse(r.created_at) < 8 * DAY)).toBeGreaterThanOrEqual(5);
    expect(count((r) => r.dealercomments?.includes('<script>alert(1)</script>') ?? false)).toBe(1);
    expect(count((r) => (r.dealercomments?.length ?? 0) > 1000)).toBeGreaterThan(0);
    expect(count((r) => !r.dealercomments)).toBeGreaterThan(0);
    for (const record of records) {
      expect(ANCHOR - Date.parse(record.created_at)).toBeLessThanOrEqual(130 * DAY);
      expect(record.standardEquipment.length).toBeGreaterThanOrEqual(5);
      expect(record.standardEquipment.length).toBeLessThanOrEqual(30);
    }
  });

  it('include demo cars marked Test Drive Only, new preorders and used cars with lapsed rego', () => {
    expect(all.filter((r) => r.car_type === 'demo').length).toBeGreaterThan(0);
    expect(all.filter((r) => r.tag === 'Test Drive Only' && r.car_type === 'demo').length).toBeGreaterThan(0);
    expect(all.filter((r) => r.preorder && r.price === 0 && r.car_type === 'new').length).toBeGreaterThan(0);
    expect(
      all.filter((r) => r.car_type === 'used' && r.rego_expiry && Date.parse(r.rego_expiry) < ANCHOR).length,
    ).toBeGreaterThan(0);
    expect(
      all.filter((r) => r.car_type === 'used' && r.rego_expiry && Date.parse(r.rego_expiry) > ANCHOR).length,
    ).toBeGreaterThan(0);
    for (const tag of ['runout sale', 'Low Kms', 'One Owner'])
      expect(all.some((r) => r.tag === tag)).toBe(true);
    for (const fuel of ['Petrol', 'Diesel', 'Hybrid', 'Electric'])
      expect(all.some((r) => r.simple_fuel === fuel)).toBe(true);
  });

  it('keep kilometres and years in range for the car type', () => {
    for (const r of all) {
      if (r.item_type === 'caravan') continue;
      const km = r.km ?? 0;
      if (r.car_type === 'new') expect(km).toBeLessThanOrEqual(50);
      if (r.car_type === 'demo' && r.item_type === 'car') expect(km >= 500 && km <= 9000).toBe(true);
      if (r.car_type === 'used' && r.item_type === 'car') expect(km >= 5000 && km <= 250_000).toBe(true);
      if (r.car_type !== 'used') expect(r.year).toBeGreaterThanOrEqual(2025);
      else expect(r.year).toBeGreaterThanOrEqual(2008);
    }
  });

  it('compute finance with the amortisation formula', () => {
    const financed = all.filter((r) => r.finance_lenders?.['A']);
    expect(financed.length / all.length).toBeGreaterThan(0.5);
    for (const record of financed.slice(0, 50)) {
      const a = record.finance_lenders!['A']!;
      const principal = record.price - a.deposit + a.establishmentFees;
      const weekly = repayment(principal, a.interestRate / 5200, a.termYears * 52) + (10 * 12) / 52;
      expect(a.paymentWeek).toBeCloseTo(weekly, 1);
      expect(a.comparisonRate).toBeGreaterThan(a.interestRate);
      expect(a.termYears).toBe(5);
    }
    // Known value: $30,000 at 7.99% over 5 years, no deposit or fees → $608.15 a month.
    expect(
      lenderFigures(30_000, {
        interestRate: 7.99,
        deposit: 0,
        termYears: 5,
        establishmentFee: 0,
        monthlyFee: 0,
      }).paymentMonth,
    ).toBeCloseTo(608.15, 2);
  });

  it('give caravans specifications in feet and subscription cars weekly prices', () => {
    const caravans = all.filter((r) => r.item_type === 'caravan');
    expect(caravans.length).toBeGreaterThan(50);
    for (const r of caravans) {
      expect(r.simple_body).toBe('Caravan');
      expect(r.specifications?.unit).toBe('ft');
      expect(r.specifications!.body_length).toBeGreaterThan(10);
    }
    expect(
      all.filter((r) => r.item_type === 'motorcycle' && r.simple_body === 'Motorcycle').length,
    ).toBeGreaterThan(50);
    const subscriptions = tenants.find((t) => t.slug === 'drive-subscriptions')!.records;
    const priced = subscriptions.filter((r) => r.subscription_price !== undefined);
    expect(priced.length / subscriptions.length).toBeGreaterThan(0.9);
    for (const r of priced) expect(r.subscription_price! >= 149 && r.subscription_price! <= 499).toBe(true);
  });
});

describe('CSV feed', () => {
  const tenant = tenants.find((t) => t.recipe.feed.format === 'csv')!;
  const { text } = renderStock(tenant.recipe, tenant.records, tenant.locations);
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: 'greedy' });

  it('has the export header, in order, and parses cleanly', () => {
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual(CSV_COLUMNS);
    expect(text.split('\r\n')[0]).toBe(
      'Brand,Year,Model,Title,UsedOrNew,Transmission,Engine,DriveType,FuelType,FuelConsumption,Kilometres,ColourExtInt,Location,CylindersinEngine,BodyType,Doors,Seats,Price,StockNumber,VIN,Certified,Status,SoldDate,ListedDate,Photos,Thumbs,Comments,PPSRDate,PPSRCertificate,OdometerCheckDate,OdometerCheckMethod,ServiceHistory,ServiceHistorySource,LastServiceDate,RoadworthyDate,RoadworthyState,RoadworthyCertificate,RegoExpiry,FinanceRate,FinanceComparisonRate,FinanceWeekly,FinanceMonthly,FinanceDeposit,FinanceTermMonths',
    );
  });

  it('has exactly three deliberately bad rows', () => {
    const rows = parsed.data;
    expect(rows).toHaveLength(tenant.records.length + 3);
    const missing = rows.filter((row) => row['Brand'] === '' && row['Price'] === '');
    const negative = rows.filter((row) => /^-\d/.test(row['Kilometres'] ?? ''));
    const seen = new Set<string>();
    const duplicates = rows.filter((row) => {
      const dup = seen.has(row['StockNumber']!);
      seen.add(row['StockNumber']!);
      return dup;
    });
    expect([missing.length, negative.length, duplicates.length]).toEqual([1, 1, 1]);
    expect(negative[0]!['Kilometres']).toBe('-500');
  });

  it('writes values the way exports do', () => {
    const rows = parsed.data;
    expect(rows.every((row) => row['UsedOrNew'] === 'USED')).toBe(true);
    expect(rows.some((row) => /^\d cyl, \d\.\d L$/.test(row['Engine']!))).toBe(true);
    expect(rows.some((row) => /^\d+\.\d L \/ 100 km$/.test(row['FuelConsumption']!))).toBe(true);
    expect(rows.some((row) => /^\d{1,3}(,\d{3})+$/.test(row['Kilometres']!))).toBe(true);
    expect(rows.some((row) => /^\$\d{1,3}(,\d{3})+$/.test(row['Price']!))).toBe(true);
    expect(rows.some((row) => / \/ /.test(row['ColourExtInt']!))).toBe(true);
    expect(rows.every((row) => /^[A-Za-z ]+, [A-Z]{2,3}$/.test(row['Location']!))).toBe(true);
    for (const [brand, model] of [
      ['Land', 'Rover '],
      ['Alfa', 'Romeo '],
      ['Great', 'Wall '],
    ]) {
      expect(rows.some((row) => row['Brand'] === brand && row['Model']!.startsWith(model!))).toBe(true);
    }
    const certified = rows.filter((row) => row['Certified'] === 'Yes').length / rows.length;
    expect(certified).toBeGreaterThan(0.2);
    expect(certified).toBeLessThan(0.4);
    expect(rows.some((row) => row['Comments']!.includes('\n'))).toBe(true);
  });
});
