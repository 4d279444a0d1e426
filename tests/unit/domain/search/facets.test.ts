import { describe, expect, it } from 'vitest';
import {
  dedupeModels,
  displayCount,
  isCappedCount,
  displayFacetItems,
  FACET_LIMIT_KEY_BY_ATTRIBUTE,
  FACET_LIMITS,
  type FacetItem,
  facetCountSum,
  facetLabel,
  facetLimit,
  hideCertifiedFalse,
  MAX_EXACT_FACET_COUNT,
  priceBandBounds,
  sortFacetItems,
} from '../../../../src/domain/search/facets.ts';

const item = (value: string, count = 1, isRefined = false, label = value): FacetItem => ({
  label,
  value,
  count,
  isRefined,
});
const labels = (items: readonly FacetItem[]) => items.map((entry) => entry.label);

describe('facet limits', () => {
  it('[SRCH-17] holds the spec limit for every facet', () => {
    expect(FACET_LIMITS).toEqual({
      body: 30,
      make: 100,
      model: 250,
      colour: 30,
      car_type: 6,
      price_range: 30,
      location: 30,
      fuel: 30,
      city: 20,
      dealership: 40,
    });
  });

  it('[SRCH-17] maps search attributes to their facet limits', () => {
    expect(facetLimit('body')).toBe(30);
    expect(facetLimit('make')).toBe(100);
    expect(facetLimit('model')).toBe(250);
    expect(facetLimit('make_model')).toBe(250);
    expect(facetLimit('colour')).toBe(30);
    expect(facetLimit('car_type')).toBe(6);
    expect(facetLimit('price_range')).toBe(30);
    expect(facetLimit('weekly_price_range')).toBe(30);
    expect(facetLimit('location_name')).toBe(30);
    expect(facetLimit('fuel')).toBe(30);
    expect(facetLimit('city')).toBe(20);
    expect(facetLimit('dealership_name')).toBe(40);
  });

  it('every facet limit key is reachable from some attribute', () => {
    expect(new Set(Object.values(FACET_LIMIT_KEY_BY_ATTRIBUTE))).toEqual(new Set(Object.keys(FACET_LIMITS)));
  });

  it('gives no limit for attributes the spec sets none for, so the widget keeps its default', () => {
    expect(facetLimit('transmission')).toBeUndefined();
    expect(facetLimit('location')).toBeUndefined();
    expect(facetLimit('toString')).toBeUndefined();
  });
});

describe('facet labels', () => {
  it('[SRCH-18] a value containing a colon shows only the part after it', () => {
    expect(facetLabel('make_model', 'Toyota:Corolla')).toBe('Corolla');
    expect(facetLabel('colour', 'Blue:Metallic')).toBe('Metallic');
  });

  it('cuts only at the first colon, so a model name keeps its own colons', () => {
    expect(facetLabel('make_model', 'Mercedes-Benz:AMG:GT')).toBe('AMG:GT');
    expect(facetLabel('make_model', 'Toyota:')).toBe('');
    expect(facetLabel('make_model', ':Corolla')).toBe('Corolla');
  });

  it('leaves a value without a colon as it is', () => {
    expect(facetLabel('make', 'Toyota')).toBe('Toyota');
    expect(facetLabel('make', '')).toBe('');
  });

  it('[SRCH-18] maps the car types new, used and demo to display names', () => {
    expect(facetLabel('car_type', 'new')).toBe('New');
    expect(facetLabel('car_type', 'used')).toBe('Used');
    expect(facetLabel('car_type', 'demo')).toBe('Demo');
    expect(facetLabel('car_type', 'USED')).toBe('Used');
    expect(facetLabel('car_type', ' demo ')).toBe('Demo');
  });

  it('maps car type names only on car_type and leaves unknown car types alone', () => {
    expect(facetLabel('tag', 'new')).toBe('new');
    expect(facetLabel('model', 'demo')).toBe('demo');
    expect(facetLabel('car_type', 'caravan')).toBe('caravan');
  });
});

describe('price band bounds', () => {
  it('reads ranges, open ends and thousands written as k', () => {
    expect(priceBandBounds('$10,000 - $19,999')).toEqual({ lower: 10_000, upper: 19_999 });
    expect(priceBandBounds('Under $10,000')).toEqual({ lower: 0, upper: 10_000 });
    expect(priceBandBounds('below 5000')).toEqual({ lower: 0, upper: 5000 });
    expect(priceBandBounds('$100,000+')).toEqual({ lower: 100_000, upper: Number.POSITIVE_INFINITY });
    expect(priceBandBounds('$20k-$30k')).toEqual({ lower: 20_000, upper: 30_000 });
    expect(priceBandBounds('$150 - $199.50')).toEqual({ lower: 150, upper: 199.5 });
    expect(priceBandBounds('POA')).toBeUndefined();
  });
});

