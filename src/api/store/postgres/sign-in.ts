/** Sign-in codes, users and sessions on PostgreSQL; each multi-step change is one transaction. */
import type { SignInStore, User } from '../types.ts';
import { type Pool, transaction } from './database.ts';

const asUser = (row: { id: string; phone: string }): User => ({ id: Number(row.id), phone: row.phone });

export function postgresSignIn(pool: Pool): SignInStore {
  return {
    async issueCode(tenant, phone, codeHash, expiresAt) {
      await pool.query(
        `INSERT INTO sign_in_codes (tenant, phone, code_hash, expires_at, attempts) VALUES ($1, $2, $3, $4, 0)
         ON CONFLICT (tenant, phone) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at, attempts = 0`,
        [tenant, phone, codeHash, expiresAt],
      );
    },
    async withdrawCode(tenant, phone) {
      await pool.query('DELETE FROM sign_in_codes WHERE tenant = $1 AND phone = $2', [tenant, phone]);
    },
    async attemptCode(tenant, phone, max, now) {
      // The row lock makes parallel guesses (from any process) wait their turn at the limit.
      return transaction(pool, async (client) => {
        const { rows } = await client.query<{ code_hash: string; expires_at: Date; attempts: number }>(
          'SELECT code_hash, expires_at, attempts FROM sign_in_codes WHERE tenant = $1 AND phone = $2 FOR UPDATE',
          [tenant, phone],
        );
        const row = rows[0];
        if (!row) return { state: 'missing' } as const;
        if (row.expires_at.getTime() <= now.getTime()) {
          await client.query('DELETE FROM sign_in_codes WHERE tenant = $1 AND phone = $2', [tenant, phone]);
          return { state: 'expired' } as const;
        }
        if (row.attempts >= max) return { state: 'locked', expiresAt: row.expires_at } as const;
        await client.query('UPDATE sign_in_codes SET attempts = $1 WHERE tenant = $2 AND phone = $3', [
          row.attempts + 1,
          tenant,
          phone,
        ]);
        return { state: 'open', codeHash: row.code_hash, attempts: row.attempts + 1 } as const;
      });
    },
    async redeemCode(tenant, phone, codeHash, session, now) {
      return transaction(pool, async (client) => {
        const redeemed = await client.query(
          'DELETE FROM sign_in_codes WHERE tenant = $1 AND phone = $2 AND code_hash = $3',
          [tenant, phone, codeHash],
        );
        if (redeemed.rowCount !== 1) return undefined;
        // DO UPDATE (a no-op) rather than DO NOTHING, so RETURNING gives the existing user too.
        const { rows } = await client.query<{ id: string; phone: string }>(
          `INSERT INTO users (tenant, phone, created_at) VALUES ($1, $2, $3)
           ON CONFLICT (tenant, phone) DO UPDATE SET phone = excluded.phone RETURNING id, phone`,
          [tenant, phone, now],
        );
        const user = asUser(rows[0]!);
        // Expired sessions of this user are of no use to anyone.
        await client.query('DELETE FROM sessions WHERE tenant = $1 AND user_id = $2 AND expires_at <= $3', [
          tenant,
          user.id,
          now,
        ]);
        await client.query(
          'INSERT INTO sessions (token_hash, tenant, user_id, expires_at) VALUES ($1, $2, $3, $4)',
          [session.tokenHash, tenant, user.id, session.expiresAt],
        );
        return user;
      });
    },
    async sessionUser(tenant, tokenHash, now) {
      const { rows } = await pool.query<{ id: string; phone: string }>(
        `SELECT users.id AS id, users.phone AS phone FROM sessions JOIN users ON users.id = sessions.user_id
         WHERE sessions.token_hash = $1 AND sessions.tenant = $2 AND users.tenant = $2 AND sessions.expires_at > $3`,
        [tokenHash, tenant, now],
      );
      return rows[0] && asUser(rows[0]);
    },
    async endSession(tenant, tokenHash) {
      await pool.query('DELETE FROM sessions WHERE token_hash = $1 AND tenant = $2', [tokenHash, tenant]);
    },
  };
}
