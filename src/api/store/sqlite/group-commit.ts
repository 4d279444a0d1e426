/**
 * Group commit: writes that arrive together share one transaction and so one fsync.
 * Each write runs in its own savepoint, so one that throws (a taken test-drive slot) is
 * rolled back alone; every caller's promise settles only after COMMIT has reached disk,
 * so "committed before the answer" still holds (API-02) while a burst of leads costs one
 * disk flush instead of one each.
 */
import type { Database } from './database.ts';

interface Pending {
  work: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export type GroupCommit = <T>(work: () => T) => Promise<T>;

export function groupCommit(db: Database, maxBatch = 256): GroupCommit {
  const queue: Pending[] = [];
  let scheduled = false;

  function flush(): void {
    scheduled = false;
    const batch = queue.splice(0, maxBatch);
    if (queue.length > 0) schedule();
    const outcomes: (() => void)[] = [];
    try {
      db.exec('BEGIN IMMEDIATE');
      for (const item of batch) {
        db.exec('SAVEPOINT item');
        try {
          const value = item.work();
          db.exec('RELEASE item');
          outcomes.push(() => item.resolve(value));
        } catch (error) {
          db.exec('ROLLBACK TO item; RELEASE item');
          outcomes.push(() => item.reject(error));
        }
      }
      db.exec('COMMIT');
    } catch (error) {
      // The commit itself failed (disk full, I/O error): nothing in the batch is stored.
      try {
        db.exec('ROLLBACK');
      } catch {
        // already rolled back by SQLite
      }
      for (const item of batch) item.reject(error);
      return;
    }
    for (const settle of outcomes) settle();
  }

  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    // After the current turn's I/O callbacks, so requests that arrived together batch up.
    setImmediate(flush);
  }

  return <T>(work: () => T) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      schedule();
    });
}
