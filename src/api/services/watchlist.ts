/**
 * The watchlist (WL-*, API-03): a signed-in user's saved cars on one tenant. Rows carry the
 * tenant and the user, and every query filters by both, so a user only ever sees and changes
 * their own list on this site (SEC-01).
 */
import { isAvailable } from '../../domain/availability.ts';
import { HttpError } from '../errors.ts';
import type { WatchlistStore } from '../store/types.ts';
import type { TenantData } from '../tenant-data.ts';

export const WATCHLIST_MESSAGES = {
  saved: 'Car Saved In Watchlist',
  removed: 'Car Removed',
  unknownCar: 'This car is no longer listed on this site.',
  sold: 'This car has been sold and can no longer be saved to your watchlist.',
} as const;

export type WatchlistEntry =
  | {
      id: string;
      slug: string;
      name: string;
      /** The car's make, for a brand's own garage page. */
      make: string;
      price: number;
      primary_image_url: string | null;
      status: string;
      /** The price when the shopper saved the car; null when not known (DEAL-04). */
      saved_price: number | null;
    }
  | { id: string; removed: true };

/**
 * Saves a car of this tenant. Idempotent; a car that is not available (sold) can only stay
 * on the list, not be added (WL-02).
 */
export async function saveCar(
  store: WatchlistStore,
  tenantSlug: string,
  tenant: TenantData,
  userId: number,
  carId: string,
  now: Date,
): Promise<void> {
  const car = tenant.carsById.get(carId);
  if (!car) throw new HttpError(404, WATCHLIST_MESSAGES.unknownCar);
  if (isAvailable(car))
    return store.add(tenantSlug, userId, carId, now, car.price > 0 ? car.price : undefined);
  if (!(await store.has(tenantSlug, userId, carId))) throw new HttpError(409, WATCHLIST_MESSAGES.sold);
}

/**
 * Removes a car. Idempotent for a listed car; a car no longer listed can still be removed
 * while it is on the list (the list shows it as removed), otherwise it is unknown here.
 */
export async function removeCar(
  store: WatchlistStore,
  tenantSlug: string,
  tenant: TenantData,
  userId: number,
  carId: string,
): Promise<void> {
  const removed = await store.remove(tenantSlug, userId, carId);
  if (!removed && !tenant.carsById.has(carId)) throw new HttpError(404, WATCHLIST_MESSAGES.unknownCar);
}

/** The user's saved cars on this tenant, most recently saved first. */
export async function listWatchlist(
  store: WatchlistStore,
  tenantSlug: string,
  tenant: TenantData,
  userId: number,
): Promise<WatchlistEntry[]> {
  const entries = await store.entries(tenantSlug, userId);
  return entries.map(({ car_id: id, saved_price }): WatchlistEntry => {
    const car = tenant.carsById.get(id);
    if (!car) return { id, removed: true };
    return {
      id: car.id,
      slug: car.slug,
      name: car.name,
      make: car.make,
      price: car.price,
      primary_image_url: car.primary_image_url ?? null,
      status: car.status,
      saved_price,
    };
  });
}
