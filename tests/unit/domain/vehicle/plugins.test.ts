import { describe, expect, it } from 'vitest';
import { carAnalysisDownloadEligible, showAutograbReport } from '../../../../src/domain/vehicle/plugins.ts';

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
});
