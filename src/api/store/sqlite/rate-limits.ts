/**
 * Rate-limit windows on SQLite, on the counter connection: every process using the same
 * file shares them, and counting never waits for a disk flush. Hits that arrive together
 * share one write transaction (group commit), so a burst of requests takes the file's write
 * lock a few times rather than once per request.
 */
import type { RateLimitStore } from '../types.ts';
import type { Database } from './database.ts';
import { groupCommit } from './group-commit.ts';

const PRUNE_EVERY_MS = 60_000;

export function sqliteRateLimits(counters: Database): RateLimitStore {
  // One statement: a window that has ended starts again at 1, otherwise the count goes up.
  const hit = counters.prepare(
    `INSERT INTO rate_limits (key, count, reset_at) VALUES (?, 1, ?)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN reset_at <= ? THEN 1 ELSE count + 1 END,
       reset_at = CASE WHEN reset_at <= ? THEN excluded.reset_at ELSE reset_at END
     RETURNING count, reset_at`,
  );
  // No index on reset_at: a scan once a minute costs less than an index write per request.
  const prune = counters.prepare('DELETE FROM rate_limits WHERE reset_at <= ?');
  const commit = groupCommit(counters);
  let prunedAt = 0;
  return {
    async hit(key, windowMs, now) {
      const at = now.getTime();
      const prunes = Math.abs(at - prunedAt) >= PRUNE_EVERY_MS;
      if (prunes) prunedAt = at;
      const row = await commit(() => {
        if (prunes) prune.run(at);
        return hit.get(key, at + windowMs, at, at) as { count: number; reset_at: number };
      });
      return { count: row.count, resetAt: new Date(row.reset_at) };
    },
  };
}
