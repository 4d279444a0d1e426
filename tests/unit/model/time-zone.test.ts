import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDay,
  currentYear,
  daysBetween,
  isTimeZone,
  nextMidnight,
  offsetMs,
  parsePromoDate,
  startOfDay,
  sydneyNextMidnight,
  sydneyOffsetMs,
  sydneyWallTime,
  wallClock,
  wallTimeToInstant,
} from '../../../src/model/time-zone.ts';

const HOUR = 3_600_000;
const iso = (instant: number | undefined) =>
  instant === undefined ? undefined : new Date(instant).toISOString();
const parsed = (text: string) => iso(parsePromoDate(text)?.instant);

describe('Sydney offset', () => {
  it('is +10 h in winter and +11 h in summer', () => {
    expect(sydneyOffsetMs(Date.parse('2025-07-01T00:00:00Z'))).toBe(10 * HOUR);
    expect(sydneyOffsetMs(Date.parse('2025-01-15T00:00:00Z'))).toBe(11 * HOUR);
  });

  it('changes at the daylight-saving boundaries of 2025', () => {
    // Ends 6 April 2025 03:00 AEDT = 5 April 16:00 UTC; starts 5 October 2025 02:00 AEST = 4 October 16:00 UTC.
    expect(sydneyOffsetMs(Date.parse('2025-04-05T15:59:59Z'))).toBe(11 * HOUR);
    expect(sydneyOffsetMs(Date.parse('2025-04-05T16:00:00Z'))).toBe(10 * HOUR);
    expect(sydneyOffsetMs(Date.parse('2025-10-04T15:59:59Z'))).toBe(10 * HOUR);
    expect(sydneyOffsetMs(Date.parse('2025-10-04T16:00:00Z'))).toBe(11 * HOUR);
  });
});

describe('Sydney wall time', () => {
  it('[PROMO-01] reads a time without an offset as Australian east time', () => {
    expect(parsed('2025-08-21T08:30')).toBe('2025-08-20T22:30:00.000Z');
    expect(parsed('2025-08-21 08:30')).toBe('2025-08-20T22:30:00.000Z');
    expect(parsed('2025-09-30T17:30:00')).toBe('2025-09-30T07:30:00.000Z');
    expect(parsed('2025-01-15T12:00')).toBe('2025-01-15T01:00:00.000Z');
    expect(parsed('2025-07-01T00:00:00.5')).toBe('2025-06-30T14:00:00.500Z');
  });

  it('[PROMO-01] reads a bare date as the start of that Sydney day', () => {
    expect(parsePromoDate('2025-07-01')).toEqual({
      instant: Date.parse('2025-06-30T14:00:00Z'),
      dateOnly: true,
    });
    expect(parsePromoDate('2025-12-25')).toEqual({
      instant: Date.parse('2025-12-24T13:00:00Z'),
      dateOnly: true,
    });
  });

  it('takes text with an offset and Dates as the instants they are', () => {
    expect(parsed('2025-08-21T08:30:00+10:00')).toBe('2025-08-20T22:30:00.000Z');
    expect(parsed('2025-08-21T08:30:00Z')).toBe('2025-08-21T08:30:00.000Z');
    expect(parsed('2025-08-21T08:30:00.000-0300')).toBe('2025-08-21T11:30:00.000Z');
    expect(parsePromoDate(new Date('2025-08-21T08:30:00Z'))).toEqual({
      instant: Date.parse('2025-08-21T08:30:00Z'),
      dateOnly: false,
    });
  });

  it('rejects unreadable and impossible dates', () => {
    expect(parsePromoDate('soon')).toBeUndefined();
    expect(parsePromoDate('2025-02-30')).toBeUndefined();
    expect(parsePromoDate('2025-08-21T24:30')).toBeUndefined();
    expect(parsePromoDate('21/08/2025')).toBeUndefined();
    expect(parsePromoDate('')).toBeUndefined();
    expect(parsePromoDate(new Date(Number.NaN))).toBeUndefined();
  });

  it('a time that occurs twice when daylight saving ends is the earlier one', () => {
    expect(iso(sydneyWallTime(2025, 4, 6, 2, 30))).toBe('2025-04-05T15:30:00.000Z');
  });

  it('a time skipped when daylight saving starts lands an hour later', () => {
    // 02:30 on 5 October 2025 does not exist in Sydney; it reads as 03:30 AEDT.
    expect(iso(sydneyWallTime(2025, 10, 5, 2, 30))).toBe('2025-10-04T16:30:00.000Z');
    expect(sydneyOffsetMs(sydneyWallTime(2025, 10, 5, 2, 30))).toBe(11 * HOUR);
  });

  it('the next midnight is 24 hours away on ordinary days and 23 or 25 on changeover days', () => {
    const day = (text: string) => parsePromoDate(text)!.instant;
    expect(sydneyNextMidnight(day('2025-07-24')) - day('2025-07-24')).toBe(24 * HOUR);
    expect(sydneyNextMidnight(day('2025-10-05')) - day('2025-10-05')).toBe(23 * HOUR);
    expect(sydneyNextMidnight(day('2025-04-06')) - day('2025-04-06')).toBe(25 * HOUR);
    expect(iso(sydneyNextMidnight(day('2025-12-31')))).toBe('2025-12-31T13:00:00.000Z');
  });
});

