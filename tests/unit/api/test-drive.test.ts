/**
 * GET /api/test-drive/availability (LEAD-19) against the real server, with test-drive leads
 * POSTed to /api/leads taking slots away.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableSlot } from '../../../src/api/services/test-drive.ts';
import { type Harness, startHarness, testCar } from './harness.ts';

const ALPHA = 'alpha.localhost';
const BRAVO = 'bravo.localhost';
/** Wednesday 25 November 2026, 11:00 in Sydney. */
const NOW = new Date('2026-11-25T00:00:00Z');
const TUESDAY = '2026-12-01';
let h: Harness;

const weekdays = (open: string, close: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
    weekday === 0 ? { weekday, status: 'Closed' } : { weekday, status: 'Open', open, close },
  );

beforeAll(async () => {
  h = await startHarness(
    [
      { slug: 'alpha', cars: [testCar('A1')] },
      {
        slug: 'bravo',
        settings: {
          site: {
            name: 'bravo cars',
            url: 'https://www.bravo.example.com.au',
            timezone: 'Australia/Brisbane',
          },
        },
        cars: [testCar('B1', { location_id: 'l1' })],
        locations: {
          dealerships: [{ id: 'd1', name: 'Bravo Motors', slug: 'bravo-motors' }],
          locations: [
            {
              id: 'l1',
              name: 'Bravo - Sales',
              dealership_id: 'd1',
              address: { city: 'Brisbane', state: 'QLD', postcode: '4000', lat: -27.47, long: 153.02 },
              contact_detail: { opening_hours: weekdays('09:00', '12:00') },
              special_hours: [
                { date: '2026-12-25', status: 'Closed', name: 'Christmas Day' },
                { date: '2026-12-24', status: 'Open', start_hour: '09:00', end_hour: '10:00' },
              ],
            },
            {
              id: 's1',
              name: 'Bravo - Service',
              location_type: 'service',
              dealership_id: 'd1',
              address: { city: 'Brisbane', state: 'QLD', postcode: '4000', lat: -27.47, long: 153.02 },
              contact_detail: { opening_hours: weekdays('07:00', '17:00') },
            },
            {
              id: 'h1',
              name: 'Bravo - Hidden',
              visible: false,
              dealership_id: 'd1',
              address: { city: 'Brisbane', state: 'QLD', postcode: '4000', lat: -27.47, long: 153.02 },
              contact_detail: { opening_hours: weekdays('07:00', '17:00') },
            },
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

const availability = (host: string, query: string) =>
  h.request(host, 'GET', `/api/test-drive/availability?${query}`);

function testDriveLead(at: string, extra: Record<string, unknown> = {}) {
  return {
    kind: 'test_drive',
    name: 'Sam',
    last_name: 'Driver',
    email: 'sam@example.com',
    postcode: '2000',
    phone: '0412 000 111',
    car_id: 'A1',
    location_id: 'l1',
    test_drive_at: at,
    ...extra,
  };
}

describe('GET /api/test-drive/availability', () => {
  it('[LEAD-19][API-05] answers { location_id, date, slots: [{ start, label }] } within opening hours', async () => {
    const response = await availability(ALPHA, `location_id=l1&date=${TUESDAY}`);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(Object.keys(response.json).sort()).toEqual(['date', 'location_id', 'slots']);
    expect(response.json.location_id).toBe('l1');
    expect(response.json.date).toBe(TUESDAY);
    expect(response.json.slots).toHaveLength(16); // 9:00am to 4:30pm, every 30 minutes
    expect(response.json.slots[0]).toEqual({
      start: '2026-11-30T22:00:00.000Z',
      label: '9:00am',
      zone: 'AEDT',
    }); // Sydney, UTC+11
    expect(response.json.slots[15]).toEqual({
      start: '2026-12-01T05:30:00.000Z',
      label: '4:30pm',
      zone: 'AEDT',
    });
  });

  it("[LEAD-19] uses the location's time zone for the wall-clock times", async () => {
    const response = await availability(BRAVO, `location_id=l1&date=${TUESDAY}`);
    expect(response.status).toBe(200);
    expect(response.json.slots.map((s: { label: string }) => s.label)).toEqual([
      '9:00am',
      '9:30am',
      '10:00am',
      '10:30am',
      '11:00am',
      '11:30am',
    ]);
    expect(response.json.slots[0].start).toBe('2026-11-30T23:00:00.000Z'); // Brisbane, UTC+10
  });

  it('[LEAD-19] a booked slot disappears after a test-drive lead; a second lead for it gets 409', async () => {
    const before = await availability(ALPHA, `location_id=l1&date=${TUESDAY}`);
    const slot = before.json.slots[2] as { start: string; label: string };
    expect(slot.label).toBe('10:00am');

    const lead = await h.request(ALPHA, 'POST', '/api/leads', testDriveLead(slot.start));
    expect(lead.status).toBe(201);

    const after = await availability(ALPHA, `location_id=l1&date=${TUESDAY}`);
    expect(after.json.slots).toHaveLength(15);
    expect(after.json.slots.map((s: { start: string }) => s.start)).not.toContain(slot.start);

    const again = await h.request(
      ALPHA,
      'POST',
      '/api/leads',
      testDriveLead(slot.start, { name: 'Alex', email: 'alex@example.com' }),
    );
    expect(again.status).toBe(409);
    expect(again.json).toEqual({
      message: 'That test drive time is no longer available. Please choose another time.',
    });
  });

  it('[LEAD-19][SEC-01] a booking in one tenant never takes a slot from another tenant at the same instant', async () => {
    // alpha's 10:00am in Sydney (booked above) is the same instant as bravo's 9:00am in Brisbane.
    const bravo = await availability(BRAVO, `location_id=l1&date=${TUESDAY}`);
    expect(bravo.json.slots[0]).toEqual({ start: '2026-11-30T23:00:00.000Z', label: '9:00am', zone: 'AEST' });
  });

  it("[LEAD-19] closed days and special-hours closures have no slots; special hours replace the day's hours", async () => {
    const sunday = await availability(ALPHA, 'location_id=l1&date=2026-12-06');
    expect(sunday.status).toBe(200);
    expect(sunday.json.slots).toEqual([]);
    const christmas = await availability(BRAVO, 'location_id=l1&date=2026-12-25');
    expect(christmas.json.slots).toEqual([]);
    const christmasEve = await availability(BRAVO, 'location_id=l1&date=2026-12-24');
    expect(christmasEve.json.slots.map((s: { label: string }) => s.label)).toEqual(['9:00am', '9:30am']);
  });

  it('[LEAD-19] today: slots before now plus the 2-hour lead time are gone; past days are empty', async () => {
    const today = await availability(ALPHA, 'location_id=l1&date=2026-11-25');
    expect(today.json.slots[0].label).toBe('1:00pm'); // now is 11:00am
    const yesterday = await availability(ALPHA, 'location_id=l1&date=2026-11-24');
    expect(yesterday.status).toBe(200);
    expect(yesterday.json.slots).toEqual([]);
  });

  it("[LEAD-19] unknown, service-only, hidden or another tenant's locations answer 404", async () => {
    for (const [host, id] of [
      [ALPHA, 'nope'],
      [BRAVO, 's1'],
      [BRAVO, 'h1'],
      [ALPHA, 's1'],
    ] as const) {
      const response = await availability(host, `location_id=${id}&date=${TUESDAY}`);
      expect(response.status).toBe(404);
      expect(response.json).toEqual({ message: 'We could not find that dealership location.' });
    }
  });

  it('bad dates and queries answer 400 with a message, never a stack trace', async () => {
    for (const query of [
      `location_id=l1&date=2026-02-30`,
      'location_id=l1&date=tomorrow',
      'location_id=l1&date=01/12/2026',
      'location_id=l1',
      `date=${TUESDAY}`,
      `location_id=&date=${TUESDAY}`,
      `location_id=l1&date=${TUESDAY}&extra=1`,
    ]) {
      const response = await availability(ALPHA, query);
      expect(response.status, query).toBe(400);
      expect(typeof response.json.message).toBe('string');
      expect(response.text).not.toMatch(/at .*\.ts:\d+/);
    }
    const missing = await availability(ALPHA, 'location_id=l1');
    expect(missing.json.errors).toEqual([{ field: 'date', message: expect.any(String) }]);
  });

  it('dates more than 90 days ahead answer 400', async () => {
    const response = await availability(ALPHA, 'location_id=l1&date=2027-03-01');
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message: 'Please choose a date within the next 90 days.' });
    expect((await availability(ALPHA, 'location_id=l1&date=2027-02-22')).status).toBe(200);
  });
});

describe('bookableSlot (for the lead service)', () => {
  it('[LEAD-19] gives the canonical start of a free slot, whatever its ISO spelling; undefined otherwise', async () => {
    const alpha = h.runtime.deps.tenantData('alpha')!;
    const booked = await h.runtime.store.testDrives.booked('alpha', 'l1', '0', '9');
    const check = (location: string, iso: string) => bookableSlot(booked, alpha, location, iso, NOW);
    expect(check('l1', '2026-12-01T11:30:00+11:00')).toBe('2026-12-01T00:30:00.000Z');
    expect(check('l1', '2026-11-30T23:00:00Z')).toBeUndefined(); // 10:00am, booked above
    expect(check('l1', '2026-12-01T11:40:00+11:00')).toBeUndefined(); // not on the half hour
    expect(check('l1', '2026-12-06T10:00:00+11:00')).toBeUndefined(); // Sunday
    expect(check('l1', '2027-06-01T10:00:00+10:00')).toBeUndefined(); // beyond 90 days
    expect(check('nope', '2026-12-01T11:30:00+11:00')).toBeUndefined();
    expect(check('l1', 'soon')).toBeUndefined();
  });
});
