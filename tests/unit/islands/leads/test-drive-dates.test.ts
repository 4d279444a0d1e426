import { describe, expect, it } from 'vitest';
import { dayLabel } from '../../../../src/domain/format.ts';
import { dealerToday, localInputToIso } from '../../../../src/islands/leads/test-drive-dates.ts';
import { addDays } from '../../../../src/model/time-zone.ts';

describe('test-drive booking dates', () => {
  it('today is the dealer’s calendar day', () => {
    const instant = new Date('2026-03-01T14:30:00Z');
    expect(dealerToday(instant, 'Australia/Sydney')).toBe('2026-03-02');
    expect(dealerToday(instant, 'America/New_York')).toBe('2026-03-01');
    expect(dealerToday(instant, 'Not/AZone')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('adds days across months and years; labels a day', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(dayLabel('2026-08-01')).toBe('Saturday 1 August');
  });

  it('[LOC-10] the fallback date-time input is the location’s wall clock, as an ISO instant, or nothing', () => {
    // 10:30am in Perth (AWST, UTC+8) is 02:30 UTC; in Sydney in August (AEST, UTC+10) 00:30 UTC.
    expect(localInputToIso('2026-08-01T10:30', 'Australia/Perth')).toBe('2026-08-01T02:30:00.000Z');
    expect(localInputToIso('2026-08-01T10:30', 'Australia/Sydney')).toBe('2026-08-01T00:30:00.000Z');
    // Sydney on daylight time (AEDT, UTC+11) in December.
    expect(localInputToIso('2026-12-10T10:30', 'Australia/Sydney')).toBe('2026-12-09T23:30:00.000Z');
    expect(localInputToIso('', 'Australia/Perth')).toBeUndefined();
    expect(localInputToIso('tomorrow', 'Australia/Perth')).toBeUndefined();
  });
});
