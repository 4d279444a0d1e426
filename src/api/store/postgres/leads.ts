/**
 * Leads on PostgreSQL. Leads that arrive together are written by ONE statement (group
 * commit): a multi-row insert of the leads and their delivery jobs, one round trip and one
 * commit, durable before any of their promises settle. Rows go in idempotency-key order so
 * two processes' batches take unique-index locks in the same order and never deadlock.
 * A test-drive lead is written alone, with its booking, so a taken slot undoes only it.
 */
import { randomUUID } from 'node:crypto';
import type { LeadInsert, LeadStore, NewLead, StoredLead } from '../types.ts';
import { isUniqueViolation, type Pool } from './database.ts';

const MAX_BATCH = 256;

const INSERT_BATCH = `
  WITH input AS (
    SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::boolean[], $7::timestamptz[], $8::text[])
      AS batch (id, tenant, kind, payload, idempotency_key, spam, created_at, channels)
  ), lead AS (
    INSERT INTO leads (id, tenant, kind, payload, idempotency_key, spam, created_at)
    SELECT id, tenant, kind, payload::json, idempotency_key, spam, created_at FROM input
    ORDER BY tenant, idempotency_key
    ON CONFLICT (tenant, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
    RETURNING id
  ), jobs AS (
    INSERT INTO outbox (lead_id, tenant, channel, next_attempt_at)
    SELECT input.id, input.tenant, channel, input.created_at
    FROM lead JOIN input USING (id), unnest(string_to_array(input.channels, ',')) AS channel
  )
  SELECT id FROM lead`;

const INSERT_BOOKING = `
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
    SELECT $2, $9, $10, lead.id FROM lead
  )
  SELECT id FROM lead`;

interface Pending {
  id: string;
  lead: NewLead;
  resolve: (answer: LeadInsert) => void;
  reject: (error: unknown) => void;
}

export function postgresLeads(pool: Pool): LeadStore {
  const byKey = async (tenant: string, key: string) =>
    (
      await pool.query<{ id: string }>('SELECT id FROM leads WHERE tenant = $1 AND idempotency_key = $2', [
        tenant,
        key,
      ])
    ).rows[0]?.id;

  /** A lead whose key was taken (perhaps by a request committed meanwhile) is that lead again. */
  async function duplicate(lead: NewLead): Promise<LeadInsert> {
    const existing = lead.idempotencyKey && (await byKey(lead.tenant, lead.idempotencyKey));
    if (!existing) throw new Error('idempotency key conflict without a stored lead');
    return { status: 'duplicate', id: existing };
  }

  const queue: Pending[] = [];
  let scheduled = false;

  async function flush(): Promise<void> {
    scheduled = false;
    const batch = queue.splice(0, MAX_BATCH);
    if (queue.length > 0) schedule();
    try {
      // Named: each connection parses and plans the statement once, not per batch.
      const { rows } = await pool.query<{ id: string }>({
        name: 'leads-insert',
        text: INSERT_BATCH,
        values: [
          batch.map((p) => p.id),
          batch.map((p) => p.lead.tenant),
          batch.map((p) => p.lead.kind),
          batch.map((p) => JSON.stringify(p.lead.payload)),
          batch.map((p) => p.lead.idempotencyKey ?? null),
          batch.map((p) => p.lead.spam),
          batch.map((p) => p.lead.createdAt),
          batch.map((p) => p.lead.channels.join(',')),
        ],
      });
      const stored = new Set(rows.map((row) => row.id));
      for (const pending of batch) {
        if (stored.has(pending.id)) pending.resolve({ status: 'stored', id: pending.id });
        else duplicate(pending.lead).then(pending.resolve, pending.reject);
      }
    } catch (error) {
      for (const pending of batch) pending.reject(error);
    }
  }

  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    // After the current turn's I/O callbacks, so requests that arrived together batch up.
    setImmediate(() => void flush());
  }

  async function insertWithBooking(
    lead: NewLead,
    booking: NonNullable<NewLead['booking']>,
  ): Promise<LeadInsert> {
    const id = randomUUID();
    try {
      const { rows } = await pool.query<{ id: string }>(INSERT_BOOKING, [
        id,
        lead.tenant,
        lead.kind,
        JSON.stringify(lead.payload),
        lead.idempotencyKey ?? null,
        lead.spam,
        lead.createdAt,
        lead.channels,
        booking.locationId,
        booking.slotStart,
      ]);
      if (rows.length === 1) return { status: 'stored', id };
    } catch (error) {
      // The booking's primary key: another lead holds the slot; the whole statement is undone.
      if (isUniqueViolation(error, 'test_drive_bookings_pkey')) return { status: 'slot-taken' };
      throw error;
    }
    return duplicate(lead);
  }

  return {
    insert(lead: NewLead): Promise<LeadInsert> {
      if (lead.booking) return insertWithBooking(lead, lead.booking);
      return new Promise((resolve, reject) => {
        queue.push({ id: randomUUID(), lead, resolve, reject });
        schedule();
      });
    },

    async get(id) {
      const { rows } = await pool.query<Omit<StoredLead, 'created_at'> & { created_at: Date }>({
        name: 'lead-get',
        text: 'SELECT id, tenant, kind, payload, created_at, spam FROM leads WHERE id = $1',
        values: [id],
      });
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
