/**
 * LOC-10: each location keeps its own clock. A group with locations in WA, SA, QLD, NSW and the
 * ACT (and Broken Hill NSW, on Adelaide time), read at fixed instants either side of the 2026
 * daylight-saving changes: Sunday 5 April (AEDT → AEST, ACDT → ACST) and Sunday 4 October
 * (AEST → AEDT, ACST → ACDT). Queensland and WA keep standard time all year.
 */
import { describe, expect, it } from 'vitest';
import { carTimeZone } from '../../../../src/domain/locations/time-zones.ts';
import { openStatus } from '../../../../src/domain/locations/open-status.ts';
import { testDriveSlots } from '../../../../src/domain/test-drive-slots.ts';
import {
  type AuState,
  type Location,
  locationTimeZone,
  stateTimeZone,
} from '../../../../src/model/location.ts';
import type { OpeningHour } from '../../../../src/model/location.ts';
import { zoneAbbreviation, zoneCityTime } from '../../../../src/model/time-zone.ts';

const hours: OpeningHour[] = [
  { weekday: 0, status: 'Closed' },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open' as const, open: '08:30', close: '17:30' })),
  { weekday: 6, status: 'Open', open: '09:00', close: '16:00' },
];

function place(id: string, city: string, state: AuState, time_zone?: string): Location {
  return {
    id,
    name: `${city} - Sales`,
    slug: city.toLowerCase().replace(/ /g, '-'),
    primary: false,
    visible: true,
    location_type: 'sales',
    location_subtype: [],
    manufacturers: [],
    dealership_id: 'd1',
    address: { city, state, postcode: '2000', lat: -30, long: 140 },
    ...(time_zone ? { time_zone } : {}),
    contact_detail: { opening_hours: hours },
    special_hours: [],
    distribution_locations: [],
  };
}

const group = {
  perth: place('wa', 'Perth', 'WA'),
  adelaide: place('sa', 'Adelaide', 'SA'),
  brisbane: place('qld', 'Brisbane', 'QLD'),
  parramatta: place('nsw', 'Parramatta', 'NSW'),
  canberra: place('act', 'Canberra', 'ACT'),
  brokenHill: place('bh', 'Broken Hill', 'NSW', 'Australia/Broken_Hill'),
};

const statusAt = (location: Location, iso: string) =>
  openStatus({
    openingHours: location.contact_detail.opening_hours,
    specialHours: location.special_hours,
    locationId: location.id,
    timeZone: locationTimeZone(location),
    now: new Date(iso),
  }).text;

describe('[LOC-10] a location’s time zone', () => {
  it('comes from its state, or from its own time_zone where the place keeps another clock', () => {
    expect(locationTimeZone(group.perth)).toBe('Australia/Perth');
    expect(locationTimeZone(group.adelaide)).toBe('Australia/Adelaide');
    expect(locationTimeZone(group.brisbane)).toBe('Australia/Brisbane');
    expect(locationTimeZone(group.parramatta)).toBe('Australia/Sydney');
    expect(locationTimeZone(group.canberra)).toBe('Australia/Sydney');
    expect(locationTimeZone(group.brokenHill)).toBe('Australia/Broken_Hill');
    expect(stateTimeZone('tas')).toBe('Australia/Hobart');
    expect(stateTimeZone('NT')).toBe('Australia/Darwin');
    expect(stateTimeZone('Queensland')).toBeUndefined();
  });

  it('a car’s clock is its dealership’s, else its own feed place’s state’s, else the tenant’s', () => {
    const locations = Object.values(group);
    expect(
      carTimeZone(
        { location: undefined, location_id: 'wa', state: undefined },
        locations,
        'Australia/Brisbane',
      ),
    ).toBe('Australia/Perth');
    expect(
      carTimeZone(
        { location: undefined, location_id: undefined, state: 'SA' },
        locations,
        'Australia/Brisbane',
      ),
    ).toBe('Australia/Adelaide');
    expect(
      carTimeZone(
        { location: undefined, location_id: undefined, state: undefined },
        locations,
        'Australia/Brisbane',
      ),
    ).toBe('Australia/Brisbane');
  });

  it('is labelled with the abbreviation it has at that moment', () => {
    expect(zoneAbbreviation(new Date('2026-07-01T00:00:00Z'), 'Australia/Sydney')).toBe('AEST');
    expect(zoneAbbreviation(new Date('2026-12-01T00:00:00Z'), 'Australia/Sydney')).toBe('AEDT');
    expect(zoneAbbreviation(new Date('2026-12-01T00:00:00Z'), 'Australia/Adelaide')).toBe('ACDT');
    expect(zoneAbbreviation(new Date('2026-12-01T00:00:00Z'), 'Australia/Darwin')).toBe('ACST');
    expect(zoneAbbreviation(new Date('2026-12-01T00:00:00Z'), 'Australia/Perth')).toBe('AWST');
    expect(zoneAbbreviation(new Date('2026-12-01T00:00:00Z'), 'Australia/Brisbane')).toBe('AEST');
    expect(zoneCityTime('Australia/Broken_Hill')).toBe('Broken Hill time');
  });
});

