import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM, haversineKm, isValidLatLng } from '../../../../src/domain/calculators/geo.ts';

const SYDNEY = { lat: -33.8688, lng: 151.2093 };
const MELBOURNE = { lat: -37.8136, lng: 144.9631 };
const BRISBANE = { lat: -27.4698, lng: 153.0251 };
const PERTH = { lat: -31.9523, lng: 115.8613 };
const DARWIN = { lat: -12.4634, lng: 130.8456 };

describe('great-circle distance', () => {
  it('[CALC-03] uses an earth radius of 6371 km', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    // Half the circumference: π × 6371.
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371, 6);
    // One degree along a meridian: 6371 × π / 180.
    expect(haversineKm({ lat: -33, lng: 151 }, { lat: -34, lng: 151 })).toBeCloseTo(
      (6371 * Math.PI) / 180,
      9,
    );
  });

  it('[CALC-03] Sydney–Melbourne is about 713 km', () => {
    const km = haversineKm(SYDNEY, MELBOURNE);
    expect(km).toBeGreaterThan(712);
    expect(km).toBeLessThan(715);
    expect(km).toBeCloseTo(713.43, 1);
  });

  it('[CALC-03] matches other published city distances within 0.5%', () => {
    const within = (km: number, published: number) =>
      expect(Math.abs(km - published) / published).toBeLessThan(0.005);
    within(haversineKm(SYDNEY, BRISBANE), 732);
    within(haversineKm(SYDNEY, PERTH), 3_291);
    within(haversineKm(DARWIN, MELBOURNE), 3_145);
  });

  it('is symmetric and 0 for the same point', () => {
    expect(haversineKm(SYDNEY, SYDNEY)).toBe(0);
    expect(haversineKm(SYDNEY, MELBOURNE)).toBe(haversineKm(MELBOURNE, SYDNEY));
  });

  it('handles the antimeridian and the poles', () => {
    expect(haversineKm({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 })).toBeCloseTo(
      (6371 * Math.PI) / 180,
      6,
    );
    expect(haversineKm({ lat: 90, lng: 0 }, { lat: -90, lng: 0 })).toBeCloseTo(Math.PI * 6371, 6);
  });

  it('rejects coordinates that are not finite or out of range', () => {
    expect(() => haversineKm({ lat: Number.NaN, lng: 0 }, SYDNEY)).toThrow(RangeError);
    expect(() => haversineKm(SYDNEY, { lat: 91, lng: 0 })).toThrow(RangeError);
    expect(() => haversineKm(SYDNEY, { lat: 0, lng: 181 })).toThrow(RangeError);
    expect(isValidLatLng(SYDNEY)).toBe(true);
    expect(isValidLatLng({ lat: -90, lng: 180 })).toBe(true);
    expect(isValidLatLng({ lat: 0, lng: Number.POSITIVE_INFINITY })).toBe(false);
  });
});
