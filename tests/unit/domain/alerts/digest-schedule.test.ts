import { describe, expect, it } from 'vitest';
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  digestDue,
  SENDING_HOURS,
} from '../../../../src/domain/alerts/digest-schedule.ts';

// November: Sydney is on daylight saving (UTC+11); Perth never is (UTC+8).
const SYDNEY = 'Australia/Sydney';
const PERTH = 'Australia/Perth';

const at = (iso: string) => new Date(iso);

describe('digest frequencies', () => {
  it('offers instant, daily and weekly digests with their labels', () => {
    expect(ALERT_FREQUENCIES).toEqual(['instant', 'daily', 'weekly']);
    expect(ALERT_FREQUENCY_LABELS).toEqual({
      instant: 'As soon as they happen',
      daily: 'Once a day',
      weekly: 'Once a week',
    });
  });

  it('sends from 08:00 until 21:00', () => {
    expect(SENDING_HOURS).toEqual({ from: 8, until: 21 });
  });
});

describe('digestDue: sending hours at the dealer', () => {
  it('refuses 07:59 and 21:00 in Sydney (daylight saving)', () => {
    // 2025-11-12 07:59 AEDT and 2025-11-12 21:00 AEDT.
    expect(digestDue('instant', null, at('2025-11-11T20:59:00Z'), SYDNEY)).toBe(false);
    expect(digestDue('instant', null, at('2025-11-12T10:00:00Z'), SYDNEY)).toBe(false);
  });

  it('allows 08:00 and 20:59 in Sydney (daylight saving)', () => {
    // 2025-11-12 08:00 AEDT and 2025-11-12 20:59 AEDT.
    expect(digestDue('instant', null, at('2025-11-11T21:00:00Z'), SYDNEY)).toBe(true);
    expect(digestDue('instant', null, at('2025-11-12T09:59:00Z'), SYDNEY)).toBe(true);
  });

  it('refuses 07:59 and 21:00 in Perth', () => {
    // 2025-11-12 07:59 AWST and 2025-11-12 21:00 AWST.
    expect(digestDue('instant', null, at('2025-11-11T23:59:00Z'), PERTH)).toBe(false);
    expect(digestDue('instant', null, at('2025-11-12T13:00:00Z'), PERTH)).toBe(false);
  });

  it('allows 08:00 and 20:59 in Perth', () => {
    // 2025-11-12 08:00 AWST and 2025-11-12 20:59 AWST.
    expect(digestDue('instant', null, at('2025-11-12T00:00:00Z'), PERTH)).toBe(true);
    expect(digestDue('instant', null, at('2025-11-12T12:59:00Z'), PERTH)).toBe(true);
  });

  it('reads the hour in the dealer zone, not in UTC', () => {
    // 08:00 in Sydney is 05:00 in Perth.
    expect(digestDue('instant', null, at('2025-11-11T21:00:00Z'), SYDNEY)).toBe(true);
    expect(digestDue('instant', null, at('2025-11-11T21:00:00Z'), PERTH)).toBe(false);
  });

  it('refuses every frequency outside the hours, even one never sent', () => {
    // 2025-11-12 03:00 AEDT.
    const night = at('2025-11-11T16:00:00Z');
    expect(digestDue('instant', null, night, SYDNEY)).toBe(false);
    expect(digestDue('daily', null, night, SYDNEY)).toBe(false);
    expect(digestDue('weekly', null, night, SYDNEY)).toBe(false);
    expect(digestDue('daily', '2025-11-01T00:00:00Z', night, SYDNEY)).toBe(false);
  });
});

describe('digestDue: instant', () => {
  it('is due within the hours even a minute after the last one', () => {
    // Last at 2025-11-12 10:00 AEDT, now 10:01 AEDT.
    expect(digestDue('instant', '2025-11-11T23:00:00Z', at('2025-11-11T23:01:00Z'), SYDNEY)).toBe(true);
  });
});

describe('digestDue: never sent', () => {
  it('is due for daily and weekly when nothing was sent yet', () => {
    // 2025-11-12 09:00 AEDT.
    expect(digestDue('daily', null, at('2025-11-11T22:00:00Z'), SYDNEY)).toBe(true);
    expect(digestDue('weekly', null, at('2025-11-11T22:00:00Z'), SYDNEY)).toBe(true);
  });
});

