/**
 * Reserving a car at the API (VDP-14, DEAL-01, DEAL-02): the offline reservation request that
 * takes no money and says so; the Stripe deposit against a local stand-in that speaks Stripe's
 * protocol and signs its webhooks; one reservation per car under 50 simultaneous attempts; the
 * hold shown at once; replayed, forged and late webhooks.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stripePayments } from '../../../src/api/adapters/payments.ts';
import { leadAdf, leadEmail, type StoredLead } from '../../../src/api/services/lead-message.ts';
import { deliverDue } from '../../../src/api/services/outbox.ts';
import { type StripeStandIn, startStripeStandIn } from '../../support/stripe-stand-in.ts';
import { type Harness, signInBySms, startHarness, testCar } from './harness.ts';

const HOST = 'alpha.localhost';
let now = new Date('2026-11-26T00:00:00Z');
let offline: Harness;
let online: Harness;
let stripe: StripeStandIn;
let previousTrustProxy: string | undefined;
let ip = 0;
beforeEach(() => {
  ip++;
});

const cars = [
  testCar('A1'),
  testCar('A2', { status: 'sold' }),
  testCar('A3', { reserve_deposit: 500 }),
  testCar('A4'),
  testCar('RACE'),
  testCar('LATE'),
  testCar('U1', { make: 'Kia', model: 'Sportage', badge: 'SX' }),
];
const slugOf = (h: Harness, id: string) => h.runtime.deps.tenantData('alpha')!.carsById.get(id)!.slug;

const shopper = {
  name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  postcode: '2000',
  phone: '0412 345 678',
  terms_conditions: true,
};

function reserve(
  h: Harness,
  carId: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return h.request(
    HOST,
    'POST',
    '/api/reservations',
    { car_slug: slugOf(h, carId), ...shopper, ...extra },
    {
      'x-forwarded-for': `198.51.100.${ip % 250}`,
      ...headers,
    },
  );
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

function reservationLeads(h: Harness, reservationId: string): { id: string; payload: string }[] {
  return h.runtime.db
    .prepare(
      "SELECT id, payload FROM leads WHERE kind = 'reservation' AND payload LIKE ? ORDER BY created_at",
    )
    .all(`%${reservationId}%`) as { id: string; payload: string }[];
}

beforeAll(async () => {
  previousTrustProxy = process.env['TRUST_PROXY'];
  process.env['TRUST_PROXY'] = '1';
  stripe = await startStripeStandIn();
  const tenant = {
    slug: 'alpha',
    settings: {
      site: { name: 'Alpha Motors', url: 'https://www.alpha.example.com.au', timezone: 'Australia/Sydney' },
    },
    cars,
  };
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

describe('reserving without a payment provider', () => {
  it('[DEAL-01] [VDP-14] is a reservation request: no money taken, the shopper and the dealer told so', async () => {
    const response = await reserve(offline, 'A1');
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      state: 'requested',
      deposit: 200,
      hold_until: '2026-11-28T00:00:00.000Z',
      reserved_until: 'Reserved until Sat 11:00am',
      message: "We'll call you to take the $200 deposit and confirm your hold. No payment has been taken.",
    });
    expect(response.json.payment_url).toBeUndefined();
    const status = await offline.request(HOST, 'GET', `/api/cars/${slugOf(offline, 'A1')}/reservation`);
    expect(status.json).toEqual({
      reserved: true,
      pay_online: false,
      hold_until: '2026-11-28T00:00:00.000Z',
      text: 'Reserved until Sat 11:00am',
      paid: false,
    });
    // The next build reads the held cars from the API's snapshot.
    const held = JSON.parse(readFileSync(join(offline.dataDir, 'held-cars', 'alpha.json'), 'utf8'));
    expect(held.cars).toContainEqual({
      car_id: 'A1',
      car_slug: slugOf(offline, 'A1'),
      hold_until: '2026-11-28T00:00:00.000Z',
    });
    const [lead] = reservationLeads(offline, response.json.reservation_id);
    const email = await deliveredEmail(offline, lead!.id);
    const stored = (await offline.runtime.deps.store.leads.get(lead!.id)) as StoredLead;
    expect(leadEmail(stored, offline.runtime.deps.tenantData('alpha')!).subject).toMatch(
      /^Reserve: Ada Lovelace — /,
    );
    expect(leadAdf(stored, offline.runtime.deps.tenantData('alpha')!)).toMatch(/<vehicle interest="buy"/);
    expect(email).toContain('Deposit: $200 deposit to be taken by phone (no payment was made online)');
    expect(email).toContain('Held until: Saturday 28 November 2026, 11:00am AEDT');
    expect(email).not.toMatch(/deposit paid/i);
  });

  it('[DEAL-02] a second shopper is told the car has just been reserved; a retry with the same key is the same reservation', async () => {
    const first = await reserve(offline, 'A4', {}, { 'idempotency-key': 'reserve-a4-ada' });
    expect(first.status).toBe(201);
    const retry = await reserve(offline, 'A4', {}, { 'idempotency-key': 'reserve-a4-ada' });
    expect(retry.status).toBe(201);
    expect(retry.json.reservation_id).toBe(first.json.reservation_id);
    expect(reservationLeads(offline, first.json.reservation_id)).toHaveLength(1);
    const second = await reserve(offline, 'A4', { name: 'Grace', email: 'grace@example.com' });
    expect(second.status).toBe(409);
    expect(second.json.message).toBe(
      'This car has just been reserved. Please choose another car, or ask us to let you know if it becomes available.',
    );
  });

  it('a sold or unknown car, a deposit in the request, missing terms: each refused with a clear message', async () => {
    expect((await reserve(offline, 'A2')).json).toEqual({
      message: 'This car cannot be reserved: it is sold, already reserved or no longer listed.',
    });
    const unknown = await offline.request(HOST, 'POST', '/api/reservations', {
      car_slug: 'no-such-car',
      ...shopper,
    });
    expect(unknown.status).toBe(409);
    const priced = await reserve(offline, 'A3', { deposit: 1 });
    expect(priced.status).toBe(400);
    const noTerms = await reserve(offline, 'A3', { terms_conditions: false });
    expect(noTerms.status).toBe(400);
    expect(noTerms.json.errors).toContainEqual({
      field: 'terms_conditions',
      message: '* Please agree to the reservation terms.',
    });
    // The deposit is the car's own.
    expect((await reserve(offline, 'A3')).json.deposit).toBe(500);
  });

  it('[DEAL-02] of 50 simultaneous attempts on one car, one reserves it and 49 are told it has just been reserved', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        offline.request(
          HOST,
          'POST',
          '/api/reservations',
          {
            car_slug: slugOf(offline, 'RACE'),
            ...shopper,
            email: `shopper${i}@example.com`,
            postcode: '2000',
          },
          { 'x-forwarded-for': `203.0.113.${i + 1}` },
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(49);
  });

  it('[DEAL-02] after 48 hours the hold has lapsed: the car shows free and can be reserved again', async () => {
    const slug = slugOf(offline, 'A1');
    const was = now;
    now = new Date(was.getTime() + 48 * 3_600_000);
    expect((await offline.request(HOST, 'GET', `/api/cars/${slug}/reservation`)).json).toEqual({
      reserved: false,
      pay_online: false,
    });
    expect((await reserve(offline, 'A1', { name: 'Grace' })).status).toBe(201);
    now = was;
  });
});

describe('reservations of a signed-in shopper', () => {
  it('[DEAL-04] are listed for that shopper on any device, with their hold, and for no one else', async () => {
    const cookie = await signInBySms(offline, HOST, '+61400000101');
    const answer = await reserve(offline, 'U1', {}, { cookie });
    expect(answer.status).toBe(201);
    const carId = 'U1';
    // Another session of the same shopper (another device) sees it.
    const other = await signInBySms(offline, HOST, '+61400000101');
    const mine = await offline.request(HOST, 'GET', '/api/my/reservations', undefined, { cookie: other });
    expect(mine.status).toBe(200);
    expect(mine.json.reservations).toEqual([
      {
        reservation_id: answer.json.reservation_id,
        car_slug: slugOf(offline, carId),
        car_name: offline.runtime.deps.tenantData('alpha')!.carsById.get(carId)!.name,
        make: 'Kia',
        deposit: answer.json.deposit,
        state: 'requested',
        holding: true,
        paid: false,
        hold_until: answer.json.hold_until,
        text: answer.json.reserved_until,
      },
    ]);
    const stranger = await signInBySms(offline, HOST, '+61400000102');
    expect(
      (await offline.request(HOST, 'GET', '/api/my/reservations', undefined, { cookie: stranger })).json,
    ).toEqual({ reservations: [] });
    const signedOut = await offline.request(HOST, 'GET', '/api/my/reservations');
    expect(signedOut.status).toBe(401);
    expect(signedOut.json).toEqual({ message: 'Please sign in to see your reservations.' });
  });
});

describe('a tenant that gates checkout (NAV-05)', () => {
  it('[NAV-05] refuses a reservation without a session', async () => {
    const gated = await startHarness(
      [{ slug: 'alpha', settings: { features: { gatedRoutes: ['checkout'] } }, cars: [testCar('G1')] }],
      { now: () => now },
    );
    try {
      const answer = await reserve(gated, 'G1');
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({ message: 'Please sign in to reserve this car.' });
    } finally {
      await gated.close();
    }
  });
});

describe('reserving with Stripe (against the local stand-in)', () => {
  it('[DEAL-01] sends the shopper to pay the deposit; the signed webhook marks it paid and tells the dealer', async () => {
    const response = await reserve(online, 'A3', {}, { 'idempotency-key': 'reserve-a3-online' });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      state: 'requested',
      deposit: 500,
      message: 'Pay the deposit to confirm your hold.',
    });
    const session = stripe.sessions.at(-1)!;
    expect(response.json.payment_url).toBe(session.url);
    expect(session).toMatchObject({
      amount: 50_000,
      currency: 'aud',
      metadata: { tenant: 'alpha', reservation_id: response.json.reservation_id },
      customer_email: 'ada@example.com',
    });
    expect(session.success_url).toMatch(
      /^https:\/\/www\.alpha\.example\.com\.au\/cars\/[a-z0-9-]+\/checkout\?reservation=/,
    );
    // A retry is the same reservation and the same Checkout Session: never a second charge.
    const retry = await reserve(online, 'A3', {}, { 'idempotency-key': 'reserve-a3-online' });
    expect(retry.json.payment_url).toBe(session.url);
    expect(stripe.unauthorised).toBe(0);

    const { body, signature } = stripe.completedEvent(session, { eventId: 'evt_paid_1' });
    const hook = await online.request(HOST, 'POST', '/api/payments/stripe/webhook', body, {
      'stripe-signature': signature,
      'content-type': 'application/json',
    });
    expect(hook.status).toBe(200);
    expect(hook.json).toEqual({ received: true, outcome: 'paid' });
    const status = await online.request(HOST, 'GET', `/api/cars/${slugOf(online, 'A3')}/reservation`);
    expect(status.json).toMatchObject({ reserved: true, paid: true, pay_online: true });
    const leads = reservationLeads(online, response.json.reservation_id);
    expect(leads).toHaveLength(2);
    expect(await deliveredEmail(online, leads[0]!.id)).toContain('Deposit: $500 deposit not yet paid');
    expect(await deliveredEmail(online, leads[1]!.id)).toContain('Deposit: $500 deposit paid online');

    // The same event again changes nothing; a forged one is refused.
    const replay = await online.request(HOST, 'POST', '/api/payments/stripe/webhook', body, {
      'stripe-signature': signature,
    });
    expect(replay.json).toEqual({ received: true, outcome: 'ignored' });
    const forged = stripe.completedEvent(session, { eventId: 'evt_forged', secret: 'whsec_not_ours' });
    const refused = await online.request(HOST, 'POST', '/api/payments/stripe/webhook', forged.body, {
      'stripe-signature': forged.signature,
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ message: 'The webhook signature is not valid.' });
    expect(reservationLeads(online, response.json.reservation_id)).toHaveLength(2);
  });

  it('[DEAL-02] a payment that arrives after the 48 hours ends the hold and asks the dealer to refund it', async () => {
    const response = await reserve(online, 'LATE');
    const session = stripe.sessions.at(-1)!;
    const was = now;
    now = new Date(was.getTime() + 49 * 3_600_000);
    const { body, signature } = stripe.completedEvent(session);
    const hook = await online.request(HOST, 'POST', '/api/payments/stripe/webhook', body, {
      'stripe-signature': signature,
    });
    expect(hook.json).toEqual({ received: true, outcome: 'late' });
    const leads = reservationLeads(online, response.json.reservation_id);
    expect(await deliveredEmail(online, leads[1]!.id)).toContain(
      'Deposit: $200 deposit paid online after the 48-hour hold ended: please refund it',
    );
    now = was;
  });
});
