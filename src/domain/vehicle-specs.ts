/** The facts a vehicle page lists, as label/value rows; unknown values are left out. */
import { CAR_TYPE_LABELS } from './vocabulary.ts';
import type { Car } from '../model/car.ts';
import { formatNumber, odometerText } from './format.ts';

export interface SpecRow {
  label: string;
  value: string;
}

function rows(entries: [string, string | number | undefined | null][]): SpecRow[] {
  return entries
    .filter(
      (entry): entry is [string, string | number] =>
        entry[1] !== undefined && entry[1] !== null && entry[1] !== '',
    )
    .map(([label, value]) => ({ label, value: String(value) }));
}

export function keyInformation(car: Car): SpecRow[] {
  const engine = car.engine_size_litres ?? car.variant?.enginesize_litres;
  return rows([
    ['Condition', CAR_TYPE_LABELS[car.car_type]],
    ['Year', car.year],
    ['Odometer', car.item_type === 'caravan' ? undefined : odometerText(car.km)],
    ['Body', car.simple_body],
    ['Transmission', car.simple_transmission ?? car.trans],
    ['Fuel', car.simple_fuel ?? car.fuel],
    ['Drive', car.simple_drive ?? car.drive],
    [
      'Engine',
      engine !== undefined
        ? `${engine} L${car.variant?.cylinders ? `, ${car.variant.cylinders} cyl` : ''}`
        : undefined,
    ],
    ['Colour', [car.colour, car.interior_colour].filter(Boolean).join(' / ') || undefined],
    ['Seats', car.seats],
    ['Doors', car.doors],
    ['Stock number', car.stocknum],
    ['VIN', car.vin],
    ['Registration', car.regplate],
  ]);
}

export function variantSpecifications(car: Car): SpecRow[] {
  const v = car.variant;
  if (!v) return [];
  return rows([
    ['Cylinders', v.cylinders],
    ['Induction', v.induction],
    ['Gear type', v.geartype],
    [
      'Fuel consumption (combined)',
      v.fuelconsumptioncombined !== undefined ? `${v.fuelconsumptioncombined} L/100 km` : undefined,
    ],
    ['Fuel capacity', v.fuelcapacity !== undefined ? `${v.fuelcapacity} L` : undefined],
    ['Torque', v.torque !== undefined ? `${v.torque} Nm` : undefined],
    [
      'Towing capacity (braked)',
      v.towingcapacitybraked !== undefined ? `${formatNumber(v.towingcapacitybraked)} kg` : undefined,
    ],
    [
      'Gross vehicle mass',
      v.grossvehiclemass !== undefined ? `${formatNumber(v.grossvehiclemass)} kg` : undefined,
    ],
    ['Length', v.vehiclelength !== undefined ? `${formatNumber(v.vehiclelength)} mm` : undefined],
    ['Width', v.vehiclewidth !== undefined ? `${formatNumber(v.vehiclewidth)} mm` : undefined],
    ['Height', v.vehicleheight !== undefined ? `${formatNumber(v.vehicleheight)} mm` : undefined],
    ['ANCAP rating', v.ancaprating !== undefined ? `${v.ancaprating} stars` : undefined],
  ]);
}

/** Caravan specifications; lengths are metres after import (FEED-03). */
export function caravanSpecifications(car: Car, showFeet: boolean): SpecRow[] {
  const s = car.specifications;
  if (!s) return [];
  const metres = (m: number | undefined) =>
    m === undefined ? undefined : `${m.toFixed(2)} m${showFeet ? ` (${(m / 0.3048).toFixed(1)} ft)` : ''}`;
  return rows([
    ['Body length', metres(s.body_length)],
    ['Body width', metres(s.body_width)],
    ['Tare weight', s.tare_weight !== undefined ? `${formatNumber(s.tare_weight)} kg` : undefined],
    [
      'Aggregate trailer mass',
      s.aggregate_trailer_mass !== undefined ? `${formatNumber(s.aggregate_trailer_mass)} kg` : undefined,
    ],
    ['Axle', s.axle_type],
    ['Sleeps', s.sleeps],
  ]);
}
