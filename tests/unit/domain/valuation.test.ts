import { describe, expect, it } from 'vitest';
import {
  CONDITION_FACTORS,
  conditionFrom,
  EXPECTED_KM_PER_YEAR,
  kmFactor,
  NO_INSTANT_OFFER_MESSAGE,
  retainedShare,
  roundTo100,
  valueVehicle,
  vehicleAgeYears,
} from '../../../src/domain/valuation.ts';

const NOW = new Date('2026-11-25T00:00:00Z');
const fiveYearOld = { newPrice: 30_000, buildYear: 2021, buildMonth: 11, km: 75_000, now: NOW };

describe('valueVehicle', () => {
  it('worked example: $30,000 new, 5 years, expected km, good condition → offer $12,100 ($11,500–$12,700)', () => {
    // retained 0.85 × 0.89^5 = 0.4746; market 14,239; offer × 0.85 = 12,103 → 12,100
    const valuation = valueVehicle(fiveYearOld);
    expect(valuation).toMatchObject({
      estimate: true,
      eligible: true,
      offer_price: 12_100,
      low: 11_500,
      high: 12_700,
      ageYears: 5,
      expectedKm: 75_000,
      condition: 'good',
    });
    expect(valuation.factors).toEqual({ retained: 0.475, km: 1, condition: 1 });
    expect(valuation.disclaimer).toMatch(/estimate/i);
  });

  it('is always labelled as an estimate and rounded to $100', () => {
    for (const km of [0, 12_345, 60_001, 99_999]) {
      for (const newPrice of [18_990, 47_540, 82_800]) {
        const valuation = valueVehicle({ ...fiveYearOld, newPrice, km });
        expect(valuation.estimate).toBe(true);
        for (const amount of [valuation.offer_price, valuation.low, valuation.high])
          expect(amount! % 100).toBe(0);
        expect(valuation.low!).toBeLessThanOrEqual(valuation.offer_price!);
        expect(valuation.high!).toBeGreaterThanOrEqual(valuation.offer_price!);
      }
    }
  });

  it('older cars are worth less', () => {
    const offers = [2025, 2023, 2021, 2019, 2017].map(
      (buildYear) =>
        valueVehicle({ ...fiveYearOld, buildYear, km: EXPECTED_KM_PER_YEAR * (2026 - buildYear) })
          .offer_price!,
    );
    expect([...offers].sort((a, b) => b - a)).toEqual(offers);
  });

  it('more kilometres than expected for the age lower the value, fewer raise it, within limits', () => {
    const low = valueVehicle({ ...fiveYearOld, km: 40_000 }).offer_price!;
    const expected = valueVehicle(fiveYearOld).offer_price!;
    const high = valueVehicle({ ...fiveYearOld, km: 95_000 }).offer_price!;
    expect(low).toBeGreaterThan(expected);
    expect(high).toBeLessThan(expected);
  });

  it('condition adjusts the value: excellent > good > fair > poor', () => {
    const [excellent, good, fair, poor] = (['excellent', 'good', 'fair', 'poor'] as const).map(
      (condition) => valueVehicle({ ...fiveYearOld, condition }).offer_price!,
    );
    expect(excellent!).toBeGreaterThan(good!);
    expect(good!).toBeGreaterThan(fair!);
    expect(fair!).toBeGreaterThan(poor!);
    expect(CONDITION_FACTORS).toEqual({ excellent: 1.05, good: 1, fair: 0.9, poor: 0.75 });
  });

  it('no instant value over 10 years old or over 100,000 km (trade-in FAQ): offer_price null with a message', () => {
    const old = valueVehicle({ ...fiveYearOld, buildYear: 2016, buildMonth: 3, km: 90_000 });
    expect(old).toMatchObject({
      estimate: true,
      eligible: false,
      offer_price: null,
      low: null,
      high: null,
      message: NO_INSTANT_OFFER_MESSAGE,
    });
    expect(valueVehicle({ ...fiveYearOld, km: 100_001 }).offer_price).toBeNull();
    expect(valueVehicle({ ...fiveYearOld, km: 100_000 }).eligible).toBe(true);
    expect(valueVehicle({ ...fiveYearOld, buildYear: 2016, buildMonth: 11 }).eligible).toBe(true); // exactly 10 years
    expect(NO_INSTANT_OFFER_MESSAGE).toContain('100,000 km');
  });

  it('rejects impossible inputs', () => {
    expect(() => valueVehicle({ ...fiveYearOld, newPrice: 0 })).toThrow(RangeError);
    expect(() => valueVehicle({ ...fiveYearOld, km: -1 })).toThrow(RangeError);
    expect(() => valueVehicle({ ...fiveYearOld, km: Number.NaN })).toThrow(RangeError);
  });
});

describe('valuation parts', () => {
  it('age counts whole months from the build month; never negative; January when the month is unknown', () => {
    expect(vehicleAgeYears(2019, 8, NOW)).toBe(7.25);
    expect(vehicleAgeYears(2026, 11, NOW)).toBe(0);
    expect(vehicleAgeYears(2027, 1, NOW)).toBe(0);
    expect(vehicleAgeYears(2020, undefined, NOW)).toBeCloseTo(6 + 10 / 12, 10);
  });

  it('retained share: 85% new, then 11% a year, never below 10%', () => {
    expect(retainedShare(0)).toBe(0.85);
    expect(retainedShare(1)).toBeCloseTo(0.7565, 10);
    expect(retainedShare(3)).toBeCloseTo(0.85 * 0.89 ** 3, 10);
    expect(retainedShare(40)).toBe(0.1);
  });

  it('km factor: 0.4% per 1,000 km away from 15,000 km a year, clamped to 0.75–1.08', () => {
    expect(kmFactor(45_000, 3)).toBe(1);
    expect(kmFactor(55_000, 3)).toBeCloseTo(0.96, 10);
    expect(kmFactor(35_000, 3)).toBeCloseTo(1.04, 10);
    expect(kmFactor(400_000, 3)).toBe(0.75);
    expect(kmFactor(0, 10)).toBe(1.08);
  });

  it('conditionFrom maps free-text answers; unknown answers count as good', () => {
    expect(conditionFrom('Excellent - like new')).toBe('excellent');
    expect(conditionFrom('Fair')).toBe('fair');
    expect(conditionFrom('Average wear')).toBe('fair');
    expect(conditionFrom('Poor / damaged')).toBe('poor');
    expect(conditionFrom('Good')).toBe('good');
    expect(conditionFrom('')).toBe('good');
    expect(conditionFrom(undefined)).toBe('good');
  });

  it('roundTo100 rounds to the nearest hundred dollars', () => {
    expect(roundTo100(12_149)).toBe(12_100);
    expect(roundTo100(12_150)).toBe(12_200);
    expect(roundTo100(49)).toBe(0);
  });
});
