import { describe, expect, it } from 'vitest';
import { regoExpiryText } from '../../../../src/domain/vehicle/rego.ts';
import { calendarDay } from '../../../../src/model/time-zone.ts';

// 21 Nov 2026, 10:00 in Sydney (AEDT, UTC+11).
const NOW = new Date('2026-11-20T23:00:00Z');
const sydney = { timeZone: 'Australia/Sydney', now: NOW };

describe('[VDP-11] rego expiry', () => {
  it('[VDP-11] tomorrow: Expires on {date}, en-AU', () => {
    expect(regoExpiryText('2026-11-22', { ...sydney, pastShowsUnregistered: false })).toBe(
      'Expires on 22 November 2026',
    );
  });

  it('[VDP-11] today still counts as registered', () => {
    expect(regoExpiryText('2026-11-21', { ...sydney, pastShowsUnregistered: true })).toBe(
      'Expires on 21 November 2026',
    );
  });

  it('[VDP-11] yesterday: Unregistered only on tenants with the switch, otherwise nothing', () => {
    expect(regoExpiryText('2026-11-20', { ...sydney, pastShowsUnregistered: true })).toBe('Unregistered');
    expect(regoExpiryText('2026-11-20', { ...sydney, pastShowsUnregistered: false })).toBeUndefined();
  });

  it('[VDP-11] days are calendar days in the tenant time zone, not UTC', () => {
    // 2026-11-20T14:00Z is 21 Nov 01:00 in Sydney (today there) but still 20 Nov in UTC.
    expect(regoExpiryText('2026-11-20T14:00:00Z', { ...sydney, pastShowsUnregistered: true })).toBe(
      'Expires on 21 November 2026',
    );
    // In Perth (UTC+8) it is 20 Nov 22:00: already past, since Perth's today (21 Nov 07:00) has begun.
    expect(
      regoExpiryText('2026-11-20T14:00:00Z', {
        timeZone: 'Australia/Perth',
        now: NOW,
        pastShowsUnregistered: true,
      }),
    ).toBe('Unregistered');
  });

  it('no or unreadable date: nothing', () => {
    expect(regoExpiryText(undefined, { ...sydney, pastShowsUnregistered: true })).toBeUndefined();
    expect(regoExpiryText('not a date', { ...sydney, pastShowsUnregistered: true })).toBeUndefined();
  });

  it('calendarDay is YYYY-MM-DD in the zone', () => {
    expect(calendarDay(NOW, 'Australia/Sydney')).toBe('2026-11-21');
    expect(calendarDay(NOW, 'UTC')).toBe('2026-11-20');
  });
});
