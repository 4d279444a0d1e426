/** Valuations on SQLite, found by tenant AND id (SEC-01). */
import { refusal } from '../photo-refusal.ts';
import type { ValuationStore } from '../types.ts';
import type { Database } from './database.ts';

/** Photos nobody needs: abandoned (no lead) before ?, or sent as a lead before ?. */
const EXPIRED = `images > 0 AND (
  (lead_at IS NULL AND updated_at < ?) OR (lead_at IS NOT NULL AND lead_at < ? AND updated_at < ?)
)`;

export function sqliteValuations(db: Database): ValuationStore {
  const open = db.prepare(
    'INSERT INTO valuations (eval_id, tenant, vehicle, images, created_at, updated_at) VALUES (?, ?, ?, 0, ?, ?)',
  );
  const find = db.prepare('SELECT vehicle, images FROM valuations WHERE eval_id = ? AND tenant = ?');
  // One statement, so concurrent uploads can never pass a limit; the tenant's sum reads the
  // partial index of valuations that hold photos.
  const reserve = db.prepare(
    `UPDATE valuations SET images = images + 1, image_bytes = image_bytes + ?, updated_at = ?
     WHERE eval_id = ? AND tenant = ? AND images < ? AND image_bytes + ? <= ?
       AND (SELECT COALESCE(SUM(image_bytes), 0) FROM valuations WHERE tenant = ? AND image_bytes > 0) + ? <= ?
     RETURNING images`,
  );
  const usage = db.prepare('SELECT images, image_bytes FROM valuations WHERE eval_id = ? AND tenant = ?');
  const release = db.prepare(
    'UPDATE valuations SET images = images - 1, image_bytes = MAX(0, image_bytes - ?) WHERE eval_id = ? AND tenant = ? AND images > 0',
  );
  const update = db.prepare(
    'UPDATE valuations SET km = ?, contact = ?, vehicle = ?, updated_at = ? WHERE eval_id = ? AND tenant = ?',
  );
  const markLead = db.prepare('UPDATE valuations SET lead_at = ? WHERE eval_id = ? AND tenant = ?');
  const expired = db.prepare(`SELECT tenant, eval_id FROM valuations WHERE ${EXPIRED} LIMIT ?`);
  const clear = db.prepare(
    `UPDATE valuations SET images = 0, image_bytes = 0 WHERE tenant = ? AND eval_id = ? AND ${EXPIRED}`,
  );
  return {
    async open(tenant, evalId, vehicle, at) {
      open.run(evalId, tenant, JSON.stringify(vehicle), at.toISOString(), at.toISOString());
    },
    async find(tenant, evalId) {
      const row = find.get(evalId, tenant) as { vehicle: string; images: number } | undefined;
      return row && { vehicle: JSON.parse(row.vehicle), images: row.images };
    },
    async reserveImage(tenant, evalId, { bytes, maxImages, maxValuationBytes, maxTenantBytes }, at) {
      const row = reserve.get(
        bytes,
        at.toISOString(),
        evalId,
        tenant,
        maxImages,
        bytes,
        maxValuationBytes,
        tenant,
        bytes,
        maxTenantBytes,
      ) as { images: number } | undefined;
      if (row) return { number: row.images };
      const used = usage.get(evalId, tenant) as { images: number; image_bytes: number } | undefined;
      return refusal(used, bytes, maxImages, maxValuationBytes);
    },
    async releaseImage(tenant, evalId, bytes) {
      release.run(bytes, evalId, tenant);
    },
    async update(tenant, evalId, { km, contact, vehicle }, at) {
      update.run(km, JSON.stringify(contact), JSON.stringify(vehicle), at.toISOString(), evalId, tenant);
    },
    async markLead(tenant, evalId, at) {
      markLead.run(at.toISOString(), evalId, tenant);
    },
    async expiredUploads(abandonedBefore, leadBefore, limit) {
      const rows = expired.all(
        abandonedBefore.toISOString(),
        leadBefore.toISOString(),
        leadBefore.toISOString(),
        limit,
      ) as { tenant: string; eval_id: string }[];
      return rows.map((row) => ({ tenant: row.tenant, evalId: row.eval_id }));
    },
    async clearUploads(tenant, evalId, abandonedBefore, leadBefore) {
      const result = clear.run(
        tenant,
        evalId,
        abandonedBefore.toISOString(),
        leadBefore.toISOString(),
        leadBefore.toISOString(),
      );
      return Number(result.changes) === 1;
    },
  };
}
