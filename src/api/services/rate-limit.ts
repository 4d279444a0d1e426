/**
 * Rate limits on the endpoints people could abuse (SEC-03), per tenant and client address:
 * fixed windows counted in the store, so every API process on the same database shares
 * them (SEC-12). Windows follow the wall clock, not the API's injectable `now`.
 */
import { HttpError } from '../errors.ts';
import type { RateLimitStore } from '../store/types.ts';

export interface RateLimit {
  /** Throws HttpError 429 when `key` has used up its allowance. */
  consume(key: string): Promise<void>;
}

export function rateLimit(
  store: RateLimitStore,
  points: number,
  durationSeconds: number,
  what: string,
  clock: () => Date = () => new Date(),
): RateLimit {
  // Limits share the store: the name and allowance keep each limit's windows apart.
  const prefix = `${what}|${points}/${durationSeconds}|`;
  return {
    async consume(key) {
      const now = clock();
      const { count, resetAt } = await store.hit(prefix + key, durationSeconds * 1000, now);
      if (count <= points) return;
      const seconds = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
      throw new HttpError(
        429,
        `Too many ${what}. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
        { retryAfterSeconds: seconds },
      );
    },
  };
}