describe('facet sort', () => {
  it('[SRCH-19] price-range labels sort ascending by band, not by count or text', () => {
    const items = [
      item('$100,000+', 50),
      item('$20,000 - $29,999', 3),
      item('Under $10,000', 1),
      item('$10,000 - $19,999', 9),
      item('$5,000 - $9,999', 2),
    ];
    expect(labels(sortFacetItems('price_range', items))).toEqual([
      'Under $10,000',
      '$5,000 - $9,999',
      '$10,000 - $19,999',
      '$20,000 - $29,999',
      '$100,000+',
    ]);
  });

  it('[SRCH-19] weekly price ranges sort like price ranges; labels without numbers go last', () => {
    const items = [item('POA', 99), item('$300 - $399', 1), item('$100 - $199', 1), item('Ask us', 5)];
    expect(labels(sortFacetItems('weekly_price_range', items))).toEqual([
      '$100 - $199',
      '$300 - $399',
      'Ask us',
      'POA',
    ]);
  });

  it('[SRCH-19] numeric labels sort ascending numerically, not as text', () => {
    const items = [item('2024', 1), item('2019', 40), item('2021', 7), item('999', 2)];
    expect(labels(sortFacetItems('year', items))).toEqual(['999', '2019', '2021', '2024']);
    expect(labels(sortFacetItems('seats', [item('7', 1), item('10', 9), item('2', 3)]))).toEqual([
      '2',
      '7',
      '10',
    ]);
  });

  it('[SRCH-19] other labels sort by count descending, then label', () => {
    const items = [item('Mazda', 5), item('toyota', 12), item('BMW', 5), item('Audi', 5), item('Kia', 30)];
    expect(labels(sortFacetItems('make', items))).toEqual(['Kia', 'toyota', 'Audi', 'BMW', 'Mazda']);
  });

  it('compares labels case-insensitively with digits as numbers, then by value for a stable order', () => {
    const items = [
      item('i30', 2),
      item('I20', 2),
      item('Model 10', 1),
      item('Model 9', 1),
      item('x', 1, false, 'same'),
      item('a', 1, false, 'same'),
    ];
    expect(sortFacetItems('model', items).map((entry) => entry.value)).toEqual([
      'I20',
      'i30',
      'Model 9',
      'Model 10',
      'a',
      'x',
    ]);
  });

  it('a list mixing numbers and words sorts by count', () => {
    const items = [item('2', 1), item('Other', 4), item('5', 2)];
    expect(labels(sortFacetItems('seats', items))).toEqual(['Other', '5', '2']);
  });

  it('returns a new array and leaves the input alone; an empty list stays empty', () => {
    const items = [item('B', 1), item('A', 2)];
    const sorted = sortFacetItems('make', items);
    expect(sorted).not.toBe(items);
    expect(labels(items)).toEqual(['B', 'A']);
    expect(sortFacetItems('year', [])).toEqual([]);
  });
});

describe('model de-duplication', () => {
  it('[SRCH-18] merges models that differ only in case, keeping the first spelling and adding counts', () => {
    const items = [item('Corolla', 10), item('COROLLA', 2, true), item('Camry', 4), item('corolla ', 1)];
    expect(dedupeModels(items)).toEqual([
      { label: 'Corolla', value: 'Corolla', count: 13, isRefined: true },
      { label: 'Camry', value: 'Camry', count: 4, isRefined: false },
    ]);
  });

  it('[SRCH-18] merges make_model values case-insensitively but keeps the same model of different makes apart', () => {
    const items = [item('Ford:Ranger', 3), item('FORD:RANGER', 1), item('Mazda:Ranger', 2)];
    expect(dedupeModels(items).map((entry) => [entry.value, entry.count])).toEqual([
      ['Ford:Ranger', 4],
      ['Mazda:Ranger', 2],
    ]);
  });

  it('leaves the input items unchanged', () => {
    const first = item('Corolla', 10);
    dedupeModels([first, item('corolla', 5)]);
    expect(first.count).toBe(10);
  });
});

