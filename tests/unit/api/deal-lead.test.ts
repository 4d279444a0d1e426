/**
 * The online purchase journey's deal lead at the API (DEAL-03): the API prices the deal itself
 * (the car from the stock, the trade-in offer from the stored valuation, delivery from the
 * tenant's pricing and the postcode data, the repayment at the tenant's rate), whatever the
 * browser claims; the dealer's e-mail and ADF carry every part; a tenant without the journey,
 * a price-on-application car, a sold car, an unknown postcode and another tenant's valuation are
 * refused with a clear message.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadAdf, type StoredLead } from '../../../src/api/services/lead-message.ts';
import { deliverDue } from '../../../src/api/services/outbox.ts';
import { type Harness, startHarness, testCar } from './harness.ts';

const HOST = 'alpha.localhost';
const OFF = 'bravo.localhost';
let h: Harness;

const journey = {
  features: { checkoutJourney: true },
  finance: { defaultInterestRate: 10 },
  vehicle: {
    deliveryPricing: {
      regions: [{ name: 'Sydney metro', postcodes: ['2000-2234'], price: 290 }],
      bands: [{ upToKm: 1000, price: 990 }],
    },
  },
};
const cars = [
  testCar('c1', { price: 27990, price_type: 'Drive Away' }),
  testCar('c2', { price: 0 }),
  testCar('c3', { status: 'sold' }),
  testCar('c4', { car_type: 'new', make: 'Kia' }),
  testCar('c5', { price: 47990, price_type: 'Drive Away', year: 2024, badge: 'ZR Hybrid' }),
  testCar('c6', {
    price: 24990,
    price_type: 'Excl. Govt. Charges',
    simple_body: 'Hatch',
    simple_fuel: 'Petrol',
    variant: { cylinders: 4 },
  }),
];

/** The dealer's instant-offer rules: one market reference, for the HiLux the tests trade in. */
const valuation = {
  offerPercentOfRetail: 80,
  offerPercentOfTrade: 100,
  kmPercentPer1000: 0.25,
  kmMaxPercent: 10,
  conditionPercent: { Excellent: 3, Good: 0, Fair: -8, Poor: -20 },
  references: [
    {
      make: 'Toyota',
      model: 'HiLux',
      variant: 'SR5 (4x4)',
      year: 2020,
      basis: 'retail',
      value: 43_990,
      km: 95_000,
      source: 'Test reference',
      asOf: '2026-11-01',
    },
  ],
};

/** The API's clock: the real time unless a test sets it. */
let clock: Date | undefined;

beforeAll(async () => {
  h = await startHarness(
    [
      { slug: 'alpha', settings: journey, cars, valuation },
      { slug: 'bravo', cars, valuation },
    ],
    { now: () => clock ?? new Date() },
  );
});
afterAll(() => h.close());

const post = (path: string, body: unknown, host = HOST) => h.request(host, 'POST', `/api${path}`, body);
const shopper = {
  name: 'Jo',
  last_name: 'Citizen',
  email: 'jo@example.com',
  phone: '0412 345 678',
  postcode: '4000',
};

async function offer(host = HOST): Promise<{ evalid: string; offer: number }> {
  const found = await post('/eval-expert/enter-vin', { rego: 'EHN58T', state: 'NSW' }, host);
  const evalid = found.json[0].EvalID as string;
  const updated = await post(
    '/eval-expert/update-eval',
    { evalid, km: 45_000, cName: 'Jo Citizen', cEmail: 'jo@example.com', car_condition: 'Good' },
    host,
  );
  return { evalid, offer: updated.json[0].offer_price as number };
}

