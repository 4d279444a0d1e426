/**
 * View counts on SQLite. The count itself is on the durable connection; which client was
 * counted when is on the counter connection (losing it only lets a view count again).
 */
import type { ViewStore } from '../types.ts';
import type { Database } from './database.ts';

/** Old de-duplication rows are dropped at most this often. */
const PRUNE_EVERY_MS = 60_000;

export function sqliteViews(db: Database, counters: Database): ViewStore {
  // Counted when the client is new, or was counted `window` or more ago (or in the future: a clock change).
  const remember = counters.prepare(
    `INSERT INTO view_clients (tenant, car_slug, client, counted_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (tenant, car_slug, client) DO UPDATE SET counted_at = excluded.counted_at
     WHERE NOT (excluded.counted_at - counted_at >= 0 AND excluded.counted_at - counted_at < ?)
     RETURNING counted_at`,
  );
  const prune = counters.prepare('DELETE FROM view_clients WHERE counted_at < ?');
  const increment = db.prepare(
    'INSERT INTO car_views (tenant, car_slug, views) VALUES (?, ?, 1) ON CONFLICT (tenant, car_slug) DO UPDATE SET views = views + 1 RETURNING views',
  );
  const read = db.prepare('SELECT views FROM car_views WHERE tenant = ? AND car_slug = ?');
  let prunedAt = 0;

  const count = (tenant: string, slug: string) =>
    (read.get(tenant, slug) as { views: number } | undefined)?.views ?? 0;

  return {
    async record(tenant, slug, client, now, windowMs) {
      const at = now.getTime();
      if (Math.abs(at - prunedAt) >= PRUNE_EVERY_MS) {
        prunedAt = at;
        prune.run(at - windowMs);
      }
      if (remember.get(tenant, slug, client, at, windowMs) === undefined)
        return { views: count(tenant, slug), counted: false };
      return { views: (increment.get(tenant, slug) as { views: number }).views, counted: true };
    },
    async count(tenant, slug) {
      return count(tenant, slug);
    },
  };
}
