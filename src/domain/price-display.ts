/**
 * What a card or vehicle page shows as the price (spec-1 §4 "Price display", CARD-02),
 * first match wins: subscription price (subscription site, > 0) → reduced price →
 * normal price (only above 10) → PREORDER → the tenant's no-price text.
 * A was-price is struck through when before_price exceeds the shown price.
 */
import type { Car } from '../model/car.ts';

export type PriceDisplay =
  | { kind: 'subscription'; amount: number }
  | { kind: 'price'; amount: number; was: number | undefined; reduced: boolean }
  | { kind: 'preorder' }
  | { kind: 'no-price'; text: string };

export const MIN_DISPLAY_PRICE = 10;

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
