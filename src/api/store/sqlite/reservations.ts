/**
 * Reservations on SQLite (DEAL-02). One car is held by at most one reservation: a partial
 * unique index on (tenant, car_id) over the rows still holding it. Creating one first marks
 * this car's lapsed holds expired, in the same transaction, so a hold whose 48 hours are up
 * never blocks the next shopper.
 */
import type { NewReservation, ReservationStore, StoredReservation } from '../types.ts';
import { type Database, transaction } from './database.ts';

interface Row {
  id: string;
  tenant: string;
  car_id: string;
  car_slug: string;
  state: StoredReservation['state'];
  deposit: number;
  online: number;
  payment_ref: string | null;
  contact: string;
  created_at: string;
  hold_until: string;
  updated_at: string;
}

const COLUMNS =
  'id, tenant, car_id, car_slug, state, deposit, online, payment_ref, contact, created_at, hold_until, updated_at';

function reservation(row: Row): StoredReservation {
  return { ...row, online: row.online === 1, contact: JSON.parse(row.contact) as Record<string, unknown> };
}

export function sqliteReservations(db: Database): ReservationStore {
  const expireLapsed = db.prepare(
    "UPDATE reservations SET state = 'expired', holding = NULL, updated_at = ? WHERE tenant = ? AND car_id = ? AND holding = 1 AND hold_until <= ?",
  );
  const byKey = db.prepare(`SELECT ${COLUMNS} FROM reservations WHERE tenant = ? AND idempotency_key = ?`);
  const insert = db.prepare(
    `INSERT INTO reservations (id, tenant, car_id, car_slug, state, holding, deposit, online, contact, user_id, idempotency_key, created_at, hold_until, updated_at)
     VALUES (?, ?, ?, ?, 'requested', 1, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
  );
  const byId = db.prepare(`SELECT ${COLUMNS} FROM reservations WHERE tenant = ? AND id = ?`);
  const holdingCar = db.prepare(
    `SELECT ${COLUMNS} FROM reservations WHERE tenant = ? AND car_id = ? AND holding = 1 AND hold_until > ?`,
  );
  const held = db.prepare(
    'SELECT car_id, car_slug, hold_until FROM reservations WHERE tenant = ? AND holding = 1 AND hold_until > ? ORDER BY car_id',
  );
  const setRef = db.prepare(
    'UPDATE reservations SET payment_ref = ?, updated_at = ? WHERE tenant = ? AND id = ?',
  );
  const byUser = db.prepare(
    `SELECT ${COLUMNS} FROM reservations WHERE tenant = ? AND user_id = ? ORDER BY created_at DESC LIMIT 50`,
  );
  const event = db.prepare(
    'INSERT INTO payment_events (event_id, received_at) VALUES (?, ?) ON CONFLICT DO NOTHING',
  );

  return {
    async create(r: NewReservation) {
      return transaction(db, () => {
        if (r.idempotencyKey !== undefined) {
          const first = byKey.get(r.tenant, r.idempotencyKey) as Row | undefined;
          if (first) return { status: 'duplicate' as const, reservation: reservation(first) };
        }
        const now = r.createdAt.toISOString();
        expireLapsed.run(now, r.tenant, r.carId, now);
        const written = insert.run(
          r.id,
          r.tenant,
          r.carId,
          r.carSlug,
          r.deposit,
          r.online ? 1 : 0,
          JSON.stringify(r.contact),
          r.userId ?? null,
          r.idempotencyKey ?? null,
          now,
          r.holdUntil.toISOString(),
          now,
        );
        if (written.changes === 0) return { status: 'taken' as const };
        return {
          status: 'stored' as const,
          reservation: reservation(byId.get(r.tenant, r.id) as unknown as Row),
        };
      });
    },
    async get(tenant, id) {
      const row = byId.get(tenant, id) as Row | undefined;
      return row && reservation(row);
    },
    async holding(tenant, carId, now) {
      const row = holdingCar.get(tenant, carId, now.toISOString()) as Row | undefined;
      return row && reservation(row);
    },
    async heldCars(tenant, now) {
      return held.all(tenant, now.toISOString()) as {
        car_id: string;
        car_slug: string;
        hold_until: string;
      }[];
    },
    async setPaymentRef(tenant, id, ref, at) {
      setRef.run(ref, at.toISOString(), tenant, id);
    },
    async move(tenant, id, from, to, at) {
      const holding = to === 'requested' || to === 'paid' ? 1 : null;
      const placeholders = from.map(() => '?').join(', ');
      const row = db
        .prepare(
          `UPDATE reservations SET state = ?, holding = ?, updated_at = ? WHERE tenant = ? AND id = ? AND state IN (${placeholders}) RETURNING ${COLUMNS}`,
        )
        .get(to, holding, at.toISOString(), tenant, id, ...from) as Row | undefined;
      return row && reservation(row);
    },
    async firstEvent(eventId, at) {
      return event.run(eventId, at.toISOString()).changes === 1;
    },
    async forUser(tenant, userId) {
      return (byUser.all(tenant, userId) as unknown as Row[]).map(reservation);
    },
  };
}