describe('certified values on certified-only sites', () => {
  const items = [item('true', 40), item('false', 3), item('FALSE', 1), item('False ', 1)];

  it('[SRCH-18] hides certified values equal to false in any case on certified-only sites', () => {
    expect(hideCertifiedFalse(items, true).map((entry) => entry.value)).toEqual(['true']);
  });

  it('[SRCH-18] keeps them on other sites', () => {
    expect(hideCertifiedFalse(items, false)).toEqual(items);
  });

  it('only an exact false is hidden', () => {
    expect(hideCertifiedFalse([item('falsey', 1), item('no', 1)], true)).toHaveLength(2);
  });
});

describe('facet counts', () => {
  const MEILI_CAP = 100_000;

  it('[SRCH-20] shows counts up to 1999 as they are', () => {
    expect(MAX_EXACT_FACET_COUNT).toBe(1999);
    expect(displayCount(1999, 2500, 4000, 1999)).toBe(1999);
    expect(displayCount(0, 2500, 4000, 0)).toBe(0);
  });

  it('[SRCH-20] never replaces an exact count, however large', () => {
    // The embedded engine counts every car: Toyota's 2,784 of 16,731 stays 2,784.
    expect(displayCount(2784, 16_731, 16_731, null)).toBe(2784);
    // Meilisearch below its cap is exact too.
    expect(displayCount(2784, 16_731, 16_731, MEILI_CAP)).toBe(2784);
    expect(isCappedCount(99_999, MEILI_CAP)).toBe(false);
  });

  it('[SRCH-20] replaces a count the backend reports capped with the configured stock count', () => {
    expect(isCappedCount(MEILI_CAP, MEILI_CAP)).toBe(true);
    expect(displayCount(MEILI_CAP, 250_000, 300_000, MEILI_CAP)).toBe(250_000);
    expect(displayCount(2000, 2500, 4000, 2000)).toBe(2500);
  });

  it('[SRCH-20] replaces a capped count with the sum across the facet when no stock count is configured', () => {
    expect(displayCount(2000, 0, 4000, 2000)).toBe(4000);
  });

  it('the sum across facets adds the counts of all values of the facet', () => {
    expect(facetCountSum([item('new', 1200), item('used', 1500), item('demo', 30)])).toBe(2730);
    expect(facetCountSum([])).toBe(0);
  });
});

describe('displayFacetItems', () => {
  const options = { certifiedOnlySite: false, stockCount: 0, countCap: null };

  it('[SRCH-18] [SRCH-19] relabels make_model values, merges duplicates and sorts by count', () => {
    const items = [item('Toyota:Camry', 4), item('Toyota:Corolla', 3), item('toyota:corolla', 2)];
    expect(displayFacetItems('make_model', items, options)).toEqual([
      { label: 'Corolla', value: 'Toyota:Corolla', count: 5, isRefined: false },
      { label: 'Camry', value: 'Toyota:Camry', count: 4, isRefined: false },
    ]);
  });

  it('[SRCH-18] labels car types and keeps their stored values for refining', () => {
    const shown = displayFacetItems('car_type', [item('used', 5), item('new', 9)], options);
    expect(shown.map((entry) => [entry.label, entry.value])).toEqual([
      ['New', 'new'],
      ['Used', 'used'],
    ]);
  });

  it('[SRCH-18] hides certified false only on the certified attribute of certified-only sites', () => {
    const items = [item('true', 5), item('false', 2)];
    expect(
      displayFacetItems('certified', items, { ...options, certifiedOnlySite: true }).map(
        (entry) => entry.value,
      ),
    ).toEqual(['true']);
    expect(displayFacetItems('certified', items, options)).toHaveLength(2);
    expect(
      displayFacetItems('tag', [item('false', 1)], { ...options, certifiedOnlySite: true }),
    ).toHaveLength(1);
  });

  it('[SRCH-20] replaces a capped count with the sum over the facet as it arrived', () => {
    const items = [item('used', 2400), item('new', 300), item('demo', 12)];
    const capped = { ...options, countCap: 2400 };
    expect(displayFacetItems('car_type', items, capped).map((entry) => entry.count)).toEqual([2712, 300, 12]);
    expect(
      displayFacetItems('car_type', items, { ...capped, stockCount: 2800 }).map((entry) => entry.count),
    ).toEqual([2800, 300, 12]);
    // The same counts from a backend that counts exactly are shown as they are.
    expect(displayFacetItems('car_type', items, options).map((entry) => entry.count)).toEqual([
      2400, 300, 12,
    ]);
  });

  it('does not mutate the items it is given', () => {
    const items = [item('Toyota:Corolla', 3000)];
    displayFacetItems('make_model', items, options);
    expect(items[0]).toEqual(item('Toyota:Corolla', 3000));
  });
});
