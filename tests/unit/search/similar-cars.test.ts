import { describe, expect, it, vi } from 'vitest';
import type { Car } from '../../../src/model/car.ts';
import { searchDocument } from '../../../src/search/document.ts';
import { createSearchEngine } from '../../../src/search/engine/engine.ts';
import type { MultiSearchResponse } from '../../../src/search/engine/meilisearch-types.ts';
import { compileFilter, parseFilter } from '../../../src/search/filter/index.ts';
import {
  filterValue,
  findSimilarCars,
  mergeSimilarCars,
  priceBandFilter,
  priceBandWidth,
  SIMILAR_CARS,
  similarCarsFilters,
  similarCarsRequest,
} from '../../../src/search/similar-cars.ts';
import { importedCar, settingsWith } from '../../fixtures/helpers.ts';

const NOW = new Date('2026-11-21T00:00:00Z');
const subject = {
  id: 'c1',
  make: 'Toyota',
  model: 'Corolla',
  car_type: 'used',
  simple_body: 'Hatch',
  price: 30_000,
} as const;

describe('[SIM-01] price band', () => {
  it('[SIM-01] ±10,000 below 50,000; ±25,000 from 50,000', () => {
    expect(priceBandWidth(49_999)).toBe(10_000);
    expect(priceBandWidth(50_000)).toBe(25_000);
    expect(priceBandFilter(49_999)).toBe('price 39999 TO 59999');
    expect(priceBandFilter(50_000)).toBe('price 25000 TO 75000');
  });

  it('the band never reaches no-price placeholders; a car without a price has no band', () => {
    expect(priceBandFilter(8_000)).toBe('price > 10 AND price <= 18000');
    expect(priceBandFilter(10_010)).toBe('price > 10 AND price <= 20010');
    expect(priceBandFilter(10_011)).toBe('price 11 TO 20011');
    expect(priceBandFilter(10)).toBeUndefined();
    expect(priceBandFilter(0)).toBeUndefined();
    expect(priceBandFilter(Number.NaN)).toBeUndefined();
  });
});

describe('[SIM-01] filters', () => {
  it('[SIM-01] same make and model, or same car type and body; available only; not this car', () => {
    expect(similarCarsFilters(subject)).toEqual({
      sameModel:
        'make = "Toyota" AND model = "Corolla" AND status IN ["in_stock", "coming_soon"] AND id != "c1" AND price 20000 TO 40000',
      sameTypeAndBody:
        'car_type = "used" AND body = "Hatch" AND status IN ["in_stock", "coming_soon"] AND id != "c1" AND price 20000 TO 40000',
    });
  });

  it('[SIM-01] values with spaces, quotes and backslashes stay one value', () => {
    const tricky = {
      ...subject,
      id: 'id"1',
      make: 'Land Rover',
      model: 'Defender 110 "X" \\ Edition',
      simple_body: "Wagon 'Long'",
    };
    const { sameModel, sameTypeAndBody } = similarCarsFilters(tricky);
    expect(sameModel).toContain('make = "Land Rover"');
    expect(sameModel).toContain('model = "Defender 110 \\"X\\" \\\\ Edition"');
    expect(sameModel).toContain('id != "id\\"1"');
    // The project's Meilisearch-compatible parser reads each back as the original value.
    const node = parseFilter(sameModel);
    expect(JSON.stringify(node)).toContain(
      JSON.stringify({ type: 'comparison', attribute: 'model', operator: '=', value: tricky.model }),
    );
    expect(JSON.stringify(node)).toContain(
      JSON.stringify({ type: 'comparison', attribute: 'id', operator: '!=', value: 'id"1' }),
    );
    expect(JSON.stringify(parseFilter(sameTypeAndBody!))).toContain(
      JSON.stringify({ type: 'comparison', attribute: 'body', operator: '=', value: "Wagon 'Long'" }),
    );
  });

  it('an injection attempt stays a value', () => {
    const injected = { ...subject, model: 'x" OR make != "y' };
    const node = parseFilter(similarCarsFilters(injected).sameModel);
    expect(JSON.stringify(node)).not.toContain('"type":"or"');
    expect(filterValue('a"b\\c')).toBe('"a\\"b\\\\c"');
  });

  it('no body: only the same-model query', () => {
    expect(similarCarsFilters({ ...subject, simple_body: undefined }).sameTypeAndBody).toBeUndefined();
    expect(similarCarsFilters({ ...subject, simple_body: '  ' }).sameTypeAndBody).toBeUndefined();
    expect(similarCarsRequest({ ...subject, simple_body: undefined }, 'cars').queries).toHaveLength(1);
  });
});

