import { describe, expect, it } from 'vitest';
import { chosenTestDriveLocation, testDriveLocations } from '../../../src/domain/leads/test-drive-booking.ts';

const at = (
  id: string,
  location_type: 'sales' | 'service' | 'parts' | '',
  manufacturers: string[],
  visible = true,
) => ({
  id,
  visible,
  location_type,
  manufacturers,
});

const locations = [
  at('svc', 'service', []),
  at('kia', 'sales', ['Kia']),
  at('toy', 'sales', ['Toyota', 'Lexus']),
  at('any', '', []),
  at('hidden', 'sales', ['Kia'], false),
];

describe('test-drive booking locations', () => {
  it('[LEAD-17] offers visible sales locations, hiding those that do not sell the chosen make', () => {
    expect(testDriveLocations(locations).map((l) => l.id)).toEqual(['kia', 'toy', 'any']);
    expect(testDriveLocations(locations, 'kia').map((l) => l.id)).toEqual(['kia', 'any']);
    expect(testDriveLocations(locations, ' LEXUS ').map((l) => l.id)).toEqual(['toy', 'any']);
    expect(testDriveLocations(locations, 'Ferrari').map((l) => l.id)).toEqual(['any']);
  });

  it('[LEAD-17] [LEAD-24] a make no location sells is offered where it is in stock, else everywhere; never nowhere', () => {
    const franchisesOnly = locations.filter((l) => l.id !== 'any');
    // A used Volvo in stock at the Kia yard: offered there.
    expect(testDriveLocations(franchisesOnly, 'Volvo', { stockedAt: ['kia'] }).map((l) => l.id)).toEqual([
      'kia',
    ]);
    // A make nobody stocks or sells: every sales location, so the shopper can still book.
    expect(testDriveLocations(franchisesOnly, 'Volvo').map((l) => l.id)).toEqual(['kia', 'toy']);
    // A used Volvo standing at the Toyota dealership can be driven there, beside those that sell Volvos.
    expect(testDriveLocations(franchisesOnly, 'Volvo', { carLocationId: 'toy' }).map((l) => l.id)).toEqual([
      'toy',
    ]);
    expect(testDriveLocations(franchisesOnly, 'Kia', { carLocationId: 'toy' }).map((l) => l.id)).toEqual([
      'kia',
      'toy',
    ]);
  });

  it('[LEAD-17] a single location is chosen for the shopper; a choice stays while it is offered; the car’s own comes first', () => {
    expect(chosenTestDriveLocation([{ id: 'any' }], '')).toBe('any');
    expect(chosenTestDriveLocation([{ id: 'kia' }, { id: 'any' }], '')).toBeUndefined();
    expect(chosenTestDriveLocation([{ id: 'kia' }, { id: 'any' }], 'any')).toBe('any');
    expect(chosenTestDriveLocation([{ id: 'kia' }, { id: 'any' }], 'toy')).toBeUndefined();
    expect(chosenTestDriveLocation([{ id: 'kia' }, { id: 'any' }], '', 'kia')).toBe('kia');
  });
});
