/** Payments by reference (/online-payment) on SQLite. */
import type { NewOnlinePayment, OnlinePaymentStore, StoredOnlinePayment } from '../types.ts';
import { type Database, transaction } from './database.ts';

interface Row extends Omit<StoredOnlinePayment, 'contact'> {
  contact: string;
}

const COLUMNS =
  'id, tenant, purpose, reference, amount_cents, state, payment_ref, contact, created_at, updated_at';

function payment(row: Row): StoredOnlinePayment {
  return { ...row, contact: JSON.parse(row.contact) as Record<string, unknown> };
}

export function sqliteOnlinePayments(db: Database): OnlinePaymentStore {
  const byKey = db.prepare(`SELECT ${COLUMNS} FROM online_payments WHERE tenant = ? AND idempotency_key = ?`);
  const byId = db.prepare(`SELECT ${COLUMNS} FROM online_payments WHERE tenant = ? AND id = ?`);
  const insert = db.prepare(
    `INSERT INTO online_payments (id, tenant, purpose, reference, amount_cents, state, contact, idempotency_key, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const setRef = db.prepare(
    'UPDATE online_payments SET payment_ref = ?, updated_at = ? WHERE tenant = ? AND id = ?',
  );
  const paid = db.prepare(
    `UPDATE online_payments SET state = 'paid', updated_at = ? WHERE tenant = ? AND id = ? AND payment_ref = ? AND state = 'awaiting-payment' RETURNING ${COLUMNS}`,
  );
  return {
    async create(p: NewOnlinePayment) {
      return transaction(db, () => {
        if (p.idempotencyKey !== undefined) {
          const first = byKey.get(p.tenant, p.idempotencyKey) as Row | undefined;
          if (first) return { status: 'duplicate' as const, payment: payment(first) };
        }
        const at = p.createdAt.toISOString();
        insert.run(
          p.id,
          p.tenant,
          p.purpose,
          p.reference,
          p.amountCents,
          p.online ? 'awaiting-payment' : 'requested',
          JSON.stringify(p.contact),
          p.idempotencyKey ?? null,
          at,
          at,
        );
        return { status: 'stored' as const, payment: payment(byId.get(p.tenant, p.id) as unknown as Row) };
      });
    },
    async get(tenant, id) {
      const row = byId.get(tenant, id) as Row | undefined;
      return row && payment(row);
    },
    async setPaymentRef(tenant, id, ref, at) {
      setRef.run(ref, at.toISOString(), tenant, id);
    },
    async markPaid(tenant, id, ref, at) {
      const row = paid.get(at.toISOString(), tenant, id, ref) as Row | undefined;
      return row && payment(row);
    },
  };
}
