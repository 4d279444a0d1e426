/**
 * Reserve or buy online (VDP-14, spec-1 §9 "Reservation").
 *
 * Reservable: the car is available (in_stock or coming_soon), not already reserved, has a
 * price (above $10, the price shown: not PREORDER, not 'Enquire for price.') and the tenant
 * offers reserving (`vehicle.reserve.enabled`). Only then is the button shown, on cards and the
 * vehicle page, and only then does the API take a reservation.
 *
 * - mode 'checkout': /cars/{slug}/checkout labelled 'Reserve Now for $200', or 'Reserve Now'
 *   when the tenant's labelShowsDeposit is off (one label rule for cards and the page);
 * - mode 'buy-online': /cars/{slug}/buy-online labelled 'Buy Online' (never with an amount).
 *
 * The deposit is the car's own `reserve_deposit`, else the tenant's `defaultDeposit` ($200
 * by default). A deposit of $0 means no deposit: the label reads just 'Reserve Now' and no
 * refund line is shown. The reassurance names what is held by the item type ('this caravan').
 * The car is held for 48 hours and the deposit is 100% refundable;
 * used (pre-owned) cars add the promises the tenant states (the 48-hour money-back guarantee,
 * roadside assist: src/domain/vehicle/dealer-promises.ts, COMP-05).
 */
import type { TenantSettings } from '../../config/schema.ts';
import type { Car } from '../../model/car.ts';
import { isAvailable } from '../availability.ts';
import { formatDollars, formatKm } from '../format.ts';
import { MIN_DISPLAY_PRICE } from '../price-display.ts';
import { carTypeLabel } from '../vocabulary.ts';
import { vehicleTypeName } from './similar-title.ts';
import { type DealerPromises, NO_PROMISES, preOwnedPromises } from './dealer-promises.ts';

export const RESERVE = {
  defaultDeposit: 200,
  holdHours: 48,
  refundablePercent: 100,
} as const;

export const RESERVE_NOW = 'Reserve Now';
export const BUY_ONLINE = 'Buy Online';

export type ReserveSettings = TenantSettings['vehicle']['reserve'];
export type ReservableCar = Pick<Car, 'status' | 'reserved' | 'price' | 'preorder'> &
  Partial<Pick<Car, 'offer_price'>>;
type ReserveCar = ReservableCar &
  Pick<Car, 'slug' | 'car_type' | 'reserve_deposit'> &
  Partial<Pick<Car, 'item_type'>>;

/** A price a shopper can reserve against: the car's price or its offer price above $10, and not a pre-order. */
export function hasReservablePrice(car: Pick<ReservableCar, 'price' | 'preorder' | 'offer_price'>): boolean {
  if (car.preorder) return false;
  return car.price > MIN_DISPLAY_PRICE || (car.offer_price ?? 0) > MIN_DISPLAY_PRICE;
}

export function isReservable(car: ReservableCar, reserve: Pick<ReserveSettings, 'enabled'>): boolean {
  return reserve.enabled && isAvailable(car) && !car.reserved && hasReservablePrice(car);
}

/** The deposit in dollars: the car's own, else the tenant default; 0 means none. */
export function reserveDeposit(
  car: Pick<Car, 'reserve_deposit'>,
  defaultDeposit: number = RESERVE.defaultDeposit,
): number {
  const deposit = car.reserve_deposit ?? defaultDeposit;
  return Number.isFinite(deposit) && deposit > 0 ? deposit : 0;
}

/** 'Reserve Now for $200', or 'Reserve Now' without a deposit or when the tenant leaves the amount out. */
export function reserveLabel(deposit: number | undefined, showsDeposit = true): string {
  return showsDeposit && deposit !== undefined && deposit > 0
    ? `${RESERVE_NOW} for ${formatDollars(deposit)}`
    : RESERVE_NOW;
}

export interface ReserveAction {
  href: string;
  label: string;
  mode: ReserveSettings['mode'];
  /** Dollars; 0 when the car is reserved without a deposit. */
  deposit: number;
  /** Reassurance lines under the button, in order. */
  copy: string[];
}

/** The reserve page of a car: /cars/{slug}/checkout, or /cars/{slug}/buy-online. */
export function reservePagePath(slug: string, mode: ReserveSettings['mode']): string {
  return `/cars/${slug}/${mode === 'buy-online' ? 'buy-online' : 'checkout'}`;
}

export function reserveAction(
  car: ReserveCar,
  reserve: ReserveSettings,
  /** What the tenant promises with a used car; none unless given. */
  promises: DealerPromises = NO_PROMISES,
): ReserveAction | undefined {
  if (!isReservable(car, reserve)) return undefined;
  const deposit = reserveDeposit(car, reserve.defaultDeposit);
  const noun = vehicleTypeName(car.item_type).toLowerCase();
  const copy = [`We'll hold this ${noun} for you for ${RESERVE.holdHours} hours.`];
  if (deposit > 0)
    copy.push(`Your ${formatDollars(deposit)} deposit is ${RESERVE.refundablePercent}% refundable.`);
  if (car.car_type === 'used') copy.push(...preOwnedPromises(promises));
  if (reserve.mode === 'buy-online')
    return {
      href: reservePagePath(car.slug, reserve.mode),
      label: BUY_ONLINE,
      mode: reserve.mode,
      deposit,
      copy,
    };
  return {
    href: reservePagePath(car.slug, reserve.mode),
    label: reserveLabel(deposit, reserve.labelShowsDeposit),
    mode: reserve.mode,
    deposit,
    copy,
  };
}

/** The car's line on the checkout pages (reserve, purchase journey): "Used · 13,050 km · Stock WU20162". */
export function checkoutFacts(car: {
  car_type: string;
  km?: number | undefined;
  stocknum?: string | null | undefined;
}): string {
  return [
    carTypeLabel(car.car_type),
    car.km !== undefined && car.km > 0 ? formatKm(car.km) : undefined,
    car.stocknum && `Stock ${car.stocknum}`,
  ]
    .filter(Boolean)
    .join(' · ');
}