describe('[LOC-10] open now, across the group, either side of the October change', () => {
  // Tuesday 29 September 2026, 22:00 UTC: every eastern zone on standard time.
  const beforeChange = '2026-09-28T22:00:00Z';
  // Tuesday 6 October 2026, 22:00 UTC: NSW, the ACT and SA on daylight time since Sunday.
  const afterChange = '2026-10-05T22:00:00Z';

  it('before: Sydney 8:00, Adelaide 7:30, Brisbane 8:00, Perth 6:00, so every location is closed', () => {
    expect(statusAt(group.parramatta, beforeChange)).toBe('Closed · opens 8:30am AEST');
    expect(statusAt(group.canberra, beforeChange)).toBe('Closed · opens 8:30am AEST');
    expect(statusAt(group.adelaide, beforeChange)).toBe('Closed · opens 8:30am ACST');
    expect(statusAt(group.brokenHill, beforeChange)).toBe('Closed · opens 8:30am ACST');
    expect(statusAt(group.brisbane, beforeChange)).toBe('Closed · opens 8:30am AEST');
    expect(statusAt(group.perth, beforeChange)).toBe('Closed · opens 8:30am AWST');
  });

  it('after: the same hour UTC opens Sydney, Canberra, Adelaide and Broken Hill, not Brisbane or Perth', () => {
    expect(statusAt(group.parramatta, afterChange)).toBe('Open now · closes 5:30pm AEDT');
    expect(statusAt(group.canberra, afterChange)).toBe('Open now · closes 5:30pm AEDT');
    expect(statusAt(group.adelaide, afterChange)).toBe('Open now · closes 5:30pm ACDT');
    expect(statusAt(group.brokenHill, afterChange)).toBe('Open now · closes 5:30pm ACDT');
    expect(statusAt(group.brisbane, afterChange)).toBe('Closed · opens 8:30am AEST');
    expect(statusAt(group.perth, afterChange)).toBe('Closed · opens 8:30am AWST');
  });

  it('the next opening is labelled with the zone it will have then', () => {
    // Saturday 3 October 17:00 AEST; Sunday is closed; Monday opens on daylight time.
    expect(statusAt(group.parramatta, '2026-10-03T07:00:00Z')).toBe('Closed · opens 8:30am AEDT Mon');
    expect(statusAt(group.brisbane, '2026-10-03T07:00:00Z')).toBe('Closed · opens 8:30am AEST Mon');
  });
});

describe('[LOC-10] open now, either side of the April change', () => {
  it('Saturday 9:00 AEDT is open in Sydney; a week later the same instant is 8:00 AEST, closed', () => {
    expect(statusAt(group.parramatta, '2026-04-03T22:00:00Z')).toBe('Open now · closes 4:00pm AEDT');
    expect(statusAt(group.parramatta, '2026-04-10T22:00:00Z')).toBe('Closed · opens 9:00am AEST');
    // Adelaide: 8:30 ACDT, then 7:30 ACST.
    expect(statusAt(group.adelaide, '2026-04-03T22:00:00Z')).toBe('Closed · opens 9:00am ACDT');
    expect(statusAt(group.adelaide, '2026-04-10T22:00:00Z')).toBe('Closed · opens 9:00am ACST');
    // Perth: 6:00 AWST both weeks.
    expect(statusAt(group.perth, '2026-04-10T22:00:00Z')).toBe('Closed · opens 9:00am AWST');
  });
});

describe('[LOC-10] holiday hours on the location’s own day', () => {
  it('a holiday written as an instant falls on the location’s calendar day, not the tenant’s', () => {
    // 25 December 22:00 in Perth is already 26 December 01:00 in Sydney.
    const perth = {
      ...group.perth,
      special_hours: [{ date: '2026-12-25T14:00:00Z', status: 'Closed' as const, name: 'Christmas Day' }],
    };
    // Friday 25 December, 10:00 AWST: closed for the day; read on Sydney's calendar it would be open.
    expect(statusAt(perth, '2026-12-25T02:00:00Z')).toBe('Closed · opens 9:00am AWST tomorrow');
    expect(
      openStatus({
        openingHours: hours,
        specialHours: perth.special_hours,
        timeZone: 'Australia/Sydney',
        now: new Date('2026-12-25T02:00:00Z'),
      }).open,
    ).toBe(true);
  });
});

describe('[LOC-10] test-drive slots on the location’s clock', () => {
  const now = new Date('2026-10-04T00:00:00Z');
  const firstSlot = (location: Location) =>
    testDriveSlots({
      date: '2026-10-06',
      timeZone: locationTimeZone(location),
      openingHours: location.contact_detail.opening_hours,
      now,
    })[0];

  it('8:30am is 00:30 UTC in Perth, 21:30 UTC the day before in Sydney on daylight time', () => {
    expect(firstSlot(group.perth)).toEqual({
      start: '2026-10-06T00:30:00.000Z',
      label: '8:30am',
      zone: 'AWST',
    });
    expect(firstSlot(group.adelaide)).toEqual({
      start: '2026-10-05T22:00:00.000Z',
      label: '8:30am',
      zone: 'ACDT',
    });
    expect(firstSlot(group.brisbane)).toEqual({
      start: '2026-10-05T22:30:00.000Z',
      label: '8:30am',
      zone: 'AEST',
    });
    expect(firstSlot(group.parramatta)).toEqual({
      start: '2026-10-05T21:30:00.000Z',
      label: '8:30am',
      zone: 'AEDT',
    });
    expect(firstSlot(group.canberra)).toEqual({
      start: '2026-10-05T21:30:00.000Z',
      label: '8:30am',
      zone: 'AEDT',
    });
  });
});
