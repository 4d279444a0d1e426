/**
 * The tag on a car card (spec-1 §4 "Car tag on a card", CARD-01), first match wins:
 * Electric/Hybrid (if enabled) → Reserved → certified-pre-owned image (used certified
 * cars of the configured make) → the car's own tag → COMING SOON → 'new' within 8 days
 * (unless disabled; labelled by recencyTagLabel) → none. Sold cars show SOLD (CARD-03) before all of these.
 */
import type { TenantSettings } from '../config/schema.ts';
import type { Car } from '../model/car.ts';
import { isAvailable } from './availability.ts';

export const NEW_TAG_DAYS = 8;
export const RESERVED_TAG = 'Reserved';

/**
 * The 'new' tag of rule 6 is a recency tag, not the car's condition: on a used or demo car a
 * red NEW would read as "this car is new". It says 'New Arrival' (the vehicle page's recency
 * badge, spec-2 §4), and NEW only on a car that is new as well as newly listed.
 */
export const NEW_ARRIVAL = 'New Arrival' as const;
export function recencyTagLabel(carType: Car['car_type']): string {
  return carType === 'new' ? 'NEW' : NEW_ARRIVAL;
}

export type CardTag =
  | { kind: 'sold'; label: 'SOLD'; tone: 'accent' }
  | { kind: 'certified-image'; label: string; tone: 'image' }
  | { kind: 'text'; label: string; tone: 'accent' | 'success' };

type TaggedCar = Pick<
  Car,
  'status' | 'simple_fuel' | 'reserved' | 'certified' | 'car_type' | 'make' | 'tag' | 'created_at'
>;

export function cardTag(car: TaggedCar, vehicle: TenantSettings['vehicle'], now: Date): CardTag | undefined {
  if (!isAvailable(car)) return { kind: 'sold', label: 'SOLD', tone: 'accent' };
  const fuel = car.simple_fuel?.toLowerCase();
  if (vehicle.electricHybridTag && (fuel === 'electric' || fuel === 'hybrid')) {
    return { kind: 'text', label: fuel === 'electric' ? 'Electric' : 'Hybrid', tone: 'success' };
  }
  if (car.reserved) return { kind: 'text', label: RESERVED_TAG, tone: 'accent' };
  if (
    vehicle.certifiedTagMake &&
    car.car_type === 'used' &&
    car.certified &&
    car.make.toLowerCase() === vehicle.certifiedTagMake.toLowerCase()
  ) {
    return { kind: 'certified-image', label: `${car.make} Certified Pre-Owned`, tone: 'image' };
  }
  if (car.tag) {
    const green = vehicle.runoutSaleGreen && car.tag.toLowerCase() === 'runout sale';
    return { kind: 'text', label: car.tag, tone: green ? 'success' : 'accent' };
  }
  if (car.status === 'coming_soon') return { kind: 'text', label: 'COMING SOON', tone: 'accent' };
  if (!vehicle.newTagDisabled && car.created_at) {
    const ageMs = now.getTime() - Date.parse(car.created_at);
    if (ageMs >= 0 && ageMs <= NEW_TAG_DAYS * 86_400_000)
      return { kind: 'text', label: recencyTagLabel(car.car_type), tone: 'accent' };
  }
  return undefined;
}

/**
 * Whether a card says "Reserved by another buyer" under its price: an available reserved car
 * whose tag is not Reserved because a higher rule (Electric/Hybrid) won, so the hold is
 * never hidden.
 */
export function showsReservedLine(car: Pick<Car, 'status' | 'reserved'>, tag: CardTag | undefined): boolean {
  return car.reserved && isAvailable(car) && tag?.label !== RESERVED_TAG;
}
