/**
 * Leads on SQLite. Inserts go through group commit: leads that arrive together share one
 * transaction (one fsync), each in its own savepoint, and every caller's promise settles
 * after COMMIT is on disk (API-02, SEC-06).
 */
import { randomUUID } from 'node:crypto';
import type { LeadInsert, LeadStore, NewLead, StoredLead } from '../types.ts';
import type { Database } from './database.ts';
import { groupCommit } from './group-commit.ts';

/** Thrown inside the savepoint so the lead written before the booking is rolled back too. */
class SlotTaken extends Error {}

export function sqliteLeads(db: Database): LeadStore {
  const commit = groupCommit(db);
  const byKey = db.prepare('SELECT id FROM leads WHERE tenant = ? AND idempotency_key = ?');
  const insertLead = db.prepare(
    'INSERT INTO leads (id, tenant, kind, payload, idempotency_key, spam, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const slotHolder = db.prepare(
    'SELECT 1 FROM test_drive_bookings WHERE tenant = ? AND location_id = ? AND slot_start = ?',
  );
  const insertBooking = db.prepare(
    'INSERT INTO test_drive_bookings (tenant, location_id, slot_start, lead_id) VALUES (?, ?, ?, ?)',
  );
  const insertJob = db.prepare(
    'INSERT INTO outbox (lead_id, tenant, channel, next_attempt_at) VALUES (?, ?, ?, ?)',
  );
  const byId = db.prepare('SELECT id, tenant, kind, payload, created_at, spam FROM leads WHERE id = ?');
  const ofTenant = db.prepare('SELECT 1 FROM leads WHERE id = ? AND tenant = ?');

  return {
    async insert(lead: NewLead): Promise<LeadInsert> {
      try {
        return await commit((): LeadInsert => {
          if (lead.idempotencyKey) {
            const existing = byKey.get(lead.tenant, lead.idempotencyKey) as { id: string } | undefined;
            if (existing) return { status: 'duplicate', id: existing.id };
          }
          const id = randomUUID();
          const createdAt = lead.createdAt.toISOString();
          insertLead.run(
            id,
            lead.tenant,
            lead.kind,
            JSON.stringify(lead.payload),
            lead.idempotencyKey ?? null,
            lead.spam ? 1 : 0,
            createdAt,
          );
          const { booking } = lead;
          if (booking) {
            // Inside the write transaction, so no other writer can take the slot in between.
            if (slotHolder.get(lead.tenant, booking.locationId, booking.slotStart)) throw new SlotTaken();
            insertBooking.run(lead.tenant, booking.locationId, booking.slotStart, id);
          }
          for (const channel of lead.channels) insertJob.run(id, lead.tenant, channel, createdAt);
          return { status: 'stored', id };
        });
      } catch (error) {
        if (error instanceof SlotTaken) return { status: 'slot-taken' };
        throw error;
      }
    },

    async get(id) {
      const row = byId.get(id) as
        | (Omit<StoredLead, 'payload' | 'spam'> & { payload: string; spam: number })
        | undefined;
      return row && { ...row, payload: JSON.parse(row.payload), spam: row.spam === 1 };
    },

    async byIdempotencyKey(tenant, key) {
      return (byKey.get(tenant, key) as { id: string } | undefined)?.id;
    },

    async exists(tenant, id) {
      return ofTenant.get(id, tenant) !== undefined;
    },
  };
}
