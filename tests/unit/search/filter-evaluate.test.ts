import { describe, expect, it } from 'vitest';
import {
  compileFilter,
  FilterSyntaxError,
  type FilterInput,
  type FilterRecord,
  matchesFilter,
  parseFilter,
} from '../../../src/search/filter/index.ts';

/** Evaluates one expression against one record. */
function matches(expression: string, record: FilterRecord): boolean {
  return matchesFilter(parseFilter(expression), record);
}

/** The ids of the records the filter selects, in order. */
function select(filter: FilterInput, records: readonly (FilterRecord & { id: string | number })[]) {
  const predicate = compileFilter(filter);
  return records.filter(predicate).map((record) => record.id);
}

describe('= (equality)', () => {
  it('compares strings case-insensitively and ignores surrounding spaces', () => {
    expect(matches('make = kia', { make: 'Kia' })).toBe(true);
    expect(matches('make = KIA', { make: '  kia ' })).toBe(true);
    expect(matches('make = "Land Rover"', { make: 'land rover' })).toBe(true);
    expect(matches('make = Kia', { make: 'Kias' })).toBe(false);
  });

  it('compares accented and compatibility characters after Unicode normalisation', () => {
    expect(matches('make = ŠKODA', { make: 'Škoda' })).toBe(true);
    // "é" written as one code point in the record, as e + combining accent in the filter
    expect(matches('model = "Cafe\u0301"', { model: 'Caf\u00e9' })).toBe(true);
    expect(matches('model = fiat', { model: '\ufb01at' })).toBe(true);
    expect(matches('make = Skoda', { make: 'Škoda' })).toBe(false);
  });

  it('compares numbers numerically', () => {
    expect(matches('km = 3000', { km: 3000 })).toBe(true);
    expect(matches('km = 3000.0', { km: 3000 })).toBe(true);
    expect(matches('km = 03000', { km: 3000 })).toBe(true);
    expect(matches('km = "3000"', { km: 3000 })).toBe(true);
    expect(matches('price = -1.5', { price: -1.5 })).toBe(true);
    expect(matches('km = 1e3', { km: 1000 })).toBe(true);
    expect(matches('km = 3001', { km: 3000 })).toBe(false);
    expect(matches('km = three', { km: 3000 })).toBe(false);
  });

  it('compares a numeric string in the record with a number numerically', () => {
    expect(matches('km = 3000', { km: '3000' })).toBe(true);
    expect(matches('km = 3000', { km: '3000.00' })).toBe(true);
    expect(matches('km = 3000', { km: ' 3000 ' })).toBe(true);
    expect(matches('km = 3000', { km: '3,000' })).toBe(false);
  });

  it('does not read hexadecimal or blank text as numbers', () => {
    expect(matches('code = 16', { code: '0x10' })).toBe(false);
    expect(matches('code = 0', { code: '' })).toBe(false);
    expect(matches('code = 0', { code: ' ' })).toBe(false);
  });

  it('compares booleans with the words true and false', () => {
    expect(matches('show_on_dealer_website = true', { show_on_dealer_website: true })).toBe(true);
    expect(matches('show_on_dealer_website = TRUE', { show_on_dealer_website: true })).toBe(true);
    expect(matches('show_on_dealer_website = false', { show_on_dealer_website: false })).toBe(true);
    expect(matches('show_on_dealer_website = true', { show_on_dealer_website: false })).toBe(false);
    expect(matches('show_on_dealer_website = 1', { show_on_dealer_website: true })).toBe(false);
    expect(matches('flag = true', { flag: 'true' })).toBe(true);
  });

  it('never matches null, objects, a missing attribute or an undefined value', () => {
    expect(matches('tag = "null"', { tag: null })).toBe(false);
    expect(matches('tag = x', { tag: { x: 1 } })).toBe(false);
    expect(matches('tag = x', {})).toBe(false);
    expect(matches('tag = x', { tag: undefined })).toBe(false);
  });

  it('never matches the empty string, which Meilisearch does not index as a value', () => {
    expect(matches('tag = ""', { tag: '' })).toBe(false);
    expect(matches('tag = ""', { tag: '   ' })).toBe(false);
    expect(matches('tag IS EMPTY', { tag: '' })).toBe(true);
  });

  it('matches an array when any element matches', () => {
    expect(matches('tag = sale', { tag: ['new', 'Sale'] })).toBe(true);
    expect(matches('size = 2', { size: [1, '2'] })).toBe(true);
    expect(matches('tag = sale', { tag: ['new'] })).toBe(false);
    expect(matches('tag = sale', { tag: [] })).toBe(false);
    expect(matches('tag = sale', { tag: [['nested', ['sale']]] })).toBe(true);
  });
});

