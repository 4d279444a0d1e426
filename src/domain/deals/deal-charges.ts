/**
 * The government charges of an online purchase deal (DEAL-03, COMP-06), for the API: the
 * journey's car answer (GET /api/cars/:slug/deal) and the pricing of the deal lead work them
 * out the same way, from the stock and the tenant's settings. Apart from deal.ts so the
 * journey's island does not carry the states' tables. Pure.
 */
import type { TenantSettings } from '../../config/schema.ts';
import type { Car } from '../../model/car.ts';
import { carDriveAway } from '../government-charges/car-drive-away.ts';
import { priceBasis } from '../government-charges/price-basis.ts';
import type { DealCharges } from './deal.ts';

/**
 * The government charges of a car's deal (COMP-06), worked out the same way by the journey's
 * API answer and by the API pricing the lead: undefined for a drive-away price.
 */
export function dealCharges(
  car: Parameters<typeof carDriveAway>[0] & Pick<Car, 'price'>,
  settings: TenantSettings['vehicle']['driveAway'],
): DealCharges | undefined {
  const answer = carDriveAway(car, car.price, settings);
  if (answer.basis === 'drive-away') return undefined;
  const { estimate } = answer;
  if (estimate.kind === 'cannot-estimate') return { kind: 'none', message: estimate.message };
  return {
    kind: 'estimate',
    state: estimate.state,
    lines: estimate.lines.map((line) => ({ label: line.label, amount: line.amount ?? null })),
    sum: estimate.charges,
  };
}

/** Whether the tenant sells this car at a drive-away price: its price type, or the tenant's word for a price without one. */
export function isDealDriveAway(
  car: Pick<Car, 'price_type'>,
  settings: TenantSettings['vehicle']['driveAway'],
): boolean {
  return priceBasis(car.price_type, settings) === 'drive-away';
}
