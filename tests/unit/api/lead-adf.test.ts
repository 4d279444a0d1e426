/**
 * What a dealer's CRM receives per lead kind (LEAD-20; the trade-in wizard's photos and valuation:
 * trade-in-lead.test.ts): each ADF document well-formed XML (fast-xml-parser's validator) that
 * keeps ADF 1.0's element rules, with the vehicle interest of its kind, the test drive in the
 * dealer's time, and every value the shopper typed in both the e-mail and the ADF.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadAdf, leadEmail, type StoredLead } from '../../../src/api/services/lead-message.ts';
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

const INTERESTS = ['buy', 'lease', 'sell', 'trade-in', 'test-drive'];
const PROSPECT_ORDER = ['id', 'requestdate', 'vehicle', 'customer', 'vendor', 'provider'];
const VEHICLE_ORDER = ['year', 'make', 'model', 'vin', 'stock', 'trim', 'odometer', 'price', 'comments'];

/**
 * ADF 1.0's rules this platform keeps: the order of the prospect's and each vehicle's elements,
 * the interest and status values, a customer contact. One deliberate departure: a prospect names
 * a vehicle only when the lead is about one. ADF 1.0 asks for at least one, but a general
 * enquiry or a service booking has no car to buy, and inventing one ('interest=buy') is the
 * misreading dealers' CRMs made before.
 */
function adfProblems(xml: string): string[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return [`not well-formed: ${valid.err.msg}`];
  const ordered = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
  }).parse(xml) as Record<string, unknown>[];
  const problems: string[] = [];
  const names = (nodes: Record<string, unknown>[]) =>
    nodes.flatMap((node) => Object.keys(node).filter((key) => key !== ':@' && key !== '#text'));
  const adf = ordered.find((node) => 'adf' in node)?.['adf'] as Record<string, unknown>[] | undefined;
  const prospect = adf?.find((node) => 'prospect' in node)?.['prospect'] as
    | Record<string, unknown>[]
    | undefined;
  if (!prospect) return ['no <adf><prospect>'];
  const order = names(prospect);
  const ranks = order.map((name) => PROSPECT_ORDER.indexOf(name));
  if (ranks.some((rank, i) => rank < 0 || (i > 0 && rank < ranks[i - 1]!)))
    problems.push(`prospect order ${order.join(',')}`);
  for (const node of prospect.filter((entry) => 'vehicle' in entry)) {
    const attributes = node[':@'] as Record<string, string>;
    if (!INTERESTS.includes(attributes['@_interest']!)) problems.push(`interest ${attributes['@_interest']}`);
    if (!['new', 'used'].includes(attributes['@_status']!)) problems.push(`status ${attributes['@_status']}`);
    const children = names(node['vehicle'] as Record<string, unknown>[]);
    const vr = children.map((name) => VEHICLE_ORDER.indexOf(name));
    if (vr.some((rank, i) => rank < 0 || (i > 0 && rank < vr[i - 1]!)))
      problems.push(`vehicle order ${children.join(',')}`);
  }
  if (
    !names(prospect.find((node) => 'customer' in node)?.['customer'] as Record<string, unknown>[]).includes(
      'contact',
    )
  )
    problems.push('customer without contact');
  return problems;
}

async function send(body: Record<string, unknown>): Promise<{ lead: StoredLead; adf: string }> {
  const response = await h.request(HOST, 'POST', '/api/leads', {
    name: 'Ada',
    email: 'ada@example.com',
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

  it('a service booking: no car to buy; the booking and the shopper’s car in the comments', async () => {
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
    expect(adf).not.toContain('<vehicle');
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
