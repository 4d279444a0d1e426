import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { cleanStores } from 'nanostores';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  $viewedCars,
  $visitedPages,
  recordViewedCar,
  recordVisitedPage,
} from '../../../src/stores/viewed-cars.ts';
import {
  addViewedCar,
  addVisitedPage,
  decodeViewedCars,
  decodeVisitedPages,
  MAX_VIEWED_CARS,
  MAX_VISITED_PAGES,
  rememberCarView,
  VIEWED_CARS_KEY,
  VISITED_PAGES_KEY,
  viewedCarRecord,
} from '../../../src/stores/viewed-cars-storage.ts';
import { memoryStorage } from './memory-storage.ts';

beforeAll(() => useTestStorageEngine());
afterEach(() => {
  cleanTestStorage();
  cleanStores($viewedCars, $visitedPages);
});

const car = (id: string) => ({
  id,
  stocknum: `S${id}`,
  make: 'Toyota',
  model: 'Kluger',
  body: 'Wagon',
  simple_body: 'SUV',
});

describe('viewed cars', () => {
  it('[VDP-12] stores id, stocknum, make, model, body, simple_body without duplicates by id, latest first', () => {
    let list = addViewedCar([], car('1'));
    list = addViewedCar(list, car('2'));
    list = addViewedCar(list, { ...car('1'), model: 'Kluger GX' });
    expect(list.map((c) => c.id)).toEqual(['1', '2']);
    expect(list[0]).toEqual({ ...car('1'), model: 'Kluger GX' });
    expect(Object.keys(list[1]!).sort()).toEqual(['body', 'id', 'make', 'model', 'simple_body', 'stocknum']);
  });

  it('[VDP-12] the record of a car: body from bodyconfiguration, else simple_body', () => {
    expect(
      viewedCarRecord({
        id: '9',
        stocknum: 'X',
        make: 'Kia',
        model: 'Rio',
        bodyconfiguration: 'Hatchback',
        simple_body: 'Hatch',
      }),
    ).toEqual({ id: '9', stocknum: 'X', make: 'Kia', model: 'Rio', body: 'Hatchback', simple_body: 'Hatch' });
    expect(viewedCarRecord({ id: '9', make: 'Kia', model: 'Rio', simple_body: 'Hatch' }).body).toBe('Hatch');
  });

  it('[VDP-12] the page script writes what the store reads, duplicates and junk dropped', () => {
    const storage = memoryStorage({
      [VIEWED_CARS_KEY]: JSON.stringify([car('2'), { id: 3 }, car('2'), 'x']),
    });
    rememberCarView(car('1'), '/cars/one/?utm_source=x', storage);
    rememberCarView(car('2'), '/cars/two/', storage);
    expect(decodeViewedCars(storage.getItem(VIEWED_CARS_KEY)).map((c) => c.id)).toEqual(['2', '1']);
    expect(decodeVisitedPages(storage.getItem(VISITED_PAGES_KEY))).toEqual(['/cars/one/', '/cars/two/']);
  });

  it('keeps at most 30 cars and 50 pages; unreadable storage counts as empty', () => {
    let cars: ReturnType<typeof addViewedCar> = [];
    for (let n = 0; n < 40; n++) cars = addViewedCar(cars, car(String(n)));
    expect(cars).toHaveLength(MAX_VIEWED_CARS);
    expect(cars[0]!.id).toBe('39');
    let pages: string[] = [];
    for (let n = 0; n < 60; n++) pages = addVisitedPage(pages, `/p/${n}`);
    expect(pages).toHaveLength(MAX_VISITED_PAGES);
    expect(pages.at(-1)).toBe('/p/59');
    expect(addVisitedPage(['/a', '/b'], '/a#x')).toEqual(['/b', '/a']);
    expect(addVisitedPage([], 'https://evil.example/')).toEqual([]);
    expect(decodeViewedCars('{nope')).toEqual([]);
    expect(decodeVisitedPages('{"a":1}')).toEqual([]);
    expect(() =>
      rememberCarView(car('1'), '/x', {
        setItem: () => {
          throw new Error('quota');
        },
        getItem: () => null,
      } as unknown as Storage),
    ).not.toThrow();
  });

  it('[VDP-12] the nanostores persist in the same format', () => {
    recordViewedCar(car('5'));
    recordViewedCar(car('5'));
    recordVisitedPage('/cars/five/');
    expect($viewedCars.get()).toEqual([car('5')]);
    expect(decodeViewedCars(getTestStorage()[VIEWED_CARS_KEY])).toEqual([car('5')]);
    expect(JSON.parse(getTestStorage()[VISITED_PAGES_KEY]!)).toEqual(['/cars/five/']);
  });
});
