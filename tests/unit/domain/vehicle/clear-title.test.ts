import { describe, expect, it } from 'vitest';
import { clearTitleText } from '../../../../src/domain/vehicle/clear-title.ts';

describe('the clear-title badge', () => {
  it('[COMP-04] says clear title with the day of the PPSR check the feed records, in the dealer’s time zone', () => {
    expect(
      clearTitleText({ ppsr_clear_date: '2026-11-10T00:00:00.000Z' }, '2026-11-26', 'Australia/Sydney'),
    ).toBe('Clear title: PPSR checked 10 November 2026');
    // 20:00 UTC on the 9th is already the 10th in Sydney.
    expect(
      clearTitleText({ ppsr_clear_date: '2026-11-09T20:00:00.000Z' }, '2026-11-26', 'Australia/Sydney'),
    ).toBe('Clear title: PPSR checked 10 November 2026');
  });

  it('[COMP-04] says nothing without a recorded check, or for a check dated after the build', () => {
    expect(clearTitleText({ ppsr_clear_date: undefined }, '2026-11-26', 'Australia/Sydney')).toBeUndefined();
    expect(
      clearTitleText({ ppsr_clear_date: '2026-11-27T03:00:00.000Z' }, '2026-11-26', 'Australia/Sydney'),
    ).toBeUndefined();
    expect(
      clearTitleText({ ppsr_clear_date: '2026-11-26T03:00:00.000Z' }, '2026-11-26', 'Australia/Sydney'),
    ).toBe('Clear title: PPSR checked 26 November 2026');
  });
});
