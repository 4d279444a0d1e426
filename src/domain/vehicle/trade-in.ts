/**
 * Trade-in buttons (VDP-15) link to /cars/trade-in?car_id={id}. They are shown only when the
 * car's trade-in rule allows it: the car's own `trade_in_allowed` when the feed sets it,
 * else the tenant's `vehicle.tradeInButton` ('never', 'used' cars only, or 'all'). A car
 * that is not available (sold) offers no trade-in: there is nothing to trade against.
 */
import type { TenantSettings } from '../../config/schema.ts';
import type { Car } from '../../model/car.ts';
import { isAvailable } from '../availability.ts';

export type TradeInRule = TenantSettings['vehicle']['tradeInButton'];
export const TRADE_IN_LABEL = 'Value My Trade-In';

type TradeInCar = Pick<Car, 'id' | 'status' | 'car_type' | 'trade_in_allowed'>;

export function tradeInAllowed(car: TradeInCar, rule: TradeInRule): boolean {
  if (!isAvailable(car)) return false;
  if (car.trade_in_allowed !== undefined) return car.trade_in_allowed;
  if (rule === 'all') return true;
  if (rule === 'used') return car.car_type === 'used';
  return false;
}

export function tradeInHref(car: Pick<Car, 'id'>): string {
  return `/cars/trade-in?car_id=${encodeURIComponent(car.id)}`;
}

export function tradeInButton(
  car: TradeInCar,
  rule: TradeInRule,
): { label: string; href: string } | undefined {
  return tradeInAllowed(car, rule) ? { label: TRADE_IN_LABEL, href: tradeInHref(car) } : undefined;
}
