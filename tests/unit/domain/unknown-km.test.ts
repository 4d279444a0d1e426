import { describe, expect, it } from 'vitest';
import { cardFacts, cardFromCar } from '../../../src/domain/card.ts';
import { findComparables } from '../../../src/domain/autogauge.ts';
import { keyInfoIcons } from '../../../src/domain/vehicle/key-info.ts';
import { recordedChecks } from '../../../src/domain/vehicle/used-car-checks.ts';
import { checkoutFacts } from '../../../src/domain/vehicle/reserve.ts';
import { keyInformation } from '../../../src/domain/vehicle-specs.ts';
import { importedCar } from '../../fixtures/helpers.ts';

describe('a car whose km the feed does not know', () => {
  const unknown = importedCar({ id: 'u1', car_type: 'used', km: '- / -', simple_transmission: 'Automatic' });
  const known = importedCar({ id: 'k1', car_type: 'used', km: 86_500, simple_transmission: 'Automatic' });

  it('[FEED-09] stays unknown: no odometer figure anywhere, never "0 km"', () => {
    expect(unknown.km).toBeUndefined();
    expect(cardFacts(cardFromCar(unknown))).toBe('Automatic');
    expect(cardFacts(cardFromCar(known))).toBe('86,500 km · Automatic');
    expect(cardFacts({ ...cardFromCar(unknown), car_type: 'demo' })).toBe('Demo · Automatic');
    expect(keyInformation(unknown).map((row) => row.label)).not.toContain('Odometer');
    expect(keyInformation(known)).toContainEqual(
      expect.objectContaining({ label: 'Odometer', value: '86,500 km' }),
    );
    expect(keyInfoIcons(unknown).map((icon) => icon.label)).not.toContain('Odometer');
    expect(checkoutFacts({ ...unknown, stocknum: 'S1' })).toBe('Used · Stock S1');
  });

  it('is never compared with the market by km (no like-for-like evidence)', () => {
    const now = new Date('2026-11-26T00:00:00Z');
    expect(
      findComparables({ source: 'stock', car: unknown }, [{ source: 'stock', car: known }], now),
    ).toEqual([]);
  });
});

describe('the used-car checks a vehicle page lists', () => {
  const unknown = importedCar({ id: 'u1', car_type: 'used', km: '- / -' });
  const known = importedCar({ id: 'k1', car_type: 'used', km: 86_500 });

  it('[FEED-09] make no odometer claim for a car whose feed records no odometer check, whatever its km', () => {
    expect(recordedChecks(unknown, '2026-11-26', 'Australia/Sydney')).toEqual([]);
    expect(recordedChecks(known, '2026-11-26', 'Australia/Sydney')).toEqual([]);
  });
});