const at = (text: string) => Date.parse(text);
const SYDNEY = 'Australia/Sydney';
const PERTH = 'Australia/Perth';
const ADELAIDE = 'Australia/Adelaide';
const NEW_YORK = 'America/New_York';

describe('calendar day in a zone', () => {
  it('is the day on the wall clock there, not on the machine running the code', () => {
    // 01:30 on the 25th in Perth (UTC+8), 04:30 in Sydney (AEDT, UTC+11), 12:30 on the 24th in New York.
    expect(calendarDay(at('2026-11-24T17:30:00Z'), PERTH)).toBe('2026-11-25');
    expect(calendarDay(at('2026-11-24T17:30:00Z'), SYDNEY)).toBe('2026-11-25');
    expect(calendarDay(at('2026-11-24T17:30:00Z'), NEW_YORK)).toBe('2026-11-24');
    // 22:00 on the 24th in Perth while Sydney is already at 01:00 on the 25th.
    expect(calendarDay(new Date('2026-11-24T14:00:00Z'), PERTH)).toBe('2026-11-24');
    expect(calendarDay(new Date('2026-11-24T14:00:00Z'), SYDNEY)).toBe('2026-11-25');
  });

  it('turns at Sydney midnight on both sides of the start of daylight saving', () => {
    // 4 October 2026: AEST (UTC+10) until 02:00, then AEDT (UTC+11).
    expect(calendarDay(at('2026-10-03T13:59:59Z'), SYDNEY)).toBe('2026-10-03');
    expect(calendarDay(at('2026-10-03T14:00:00Z'), SYDNEY)).toBe('2026-10-04');
    expect(calendarDay(at('2026-10-04T12:59:59Z'), SYDNEY)).toBe('2026-10-04');
    expect(calendarDay(at('2026-10-04T13:00:00Z'), SYDNEY)).toBe('2026-10-05');
  });

  it('turns on the half hour in Adelaide (UTC+10:30 in summer)', () => {
    expect(calendarDay(at('2026-11-24T13:29:59Z'), ADELAIDE)).toBe('2026-11-24');
    expect(calendarDay(at('2026-11-24T13:30:00Z'), ADELAIDE)).toBe('2026-11-25');
  });

  it('reads midnight as hour 0', () => {
    expect(wallClock(at('2026-10-03T14:00:00Z'), SYDNEY)).toEqual({
      year: 2026,
      month: 10,
      day: 4,
      hour: 0,
      minute: 0,
      second: 0,
    });
  });

  it('the year is the dealer’s: New Year in Sydney is still New Year’s Eve in Perth', () => {
    expect(currentYear(at('2025-12-31T13:30:00Z'), SYDNEY)).toBe(2026);
    expect(currentYear(at('2025-12-31T13:30:00Z'), PERTH)).toBe(2025);
    // Without a zone: the default tenant zone, Sydney.
    expect(currentYear(at('2025-12-31T13:30:00Z'))).toBe(2026);
  });

  it('adds days to a calendar day across months, leap days and backwards', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts whole calendar days between two days, across a daylight-saving change', () => {
    expect(daysBetween('2026-10-03', '2026-10-05')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-03-01')).toBe(60);
    expect(daysBetween('2026-11-25', '2026-11-24')).toBe(-1);
    expect(daysBetween('2026-11-24', '2026-11-24')).toBe(0);
  });
});

describe('offset of a zone', () => {
  it('includes half hours and daylight saving, and is negative west of UTC', () => {
    expect(offsetMs(at('2026-11-24T00:00:00Z'), ADELAIDE)).toBe(10.5 * HOUR);
    expect(offsetMs(at('2026-07-01T00:00:00Z'), ADELAIDE)).toBe(9.5 * HOUR);
    expect(offsetMs(at('2026-11-24T00:00:00Z'), PERTH)).toBe(8 * HOUR);
    expect(offsetMs(new Date('2026-07-01T00:00:00Z'), NEW_YORK)).toBe(-4 * HOUR);
  });
});

