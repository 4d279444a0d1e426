import { describe, expect, it } from 'vitest';
import {
  parsePromoDate,
  sydneyNextMidnight,
  sydneyOffsetMs,
  sydneyWallTime,
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
