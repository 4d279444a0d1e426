import { describe, expect, it } from 'vitest';
import { displayFacetItems, type FacetItem } from '../../../src/domain/search/facets.ts';
import { importRecords } from '../../../src/feed/import-feed.ts';
import { searchDocument } from '../../../src/search/document.ts';
import { createSearchEngine } from '../../../src/search/engine/engine.ts';
import { countCapOf, MEILI_MAX_TOTAL_HITS } from '../../../src/search/meilisearch/settings.ts';
import { rawCar, settingsWith } from '../../fixtures/helpers.ts';

const NOW = new Date('2026-11-21T00:00:00Z');

describe('[SRCH-20] facet counts on a real-size stock', () => {
  // The shape of the real 16,731-car export: Toyota 2,784; SUVs, hatches and utes thousands each.
  const makes = [
    ['Toyota', 2784],
    ['Ford', 1900],
    ['Mazda', 1650],
    ['Hyundai', 1500],
    ['Mitsubishi', 1400],
    ['Holden', 1300],
    ['Kia', 1200],
    ['Volkswagen', 1100],
    ['Nissan', 1000],
    ['Subaru', 900],
    ['Honda', 800],
    ['Mercedes-Benz', 700],
    ['BMW', 497],
  ] as const;
  const bodies = ['SUV', 'Hatch', 'Ute', 'Sedan'];
  const records = makes.flatMap(([make, count], m) =>
    Array.from({ length: count }, (_, i) =>
      rawCar({
        id: `${m}-${i}`,
        make,
        model: `Model ${i % 7}`,
        simple_body: bodies[i % bodies.length],
        price: 10_000 + i,
      }),
    ),
  );
  const { cars } = importRecords(records, settingsWith().feed, []);
  const docs = cars.map((car) =>
    searchDocument(
      car,
      () => undefined,
      () => undefined,
      NOW,
    ),
  );
  const engine = createSearchEngine(docs);
  const facets = engine.multiSearch({
    queries: [{ indexUid: 'cars', q: '', facets: ['make', 'body'], limit: 0 }],
  }).results[0]!.facetDistribution!;
  const items = (attribute: string): FacetItem[] =>
    Object.entries(facets[attribute]!).map(([value, count]) => ({
      value,
      label: value,
      count,
      isRefined: false,
    }));

  it('[SRCH-20] the embedded engine counts exactly: Toyota shows 2,784 of 16,731, not the stock', () => {
    expect(cars).toHaveLength(16_731);
    const shown = displayFacetItems('make', items('make'), {
      certifiedOnlySite: false,
      stockCount: 16_731,
      countCap: countCapOf({ type: 'embedded' }),
    });
    expect(shown.find((item) => item.value === 'Toyota')?.count).toBe(2784);
    const bodyCounts = displayFacetItems('body', items('body'), {
      certifiedOnlySite: false,
      stockCount: 16_731,
      countCap: countCapOf({ type: 'embedded' }),
    }).map((item) => item.count);
    expect(bodyCounts.every((count) => count > 1999 && count < 16_731)).toBe(true);
    expect(bodyCounts.reduce((a, b) => a + b, 0)).toBe(16_731);
  });

  it('[SRCH-20] a Meilisearch count at its cap is replaced; one below it is shown', () => {
    const cap = countCapOf({ type: 'meilisearch' });
    expect(cap).toBe(MEILI_MAX_TOTAL_HITS);
    const options = { certifiedOnlySite: false, stockCount: 0, countCap: cap };
    expect(
      displayFacetItems('make', items('make'), options).find((item) => item.value === 'Toyota')?.count,
    ).toBe(2784);
    const atCap = [
      { value: 'Toyota', label: 'Toyota', count: MEILI_MAX_TOTAL_HITS, isRefined: false },
      { value: 'Ford', label: 'Ford', count: 40_000, isRefined: false },
    ];
    expect(displayFacetItems('make', atCap, options).map((item) => item.count)).toEqual([140_000, 40_000]);
  });
});
