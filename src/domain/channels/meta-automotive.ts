/**
 * The Meta automotive inventory ads catalog (CHAN-02): one row per car the channel may carry
 * (eligibility.ts), with the fields of Meta's auto inventory catalog reference
 * (developers.facebook.com/docs/marketing-api/auto-ads/reference): vehicle_id, vin, title,
 * description, url, make, model, year, mileage.value and mileage.unit, price with currency,
 * state_of_vehicle, availability, body_style, exterior_color, transmission, fuel_type,
 * drivetrain and trim (enums as Meta lists them), up to ten images, the address of the car's
 * location with its coordinates, and the dealer's name and phone. Nested fields are written as
 * flattened JSON-path columns (image[0].url, address.city), which Meta reads from CSV.
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

export const META_MAX_IMAGES = 10;
const IMAGE_COLUMNS = Array.from({ length: META_MAX_IMAGES }, (_, i) => `image[${i}].url`);

export const META_COLUMNS = [
  'vehicle_id',
  'vin',
  'title',
  'description',
  'url',
  'make',
  'model',
  'year',
  'trim',
  'mileage.value',
  'mileage.unit',
  'price',
  'state_of_vehicle',
  'availability',
  'body_style',
  'exterior_color',
  'transmission',
  'fuel_type',
  'drivetrain',
  ...IMAGE_COLUMNS,
  'address.addr1',
  'address.city',
  'address.region',
  'address.postal_code',
  'address.country',
  'latitude',
  'longitude',
  'dealer_name',
  'dealer_phone',
] as const;
export type MetaRow = Record<string, string>;

/** Meta's body_style enum; anything else is OTHER. Utes are its trucks. */
export const META_BODY_STYLES: Readonly<Record<string, string>> = {
  convertible: 'CONVERTIBLE',
  cabriolet: 'CONVERTIBLE',
  coupe: 'COUPE',
  hatch: 'HATCHBACK',
  hatchback: 'HATCHBACK',
  'people mover': 'MINIVAN',
  ute: 'TRUCK',
  'cab chassis': 'TRUCK',
  sedan: 'SEDAN',
  suv: 'SUV',
  van: 'VAN',
  wagon: 'WAGON',
};
export const META_FUEL_TYPES: Readonly<Record<string, string>> = {
  petrol: 'PETROL',
  diesel: 'DIESEL',
  electric: 'ELECTRIC',
  hybrid: 'HYBRID',
  'plug-in hybrid': 'PLUGIN_HYBRID',
};
export const META_TRANSMISSIONS: Readonly<Record<string, string>> = {
  automatic: 'AUTOMATIC',
  manual: 'MANUAL',
};
export const META_DRIVETRAINS: Readonly<Record<string, string>> = {
  fwd: 'FWD',
  rwd: 'RWD',
  awd: 'AWD',
  '4wd': '4X4',
  '4x4': '4X4',
  '2wd': 'TWO_WD',
  '4x2': '4X2',
};

export type MetaCar = ChannelCar &
  ListingCar &
  Pick<
    Car,
    'path' | 'car_type' | 'certified' | 'badge' | 'simple_drive' | 'simple_transmission' | 'location'
  >;

export function metaRow(car: MetaCar, site: ChannelSite): MetaRow {
  const images = channelImages(car, site).slice(0, META_MAX_IMAGES);
  const location = carLocation(car, site);
  const address = car.location?.address;
  const coordinates =
    car.location?.coordinates ?? (location && { lat: location.address.lat, lng: location.address.long });
  const used = car.car_type !== 'new';
  const row: MetaRow = {
    vehicle_id: car.id,
    vin: car.vin ?? '',
    title: oneLine(car.name),
    description: listingDescription(car, site),
    url: absoluteSiteUrl(site.url, car.path) ?? '',
    make: oneLine(car.make),
    model: oneLine(car.model),
    year: String(car.year),
    trim: oneLine(car.badge ?? ''),
    'mileage.value': String(car.km),
    'mileage.unit': 'KM',
    price: `${channelPrice(car, site)!.toFixed(2)} AUD`,
    state_of_vehicle: !used ? 'NEW' : car.certified ? 'CPO' : 'USED',
    availability: 'AVAILABLE',
    body_style: channelValue(META_BODY_STYLES, car.simple_body, 'OTHER'),
    exterior_color: oneLine(car.colour ?? ''),
    transmission: channelValue(META_TRANSMISSIONS, car.simple_transmission),
    fuel_type: channelValue(META_FUEL_TYPES, car.simple_fuel, 'OTHER'),
    drivetrain: channelValue(META_DRIVETRAINS, car.simple_drive, 'OTHER'),
    'address.addr1': oneLine(address?.street ?? ''),
    'address.city': oneLine(address?.city ?? ''),
    'address.region': address?.state ?? '',
    'address.postal_code': address?.postcode ?? '',
    'address.country': 'AU',
    latitude: coordinates ? String(coordinates.lat) : '',
    longitude: coordinates ? String(coordinates.lng) : '',
    dealer_name: oneLine(location?.name ?? car.location?.name ?? site.name),
    dealer_phone: oneLine(location?.contact_detail.phone ?? car.location?.phone ?? ''),
  };
  IMAGE_COLUMNS.forEach((column, i) => {
    row[column] = images[i] ?? '';
  });
  return row;
}

/** The catalog file and the cars it leaves out. */
export function metaAutomotiveFeed(
  cars: readonly MetaCar[],
  site: ChannelSite,
): { text: string; rows: number; excluded: ChannelExclusion[] } {
  const { carried, excluded } = channelSelection(cars, 'meta', site);
  const rows = carried.map((car) => metaRow(car, site));
  const text = Papa.unparse(
    { fields: [...META_COLUMNS], data: rows.map((row) => META_COLUMNS.map((column) => row[column] ?? '')) },
    { newline: '\n' },
  );
  return { text: `${text}\n`, rows: rows.length, excluded };
}
