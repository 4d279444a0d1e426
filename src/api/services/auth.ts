/**
 * Sign-in by phone with a one-time code (API-03). Only hashes are stored: the 6-digit code
 * as an HMAC keyed with a per-process secret (a copy of the database cannot be brute-forced
 * offline), the session token as SHA-256 (it is 32 random bytes). Everything is per tenant:
 * a user, a code and a session of tenant A mean nothing on tenant B (SEC-01).
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { type Database, transaction } from '../db/database.ts';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_COOKIE = 'dealer_session';

/** A session token as the cookie carries it: 32 random bytes, base64url. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** Codes outstanding when the process restarts stop working; they live 10 minutes anyway. */
const CODE_SECRET = randomBytes(32);

export const AUTH_MESSAGES = {
  codeWrong: 'That code is not right. Please check the SMS and try again.',
  codeLastAttempt: 'That code is not right, and that was the last try. Please request a new code.',
  codeMissing: 'That code is not right or has expired. Please request a new code.',
  codeExpired: 'That code has expired. Please request a new code.',
  tooManyAttempts: 'Too many wrong codes. Please request a new code.',
  smsFailed: 'We could not send the SMS just now. Please try again shortly.',
  notSignedIn: 'Please sign in with your phone number.',
  signedOut: 'You are signed out.',
} as const;

export interface User {
  id: number;
  phone: string;
}

function codeHash(tenant: string, phone: string, code: string): Buffer {
  return createHmac('sha256', CODE_SECRET).update(`${tenant}\n${phone}\n${code}`).digest();
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues a fresh code for the phone (replacing an earlier one) and returns it for the SMS. */
export function issueCode(db: Database, tenant: string, phone: string, now: Date): string {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expires = new Date(now.getTime() + CODE_TTL_MS).toISOString();
  db.prepare(
    `INSERT INTO sign_in_codes (tenant, phone, code_hash, expires_at, attempts) VALUES (?, ?, ?, ?, 0)
     ON CONFLICT (tenant, phone) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at, attempts = 0`,
  ).run(tenant, phone, codeHash(tenant, phone, code).toString('hex'), expires);
  return code;
}

/** Withdraws a code that could not be delivered. */
export function withdrawCode(db: Database, tenant: string, phone: string): void {
  db.prepare('DELETE FROM sign_in_codes WHERE tenant = ? AND phone = ?').run(tenant, phone);
}

export type VerifyResult =
  | { ok: true; user: User; token: string; expiresAt: Date }
  | { ok: false; status: 401 | 429; message: string };

/**
 * Checks a code and, when right, signs the user in: the user is created on first sign-in and
 * a session is opened. One transaction, so parallel guesses cannot slip past the attempt limit.
 */
export function verifyCode(
  db: Database,
  tenant: string,
  phone: string,
  code: string,
  now: Date,
): VerifyResult {
  return transaction(db, (): VerifyResult => {
    const row = db
      .prepare('SELECT code_hash, expires_at, attempts FROM sign_in_codes WHERE tenant = ? AND phone = ?')
      .get(tenant, phone) as { code_hash: string; expires_at: string; attempts: number } | undefined;
    if (!row) return { ok: false, status: 401, message: AUTH_MESSAGES.codeMissing };
    if (Date.parse(row.expires_at) <= now.getTime()) {
      withdrawCode(db, tenant, phone);
      return { ok: false, status: 401, message: AUTH_MESSAGES.codeExpired };
    }
    if (row.attempts >= MAX_CODE_ATTEMPTS)
      return { ok: false, status: 429, message: AUTH_MESSAGES.tooManyAttempts };
    const attempts = row.attempts + 1;
    if (!timingSafeEqual(codeHash(tenant, phone, code), Buffer.from(row.code_hash, 'hex'))) {
      db.prepare('UPDATE sign_in_codes SET attempts = ? WHERE tenant = ? AND phone = ?').run(
        attempts,
        tenant,
        phone,
      );
      return {
        ok: false,
        status: 401,
        message: attempts >= MAX_CODE_ATTEMPTS ? AUTH_MESSAGES.codeLastAttempt : AUTH_MESSAGES.codeWrong,
      };
    }
    withdrawCode(db, tenant, phone);
    db.prepare(
      'INSERT INTO users (tenant, phone, created_at) VALUES (?, ?, ?) ON CONFLICT (tenant, phone) DO NOTHING',
    ).run(tenant, phone, now.toISOString());
    const user = db
      .prepare('SELECT id, phone FROM users WHERE tenant = ? AND phone = ?')
      .get(tenant, phone) as unknown as User;
    // Expired sessions of this user are of no use to anyone.
    db.prepare('DELETE FROM sessions WHERE tenant = ? AND user_id = ? AND expires_at <= ?').run(
      tenant,
      user.id,
      now.toISOString(),
    );
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    db.prepare('INSERT INTO sessions (token_hash, tenant, user_id, expires_at) VALUES (?, ?, ?, ?)').run(
      tokenHash(token),
      tenant,
      user.id,
      expiresAt.toISOString(),
    );
    return { ok: true, user: { id: user.id, phone: user.phone }, token, expiresAt };
  });
}

/** The user a session token belongs to on this tenant, while the session lasts. */
export function sessionUser(
  db: Database,
  tenant: string,
  token: string | undefined,
  now: Date,
): User | undefined {
  if (!token || !TOKEN_FORMAT.test(token)) return undefined;
  const row = db
    .prepare(
      'SELECT users.id AS id, users.phone AS phone FROM sessions JOIN users ON users.id = sessions.user_id WHERE sessions.token_hash = ? AND sessions.tenant = ? AND users.tenant = ? AND sessions.expires_at > ?',
    )
    .get(tokenHash(token), tenant, tenant, now.toISOString()) as { id: number; phone: string } | undefined;
  return row ? { id: row.id, phone: row.phone } : undefined;
}

/** Ends a session (sign-out). Only this tenant's session with this token is touched. */
export function endSession(db: Database, tenant: string, token: string | undefined): void {
  if (!token || !TOKEN_FORMAT.test(token)) return;
  db.prepare('DELETE FROM sessions WHERE token_hash = ? AND tenant = ?').run(tokenHash(token), tenant);
}
