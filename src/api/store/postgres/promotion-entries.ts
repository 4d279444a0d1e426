/**
 * Spin-to-win entries on PostgreSQL. The entrant keys are written first in the entry's
 * transaction with ON CONFLICT DO NOTHING: a simultaneous entry with the same key waits for
 * the first to commit and then finds the key taken, so one entry per entrant under any load.
 */
import type { NewPromotionEntry, PromotionEntryStore, StoredPromotionEntry } from '../types.ts';
import { isUniqueViolation, type Pool, transaction } from './database.ts';

interface Row extends Omit<StoredPromotionEntry, 'created_at'> {
  created_at: Date;
}

const COLUMNS = 'id, tenant, promotion, prize_index, prize, contact, created_at';

/** Thrown inside the transaction to roll it back when an entrant entered before. */
class EnteredBefore extends Error {}

function entry(row: Row): StoredPromotionEntry {
  return { ...row, created_at: row.created_at.toISOString() };
}

export function postgresPromotionEntries(pool: Pool): PromotionEntryStore {
  const byKey = async (tenant: string, key: string) =>
    (
      await pool.query<Row>(
        `SELECT ${COLUMNS} FROM promotion_entries WHERE tenant = $1 AND idempotency_key = $2`,
        [tenant, key],
      )
    ).rows[0];
  return {
    async enter(e: NewPromotionEntry) {
      if (e.idempotencyKey !== undefined) {
        const first = await byKey(e.tenant, e.idempotencyKey);
        if (first) return { status: 'duplicate' as const, entry: entry(first) };
      }
      try {
        return await transaction(pool, async (client) => {
          for (const key of e.entrantKeys) {
            const taken = await client.query(
              'INSERT INTO promotion_entrants (tenant, promotion, entrant, entry_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
              [e.tenant, e.promotion, key, e.id],
            );
            if (taken.rowCount === 0) throw new EnteredBefore();
          }
          const { rows } = await client.query<Row>(
            `INSERT INTO promotion_entries (id, tenant, promotion, prize_index, prize, contact, idempotency_key, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
            [
              e.id,
              e.tenant,
              e.promotion,
              e.prizeIndex,
              e.prize,
              JSON.stringify(e.contact),
              e.idempotencyKey ?? null,
              e.createdAt,
            ],
          );
          return { status: 'stored' as const, entry: entry(rows[0]!) };
        });
      } catch (error) {
        if (error instanceof EnteredBefore) {
          // A double-click's twin may have entered first with the same key: answer its entry.
          const first = e.idempotencyKey === undefined ? undefined : await byKey(e.tenant, e.idempotencyKey);
          return first
            ? { status: 'duplicate' as const, entry: entry(first) }
            : { status: 'entered-before' as const };
        }
        if (e.idempotencyKey !== undefined && isUniqueViolation(error, 'promotion_entries_idempotency')) {
          const first = await byKey(e.tenant, e.idempotencyKey);
          if (first) return { status: 'duplicate' as const, entry: entry(first) };
        }
        throw error;
      }
    },
  };
}
