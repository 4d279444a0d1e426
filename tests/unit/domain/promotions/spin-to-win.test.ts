import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { schemaIssues } from '../../../../src/islands/reserve/reserve-form.ts';
import {
  chanceText,
  closingText,
  entrantKeys,
  isOpen,
  landingRotation,
  prizeAt,
  SpinEntrySchema,
  totalChance,
} from '../../../../src/domain/promotions/spin-to-win.ts';
import { labelLines, wheelSlices } from '../../../../src/islands/promotions/wheel.ts';

const prizes = [
  { label: '$50 fuel card', chance: 6 },
  { label: 'Free window tint', chance: 3 },
  { label: '$500 off any car', chance: 1 },
];

describe('spin to win', () => {
  it('gives each prize as many tickets as its chance, in order', () => {
    expect(totalChance(prizes)).toBe(10);
    expect([0, 5, 6, 8, 9].map((ticket) => prizeAt(prizes, ticket))).toEqual([0, 0, 1, 1, 2]);
    expect(() => prizeAt(prizes, 10)).toThrow(RangeError);
    expect(prizes.map((prize) => chanceText(prize, prizes))).toEqual(['60%', '30%', '10%']);
    expect(chanceText({ label: 'Car', chance: 1 }, [...prizes, { label: 'Big', chance: 200 }])).toBe(
      'under 1%',
    );
  });

  it('takes entries up to and including the closing day in the dealer’s zone', () => {
    // 31 Jan 2027 12:59 UTC is 11:59pm in Sydney (AEDT), still the closing day.
    expect(isOpen('2027-01-31', new Date('2027-01-31T12:59:00Z'), 'Australia/Sydney')).toBe(true);
    expect(isOpen('2027-01-31', new Date('2027-01-31T13:00:00Z'), 'Australia/Sydney')).toBe(false);
    expect(isOpen(undefined, new Date('2030-01-01T00:00:00Z'), 'Australia/Sydney')).toBe(true);
    expect(closingText('2027-01-31', true)).toBe('Entries close Sunday 31 January 2027.');
    expect(closingText('2027-01-31', false)).toBe('This promotion closed on Sunday 31 January 2027.');
    expect(closingText(undefined, true)).toBeUndefined();
  });

  it('turns the wheel so the middle of the drawn prize stops under the pointer', () => {
    // Four slices of 90°: slice 0 spans 0–90°, its middle at 45° comes to the top after 315°.
    expect(landingRotation(0, 4)).toBe(5 * 360 + 315);
    expect(landingRotation(3, 4)).toBe(5 * 360 + 45);
    expect(landingRotation(1, 3, 2)).toBe(2 * 360 + 180);
  });

  it('knows one person by e-mail in any case and by phone in any format', () => {
    expect(entrantKeys(' Ada@Example.com ', '0412 345 678')).toEqual([
      'email:ada@example.com',
      'phone:+61412345678',
    ]);
    expect(entrantKeys('ada@example.com', '+61 412 345 678')[1]).toBe('phone:+61412345678');
  });

  it('an entry needs the terms agreed, an e-mail and a phone', () => {
    const entry = {
      name: 'Ada',
      email: 'ada@example.com',
      phone: '0412345678',
      postcode: '2000',
      terms_conditions: true,
    };
    expect(v.safeParse(SpinEntrySchema, entry).success).toBe(true);
    const BAD = { ...entry, phone: '', terms_conditions: false };
    // The first problem of each field, as the form lists them.
    expect(schemaIssues(SpinEntrySchema, BAD).map((e) => [e.field, e.message])).toEqual([
      ['phone', '* This field is required'],
      ['terms_conditions', '* Please agree to the promotion terms.'],
    ]);
  });

  it('draws one slice per prize with labels in at most two lines and no two neighbours alike', () => {
    expect(labelLines('$50 fuel card')).toEqual(['$50 fuel card']);
    expect(labelLines('$1,000 off any new car')).toEqual(['$1,000 off', 'any new car']);
    const slices = wheelSlices(prizes.map((prize) => prize.label));
    expect(slices.map((slice) => [slice.middle, slice.fill])).toEqual([
      [60, 'primary'],
      [180, 'light'],
      [300, 'mid'],
    ]);
    expect(slices[0]!.path).toBe('M160 160 L160.00 10.00 A150 150 0 0 1 289.90 235.00 Z');
  });
});
