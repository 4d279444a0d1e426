import { describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES } from '../../../../src/domain/calculators/delivery.ts';
import {
  type DealChoices,
  type DealFacts,
  dealChoiceErrors,
  dealDelivery,
  dealLines,
  dealSummary,
  dealTotalLabel,
  dealChargesNote,
} from '../../../../src/domain/deals/deal.ts';
import { dealCharges, isDealDriveAway } from '../../../../src/domain/deals/deal-charges.ts';
import type { Car } from '../../../../src/model/car.ts';

const facts: DealFacts = {
  price: 27_990,
  driveAway: true,
  tradeInOffer: undefined,
  deliveryFee: undefined,
  interestRate: 10,
  establishmentFee: 0,
};
const cash: DealChoices = { payment: 'cash', deposit: 0, termYears: 5, delivery: 'pickup' };

describe('the online purchase deal (DEAL-03)', () => {
  it('[DEAL-03] adds the delivery estimate, takes off the trade-in and finances the rest weekly', () => {
    const summary = dealSummary(
      { ...facts, driveAway: false, tradeInOffer: 8_900, deliveryFee: 290 },
      { payment: 'finance', deposit: 2_000, termYears: 5, delivery: 'delivery' },
    );
    expect(summary).toEqual({
      price: 27_990,
      driveAway: false,
      deliveryFee: 290,
      total: 28_280,
      tradeIn: 8_900,
      balance: 19_380,
      tradeInSurplus: 0,
      payment: 'finance',
      deposit: 2_000,
      financeAmount: 17_380,
      termYears: 5,
      interestRate: 10,
      // 17,380 at 10% p.a. over 260 weeks: 85.01… rounded up (FIN-04).
      weekly: 86,
    });
  });

  it('matches the finance calculator: $17,090 over 5 years at 10% is $84 a week', () => {
    const summary = dealSummary(
      { ...facts, tradeInOffer: 8_900 },
      { ...cash, payment: 'finance', deposit: 2_000 },
    );
    expect(summary.financeAmount).toBe(17_090);
    expect(summary.weekly).toBe(84);
  });

  it('finances the establishment fee with the balance, at the tenant rate', () => {
    const summary = dealSummary(
      { ...facts, price: 10_000, interestRate: 8.5, establishmentFee: 1_360.5 },
      { ...cash, payment: 'finance', termYears: 3 },
    );
    // (10,000 + 1,360.50) at 8.5% over 156 weeks: 82.56… → 83.
    expect(summary.weekly).toBe(83);
  });

  it('says Enquire for Finance (null) at $25 a week or less, as the calculator does (FIN-05)', () => {
    const summary = dealSummary(facts, { ...cash, payment: 'finance', deposit: 27_000 });
    expect(summary.financeAmount).toBe(990);
    expect(summary.weekly).toBeNull();
  });

  it('pick-up adds nothing, even when an old delivery estimate is known', () => {
    expect(dealSummary({ ...facts, deliveryFee: 290 }, cash)).toMatchObject({
      deliveryFee: undefined,
      total: 27_990,
    });
  });

  it('a place with no estimate adds nothing and is quoted later', () => {
    const summary = dealSummary({ ...facts, deliveryFee: null }, { ...cash, delivery: 'delivery' });
    expect(summary).toMatchObject({ deliveryFee: null, total: 27_990, balance: 27_990 });
    expect(dealLines(summary, { place: '0872 Alice Springs NT' })[1]).toEqual([
      'Delivery to 0872 Alice Springs NT',
      'We will quote you',
    ]);
  });

  it('a trade-in worth more than the car leaves no balance and names the surplus', () => {
    const summary = dealSummary({ ...facts, price: 9_000, tradeInOffer: 10_500 }, cash);
    expect(summary).toMatchObject({ balance: 0, tradeInSurplus: 1_500 });
    expect(dealChoiceErrors({ ...cash, payment: 'finance' }, summary.balance).map((e) => e.field)).toEqual([
      'deal_payment',
      'deal_deposit',
    ]);
  });

  it('the deposit is clamped to the balance and never negative', () => {
    expect(dealSummary(facts, { ...cash, payment: 'finance', deposit: -50 }).deposit).toBe(0);
    expect(dealSummary(facts, { ...cash, payment: 'finance', deposit: 40_000 }).deposit).toBe(27_990);
  });

  it('checks the deposit and the term before the shopper moves on', () => {
    const finance = { ...cash, payment: 'finance' as const };
    expect(dealChoiceErrors({ ...finance, deposit: 2_000 }, 19_090)).toEqual([]);
    expect(dealChoiceErrors({ ...finance, deposit: 19_090 }, 19_090)).toEqual([
      { field: 'deal_deposit', message: 'Enter a deposit in whole dollars from $0 up to less than $19,090.' },
    ]);
    expect(dealChoiceErrors({ ...finance, deposit: 10.5 }, 19_090)[0]?.field).toBe('deal_deposit');
    expect(dealChoiceErrors({ ...finance, termYears: 8 }, 19_090)).toEqual([
      { field: 'deal_term_years', message: 'Choose a loan term from 1 to 7 years.' },
    ]);
    expect(dealChoiceErrors({ ...finance, termYears: 2.25 }, 19_090)[0]?.field).toBe('deal_term_years');
    expect(dealChoiceErrors({ ...cash, deposit: -1, termYears: 99 }, 19_090)).toEqual([]);
  });

  it('calls the total drive-away only when the price is, or when the charges are estimated', () => {
    expect(isDealDriveAway({ price_type: 'Drive Away' }, {})).toBe(true);
    expect(isDealDriveAway({ price_type: 'driveaway' }, {})).toBe(true);
    expect(isDealDriveAway({ price_type: 'Excl. Govt. Charges' }, {})).toBe(false);
    expect(isDealDriveAway({ price_type: undefined }, {})).toBe(false);
    // The tenant's word for a price the feed gives no type for; never over the feed's own type.
    expect(isDealDriveAway({ price_type: undefined }, { priceTypeWhenUnknown: 'drive-away' })).toBe(true);
    expect(
      isDealDriveAway({ price_type: 'Excl. Govt. Charges' }, { priceTypeWhenUnknown: 'drive-away' }),
    ).toBe(false);
    expect(dealTotalLabel({ driveAway: true })).toBe('Drive-away total');
    expect(dealTotalLabel({ driveAway: false })).toBe('Total before government charges');
    expect(
      dealTotalLabel({ driveAway: false, charges: { kind: 'estimate', state: 'NSW', lines: [], sum: 1 } }),
    ).toBe('Estimated drive-away total');
  });

  const nswUsed = {
    price: 9_990,
    price_type: undefined,
    location: undefined,
    state: 'NSW',
    car_type: 'used',
    item_type: 'car',
    simple_body: 'Sedan',
    bodyconfiguration: undefined,
    simple_fuel: 'Petrol',
    fuel: undefined,
    variant: { cylinders: 4 },
  } satisfies Partial<Car>;

  it("[COMP-06] a price without government charges gets the state's estimate as lines, and the total includes them", () => {
    const charges = dealCharges(nswUsed, {});
    // NSW: 100 × $3 = $300 duty; $79 + $374 registration; $546 green slip.
    expect(charges).toEqual({
      kind: 'estimate',
      state: 'NSW',
      lines: [
        { label: 'Motor vehicle duty', amount: 300 },
        { label: 'Registration, 12 months', amount: 453 },
        { label: 'CTP green slip, 12 months', amount: 546 },
      ],
      sum: 1_299,
    });
    const summary = dealSummary({ ...facts, price: 9_990, driveAway: false, charges }, cash);
    expect(summary.total).toBe(11_289);
    expect(dealLines(summary, {}).slice(0, 6)).toEqual([
      ['Car price (excl. government charges)', '$9,990'],
      ['Motor vehicle duty (NSW, estimate)', '$300'],
      ['Registration, 12 months (NSW, estimate)', '$453'],
      ['CTP green slip, 12 months (NSW, estimate)', '$546'],
      ['Pick up', '$0'],
      ['Estimated drive-away total', '$11,289'],
    ]);
    expect(dealChargesNote(summary)).toBe(
      "the government charges are estimated from NSW's published rates for 12 months' registration",
    );
  });

  it('[COMP-06] a drive-away price has no charges added; a price the tables cannot cover says so and adds nothing', () => {
    expect(dealCharges({ ...nswUsed, price_type: 'Drive Away' }, {})).toBeUndefined();
    const none = dealCharges({ ...nswUsed, state: 'ACT' }, {});
    expect(none).toMatchObject({ kind: 'none' });
    const summary = dealSummary({ ...facts, price: 9_990, driveAway: false, charges: none }, cash);
    expect(summary.total).toBe(9_990);
    expect(dealLines(summary, {})).toContainEqual([
      'Government charges',
      'Not estimated. Ask us for the drive-away price.',
    ]);
    expect(dealTotalLabel(summary)).toBe('Total before government charges');
  });

  it('[COMP-06] an SA estimate says the CTP is inside the registration figure', () => {
    const charges = dealCharges({ ...nswUsed, state: 'SA', price: 15_000 }, {});
    const summary = dealSummary({ ...facts, price: 15_000, driveAway: false, charges }, cash);
    expect(dealLines(summary, {})).toContainEqual([
      'CTP insurance, 12 months (SA, estimate)',
      'Included in registration',
    ]);
    // 15,000 + 540 duty + 670 registration with CTP.
    expect(summary.total).toBe(16_210);
  });

  it('lists the deal in order, as the shopper and the dealer read it', () => {
    const summary = dealSummary(
      { ...facts, tradeInOffer: 8_900, deliveryFee: 0 },
      { payment: 'finance', deposit: 2_000, termYears: 5, delivery: 'delivery' },
    );
    expect(dealLines(summary, { place: '2170 Liverpool NSW, Local delivery' })).toEqual([
      ['Car price (drive away)', '$27,990'],
      ['Delivery to 2170 Liverpool NSW, Local delivery (estimate)', 'Free'],
      ['Drive-away total', '$27,990'],
      ['Less your trade-in offer', '−$8,900'],
      ['Balance', '$19,090'],
      ['Your deposit', '$2,000'],
      ['Amount to finance', '$17,090'],
      ['Weekly repayment (5 years at 10% p.a.)', '$84 a week'],
    ]);
    expect(dealLines(dealSummary(facts, cash), { pickupFrom: 'Bass Hill' })).toEqual([
      ['Car price (drive away)', '$27,990'],
      ['Pick up from Bass Hill', '$0'],
      ['Drive-away total', '$27,990'],
      ['Balance', '$27,990'],
      ['Payment', 'Pay in full'],
    ]);
  });

  it('takes a delivery estimate into the deal: the fee and the place, or the reason it cannot', () => {
    const place = { postcode: '2000', locality: 'Sydney', state: 'NSW' as const, lat: -33.87, lng: 151.21 };
    expect(
      dealDelivery({
        status: 'quoted',
        price: 290,
        regionName: 'Sydney metro',
        place,
        origin: undefined,
        distanceKm: undefined,
      }),
    ).toEqual({ ok: true, fee: 290, place: '2000 Sydney NSW, Sydney metro' });
    expect(dealDelivery({ status: 'no-estimate', message: DELIVERY_MESSAGES.noEstimate, place })).toEqual({
      ok: true,
      fee: null,
      place: '2000 Sydney NSW',
    });
    expect(dealDelivery({ status: 'not-found', message: 'Invalid postcode' })).toEqual({
      ok: false,
      message: 'Invalid postcode',
    });
  });
});
