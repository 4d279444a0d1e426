import { describe, expect, it } from 'vitest';
import { isAvailable } from '../../../src/domain/availability.ts';
import { CAR_TYPE_ORDER, compareCarTypes } from '../../../src/domain/vocabulary.ts';
import { latestCars, stockCounts } from '../../../src/domain/home.ts';
import { isWithinSoldWindow, selectPublishedStock } from '../../../src/domain/stock-rules.ts';
import type { Car, CarType } from '../../../src/model/car.ts';
import { importedCar, settingsWith } from '../../fixtures/helpers.ts';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const all = () => true;

describe('[FEED-04] availability and car type order', () => {
  it.each([
    ['in_stock', true],
    ['coming_soon', true],
    ['sold', false],
    ['withdrawn', false],
    ['on_hold', false],
    ['', false],
  ])('[FEED-04] [CARD-03] status %j is available: %s', (status, available) => {
    expect(isAvailable({ status })).toBe(available);
  });

  it('[FEED-04] a feed status the product does not know counts as not available', () => {
    expect(isAvailable(importedCar({ status: 'Transferred' }))).toBe(false);
    expect(isAvailable(importedCar({ status: 'IN_STOCK' }))).toBe(true);
  });

  it('[FEED-04] car types order new, demo, used', () => {
    expect(CAR_TYPE_ORDER).toEqual(['new', 'demo', 'used']);
    const types: CarType[] = ['used', 'new', 'used', 'demo', 'new'];
    expect([...types].sort(compareCarTypes)).toEqual(['new', 'new', 'demo', 'used', 'used']);
  });

  it('[FEED-04] home stock counts list car types in display order and count every listed car, as the search does', () => {
    // The search documents: a car sold within the sold window is listed (shown SOLD), so it counts.
    const listed = [{ car_type: 'used' }, { car_type: 'used' }, { car_type: 'demo' }, { car_type: 'new' }];
    expect(stockCounts(listed)).toEqual({
      total: 4,
      byType: [
        { type: 'new', label: 'new', count: 1 },
        { type: 'demo', label: 'demo', count: 1 },
        { type: 'used', label: 'used', count: 2 },
      ],
    });
  });

  it('latest cars: available only, with photos first, newest first', () => {
    const photo = [{ image: 'https://cdn.example.com/a.jpg' }];
    const cars = [
      importedCar({ id: 'old-photo', created_at: '2026-10-01', images: photo }),
      importedCar({ id: 'new-nophoto', created_at: '2026-11-20' }),
      importedCar({ id: 'new-photo', created_at: '2026-11-19', images: photo }),
      importedCar({ id: 'sold', created_at: '2026-11-20', images: photo, status: 'sold' }),
    ];
    expect(latestCars(cars, 3).map((c) => c.id)).toEqual(['new-photo', 'old-photo', 'new-nophoto']);
    expect(latestCars(cars, 1).map((c) => c.id)).toEqual(['new-photo']);
  });
});

