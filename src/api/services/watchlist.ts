/**
 * The watchlist (WL-*, API-03): a signed-in user's saved cars on one tenant. Rows carry the
 * tenant and the user, and every query filters by both, so a user only ever sees and changes
 * their own list on this site (SEC-01).
 */
import { isAvailable } from '../../domain/availability.ts';
import { type Database, transaction } from '../db/database.ts';
import { HttpError } from '../errors.ts';
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
      price: number;
      primary_image_url: string | null;
      status: string;
    }
  | { id: string; removed: true };

function isSaved(db: Database, tenant: string, userId: number, carId: string): boolean {
  return (
    db
      .prepare('SELECT 1 FROM watchlist WHERE tenant = ? AND user_id = ? AND car_id = ?')
      .get(tenant, userId, carId) !== undefined
  );
}

/**
 * Saves a car of this tenant. Idempotent; a car that is not available (sold) can only stay
 * on the list, not be added (WL-02).
 */
export function saveCar(
  db: Database,
  tenantSlug: string,
  tenant: TenantData,
  userId: number,
  carId: string,
  now: Date,
): void {
  const car = tenant.carsById.get(carId);
  if (!car) throw new HttpError(404, WATCHLIST_MESSAGES.unknownCar);
  transaction(db, () => {
    if (isSaved(db, tenantSlug, userId, carId)) return;
    if (!isAvailable(car)) throw new HttpError(409, WATCHLIST_MESSAGES.sold);
    db.prepare('INSERT INTO watchlist (tenant, user_id, car_id, added_at) VALUES (?, ?, ?, ?)').run(
      tenantSlug,
      userId,
      carId,
      now.toISOString(),
    );
  });
}

/**
 * Removes a car. Idempotent for a listed car; a car no longer listed can still be removed
 * while it is on the list (the list shows it as removed), otherwise it is unknown here.
 */
export function removeCar(
  db: Database,
  tenantSlug: string,
  tenant: TenantData,
  userId: number,
  carId: string,
): void {
  const { changes } = db
    .prepare('DELETE FROM watchlist WHERE tenant = ? AND user_id = ? AND car_id = ?')
    .run(tenantSlug, userId, carId);
  if (Number(changes) === 0 && !tenant.carsById.has(carId))
    throw new HttpError(404, WATCHLIST_MESSAGES.unknownCar);
}

/** The user's saved cars on this tenant, most recently saved first. */
export function listWatchlist(
  db: Database,
  tenantSlug: string,
  tenant: TenantData,
  userId: number,
): WatchlistEntry[] {
  const rows = db
    .prepare(
      'SELECT car_id FROM watchlist WHERE tenant = ? AND user_id = ? ORDER BY added_at DESC, rowid DESC',
    )
    .all(tenantSlug, userId) as { car_id: string }[];
  return rows.map(({ car_id: id }): WatchlistEntry => {
    const car = tenant.carsById.get(id);
    if (!car) return { id, removed: true };
    return {
      id: car.id,
      slug: car.slug,
      name: car.name,
      price: car.price,
      primary_image_url: car.primary_image_url ?? null,
      status: car.status,
    };
  });
}