describe('wall time to instant', () => {
  it('reads an ordinary wall time with the offset of that day', () => {
    expect(iso(wallTimeToInstant(2026, 7, 1, 9, 0, 0, 0, SYDNEY))).toBe('2026-06-30T23:00:00.000Z');
    expect(iso(wallTimeToInstant(2026, 11, 24, 9, 15, 30, 250, ADELAIDE))).toBe('2026-11-23T22:45:30.250Z');
    expect(iso(wallTimeToInstant(2026, 11, 24, 9, 0, 0, 0, PERTH))).toBe('2026-11-24T01:00:00.000Z');
  });

  it('a time that occurs twice when daylight saving ends is the earlier one', () => {
    // 5 April 2026, 02:30 in Sydney: first AEDT (15:30Z), an hour later AEST (16:30Z).
    expect(iso(wallTimeToInstant(2026, 4, 5, 2, 30, 0, 0, SYDNEY))).toBe('2026-04-04T15:30:00.000Z');
    // 1 November 2026, 01:30 in New York: first EDT (05:30Z), then EST (06:30Z).
    expect(iso(wallTimeToInstant(2026, 11, 1, 1, 30, 0, 0, NEW_YORK))).toBe('2026-11-01T05:30:00.000Z');
  });

  it('a time skipped when daylight saving starts is read with the offset before the jump', () => {
    // 4 October 2026, 02:30 does not exist in Sydney or Adelaide; both read it as 03:30 daylight time.
    expect(iso(wallTimeToInstant(2026, 10, 4, 2, 30, 0, 0, SYDNEY))).toBe('2026-10-03T16:30:00.000Z');
    expect(iso(wallTimeToInstant(2026, 10, 4, 2, 30, 0, 0, ADELAIDE))).toBe('2026-10-03T17:00:00.000Z');
    // West of UTC as well: 8 March 2026, 02:30 in New York is 03:30 EDT.
    expect(iso(wallTimeToInstant(2026, 3, 8, 2, 30, 0, 0, NEW_YORK))).toBe('2026-03-08T07:30:00.000Z');
  });

  it('rolls fields over as Date.UTC does: minute 1440 is the next midnight', () => {
    expect(iso(wallTimeToInstant(2026, 10, 4, 0, 1440, 0, 0, SYDNEY))).toBe('2026-10-04T13:00:00.000Z');
  });

  it('the next midnight in a zone is 23 hours away on the day daylight saving starts', () => {
    const startOfDay = wallTimeToInstant(2026, 10, 4, 0, 0, 0, 0, SYDNEY);
    expect(iso(startOfDay)).toBe('2026-10-03T14:00:00.000Z');
    expect(nextMidnight(startOfDay, SYDNEY) - startOfDay).toBe(23 * HOUR);
    expect(iso(nextMidnight(at('2026-11-24T17:30:00Z'), PERTH))).toBe('2026-11-25T16:00:00.000Z');
  });

  it('the start of the day is the midnight of the day the instant is in, in that zone', () => {
    // 17:30 UTC on the 24th is 04:30 on the 25th in Sydney (AEDT) and 01:30 in Perth.
    expect(iso(startOfDay(at('2026-11-24T17:30:00Z'), SYDNEY))).toBe('2026-11-24T13:00:00.000Z');
    expect(iso(startOfDay(at('2026-11-24T17:30:00Z'), PERTH))).toBe('2026-11-24T16:00:00.000Z');
    // The day daylight saving starts in Sydney begins at +10:00.
    expect(iso(startOfDay(at('2026-10-04T05:00:00Z'), SYDNEY))).toBe('2026-10-03T14:00:00.000Z');
  });
});

describe('an unknown zone', () => {
  it('is refused with Intl’s RangeError, as every caller saw before', () => {
    expect(isTimeZone('Not/AZone')).toBe(false);
    expect(isTimeZone(PERTH)).toBe(true);
    expect(() => calendarDay(at('2026-11-24T00:00:00Z'), 'Not/AZone')).toThrow(RangeError);
    expect(() => offsetMs(at('2026-11-24T00:00:00Z'), 'Not/AZone')).toThrow(RangeError);
    expect(() => currentYear(at('2026-11-24T00:00:00Z'), 'Not/AZone')).toThrow(RangeError);
  });
});
