/**
 * What a card or vehicle page shows as the price (spec-1 §4 "Price display", CARD-02),
 * first match wins: subscription price (subscription site, > 0) → reduced price →
 * normal price (only above 10) → PREORDER → the tenant's no-price text.
 * A was-price is struck through when before_price exceeds the shown price.
 */
import type { TenantSettings } from '../config/schema.ts';
import type { Car } from '../model/car.ts';
import { formatDollars } from './format.ts';

export type PriceDisplay =
  | { kind: 'subscription'; amount: number }
  | { kind: 'price'; amount: number; was: number | undefined; reduced: boolean }
  | { kind: 'preorder' }
  | { kind: 'no-price'; text: string };

export const MIN_DISPLAY_PRICE = 10;

/** After a subscription price: '$199 / week'. */
export const SUBSCRIPTION_UNIT = ' / week';

export interface PriceDisplayOptions {
  subscriptionSite: boolean;
  noPriceText: string;
}

type PricedCar = Pick<Car, 'price' | 'before_price' | 'offer_price' | 'subscription_price' | 'preorder'>;

export function priceDisplay(car: PricedCar, options: PriceDisplayOptions): PriceDisplay {
  if (options.subscriptionSite && (car.subscription_price ?? 0) > 0) {
    return { kind: 'subscription', amount: car.subscription_price! };
  }
  const offer = car.offer_price ?? 0;
  if (offer > MIN_DISPLAY_PRICE && (car.price <= MIN_DISPLAY_PRICE || offer < car.price)) {
    const was = car.price > offer ? car.price : undefined;
    return { kind: 'price', amount: offer, was, reduced: true };
  }
  if (car.price > MIN_DISPLAY_PRICE) {
    const was = car.before_price !== undefined && car.before_price > car.price ? car.before_price : undefined;
    return { kind: 'price', amount: car.price, was, reduced: was !== undefined };
  }
  if (car.preorder) return { kind: 'preorder' };
  return { kind: 'no-price', text: options.noPriceText };
}

/** The price display options from the tenant's settings: the one place they are read. */
export function priceDisplayOptions(
  settings: Pick<TenantSettings, 'features' | 'wording'>,
): PriceDisplayOptions {
  return { subscriptionSite: settings.features.subscriptionSite, noPriceText: settings.wording.noPriceText };
}

/**
 * The shown price as one line of text: '$24,990', '$99 / week', 'PREORDER' or the no-price
 * text. With `withWas`, a struck was-price is written out: '$23,990 (was $24,990)'.
 */
export function priceText(display: PriceDisplay, options: { withWas?: boolean } = {}): string {
  switch (display.kind) {
    case 'subscription':
      return `${formatDollars(display.amount)}${SUBSCRIPTION_UNIT}`;
    case 'price':
      return options.withWas && display.was !== undefined
        ? `${formatDollars(display.amount)} (was ${formatDollars(display.was)})`
        : formatDollars(display.amount);
    case 'preorder':
      return 'PREORDER';
    case 'no-price':
      return display.text;
  }
}

/** ' for $24,990' after a car's name in a page title, when it has a price or a weekly price. */
export function titlePriceSuffix(display: PriceDisplay): string {
  return display.kind === 'price' || display.kind === 'subscription'
    ? ` for ${formatDollars(display.amount)}`
    : '';
}

/** Said beside a subscription price: what the weekly amount is. */
export const SUBSCRIPTION_PRICE_LABEL = 'Weekly subscription price';

/**
 * What the shown price is, said with it wherever it is shown (COMP-02): the feed's price type
 * ('Drive Away', 'Excl. Govt. Charges') with a sale price, the subscription label with a
 * weekly price; nothing with no price.
 */
export function priceTypeLabel(display: PriceDisplay, priceType: string | undefined): string | undefined {
  if (display.kind === 'subscription') return SUBSCRIPTION_PRICE_LABEL;
  return display.kind === 'price' ? priceType?.trim() || undefined : undefined;
}
