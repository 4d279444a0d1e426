/**
 * Which published cars an advertising channel may carry (CHAN-03), and why the others are left
 * out, in plain words for the build report. A channel ad must match the car's page (Google
 * disapproves a price the page does not show) and may only advertise a car a shopper can buy
 * now: so sold, reserved and coming-soon cars, cars without a shown sale price (price on
 * application, or a subscription site's weekly price), without a photo, a VIN or an odometer
 * reading, and vehicles the channels do not take (caravans, motorcycles) stay out.
 */
import type { Location } from '../../model/location.ts';
import type { Car } from '../../model/car.ts';
import { isAvailable } from '../availability.ts';
import { carTenantLocation } from '../locations/licences.ts';
import { type PriceDisplayOptions, priceDisplay } from '../price-display.ts';
import { absoluteImage, absoluteImages } from '../vehicle/structured-data.ts';

export const CHANNELS = ['google', 'meta'] as const;
export type Channel = (typeof CHANNELS)[number];

export const CHANNEL_NAMES: Readonly<Record<Channel, string>> = {
  google: 'Google vehicle ads',
  meta: 'Meta automotive ads',
};

/** The feed file each channel's ads read, at a stable URL of the site. */
export const CHANNEL_FEED_PATHS: Readonly<Record<Channel, string>> = {
  google: '/feeds/google-vehicle-ads.tsv',
  meta: '/feeds/meta-automotive.csv',
};

/** What the feeds need of the tenant. */
export interface ChannelSite {
  /** site.url: links and photos are absolute on it. */
  url: string;
  name: string;
  locations: readonly Location[];
  prices: PriceDisplayOptions;
  /** The day the site is built ('YYYY-MM-DD', the dealer's time zone): the statutory warranty's day. */
  today: string;
}

export type ChannelCar = Pick<
  Car,
  | 'id'
  | 'name'
  | 'stocknum'
  | 'status'
  | 'reserved'
  | 'preorder'
  | 'item_type'
  | 'price'
  | 'offer_price'
  | 'before_price'
  | 'subscription_price'
  | 'images'
  | 'vin'
  | 'km'
  | 'location_id'
  | 'location'
  | 'colour'
>;

export interface ChannelExclusion {
  id: string;
  name: string;
  stocknum?: string | undefined;
  reasons: string[];
}

/** The tenant location a car stands at (its feed place has no store code or licence). */
export function carLocation(car: Pick<Car, 'location_id'>, site: Pick<ChannelSite, 'locations'>) {
  return carTenantLocation(car, site.locations);
}

/** The channels fetch photos over https only (they refuse http). */
const isFetchable = (url: string | undefined) => url?.startsWith('https://') === true;

/** The car's photos the channels can fetch: absolute, https only (the channels refuse http). */
export function channelImages(car: Pick<Car, 'images'>, site: Pick<ChannelSite, 'url'>): string[] {
  return absoluteImages(car, site.url).filter(isFetchable);
}

/** Whether the car has one of channelImages, found without working out the others. */
function hasChannelImage(car: Pick<Car, 'images'>, site: Pick<ChannelSite, 'url'>): boolean {
  return car.images.some((image) => isFetchable(absoluteImage(image, site.url)));
}

/** The shown sale price of the car, or undefined when its page shows none. */
export function channelPrice(car: ChannelCar, site: Pick<ChannelSite, 'prices'>): number | undefined {
  const display = priceDisplay(car, site.prices);
  return display.kind === 'price' ? display.amount : undefined;
}

/** Why `channel` must leave the car out; empty when it may carry it. */
export function exclusionReasons(car: ChannelCar, channel: Channel, site: ChannelSite): string[] {
  const reasons: string[] = [];
  if (!isAvailable(car)) reasons.push('sold');
  else if (car.reserved) reasons.push('reserved');
  else if (car.status === 'coming_soon' || car.preorder) reasons.push('not for sale yet (coming soon)');
  if (car.item_type !== 'car')
    reasons.push(`a ${car.item_type}: ${CHANNEL_NAMES[channel]} carry passenger cars and utes only`);
  const display = priceDisplay(car, site.prices);
  if (display.kind === 'subscription') reasons.push('its page shows a subscription price, not a sale price');
  else if (display.kind !== 'price') reasons.push('no price (price on application)');
  if (!hasChannelImage(car, site)) reasons.push('no photo (on https)');
  if (!car.vin) reasons.push('no VIN');
  if (car.km === undefined) reasons.push('odometer reading unknown');
  if (channel === 'google' && !carLocation(car, site)?.store_code)
    reasons.push(
      'its location has no store_code (the Google Business Profile store code, in locations.json)',
    );
  if (channel === 'meta' && !(car.location?.address.street && car.location.address.city))
    reasons.push('no street address for where the car is');
  if (channel === 'meta' && !car.colour?.trim()) reasons.push('no exterior colour');
  return reasons;
}

/** The cars `channel` carries, and the others with their reasons. */
export function channelSelection<TCar extends ChannelCar>(
  cars: readonly TCar[],
  channel: Channel,
  site: ChannelSite,
): { carried: TCar[]; excluded: ChannelExclusion[] } {
  const carried: TCar[] = [];
  const excluded: ChannelExclusion[] = [];
  for (const car of cars) {
    const reasons = exclusionReasons(car, channel, site);
    if (reasons.length === 0) carried.push(car);
    else excluded.push({ id: car.id, name: car.name, stocknum: car.stocknum, reasons });
  }
  return { carried, excluded };
}

/** What the build report says of a channel: off, or how many cars it carries and which it leaves out. */
export type ChannelReport =
  | { enabled: false }
  | { enabled: true; feed: string; carried: number; excluded: ChannelExclusion[] };

export function channelReport<TCar extends ChannelCar>(
  cars: readonly TCar[],
  channel: Channel,
  enabled: boolean,
  site: ChannelSite,
): ChannelReport {
  if (!enabled) return { enabled: false };
  const { carried, excluded } = channelSelection(cars, channel, site);
  return { enabled: true, feed: CHANNEL_FEED_PATHS[channel], carried: carried.length, excluded };
}