describe('!= (inequality)', () => {
  it('is true when the value differs', () => {
    expect(matches('status != sold', { status: 'in_stock' })).toBe(true);
    expect(matches('status != sold', { status: 'SOLD' })).toBe(false);
    expect(matches('km != 3000', { km: 3000 })).toBe(false);
    expect(matches('km != 3000', { km: '3000' })).toBe(false);
  });

  it('is true when the attribute is missing, null or an object: it selects what = does not', () => {
    expect(matches('status != sold', {})).toBe(true);
    expect(matches('status != sold', { status: null })).toBe(true);
    expect(matches('status != sold', { status: { sold: true } })).toBe(true);
  });

  it('on an array is false when any element equals the value (NOT of =, not "any element differs")', () => {
    expect(matches('tag != sale', { tag: ['new', 'sale'] })).toBe(false);
    expect(matches('tag != sale', { tag: ['new', 'demo'] })).toBe(true);
    expect(matches('tag != sale', { tag: [] })).toBe(true);
  });
});

describe('>, >=, <, <= (numeric comparison)', () => {
  const record = { km: 3000 };

  it.each([
    ['km > 2999', true],
    ['km > 3000', false],
    ['km >= 3000', true],
    ['km >= 3001', false],
    ['km < 3001', true],
    ['km < 3000', false],
    ['km <= 3000', true],
    ['km <= 2999.5', false],
    ['km > -1', true],
    ['km < 3.5e3', true],
  ])('%s is %s for km = 3000', (expression, expected) => {
    expect(matches(expression, record)).toBe(expected);
  });

  it('reads numeric strings in the record as numbers', () => {
    expect(matches('km > 1000', { km: '3000' })).toBe(true);
    expect(matches('km < 1000', { km: '999' })).toBe(true);
    expect(matches('km > 1000', { km: '999' })).toBe(false);
  });

  it('is false for values that are not numbers', () => {
    expect(matches('km > 1000', { km: 'lots' })).toBe(false);
    expect(matches('km < 1000', { km: 'lots' })).toBe(false);
    expect(matches('km > 0', { km: true })).toBe(false);
    expect(matches('km > 0', { km: null })).toBe(false);
    expect(matches('km > 0', { km: '' })).toBe(false);
    expect(matches('km > 0', { km: Number.NaN })).toBe(false);
    expect(matches('km > 0', { km: { value: 5 } })).toBe(false);
    expect(matches('km > 0', {})).toBe(false);
  });

  it('is false when the filter value is not a number', () => {
    expect(matches('make > Kia', { make: 'Tesla' })).toBe(false);
    expect(matches('make < Kia', { make: 'Audi' })).toBe(false);
    expect(matches('km > lots', { km: 3000 })).toBe(false);
  });

  it('matches an array when any element passes: each condition picks its own element', () => {
    expect(matches('size > 5', { size: [2, 20] })).toBe(true);
    expect(matches('size > 5 AND size < 5', { size: [2, 20] })).toBe(true);
    expect(matches('size > 50', { size: [2, 20] })).toBe(false);
    expect(matches('size > 5', { size: ['small', '20'] })).toBe(true);
  });
});

describe('TO (inclusive numeric range)', () => {
  it('includes both bounds', () => {
    expect(matches('km 1000 TO 3000', { km: 1000 })).toBe(true);
    expect(matches('km 1000 TO 3000', { km: 3000 })).toBe(true);
    expect(matches('km 1000 TO 3000', { km: 2000.5 })).toBe(true);
    expect(matches('km 1000 TO 3000', { km: 999 })).toBe(false);
    expect(matches('km 1000 TO 3000', { km: 3001 })).toBe(false);
  });

  it('handles negative and decimal bounds, numeric strings and arrays', () => {
    expect(matches('t -5.5 TO 0', { t: -5.5 })).toBe(true);
    expect(matches('km 1000 TO 3000', { km: '1500' })).toBe(true);
    expect(matches('km 1000 TO 3000', { km: [10, 2000] })).toBe(true);
  });

  it('selects nothing when the low bound is above the high bound', () => {
    expect(matches('km 3000 TO 1000', { km: 2000 })).toBe(false);
  });

  it('is false for non-numeric values and bounds, and for a missing attribute', () => {
    expect(matches('km 1000 TO 3000', { km: 'lots' })).toBe(false);
    expect(matches('make a TO z', { make: 'kia' })).toBe(false);
    expect(matches('km 1000 TO 3000', {})).toBe(false);
  });
});

