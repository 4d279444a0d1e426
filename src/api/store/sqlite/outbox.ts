/**
 * Outbox jobs on SQLite. A claim is one UPDATE … RETURNING over the due jobs: SQLite runs
 * one writer at a time, so two processes (or the server and its outbox thread) on the same
 * file never claim the same job; the claim pushes next_attempt_at out as the lease.
 */
import type { OutboxJob, OutboxStore } from '../types.ts';
import type { Database } from './database.ts';
import { groupCommit } from './group-commit.ts';

export function sqliteOutbox(db: Database): OutboxStore {
  const claim = db.prepare(
    `UPDATE outbox SET next_attempt_at = ?, leased_by = ?
     WHERE id IN (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?)
     RETURNING id, lead_id, message_id, tenant, channel, attempts`,
  );
  const complete = db.prepare(
    "UPDATE outbox SET status = 'delivered', delivered_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?",
  );
  const renew = db.prepare(
    "UPDATE outbox SET next_attempt_at = ? WHERE id = ? AND status = 'pending' AND next_attempt_at = ?",
  );
  const fail = db.prepare(
    'UPDATE outbox SET status = ?, attempts = ?, next_attempt_at = ?, last_error = ?, leased_by = NULL WHERE id = ?',
  );
  const owners = db.prepare(
    "SELECT DISTINCT leased_by FROM outbox WHERE leased_by IS NOT NULL AND substr(leased_by, 1, length(?)) = ? AND status = 'pending' AND next_attempt_at > ?",
  );
  const release = db.prepare(
    "UPDATE outbox SET next_attempt_at = ?, leased_by = NULL WHERE leased_by = ? AND status = 'pending' AND next_attempt_at > ?",
  );

  // Completions and failures of one delivery round arrive together: one transaction and one
  // disk flush for the round, rather than one each holding the write lock the leads need.
  const commit = groupCommit(db);

  return {
    async claimDue(now, limit, leaseMs, owner) {
      const until = new Date(now.getTime() + leaseMs).toISOString();
      const jobs = claim.all(until, owner ?? null, now.toISOString(), limit) as unknown as OutboxJob[];
      return jobs.sort((a, b) => a.id - b.id);
    },
    async leaseOwners(prefix, now) {
      const rows = owners.all(prefix, prefix, now.toISOString()) as { leased_by: string }[];
      return rows.map((row) => row.leased_by);
    },
    async releaseLeases(owner, now) {
      const at = now.toISOString();
      return Number(release.run(at, owner, at).changes);
    },
    async renewLease(ids, from, until) {
      if (ids.length === 0) return;
      // Through the round's commit, so a renewal never lands after that job's completion or failure.
      await commit(() => {
        for (const id of ids) renew.run(until.toISOString(), id, from.toISOString());
      });
    },
    async complete(id, at) {
      await commit(() => complete.run(at.toISOString(), id));
    },
    async fail(id, attempts, failed, nextAttemptAt, error) {
      await commit(() =>
        fail.run(failed ? 'failed' : 'pending', attempts, nextAttemptAt.toISOString(), error, id),
      );
    },
  };
}