function eml(id: string): string {
  return readFileSync(join(h.dataDir, 'outbox', 'mail', `lead-${id}_www.alpha.example.com.au.eml`), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=')
    .replace(/=E2=88=92/g, '−');
}

const dollars = (value: number) => `$${value.toLocaleString('en-AU')}`;

describe('deal leads from the online purchase journey', () => {
  it('[DEAL-03] one deal lead carries the car, the trade-in, finance, delivery and the totals, priced by the API', async () => {
    const { evalid, offer: tradeIn } = await offer();
    expect(tradeIn).toBeGreaterThan(0);
    const response = await post('/leads', {
      kind: 'deal',
      car_id: 'c5',
      EvalID: evalid,
      deal_payment: 'finance',
      deal_deposit: 2000,
      deal_term_years: 5,
      delivery_method: 'delivery',
      delivery_postcode: '2000',
      ...shopper,
      // What a forged request might claim: none of it is used.
      offer_price: 50_000,
    });
    expect(response.status).toBe(201);
    const id = response.json.lead_id as string;
    const stored = (await h.runtime.deps.store.leads.get(id)) as StoredLead;
    const total = 47_990 + 290;
    const balance = total - tradeIn;
    expect(stored.payload.offer_price).toBe(tradeIn);
    expect(stored.payload.deal_summary?.summary).toMatchObject({
      price: 47_990,
      driveAway: true,
      deliveryFee: 290,
      total,
      tradeIn,
      balance,
      payment: 'finance',
      deposit: 2_000,
      financeAmount: balance - 2_000,
      termYears: 5,
      interestRate: 10,
    });
    expect(stored.payload.deal_summary?.place).toBe('2000 Sydney NSW, Sydney metro');

    await deliverDue(h.runtime.deps, 500);
    const mail = eml(id);
    expect(mail).toContain(`Online Purchase from alpha cars (lead ${id})`);
    const weekly = stored.payload.deal_summary!.summary.weekly!;
    expect(weekly).toBeGreaterThan(25);
    for (const text of [
      'Vehicle: 2024 Toyota Corolla ZR Hybrid (stock Sc5)',
      'Trade-in vehicle: 2020 Toyota HiLux SR5 (4x4)',
      `Instant offer: ${dollars(tradeIn)}`,
      `Valuation: ${evalid}`,
      'Deal: Car price (drive away): $47,990',
      'Deal: Delivery to 2000 Sydney NSW, Sydney metro (estimate): $290',
      `Deal: Drive-away total: ${dollars(total)}`,
      `Deal: Less your trade-in offer: −${dollars(tradeIn)}`,
      `Deal: Balance: ${dollars(balance)}`,
      'Deal: Your deposit: $2,000',
      `Deal: Amount to finance: ${dollars(balance - 2_000)}`,
      `Deal: Weekly repayment (5 years at 10% p.a.): ${dollars(weekly)} a week`,
    ])
      expect(mail).toContain(text);

    const adf = leadAdf(stored, h.runtime.deps.tenantData('alpha')!);
    expect(adf).toContain(
      `<price type="asking" currency="AUD">47990</price><finance><method>finance</method><amount type="downpayment" limit="exact" currency="AUD">2000</amount><amount type="total" limit="exact" currency="AUD">${balance - 2_000}</amount></finance></vehicle>`,
    );
    expect(adf).toContain('<vehicle interest="trade-in" status="used"><year>2020</year><make>Toyota</make>');
    expect(adf).toContain(`<price type="appraisal" currency="AUD">${tradeIn}</price>`);
    expect(adf).toContain(
      `Online purchase: drive-away total ${dollars(total)}, balance ${dollars(balance)}, finance of ${dollars(balance - 2_000)}`,
    );
    expect(adf).toContain(`Deal: Weekly repayment (5 years at 10% p.a.): ${dollars(weekly)} a week`);
  });

  it('[DEAL-03] paying in full and picking up: no delivery fee, the balance is the price', async () => {
    const response = await post('/leads', { kind: 'deal', car_id: 'c1', deal_payment: 'cash', ...shopper });
    expect(response.status).toBe(201);
    const stored = (await h.runtime.deps.store.leads.get(response.json.lead_id)) as StoredLead;
    expect(stored.payload.deal_summary).toMatchObject({
      summary: { total: 27_990, tradeIn: 0, balance: 27_990, payment: 'cash' },
      pickupFrom: 'Test Motors - Sales',
    });
    expect(stored.payload.deal_summary?.summary.deliveryFee).toBeUndefined();
    expect(stored.payload.offer_price).toBeUndefined();
  });

  it('[COMP-06] a price without government charges: the API adds the estimated NSW charges, and the dealer reads them', async () => {
    const slug = h.runtime.deps.tenantData('alpha')!.carsById.get('c6')!.slug;
    // NSW (the car's location): 250 × $3 = $750 duty, $79 + $374 registration, $546 green slip.
    const charges = {
      kind: 'estimate',
      state: 'NSW',
      lines: [
        { label: 'Motor vehicle duty', amount: 750 },
        { label: 'Registration, 12 months', amount: 453 },
        { label: 'CTP green slip, 12 months', amount: 546 },
      ],
      sum: 1_749,
    };
    const answer = await h.request(HOST, 'GET', `/api/cars/${slug}/deal`);
    expect(answer.json).toMatchObject({ drive_away: false, government_charges: charges });
    const response = await post('/leads', { kind: 'deal', car_id: 'c6', deal_payment: 'cash', ...shopper });
    expect(response.status).toBe(201);
    const id = response.json.lead_id as string;
    const stored = (await h.runtime.deps.store.leads.get(id)) as StoredLead;
    expect(stored.payload.deal_summary?.summary).toMatchObject({ charges, total: 26_739, balance: 26_739 });
    await deliverDue(h.runtime.deps, 500);
    const mail = eml(id);
    for (const text of [
      'Deal: Car price (excl. government charges): $24,990',
      'Deal: Motor vehicle duty (NSW, estimate): $750',
      'Deal: Registration, 12 months (NSW, estimate): $453',
      'Deal: CTP green slip, 12 months (NSW, estimate): $546',
      'Deal: Estimated drive-away total: $26,739',
    ])
      expect(mail).toContain(text);
  });

  it('a place beyond every band is quoted later, an unknown postcode is refused', async () => {
    const far = await post('/leads', {
      kind: 'deal',
      car_id: 'c1',
      delivery_method: 'delivery',
      delivery_postcode: '0872',
      ...shopper,
    });
    expect(far.status).toBe(201);
    const stored = (await h.runtime.deps.store.leads.get(far.json.lead_id)) as StoredLead;
    expect(stored.payload.deal_summary?.summary).toMatchObject({ deliveryFee: null, total: 27_990 });
    const unknown = await post('/leads', {
      kind: 'deal',
      car_id: 'c1',
      delivery_method: 'delivery',
      delivery_postcode: '0000',
      ...shopper,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors).toEqual([{ field: 'delivery_postcode', message: 'Invalid postcode' }]);
  });

  it('refuses a deposit the balance cannot take, with the field to fix', async () => {
    const response = await post('/leads', {
      kind: 'deal',
      car_id: 'c1',
      deal_payment: 'finance',
      deal_deposit: 30_000,
      ...shopper,
    });
    expect(response.status).toBe(400);
    expect(response.json.errors).toEqual([
      { field: 'deal_deposit', message: 'Enter a deposit in whole dollars from $0 up to less than $27,990.' },
    ]);
  });

  it('refuses cars that cannot be bought online and tenants without the journey', async () => {
    const message =
      'This car cannot be bought online. It may have been sold or reserved; please call us or send an enquiry.';
    // Price on application, sold, and a new car of a make the dealer does not sell online.
    for (const car_id of ['c2', 'c3', 'c4']) {
      const response = await post('/leads', { kind: 'deal', car_id, ...shopper });
      expect(response.status).toBe(409);
      expect(response.json.message).toBe(message);
    }
    expect((await post('/leads', { kind: 'deal', car_id: 'c1', ...shopper }, OFF)).status).toBe(409);
    expect((await post('/leads', { kind: 'deal', ...shopper })).json.errors).toEqual([
      { field: 'car_id', message: 'Choose the car you are buying.' },
    ]);
  });

  it('[DEAL-03] takes an instant offer off the price for its 7 days, and refuses it after', async () => {
    clock = new Date('2026-11-26T00:00:00Z'); // 11:00am Thursday 26 November in Sydney
    try {
      const { evalid } = await offer();
      const deal = {
        kind: 'deal',
        car_id: 'c5',
        EvalID: evalid,
        deal_payment: 'cash',
        delivery_method: 'pickup',
        ...shopper,
      };
      // Thursday 3 December, 11:59pm in Sydney: the offer's last day.
      clock = new Date('2026-12-03T12:59:00Z');
      expect((await post('/leads', deal)).status).toBe(201);
      clock = new Date('2026-12-03T13:00:00Z');
      const late = await post('/leads', { ...deal, name: 'Jo Late' });
      expect(late.status).toBe(400);
      expect(late.json.errors).toEqual([
        {
          field: 'EvalID',
          message:
            'This instant offer has expired: offers stand for 7 days. Value your car again for a current offer, or continue without a trade-in.',
        },
      ]);
    } finally {
      clock = undefined;
    }
  });

  it('takes the trade-in only from this tenant’s valuation', async () => {
    const { evalid } = await offer(OFF);
    const response = await post('/leads', { kind: 'deal', car_id: 'c1', EvalID: evalid, ...shopper });
    expect(response.status).toBe(400);
    expect(response.json.errors).toEqual([
      { field: 'EvalID', message: 'We could not find that valuation. Please start again.' },
    ]);
  });

  it('GET /api/cars/:slug/deal says what the journey needs, and why a car cannot be bought', async () => {
    const slug = h.runtime.deps.tenantData('alpha')!.carsById.get('c1')!.slug;
    const car = await h.request(HOST, 'GET', `/api/cars/${slug}/deal`);
    expect(car.status).toBe(200);
    expect(car.json).toMatchObject({
      id: 'c1',
      price: 27_990,
      drive_away: true,
      buyable: true,
      message: null,
      pickup_from: 'Test Motors - Sales',
      reserve: { deposit: 200, label: 'Reserve Now for $200' },
    });
    const poa = h.runtime.deps.tenantData('alpha')!.carsById.get('c2')!.slug;
    expect((await h.request(HOST, 'GET', `/api/cars/${poa}/deal`)).json).toMatchObject({ buyable: false });
    expect((await h.request(OFF, 'GET', `/api/cars/${slug}/deal`)).json).toMatchObject({ buyable: false });
    expect((await h.request(HOST, 'GET', '/api/cars/no-such-car/deal')).status).toBe(404);
  });
});