describe('[SIM-02] request and merge', () => {
  it('[SIM-02] one multi-search, two queries with limit 10 each, same model first', () => {
    const request = similarCarsRequest(subject, 'tenant_cars');
    expect(request.queries).toHaveLength(2);
    for (const query of request.queries) {
      expect(query).toMatchObject({
        indexUid: 'tenant_cars',
        q: '',
        limit: 10,
        facets: [],
        attributesToHighlight: [],
      });
    }
    expect(request.queries[0]?.filter).toContain('model = "Corolla"');
    expect(request.queries[1]?.filter).toContain('body = "Hatch"');
    expect(SIMILAR_CARS.perQueryLimit).toBe(10);
  });

  const hits = (...ids: string[]) => ({ hits: ids.map((id) => ({ id })) });

  it('[SIM-02] same-model cars first, de-duplicated by id, at most 6 by default', () => {
    const merged = mergeSimilarCars(
      { results: [hits('a', 'b', 'c'), hits('b', 'd', 'a', 'e', 'f', 'g', 'h')] },
      'c1',
    );
    expect(merged.map((hit) => hit.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('[SIM-02] the count is configurable; never this car', () => {
    expect(mergeSimilarCars({ results: [hits('c1', 'a'), hits('b')] }, 'c1', 2).map((hit) => hit.id)).toEqual(
      ['a', 'b'],
    );
    expect(mergeSimilarCars({ results: [hits('a')] }, 'c1', 0)).toEqual([]);
    expect(settingsWith().vehicle.similarCarsCount).toBe(SIMILAR_CARS.defaultCount);
  });
});

describe('[SIM-01] [SIM-02] against the embedded search engine', () => {
  function docOf(overrides: Record<string, unknown>) {
    const car: Car = importedCar(overrides);
    return searchDocument(
      car,
      () => undefined,
      () => undefined,
      NOW,
    );
  }
  const docs = [
    docOf({ id: 'c1', make: 'Land Rover', model: 'Defender "110"', simple_body: 'SUV', price: 60_000 }),
    docOf({ id: 'm1', make: 'Land Rover', model: 'Defender "110"', simple_body: 'SUV', price: 80_000 }),
    docOf({ id: 'm2', make: 'Land Rover', model: 'Defender "110"', simple_body: 'SUV', price: 86_000 }), // outside ±25,000
    docOf({
      id: 'm3',
      make: 'Land Rover',
      model: 'Defender "110"',
      simple_body: 'SUV',
      price: 50_000,
      status: 'sold',
      sold_date_timestamp: '2026-11-20',
    }),
    docOf({
      id: 'm4',
      make: 'Land Rover',
      model: 'Defender "110"',
      simple_body: 'SUV',
      price: 45_000,
      status: 'coming_soon',
    }),
    docOf({ id: 'b1', make: 'Toyota', model: 'Prado', simple_body: 'SUV', price: 62_000 }),
    docOf({ id: 'b2', make: 'Toyota', model: 'Prado', simple_body: 'SUV', price: 62_000, car_type: 'new' }),
    docOf({ id: 'b3', make: 'Land', model: 'Rover', simple_body: 'Hatch', price: 60_000 }),
  ];
  const engine = createSearchEngine(docs, 'cars');
  const car = {
    id: 'c1',
    make: 'Land Rover',
    model: 'Defender "110"',
    car_type: 'used',
    simple_body: 'SUV',
    price: 60_000,
  } as const;

  it('[SIM-01] [SIM-02] finds available cars in the band, same model first, never this car', async () => {
    const found = await findSimilarCars(engine, car, { indexUid: 'cars' });
    expect(found.map((doc) => doc.id).sort()).toEqual(['b1', 'm1', 'm4']);
    expect(new Set(found.slice(0, 2).map((doc) => doc.id))).toEqual(new Set(['m1', 'm4']));
  });

  it('each filter compiles to the same predicate the engine uses', () => {
    const { sameModel } = similarCarsFilters(car);
    const matches = compileFilter(sameModel);
    expect(
      docs
        .filter((doc) => matches(doc as unknown as Record<string, unknown>))
        .map((doc) => doc.id)
        .sort(),
    ).toEqual(['m1', 'm4']);
  });

  it('[SIM-02] at most the configured count', async () => {
    expect(await findSimilarCars(engine, car, { indexUid: 'cars', count: 1 })).toHaveLength(1);
    expect(await findSimilarCars(engine, car, { indexUid: 'cars', count: 0 })).toEqual([]);
  });
});

describe('[SIM-03] failure', () => {
  it('[SIM-03] a rejected search is logged and gives no cars', async () => {
    const log = vi.fn();
    const backend = { multiSearch: () => Promise.reject(new Error('503')) };
    expect(await findSimilarCars(backend, subject, { indexUid: 'cars', log })).toEqual([]);
    expect(log).toHaveBeenCalledWith('Similar cars for c1 failed', expect.any(Error));
  });

  it('[SIM-03] a backend that throws synchronously is handled the same way', async () => {
    const log = vi.fn();
    const backend = {
      multiSearch: (): MultiSearchResponse => {
        throw new Error('bad filter');
      },
    };
    expect(await findSimilarCars(backend, subject, { indexUid: 'cars', log })).toEqual([]);
    expect(log).toHaveBeenCalledOnce();
  });

  it('the default log is console.error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await findSimilarCars({ multiSearch: () => Promise.reject(new Error('x')) }, subject, {
      indexUid: 'cars',
    });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
