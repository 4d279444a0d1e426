/**
 * Favourite, save (watchlist) and compare controls (CARD-04, WL-02).
 *
 * Each shows when the tenant shows it (features.favourites / watchlist / compare). With the
 * variant `vehicle.saveControlsOnlyForEligible`, all three are hidden for cars priced 0 or
 * less or without a real photo (photos_count 0: the placeholder does not count), and, with
 * `vehicle.saveControlsUsedOnly` as well, for cars that are not used.
 *
 * WL-02: a sold (not available) car cannot be saved unless it is already saved — the
 * control stays so a saved sold car can still be removed.
 */
import type { TenantSettings } from '../../config/schema.ts';
import { isAvailable } from '../availability.ts';

export interface SaveControls {
  favourite: boolean;
  save: boolean;
  compare: boolean;
}

export interface SaveControlsSettings {
  features: Pick<TenantSettings['features'], 'favourites' | 'watchlist' | 'compare'>;
  vehicle: Pick<TenantSettings['vehicle'], 'saveControlsOnlyForEligible' | 'saveControlsUsedOnly'>;
}

interface SaveCar {
  car_type: string;
  price: number;
  photos_count: number;
}

/** Whether the car may carry the controls at all (the CARD-04 variant). */
export function saveControlsEligible(car: SaveCar, vehicle: SaveControlsSettings['vehicle']): boolean {
  if (!vehicle.saveControlsOnlyForEligible) return true;
  if (vehicle.saveControlsUsedOnly && car.car_type !== 'used') return false;
  return car.price > 0 && car.photos_count > 0;
}

export function saveControls(car: SaveCar, settings: SaveControlsSettings): SaveControls {
  const eligible = saveControlsEligible(car, settings.vehicle);
  return {
    favourite: eligible && settings.features.favourites,
    save: eligible && settings.features.watchlist,
    compare: eligible && settings.features.compare,
  };
}

/** WL-02: removing is always allowed; adding only for available cars. */
export function canToggleSaved(car: { status: string }, alreadySaved: boolean): boolean {
  return alreadySaved || isAvailable(car);
}
