import { describe, expect, it } from 'vitest';
import { enquireInsteadOfClosed, openStatus } from '../../../../src/domain/locations/open-status.ts';
import { upcomingSpecialHours } from '../../../../src/domain/locations/special-hours.ts';
import type { OpeningHour, SpecialHours } from '../../../../src/model/location.ts';

const weekdays = (open: string, close: string): OpeningHour[] =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open' as const, open, close }));
const hours: OpeningHour[] = [
  ...weekdays('08:30', '17:30'),
  { weekday: 6, status: 'Open', open: '09:00', close: '16:00' },
  { weekday: 0, status: 'Closed' },
];
const sydney = 'Australia/Sydney';
// Wednesday 25 November 2026 in Sydney (AEDT, UTC+11).
const at = (iso: string) => new Date(iso);

describe('open now', () => {
  it('open within the hours, with the closing time and its zone, in the given time zone', () => {
    expect(
      openStatus({ openingHours: hours, timeZone: sydney, now: at('2026-11-25T10:00:00+11:00') }),
    ).toEqual({
      open: true,
      closes: '5:30pm AEDT',
      text: 'Open now · closes 5:30pm AEDT',
    });
    // 08:00 in Perth is 11:00 in Sydney: a Perth tenant is closed until 8:30am its own time.
    expect(
      openStatus({ openingHours: hours, timeZone: 'Australia/Perth', now: at('2026-11-25T11:00:00+11:00') })
        .text,
    ).toBe('Closed · opens 8:30am AWST');
  });

  it('after closing: the next opening, tomorrow or a named day', () => {
    expect(
      openStatus({ openingHours: hours, timeZone: sydney, now: at('2026-11-25T17:30:00+11:00') }).text,
    ).toBe('Closed · opens 8:30am AEDT tomorrow');
    // Saturday evening: Sunday is closed, so Monday.
    expect(
      openStatus({ openingHours: hours, timeZone: sydney, now: at('2026-11-28T18:00:00+11:00') }).text,
    ).toBe('Closed · opens 8:30am AEDT Mon');
    expect(openStatus({ openingHours: [], timeZone: sydney, now: at('2026-11-28T18:00:00+11:00') })).toEqual({
      open: false,
      opens: undefined,
      text: 'Closed',
    });
  });

  it('[LOC-04] holiday hours replace the weekly hours of their day', () => {
    const specials: SpecialHours[] = [
      { date: '2026-12-24', status: 'Open', start_hour: '9:00am', end_hour: '1:00pm', name: 'Christmas Eve' },
      { date: '2026-12-25', status: 'Closed', name: 'Christmas Day' },
    ];
    const input = { openingHours: hours, specialHours: specials, timeZone: sydney };
    expect(openStatus({ ...input, now: at('2026-12-24T14:00:00+11:00') }).text).toBe(
      'Closed · opens 9:00am AEDT Sat',
    );
    expect(openStatus({ ...input, now: at('2026-12-24T12:59:00+11:00') }).text).toBe(
      'Open now · closes 1:00pm AEDT',
    );
  });
});

describe('Enquire Now in place of Closed (locations.closedServiceShowsEnquire)', () => {
  it('a closed location gets the link and keeps when it opens; an open one keeps its plain line', () => {
    const closed = openStatus({
      openingHours: hours,
      timeZone: sydney,
      now: at('2026-11-28T18:00:00+11:00'),
    });
    expect(enquireInsteadOfClosed(closed)).toEqual({ link: 'Enquire Now', rest: ' · opens 8:30am AEDT Mon' });
    expect(enquireInsteadOfClosed({ open: false, opens: undefined, text: 'Closed' })).toEqual({
      link: 'Enquire Now',
      rest: '',
    });
    const open = openStatus({ openingHours: hours, timeZone: sydney, now: at('2026-11-25T10:00:00+11:00') });
    expect(enquireInsteadOfClosed(open)).toBeUndefined();
  });
});

describe('holiday hours dialog', () => {
  const specials: SpecialHours[] = [
    { date: '2027-01-26', status: 'Closed', name: 'Australia Day' },
    { date: '2026-12-24', status: 'Open', start_hour: '9:00am', end_hour: '1:00pm', name: 'Christmas Eve' },
    { date: '2026-12-25T00:00:00Z', status: 'Closed', name: 'Christmas Day' },
    { date: '2026-11-01', status: 'Closed', name: 'Long gone' },
    { date: '2026-12-31', status: 'Open', hours: { begin: '10:00', end: '14:00' }, location_id: 'other' },
    { date: '2026-12-30', status: 'Open', start_hour: 'late', name: 'Stocktake' },
  ];

  it('[LOC-04] the next 60 days of special hours for this location, by date', () => {
    expect(upcomingSpecialHours(specials, '2026-11-25', 'l1', 'Australia/Sydney')).toEqual([
      { date: '2026-12-24', day: 'Thursday 24 December', name: 'Christmas Eve', hours: '9:00am - 1:00pm' },
      { date: '2026-12-25', day: 'Friday 25 December', name: 'Christmas Day', hours: 'Closed' },
      { date: '2026-12-30', day: 'Wednesday 30 December', name: 'Stocktake', hours: 'Open' },
    ]);
    expect(
      upcomingSpecialHours(specials, '2026-11-28', 'other', 'Australia/Sydney').map((row) => row.date),
    ).toEqual(['2026-12-24', '2026-12-25', '2026-12-30', '2026-12-31', '2027-01-26']);
  });
});
