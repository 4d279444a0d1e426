/**
 * Key-info icons in the vehicle page sidebar (VDP-02): a short icon row under the price.
 * Order: odometer, body, transmission, fuel, engine, drive, seats, colour; unknown values
 * are left out and the row keeps the first `max` (default 6). Caravans have no odometer.
 */
import type { Car } from '../../model/car.ts';
import { odometerText } from '../format.ts';

export type KeyInfoIconName =
  | 'odometer'
  | 'body'
  | 'transmission'
  | 'fuel'
  | 'engine'
  | 'drive'
  | 'seats'
  | 'colour';

export interface KeyInfoIcon {
  icon: KeyInfoIconName;
  label: string;
  value: string;
}

export const KEY_INFO_MAX = 6;

type KeyInfoCar = Pick<
  Car,
  | 'item_type'
  | 'km'
  | 'simple_body'
  | 'simple_transmission'
  | 'trans'
  | 'simple_fuel'
  | 'fuel'
  | 'engine_size_litres'
  | 'simple_drive'
  | 'drive'
  | 'seats'
  | 'colour'
  | 'variant'
>;

const present = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

export function keyInfoIcons(car: KeyInfoCar, max: number = KEY_INFO_MAX): KeyInfoIcon[] {
  const litres = car.engine_size_litres ?? car.variant?.enginesize_litres;
  const entries: [KeyInfoIconName, string, string | undefined][] = [
    ['odometer', 'Odometer', car.item_type === 'caravan' ? undefined : odometerText(car.km)],
    ['body', 'Body', present(car.simple_body)],
    ['transmission', 'Transmission', present(car.simple_transmission ?? car.trans)],
    ['fuel', 'Fuel', present(car.simple_fuel ?? car.fuel)],
    ['engine', 'Engine', litres !== undefined && litres > 0 ? `${litres} L` : undefined],
    ['drive', 'Drive', present(car.simple_drive ?? car.drive)],
    ['seats', 'Seats', car.seats !== undefined && car.seats > 0 ? `${car.seats} seats` : undefined],
    ['colour', 'Colour', present(car.colour)],
  ];
  return entries
    .filter((entry): entry is [KeyInfoIconName, string, string] => entry[2] !== undefined)
    .slice(0, Math.max(0, max))
    .map(([icon, label, value]) => ({ icon, label, value }));
}
