/**
 * Outbox jobs on PostgreSQL. A claim locks the due rows it takes with FOR UPDATE SKIP
 * LOCKED and pushes their next attempt out as the lease, in one statement: processes
 * claiming at the same moment skip each other's rows, so no job is held by two at once.
 */
import type { OutboxJob, OutboxStore } from '../types.ts';
import type { Pool } from './database.ts';

const CLAIM = `
  UPDATE outbox SET next_attempt_at = $1, leased_by = $4
  WHERE id IN (
    SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= $2
    ORDER BY next_attempt_at, id LIMIT $3
    FOR UPDATE SKIP LOCKED
  )
  RETURNING id, lead_id, message_id, tenant, channel, attempts`;

export function postgresOutbox(pool: Pool): OutboxStore {
  return {
    async claimDue(now, limit, leaseMs, owner) {
      const { rows } = await pool.query<Omit<OutboxJob, 'id'> & { id: string }>({
        name: 'outbox-claim',
        text: CLAIM,
        values: [new Date(now.getTime() + leaseMs), now, limit, owner ?? null],
      });
      return rows.map((row) => ({ ...row, id: Number(row.id) })).sort((a, b) => a.id - b.id);
    },
    async renewLease(ids, from, until) {
      if (ids.length === 0) return;
      await pool.query(
        "UPDATE outbox SET next_attempt_at = $1 WHERE id = ANY($2::bigint[]) AND status = 'pending' AND next_attempt_at = $3",
        [until, ids, from],
      );
    },
    async leaseOwners(prefix, now) {
      const { rows } = await pool.query<{ leased_by: string }>(
        "SELECT DISTINCT leased_by FROM outbox WHERE leased_by IS NOT NULL AND left(leased_by, length($1)) = $1 AND status = 'pending' AND next_attempt_at > $2",
        [prefix, now],
      );
      return rows.map((row) => row.leased_by);
    },
    async releaseLeases(owner, now) {
      const result = await pool.query(
        "UPDATE outbox SET next_attempt_at = $1, leased_by = NULL WHERE leased_by = $2 AND status = 'pending' AND next_attempt_at > $1",
        [now, owner],
      );
      return result.rowCount ?? 0;
    },
    async complete(id, at) {
      await pool.query({
        name: 'outbox-complete',
        text: "UPDATE outbox SET status = 'delivered', delivered_at = $1, attempts = attempts + 1, last_error = NULL WHERE id = $2",
        values: [at, id],
      });
    },
    async fail(id, attempts, failed, nextAttemptAt, error) {
      await pool.query(
        'UPDATE outbox SET status = $1, attempts = $2, next_attempt_at = $3, last_error = $4, leased_by = NULL WHERE id = $5',
        [failed ? 'failed' : 'pending', attempts, nextAttemptAt, error, id],
      );
    },
  };
}
