/** Watchlists on PostgreSQL: rows keyed by tenant, user and car. */
import type { WatchlistStore } from '../types.ts';
import type { Pool } from './database.ts';

export function postgresWatchlist(pool: Pool): WatchlistStore {
  return {
    async add(tenant, userId, carId, at, price) {
      await pool.query(
        'INSERT INTO watchlist (tenant, user_id, car_id, added_at, saved_price) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
        [tenant, userId, carId, at, price ?? null],
      );
    },
    async has(tenant, userId, carId) {
      const { rowCount } = await pool.query(
        'SELECT 1 FROM watchlist WHERE tenant = $1 AND user_id = $2 AND car_id = $3',
        [tenant, userId, carId],
      );
      return (rowCount ?? 0) > 0;
    },
    async remove(tenant, userId, carId) {
      const { rowCount } = await pool.query(
        'DELETE FROM watchlist WHERE tenant = $1 AND user_id = $2 AND car_id = $3',
        [tenant, userId, carId],
      );
      return (rowCount ?? 0) > 0;
    },
    async list(tenant, userId) {
      const { rows } = await pool.query<{ car_id: string }>(
        'SELECT car_id FROM watchlist WHERE tenant = $1 AND user_id = $2 ORDER BY added_at DESC, seq DESC',
        [tenant, userId],
      );
      return rows.map((row) => row.car_id);
    },
    async entries(tenant, userId) {
      const { rows } = await pool.query<{ car_id: string; saved_price: number | null }>(
        'SELECT car_id, saved_price FROM watchlist WHERE tenant = $1 AND user_id = $2 ORDER BY added_at DESC, seq DESC',
        [tenant, userId],
      );
      return rows;
    },
  };
}