describe('digestDue: daily', () => {
  it('is not due again on the same local day', () => {
    // Last at 2025-11-12 08:30 AEDT, now 2025-11-12 20:30 AEDT.
    expect(digestDue('daily', '2025-11-11T21:30:00Z', at('2025-11-12T09:30:00Z'), SYDNEY)).toBe(false);
  });

  it('is due on the next local day, even less than 24 hours later', () => {
    // Last at 2025-11-12 20:30 AEDT, now 2025-11-13 08:00 AEDT.
    expect(digestDue('daily', '2025-11-12T09:30:00Z', at('2025-11-12T21:00:00Z'), SYDNEY)).toBe(true);
  });

  it('is not due on the same local day although the UTC days differ', () => {
    // Last at 2025-11-12 08:30 AEDT (UTC day 11), now 2025-11-12 20:00 AEDT (UTC day 12).
    expect(digestDue('daily', '2025-11-11T21:30:00Z', at('2025-11-12T09:00:00Z'), SYDNEY)).toBe(false);
  });

  it('is due on the next local day although the UTC day is the same', () => {
    // Last at 2025-11-11 20:30 AEDT, now 2025-11-12 08:15 AEDT: both on UTC day 11.
    expect(digestDue('daily', '2025-11-11T09:30:00Z', at('2025-11-11T21:15:00Z'), SYDNEY)).toBe(true);
  });

  it('counts days in Perth for a Perth dealer', () => {
    // Last at 2025-11-12 08:30 AWST, now 2025-11-12 20:30 AWST: same day.
    expect(digestDue('daily', '2025-11-12T00:30:00Z', at('2025-11-12T12:30:00Z'), PERTH)).toBe(false);
    // Last at 2025-11-11 20:30 AWST, now 2025-11-12 08:00 AWST: next day.
    expect(digestDue('daily', '2025-11-11T12:30:00Z', at('2025-11-12T00:00:00Z'), PERTH)).toBe(true);
  });
});

describe('digestDue: weekly', () => {
  // Last sent Monday 2025-11-10 09:00 AEDT.
  const lastSent = '2025-11-09T22:00:00Z';

  it('is not due 6 days later, however late in the day', () => {
    // Sunday 2025-11-16 20:59 AEDT.
    expect(digestDue('weekly', lastSent, at('2025-11-16T09:59:00Z'), SYDNEY)).toBe(false);
  });

  it('is due 7 calendar days later, even earlier in the day than the last one', () => {
    // Monday 2025-11-17 08:30 AEDT: 6 days 23.5 hours after the last one.
    expect(digestDue('weekly', lastSent, at('2025-11-16T21:30:00Z'), SYDNEY)).toBe(true);
  });

  it('is due more than a week later', () => {
    // Wednesday 2025-11-19 12:00 AEDT.
    expect(digestDue('weekly', lastSent, at('2025-11-19T01:00:00Z'), SYDNEY)).toBe(true);
  });

  it('counts calendar days across the start of daylight saving', () => {
    // Last at Saturday 2025-10-04 08:00 AEST (UTC+10); daylight saving starts on Sunday 2025-10-05.
    // Now Saturday 2025-10-11 08:10 AEDT (UTC+11).
    expect(digestDue('weekly', '2025-10-03T22:00:00Z', at('2025-10-10T21:10:00Z'), SYDNEY)).toBe(true);
    // Friday 2025-10-10 20:30 AEDT.
    expect(digestDue('weekly', '2025-10-03T22:00:00Z', at('2025-10-10T09:30:00Z'), SYDNEY)).toBe(false);
  });

  it('counts calendar days across the end of daylight saving', () => {
    // Last at Saturday 2026-04-04 20:30 AEDT (UTC+11); daylight saving ends on Sunday 2026-04-05.
    // Friday 2026-04-10 20:45 AEST (UTC+10): 6 days.
    expect(digestDue('weekly', '2026-04-04T09:30:00Z', at('2026-04-10T10:45:00Z'), SYDNEY)).toBe(false);
    // Saturday 2026-04-11 08:00 AEST: 7 days.
    expect(digestDue('weekly', '2026-04-04T09:30:00Z', at('2026-04-10T22:00:00Z'), SYDNEY)).toBe(true);
  });
});

describe('the sending hours', () => {
  it('are 08:00 to 20:59 at the dealer', async () => {
    const { inSendingHours } = await import('../../../../src/domain/alerts/digest-schedule.ts');
    // Sydney in November is UTC+11.
    expect(inSendingHours(new Date('2026-11-25T20:59:59Z'), 'Australia/Sydney')).toBe(false);
    expect(inSendingHours(new Date('2026-11-25T21:00:00Z'), 'Australia/Sydney')).toBe(true);
    expect(inSendingHours(new Date('2026-11-26T09:59:59Z'), 'Australia/Sydney')).toBe(true);
    expect(inSendingHours(new Date('2026-11-26T10:00:00Z'), 'Australia/Sydney')).toBe(false);
  });
});
