import { describe, expect, it } from 'vitest';
import { importedCar } from '../../../fixtures/helpers.ts';
import { keyInfoIcons } from '../../../../src/domain/vehicle/key-info.ts';

describe('[VDP-02] sidebar key-info icons', () => {
  it('[VDP-02] known facts in a fixed order, at most 6', () => {
    const car = importedCar({
      km: 86_500,
      simple_body: 'SUV',
      simple_transmission: 'Automatic',
      simple_fuel: 'Diesel',
      engine_size_litres: 2.8,
      simple_drive: '4WD',
      seats: 7,
      colour: 'White',
    });
    expect(keyInfoIcons(car)).toEqual([
      { icon: 'odometer', label: 'Odometer', value: '86,500 km' },
      { icon: 'body', label: 'Body', value: 'SUV' },
      { icon: 'transmission', label: 'Transmission', value: 'Automatic' },
      { icon: 'fuel', label: 'Fuel', value: 'Diesel' },
      { icon: 'engine', label: 'Engine', value: '2.8 L' },
      { icon: 'drive', label: 'Drive', value: '4WD' },
    ]);
    expect(keyInfoIcons(car, 8).map((icon) => icon.icon)).toEqual([
      'odometer',
      'body',
      'transmission',
      'fuel',
      'engine',
      'drive',
      'seats',
      'colour',
    ]);
  });

  it('unknown values are left out; caravans have no odometer; raw fields stand in', () => {
    const caravan = importedCar({ item_type: 'caravan', trans: 'Manual', fuel: '  ' });
    expect(keyInfoIcons(caravan)).toEqual([{ icon: 'transmission', label: 'Transmission', value: 'Manual' }]);
    expect(keyInfoIcons(importedCar({ km: 0 }))).toEqual([
      { icon: 'odometer', label: 'Odometer', value: '0 km' },
    ]);
  });
});
