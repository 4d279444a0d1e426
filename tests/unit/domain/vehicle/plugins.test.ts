import { describe, expect, it } from 'vitest';
import {
  autograbReport,
  carAnalysisDownloadEligible,
  showAutograbReport,
} from '../../../../src/domain/vehicle/plugins.ts';

type AnalysisCar = Parameters<typeof carAnalysisDownloadEligible>[0];
const car = (fields: Partial<AnalysisCar> = {}): AnalysisCar => ({
  id: 'c1',
  make: 'Mazda',
  model: 'CX-5',
  year: 2020,
  km: 50_000,
  price: 30_000,
  status: 'in_stock',
  reserved: false,
  offer_price: undefined,
  ...fields,
});

describe('[VDP-22] report plugins', () => {
  it('[VDP-22] Autograb report for used cars only', () => {
    expect(showAutograbReport({ car_type: 'used' })).toBe(true);
    expect(showAutograbReport({ car_type: 'new' })).toBe(false);
    expect(showAutograbReport({ car_type: 'demo' })).toBe(false);
  });

  it('[VDP-22] Car Analysis download: in_stock, not sold, not reserved, price over 200', () => {
    expect(carAnalysisDownloadEligible(car())).toBe(true);
    expect(carAnalysisDownloadEligible(car({ status: 'sold' }))).toBe(false);
    expect(carAnalysisDownloadEligible(car({ status: 'coming_soon' }))).toBe(false);
    expect(carAnalysisDownloadEligible(car({ reserved: true }))).toBe(false);
    expect(carAnalysisDownloadEligible(car({ price: 200 }))).toBe(false);
    expect(carAnalysisDownloadEligible(car({ price: 201 }))).toBe(true);
  });

  it("[VDP-22] the AutoGrab card reports the feed's AutoGrab averages against the asking price, and is absent without data", () => {
    const used = {
      car_type: 'used' as const,
      price: 28_990,
      offer_price: undefined,
      state: 'NSW',
      autograb_data: { average_market_price: 29_500, state_average_market_price: 28_000 },
    };
    expect(autograbReport(used)).toEqual({
      lines: [
        { label: 'Average market price, Australia', value: '$29,500', comparison: 'This car is $510 below' },
        { label: 'Average market price, NSW', value: '$28,000', comparison: 'This car is $990 above' },
      ],
    });
    // The asking price is the reduced price when there is one (CARD-02).
    expect(autograbReport({ ...used, offer_price: 27_990 })?.lines[1]?.comparison).toBe(
      'This car is $10 below',
    );
    expect(autograbReport({ ...used, offer_price: 28_000 })?.lines[1]?.comparison).toBe(
      'This car is at the average',
    );
    expect(autograbReport({ ...used, car_type: 'new' })).toBeUndefined();
    expect(autograbReport({ ...used, autograb_data: undefined })).toBeUndefined();
    // No price to compare: the averages alone.
    expect(autograbReport({ ...used, price: 0, state: undefined })?.lines).toEqual([
      { label: 'Average market price, Australia', value: '$29,500', comparison: undefined },
      { label: 'Average market price, in the state', value: '$28,000', comparison: undefined },
    ]);
  });
});
