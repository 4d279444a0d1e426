/**
 * The forms' captcha (LEAD-22, SEC-03): ALTCHA's proof of work, self-hosted. The API hands out a
 * challenge signed with its secret (GET /api/captcha/challenge), the shopper's browser solves it
 * while they type, and POST /api/leads checks the solution when the tenant has forms.captcha on:
 * signed by us, not expired, solved, and used once (the store's counters remember used ones, so
 * every API process on the database agrees). Nothing is fetched from a third party.
 *
 * The work is light (tens of milliseconds in a phone's browser): the defence is that every lead
 * must carry a fresh, signed, single-use token, on top of the rate limits and the honeypot.
 */
import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { LEAD_MESSAGES } from '../../domain/leads/messages.ts';
import { HttpError } from '../errors.ts';
import type { RateLimitStore, Store } from '../store/types.ts';
import { apiSecret } from './api-secret.ts';

/** How long a challenge may be solved and used. */
export const CHALLENGE_TTL_MS = 20 * 60_000;

const CAPTCHA_MESSAGES = {
  missing: LEAD_MESSAGES.captchaMissing,
  invalid: LEAD_MESSAGES.captchaInvalid,
  reused: LEAD_MESSAGES.captchaReused,
} as const;

export interface CaptchaSecrets {
  signature: string;
  key: string;
}

/** The robot check's signing secrets, derived from the API's secret (api-secret.ts). */
export function captchaSecrets(dataDir: string, env: NodeJS.ProcessEnv = process.env): CaptchaSecrets {
  const secret = apiSecret(dataDir, env);
  return { signature: `${secret}:challenge`, key: `${secret}:key` };
}

export function newChallenge(secrets: CaptchaSecrets, now: Date): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(2_000, 6_000),
    deriveKey,
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.key,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
}

/** Why a submitted captcha payload is refused, or undefined when it passes (and is now used up). */
export async function captchaProblem(
  payload: string | undefined,
  secrets: CaptchaSecrets,
  used: RateLimitStore,
  now: Date,
): Promise<string | undefined> {
  if (!payload) return CAPTCHA_MESSAGES.missing;
  let parsed: { challenge?: Challenge; solution?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as typeof parsed;
  } catch {
    return CAPTCHA_MESSAGES.invalid;
  }
  if (!parsed.challenge?.signature || typeof parsed.solution !== 'object' || parsed.solution === null)
    return CAPTCHA_MESSAGES.invalid;
  const result = await verifySolution({
    challenge: parsed.challenge,
    solution: parsed.solution as Parameters<typeof verifySolution>[0]['solution'],
    deriveKey,
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.key,
  }).catch(() => undefined);
  if (!result?.verified) return CAPTCHA_MESSAGES.invalid;
  // Single use: the first lead with this solution counts it; any later one is refused.
  const { count } = await used.hit(`captcha|${parsed.challenge.signature}`, CHALLENGE_TTL_MS, now);
  return count > 1 ? CAPTCHA_MESSAGES.reused : undefined;
}

/**
 * The robot check of POST /api/leads (LEAD-22), after the fields were checked, so a shopper
 * fixing a typo keeps their solved check. Throws a 400 naming the `altcha` field when it fails.
 * A client's retry of a stored lead (same Idempotency-Key) brings the check its first try used:
 * the answer is that lead's id. The key is looked up only then, so a normal lead costs no query.
 */
export async function requireCaptcha(
  payload: string | undefined,
  idempotencyKey: string | undefined,
  tenant: string,
  store: Pick<Store, 'leads' | 'rateLimits'>,
  secrets: CaptchaSecrets,
  now: Date,
): Promise<string | undefined> {
  const problem = await captchaProblem(payload, secrets, store.rateLimits, now);
  if (!problem) return undefined;
  if (problem === CAPTCHA_MESSAGES.reused && idempotencyKey !== undefined) {
    const first = await store.leads.byIdempotencyKey(tenant, idempotencyKey);
    if (first) return first;
  }
  throw new HttpError(400, LEAD_MESSAGES.fixErrorsHeading, {
    errors: [{ field: 'altcha', message: problem }],
  });
}
