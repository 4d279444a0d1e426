import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import type { ApiDeps, ApiEnv } from '../context.ts';
import { HttpError } from '../errors.ts';
import { AUTH_MESSAGES, type User } from '../services/auth.ts';
import { listWatchlist, removeCar, saveCar, WATCHLIST_MESSAGES } from '../services/watchlist.ts';
import { parseBody } from '../parse-body.ts';
import { currentUser, phoneField } from './auth.ts';
import { readJson } from './read-json.ts';

/** Body of save-car and remove-car (spec-1 §7, WL-07). Feeds give ids as text or numbers. */
const WatchlistCarSchema = v.strictObject({
  phone_number: phoneField(),
  car_id: v.pipe(
    v.union(
      [v.pipe(v.string(), v.trim()), v.pipe(v.number(), v.integer(), v.transform(String))],
      'car_id must be the id of a car',
    ),
    v.nonEmpty('car_id must be the id of a car'),
    v.maxLength(100, 'car_id is too long'),
  ),
});

const NOT_YOUR_LIST =
  'This phone number is not the one you signed in with. You can only change your own watchlist.';

/**
 * Every failure of a watchlist call also carries success: false, since the client reads the
 * answer as a success flag and a message (spec-1 §7, §8).
 */
function failure(error: unknown): unknown {
  if (error instanceof HttpError)
    return new HttpError(error.status, error.message, { ...error.details, success: false });
  return error;
}

async function signedIn(c: Context<ApiEnv>, deps: ApiDeps): Promise<User> {
  const user = await currentUser(c, deps);
  if (!user) throw new HttpError(401, AUTH_MESSAGES.notSignedIn);
  return user;
}

export function registerWatchlist(api: Hono<ApiEnv>, deps: ApiDeps): void {
  // A person's list is never cached by a CDN or the browser.
  api.use('/watchlist', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  api.use('/watchlist/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  /** Shared by save-car and remove-car: session, body, and the phone must be the session's. */
  async function change(
    c: Context<ApiEnv>,
    action: (user: User, carId: string) => Promise<string>,
  ): Promise<Response> {
    try {
      const user = await signedIn(c, deps);
      const body = parseBody(WatchlistCarSchema, await readJson(c));
      if (body.phone_number !== user.phone) throw new HttpError(403, NOT_YOUR_LIST);
      return c.json({ success: true, message: await action(user, body.car_id) });
    } catch (error) {
      throw failure(error);
    }
  }

  /** POST /api/watchlist/save-car { phone_number, car_id } → { success, message } (WL-07). */
  api.post('/watchlist/save-car', (c) =>
    change(c, async (user, carId) => {
      await saveCar(deps.store.watchlist, c.get('site').slug, c.get('tenant'), user.id, carId, deps.now());
      return WATCHLIST_MESSAGES.saved;
    }),
  );

  /** POST /api/watchlist/remove-car { phone_number, car_id } → { success, message } (WL-07). */
  api.post('/watchlist/remove-car', (c) =>
    change(c, async (user, carId) => {
      await removeCar(deps.store.watchlist, c.get('site').slug, c.get('tenant'), user.id, carId);
      return WATCHLIST_MESSAGES.removed;
    }),
  );

  /** GET /api/watchlist → { cars: [{ id, slug, name, price, primary_image_url, status } | { id, removed: true }] }. */
  api.get('/watchlist', async (c) => {
    try {
      const user = await signedIn(c, deps);
      return c.json({
        cars: await listWatchlist(deps.store.watchlist, c.get('site').slug, c.get('tenant'), user.id),
      });
    } catch (error) {
      throw failure(error);
    }
  });
}
