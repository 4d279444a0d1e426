import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { adfXml } from '../../../src/domain/leads/adf.ts';
import { leadFieldErrors, normaliseLead } from '../../../src/domain/leads/lead-rules.ts';
import { LeadSchema } from '../../../src/domain/leads/lead-schema.ts';
import { backoffMs } from '../../../src/api/services/outbox.ts';

const rules = {
  commentsRequired: true,
  termsCheckbox: false,
  termsMessageVariant: false,
  dealershipCount: 1,
};
const parse = (input: Record<string, unknown>) =>
  v.parse(LeadSchema, { kind: 'enquiry', name: 'Jo', email: 'jo@example.com', postcode: '2000', ...input });

describe('lead rules', () => {
  it('[LEAD-07] test drive: message and date-time are optional', () => {
    expect(leadFieldErrors(parse({ kind: 'test_drive' }), rules)).toEqual([]);
    expect(
      leadFieldErrors(parse({ kind: 'test_drive', test_drive_at: '2026-11-24T10:30:00.000Z' }), rules),
    ).toEqual([]);
  });

  it('[LEAD-04] comments required on enquiries by default; opt-in optional; category and location when shown', () => {
    expect(leadFieldErrors(parse({}), rules)).toEqual([
      { field: 'message', message: '* This field is required' },
    ]);
    expect(leadFieldErrors(parse({}), { ...rules, commentsRequired: false })).toEqual([]);
    expect(
      leadFieldErrors(parse({ message: 'hi' }), { ...rules, categoryShown: true, locationShown: true }).map(
        (e) => e.field,
      ),
    ).toEqual(['category', 'location']);
    expect(parse({ message: 'hi' }).opt_in).toBe(true);
  });

  it('[LEAD-05] a careers enquiry becomes a General Enquiry with subcategory Career Enquiry', () => {
    expect(normaliseLead(parse({ kind: 'careers' }))).toMatchObject({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
    });
  });

  it('asks for an e-mail address or a phone number', () => {
    expect(leadFieldErrors(parse({ email: undefined, message: 'x' }), rules)).toEqual([
      { field: 'email', message: 'Please give an e-mail address or a phone number' },
    ]);
    expect(leadFieldErrors(parse({ email: undefined, phone: '0412 345 678', message: 'x' }), rules)).toEqual(
      [],
    );
  });

  it('rejects a bad postcode with the spec message', () => {
    const result = v.safeParse(LeadSchema, { kind: 'enquiry', name: 'Jo', postcode: '123' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('Invalid postcode. Please enter a 4-digit number.');
  });
});

describe('ADF XML', () => {
  it('[SEC-04] writes an ADF 1.0 prospect with the vehicle, customer, vendor and provider, escaping every value', () => {
    const xml = adfXml({
      id: 'L1',
      requestDate: new Date('2026-11-21T01:02:03Z'),
      vehicles: [
        {
          interest: 'buy',
          year: 2021,
          make: 'Toyota',
          model: 'HiLux <SR5>',
          vin: 'JTMW43FV60D123456',
          stock: 'TC1',
          odometer: 41000,
          status: 'used',
        },
      ],
      customer: {
        firstName: 'Jo & "Sam"',
        lastName: "O'Brien",
        email: 'jo@example.com',
        phone: '0412345678',
        comments: '<script>alert(1)</script>\u0001',
      },
      vendor: { name: 'Harbour City Toyota' },
      provider: { name: 'Dealer Sites', url: 'https://www.example.com.au' },
    });
    expect(xml).toContain('<?adf version="1.0"?>');
    expect(xml).toContain('<requestdate>2026-11-21T01:02:03.000Z</requestdate>');
    expect(xml).toContain(
      '<vehicle interest="buy" status="used"><year>2021</year><make>Toyota</make><model>HiLux &lt;SR5&gt;</model><vin>JTMW43FV60D123456</vin><stock>TC1</stock><odometer status="original" units="km">41000</odometer></vehicle>',
    );
    expect(xml).toContain(
      '<name part="first">Jo &amp; &quot;Sam&quot;</name><name part="last">O&apos;Brien</name>',
    );
    expect(xml).toContain('<comments>&lt;script&gt;alert(1)&lt;/script&gt;</comments>');
    expect(xml).toContain('<vendor><vendorname>Harbour City Toyota</vendorname>');
    expect(xml).toContain('<provider><name part="full">Dealer Sites</name>');
  });
});

describe('outbox backoff', () => {
  it('doubles from 30 s and stops at an hour', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(20)).toBe(3_600_000);
  });
});
