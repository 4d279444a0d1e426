/**
 * The parts department's rules (NAV-04, LEAD-21): when a tenant has the parts pages, what a
 * parts enquiry needs and how its request reads to the parts team, the part finder's address,
 * and the accessories page's grouping.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { normaliseLead } from '../../../../src/domain/leads/lead-rules.ts';
import { LeadSchema } from '../../../../src/domain/leads/lead-schema.ts';
import { partsEnquiryErrors } from '../../../../src/domain/leads/parts-enquiry.ts';
import { departmentLocation, leadRoute } from '../../../../src/domain/leads/routing.ts';
import { accessoryFits, accessoryMakes } from '../../../../src/domain/parts/accessories.ts';
import {
  hasPartsPages,
  partsPageTitle,
  partsSearchHref,
  readPartsQuery,
} from '../../../../src/domain/parts/parts-pages.ts';
import { makeLocation, settingsWith } from '../../../fixtures/helpers.ts';

const sales = makeLocation({
  id: 's1',
  name: 'Bay - Sales',
  location_type: 'sales',
  primary: true,
  contact_detail: { email: 'sales@bay.example.com' },
});
const service = makeLocation({
  id: 'v1',
  name: 'Bay - Service',
  location_type: 'service',
  contact_detail: { email: 'service@bay.example.com' },
});
const parts = makeLocation({
  id: 'p1',
  name: 'Bay - Parts',
  location_type: 'parts',
  contact_detail: { email: 'parts@bay.example.com' },
});
const silentParts = makeLocation({ id: 'p2', name: 'Bay - Parts', location_type: 'parts' });
const hiddenParts = makeLocation({
  id: 'p3',
  name: 'Bay - Parts',
  location_type: 'parts',
  visible: false,
  contact_detail: { email: 'p3@bay.example.com' },
});
const dealerships = [{ id: 'd1', name: 'Bay', slug: 'bay', dealership_websites: [] }];

describe('[NAV-04] which tenants have the parts pages', () => {
  it('by its data: a visible parts location that takes enquiries; by features.partsPages where it says', () => {
    const auto = settingsWith();
    expect(hasPartsPages(auto, [sales, parts])).toBe(true);
    expect(hasPartsPages(auto, [sales, service])).toBe(false);
    expect(hasPartsPages(auto, [sales, silentParts])).toBe(false);
    expect(hasPartsPages(auto, [sales, hiddenParts])).toBe(false);
    expect(
      hasPartsPages(settingsWith({ leads: { emailTo: ['all@bay.example.com'] } }), [sales, silentParts]),
    ).toBe(true);
    expect(hasPartsPages(settingsWith({ features: { partsPages: false } }), [sales, parts])).toBe(false);
    expect(partsPageTitle('Toyota')).toBe('Genuine Toyota Parts & Accessories');
    expect(partsPageTitle(undefined)).toBe('Parts & Accessories');
  });
});

describe('[LEAD-21] a department’s location', () => {
  const route = (input: Parameters<typeof leadRoute>[0], locations = [sales, service, parts]) =>
    leadRoute(input, dealerships, locations);
  it('parts: the parts location, else the service location, else the primary; one without an e-mail is passed over', () => {
    expect(departmentLocation('parts', route({ dealershipSlug: 'bay' }), [sales, service, parts])?.id).toBe(
      'p1',
    );
    expect(departmentLocation('parts', route({ locationId: 's1' }), [sales, service, parts])?.id).toBe('p1');
    expect(
      departmentLocation('parts', route({}, [sales, service, silentParts]), [sales, service, silentParts])
        ?.id,
    ).toBe('v1');
    expect(departmentLocation('parts', route({}, [sales]), [sales])?.id).toBe('s1');
  });
  it('service: the service location even when the sales location was chosen', () => {
    expect(departmentLocation('service', route({ locationId: 's1' }), [sales, service, parts])?.id).toBe(
      'v1',
    );
    expect(departmentLocation('service', route({ locationId: 'v1' }), [sales, service, parts])?.id).toBe(
      'v1',
    );
  });
});

describe('the parts enquiry', () => {
  const lead = (fields: Record<string, unknown>) =>
    v.parse(LeadSchema, { kind: 'parts', name: 'Ada', phone: '0400 000 001', ...fields });

  it('needs the part by name or number and the car’s make, model and year; a VIN, when given, is 17 characters', () => {
    expect(partsEnquiryErrors(lead({}))).toEqual([
      { field: 'part_name', message: 'Please give the part name or its part number' },
      { field: 'Vehicle Make', message: '* This field is required' },
      { field: 'Vehicle Model', message: '* This field is required' },
      { field: 'Vehicle Year', message: '* This field is required' },
    ]);
    const car = { 'Vehicle Make': 'Toyota', 'Vehicle Model': 'HiLux', 'Vehicle Year': 2019 };
    expect(partsEnquiryErrors(lead({ ...car, part_number: '04465-0K240' }))).toEqual([]);
    expect(partsEnquiryErrors(lead({ ...car, part_name: 'Brake pads', VIN: 'MR0FA3CD2001234' }))).toEqual([
      { field: 'VIN', message: 'A VIN has 17 letters and digits, without I, O or Q' },
    ]);
    expect(partsEnquiryErrors(lead({ ...car, part_name: 'Brake pads', VIN: 'mr0fa3cd200123456' }))).toEqual(
      [],
    );
  });

  it('is filed under Parts, with the request at the head of the message the parts team reads', () => {
    const filed = normaliseLead(
      lead({
        part_name: 'Front brake pads',
        part_number: '04465-0K240',
        VIN: 'mr0fa3cd200123456',
        message: 'Can you fit them Friday?',
      }),
    );
    expect(filed).toMatchObject({
      category: 'Parts',
      subcategory: 'Parts Enquiry',
      message:
        'Part: Front brake pads\nPart number: 04465-0K240\nVIN: MR0FA3CD200123456\n\nCan you fit them Friday?',
    });
    expect(normaliseLead(lead({ part_number: 'PZ403' })).message).toBe('Part number: PZ403');
  });
});

describe('the part finder’s address', () => {
  it('an accessory’s link fills in the part and the car; anything odd is left out', () => {
    const href = partsSearchHref({
      name: 'Heavy-duty towbar',
      partNumber: 'PZ403-N0950',
      make: 'Toyota',
      model: 'HiLux',
    });
    expect(href).toBe(
      '/parts/search?part=Heavy-duty+towbar&number=PZ403-N0950&make=Toyota&model=HiLux#parts-enquiry',
    );
    expect(readPartsQuery(href.slice('/parts/search'.length).split('#')[0]!)).toEqual({
      part: 'Heavy-duty towbar',
      number: 'PZ403-N0950',
      make: 'Toyota',
      model: 'HiLux',
    });
    expect(readPartsQuery(`?part=${'x'.repeat(121)}&number=%3Cscript%3E&make=%20`)).toEqual({
      part: undefined,
      number: undefined,
      make: undefined,
      model: undefined,
    });
  });
});

describe('[NAV-04] the accessories page', () => {
  const accessory = (id: string, make: string, category: string, fits: string[] = []) => ({
    id,
    name: `Accessory ${id}`,
    make,
    category,
    fits,
  });
  it('groups by make in the dealer’s order (others after, by name), then by category as the file lists them', () => {
    const groups = accessoryMakes(
      [
        accessory('a', 'Mazda', 'Interior'),
        accessory('b', 'Toyota', 'Towing'),
        accessory('c', 'Kia', 'Electronics'),
        accessory('d', 'Toyota', 'Protection'),
        accessory('e', 'Toyota', 'Towing'),
      ],
      ['Toyota', 'Mazda'],
    );
    expect(
      groups.map((group) => [
        group.make,
        group.id,
        group.categories.map((c) => [c.category, c.accessories.map((a) => a.id)]),
      ]),
    ).toEqual([
      [
        'Toyota',
        'accessories-toyota',
        [
          ['Towing', ['b', 'e']],
          ['Protection', ['d']],
        ],
      ],
      ['Mazda', 'accessories-mazda', [['Interior', ['a']]]],
      ['Kia', 'accessories-kia', [['Electronics', ['c']]]],
    ]);
    expect(accessoryFits(accessory('f', 'Toyota', 'Towing', ['HiLux', 'Prado']))).toBe('Fits HiLux, Prado');
    expect(accessoryFits(accessory('g', 'Toyota', 'Interior'))).toBe('Fits every Toyota');
  });
});
