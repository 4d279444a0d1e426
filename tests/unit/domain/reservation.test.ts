import { describe, expect, it } from 'vitest';
import {
  depositStatusText,
  holdUntil,
  isHolding,
  lateDepositText,
  offlineMessage,
  reservedUntilText,
  statesMovingTo,
} from '../../../src/domain/reservations/reservation.ts';

describe('reservation rules', () => {
  it('[DEAL-02] holds for 48 hours, only while requested or paid', () => {
    expect(holdUntil(new Date('2026-11-26T01:30:00Z')).toISOString()).toBe('2026-11-28T01:30:00.000Z');
    const until = '2026-11-28T01:30:00.000Z';
    expect(isHolding({ state: 'requested', hold_until: until }, new Date('2026-11-28T01:29:59Z'))).toBe(true);
    expect(isHolding({ state: 'paid', hold_until: until }, new Date('2026-11-28T01:30:00Z'))).toBe(false);
    expect(isHolding({ state: 'released', hold_until: until }, new Date('2026-11-27T00:00:00Z'))).toBe(false);
  });

  it('[DEAL-02] moves: paid only from requested; expired from requested or paid; nothing after converted', () => {
    expect(statesMovingTo('paid')).toEqual(['requested']);
    expect(statesMovingTo('expired')).toEqual(['requested', 'paid']);
    expect(statesMovingTo('refunded')).toEqual(['paid', 'released', 'expired']);
    expect(statesMovingTo('requested')).toEqual([]);
  });

  it('[VDP-14] says the hold in the dealer’s time and never claims a payment that did not happen', () => {
    expect(reservedUntilText('2026-11-28T00:00:00.000Z', 'Australia/Sydney')).toBe(
      'Reserved until Sat 11:00am',
    );
    expect(reservedUntilText('2026-11-28T00:00:00.000Z', 'Australia/Perth')).toBe(
      'Reserved until Sat 8:00am',
    );
    expect(depositStatusText('requested', 200, false)).toBe(
      '$200 deposit to be taken by phone (no payment was made online)',
    );
    expect(depositStatusText('requested', 1500, true)).toBe('$1,500 deposit not yet paid');
    expect(depositStatusText('paid', 200, true)).toBe('$200 deposit paid online');
    expect(depositStatusText('requested', 0, false)).toBe('No deposit');
    expect(offlineMessage(200)).toBe(
      "We'll call you to take the $200 deposit and confirm your hold. No payment has been taken.",
    );
    expect(offlineMessage(0)).toBe("We'll call you to confirm your hold.");
    expect(lateDepositText(200)).toBe(
      '$200 deposit paid online after the 48-hour hold ended: please refund it',
    );
  });
});
