/** Valuations on PostgreSQL, found by tenant AND id (SEC-01). */
import type { ValuationStore } from '../types.ts';
import type { Pool } from './database.ts';

export function postgresValuations(pool: Pool): ValuationStore {
  return {
    async open(tenant, evalId, vehicle, at) {
      await pool.query(
        'INSERT INTO valuations (eval_id, tenant, vehicle, images, created_at, updated_at) VALUES ($1, $2, $3, 0, $4, $4)',
        [evalId, tenant, JSON.stringify(vehicle), at],
      );
    },
    async find(tenant, evalId) {
      const { rows } = await pool.query<{ vehicle: unknown; images: number }>(
        'SELECT vehicle, images FROM valuations WHERE eval_id = $1 AND tenant = $2',
        [evalId, tenant],
      );
      return rows[0] && { vehicle: rows[0].vehicle, images: rows[0].images };
    },
    async reserveImage(tenant, evalId, max, at) {
      const { rows } = await pool.query<{ images: number }>(
        'UPDATE valuations SET images = images + 1, updated_at = $1 WHERE eval_id = $2 AND tenant = $3 AND images < $4 RETURNING images',
        [at, evalId, tenant, max],
      );
      return rows[0]?.images;
    },
    async releaseImage(tenant, evalId) {
      await pool.query(
        'UPDATE valuations SET images = images - 1 WHERE eval_id = $1 AND tenant = $2 AND images > 0',
        [evalId, tenant],
      );
    },
    async update(tenant, evalId, { km, contact, vehicle }, at) {
      await pool.query(
        'UPDATE valuations SET km = $1, contact = $2, vehicle = $3, updated_at = $4 WHERE eval_id = $5 AND tenant = $6',
        [km, JSON.stringify(contact), JSON.stringify(vehicle), at, evalId, tenant],
      );
    },
  };
}
