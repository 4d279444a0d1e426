import type { Hono } from 'hono';
import { LEAD_MESSAGES } from '../../domain/leads/messages.ts';
import { OnlinePaymentRequestSchema } from '../../domain/payments/online-payment.ts';
import { PaymentSignatureError } from '../adapters/payments.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';
import { HttpError } from '../errors.ts';
import { parseBody } from '../parse-body.ts';
import { captchaSecrets, requireCaptcha } from '../services/captcha.ts';
import { clientAddress } from '../services/client.ts';
import {
  confirmPayment,
  paymentState,
  requestPayment,
  takesPaymentOnline,
} from '../services/online-payments.ts';
import { isTenantOrigin } from '../services/origins.ts';
import { rateLimit } from '../services/rate-limit.ts';
import { confirmDeposit } from '../services/reservations.ts';
import { readBodyText, readJson } from './read-json.ts';
import { idempotencyKey, userWhereGated } from './request-guards.ts';

const PAYMENT_ID = /^[0-9a-f-]{36}$/;

export function registerPayments(api: Hono<ApiEnv>, deps: ApiDeps): void {
  // A person pays an invoice or two; a script trying amounts is stopped (SEC-03).
  const limit = rateLimit(deps.store.rateLimits, 10, 10 * 60, 'payments');
  const secrets = captchaSecrets(deps.dataDir);

  /**
   * POST /api/payments { purpose, reference, amount, name, email, phone } (/online-payment): 201
   * with where to pay when a provider takes the money, else the stored request.
   */
  api.post('/payments', async (c) => {
    const site = c.get('site');
    await limit.consume(`${site.slug}:${clientAddress(c)}`);
    const key = idempotencyKey(c);
    const body = parseBody(OnlinePaymentRequestSchema, await readJson(c), LEAD_MESSAGES.fixErrorsHeading);
    const tenant = c.get('tenant');
    const now = deps.now();
    await userWhereGated(c, deps, 'online-payment', 'Please sign in to pay online.');
    if (tenant.tenant.settings.forms.captcha)
      await requireCaptcha(body.altcha, undefined, site.slug, deps.store, secrets, now);
    const { altcha: _captcha, ...request } = body;
    const origin = c.req.header('origin');
    const returnOrigin = origin && isTenantOrigin(tenant, site.slug, origin) ? origin : undefined;
    const answer = await requestPayment(
      deps.store,
      deps.adapters.payments,
      site.slug,
      tenant,
      request,
      key,
      now,
      returnOrigin,
    );
    return c.json(answer, 201);
  });

  /** GET /api/payments/setup: whether the page takes the money by card now, what for and up to how much. */
  api.get('/payments/setup', (c) => {
    const offer = c.get('tenant').tenant.settings.payments;
    if (!offer.onlinePaymentPage) throw new HttpError(404, 'This site does not take payments online.');
    return c.json(
      {
        pay_online: takesPaymentOnline(deps.adapters.payments, c.get('tenant')),
        purposes: offer.purposes,
        max_amount: offer.maxAmount,
      },
      200,
      { 'Cache-Control': 'no-store' },
    );
  });

  /** GET /api/payments/:id: where the shopper's payment stands, after the provider's page. */
  api.get('/payments/:id', async (c) => {
    const id = c.req.param('id');
    if (!PAYMENT_ID.test(id)) throw new HttpError(404, 'We could not find that payment.');
    const answer = await paymentState(deps.store, c.get('site').slug, id);
    return c.json(answer, 200, { 'Cache-Control': 'no-store' });
  });

  /**
   * POST /api/payments/stripe/webhook: Stripe's signed event, for a reservation's deposit (DEAL-02)
   * or a payment by reference. A forged or altered body is a 400; an event seen before changes nothing.
   */
  api.post('/payments/stripe/webhook', async (c) => {
    const raw = await readBodyText(c);
    let event: ReturnType<typeof deps.adapters.payments.readEvent>;
    try {
      event = deps.adapters.payments.readEvent(raw, c.req.header('stripe-signature'));
    } catch (error) {
      if (error instanceof PaymentSignatureError)
        throw new HttpError(400, 'The webhook signature is not valid.');
      throw error;
    }
    const now = deps.now();
    if (event.kind !== 'paid' || !(await deps.store.reservations.firstEvent(event.id, now)))
      return c.json({ received: true, outcome: 'ignored' });
    const outcome =
      event.subject === 'reservation'
        ? await confirmDeposit(deps.store, deps.dataDir, deps.tenantData, event, now)
        : await confirmPayment(deps.store, deps.tenantData, event, now);
    return c.json({ received: true, outcome });
  });
}
