/**
 * Leads on PostgreSQL. A lead, its delivery jobs and its test-drive booking are ONE
 * statement (data-modifying CTEs): one round trip, one implicit transaction, committed
 * before the promise settles. Concurrent commits share write-ahead-log flushes on the
 * server (its own group commit), so many leads in flight cost few disk flushes.
 */
import { randomUUID } from 'node:crypto';
import type { LeadInsert, LeadStore, NewLead, StoredLead } from '../types.ts';
import { isUniqueViolation, type Pool } from './database.ts';

const INSERT = `
  WITH lead AS (
    INSERT INTO leads (id, tenant, kind, payload, idempotency_key, spam, created_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7)
    ON CONFLICT (tenant, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
    RETURNING id
  ), jobs AS (
    INSERT INTO outbox (lead_id, tenant, channel, next_attempt_at)
    SELECT lead.id, $2, channel, $7 FROM lead, unnest($8::text[]) AS channel
  ), booking AS (
    INSERT INTO test_drive_bookings (tenant, location_id, slot_start, lead_id)
    SELECT $2, $9, $10, lead.id FROM lead WHERE $9::text IS NOT NULL
  )
  SELECT id FROM lead`;

export function postgresLeads(pool: Pool): LeadStore {
  const byKey = async (tenant: string, key: string) =>
    (
      await pool.query<{ id: string }>('SELECT id FROM leads WHERE tenant = $1 AND idempotency_key = $2', [
        tenant,
        key,
      ])
    ).rows[0]?.id;

  return {
    async insert(lead: NewLead): Promise<LeadInsert> {
      const id = randomUUID();
      try {
        const { rows } = await pool.query<{ id: string }>(INSERT, [
          id,
          lead.tenant,
          lead.kind,
          JSON.stringify(lead.payload),
          lead.idempotencyKey ?? null,
          lead.spam,
          lead.createdAt,
          lead.channels,
          lead.booking?.locationId ?? null,
          lead.booking?.slotStart ?? null,
        ]);
        if (rows.length === 1) return { status: 'stored', id };
      } catch (error) {
        // The booking's primary key: another lead holds the slot; the whole statement is undone.
        if (isUniqueViolation(error, 'test_drive_bookings_pkey')) return { status: 'slot-taken' };
        throw error;
      }
      // The key was taken (perhaps by a request committed while this one waited): read it back.
      const existing = await byKey(lead.tenant, lead.idempotencyKey!);
      if (!existing) throw new Error('idempotency key conflict without a stored lead');
      return { status: 'duplicate', id: existing };
    },

    async get(id) {
      const { rows } = await pool.query<Omit<StoredLead, 'created_at'> & { created_at: Date }>(
        'SELECT id, tenant, kind, payload, created_at FROM leads WHERE id = $1',
        [id],
      );
      const row = rows[0];
      return row && { ...row, created_at: row.created_at.toISOString() };
    },

    byIdempotencyKey: byKey,

    async exists(tenant, id) {
      const { rowCount } = await pool.query('SELECT 1 FROM leads WHERE id = $1 AND tenant = $2', [
        id,
        tenant,
      ]);
      return (rowCount ?? 0) > 0;
    },
  };
}
