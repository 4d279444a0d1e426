/**
 * LOC-10 through the API: a group whose dealership locations are in Perth, Adelaide, Brisbane,
 * Parramatta and Canberra, on a tenant whose own zone is Brisbane. The test-drive diary, the
 * booking's check and what the dealer reads in the e-mail and the ADF are each location's clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadAdf, leadEmail, type StoredLead } from '../../../src/api/services/lead-message.ts';
import { type Harness, startHarness, testCar } from './harness.ts';

const HOST = 'group.localhost';
/** Sunday 4 October 2026, 10:00 in Sydney: the first day of daylight time. */
const NOW = new Date('2026-10-03T23:00:00Z');
const TUESDAY = '2026-10-06';
let h: Harness;

const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
  weekday === 0 ? { weekday, status: 'Closed' } : { weekday, status: 'Open', open: '08:30', close: '17:30' },
);

const sales = (id: string, city: string, state: string, postcode: string) => ({
  id,
  name: `Group ${city} - Sales`,
  dealership_id: `d-${id}`,
  address: { city, state, postcode, lat: -30, long: 140 },
  contact_detail: { email: `${id}@group.example.com.au`, opening_hours: hours },
});

beforeAll(async () => {
  h = await startHarness(
    [
      {
        slug: 'group',
        settings: {
          site: { name: 'Group', url: 'https://www.group.example.com.au', timezone: 'Australia/Brisbane' },
        },
        cars: [
          testCar('P1', { location_id: 'wa', make: 'Nissan' }),
          testCar('A1', { location_id: 'sa', make: 'Mitsubishi' }),
        ],
        locations: {
          dealerships: ['wa', 'sa', 'qld', 'nsw', 'act'].map((id) => ({
            id: `d-${id}`,
            name: `Group ${id.toUpperCase()}`,
            slug: `group-${id}`,
          })),
          locations: [
            sales('wa', 'Perth', 'WA', '6000'),
            sales('sa', 'Adelaide', 'SA', '5000'),
            sales('qld', 'Brisbane', 'QLD', '4000'),
            sales('nsw', 'Parramatta', 'NSW', '2150'),
            sales('act', 'Canberra', 'ACT', '2600'),
          ],
        },
      },
    ],
    { now: () => NOW },
  );
});

afterAll(async () => {
  await h.close();
});

const firstSlot = async (location: string) =>
  (await h.request(HOST, 'GET', `/api/test-drive/availability?location_id=${location}&date=${TUESDAY}`)).json
    .slots[0];

describe('[LOC-10] the test-drive diary is each location’s own clock', () => {
  it('8:30am at each location is a different instant, labelled with its zone', async () => {
    expect(await firstSlot('wa')).toEqual({
      start: '2026-10-06T00:30:00.000Z',
      label: '8:30am',
      zone: 'AWST',
    });
    expect(await firstSlot('sa')).toEqual({
      start: '2026-10-05T22:00:00.000Z',
      label: '8:30am',
      zone: 'ACDT',
    });
    expect(await firstSlot('qld')).toEqual({
      start: '2026-10-05T22:30:00.000Z',
      label: '8:30am',
      zone: 'AEST',
    });
    expect(await firstSlot('nsw')).toEqual({
      start: '2026-10-05T21:30:00.000Z',
      label: '8:30am',
      zone: 'AEDT',
    });
    expect(await firstSlot('act')).toEqual({
      start: '2026-10-05T21:30:00.000Z',
      label: '8:30am',
      zone: 'AEDT',
    });
  });

  it('a Perth booking at 10:30am AWST is accepted, and the dealer reads 10:30am AWST', async () => {
    // 10:30 in Perth is 02:30 UTC; on Brisbane's clock it would be 12:30pm.
    const response = await h.request(HOST, 'POST', '/api/leads', {
      kind: 'test_drive',
      name: 'Pat',
      email: 'pat@example.com',
      phone: '0412 000 111',
      postcode: '6000',
      car_id: 'P1',
      location_id: 'wa',
      dealership_slug: 'group-wa',
      test_drive_at: '2026-10-06T02:30:00.000Z',
    });
    expect(response.status, JSON.stringify(response.json)).toBe(201);
    const lead = (await h.runtime.deps.store.leads.get(response.json.lead_id))! as StoredLead;
    const tenant = h.runtime.deps.tenantData('group')!;
    expect(leadEmail(lead, tenant).text).toContain(
      'Test drive booking date: Tuesday 6 October 2026, 10:30am AWST',
    );
    expect(leadAdf(lead, tenant)).toContain('Test drive: Tuesday 6 October 2026, 10:30am AWST');
  });

  it('a time outside Perth’s hours is refused, though it is within Brisbane’s', async () => {
    // 08:00 UTC is 4:00pm in Perth (open) but 6:00pm in Brisbane; 22:30 UTC the day before is
    // 6:30am in Perth (closed) but 8:30am in Brisbane.
    const response = await h.request(HOST, 'POST', '/api/leads', {
      kind: 'test_drive',
      name: 'Pat',
      email: 'pat@example.com',
      phone: '0412 000 111',
      postcode: '6000',
      car_id: 'P1',
      location_id: 'wa',
      dealership_slug: 'group-wa',
      test_drive_at: '2026-10-05T22:30:00.000Z',
    });
    expect(response.status).toBe(409);
  });
});
