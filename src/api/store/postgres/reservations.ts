/**
 * Reservations on PostgreSQL (DEAL-02), the same behaviour as the SQLite store: a partial unique
 * index allows one holding reservation per car, so of simultaneous attempts from any number of
 * API processes one is stored and the others find the car taken (ON CONFLICT DO NOTHING waits
 * for the first to commit, then skips).
 */
import type { NewReservation, ReservationStore, StoredReservation } from '../types.ts';
import { type Pool, transaction } from './database.ts';

interface Row {
  id: string;
  tenant: string;
  car_id: string;
  car_slug: string;
  state: StoredReservation['state'];
  deposit: number;
  online: boolean;
  payment_ref: string | null;
  contact: Record<string, unknown>;
  created_at: Date;
  hold_until: Date;
  updated_at: Date;
}

const COLUMNS =
  'id, tenant, car_id, car_slug, state, deposit, online, payment_ref, contact, created_at, hold_until, updated_at';

function reservation(row: Row): StoredReservation {
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    hold_until: row.hold_until.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function postgresReservations(pool: Pool): ReservationStore {
  return {
    async create(r: NewReservation) {
      return transaction(pool, async (client) => {
        if (r.idempotencyKey !== undefined) {
          const first = await client.query<Row>(
            `SELECT ${COLUMNS} FROM reservations WHERE tenant = $1 AND idempotency_key = $2`,
            [r.tenant, r.idempotencyKey],
          );
          if (first.rows[0]) return { status: 'duplicate' as const, reservation: reservation(first.rows[0]) };
        }
        await client.query(
          "UPDATE reservations SET state = 'expired', holding = NULL, updated_at = $1 WHERE tenant = $2 AND car_id = $3 AND holding AND hold_until <= $1",
          [r.createdAt, r.tenant, r.carId],
        );
        const inserted = await client.query<Row>(
          `INSERT INTO reservations (id, tenant, car_id, car_slug, state, holding, deposit, online, contact, user_id, idempotency_key, created_at, hold_until, updated_at)
           VALUES ($1, $2, $3, $4, 'requested', TRUE, $5, $6, $7, $8, $9, $10, $11, $10)
           ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
          [
            r.id,
            r.tenant,
            r.carId,
            r.carSlug,
            r.deposit,
            r.online,
            JSON.stringify(r.contact),
            r.userId ?? null,
            r.idempotencyKey ?? null,
            r.createdAt,
            r.holdUntil,
          ],
        );
        if (inserted.rows[0])
          return { status: 'stored' as const, reservation: reservation(inserted.rows[0]) };
        // Skipped: another reservation holds the car, or a parallel retry with the same key won.
        if (r.idempotencyKey !== undefined) {
          const first = await client.query<Row>(
            `SELECT ${COLUMNS} FROM reservations WHERE tenant = $1 AND idempotency_key = $2`,
            [r.tenant, r.idempotencyKey],
          );
          if (first.rows[0]) return { status: 'duplicate' as const, reservation: reservation(first.rows[0]) };
        }
        return { status: 'taken' as const };
      });
    },
    async get(tenant, id) {
      const { rows } = await pool.query<Row>(
        `SELECT ${COLUMNS} FROM reservations WHERE tenant = $1 AND id = $2`,
        [tenant, id],
      );
      return rows[0] && reservation(rows[0]);
    },
    async holding(tenant, carId, now) {
      const { rows } = await pool.query<Row>(
        `SELECT ${COLUMNS} FROM reservations WHERE tenant = $1 AND car_id = $2 AND holding AND hold_until > $3`,
        [tenant, carId, now],
      );
      return rows[0] && reservation(rows[0]);
    },
    async heldCars(tenant, now) {
      const { rows } = await pool.query<{ car_id: string; car_slug: string; hold_until: Date }>(
        'SELECT car_id, car_slug, hold_until FROM reservations WHERE tenant = $1 AND holding AND hold_until > $2 ORDER BY car_id',
        [tenant, now],
      );
      return rows.map((row) => ({ ...row, hold_until: row.hold_until.toISOString() }));
    },
    async setPaymentRef(tenant, id, ref, at) {
      await pool.query(
        'UPDATE reservations SET payment_ref = $1, updated_at = $2 WHERE tenant = $3 AND id = $4',
        [ref, at, tenant, id],
      );
    },
    async move(tenant, id, from, to, at) {
      const holding = to === 'requested' || to === 'paid' ? true : null;
      const { rows } = await pool.query<Row>(
        `UPDATE reservations SET state = $1, holding = $2, updated_at = $3
         WHERE tenant = $4 AND id = $5 AND state = ANY($6) RETURNING ${COLUMNS}`,
        [to, holding, at, tenant, id, [...from]],
      );
      return rows[0] && reservation(rows[0]);
    },
    async firstEvent(eventId, at) {
      const { rowCount } = await pool.query(
        'INSERT INTO payment_events (event_id, received_at) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [eventId, at],
      );
      return rowCount === 1;
    },
    async forUser(tenant, userId) {
      const { rows } = await pool.query<Row>(
        `SELECT ${COLUMNS} FROM reservations WHERE tenant = $1 AND user_id = $2 ORDER BY created_at DESC LIMIT 50`,
        [tenant, userId],
      );
      return rows.map(reservation);
    },
  };
}
