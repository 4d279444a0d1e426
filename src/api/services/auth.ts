/**
 * Sign-in by phone with a one-time code (API-03). Only hashes are stored: the 6-digit code
 * as an HMAC keyed with a per-process secret (a copy of the database cannot be brute-forced
 * offline), the session token as SHA-256 (it is 32 random bytes). Everything is per tenant:
 * a user, a code and a session of tenant A mean nothing on tenant B (SEC-01).
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Store, User } from '../store/types.ts';

export type { User } from '../store/types.ts';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_COOKIE = 'dealer_session';

/** A session token as the cookie carries it: 32 random bytes, base64url. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/**
 * The key of the code HMAC. Several API processes on one database share it through
 * SIGN_IN_SECRET, so a code sent by one is checked by another. Without it each process draws
 * its own: codes outstanding when the process restarts stop working (they live 10 minutes).
 */
const CODE_SECRET = process.env['SIGN_IN_SECRET']
  ? Buffer.from(process.env['SIGN_IN_SECRET'])
  : randomBytes(32);

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

function codeHash(tenant: string, phone: string, code: string): Buffer {
  return createHmac('sha256', CODE_SECRET).update(`${tenant}\n${phone}\n${code}`).digest();
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues a fresh code for the phone (replacing an earlier one) and returns it for the SMS. */
export async function issueCode(store: Store, tenant: string, phone: string, now: Date): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expires = new Date(now.getTime() + CODE_TTL_MS);
  await store.signIn.issueCode(tenant, phone, codeHash(tenant, phone, code).toString('hex'), expires);
  return code;
}

/** Withdraws a code that could not be delivered. */
export function withdrawCode(store: Store, tenant: string, phone: string): Promise<void> {
  return store.signIn.withdrawCode(tenant, phone);
}

export type VerifyResult =
  | { ok: true; user: User; token: string; expiresAt: Date }
  | { ok: false; status: 401 | 429; message: string; retryAfterSeconds?: number };

/**
 * Checks a code and, when right, signs the user in: the user is created on first sign-in and
 * a session is opened. The attempt is counted atomically in the store, so parallel guesses
 * (from any process) cannot slip past the attempt limit, and a right code signs in once.
 */
export async function verifyCode(
  store: Store,
  tenant: string,
  phone: string,
  code: string,
  now: Date,
): Promise<VerifyResult> {
  const attempt = await store.signIn.attemptCode(tenant, phone, MAX_CODE_ATTEMPTS, now);
  switch (attempt.state) {
    case 'missing':
      return { ok: false, status: 401, message: AUTH_MESSAGES.codeMissing };
    case 'expired':
      return { ok: false, status: 401, message: AUTH_MESSAGES.codeExpired };
    case 'locked':
      // This code takes no more guesses until it expires; a new code can be asked for at once.
      return {
        ok: false,
        status: 429,
        message: AUTH_MESSAGES.tooManyAttempts,
        retryAfterSeconds: Math.max(1, Math.ceil((attempt.expiresAt.getTime() - now.getTime()) / 1000)),
      };
  }
  if (!timingSafeEqual(codeHash(tenant, phone, code), Buffer.from(attempt.codeHash, 'hex'))) {
    return {
      ok: false,
      status: 401,
      message:
        attempt.attempts >= MAX_CODE_ATTEMPTS ? AUTH_MESSAGES.codeLastAttempt : AUTH_MESSAGES.codeWrong,
    };
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const user = await store.signIn.redeemCode(
    tenant,
    phone,
    attempt.codeHash,
    { tokenHash: tokenHash(token), expiresAt },
    now,
  );
  if (!user) return { ok: false, status: 401, message: AUTH_MESSAGES.codeMissing };
  return { ok: true, user, token, expiresAt };
}

/** The user a session token belongs to on this tenant, while the session lasts. */
export async function sessionUser(
  store: Store,
  tenant: string,
  token: string | undefined,
  now: Date,
): Promise<User | undefined> {
  if (!token || !TOKEN_FORMAT.test(token)) return undefined;
  return store.signIn.sessionUser(tenant, tokenHash(token), now);
}

/** Ends a session (sign-out). Only this tenant's session with this token is touched. */
export async function endSession(store: Store, tenant: string, token: string | undefined): Promise<void> {
  if (!token || !TOKEN_FORMAT.test(token)) return;
  await store.signIn.endSession(tenant, tokenHash(token));
}
