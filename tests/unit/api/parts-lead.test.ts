/**
 * POST /api/leads with a parts enquiry (NAV-04, LEAD-21), against the real server: the API
 * checks the part and the car again, files it under Parts with the request in the message, and
 * delivers it to the chosen dealership's parts desk; a dealer without a parts department
 * takes none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  leadAdf,
  leadEmail,
  leadRecipients,
  type StoredLead,
} from '../../../src/api/services/lead-message.ts';
import { adfDtdProblems } from '../../support/adf-dtd.ts';
import { type Harness, startHarness } from './harness.ts';

const address = { city: 'Perth', state: 'WA', postcode: '6000', lat: -31.9, long: 115.8 };
const GROUP = 'parts-group.localhost';
const PLAIN = 'no-parts.localhost';
let h: Harness;

beforeAll(async () => {
  h = await startHarness([
    {
      slug: 'parts-group',
      locations: {
        dealerships: [
          { id: 'd1', name: 'North Toyota', slug: 'north-toyota' },
          { id: 'd2', name: 'South Mazda', slug: 'south-mazda' },
        ],
        locations: [
          {
            id: 'l1',
            name: 'North Toyota - Sales',
            primary: true,
            dealership_id: 'd1',
            address,
            contact_detail: { email: 'sales.north@example.com' },
          },
          {
            id: 'l2',
            name: 'North Toyota - Parts',
            location_type: 'parts',
            dealership_id: 'd1',
            address,
            contact_detail: { email: 'parts.north@example.com' },
          },
          {
            id: 'l3',
            name: 'South Mazda - Sales',
            dealership_id: 'd2',
            address,
            contact_detail: { email: 'sales.south@example.com' },
          },
          {
            id: 'l4',
            name: 'South Mazda - Service',
            location_type: 'service',
            dealership_id: 'd2',
            address,
            contact_detail: { email: 'service.south@example.com' },
          },
        ],
      },
    },
    { slug: 'no-parts' },
  ]);
});

afterAll(async () => {
  await h.close();
});

const parts = (extra: Record<string, unknown> = {}) => ({
  kind: 'parts',
  name: 'Ada',
  email: 'ada@example.com',
  postcode: '6000',
  part_name: 'Heavy-duty towbar',
  part_number: 'PZ403-N0950',
  'Vehicle Make': 'Toyota',
  'Vehicle Model': 'HiLux',
  'Vehicle Year': 2019,
  VIN: 'MR0FA3CD200123456',
  dealership_slug: 'north-toyota',
  message: 'Fitted, please.',
  ...extra,
});

describe('[LEAD-21] a parts enquiry', () => {
  it('is stored under Parts and goes to the chosen dealership’s parts location, else its service location', async () => {
    const response = await h.request(GROUP, 'POST', '/api/leads', parts());
    expect(response.status).toBe(201);
    const stored = (await h.runtime.deps.store.leads.get(response.json.lead_id))! as StoredLead;
    expect(stored.kind).toBe('parts');
    expect(stored.payload).toMatchObject({
      category: 'Parts',
      subcategory: 'Parts Enquiry',
      message: 'Part: Heavy-duty towbar\nPart number: PZ403-N0950\nVIN: MR0FA3CD200123456\n\nFitted, please.',
    });
    const tenant = h.runtime.deps.tenantData('parts-group')!;
    expect(leadRecipients(stored.payload, tenant)).toEqual(['parts.north@example.com']);
    const email = leadEmail(stored, tenant);
    expect(email.subject).toBe('Parts Enquiry: Ada');
    for (const line of [
      'Vehicle: 2019 Toyota HiLux',
      'Category: Parts / Parts Enquiry',
      'Message: Part: Heavy-duty towbar\nPart number: PZ403-N0950\nVIN: MR0FA3CD200123456\n\nFitted, please.',
    ])
      expect(email.text).toContain(line);

    const south = await h.request(GROUP, 'POST', '/api/leads', parts({ dealership_slug: 'south-mazda' }));
    const southLead = (await h.runtime.deps.store.leads.get(south.json.lead_id))! as StoredLead;
    expect(leadRecipients(southLead.payload, tenant)).toEqual(['service.south@example.com']);
  });

  it('[LEAD-20] [LEAD-23] reaches the dealer with the part in rows of its own, and the shopper’s car as the ADF vehicle', async () => {
    const response = await h.request(GROUP, 'POST', '/api/leads', parts());
    const stored = (await h.runtime.deps.store.leads.get(response.json.lead_id))! as StoredLead;
    const tenant = h.runtime.deps.tenantData('parts-group')!;
    const text = leadEmail(stored, tenant).text;
    expect(text).toContain('Part: Heavy-duty towbar\n');
    expect(text).toContain('Part number: PZ403-N0950\n');
    expect(text).toContain('VIN: MR0FA3CD200123456\n');
    const adf = leadAdf(stored, tenant);
    expect(adfDtdProblems(adf)).toEqual([]);
    expect(adf).toContain(
      '<vehicle status="used"><year>2019</year><make>Toyota</make><model>HiLux</model><vin>MR0FA3CD200123456</vin><comments>The customer’s own vehicle, for the parts enquiry</comments></vehicle>',
    );
  });

  it('is refused with the form’s own messages when the part, the car or the dealership is missing', async () => {
    const response = await h.request(GROUP, 'POST', '/api/leads', {
      kind: 'parts',
      name: 'Ada',
      phone: '0400 000 001',
      VIN: 'SHORT',
    });
    expect(response.status).toBe(400);
    expect(response.json.errors).toEqual([
      { field: 'postcode', message: '* This field is required' },
      { field: 'dealership_slug', message: '* This field is required' },
      { field: 'part_name', message: 'Please give the part name or its part number' },
      { field: 'Vehicle Make', message: '* This field is required' },
      { field: 'Vehicle Model', message: '* This field is required' },
      { field: 'Vehicle Year', message: '* This field is required' },
      { field: 'VIN', message: 'A VIN has 17 letters and digits, without I, O or Q' },
    ]);
  });

  it('is refused by a dealer without a parts department', async () => {
    const response = await h.request(PLAIN, 'POST', '/api/leads', parts({ dealership_slug: undefined }));
    expect(response.status).toBe(400);
    expect(response.json.message).toBe('This dealer does not take parts enquiries online.');
  });
});
