/**
 * Rate-limit windows on PostgreSQL: one upsert per use, atomic on the key's row, so every API
 * process on the database counts against the same window (SEC-12). UNLOGGED: no disk flush
 * per request, and a crash merely resets the windows.
 */
import type { RateLimitStore } from '../types.ts';
import type { Pool } from './database.ts';

const PRUNE_EVERY_MS = 60_000;

const HIT = `
  INSERT INTO rate_limits (key, count, reset_at) VALUES ($1, 1, $2)
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN rate_limits.reset_at <= $3 THEN 1 ELSE rate_limits.count + 1 END,
    reset_at = CASE WHEN rate_limits.reset_at <= $3 THEN excluded.reset_at ELSE rate_limits.reset_at END
  RETURNING count, reset_at`;

export function postgresRateLimits(pool: Pool): RateLimitStore {
  let prunedAt = 0;
  return {
    async hit(key, windowMs, now) {
      const at = now.getTime();
      if (Math.abs(at - prunedAt) >= PRUNE_EVERY_MS) {
        prunedAt = at;
        await pool.query('DELETE FROM rate_limits WHERE reset_at <= $1', [at]);
      }
      const { rows } = await pool.query<{ count: number; reset_at: string }>(HIT, [key, at + windowMs, at]);
      const row = rows[0]!;
      return { count: row.count, resetAt: new Date(Number(row.reset_at)) };
    },
  };
}
