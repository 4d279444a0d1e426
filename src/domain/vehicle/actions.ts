/**
 * The buttons a card or vehicle page offers (CARD-07, spec-2 §4).
 *
 * Eligible (available: in_stock or coming_soon) cars: View Details, plus Book a Test Drive
 * or Get Finance (a tenant choice, test drive by default), plus Reserve when reservable
 * (VDP-14), plus the online purchase link (/checkout-journey?car_id={slug}) when the
 * tenant has the checkout journey and the car is used or of a tenant-listed make.
 * A car tagged 'Test Drive Only' is handled as a test-drive lead: View Details and Book a
 * Test Drive only. Other (sold) cars: View Details and 'Find Me Something Similar', which
 * opens the enquiry in place of the buy actions (CARD-03).
 *
 * Actions without an href (test drive, find similar) open a modal on the page.
 */
import type { Car } from '../../model/car.ts';
import { CHECKOUT_JOURNEY_PATH } from '../../model/site-routes.ts';
import { isAvailable } from '../availability.ts';
import { type ReserveSettings, reserveAction } from './reserve.ts';
import { testDriveLabel } from './type-wording.ts';
import { openActionHref } from './open-action.ts';

export type CarActionKind =
  | 'view-details'
  | 'test-drive'
  | 'finance'
  | 'reserve'
  | 'online-purchase'
  | 'find-similar';

export interface CarAction {
  kind: CarActionKind;
  label: string;
  href?: string | undefined;
}

export const ACTION_LABELS = {
  'view-details': 'View Details',
  'test-drive': 'Book a Test Drive',
  finance: 'Get Finance',
  'online-purchase': 'Purchase Online',
  'find-similar': 'Find Me Something Similar',
} as const;

export const TEST_DRIVE_ONLY_TAG = 'test drive only';

export function isTestDriveOnly(car: Pick<Car, 'tag'>): boolean {
  return car.tag?.trim().toLowerCase() === TEST_DRIVE_ONLY_TAG;
}

export interface CarActionsOptions {
  reserve: ReserveSettings;
  /** Which second button eligible cars get. Default 'test-drive'. */
  secondary?: 'test-drive' | 'finance' | undefined;
  /** finance.defaultLink; a site path gets the car's query parameters. Default '/finance'. */
  financeLink?: string | undefined;
  /** features.checkoutJourney: the online purchase route exists. */
  onlinePurchase: boolean;
  /** vehicle.onlinePurchaseMakes: makes that get the online purchase link besides used cars. */
  onlinePurchaseMakes: readonly string[];
}

export type ActionCar = Pick<
  Car,
  | 'id'
  | 'slug'
  | 'path'
  | 'status'
  | 'reserved'
  | 'car_type'
  | 'reserve_deposit'
  | 'tag'
  | 'make'
  | 'price'
  | 'preorder'
  | 'vin'
> &
  Partial<Pick<Car, 'dealership_slug' | 'item_type' | 'offer_price'>>;

/** /finance?car_id=…&car_type=…&vehiclePriceBudget=…&vin=…#finance-form (spec-1 §2); external links unchanged. */
export function financeHref(
  car: Pick<Car, 'id' | 'car_type' | 'price' | 'vin'> & Partial<Pick<Car, 'dealership_slug'>>,
  link = '/finance',
): string {
  if (!link.startsWith('/')) return link;
  const params = new URLSearchParams({ car_id: car.id, car_type: car.car_type });
  if (car.price > 0) params.set('vehiclePriceBudget', String(car.price));
  if (car.vin) params.set('vin', car.vin);
  if (car.dealership_slug) params.set('preferredDealership', car.dealership_slug);
  const [path, hash] = link.split('#') as [string, string | undefined];
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}${params}#${hash ?? 'finance-form'}`;
}

export function onlinePurchaseHref(car: Pick<Car, 'slug'>): string {
  return `${CHECKOUT_JOURNEY_PATH}?car_id=${encodeURIComponent(car.slug)}`;
}

export function offersOnlinePurchase(
  car: Pick<Car, 'car_type' | 'make' | 'status' | 'price'>,
  options: Pick<CarActionsOptions, 'onlinePurchase' | 'onlinePurchaseMakes'>,
): boolean {
  // A deal needs a price: a price-on-application car is enquired about, not bought online.
  if (!options.onlinePurchase || !isAvailable(car) || !(car.price > 0)) return false;
  const make = car.make.trim().toLowerCase();
  return (
    car.car_type === 'used' ||
    options.onlinePurchaseMakes.some((listed) => listed.trim().toLowerCase() === make)
  );
}

export function carActions(car: ActionCar, options: CarActionsOptions): CarAction[] {
  const actions: CarAction[] = [
    { kind: 'view-details', label: ACTION_LABELS['view-details'], href: car.path },
  ];
  if (!isAvailable(car)) {
    actions.push({ kind: 'find-similar', label: ACTION_LABELS['find-similar'] });
    return actions;
  }
  const testDriveOnly = isTestDriveOnly(car);
  if (testDriveOnly || (options.secondary ?? 'test-drive') === 'test-drive') {
    actions.push({ kind: 'test-drive', label: testDriveLabel(car.item_type) });
  } else {
    actions.push({
      kind: 'finance',
      label: ACTION_LABELS.finance,
      href: financeHref(car, options.financeLink),
    });
  }
  if (testDriveOnly) return actions;
  const reserve = reserveAction(car, options.reserve);
  if (reserve) actions.push({ kind: 'reserve', label: reserve.label, href: reserve.href });
  if (offersOnlinePurchase(car, options))
    actions.push({
      kind: 'online-purchase',
      label: ACTION_LABELS['online-purchase'],
      href: onlinePurchaseHref(car),
    });
  return actions;
}

/**
 * A card's buttons (CARD-07, spec-2 §4): the car page's actions, each a link, since a card
 * has no forms of its own. Book a Test Drive and Find Me Something Similar open the car
 * page's form; Reserve has the vehicle page's label (reserveAction: the car's own deposit,
 * which the search document carries, or the tenant's).
 */
export interface CardAction {
  kind: CarActionKind;
  label: string;
  href: string;
}

export function cardActions(car: ActionCar, options: CarActionsOptions): CardAction[] {
  return carActions(car, options).map((action) => {
    if (action.kind === 'test-drive' || action.kind === 'find-similar')
      return { ...action, href: openActionHref(car.path, action.kind) };
    return { ...action, href: action.href ?? car.path };
  });
}
