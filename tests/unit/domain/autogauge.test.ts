import { describe, expect, it } from 'vitest';
import {
  AUTOGAUGE,
  askingPrice,
  autoGauge,
  findComparables,
  gaugeConfidence,
  gaugeFill,
  isGaugeEligible,
  kmBand,
  type MarketCar,
  type MarketEntry,
  percentile,
} from '../../../src/domain/autogauge.ts';
import { gaugeLabel } from '../../../src/domain/gauge.ts';

const NOW = new Date('2026-11-20T00:00:00Z');
const DAY = 86_400_000;

let nextId = 100;
const car = (fields: Partial<MarketCar> = {}): MarketCar => ({
  id: String(nextId++),
  make: 'Toyota',
  model: 'Corolla',
  year: 2021,
  km: 40_000,
  price: 25_000,
  status: 'in_stock',
  reserved: false,
  ...fields,
});
const entry = (fields: Partial<MarketCar> = {}, source = 'alpha'): MarketEntry => ({
  source,
  car: car(fields),
});
const market = (prices: number[], fields: Partial<MarketCar> = {}, source = 'beta'): MarketEntry[] =>
  prices.map((price) => entry({ price, ...fields }, source));

const subject = (fields: Partial<MarketCar> = {}): MarketEntry =>
  entry({ id: 'subject', ...fields }, 'alpha');

describe('percentile', () => {
  it('interpolates linearly between order statistics (inclusive definition)', () => {
    const sorted = [10, 20, 30, 40, 50];
    expect(percentile(sorted, 0)).toBe(10);
    expect(percentile(sorted, 1)).toBe(50);
    expect(percentile(sorted, 0.5)).toBe(30);
    // (5 − 1) × 0.1 = 0.4 → 10 + 0.4 × 10
    expect(percentile(sorted, 0.1)).toBeCloseTo(14);
    expect(percentile(sorted, 0.9)).toBeCloseTo(46);
    expect(percentile([10, 20, 30, 40], 0.5)).toBe(25);
  });

  it('a single value is every percentile; p outside 0–1 is clamped; no values throws', () => {
    expect(percentile([7], 0.1)).toBe(7);
    expect(percentile([7], 0.9)).toBe(7);
    expect(percentile([1, 2], -1)).toBe(1);
    expect(percentile([1, 2], 2)).toBe(2);
    expect(() => percentile([], 0.5)).toThrow(RangeError);
  });
});

describe('fill', () => {
  it('is 0 at the top of the range (expensive) and 1 at the bottom (cheap), linear between', () => {
    expect(gaugeFill(30_000, 20_000, 30_000)).toBe(0);
    expect(gaugeFill(20_000, 20_000, 30_000)).toBe(1);
    expect(gaugeFill(25_000, 20_000, 30_000)).toBe(0.5);
    expect(gaugeFill(22_000, 20_000, 30_000)).toBeCloseTo(0.8);
  });

  it('is clamped to 0–1 outside the range', () => {
    expect(gaugeFill(45_000, 20_000, 30_000)).toBe(0);
    expect(gaugeFill(5_000, 20_000, 30_000)).toBe(1);
  });

  it('a range of one price: 1 below it, 0 above it, 0.5 on it', () => {
    expect(gaugeFill(19_000, 20_000, 20_000)).toBe(1);
    expect(gaugeFill(21_000, 20_000, 20_000)).toBe(0);
    expect(gaugeFill(20_000, 20_000, 20_000)).toBe(0.5);
  });
});

describe('confidence', () => {
  it('is n / (n + 5) × 1 / (1 + 2 × relative spread)', () => {
    expect(gaugeConfidence(5, 0)).toBeCloseTo(0.5);
    expect(gaugeConfidence(20, 0)).toBeCloseTo(0.8);
    expect(gaugeConfidence(5, 0.5)).toBeCloseTo(0.25);
    expect(gaugeConfidence(0, 0)).toBe(0);
  });

  it('rises strictly with the sample size', () => {
    const values = [5, 6, 10, 20, 50, 200].map((n) => gaugeConfidence(n, 0.3));
    for (let i = 1; i < values.length; i++) expect(values[i]!).toBeGreaterThan(values[i - 1]!);
    expect(values.at(-1)!).toBeLessThan(1);
  });

  it('falls strictly as the spread widens', () => {
    const values = [0, 0.1, 0.25, 0.5, 1, 3].map((spread) => gaugeConfidence(10, spread));
    for (let i = 1; i < values.length; i++) expect(values[i]!).toBeLessThan(values[i - 1]!);
    expect(values.at(-1)!).toBeGreaterThan(0);
  });

  it('the end-to-end gauge is more confident with more comparables and with a tighter market', () => {
    const few = autoGauge(subject(), market([22_000, 24_000, 25_000, 26_000, 28_000]), NOW)!;
    const many = autoGauge(
      subject(),
      market([22_000, 24_000, 25_000, 26_000, 28_000, 22_000, 24_000, 25_000, 26_000, 28_000]),
      NOW,
    )!;
    const tight = autoGauge(subject(), market([24_000, 24_500, 25_000, 25_500, 26_000]), NOW)!;
    expect(many.confidence).toBeGreaterThan(few.confidence);
    expect(tight.confidence).toBeGreaterThan(few.confidence);
  });
});

