/** Sign-in codes, users and sessions on SQLite; each multi-step change is one transaction. */
import type { CodeAttempt, SignInStore, User } from '../types.ts';
import { type Database, transaction } from './database.ts';

export function sqliteSignIn(db: Database): SignInStore {
  const upsertCode = db.prepare(
    `INSERT INTO sign_in_codes (tenant, phone, code_hash, expires_at, attempts) VALUES (?, ?, ?, ?, 0)
     ON CONFLICT (tenant, phone) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at, attempts = 0`,
  );
  const deleteCode = db.prepare('DELETE FROM sign_in_codes WHERE tenant = ? AND phone = ?');
  const readCode = db.prepare(
    'SELECT code_hash, expires_at, attempts FROM sign_in_codes WHERE tenant = ? AND phone = ?',
  );
  const countAttempt = db.prepare('UPDATE sign_in_codes SET attempts = ? WHERE tenant = ? AND phone = ?');
  const redeem = db.prepare('DELETE FROM sign_in_codes WHERE tenant = ? AND phone = ? AND code_hash = ?');
  const insertUser = db.prepare(
    'INSERT INTO users (tenant, phone, created_at) VALUES (?, ?, ?) ON CONFLICT (tenant, phone) DO NOTHING',
  );
  const readUser = db.prepare('SELECT id, phone FROM users WHERE tenant = ? AND phone = ?');
  const dropExpired = db.prepare('DELETE FROM sessions WHERE tenant = ? AND user_id = ? AND expires_at <= ?');
  const insertSession = db.prepare(
    'INSERT INTO sessions (token_hash, tenant, user_id, expires_at) VALUES (?, ?, ?, ?)',
  );
  const readSession = db.prepare(
    `SELECT users.id AS id, users.phone AS phone FROM sessions JOIN users ON users.id = sessions.user_id
     WHERE sessions.token_hash = ? AND sessions.tenant = ? AND users.tenant = ? AND sessions.expires_at > ?`,
  );
  const deleteSession = db.prepare('DELETE FROM sessions WHERE token_hash = ? AND tenant = ?');

  return {
    async issueCode(tenant, phone, codeHash, expiresAt) {
      upsertCode.run(tenant, phone, codeHash, expiresAt.toISOString());
    },
    async withdrawCode(tenant, phone) {
      deleteCode.run(tenant, phone);
    },
    async attemptCode(tenant, phone, max, now) {
      // One transaction, so parallel guesses cannot slip past the attempt limit.
      return transaction(db, (): CodeAttempt => {
        const row = readCode.get(tenant, phone) as
          | { code_hash: string; expires_at: string; attempts: number }
          | undefined;
        if (!row) return { state: 'missing' };
        if (Date.parse(row.expires_at) <= now.getTime()) {
          deleteCode.run(tenant, phone);
          return { state: 'expired' };
        }
        if (row.attempts >= max) return { state: 'locked', expiresAt: new Date(row.expires_at) };
        countAttempt.run(row.attempts + 1, tenant, phone);
        return { state: 'open', codeHash: row.code_hash, attempts: row.attempts + 1 };
      });
    },
    async redeemCode(tenant, phone, codeHash, session, now) {
      return transaction(db, (): User | undefined => {
        if (Number(redeem.run(tenant, phone, codeHash).changes) !== 1) return undefined;
        insertUser.run(tenant, phone, now.toISOString());
        const user = readUser.get(tenant, phone) as unknown as User;
        // Expired sessions of this user are of no use to anyone.
        dropExpired.run(tenant, user.id, now.toISOString());
        insertSession.run(session.tokenHash, tenant, user.id, session.expiresAt.toISOString());
        return { id: user.id, phone: user.phone };
      });
    },
    async sessionUser(tenant, tokenHash, now) {
      const row = readSession.get(tokenHash, tenant, tenant, now.toISOString()) as User | undefined;
      return row ? { id: row.id, phone: row.phone } : undefined;
    },
    async endSession(tenant, tokenHash) {
      deleteSession.run(tokenHash, tenant);
    },
  };
}
