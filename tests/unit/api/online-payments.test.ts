/**
 * Paying by reference at the API (/online-payment): the offline request that takes no money and
 * says so to the shopper and the dealer; the card payment through Stripe against a local
 * stand-in that speaks its protocol and signs its webhooks; the tenant's purposes and limit; a
 * gated page; replayed and forged webhooks.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stripePayments } from '../../../src/api/adapters/payments.ts';
import { leadAdf, leadEmail, type StoredLead } from '../../../src/api/services/lead-message.ts';
import { deliverDue } from '../../../src/api/services/outbox.ts';
import { type StripeStandIn, startStripeStandIn } from '../../support/stripe-stand-in.ts';
import { type Harness, startHarness, testCar } from './harness.ts';

const HOST = 'alpha.localhost';
const now = new Date('2026-11-26T00:00:00Z');
let offline: Harness;
let online: Harness;
let stripe: StripeStandIn;
let previousTrustProxy: string | undefined;
let ip = 0;
beforeEach(() => {
  ip++;
});

const payment = {
  purpose: 'invoice',
  reference: 'inv-10234',
  amount: '350.50',
  name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '0412 345 678',
};

function pay(h: Harness, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return h.request(
    HOST,
    'POST',
    '/api/payments',
    { ...payment, ...extra },
    { 'x-forwarded-for': `198.51.100.${ip % 250}`, ...headers },
  );
}

function paymentLeads(h: Harness, paymentId: string): { id: string }[] {
  return h.runtime.db
    .prepare("SELECT id FROM leads WHERE kind = 'payment' AND payload LIKE ? ORDER BY created_at")
    .all(`%${paymentId}%`) as { id: string }[];
}

async function deliveredEmail(h: Harness, leadId: string): Promise<string> {
  await deliverDue(h.runtime.deps, 500);
  return readFileSync(
    join(h.dataDir, 'outbox', 'mail', `lead-${leadId}_www.alpha.example.com.au.eml`),
    'utf8',
  )
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
}

const tenant = {
  slug: 'alpha',
  settings: {
    site: { name: 'Alpha Motors', url: 'https://www.alpha.example.com.au', timezone: 'Australia/Sydney' },
    payments: { onlinePaymentPage: true, purposes: ['invoice', 'service'], maxAmount: 2000 },
  },
  cars: [testCar('A1')],
};

beforeAll(async () => {
  previousTrustProxy = process.env['TRUST_PROXY'];
  process.env['TRUST_PROXY'] = '1';
  stripe = await startStripeStandIn();
  offline = await startHarness([tenant], { now: () => now });
  online = await startHarness([tenant], {
    now: () => now,
    adapters: { payments: stripePayments(stripe.secretKey, stripe.webhookSecret, stripe.url) },
  });
});

afterAll(async () => {
  await offline.close();
  await online.close();
  await stripe.close();
  if (previousTrustProxy === undefined) delete process.env['TRUST_PROXY'];
  else process.env['TRUST_PROXY'] = previousTrustProxy;
});

describe('paying by reference without a payment provider', () => {
  it('is a payment request: no money taken, the shopper and the dealer told so', async () => {
    const setup = await offline.request(HOST, 'GET', '/api/payments/setup');
    expect(setup.json).toEqual({ pay_online: false, purposes: ['invoice', 'service'], max_amount: 2000 });
    const response = await pay(offline);
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      state: 'requested',
      amount: '$350.50',
      message:
        "Request received. No payment has been taken: we'll call you to take the $350.50 for invoice INV-10234.",
    });
    expect(response.json.payment_url).toBeUndefined();
    const [lead] = paymentLeads(offline, response.json.payment_id);
    const stored = (await offline.runtime.deps.store.leads.get(lead!.id)) as StoredLead;
    const data = offline.runtime.deps.tenantData('alpha')!;
    expect(leadEmail(stored, data).subject).toBe('Online Payment: Ada Lovelace');
    const email = await deliveredEmail(offline, lead!.id);
    expect(email).toContain('Paying for: invoice INV-10234');
    expect(email).toContain('Amount: $350.50');
    expect(email).toContain(
      'Payment status: No money was taken: call the customer to take the payment of $350.50',
    );
    expect(email).not.toMatch(/paid by card/);
    expect(leadAdf(stored, data)).toContain(
      'Online payment for invoice INV-10234: No money was taken: call the customer to take the payment of $350.50',
    );
    const state = await offline.request(HOST, 'GET', `/api/payments/${response.json.payment_id}`);
    expect(state.json.state).toBe('requested');
  });

  it('a retry with the same key is the same request; one lead', async () => {
    const first = await pay(offline, {}, { 'idempotency-key': 'payment-ada-1' });
    const retry = await pay(offline, {}, { 'idempotency-key': 'payment-ada-1' });
    expect(retry.json.payment_id).toBe(first.json.payment_id);
    expect(paymentLeads(offline, first.json.payment_id)).toHaveLength(1);
  });

  it('a purpose the tenant does not offer, an amount over its limit or unreadable, a bad reference: each named', async () => {
    const deposit = await pay(offline, { purpose: 'deposit' });
    expect(deposit.status).toBe(400);
    expect(deposit.json.errors).toEqual([
      { field: 'purpose', message: 'This payment type is not taken online here.' },
    ]);
    const large = await pay(offline, { amount: '2000.01' });
    expect(large.json.errors).toEqual([
      {
        field: 'amount',
        message: 'Online payments are up to $2,000.00. Please pay larger amounts at the dealership.',
      },
    ]);
    expect((await pay(offline, { amount: '2000' })).status).toBe(201);
    const unreadable = await pay(offline, { amount: '-5', reference: '<b>' });
    expect(unreadable.json.errors.map((e: { field: string }) => e.field)).toEqual(['reference', 'amount']);
    expect((await offline.request(HOST, 'GET', '/api/payments/not-a-payment')).status).toBe(404);
  });
});

describe('a tenant without the page, or gating it (NAV-05)', () => {
  it('[NAV-05] answers 404 without the page, and 401 without a session where it is gated', async () => {
    const other = await startHarness(
      [
        { slug: 'alpha', settings: {}, cars: [testCar('B1')] },
        {
          slug: 'beta',
          settings: { payments: { onlinePaymentPage: true }, features: { gatedRoutes: ['online-payment'] } },
          cars: [testCar('B2')],
        },
      ],
      { now: () => now },
    );
    try {
      const off = await other.request(HOST, 'POST', '/api/payments', payment);
      expect(off.status).toBe(404);
      expect(off.json).toEqual({ message: 'This site does not take payments online.' });
      const gated = await other.request('beta.localhost', 'POST', '/api/payments', payment);
      expect(gated.status).toBe(401);
      expect(gated.json).toEqual({ message: 'Please sign in to pay online.' });
    } finally {
      await other.close();
    }
  });
});

describe('paying by reference with Stripe (against the local stand-in)', () => {
  it('sends the shopper to pay; only the signed webhook marks it paid and tells the dealer, once', async () => {
    const setup = await online.request(HOST, 'GET', '/api/payments/setup');
    expect(setup.json.pay_online).toBe(true);
    const response = await pay(
      online,
      { purpose: 'service', reference: 'JOB-58812' },
      { 'idempotency-key': 'pay-online-1' },
    );
    expect(response.status).toBe(201);
    expect(response.json.state).toBe('awaiting-payment');
    const session = stripe.sessions.at(-1)!;
    expect(response.json.payment_url).toBe(session.url);
    expect(session).toMatchObject({
      amount: 35_050,
      currency: 'aud',
      metadata: { tenant: 'alpha', payment_id: response.json.payment_id },
      customer_email: 'ada@example.com',
    });
    expect(session.success_url).toBe(
      `https://www.alpha.example.com.au/online-payment?payment=${response.json.payment_id}&paid=1`,
    );
    // A retry is the same payment and the same Checkout Session: never a second charge.
    const retry = await pay(
      online,
      { purpose: 'service', reference: 'JOB-58812' },
      { 'idempotency-key': 'pay-online-1' },
    );
    expect(retry.json.payment_url).toBe(session.url);
    expect(stripe.sessions.filter((s) => s.metadata['payment_id'] === response.json.payment_id)).toHaveLength(
      1,
    );
    // Nothing reaches the dealer until the money has moved.
    expect(paymentLeads(online, response.json.payment_id)).toHaveLength(0);
    const waiting = await online.request(HOST, 'GET', `/api/payments/${response.json.payment_id}`);
    expect(waiting.json.state).toBe('awaiting-payment');

    const forged = stripe.completedEvent(session, { eventId: 'evt_forged_pay', secret: 'whsec_not_ours' });
    const refused = await online.request(HOST, 'POST', '/api/payments/stripe/webhook', forged.body, {
      'stripe-signature': forged.signature,
    });
    expect(refused.status).toBe(400);
    const { body, signature } = stripe.completedEvent(session, { eventId: 'evt_pay_1' });
    const hook = await online.request(HOST, 'POST', '/api/payments/stripe/webhook', body, {
      'stripe-signature': signature,
    });
    expect(hook.json).toEqual({ received: true, outcome: 'paid' });
    const replay = await online.request(HOST, 'POST', '/api/payments/stripe/webhook', body, {
      'stripe-signature': signature,
    });
    expect(replay.json).toEqual({ received: true, outcome: 'ignored' });
    const paid = await online.request(HOST, 'GET', `/api/payments/${response.json.payment_id}`);
    expect(paid.json).toMatchObject({
      state: 'paid',
      message: 'Payment received: $350.50 for job JOB-58812. Thank you.',
    });
    const leads = paymentLeads(online, response.json.payment_id);
    expect(leads).toHaveLength(1);
    expect(await deliveredEmail(online, leads[0]!.id)).toContain(
      `Payment status: $350.50 paid by card online (payment ${session.id})`,
    );
  });
});

describe('a tenant that turns card payments off (payments.payOnline: false)', () => {
  it('takes a request even with a provider set up, and starts no payment', async () => {
    const h = await startHarness(
      [
        {
          ...tenant,
          settings: { ...tenant.settings, payments: { ...tenant.settings.payments, payOnline: false } },
        },
      ],
      {
        now: () => now,
        adapters: { payments: stripePayments(stripe.secretKey, stripe.webhookSecret, stripe.url) },
      },
    );
    try {
      const sessions = stripe.sessions.length;
      expect((await h.request(HOST, 'GET', '/api/payments/setup')).json.pay_online).toBe(false);
      const response = await pay(h);
      expect(response.json.state).toBe('requested');
      expect(response.json.payment_url).toBeUndefined();
      expect(stripe.sessions).toHaveLength(sessions);
    } finally {
      await h.close();
    }
  });
});
