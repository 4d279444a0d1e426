import { describe, expect, it } from 'vitest';
import {
  hoursOn,
  parseCalendarDate,
  parseClock,
  slotLabel,
  testDriveSlots,
  weekdayOf,
  zonedTime,
} from '../../../src/domain/test-drive-slots.ts';
import type { OpeningHour, SpecialHours } from '../../../src/model/location.ts';
import { calendarDay as localDate } from '../../../src/model/time-zone.ts';

const SYDNEY = 'Australia/Sydney';
/** Monday to Saturday 9 to 5, Sunday closed. */
const HOURS: OpeningHour[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
  weekday === 0 ? { weekday, status: 'Closed' } : { weekday, status: 'Open', open: '09:00', close: '17:00' },
);
/** Long before the day asked about, so no slot is in the past. */
const EARLY = new Date('2026-11-20T00:00:00Z');

const slots = (extra: Partial<Parameters<typeof testDriveSlots>[0]> = {}) =>
  testDriveSlots({ date: '2026-12-01', timeZone: SYDNEY, openingHours: HOURS, now: EARLY, ...extra });

describe('testDriveSlots', () => {
  it('[LEAD-19] every 30 minutes from opening; the last slot ends at closing time', () => {
    const day = slots();
    expect(day).toHaveLength(16);
    expect(day[0]).toEqual({ start: '2026-11-30T22:00:00.000Z', label: '9:00am', zone: 'AEDT' }); // UTC+11
    expect(day[1]!.label).toBe('9:30am');
    expect(day.at(-1)).toEqual({ start: '2026-12-01T05:30:00.000Z', label: '4:30pm', zone: 'AEDT' });
  });

  it('[LEAD-19] the weekday comes from the date: a closed Sunday has no slots, Saturday has', () => {
    expect(weekdayOf(parseCalendarDate('2026-12-06')!)).toBe(0);
    expect(slots({ date: '2026-12-06' })).toEqual([]);
    expect(slots({ date: '2026-12-05' })).toHaveLength(16);
  });

  it("[LEAD-19] slot times are wall-clock times in the dealer's time zone", () => {
    expect(slots({ timeZone: 'Australia/Brisbane' })[0]).toEqual({
      start: '2026-11-30T23:00:00.000Z',
      label: '9:00am',
      zone: 'AEST',
    }); // no daylight saving
    expect(slots({ timeZone: 'Australia/Perth' })[0]).toEqual({
      start: '2026-12-01T01:00:00.000Z',
      label: '9:00am',
      zone: 'AWST',
    });
    expect(slots({ timeZone: 'Australia/Adelaide' })[0]!.start).toBe('2026-11-30T22:30:00.000Z'); // UTC+10:30
  });

  it('[LEAD-19] follows daylight saving: 9am is 23:00Z the day before it starts and 22:00Z the day it starts', () => {
    const open7: OpeningHour[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      status: 'Open',
      open: '09:00',
      close: '10:00',
    }));
    expect(
      slots({ date: '2026-10-03', openingHours: open7, now: new Date('2026-09-01T00:00:00Z') })[0]!.start,
    ).toBe('2026-10-02T23:00:00.000Z');
    expect(
      slots({ date: '2026-10-04', openingHours: open7, now: new Date('2026-09-01T00:00:00Z') })[0]!.start,
    ).toBe('2026-10-03T22:00:00.000Z');
  });

  it('[LEAD-19] a special-hours closure (public holiday) removes the whole day', () => {
    const christmas: SpecialHours[] = [
      { date: '2026-12-25T00:00:00.000Z', status: 'Closed', name: 'Christmas Day' },
    ];
    expect(slots({ date: '2026-12-25', specialHours: christmas })).toEqual([]);
    expect(slots({ date: '2026-12-24', specialHours: christmas })).toHaveLength(16);
  });

  it('[LEAD-19] special opening hours replace the weekly hours for that date', () => {
    const short = slots({
      date: '2026-12-24',
      specialHours: [{ date: '2026-12-24', status: 'Open', start_hour: '10:00', end_hour: '2:00pm' }],
    });
    expect(short.map((s) => s.label)).toEqual([
      '10:00am',
      '10:30am',
      '11:00am',
      '11:30am',
      '12:00pm',
      '12:30pm',
      '1:00pm',
      '1:30pm',
    ]);
    const sunday = slots({
      date: '2026-12-20',
      specialHours: [{ date: '2026-12-20', status: 'Open', hours: { begin: '10am', end: '12pm' } }],
    });
    expect(sunday.map((s) => s.label)).toEqual(['10:00am', '10:30am', '11:00am', '11:30am']);
    // Open without hours keeps the usual hours.
    expect(slots({ specialHours: [{ date: '2026-12-01', status: 'Open' }] })).toHaveLength(16);
  });

  it('[LEAD-19] special hours of another location are ignored', () => {
    const other: SpecialHours[] = [{ date: '2026-12-01', status: 'Closed', location_id: 'l2' }];
    expect(slots({ locationId: 'l1', specialHours: other })).toHaveLength(16);
    expect(slots({ locationId: 'l2', specialHours: other })).toEqual([]);
  });

  it('[LEAD-19] slots in the past or within the lead time (2 hours by default) are left out', () => {
    const now = new Date('2026-12-01T01:10:00Z'); // 12:10pm in Sydney
    expect(slots({ now })[0]!.label).toBe('2:30pm');
    expect(slots({ now, leadTimeMinutes: 0 })[0]!.label).toBe('12:30pm');
    expect(slots({ now: new Date('2026-12-01T07:00:00Z') })).toEqual([]);
    expect(slots({ date: '2026-11-30', now })).toEqual([]);
  });

  it('[LEAD-19] booked slots are left out, whatever the ISO spelling of the booking', () => {
    // 9:30am in UTC, 10:00am with the Sydney offset, and 11:00am of the NEXT day (not this one).
    const day = slots({
      booked: ['2026-11-30T22:30:00.000Z', '2026-12-01T10:00:00+11:00', '2026-12-02T00:00:00Z'],
    });
    expect(day).toHaveLength(14);
    expect(day.map((s) => s.label)).not.toContain('9:30am');
    expect(day.map((s) => s.label)).not.toContain('10:00am');
    expect(day.map((s) => s.label)).toContain('9:00am');
  });

  it('slot length is configurable; a slot that would run past closing is not offered', () => {
    expect(slots({ slotMinutes: 60 }).map((s) => s.label)).toEqual([
      '9:00am',
      '10:00am',
      '11:00am',
      '12:00pm',
      '1:00pm',
      '2:00pm',
      '3:00pm',
      '4:00pm',
    ]);
    const threeQuarters = slots({ slotMinutes: 45 });
    expect(threeQuarters).toHaveLength(10);
    expect(threeQuarters.at(-1)!.label).toBe('3:45pm');
    expect(() => slots({ slotMinutes: 0 })).toThrow(RangeError);
    expect(() => slots({ slotMinutes: 7.5 })).toThrow(RangeError);
  });

  it('a day marked Open without readable times, or closing before opening, has no slots', () => {
    expect(slots({ openingHours: [{ weekday: 2, status: 'Open' }] })).toEqual([]);
    expect(slots({ openingHours: [{ weekday: 2, status: 'Open', open: '17:00', close: '09:00' }] })).toEqual(
      [],
    );
    expect(slots({ openingHours: [] })).toEqual([]);
  });

  it('rejects a date that is not a calendar date', () => {
    expect(() => slots({ date: '2026-02-30' })).toThrow(RangeError);
  });
});

