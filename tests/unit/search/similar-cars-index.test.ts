import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoTenants, REPO_ROOT, writeTenantStock } from '../../../scripts/demo/generate-stock.ts';
import { prepareSiteData } from '../../../src/build/prepare.ts';
import type { SearchDocument } from '../../../src/search/document.ts';
import { createSearchEngine } from '../../../src/search/engine/engine.ts';
import { searchDocuments } from '../../../src/search/index-file.ts';
import { findSimilarCars, type SimilarSubject } from '../../../src/search/similar-cars.ts';
import { buildSimilarCarsIndex } from '../../../src/search/similar-cars-index.ts';
import { searchDocument } from '../../../src/search/document.ts';
import { importedCar } from '../../fixtures/helpers.ts';

const NOW = new Date('2026-11-21T00:00:00Z');
const work = mkdtempSync(join(tmpdir(), 'similar-index-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Every car of a stock: the index's answer and the engine's per-car search, as id lists. */
async function compareAll(
  docs: SearchDocument[],
  subjects: Parameters<typeof findSimilarCars>[1][],
  count = 6,
) {
  const engine = createSearchEngine(docs);
  const index = buildSimilarCarsIndex(docs);
  const differences: string[] = [];
  for (const car of subjects) {
    const expected = (await findSimilarCars(engine, car, { indexUid: 'cars', count })).map((doc) => doc.id);
    const actual = index.find(car, count).map((doc) => doc.id);
    if (expected.join() !== actual.join()) differences.push(`${car.id}: engine ${expected} index ${actual}`);
  }
  return differences;
}

describe('[BLD-08] similar cars computed once per tenant', () => {
  it.each(demoTenants())(
    '[BLD-08] gives the per-car search results for every car of %s',
    async (slug) => {
      const tenants = join(work, 'tenants');
      cpSync(join(REPO_ROOT, 'tenants', slug), join(tenants, slug), {
        recursive: true,
        filter: (path) => !/stock\.generated\./.test(path),
      });
      writeTenantStock(slug, { today: '2026-11-21', root: work });
      const data = prepareSiteData(tenants, slug, NOW);
      expect(data.cars.length).toBeGreaterThan(100);
      const docs = searchDocuments(data.tenant, data.cars, NOW);
      const differences = await compareAll(docs, data.cars);
      expect(differences).toEqual([]);
    },
    60_000,
  );
});

describe('[BLD-08] similar cars index on awkward stock', () => {
  // A seeded stock with what the filter's equality and the band have to get right: makes in
  // several spellings, numeric models ("86" and "86.0"), equal prices and ranks, no-price
  // placeholders, sold cars, cars without a body, and groups far larger than ten.
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
  const docs = Array.from({ length: 2_500 }, (_, i) =>
    searchDocument(
      importedCar({
        id: `car-${i}`,
        make: pick(['Toyota', 'toyota', ' TOYOTA ', 'Land Rover', 'Mazda']),
        model: pick(['86', '86.0', 'HiLux', 'hilux', 'Range Rover', 'CX-5']),
        simple_body: pick(['SUV', 'suv', 'Ute', '', 'Hatch']),
        car_type: pick(['used', 'new', 'demo']),
        price: pick([0, 5, 10, 11, 9_000, 15_000, 25_000, 25_000, 40_000, 49_999, 50_000, 75_000, 120_000]),
        status: pick(['in_stock', 'in_stock', 'in_stock', 'coming_soon', 'sold']),
        custom_rank: pick([0, 1, 2, 5]),
      }),
      () => undefined,
      () => undefined,
      NOW,
    ),
  );
  const subjects = docs.map((doc) => ({
    id: doc.id,
    make: doc.make,
    model: doc.model,
    car_type: doc.car_type as SimilarSubject['car_type'],
    simple_body: doc.body,
    price: doc.price,
  }));

  it('[BLD-08] answers as the engine does for every car, at 6 and at 12', async () => {
    expect(await compareAll(docs, subjects)).toEqual([]);
    expect(await compareAll(docs, subjects, 12)).toEqual([]);
  });

  it('a count of 0 gives nothing; a subject from outside the stock is still answered', () => {
    const index = buildSimilarCarsIndex(docs);
    expect(index.find(subjects[0]!, 0)).toEqual([]);
    const outsider = { ...subjects[0]!, id: 'not-in-stock', price: 25_000 };
    expect(index.find(outsider).length).toBeGreaterThan(0);
  });
});
