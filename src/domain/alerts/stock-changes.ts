/**
 * What changed in a tenant's stock between two builds (ALERT-01, ALERT-02): cars that are new,
 * cars whose price dropped, cars newly reserved, sold or gone from the site. Pure: the API
 * keeps the last build's snapshot and hands both sides in.
 */

/** A car as an alert sees it: its price and whether a shopper can still buy it. */
export interface StockState {
  car_id: string;
  /** How an alert names the car, also once it has left the site. */
  name: string;
  price: number;
  /** available: on sale; reserved: on sale but held by a buyer; sold: listed as sold. */
  state: 'available' | 'reserved' | 'sold';
}

export interface StockChanges {
  /** On sale (and not held) now, and not in the last build. */
  added: string[];
  priceDrops: { car_id: string; from: number; to: number }[];
  /** Held by a buyer now and not in the last build. */
  reserved: string[];
  /** Listed as sold now, on sale in the last build. */
  sold: string[];
  /** In the last build and gone from this one (sold elsewhere, or taken off the site). */
  unlisted: string[];
}

/** A car's state from its feed status and the reservations a build merged in. */
export function stockState(car: { status: string; reserved: boolean }): StockState['state'] {
  if (car.status !== 'in_stock' && car.status !== 'coming_soon') return 'sold';
  return car.reserved ? 'reserved' : 'available';
}

/**
 * The changes from `previous` to `current`. A car sold in the last build and gone now is not
 * news; a car that comes back on sale is not "new". A price drop needs two real prices (0 is
 * price on application).
 */
export function stockChanges(previous: readonly StockState[], current: readonly StockState[]): StockChanges {
  const before = new Map(previous.map((row) => [row.car_id, row]));
  const now = new Set(current.map((row) => row.car_id));
  const changes: StockChanges = { added: [], priceDrops: [], reserved: [], sold: [], unlisted: [] };
  for (const row of current) {
    const last = before.get(row.car_id);
    if (!last) {
      // A car already held or sold when it first appears is no news to a saved search.
      if (row.state === 'available') changes.added.push(row.car_id);
      continue;
    }
    if (row.state !== 'sold' && last.price > 0 && row.price > 0 && row.price < last.price)
      changes.priceDrops.push({ car_id: row.car_id, from: last.price, to: row.price });
    if (row.state === 'reserved' && last.state === 'available') changes.reserved.push(row.car_id);
    if (row.state === 'sold' && last.state !== 'sold') changes.sold.push(row.car_id);
  }
  for (const row of previous)
    if (!now.has(row.car_id) && row.state !== 'sold') changes.unlisted.push(row.car_id);
  return changes;
}