describe('[API-04] comparables: make, model, year, km band', () => {
  it('same make and model, compared case-insensitively and trimmed', () => {
    const found = findComparables(
      subject(),
      [entry({ make: 'TOYOTA', model: ' corolla ' }), entry({ model: 'Camry' }), entry({ make: 'Mazda' })],
      NOW,
    );
    expect(found.map((e) => e.car.model)).toEqual([' corolla ']);
  });

  it('year within ±1, inclusive', () => {
    const found = findComparables(
      subject({ year: 2021 }),
      [2019, 2020, 2021, 2022, 2023].map((year) => entry({ year })),
      NOW,
    );
    expect(found.map((e) => e.car.year)).toEqual([2020, 2021, 2022]);
  });

  it('km band is ±30 % of the car km when that is wider than 20,000 km (ends inclusive)', () => {
    expect(kmBand(100_000)).toBe(30_000);
    const found = findComparables(
      subject({ km: 100_000 }),
      [69_999, 70_000, 130_000, 130_001].map((km) => entry({ km })),
      NOW,
    );
    expect(found.map((e) => e.car.km)).toEqual([70_000, 130_000]);
  });

  it('km band is ±20,000 km for low-km cars, where 30 % would be narrower', () => {
    expect(kmBand(2_000)).toBe(20_000);
    expect(kmBand(0)).toBe(20_000);
    const found = findComparables(
      subject({ km: 2_000 }),
      [0, 22_000, 22_001].map((km) => entry({ km })),
      NOW,
    );
    expect(found.map((e) => e.car.km)).toEqual([0, 22_000]);
  });

  it('available cars and cars sold within 90 days count; older, undated or other statuses do not', () => {
    const found = findComparables(
      subject(),
      [
        entry({ id: 'stock', status: 'in_stock' }),
        entry({ id: 'coming', status: 'coming_soon' }),
        entry({ id: 'reserved', reserved: true }),
        entry({
          id: 'sold-recent',
          status: 'sold',
          sold_date_timestamp: new Date(NOW.getTime() - 10 * DAY).toISOString(),
        }),
        entry({
          id: 'sold-edge',
          status: 'sold',
          sold_date_timestamp: new Date(NOW.getTime() - 90 * DAY).toISOString(),
        }),
        entry({
          id: 'sold-old',
          status: 'sold',
          sold_date_timestamp: new Date(NOW.getTime() - 91 * DAY).toISOString(),
        }),
        entry({ id: 'sold-undated', status: 'sold' }),
        entry({
          id: 'sold-future',
          status: 'sold',
          sold_date_timestamp: new Date(NOW.getTime() + DAY).toISOString(),
        }),
        entry({ id: 'sold-garbage', status: 'sold', sold_date_timestamp: 'yesterday' }),
        entry({ id: 'other', status: 'in_transit' }),
      ],
      NOW,
    );
    expect(found.map((e) => e.car.id)).toEqual(['stock', 'coming', 'reserved', 'sold-recent', 'sold-edge']);
  });

  it('comparables priced 500 or less are placeholders and do not count', () => {
    const found = findComparables(
      subject(),
      [
        entry({ id: 'a', price: 500 }),
        entry({ id: 'b', price: 501 }),
        entry({ id: 'c', price: 0, offer_price: 18_000 }),
      ],
      NOW,
    );
    expect(found.map((e) => e.car.id)).toEqual(['b', 'c']);
  });

  it('the car itself is excluded, by site and id, and by VIN when syndicated to another site', () => {
    const self = subject({ vin: 'JTNB23HK103456789' });
    const found = findComparables(
      self,
      [
        self,
        { source: 'alpha', car: { ...self.car, price: 1_000 } },
        entry({ id: 'subject' }, 'beta'),
        entry({ id: 'syndicated', vin: 'jtnb23hk103456789' }, 'beta'),
      ],
      NOW,
    );
    expect(found.map((e) => `${e.source}/${e.car.id}`)).toEqual(['beta/subject']);
  });

  it('each vehicle counts once: duplicates by site and id or by VIN are dropped', () => {
    const a = entry({ id: 'x', vin: 'AAAAAAAAAAAAAAAAA' }, 'beta');
    const found = findComparables(
      subject(),
      [a, { ...a }, entry({ id: 'y', vin: 'AAAAAAAAAAAAAAAAA' }, 'gamma'), entry({ id: 'x' }, 'gamma')],
      NOW,
    );
    expect(found.map((e) => `${e.source}/${e.car.id}`)).toEqual(['beta/x', 'gamma/x']);
  });
});

