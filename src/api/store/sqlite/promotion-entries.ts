/**
 * Spin-to-win entries on SQLite. Each entrant key (e-mail, phone) is a primary key per
 * promotion, written in the entry's transaction: a key entered before rolls the whole entry back.
 */
import type { NewPromotionEntry, PromotionEntryStore, StoredPromotionEntry } from '../types.ts';
import { type Database, transaction } from './database.ts';

interface Row extends Omit<StoredPromotionEntry, 'contact'> {
  contact: string;
}

const COLUMNS = 'id, tenant, promotion, prize_index, prize, contact, created_at';

/** Thrown inside the transaction to roll it back when an entrant entered before. */
class EnteredBefore extends Error {}

function entry(row: Row): StoredPromotionEntry {
  return { ...row, contact: JSON.parse(row.contact) as Record<string, unknown> };
}

export function sqlitePromotionEntries(db: Database): PromotionEntryStore {
  const byKey = db.prepare(
    `SELECT ${COLUMNS} FROM promotion_entries WHERE tenant = ? AND idempotency_key = ?`,
  );
  const byId = db.prepare(`SELECT ${COLUMNS} FROM promotion_entries WHERE tenant = ? AND id = ?`);
  const insert = db.prepare(
    `INSERT INTO promotion_entries (id, tenant, promotion, prize_index, prize, contact, idempotency_key, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const entrant = db.prepare(
    'INSERT INTO promotion_entrants (tenant, promotion, entrant, entry_id) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  return {
    async enter(e: NewPromotionEntry) {
      try {
        return transaction(db, () => {
          if (e.idempotencyKey !== undefined) {
            const first = byKey.get(e.tenant, e.idempotencyKey) as Row | undefined;
            if (first) return { status: 'duplicate' as const, entry: entry(first) };
          }
          for (const key of e.entrantKeys)
            if (entrant.run(e.tenant, e.promotion, key, e.id).changes === 0) throw new EnteredBefore();
          insert.run(
            e.id,
            e.tenant,
            e.promotion,
            e.prizeIndex,
            e.prize,
            JSON.stringify(e.contact),
            e.idempotencyKey ?? null,
            e.createdAt.toISOString(),
          );
          return { status: 'stored' as const, entry: entry(byId.get(e.tenant, e.id) as unknown as Row) };
        });
      } catch (error) {
        if (error instanceof EnteredBefore) return { status: 'entered-before' as const };
        throw error;
      }
    },
  };
}