describe('IN and NOT IN', () => {
  it('IN matches when the value equals any listed value, with = semantics', () => {
    expect(matches('make IN [Kia, Hyundai]', { make: 'hyundai' })).toBe(true);
    expect(matches('make IN [Kia, "Land Rover"]', { make: 'Land Rover' })).toBe(true);
    expect(matches('km IN [1000, 3000]', { km: '3000.0' })).toBe(true);
    expect(matches('make IN [Kia, Hyundai]', { make: 'Tesla' })).toBe(false);
  });

  it('IN matches an array when any element is listed', () => {
    expect(matches('tag IN [sale, clearance]', { tag: ['new', 'clearance'] })).toBe(true);
    expect(matches('tag IN [sale, clearance]', { tag: ['new'] })).toBe(false);
  });

  it('IN is false for a missing attribute and for an empty list', () => {
    expect(matches('make IN [Kia]', {})).toBe(false);
    expect(matches('make IN []', { make: 'Kia' })).toBe(false);
  });

  it('NOT IN is the complement of IN, so a missing attribute matches', () => {
    expect(matches('make NOT IN [Kia, Hyundai]', { make: 'Tesla' })).toBe(true);
    expect(matches('make NOT IN [Kia, Hyundai]', { make: 'KIA' })).toBe(false);
    expect(matches('make NOT IN [Kia]', {})).toBe(true);
    expect(matches('make NOT IN []', { make: 'Kia' })).toBe(true);
    expect(matches('tag NOT IN [sale]', { tag: ['new', 'sale'] })).toBe(false);
  });
});

describe('EXISTS, IS NULL, IS EMPTY (the cases of the Meilisearch specification)', () => {
  // The ten documents of the Meilisearch IS NULL / IS EMPTY specification, ids 1 to 10.
  const documents = [
    { id: 1, tags: null },
    { id: 2, tags: [null] },
    { id: 3, tags: [] },
    { id: 4, tags: ['hello', 'world'] },
    { id: 5, tags: [''] },
    { id: 6 },
    { id: 7, tags: {} },
    { id: 8, tags: { t1: 'v1' } },
    { id: 9, tags: { t1: '' } },
    { id: 10, tags: '' },
  ];

  it.each([
    ['tags IS EMPTY', [3, 7, 10]],
    ['tags IS NOT EMPTY', [1, 2, 4, 5, 6, 8, 9]],
    ['NOT tags IS EMPTY', [1, 2, 4, 5, 6, 8, 9]],
    ['tags IS NULL', [1]],
    ['tags IS NOT NULL', [2, 3, 4, 5, 6, 7, 8, 9, 10]],
    ['NOT tags IS NULL', [2, 3, 4, 5, 6, 7, 8, 9, 10]],
    ['tags EXISTS', [1, 2, 3, 4, 5, 7, 8, 9, 10]],
    ['tags NOT EXISTS', [6]],
    ['NOT tags EXISTS', [6]],
    ['(tags EXISTS) AND (tags IS NOT NULL) AND (tags IS NOT EMPTY)', [2, 4, 5, 8, 9]],
  ])('%s selects %j', (expression, expected) => {
    expect(select(expression, documents)).toEqual(expected);
  });

  it('counts a key whose value is undefined as missing: it never reaches Meilisearch', () => {
    expect(matches('tag EXISTS', { tag: undefined })).toBe(false);
    expect(matches('tag IS NULL', { tag: undefined })).toBe(false);
  });

  it('treats whitespace as not empty and 0 or false as present values', () => {
    expect(matches('tag IS EMPTY', { tag: ' ' })).toBe(false);
    expect(matches('km IS EMPTY', { km: 0 })).toBe(false);
    expect(matches('km IS NULL', { km: 0 })).toBe(false);
    expect(matches('flag EXISTS', { flag: false })).toBe(true);
  });
});

