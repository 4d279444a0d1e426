/** Watchlists on SQLite: rows keyed by tenant, user and car. */
import type { WatchlistStore } from '../types.ts';
import type { Database } from './database.ts';

export function sqliteWatchlist(db: Database): WatchlistStore {
  const add = db.prepare(
    'INSERT INTO watchlist (tenant, user_id, car_id, added_at, saved_price) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const has = db.prepare('SELECT 1 FROM watchlist WHERE tenant = ? AND user_id = ? AND car_id = ?');
  const remove = db.prepare('DELETE FROM watchlist WHERE tenant = ? AND user_id = ? AND car_id = ?');
  // rowid breaks ties between cars saved in the same millisecond: the later save first.
  const list = db.prepare(
    'SELECT car_id, saved_price FROM watchlist WHERE tenant = ? AND user_id = ? ORDER BY added_at DESC, rowid DESC',
  );
  return {
    async add(tenant, userId, carId, at, price) {
      add.run(tenant, userId, carId, at.toISOString(), price ?? null);
    },
    async has(tenant, userId, carId) {
      return has.get(tenant, userId, carId) !== undefined;
    },
    async remove(tenant, userId, carId) {
      return Number(remove.run(tenant, userId, carId).changes) > 0;
    },
    async list(tenant, userId) {
      return (list.all(tenant, userId) as { car_id: string }[]).map((row) => row.car_id);
    },
    async entries(tenant, userId) {
      return list.all(tenant, userId) as { car_id: string; saved_price: number | null }[];
    },
  };
}
