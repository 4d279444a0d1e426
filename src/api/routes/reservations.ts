import type { Hono } from 'hono';
import { ReservationRequestSchema } from '../../domain/reservations/reservation-request.ts';
import { LEAD_MESSAGES } from '../../domain/leads/messages.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';
import { HttpError } from '../errors.ts';
import { parseBody } from '../parse-body.ts';
import { captchaSecrets, requireCaptcha } from '../services/captcha.ts';
import { clientAddress } from '../services/client.ts';
import { isTenantOrigin } from '../services/origins.ts';
import { rateLimit } from '../services/rate-limit.ts';
import { reservationStatus, reserveCar, userReservations } from '../services/reservations.ts';
import { currentUser } from './auth.ts';
import { readJson } from './read-json.ts';
import { idempotencyKey, userWhereGated } from './request-guards.ts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function registerReservations(api: Hono<ApiEnv>, deps: ApiDeps): void {
  // A person reserves a car or two; a script trying every car is stopped (SEC-03).
  const limit = rateLimit(deps.store.rateLimits, 10, 10 * 60, 'reservations');
  const secrets = captchaSecrets(deps.dataDir);

  /**
   * POST /api/reservations { car_slug, name, email | phone, terms_conditions: true } (DEAL-01):
   * 201 with the hold and, when the deposit is taken online, where to pay; 409 when the car is
   * held by someone else or cannot be reserved.
   */
  api.post('/reservations', async (c) => {
    const site = c.get('site');
    await limit.consume(`${site.slug}:${clientAddress(c)}`);
    const key = idempotencyKey(c);
    const body = parseBody(ReservationRequestSchema, await readJson(c), LEAD_MESSAGES.fixErrorsHeading);
    const tenant = c.get('tenant');
    const now = deps.now();
    // Signed in, the reservation is the account's (My Garage on any device).
    const user = await userWhereGated(c, deps, 'checkout', 'Please sign in to reserve this car.');
    if (tenant.tenant.settings.forms.captcha)
      await requireCaptcha(body.altcha, undefined, site.slug, deps.store, secrets, now);
    const { car_slug, altcha: _captcha, terms_conditions: _terms, ...contact } = body;
    const origin = c.req.header('origin');
    const returnOrigin = origin && isTenantOrigin(tenant, site.slug, origin) ? origin : undefined;
    const answer = await reserveCar(
      deps.store,
      deps.adapters.payments,
      deps.dataDir,
      site.slug,
      tenant,
      car_slug,
      contact,
      key,
      now,
      returnOrigin,
      user?.id,
    );
    return c.json(answer, 201);
  });

  /** GET /api/my/reservations: the signed-in shopper's reservations (My Garage on any device, DEAL-04). */
  api.get('/my/reservations', async (c) => {
    const user = await currentUser(c, deps);
    if (!user) throw new HttpError(401, 'Please sign in to see your reservations.');
    const list = await userReservations(deps.store, c.get('site').slug, c.get('tenant'), user.id, deps.now());
    return c.json({ reservations: list }, 200, { 'Cache-Control': 'no-store' });
  });

  /** GET /api/cars/:slug/reservation: whether the car is held now and until when (VDP-14). */
  api.get('/cars/:slug/reservation', async (c) => {
    const slug = c.req.param('slug');
    const car = SLUG.test(slug) ? c.get('tenant').carsBySlug.get(slug) : undefined;
    if (!car) throw new HttpError(404, 'We could not find that vehicle. It may have been sold or removed.');
    const status = await reservationStatus(
      deps.store,
      deps.adapters.payments,
      c.get('site').slug,
      c.get('tenant'),
      car,
      deps.now(),
    );
    return c.json(status, 200, { 'Cache-Control': 'no-store' });
  });
}
