/** Valuations on SQLite, found by tenant AND id (SEC-01). */
import type { ValuationStore } from '../types.ts';
import type { Database } from './database.ts';

export function sqliteValuations(db: Database): ValuationStore {
  const open = db.prepare(
    'INSERT INTO valuations (eval_id, tenant, vehicle, images, created_at, updated_at) VALUES (?, ?, ?, 0, ?, ?)',
  );
  const find = db.prepare('SELECT vehicle, images FROM valuations WHERE eval_id = ? AND tenant = ?');
  const reserve = db.prepare(
    'UPDATE valuations SET images = images + 1, updated_at = ? WHERE eval_id = ? AND tenant = ? AND images < ? RETURNING images',
  );
  const release = db.prepare(
    'UPDATE valuations SET images = images - 1 WHERE eval_id = ? AND tenant = ? AND images > 0',
  );
  const update = db.prepare(
    'UPDATE valuations SET km = ?, contact = ?, vehicle = ?, updated_at = ? WHERE eval_id = ? AND tenant = ?',
  );
  return {
    async open(tenant, evalId, vehicle, at) {
      open.run(evalId, tenant, JSON.stringify(vehicle), at.toISOString(), at.toISOString());
    },
    async find(tenant, evalId) {
      const row = find.get(evalId, tenant) as { vehicle: string; images: number } | undefined;
      return row && { vehicle: JSON.parse(row.vehicle), images: row.images };
    },
    async reserveImage(tenant, evalId, max, at) {
      const row = reserve.get(at.toISOString(), evalId, tenant, max) as { images: number } | undefined;
      return row?.images;
    },
    async releaseImage(tenant, evalId) {
      release.run(evalId, tenant);
    },
    async update(tenant, evalId, { km, contact, vehicle }, at) {
      update.run(km, JSON.stringify(contact), JSON.stringify(vehicle), at.toISOString(), evalId, tenant);
    },
  };
}
