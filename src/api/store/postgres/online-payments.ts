/** Payments by reference (/online-payment) on PostgreSQL, the same behaviour as SQLite. */
import type { NewOnlinePayment, OnlinePaymentStore, StoredOnlinePayment } from '../types.ts';
import { isUniqueViolation, type Pool } from './database.ts';

interface Row extends Omit<StoredOnlinePayment, 'created_at' | 'updated_at'> {
  created_at: Date;
  updated_at: Date;
}

const COLUMNS =
  'id, tenant, purpose, reference, amount_cents, state, payment_ref, contact, created_at, updated_at';

function payment(row: Row): StoredOnlinePayment {
  return { ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}

export function postgresOnlinePayments(pool: Pool): OnlinePaymentStore {
  const byKey = async (tenant: string, key: string) =>
    (
      await pool.query<Row>(
        `SELECT ${COLUMNS} FROM online_payments WHERE tenant = $1 AND idempotency_key = $2`,
        [tenant, key],
      )
    ).rows[0];
  return {
    async create(p: NewOnlinePayment) {
      if (p.idempotencyKey !== undefined) {
        const first = await byKey(p.tenant, p.idempotencyKey);
        if (first) return { status: 'duplicate' as const, payment: payment(first) };
      }
      try {
        const { rows } = await pool.query<Row>(
          `INSERT INTO online_payments (id, tenant, purpose, reference, amount_cents, state, contact, idempotency_key, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING ${COLUMNS}`,
          [
            p.id,
            p.tenant,
            p.purpose,
            p.reference,
            p.amountCents,
            p.online ? 'awaiting-payment' : 'requested',
            JSON.stringify(p.contact),
            p.idempotencyKey ?? null,
            p.createdAt,
          ],
        );
        return { status: 'stored' as const, payment: payment(rows[0]!) };
      } catch (error) {
        // A parallel request with the same key stored first: answer that one.
        if (p.idempotencyKey !== undefined && isUniqueViolation(error, 'online_payments_idempotency')) {
          const first = await byKey(p.tenant, p.idempotencyKey);
          if (first) return { status: 'duplicate' as const, payment: payment(first) };
        }
        throw error;
      }
    },
    async get(tenant, id) {
      const { rows } = await pool.query<Row>(
        `SELECT ${COLUMNS} FROM online_payments WHERE tenant = $1 AND id = $2`,
        [tenant, id],
      );
      return rows[0] && payment(rows[0]);
    },
    async setPaymentRef(tenant, id, ref, at) {
      await pool.query(
        'UPDATE online_payments SET payment_ref = $1, updated_at = $2 WHERE tenant = $3 AND id = $4',
        [ref, at, tenant, id],
      );
    },
    async markPaid(tenant, id, ref, at) {
      const { rows } = await pool.query<Row>(
        `UPDATE online_payments SET state = 'paid', updated_at = $1 WHERE tenant = $2 AND id = $3 AND payment_ref = $4 AND state = 'awaiting-payment' RETURNING ${COLUMNS}`,
        [at, tenant, id, ref],
      );
      return rows[0] && payment(rows[0]);
    },
  };
}
