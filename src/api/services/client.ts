import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address for rate limits. Behind a CDN or proxy (TRUST_PROXY=1) the first
 * X-Forwarded-For entry; otherwise the socket's address, which a client cannot forge.
 */
export function clientAddress(c: Context): string {
  if (process.env['TRUST_PROXY'] === '1') {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
