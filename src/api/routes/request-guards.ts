/**
 * What the API's POST routes check before their service runs: the Idempotency-Key header's
 * shape, and sign-in where the tenant gates the page the request comes from (NAV-05).
 */
import type { Context } from 'hono';
import type { GateableRoute } from '../../domain/gated-routes.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';
import { HttpError } from '../errors.ts';
import type { User } from '../store/types.ts';
import { currentUser } from './auth.ts';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

/** The request's Idempotency-Key (a retry with it is the same request), or a 400 when malformed. */
export function idempotencyKey(c: Context): string | undefined {
  const key = c.req.header('idempotency-key');
  if (key !== undefined && !IDEMPOTENCY_KEY.test(key))
    throw new HttpError(400, 'Idempotency-Key must be 8 to 100 letters, digits or . _ : -');
  return key;
}

/**
 * The signed-in shopper, if any; a 401 with `message` when the tenant gates `route` and nobody
 * is signed in (the page asks for sign-in, and so does the API).
 */
export async function userWhereGated(
  c: Context<ApiEnv>,
  deps: ApiDeps,
  route: GateableRoute,
  message: string,
): Promise<User | undefined> {
  const user = await currentUser(c, deps);
  if (!user && c.get('tenant').tenant.settings.features.gatedRoutes.includes(route))
    throw new HttpError(401, message);
  return user;
}
