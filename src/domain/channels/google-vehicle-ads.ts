/**
 * The Google Merchant Center vehicle ads feed (CHAN-01): one row per car the channel may carry
 * (eligibility.ts), with the attributes of Google's vehicle ads product data specification
 * (support.google.com/merchants/answer/11192663): id, title, description, link, image_link,
 * additional_image_link (up to 10), price with currency, condition, brand, model, trim, year,
 * mileage in km, VIN, store_code and vehicle_fulfillment (in store, at the car's location),
 * google_product_category 916 (Vehicles & Parts > Vehicles > Motor Vehicles > Cars, Trucks &
 * Vans), color, body_style and engine from Google's value lists, certified_pre-owned.
 * Written as tab-separated values, the format Google recommends for a scheduled fetch.
 */
import Papa from 'papaparse';
import type { Car } from '../../model/car.ts';
import { absoluteSiteUrl } from '../share.ts';
import {
  type ChannelCar,
  type ChannelExclusion,
  type ChannelSite,
  carLocation,
  channelImages,
  channelPrice,
  channelSelection,
} from './eligibility.ts';
import { channelValue, type ListingCar, listingDescription, oneLine } from './listing-text.ts';

export const GOOGLE_COLUMNS = [
  'id',
  'title',
  'description',
  'link',
  'image_link',
  'additional_image_link',
  'price',
  'condition',
  'certified_pre-owned',
  'brand',
  'model',
  'trim',
  'year',
  'mileage',
  'vin',
  'store_code',
  'vehicle_fulfillment',
  'google_product_category',
  'color',
  'body_style',
  'engine',
] as const;
export type GoogleRow = Record<(typeof GOOGLE_COLUMNS)[number], string>;

/** Google's vehicles category: Vehicles & Parts > Vehicles > Motor Vehicles > Cars, Trucks & Vans. */
export const GOOGLE_VEHICLES_CATEGORY = '916';
export const GOOGLE_MAX_ADDITIONAL_IMAGES = 10;

/** Our body names → Google's body_style values (utes are its trucks). */
export const GOOGLE_BODY_STYLES: Readonly<Record<string, string>> = {
  convertible: 'convertible',
  cabriolet: 'convertible',
  coupe: 'coupe',
  hatch: 'hatchback',
  hatchback: 'hatchback',
  'people mover': 'minivan',
  ute: 'truck',
  'cab chassis': 'truck',
  sedan: 'sedan',
  suv: 'suv',
  van: 'van',
  wagon: 'wagon',
};

/** Our fuel names → Google's engine values. */
export const GOOGLE_ENGINES: Readonly<Record<string, string>> = {
  petrol: 'gasoline',
  diesel: 'diesel',
  electric: 'electric',
  hybrid: 'hybrid',
};

export type GoogleCar = ChannelCar &
  ListingCar &
  Pick<Car, 'path' | 'car_type' | 'certified' | 'badge' | 'simple_body' | 'simple_fuel'>;

/** The row of a car the channel carries (every required value present: see eligibility.ts). */
export function googleRow(car: GoogleCar, site: ChannelSite): GoogleRow {
  const images = channelImages(car, site);
  const storeCode = carLocation(car, site)?.store_code ?? '';
  const used = car.car_type !== 'new';
  return {
    id: car.id,
    title: oneLine(car.name).slice(0, 150),
    description: listingDescription(car, site),
    link: absoluteSiteUrl(site.url, car.path) ?? '',
    image_link: images[0] ?? '',
    // Comma-separated: a comma inside a URL (an image CDN's w_800,h_600) is percent-encoded.
    additional_image_link: images
      .slice(1, 1 + GOOGLE_MAX_ADDITIONAL_IMAGES)
      .map((url) => url.replaceAll(',', '%2C'))
      .join(','),
    price: `${channelPrice(car, site)!.toFixed(2)} AUD`,
    // A demonstrator has been registered and driven: Google knows new and used only.
    condition: used ? 'used' : 'new',
    'certified_pre-owned': used && car.certified ? 'yes' : '',
    brand: oneLine(car.make),
    model: oneLine(car.model),
    trim: oneLine(car.badge ?? ''),
    year: String(car.year),
    mileage: `${car.km} km`,
    vin: car.vin ?? '',
    store_code: storeCode,
    vehicle_fulfillment: `in_store:${storeCode}`,
    google_product_category: GOOGLE_VEHICLES_CATEGORY,
    color: oneLine(car.colour ?? ''),
    body_style: channelValue(GOOGLE_BODY_STYLES, car.simple_body),
    engine: channelValue(GOOGLE_ENGINES, car.simple_fuel),
  };
}

/** The feed file and the cars it leaves out. */
export function googleVehicleAdsFeed(
  cars: readonly GoogleCar[],
  site: ChannelSite,
): { text: string; rows: number; excluded: ChannelExclusion[] } {
  const { carried, excluded } = channelSelection(cars, 'google', site);
  const rows = carried.map((car) => googleRow(car, site));
  const text = Papa.unparse(
    { fields: [...GOOGLE_COLUMNS], data: rows.map((row) => GOOGLE_COLUMNS.map((column) => row[column])) },
    { delimiter: '\t', newline: '\n' },
  );
  return { text: `${text}\n`, rows: rows.length, excluded };
}
