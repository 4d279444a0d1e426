import { describe, expect, it } from 'vitest';
import { keyOf, reservePageKey, vehiclePageKey } from '../../../src/lib/page-keys.ts';
import type { Car } from '../../../src/model/car.ts';
import type { SearchDocument } from '../../../src/search/document.ts';

describe('a vehicle page’s cache key', () => {
  const car = { id: 'a', price: 19_990 } as unknown as Car;
  const docs = [
    { id: 'b', price: 21_000, km: undefined, name: 'Ĺand Cruiser "70"' },
    { id: 'c', price: 18_500, colour: ['Black', 'Grey'] },
  ] as unknown as SearchDocument[];

  it('is the key of the car and its similar cars written as JSON, whether or not a document was written before', () => {
    const expected = keyOf('site', 'vehicle', JSON.stringify(car), JSON.stringify(docs));
    expect(vehiclePageKey('site', car, docs)).toBe(expected);
    // The second time, from the documents' kept JSON: the same key.
    expect(vehiclePageKey('site', car, docs)).toBe(expected);
    expect(vehiclePageKey('site', car, [])).toBe(keyOf('site', 'vehicle', JSON.stringify(car), '[]'));
  });

  it('and a reserve page’s is the key of the car written as JSON, the same text its vehicle page’s key took', () => {
    expect(reservePageKey('site', car)).toBe(keyOf('site', 'reserve', JSON.stringify(car)));
  });

  it('changes when a similar car does', () => {
    const repriced = [docs[0]!, { ...docs[1]!, price: 18_750 }] as SearchDocument[];
    expect(vehiclePageKey('site', car, repriced)).not.toBe(vehiclePageKey('site', car, docs));
  });
});
