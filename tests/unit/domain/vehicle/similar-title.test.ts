import { describe, expect, it } from 'vitest';
import { similarCarsTitle, vehicleTypeName } from '../../../../src/domain/vehicle/similar-title.ts';

describe('[VDP-18] similar cars section title', () => {
  it('[VDP-18] Similar {vehicle type}s In-Stock by item type', () => {
    expect(similarCarsTitle('car', false)).toBe('Similar Cars In-Stock');
    expect(similarCarsTitle('caravan', false)).toBe('Similar Caravans In-Stock');
    expect(similarCarsTitle('motorcycle', false)).toBe('Similar Motorcycles In-Stock');
  });

  it('[VDP-18] Available on subscription sites', () => {
    expect(similarCarsTitle('car', true)).toBe('Similar Cars Available');
  });

  it('an unknown item type reads as Car', () => {
    expect(vehicleTypeName(undefined)).toBe('Car');
  });
});
