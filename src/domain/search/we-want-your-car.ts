/**
 * The 'We Want Your Car! We buy all types of cars' card (SRCH-10): a trade-in prompt for
 * shoppers looking only at used cars, who are the likeliest to have a car to sell.
 */
import { normaliseCarTypes } from './car-type.ts';
import { SEARCH_MESSAGES } from './messages.ts';

export const WE_WANT_YOUR_CAR_CARD = {
  title: SEARCH_MESSAGES.weWantYourCarTitle,
  body: SEARCH_MESSAGES.weWantYourCarBody,
  /** The sell-your-car page (spec-1 §2 routes). */
  href: '/trade-in',
} as const;

/**
 * "Only used cars are filtered": the car_type refinement is exactly used (case and repeats
 * ignored). The /search/used-cars landing starts with that refinement (search-url.ts
 * CAR_TYPE_PATHS), so it counts too; no refinement (all types), used with demo, or used
 * beside an unknown value does not.
 */
export function showWeWantYourCar(carTypes: readonly string[]): boolean {
  const types = normaliseCarTypes(carTypes);
  return (
    types.length === 1 &&
    types[0] === 'used' &&
    carTypes.every((type) => type.trim().toLowerCase() === 'used')
  );
}
