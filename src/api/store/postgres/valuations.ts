/** Valuations on PostgreSQL, found by tenant AND id (SEC-01). */
import { refusal } from '../photo-refusal.ts';
import type { ValuationStore } from '../types.ts';
import { type Pool, transaction } from './database.ts';

/** Photos nobody needs: abandoned (no lead) before $a, or sent as a lead before $b. */
const expiredWhere = (a: string, b: string) => `images > 0 AND (
  (lead_at IS NULL AND updated_at < ${a}) OR (lead_at IS NOT NULL AND lead_at < ${b} AND updated_at < ${b})
)`;

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
    async reserveImage(tenant, evalId, { bytes, maxImages, maxValuationBytes, maxTenantBytes }, at) {
      // The tenant's uploads take turns (a transaction-scoped advisory lock), so two processes
      // cannot both read a sum under the quota and both write past it.
      return transaction(pool, async (client) => {
        // Two 32-bit keys: a key space apart from the single-key locks (the migrations').
        await client.query("SELECT pg_advisory_xact_lock(hashtext('valuation photos'), hashtext($1))", [
          tenant,
        ]);
        const { rows } = await client.query<{ images: number }>(
          `UPDATE valuations SET images = images + 1, image_bytes = image_bytes + $1, updated_at = $2
           WHERE eval_id = $3 AND tenant = $4 AND images < $5 AND image_bytes + $1 <= $6
             AND (SELECT COALESCE(SUM(image_bytes), 0) FROM valuations WHERE tenant = $4 AND image_bytes > 0) + $1 <= $7
           RETURNING images`,
          [bytes, at, evalId, tenant, maxImages, maxValuationBytes, maxTenantBytes],
        );
        if (rows[0]) return { number: rows[0].images };
        const used = await client.query<{ images: number; image_bytes: number }>(
          'SELECT images, image_bytes FROM valuations WHERE eval_id = $1 AND tenant = $2',
          [evalId, tenant],
        );
        const row = used.rows[0];
        return refusal(row, bytes, maxImages, maxValuationBytes);
      });
    },
    async releaseImage(tenant, evalId, bytes) {
      await pool.query(
        'UPDATE valuations SET images = images - 1, image_bytes = GREATEST(0, image_bytes - $3) WHERE eval_id = $1 AND tenant = $2 AND images > 0',
        [evalId, tenant, bytes],
      );
    },
    async update(tenant, evalId, { km, contact, vehicle }, at) {
      await pool.query(
        'UPDATE valuations SET km = $1, contact = $2, vehicle = $3, updated_at = $4 WHERE eval_id = $5 AND tenant = $6',
        [km, JSON.stringify(contact), JSON.stringify(vehicle), at, evalId, tenant],
      );
    },
    async markLead(tenant, evalId, at) {
      await pool.query('UPDATE valuations SET lead_at = $1 WHERE eval_id = $2 AND tenant = $3', [
        at,
        evalId,
        tenant,
      ]);
    },
    async expiredUploads(abandonedBefore, leadBefore, limit) {
      const { rows } = await pool.query<{ tenant: string; eval_id: string }>(
        `SELECT tenant, eval_id FROM valuations WHERE ${expiredWhere('$1', '$2')} LIMIT $3`,
        [abandonedBefore, leadBefore, limit],
      );
      return rows.map((row) => ({ tenant: row.tenant, evalId: row.eval_id }));
    },
    async clearUploads(tenant, evalId, abandonedBefore, leadBefore) {
      const result = await pool.query(
        `UPDATE valuations SET images = 0, image_bytes = 0 WHERE tenant = $1 AND eval_id = $2 AND ${expiredWhere('$3', '$4')}`,
        [tenant, evalId, abandonedBefore, leadBefore],
      );
      return result.rowCount === 1;
    },
  };
}
