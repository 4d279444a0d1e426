import { describe, expect, it } from 'vitest';
import { COMPARE_ROWS, type CompareCar, compareCarFromCar } from '../../../src/domain/compare.ts';
import { priceDisplayOptions } from '../../../src/domain/price-display.ts';
import { importedCar, settingsWith } from '../../fixtures/helpers.ts';

const cells = (car: CompareCar) => Object.fromEntries(COMPARE_ROWS.map((row) => [row.label, row.value(car)]));

describe('[WL-06] compare', () => {
  it('captures what /compare shows, the price as the tenant writes it', () => {
    const car = importedCar({
      id: 'c9',
      stocknum: 'S123',
      km: 86500,
      simple_body: 'Hatch',
      trans: 'Automatic',
      engine_size_litres: 2,
      seats: 5,
      colour: 'Red',
      price: 0,
    });
    const compare = compareCarFromCar(
      car,
      priceDisplayOptions(settingsWith({ wording: { noPriceText: 'POA' } })),
    );
    expect(compare).toMatchObject({
      id: 'c9',
      name: car.name,
      make: 'Toyota',
      model: 'Corolla',
      year: 2021,
      priceText: 'POA',
      car_type: 'used',
      status: 'in_stock',
      km: 86500,
      body: 'Hatch',
      transmission: 'Automatic',
      engine: '2.0 L',
      seats: 5,
      colour: 'Red',
      stocknum: 'S123',
    });
    expect(cells(compare)).toEqual({
      Price: 'POA',
      Year: '2021',
      Type: 'Used',
      Kilometres: '86,500 km',
      Body: 'Hatch',
      Transmission: 'Automatic',
      Fuel: undefined,
      Drive: undefined,
      Engine: '2.0 L',
      Seats: '5',
      Colour: 'Red',
      'Stock no.': 'S123',
      Status: 'Available',
    });
  });

  it('a car that is not in stock or coming soon reads Sold', () => {
    const base = compareCarFromCar(importedCar(), priceDisplayOptions(settingsWith()));
    const status = (value: string) => cells({ ...base, status: value })['Status'];
    expect(status('coming_soon')).toBe('Available');
    expect(status('sold')).toBe('Sold');
    expect(status('reserved')).toBe('Sold');
    expect(cells({ ...base, km: undefined })['Kilometres']).toBeUndefined();
  });
});