describe('calendar and clock helpers', () => {
  it('parseCalendarDate accepts only real YYYY-MM-DD dates', () => {
    expect(parseCalendarDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    for (const bad of [
      '2026-02-29',
      '2026-13-01',
      '2026-00-10',
      '26-1-1',
      '2026-1-01',
      'tomorrow',
      '2026-12-01T00:00',
    ])
      expect(parseCalendarDate(bad)).toBeUndefined();
  });

  it('parseClock reads 24-hour and am/pm times', () => {
    expect(parseClock('09:00')).toBe(540);
    expect(parseClock('17:30')).toBe(1050);
    expect(parseClock('9am')).toBe(540);
    expect(parseClock('5:30 pm')).toBe(1050);
    expect(parseClock('12:00pm')).toBe(720);
    expect(parseClock('12am')).toBe(0);
    expect(parseClock('24:00')).toBe(1440);
    for (const bad of [undefined, '', '9', '25:00', '9:75', '13pm', 'noon'])
      expect(parseClock(bad)).toBeUndefined();
  });

  it('slotLabel writes 12-hour times with am/pm', () => {
    expect(slotLabel(0)).toBe('12:00am');
    expect(slotLabel(570)).toBe('9:30am');
    expect(slotLabel(720)).toBe('12:00pm');
    expect(slotLabel(1005)).toBe('4:45pm');
  });

  it('localDate and zonedTime convert between instants and local dates', () => {
    expect(localDate(new Date('2026-11-30T13:30:00Z'), SYDNEY)).toBe('2026-12-01');
    expect(localDate(new Date('2026-11-30T12:59:00Z'), SYDNEY)).toBe('2026-11-30');
    expect(zonedTime({ year: 2026, month: 7, day: 1 }, 9 * 60, SYDNEY).toISOString()).toBe(
      '2026-06-30T23:00:00.000Z',
    ); // AEST, UTC+10
  });

  it('hoursOn gives the opening and closing minutes, or undefined when closed', () => {
    expect(hoursOn('2026-12-01', SYDNEY, HOURS)).toEqual({ open: 540, close: 1020 });
    expect(hoursOn('2026-12-06', SYDNEY, HOURS)).toBeUndefined();
    expect(hoursOn('not-a-date', SYDNEY, HOURS)).toBeUndefined();
  });
});