describe('[GAUGE-01] [API-04] the gauge', () => {
  it('answers the spec-1 §3 fields: range from p10–p90, fill, listing price, confidence', () => {
    const gauge = autoGauge(
      subject({ price: 24_000 }),
      market([20_000, 22_000, 24_000, 26_000, 28_000, 30_000]),
      NOW,
    );
    // n = 6: p10 at position 0.5 → 21,000; p90 at 4.5 → 29,000; median 25,000
    expect(gauge).toEqual({
      fill: 0.625,
      listing_price: 24_000,
      market_range_min: 21_000,
      market_range_max: 29_000,
      confidence: expect.any(Number),
    });
    expect(gauge!.confidence).toBeCloseTo((6 / 11) * (1 / (1 + 2 * (8_000 / 25_000))), 3);
    expect(Object.keys(gauge!).sort()).toEqual([
      'confidence',
      'fill',
      'listing_price',
      'market_range_max',
      'market_range_min',
    ]);
  });

  it('[GAUGE-03] a car in the upper part of its range is described as Priced Above Most, never left to read Good Deal', () => {
    const prices = [20_000, 22_000, 24_000, 26_000, 28_000, 30_000];
    // p10 21,000, p90 29,000: 27,000 fills (29,000 − 27,000) / 8,000 = 0.25.
    const high = autoGauge(subject({ price: 27_000 }), market(prices), NOW)!;
    expect(high.fill).toBe(0.25);
    expect(high.description).toBe('Priced Above Most');
    expect(gaugeLabel(high.fill, high.description)).toBe('Priced Above Most');
    // 26,200 fills 0.35: the middle keeps the spec's own label.
    const middle = autoGauge(subject({ price: 26_200 }), market(prices), NOW)!;
    expect(middle.fill).toBe(0.35);
    expect(middle.description).toBeUndefined();
    expect(gaugeLabel(middle.fill, middle.description)).toBe('Good Deal');
  });

  it('one outlier cannot stretch the range to itself', () => {
    const gauge = autoGauge(
      subject(),
      market([24_000, 24_500, 25_000, 25_500, 26_000, 26_500, 27_000, 27_500, 28_000, 95_000]),
      NOW,
    )!;
    expect(gauge.market_range_max).toBeLessThan(40_000);
  });

  it('a cheap car fills to 1, an expensive one to 0 (clamped)', () => {
    const prices = [20_000, 22_000, 24_000, 26_000, 28_000];
    expect(autoGauge(subject({ price: 9_000 }), market(prices), NOW)!.fill).toBe(1);
    expect(autoGauge(subject({ price: 60_000 }), market(prices), NOW)!.fill).toBe(0);
  });

  it('uses the displayed reduced (offer) price as the listing price', () => {
    expect(askingPrice({ price: 25_000, offer_price: 23_000 })).toBe(23_000);
    expect(askingPrice({ price: 25_000, offer_price: 27_000 })).toBe(25_000);
    expect(askingPrice({ price: 0, offer_price: 19_000 })).toBe(19_000);
    expect(
      autoGauge(
        subject({ price: 25_000, offer_price: 23_000 }),
        market([20_000, 22_000, 24_000, 26_000, 28_000]),
        NOW,
      )!.listing_price,
    ).toBe(23_000);
  });

  it(`no answer with fewer than ${AUTOGAUGE.minComparables} comparables`, () => {
    expect(AUTOGAUGE.minComparables).toBe(5);
    expect(autoGauge(subject(), market([20_000, 22_000, 24_000, 26_000]), NOW)).toBeUndefined();
    expect(
      autoGauge(
        subject(),
        [...market([20_000, 22_000, 24_000, 26_000]), entry({ model: 'Camry' }, 'beta')],
        NOW,
      ),
    ).toBeUndefined();
    expect(autoGauge(subject(), market([20_000, 22_000, 24_000, 26_000, 28_000]), NOW)).toBeDefined();
    expect(autoGauge(subject(), [], NOW)).toBeUndefined();
  });

  it('the car itself does not make up the numbers', () => {
    const self = subject({ price: 25_000 });
    expect(autoGauge(self, [self, ...market([20_000, 22_000, 24_000, 26_000])], NOW)).toBeUndefined();
  });
});

describe('eligibility (spec-1 §9): in stock, not sold, not reserved, price over 200', () => {
  const comparables = market([20_000, 22_000, 24_000, 26_000, 28_000]);

  it('an in-stock, unreserved car priced over 200 is eligible', () => {
    expect(isGaugeEligible(car())).toBe(true);
    expect(isGaugeEligible(car({ price: 201 }))).toBe(true);
  });

  it.each([
    ['sold', { status: 'sold' }],
    ['coming soon', { status: 'coming_soon' }],
    ['another status', { status: 'in_transit' }],
    ['reserved', { reserved: true }],
    ['priced 200', { price: 200 }],
    ['priced 0', { price: 0 }],
  ] as const)('%s: no answer', (_, fields) => {
    expect(isGaugeEligible(car(fields))).toBe(false);
    expect(autoGauge(subject(fields), comparables, NOW)).toBeUndefined();
  });
});