describe('[FEED-05] the sold window', () => {
  it('[FEED-05] defaults to 3 days', () => {
    expect(settingsWith().stock.soldWindowDays).toBe(3);
  });

  it('[FEED-05] a sold car is published within the window, boundary included, and not after it', () => {
    expect(isWithinSoldWindow({ status: 'sold', sold_date_timestamp: ago(HOUR) }, 3, NOW)).toBe(true);
    expect(isWithinSoldWindow({ status: 'sold', sold_date_timestamp: ago(3 * DAY) }, 3, NOW)).toBe(true);
    expect(isWithinSoldWindow({ status: 'sold', sold_date_timestamp: ago(3 * DAY + 1) }, 3, NOW)).toBe(false);
    expect(isWithinSoldWindow({ status: 'sold', sold_date_timestamp: ago(30 * DAY) }, 3, NOW)).toBe(false);
  });

  it('[FEED-05] a sold car without a sold date is not published', () => {
    expect(isWithinSoldWindow({ status: 'sold', sold_date_timestamp: undefined }, 3, NOW)).toBe(false);
  });

  it('[FEED-05] cars that are not sold are always inside the window', () => {
    expect(isWithinSoldWindow({ status: 'in_stock', sold_date_timestamp: undefined }, 3, NOW)).toBe(true);
    expect(isWithinSoldWindow({ status: 'coming_soon', sold_date_timestamp: ago(300 * DAY) }, 0, NOW)).toBe(
      true,
    );
  });

  const feedCars = (): Car[] => [
    importedCar({ id: 'stock', stocknum: 'S1' }),
    importedCar({ id: 'sold-2d', stocknum: 'S2', status: 'sold', sold_date_timestamp: ago(2 * DAY) }),
    importedCar({
      id: 'sold-5d',
      stocknum: 'S3',
      status: 'sold',
      sold_date_timestamp: Math.floor((NOW.getTime() - 5 * DAY) / 1000),
    }),
    importedCar({ id: 'sold-undated', stocknum: 'S4', status: 'sold' }),
  ];

  it('[FEED-05] selectPublishedStock keeps recent sold cars (still marked sold) and leaves out older ones with a reason', () => {
    const { published, excluded } = selectPublishedStock(feedCars(), settingsWith().stock, NOW, all);
    expect(published.map((c) => [c.id, c.status])).toEqual([
      ['stock', 'in_stock'],
      ['sold-2d', 'sold'],
    ]);
    expect(excluded).toEqual([
      { slug: '2021-toyota-corolla-s3', reason: 'sold more than 3 days ago' },
      { slug: '2021-toyota-corolla-s4', reason: 'sold more than 3 days ago' },
    ]);
  });

  it('[FEED-05] a tenant can widen or close the window', () => {
    const seven = selectPublishedStock(
      feedCars(),
      settingsWith({ stock: { soldWindowDays: 7 } }).stock,
      NOW,
      all,
    );
    expect(seven.published.map((c) => c.id)).toEqual(['stock', 'sold-2d', 'sold-5d']);
    expect(seven.excluded).toEqual([{ slug: '2021-toyota-corolla-s4', reason: 'sold more than 7 days ago' }]);
    const none = selectPublishedStock(
      feedCars(),
      settingsWith({ stock: { soldWindowDays: 0 } }).stock,
      NOW,
      all,
    );
    expect(none.published.map((c) => c.id)).toEqual(['stock']);
  });
});

describe('[CFG-06] include and exclude lists', () => {
  const cars = () => [
    importedCar({ id: 'a', stocknum: 'TC1', make: 'Toyota' }),
    importedCar({ id: 'b', stocknum: 'KI1', make: 'Kia' }),
    importedCar({ id: 'c', stocknum: 'HV1', make: 'Haval' }),
    importedCar({ id: 'd', stocknum: 'TC2', make: 'Toyota', show_on_dealer_website: false }),
  ];
  const publish = (stock: Record<string, unknown>, filter: (car: Car) => boolean = all) =>
    selectPublishedStock(cars(), settingsWith({ stock }).stock, NOW, filter);

  it('[CFG-06] by default publishes every car meant for the dealer website', () => {
    expect(publish({}).published.map((c) => c.id)).toEqual(['a', 'b', 'c']);
    expect(publish({}).excluded).toEqual([
      { slug: '2021-toyota-corolla-tc2', reason: 'not for the dealer website' },
    ]);
    expect(publish({ onlyDealerWebsiteCars: false }).published.map((c) => c.id)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('[CFG-06] include and exclude by make, case-insensitively', () => {
    expect(publish({ includeMakes: ['toyota', 'KIA'] }).published.map((c) => c.id)).toEqual(['a', 'b']);
    const excluded = publish({ excludeMakes: ['HAVAL'] });
    expect(excluded.published.map((c) => c.id)).toEqual(['a', 'b']);
    expect(excluded.excluded).toContainEqual({
      slug: '2021-haval-corolla-hv1',
      reason: 'make in stock.excludeMakes',
    });
  });

  it('[CFG-06] include and exclude by slug, and exclude by stock number', () => {
    expect(publish({ includeSlugs: ['2021-kia-corolla-ki1'] }).published.map((c) => c.id)).toEqual(['b']);
    expect(publish({ excludeSlugs: ['2021-kia-corolla-ki1'] }).published.map((c) => c.id)).toEqual([
      'a',
      'c',
    ]);
    expect(publish({ excludeStockNumbers: ['tc1'] }).published.map((c) => c.id)).toEqual(['b', 'c']);
  });

  it('[CFG-06] the compiled stock filter decides last', () => {
    const result = publish({}, (car) => car.make !== 'Kia');
    expect(result.published.map((c) => c.id)).toEqual(['a', 'c']);
    expect(result.excluded).toContainEqual({
      slug: '2021-kia-corolla-ki1',
      reason: 'does not match stock.filter',
    });
  });
});
