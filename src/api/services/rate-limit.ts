/**
 * Rate limits on the endpoints people could abuse (SEC-03), per tenant and client address,
 * with rate-limiter-flexible. In memory: one process per machine; several API instances
 * would move this to the shared store.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from '../errors.ts';

export interface RateLimit {
  /** Throws HttpError 429 when `key` has used up its allowance. */
  consume(key: string): Promise<void>;
}

export function rateLimit(points: number, durationSeconds: number, what: string): RateLimit {
  const limiter = new RateLimiterMemory({ points, duration: durationSeconds });
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          const seconds = Math.ceil(error.msBeforeNext / 1000);
          throw new HttpError(
            429,
            `Too many ${what}. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
            { retryAfterSeconds: seconds },
          );
        }
        throw error;
      }
    },
  };
}
