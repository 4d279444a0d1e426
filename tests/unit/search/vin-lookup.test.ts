import { describe, expect, it } from 'vitest';
import { createSearchEngine } from '../../../src/search/engine/engine.ts';
import { decodeDocuments } from '../../../src/search/compact.ts';
import { indexFile } from '../../../src/search/index-file.ts';
import {
  asksForVin,
  encodeVinLookup,
  vinIndex,
  vinOf,
  withVinsResolved,
} from '../../../src/search/vin-lookup.ts';
import { demoSearchDocuments } from '../../fixtures/search-docs.ts';

describe('[SRCH-31] VINs in the browser', () => {
  it('reads a VIN as 17 letters and digits without I, O or Q, in any case', () => {
    expect(vinOf(' jtmj40rg7kw339959 ')).toBe('JTMJ40RG7KW339959');
    expect(vinOf('JTMJ40RG7KW33995')).toBeUndefined(); // 16
    expect(vinOf('JTMJ40RG7KW33995O')).toBeUndefined(); // O is never in a VIN
    expect(vinOf('toyota hilux sr5 2020')).toBeUndefined();
  });

  it("turns a VIN query into a filter on its car and keeps the query's own filters", () => {
    const vins = new Map([['JTMJ40RG7KW339959', '20029']]);
    const request = {
      queries: [
        { indexUid: 'cars', q: 'jtmj40rg7kw339959', filter: ['car_type = used'] },
        { indexUid: 'cars', q: 'JTMJ40RG7KW339958' },
        { indexUid: 'cars', q: 'hilux' },
      ],
    };
    expect(asksForVin(request)).toBe(true);
    expect(withVinsResolved(request, vins).queries).toEqual([
      { indexUid: 'cars', q: '', filter: ['car_type = used', 'id = "20029"'] },
      { indexUid: 'cars', q: 'JTMJ40RG7KW339958' },
      { indexUid: 'cars', q: 'hilux' },
    ]);
    expect(asksForVin({ queries: [{ indexUid: 'cars', q: 'hilux' }] })).toBe(false);
  });

  it('the index names its VIN file; with it, the browser engine (no VINs in its documents) finds a car by VIN', () => {
    const docs = demoSearchDocuments(300, 'harbour-city-toyota');
    const car = docs.find((doc) => doc.vin)!;
    const file = indexFile(docs);
    expect(file.vins?.path).toMatch(/^\/search-index\/vins\.[0-9a-f]{10}\.json$/);
    const index = JSON.parse(file.contents);
    expect(index.vins).toBe(file.vins!.path);
    const browserDocs = decodeDocuments(index);
    expect(browserDocs.every((doc) => doc.vin === '')).toBe(true);
    const engine = createSearchEngine(browserDocs);
    const request = { queries: [{ indexUid: 'cars', q: car.vin.toLowerCase(), page: 1, hitsPerPage: 20 }] };
    expect(engine.multiSearch(request).results[0]!.totalHits).toBe(0);
    const resolved = withVinsResolved(request, vinIndex(JSON.parse(file.vins!.contents)));
    const [result] = engine.multiSearch(resolved).results;
    expect(result!.hits.map((hit) => hit.id)).toEqual([car.id]);
  });

  it('no VIN file when no car has a VIN; an unreadable file is an error', () => {
    expect(encodeVinLookup([{ id: '1', vin: '' }])).toBeUndefined();
    expect(() => vinIndex({ v: 2 } as never)).toThrow('not in a format this page understands');
  });
});
