/**
 * The words both channel feeds share: the title, and a description that says what the page
 * says (the dealer's comments, or the car's facts), the price type the page shows with the
 * price (COMP-02) and the selling location's licence numbers (COMP-01).
 */
import type { Car } from '../../model/car.ts';
import { formatKm } from '../format.ts';
import { carLicenceNumbers } from '../locations/licences.ts';
import { priceDisplay } from '../price-display.ts';
import { plainText, truncate } from '../text.ts';
import { advertisedStatutoryWarranty, statutoryWarrantyText } from '../vehicle/statutory-warranty.ts';
import type { ChannelSite } from './eligibility.ts';

/** Both channels take at most 5,000 characters of description. */
export const MAX_DESCRIPTION = 5000;

export type ListingCar = Pick<
  Car,
  | 'name'
  | 'year'
  | 'make'
  | 'model'
  | 'km'
  | 'simple_transmission'
  | 'simple_fuel'
  | 'simple_body'
  | 'colour'
  | 'dealercomments'
  | 'price_type'
  | 'location_id'
  | 'location'
  | 'state'
  | 'car_type'
  | 'item_type'
  | 'bodyconfiguration'
  | 'seats'
  | 'build_date'
  | 'statutory_warranty'
  | 'price'
  | 'offer_price'
  | 'before_price'
  | 'subscription_price'
  | 'preorder'
  | 'status'
>;

/** One line of text: no tabs or line breaks, which the feed formats use between values. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The statutory warranty as the vehicle page says it (COMP-03): an ad for a car sold without
 * one must say so. Nothing where the page itself can only say "ask us".
 */
function warrantyLine(car: ListingCar, site: Pick<ChannelSite, 'today' | 'prices'>): string | undefined {
  const warranty = advertisedStatutoryWarranty(car, priceDisplay(car, site.prices), site.today);
  return warranty && warranty.kind !== 'unknown' ? `${statutoryWarrantyText(warranty)}.` : undefined;
}

export function listingDescription(
  car: ListingCar,
  site: Pick<ChannelSite, 'locations' | 'today' | 'prices'>,
): string {
  const facts = [
    car.km === undefined ? undefined : formatKm(car.km),
    car.simple_transmission,
    car.simple_fuel,
    car.simple_body,
    car.colour,
  ].filter(Boolean);
  const comments = car.dealercomments ? plainText(car.dealercomments) : '';
  const body = comments || `${car.name}${facts.length ? `: ${facts.join(', ')}` : ''}.`;
  const tail = [
    car.price_type ? `Price: ${car.price_type}.` : undefined,
    warrantyLine(car, site),
    ...carLicenceNumbers(car, site.locations).map((line) => `${line}.`),
  ]
    .filter(Boolean)
    .join(' ');
  // The tail is never cut: the price type, the warranty and the licence must reach the ad.
  return oneLine(tail ? `${truncate(oneLine(body), MAX_DESCRIPTION - tail.length - 1)} ${tail}` : body);
}

/** A value of a channel's list for one of our names (any case), or `otherwise`. */
export function channelValue(
  table: Readonly<Record<string, string>>,
  name: string | undefined,
  otherwise = '',
): string {
  return name === undefined ? otherwise : (table[name.trim().toLowerCase()] ?? otherwise);
}
