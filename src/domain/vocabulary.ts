/**
 * The words the sites use for the stock, in one place: car-type labels and their display
 * order (FEED-04, SRCH-18), and the vehicle noun ('Cars', or 'Vehicles' on caravan and
 * motorcycle sites: the tenant setting wording.vehicleNoun, which that template turns on).
 */
import type { TenantSettings } from '../config/schema.ts';
import { CAR_TYPES, type CarType } from '../model/car-types.ts';

/** Car type display order: new, demo, used (FEED-04). */
export const CAR_TYPE_ORDER: readonly CarType[] = CAR_TYPES;

export function compareCarTypes(a: CarType, b: CarType): number {
  return CAR_TYPE_ORDER.indexOf(a) - CAR_TYPE_ORDER.indexOf(b);
}

/** Display names of the stored car types (SRCH-18). */
export const CAR_TYPE_LABELS: Readonly<Record<CarType, string>> = { new: 'New', demo: 'Demo', used: 'Used' };

/** The combined new-and-demo choice (search.newAndDemoCombined). */
export const NEW_AND_DEMO_LABEL = 'New & Demo';

/** 'New' for 'new' (any case, trimmed); a value that is not a car type is returned as written. */
export function carTypeLabel(value: string): string {
  const key = value.trim().toLowerCase();
  return isCarType(key) ? CAR_TYPE_LABELS[key] : value;
}

function isCarType(value: string): value is CarType {
  return (CAR_TYPES as readonly string[]).includes(value);
}

/** Singular and plural of the vehicle word. */
export interface VehicleNoun {
  one: string;
  other: string;
}

export const CAR_NOUN: VehicleNoun = { one: 'Car', other: 'Cars' };
export const VEHICLE_NOUN: VehicleNoun = { one: 'Vehicle', other: 'Vehicles' };

/** The tenant's vehicle word (wording.vehicleNoun). */
export function vehicleNoun(settings: Pick<TenantSettings, 'wording'>): VehicleNoun {
  return settings.wording.vehicleNoun === 'vehicles' ? VEHICLE_NOUN : CAR_NOUN;
}