describe('attribute paths', () => {
  it('reaches into nested objects with a dotted name', () => {
    expect(matches('location.id = 7', { location: { id: 7 } })).toBe(true);
    expect(matches('variant.engine.cylinders >= 6', { variant: { engine: { cylinders: 8 } } })).toBe(true);
    expect(matches('location.id = 7', { location: { id: 8 } })).toBe(false);
  });

  it('reads a key that itself contains a dot', () => {
    expect(matches('location.id = 7', { 'location.id': 7 })).toBe(true);
    expect(matches('a.b.c = 1', { a: { 'b.c': 1 } })).toBe(true);
    expect(matches('a.b.c = 1', { 'a.b': { c: 1 } })).toBe(true);
  });

  it('goes through arrays of objects, collecting every match', () => {
    const record = { locations: [{ id: 7 }, { id: 9 }, { name: 'no id' }] };
    expect(matches('locations.id = 9', record)).toBe(true);
    expect(matches('locations.id = 8', record)).toBe(false);
    expect(matches('locations.id != 9', record)).toBe(false);
    expect(matches('locations.id EXISTS', record)).toBe(true);
    expect(matches('locations.id IS NULL', { locations: [{ id: null }] })).toBe(true);
    expect(matches('locations.id EXISTS', { locations: [] })).toBe(false);
  });

  it('treats a missing intermediate object, or a scalar in the way, as a missing attribute', () => {
    expect(matches('location.id = 7', {})).toBe(false);
    expect(matches('location.id = 7', { location: null })).toBe(false);
    expect(matches('location.id = 7', { location: 'Sydney' })).toBe(false);
    expect(matches('location.id EXISTS', { location: null })).toBe(false);
    expect(matches('location.id != 7', { location: 'Sydney' })).toBe(true);
  });

  it('does not match an object attribute with a value, and sees a nested object as existing', () => {
    expect(matches('location = 7', { location: { id: 7 } })).toBe(false);
    expect(matches('location EXISTS', { location: { id: 7 } })).toBe(true);
  });

  it('does not read inherited properties', () => {
    expect(matches('toString EXISTS', {})).toBe(false);
    expect(matches('constructor.name = Object', {})).toBe(false);
  });

  it('uses quoted attribute names as written', () => {
    expect(matches('"car type" = demo', { 'car type': 'demo' })).toBe(true);
  });
});

describe('AND, OR, NOT', () => {
  const record = { make: 'Kia', km: 100, status: 'in_stock' };

  it.each([
    ['make = Kia AND km < 200', true],
    ['make = Kia AND km > 200', false],
    ['make = Tesla OR km < 200', true],
    ['make = Tesla OR km > 200', false],
    ['NOT make = Kia', false],
    ['NOT make = Tesla', true],
    ['NOT NOT make = Kia', true],
    ['make = Tesla AND km > 200 OR status = in_stock', true],
    ['make = Tesla AND (km > 200 OR status = in_stock)', false],
    ['NOT make = Tesla AND km < 200', true],
    ['NOT (make = Kia AND km < 200)', false],
    ['make = kia and (km > 200 or not status = sold)', true],
  ])('%s is %s', (expression, expected) => {
    expect(matches(expression, record)).toBe(expected);
  });

  it('NOT of a condition on a missing attribute is true', () => {
    expect(matches('NOT tag = sale', {})).toBe(true);
    expect(matches('NOT km > 5', {})).toBe(true);
  });

  it('follows the filtering examples of the Meilisearch documentation', () => {
    const documents = [
      { id: 0, size: [0, 'small'], colour: 'blue' },
      { id: 1, size: 1 },
      { id: 2, size: [2, 20] },
    ];
    expect(select('size = 0 OR size = 1', documents)).toEqual([0, 1]);
    expect(select('size = 0 AND (size = 2 OR colour = "blue")', documents)).toEqual([0]);
    expect(select('size = 0 AND size = 2 OR colour = "blue"', documents)).toEqual([0]);
    expect(select('size > 5 AND size < 5', documents)).toEqual([2]);
  });
});

describe('matchesFilter and compileFilter', () => {
  it('lets every record through when there is no filter', () => {
    expect(matchesFilter(null, {})).toBe(true);
    expect(compileFilter('')({ make: 'Kia' })).toBe(true);
    expect(compileFilter('   ')({})).toBe(true);
    expect(compileFilter([])({})).toBe(true);
    expect(compileFilter(null)({})).toBe(true);
    expect(compileFilter(undefined)({})).toBe(true);
  });

  it('accepts the array form: outer array = AND, inner array = OR', () => {
    const cars = [
      { id: 'a', make: 'Kia', status: 'in_stock' },
      { id: 'b', make: 'Hyundai', status: 'sold' },
      { id: 'c', make: 'Hyundai', status: 'in_stock' },
      { id: 'd', make: 'Tesla', status: 'in_stock' },
    ];
    expect(select(['status != sold', ['make = Kia', 'make = Hyundai']], cars)).toEqual(['a', 'c']);
    expect(select('status != sold AND (make = Kia OR make = Hyundai)', cars)).toEqual(['a', 'c']);
  });

  it('throws a FilterSyntaxError when compiling an invalid filter, before any record is seen', () => {
    expect(() => compileFilter('make = ')).toThrow(FilterSyntaxError);
    expect(() => compileFilter(['make = Kia', ['status =']])).toThrow(FilterSyntaxError);
  });

  it('gives the same answers when a parsed filter is evaluated repeatedly', () => {
    const node = parseFilter('km < 3000');
    expect(matchesFilter(node, { km: 100 })).toBe(true);
    expect(matchesFilter(node, { km: 5000 })).toBe(false);
    expect(matchesFilter(node, { km: 100 })).toBe(true);
  });
});

