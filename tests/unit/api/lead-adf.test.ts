/**
 * What a dealer's CRM receives per lead kind (LEAD-20, LEAD-23; the trade-in wizard's photos and
 * valuation: trade-in-lead.test.ts): each ADF document valid against the rules of the ADF 1.0
 * DTD (tests/support/adf-dtd.ts), with a <vehicle> of its kind, the test drive in the location's
 * time, and every value the shopper typed in both the e-mail and the ADF.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDue } from '../../../src/api/services/outbox.ts';
import { leadAdf, leadEmail, leadReplyTo, type StoredLead } from '../../../src/api/services/lead-message.ts';
import { adfDtdProblems as adfProblems } from '../../support/adf-dtd.ts';
import { type Harness, startHarness, testCar } from './harness.ts';

const HOST = 'echo.localhost';
let h: Harness;

beforeAll(async () => {
  h = await startHarness([
    {
      slug: 'echo',
      settings: {
        site: { name: 'Echo Motors', url: 'https://www.echo.example.com.au', timezone: 'Australia/Sydney' },
      },
      cars: [testCar('E1')],
      service: { title: 'Servicing', intro: 'Genuine servicing.', service_types: ['Logbook service'] },
    },
  ]);
});
afterAll(() => h.close());

async function send(body: Record<string, unknown>): Promise<{ lead: StoredLead; adf: string }> {
  const response = await h.request(HOST, 'POST', '/api/leads', {
    name: 'Ada',
    email: 'ada@example.com',
    postcode: '2000',
    message: 'Hello',
    ...body,
  });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  const lead = (await h.runtime.deps.store.leads.get(response.json.lead_id))! as StoredLead;
  return { lead, adf: leadAdf(lead, h.runtime.deps.tenantData('echo')!) };
}

describe('ADF per lead kind', () => {
  it('an enquiry about a car: interest buy, with the asking price', async () => {
    const { adf } = await send({ kind: 'enquiry', car_id: 'E1' });
    expect(adfProblems(adf)).toEqual([]);
    expect(adf).toMatch(/<vehicle interest="buy" status="used">.*<price type="asking" currency="AUD">/);
  });

  it('a test drive: interest test-drive and the appointment in the dealer’s time, in the ADF and the e-mail', async () => {
    const { lead, adf } = await send({
      kind: 'test_drive',
      car_id: 'E1',
      test_drive_at: '2099-11-24T22:30:00.000Z',
    });
    expect(adfProblems(adf)).toEqual([]);
    expect(adf).toContain('<vehicle interest="test-drive" status="used">');
    expect(adf).toContain('<comments>Test drive: Wednesday 25 November 2099, 9:30am AEDT');
    const email = leadEmail(lead, h.runtime.deps.tenantData('echo')!);
    expect(email.subject).toMatch(/^Test Drive: Ada/);
    expect(email.text).toContain('Test drive booking date: Wednesday 25 November 2099, 9:30am AEDT');
  });

  it('a trade-in: the shopper’s car to sell with its rego and odometer, never a browser’s offer; traded against a car, interest trade-in', async () => {
    const own = {
      'Vehicle Make': 'Mazda',
      'Vehicle Model': 'CX-5',
      'Vehicle Year': 2018,
      rego: 'XYZ789',
      regoState: 'NSW',
      kms: 88000,
      // Without a valuation (EvalID) there is no offer: a browser's own figure is dropped.
      offer_price: 19500,
      service_history: 'Full',
      number_of_keys: '2',
      car_condition: 'Good',
    } as const;
    const sell = await send({ kind: 'trade_in', ...own });
    expect(adfProblems(sell.adf)).toEqual([]);
    expect(sell.adf).toContain(
      '<vehicle interest="sell" status="used"><year>2018</year><make>Mazda</make><model>CX-5</model><odometer status="original" units="km">88000</odometer><comments>Rego XYZ789 NSW; Service history: Full; Keys: 2; Condition: Good</comments></vehicle>',
    );
    expect(sell.adf).not.toContain('interest="buy"');
    expect(leadEmail(sell.lead, h.runtime.deps.tenantData('echo')!).subject).toMatch(/^Trade-In Offer: Ada/);
    const tradeIn = await send({ kind: 'trade_in', car_id: 'E1', ...own });
    expect(adfProblems(tradeIn.adf)).toEqual([]);
    expect(tradeIn.adf).toMatch(
      /<vehicle interest="buy".*<vehicle interest="trade-in" status="used"><year>2018<\/year>/,
    );
  });

  it('[LEAD-23] a service booking: the shopper’s car as the vehicle (no interest: it is not for sale); the booking in the comments', async () => {
    const { adf } = await send({
      kind: 'service',
      postcode: '2229',
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'HiLux',
      'Vehicle Year': 2021,
      'Vehicle Rego': 'ABC123',
      'Vehicle State': 'NSW',
      kms: 45000,
      'Service Type': 'Logbook service',
      'Preferred Service Date': '2099-12-03',
    });
    expect(adfProblems(adf)).toEqual([]);
    expect(adf).toContain(
      '<vehicle status="used"><year>2021</year><make>Toyota</make><model>HiLux</model><odometer status="original" units="km">45000</odometer><comments>The customer’s own vehicle, for the service booking; Rego ABC123 NSW</comments></vehicle>',
    );
    expect(adf).toContain(
      '<comments>Service booking for Thursday 3 December 2099\n\n2021 Toyota HiLux, rego ABC123 NSW, 45,000 km\n\nLogbook service\n\nHello\n\nOpted in to marketing: Yes</comments>',
    );
  });
});

describe('every field the shopper typed reaches the dealer', () => {
  const contact = {
    name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    phone: '0412 345 678',
    postcode: '2229',
    message: 'Please call after 5pm',
  };
  const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const cases: [string, Record<string, unknown>, string[]][] = [
    [
      'a general enquiry',
      {
        kind: 'enquiry',
        category: 'General Enquiry',
        subcategory: 'Parts',
        location: 'Test Motors - Sales',
        location_id: 'l1',
        PreferredContactMethod: 'SMS',
      },
      ['General Enquiry / Parts', 'Test Motors - Sales', 'SMS'],
    ],
    [
      'an enquiry about a car',
      {
        kind: 'enquiry',
        car_id: 'E1',
        finance: 'Yes',
        'do-you-have-a-trade-in': 'No',
        subcategory: 'Vehicle Enquiry',
      },
      ['Finance: Yes', 'Trade-in: No', 'Vehicle Enquiry'],
    ],
    [
      'a test drive',
      {
        kind: 'test_drive',
        car_id: 'E1',
        test_drive_at: '2099-11-24T22:30:00.000Z',
        location: 'Test Motors - Sales',
      },
      ['Wednesday 25 November 2099, 9:30am AEDT', 'Test Motors - Sales'],
    ],
    ['a photo request', { kind: 'photos', car_id: 'E1' }, []],
    [
      'a finance application',
      { kind: 'finance', vehicle_price_budget: 45_000, finance: 'Yes', 'do-you-have-a-trade-in': 'Yes' },
      ['$45,000', 'Finance: Yes', 'Trade-in: Yes'],
    ],
    [
      'a trade-in described by hand',
      {
        kind: 'trade_in',
        'Vehicle Make': 'Mazda',
        'Vehicle Model': 'CX-5',
        'Vehicle Year': 2018,
        rego: 'XYZ789',
        regoState: 'NSW',
        kms: 88_000,
        service_history: 'Full service history',
        number_of_keys: '2',
        car_condition: 'Good',
      },
      ['2018 Mazda CX-5', 'XYZ789 NSW', '88,000 km', 'Full service history', 'Keys: 2', 'Condition: Good'],
    ],
    [
      'a careers enquiry',
      { kind: 'careers', location: 'Test Motors - Sales' },
      ['Career Enquiry', 'Test Motors - Sales'],
    ],
  ];

  for (const [what, body, typed] of cases) {
    it(`[LEAD-20] ${what}: each value in the e-mail and in the ADF`, async () => {
      const { lead, adf } = await send({ ...contact, ...body });
      expect(adfProblems(adf)).toEqual([]);
      const email = leadEmail(lead, h.runtime.deps.tenantData('echo')!);
      for (const value of [...Object.values(contact), ...typed]) {
        expect(email.text, `${what}: e-mail ${value}`).toContain(value);
        expect(adf, `${what}: ADF ${value}`).toContain(xmlText(value));
      }
    });
  }
});

describe('[LEAD-23] every ADF carries a vehicle and is valid against the ADF 1.0 DTD', () => {
  const contact = { name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', postcode: '2229' };
  const vehicleOf = (adf: string) => /<vehicle[^>]*>.*?<\/vehicle>/s.exec(adf)?.[0];

  it('a car of interest: VIN, stock number and trim in their own elements', async () => {
    const { adf } = await send({ ...contact, kind: 'enquiry', car_id: 'E1' });
    expect(adfProblems(adf)).toEqual([]);
    expect(vehicleOf(adf)).toBe(
      '<vehicle interest="buy" status="used"><year>2021</year><make>Toyota</make><model>Corolla</model><stock>SE1</stock><trim>Ascent Sport</trim><odometer status="original" units="km">41000</odometer><price type="asking" currency="AUD">24990</price></vehicle>',
    );
  });

  it('a test drive of a make and model typed on /book-test-drive: that make and model', async () => {
    const { adf } = await send({
      ...contact,
      kind: 'test_drive',
      'Vehicle Make': 'Kia',
      'Vehicle Model': 'EV9',
    });
    expect(adfProblems(adf)).toEqual([]);
    expect(vehicleOf(adf)).toBe(
      '<vehicle interest="test-drive" status="new"><year></year><make>Kia</make><model>EV9</model></vehicle>',
    );
  });

  it('a general enquiry about no car: an empty vehicle, not an invented one', async () => {
    const { adf } = await send({ ...contact, kind: 'enquiry', category: 'General Enquiry' });
    expect(adfProblems(adf)).toEqual([]);
    expect(vehicleOf(adf)).toBe(
      '<vehicle interest="buy" status="new"><year></year><make></make><model></model></vehicle>',
    );
  });

  it('a careers enquiry: valid, with the empty vehicle the DTD asks for', async () => {
    const { adf } = await send({ ...contact, kind: 'careers' });
    expect(adfProblems(adf)).toEqual([]);
    expect(adf).toContain('<make></make>');
  });

  it('a finance application: the budget as a finance amount of at most that much', async () => {
    const { adf } = await send({ ...contact, kind: 'finance', vehicle_price_budget: 45_000 });
    expect(adfProblems(adf)).toEqual([]);
    expect(vehicleOf(adf)).toBe(
      '<vehicle interest="buy" status="new"><year></year><make></make><model></model><finance><method>finance</method><amount type="total" limit="maximum" currency="AUD">45000</amount></finance></vehicle>',
    );
    const aboutCar = await send({ ...contact, kind: 'finance', car_id: 'E1', vehicle_price_budget: 24_990 });
    expect(adfProblems(aboutCar.adf)).toEqual([]);
    expect(aboutCar.adf).toContain('<amount type="total" limit="maximum" currency="AUD">24990</amount>');
  });

  it('a trade-in: the shopper’s VIN, variant and transmission in their own elements, not only the comments', async () => {
    const { adf } = await send({
      ...contact,
      kind: 'trade_in',
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'Corolla',
      'Vehicle Year': 2019,
      VIN: 'JTNKU3JE60J012345',
      Variant: 'Ascent Sport',
      Series: 'MZEA12R',
      Transmission: 'Continuous Variable',
      rego: 'DF47KR',
      regoState: 'NSW',
      kms: 87_500,
    });
    expect(adfProblems(adf)).toEqual([]);
    expect(vehicleOf(adf)).toBe(
      '<vehicle interest="sell" status="used"><year>2019</year><make>Toyota</make><model>Corolla</model><vin>JTNKU3JE60J012345</vin><trim>Ascent Sport MZEA12R</trim><transmission>Continuous Variable</transmission><odometer status="original" units="km">87500</odometer><comments>Rego DF47KR NSW</comments></vehicle>',
    );
  });

  it('the leads the API makes itself (reservation, payment, promotion entry) are valid too', () => {
    const tenant = h.runtime.deps.tenantData('echo')!;
    const made = (kind: string, payload: Record<string, unknown>): StoredLead => ({
      id: `made-${kind}`,
      tenant: 'echo',
      kind,
      created_at: '2026-12-01T00:00:00.000Z',
      payload: {
        kind: 'enquiry',
        name: 'Ada',
        email: 'ada@example.com',
        postcode: '2000',
        opt_in: false,
        isLastStep: true,
        source: 'Website',
        ...payload,
      } as StoredLead['payload'],
    });
    const reservation = leadAdf(
      made('reservation', {
        car_id: 'E1',
        reservation_id: 'r1',
        hold_until: '2026-12-03T00:00:00.000Z',
        deposit_status: 'Requested: no money taken',
      }),
      tenant,
    );
    expect(adfProblems(reservation)).toEqual([]);
    expect(reservation).toContain('<stock>SE1</stock>');
    const payment = leadAdf(
      made('payment', {
        payment_id: 'p1',
        payment_for: 'Invoice 123',
        payment_amount: '$500',
        payment_status: 'paid',
      }),
      tenant,
    );
    expect(adfProblems(payment)).toEqual([]);
    const promotion = leadAdf(
      made('promotion', {
        promotion_id: 'spin',
        promotion_title: 'Spin',
        promotion_entry: 'e1',
        promotion_prize: 'Cap',
      }),
      tenant,
    );
    expect(adfProblems(promotion)).toEqual([]);
  });

  it('the schema catches what the DTD forbids', () => {
    const valid = leadAdf(
      {
        id: 'x',
        tenant: 'echo',
        kind: 'enquiry',
        created_at: '2026-12-01T00:00:00.000Z',
        payload: {
          kind: 'enquiry',
          name: 'Ada',
          email: 'ada@example.com',
          postcode: '2000',
          opt_in: false,
          isLastStep: true,
          source: 'Website',
        },
      },
      h.runtime.deps.tenantData('echo')!,
    );
    expect(adfProblems(valid)).toEqual([]);
    expect(adfProblems(valid.replace(/<vehicle.*?<\/vehicle>/s, ''))[0]).toMatch(/prospect> children/);
    expect(adfProblems(valid.replace('<make></make>', ''))[0]).toMatch(/vehicle> children/);
    expect(adfProblems(valid.replace('interest="buy"', 'interest="service"'))[0]).toMatch(
      /interest="service"/,
    );
    expect(adfProblems(valid.replace('<make></make>', '<make></make><suburb>x</suburb>')).join('\n')).toMatch(
      /<suburb> is not an ADF 1.0 element/,
    );
  });
});

describe('[LEAD-23] Reply-To', () => {
  it('is the shopper when they gave an e-mail address, and absent when they gave only a phone', () => {
    expect(leadReplyTo({ name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' })).toEqual({
      name: 'Ada Lovelace',
      address: 'ada@example.com',
    });
    expect(leadReplyTo({ name: 'Ada', last_name: undefined, email: undefined })).toBeUndefined();
  });

  it('is on the delivered e-mail, so the dealer’s Reply goes to the shopper', async () => {
    const { lead } = await send({
      kind: 'enquiry',
      name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.com',
      postcode: '2000',
    });
    await deliverDue(h.runtime.deps);
    const dir = join(h.dataDir, 'outbox', 'mail');
    const file = readdirSync(dir).find((name) => name.includes(lead.id));
    expect(file, 'the lead was delivered').toBeDefined();
    const mail = readFileSync(join(dir, file!), 'utf8');
    expect(mail).toMatch(/^Reply-To: Grace Hopper <grace@example\.com>$/m);
    expect(mail).toMatch(/^From: Echo Motors <leads@www\.echo\.example\.com\.au>$/m);
  });
});
