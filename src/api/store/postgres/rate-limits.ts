/**
 * Rate-limit windows on PostgreSQL: upserts atomic on each key's row, so every API process
 * on the database counts against the same window (SEC-12). Hits that arrive together go in
 * one statement (one round trip, one transaction), keys in sorted order so two processes'
 * batches lock rows in the same order and never deadlock. UNLOGGED: no disk flush per
 * request, and a crash merely resets the windows.
 */
import type { RateLimitStore } from '../types.ts';
import type { Pool } from './database.ts';

const PRUNE_EVERY_MS = 60_000;

// $1 keys, $2 hits per key, $3 window lengths, $4 now (ms). A window that has ended starts
// again with this batch's hits; otherwise they are added.
const HIT = `
  INSERT INTO rate_limits (key, count, reset_at)
  SELECT key, hits, $4::bigint + window_ms
  FROM unnest($1::text[], $2::int[], $3::bigint[]) AS batch (key, hits, window_ms)
  ORDER BY key
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN rate_limits.reset_at <= $4 THEN excluded.count ELSE rate_limits.count + excluded.count END,
    reset_at = CASE WHEN rate_limits.reset_at <= $4 THEN excluded.reset_at ELSE rate_limits.reset_at END
  RETURNING key, count, reset_at`;

interface Pending {
  windowMs: number;
  now: number;
  resolve: (answer: { count: number; resetAt: Date }) => void;
  reject: (error: unknown) => void;
}

export function postgresRateLimits(pool: Pool): RateLimitStore {
  let prunedAt = 0;
  let queue = new Map<string, Pending[]>();
  let scheduled = false;

  async function flush(): Promise<void> {
    scheduled = false;
    const batch = queue;
    queue = new Map();
    const keys = [...batch.keys()].sort();
    const now = Math.max(...[...batch.values()].flat().map((hit) => hit.now));
    try {
      if (Math.abs(now - prunedAt) >= PRUNE_EVERY_MS) {
        prunedAt = now;
        await pool.query('DELETE FROM rate_limits WHERE reset_at <= $1', [now]);
      }
      // Named: parsed and planned once per connection, as it runs for every limited request.
      const { rows } = await pool.query<{ key: string; count: number; reset_at: string }>({
        name: 'rate-limit-hits',
        text: HIT,
        values: [
          keys,
          keys.map((key) => batch.get(key)!.length),
          keys.map((key) => batch.get(key)![0]!.windowMs),
          now,
        ],
      });
      for (const row of rows) {
        const hits = batch.get(row.key)!;
        const resetAt = new Date(Number(row.reset_at));
        // This batch's hits are the last `hits.length` counted, in arrival order.
        for (const [index, hit] of hits.entries())
          hit.resolve({ count: row.count - hits.length + 1 + index, resetAt });
      }
    } catch (error) {
      for (const hits of batch.values()) for (const hit of hits) hit.reject(error);
    }
  }

  return {
    hit(key, windowMs, now) {
      return new Promise((resolve, reject) => {
        const hits = queue.get(key);
        const pending = { windowMs, now: now.getTime(), resolve, reject };
        if (hits) hits.push(pending);
        else queue.set(key, [pending]);
        if (!scheduled) {
          scheduled = true;
          // After the current turn's I/O callbacks, so requests that arrived together batch up.
          setImmediate(() => void flush());
        }
      });
    },
  };
}
