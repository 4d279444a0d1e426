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

  it('the fallback date-time input becomes an ISO instant, or nothing', () => {
    expect(localInputToIso('2026-08-01T10:30')).toMatch(/^2026-08-0[12]T\d{2}:30:00\.000Z$/);
    expect(localInputToIso('')).toBeUndefined();
    expect(localInputToIso('tomorrow')).toBeUndefined();
  });
});
