import { describe, expect, it } from 'vitest';
import { salesCounterText, salesThisMonth } from '../../../src/domain/promotions/sales-counter.ts';

const brisbane = { perDay: 192, timeZone: 'Australia/Brisbane' };

describe('sales counter', () => {
  it('[PROMO-06] counts 192 a day month to date plus one per 450 s of today, on Brisbane time', () => {
    // Midnight starting 25 November in Brisbane (UTC+10) is 14:00 UTC on the 24th.
    expect(salesThisMonth(new Date('2026-11-24T14:00:00Z'), brisbane)).toBe(24 * 192);
    expect(salesThisMonth(new Date('2026-11-24T14:07:29Z'), brisbane)).toBe(4608);
    expect(salesThisMonth(new Date('2026-11-24T14:07:30Z'), brisbane)).toBe(4609);
    // Noon: 43,200 s / 450 = 96 more.
    expect(salesThisMonth(new Date('2026-11-25T02:00:00Z'), brisbane)).toBe(4704);
    // A new month starts again from nothing, on Brisbane's clock, not UTC's.
    expect(salesThisMonth(new Date('2026-11-30T14:00:00Z'), brisbane)).toBe(0);
    expect(salesThisMonth(new Date('2026-11-30T13:59:59Z'), brisbane)).toBe(29 * 192 + 191);
    // Sydney is an hour ahead in summer (daylight saving), so its count is 8 higher.
    expect(
      salesThisMonth(new Date('2026-11-24T14:00:00Z'), { ...brisbane, timeZone: 'Australia/Sydney' }),
    ).toBe(4616);
  });

  it('follows the dealer’s own average: 60 a day is one every 1,440 s', () => {
    expect(
      salesThisMonth(new Date('2026-11-01T14:24:00Z'), { perDay: 60, timeZone: 'Australia/Brisbane' }),
    ).toBe(61);
  });

  it('words the figure as an estimate from the stated average', () => {
    expect(salesCounterText(new Date('2026-11-25T02:00:00Z'), brisbane)).toEqual({
      figure: '4,704',
      label: 'vehicles sold in November',
      note: 'Estimated from our average of 192 sales a day.',
    });
    expect(salesCounterText(new Date('2026-11-30T14:00:00Z'), brisbane).label).toBe(
      'vehicles sold in December',
    );
  });
});
