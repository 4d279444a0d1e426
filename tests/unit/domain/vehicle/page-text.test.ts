import { describe, expect, it } from 'vitest';
import { carPageTags } from '../../../../src/domain/vehicle/badges.ts';
import { vehiclePageDescription } from '../../../../src/domain/vehicle/page-description.ts';
import { keyInformation } from '../../../../src/domain/vehicle-specs.ts';
import { importedCar } from '../../../fixtures/helpers.ts';

describe('vehicle page tags and description', () => {
  it('[CARD-03] a car that is not available is tagged JUST SOLD when that badge applies, else SOLD', () => {
    expect(carPageTags(['New', 'JUST SOLD'], false)).toEqual({ soldTag: 'JUST SOLD', badges: ['New'] });
    expect(carPageTags(['New'], false)).toEqual({ soldTag: 'SOLD', badges: ['New'] });
    expect(carPageTags(['New', 'New Arrival'], true)).toEqual({
      soldTag: undefined,
      badges: ['New', 'New Arrival'],
    });
  });

  it('describes the car by type, year, name, place and four key facts', () => {
    const car = importedCar({
      badge: 'Ascent Sport',
      km: 86500,
      trans: 'Automatic',
      fuel: 'Petrol',
      simple_body: 'Hatch',
      stocknum: 'S1',
    });
    const rows = [
      { label: 'Condition', value: 'Used' },
      { label: 'Year', value: '2021' },
      { label: 'Odometer', value: '86,500 km' },
      { label: 'Transmission', value: 'Automatic' },
      { label: 'Fuel', value: 'Petrol' },
      { label: 'Body', value: 'Hatch' },
      { label: 'Stock number', value: 'S1' },
    ];
    expect(vehiclePageDescription(car, rows)).toBe(
      'Used 2021 Toyota Corolla Ascent Sport. 86,500 km, Automatic, Petrol, Hatch.',
    );
    expect(
      vehiclePageDescription(
        {
          car_type: 'demo',
          year: 2021,
          make: 'Toyota',
          model: 'Corolla',
          badge: undefined,
          location: { name: 'Caringbah' } as NonNullable<typeof car.location>,
        },
        rows.slice(0, 4),
      ),
    ).toBe('Demo 2021 Toyota Corolla at Caringbah. 86,500 km, Automatic.');
    expect(keyInformation(car)[0]).toEqual({ label: 'Condition', value: 'Used' });
  });
});
