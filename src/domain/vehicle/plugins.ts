/**
 * Third-party report plugins on the vehicle page (VDP-22): the Autograb report shows for
 * used cars only; the Car Analysis plugin enables a download for eligible cars: status
 * in_stock (so not sold), not reserved, price over 200 — the same eligibility as the gauge
 * report (spec-1 §9), so it is the same function.
 */
import type { Car } from '../../model/car.ts';
import { isGaugeEligible } from '../autogauge.ts';

export function showAutograbReport(car: Pick<Car, 'car_type'>): boolean {
  return car.car_type === 'used';
}

export function carAnalysisDownloadEligible(
  car: Pick<Car, 'id' | 'make' | 'model' | 'year' | 'km' | 'price' | 'status' | 'reserved' | 'offer_price'>,
): boolean {
  return isGaugeEligible(car);
}