describe('dealer stock filters', () => {
  // A small stock list with the fields dealers filter on (spec-1 §3).
  const cars = [
    {
      id: 'kia-demo-low',
      stocknum: 'A123',
      car_type: 'demo',
      make: 'Kia',
      status: 'in_stock',
      km: 1200,
      photos_count: 12,
      tag: 'Demo Special',
      show_on_dealer_website: true,
      location_id: 'L1',
      simple_body: 'SUV',
      simple_drive: 'AWD',
    },
    {
      id: 'kia-demo-boundary',
      stocknum: 'A124',
      car_type: 'demo',
      make: 'KIA',
      status: 'in_stock',
      km: 3000,
      photos_count: 8,
      show_on_dealer_website: true,
      location_id: 'L1',
      simple_body: 'Hatch',
      simple_drive: 'FWD',
    },
    {
      id: 'kia-used',
      stocknum: 'B 456',
      car_type: 'used',
      make: 'Kia',
      status: 'sold',
      km: 800,
      photos_count: 5,
      tag: 'Sold',
      show_on_dealer_website: true,
      location_id: 'L2',
      simple_body: 'Sedan',
      simple_drive: 'FWD',
    },
    {
      id: 'hyundai-demo',
      stocknum: 'B456',
      car_type: 'demo',
      make: 'Hyundai',
      status: 'in_stock',
      km: 500,
      photos_count: 0,
      show_on_dealer_website: true,
      location_id: 'L2',
      simple_body: 'Ute',
      simple_drive: '4WD',
    },
    {
      id: 'toyota-new',
      stocknum: 'C789',
      car_type: 'new',
      make: 'Toyota',
      status: 'coming_soon',
      km: 0,
      photos_count: 3,
      show_on_dealer_website: false,
      location_id: 'L1',
      simple_body: 'suv',
      simple_drive: '4wd',
    },
    {
      id: 'ford-used',
      stocknum: 'a123',
      car_type: 'used',
      make: 'Ford',
      status: 'in_stock',
      km: 95000,
      photos_count: 20,
      tag: 'Clearance',
      show_on_dealer_website: true,
      location_id: 'L3',
      simple_body: 'Ute',
      simple_drive: 'RWD',
    },
    {
      id: 'kia-demo-no-km',
      stocknum: 'D1',
      car_type: 'demo',
      make: 'Kia',
      status: 'in_stock',
      photos_count: 4,
      show_on_dealer_website: true,
      location_id: 'L3',
    },
  ];

  it('[CFG-06] NOT (car_type = demo AND make = Kia AND km < 3000) hides only low-km Kia demos', () => {
    expect(select('NOT (car_type = demo AND make = Kia AND km < 3000)', cars)).toEqual([
      'kia-demo-boundary',
      'kia-used',
      'hyundai-demo',
      'toyota-new',
      'ford-used',
      'kia-demo-no-km',
    ]);
  });

  it('[CFG-06] status != sold AND show_on_dealer_website = true AND photos_count > 0 keeps only listable cars', () => {
    expect(select('status != sold AND show_on_dealer_website = true AND photos_count > 0', cars)).toEqual([
      'kia-demo-low',
      'kia-demo-boundary',
      'ford-used',
      'kia-demo-no-km',
    ]);
  });

  it('[CFG-06] stocknum IN [A123, "B 456"] selects the listed stock numbers, case-insensitively', () => {
    expect(select('stocknum IN [A123, "B 456"]', cars)).toEqual(['kia-demo-low', 'kia-used', 'ford-used']);
  });

  it('[CFG-06] simple_body = SUV OR simple_drive = 4WD selects SUVs and 4WDs, whatever their case', () => {
    expect(select('simple_body = SUV OR simple_drive = 4WD', cars)).toEqual([
      'kia-demo-low',
      'hyundai-demo',
      'toyota-new',
    ]);
  });

  it('[CFG-06] combined stock filter: location, make inequality, OR group and NOT', () => {
    const filter = 'location_id != L2 AND (make != Kia OR tag = "Demo Special") AND NOT status = coming_soon';
    expect(select(filter, cars)).toEqual(['kia-demo-low', 'ford-used']);
  });
});
