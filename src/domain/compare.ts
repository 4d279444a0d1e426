/**
 * What /compare shows of a car (WL-06): the fields captured when the car is added (the
 * compare page has no per-car data to fetch) and the rows of the side-by-side table.
 */
import type { Car } from '../model/car.ts';
import { isAvailable } from './availability.ts';
import { formatNumber } from './format.ts';
import { type PriceDisplayOptions, priceDisplay, priceText } from './price-display.ts';
import { carTypeLabel } from './vocabulary.ts';

export interface CompareCar {
  id: string;
  slug: string;
  name: string;
  make: string;
  model: string;
  year: number;
  /** The price as the site shows it, e.g. '$27,990' or 'Enquire for price.' */
  priceText: string;
  car_type: string;
  status: string;
  km?: number | undefined;
  body?: string | undefined;
  transmission?: string | undefined;
  fuel?: string | undefined;
  drive?: string | undefined;
  engine?: string | undefined;
  colour?: string | undefined;
  seats?: number | undefined;
  stocknum?: string | undefined;
  primary_image_url?: string | undefined;
}

/** The compare record of a car, with its price as the tenant shows it. */
export function compareCarFromCar(car: Car, prices: PriceDisplayOptions): CompareCar {
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    make: car.make,
    model: car.model,
    year: car.year,
    priceText: priceText(priceDisplay(car, prices)),
    car_type: car.car_type,
    status: car.status,
    km: car.km,
    body: car.simple_body ?? car.bodyconfiguration,
    transmission: car.simple_transmission ?? car.trans,
    fuel: car.simple_fuel ?? car.fuel,
    drive: car.simple_drive ?? car.drive,
    engine: car.engine_size_litres ? `${car.engine_size_litres.toFixed(1)} L` : undefined,
    colour: car.colour,
    seats: car.seats,
    stocknum: car.stocknum,
    primary_image_url: car.primary_image_url,
  };
}

export interface CompareRow {
  label: string;
  value: (car: CompareCar) => string | undefined;
}

/** The rows of the compare table, in order; undefined is an empty cell. */
export const COMPARE_ROWS: readonly CompareRow[] = [
  { label: 'Price', value: (car) => car.priceText },
  { label: 'Year', value: (car) => String(car.year) },
  { label: 'Type', value: (car) => carTypeLabel(car.car_type) },
  { label: 'Kilometres', value: (car) => (car.km === undefined ? undefined : `${formatNumber(car.km)} km`) },
  { label: 'Body', value: (car) => car.body },
  { label: 'Transmission', value: (car) => car.transmission },
  { label: 'Fuel', value: (car) => car.fuel },
  { label: 'Drive', value: (car) => car.drive },
  { label: 'Engine', value: (car) => car.engine },
  { label: 'Seats', value: (car) => (car.seats === undefined ? undefined : String(car.seats)) },
  { label: 'Colour', value: (car) => car.colour },
  { label: 'Stock no.', value: (car) => car.stocknum },
  { label: 'Status', value: (car) => (isAvailable(car) ? 'Available' : 'Sold') },
];
