/**
 * View counts on PostgreSQL. Whether the client was counted lately and the count itself are
 * one statement; the de-duplication rows are in an UNLOGGED table (losing them only lets a
 * view count again).
 */
import type { ViewStore } from '../types.ts';
import type { Pool } from './database.ts';

const PRUNE_EVERY_MS = 60_000;

// Counted when the client is new, or was counted `window` or more ago (or in the future: a clock change).
const RECORD = `
  WITH counted AS (
    INSERT INTO view_clients (tenant, car_slug, client, counted_at) VALUES ($1, $2, $3, $4)
    ON CONFLICT (tenant, car_slug, client) DO UPDATE SET counted_at = excluded.counted_at
    WHERE NOT (excluded.counted_at - view_clients.counted_at >= 0 AND excluded.counted_at - view_clients.counted_at < $5)
    RETURNING 1
  ), bumped AS (
    INSERT INTO car_views (tenant, car_slug, views) SELECT $1, $2, 1 FROM counted
    ON CONFLICT (tenant, car_slug) DO UPDATE SET views = car_views.views + 1
    RETURNING views
  )
  SELECT views, TRUE AS counted FROM bumped
  UNION ALL
  SELECT views, FALSE AS counted FROM car_views WHERE tenant = $1 AND car_slug = $2 AND NOT EXISTS (SELECT 1 FROM bumped)`;

export function postgresViews(pool: Pool): ViewStore {
  let prunedAt = 0;
  const count = async (tenant: string, slug: string) =>
    (
      await pool.query<{ views: number }>('SELECT views FROM car_views WHERE tenant = $1 AND car_slug = $2', [
        tenant,
        slug,
      ])
    ).rows[0]?.views ?? 0;
  return {
    async record(tenant, slug, client, now, windowMs) {
      const at = now.getTime();
      if (Math.abs(at - prunedAt) >= PRUNE_EVERY_MS) {
        prunedAt = at;
        await pool.query('DELETE FROM view_clients WHERE counted_at < $1', [at - windowMs]);
      }
      const { rows } = await pool.query<{ views: number; counted: boolean }>(RECORD, [
        tenant,
        slug,
        client,
        at,
        windowMs,
      ]);
      return rows[0] ?? { views: 0, counted: false };
    },
    count,
  };
}
