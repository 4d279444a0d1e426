import { describe, expect, it } from 'vitest';
import { formatDate, formatDollars, formatKm, formatNumber } from '../../../src/domain/format.ts';
import {
  caravanSpecifications,
  keyInformation,
  variantSpecifications,
} from '../../../src/domain/vehicle-specs.ts';
import { importedCar, settingsWith } from '../../fixtures/helpers.ts';

describe('format', () => {
  it('formats dollars, kilometres and numbers the Australian way', () => {
    expect(formatDollars(24990)).toBe('$24,990');
    expect(formatDollars(1234567.6)).toBe('$1,234,568');
    expect(formatKm(86500)).toBe('86,500 km');
    expect(formatKm(0)).toBe('0 km');
    expect(formatNumber(2500)).toBe('2,500');
    expect(formatDollars(-1234)).toBe('-$1,234');
    expect(formatDollars(999)).toBe('$999');
    expect(formatDollars(100_000)).toBe('$100,000');
    expect(formatNumber(-2_500_000)).toBe('-2,500,000');
  });

  it('groups whole numbers as Intl does for en-AU, without asking Intl', () => {
    const dollars = new Intl.NumberFormat('en-AU', {
      style: 'currency',
      currency: 'AUD',
      maximumFractionDigits: 0,
    });
    const whole = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });
    const values = [
      0,
      -0,
      1,
      12,
      123,
      1234,
      12345,
      123456,
      1234567,
      -7,
      -1000,
      2 ** 53 - 1,
      2 ** 53 + 2,
      0.5,
      2.5,
      -2.5,
      1e21,
    ];
    for (let n = 1; n < 1e15; n = n * 7 + 3) values.push(n, -n);
    for (const value of values) {
      expect(formatDollars(value)).toBe(dollars.format(value));
      expect(formatNumber(value)).toBe(whole.format(value));
    }
  });

  it('formats dates in the tenant’s time zone', () => {
    expect(formatDate('2026-11-20T14:00:00.000Z', 'Australia/Sydney')).toBe('21 November 2026');
    expect(formatDate('2026-11-20T14:00:00.000Z', 'Australia/Perth')).toBe('20 November 2026');
  });
});

describe('vehicle page facts', () => {
  it('lists key information and leaves unknown values out', () => {
    const car = importedCar({
      car_type: 'demo',
      km: 4200,
      simple_body: 'SUV',
      trans: 'Automatic',
      simple_fuel: 'Hybrid',
      drive: 'AWD',
      engine_size_litres: 2.5,
      variant: { cylinders: 4 },
      colour: 'White',
      interior_colour: '-',
      seats: 5,
      stocknum: 'TD77',
      vin: 'JTMRBREV10D123456',
    });
    expect(keyInformation(car)).toEqual([
      { label: 'Condition', value: 'Demo' },
      { label: 'Year', value: '2021' },
      { label: 'Odometer', value: '4,200 km' },
      { label: 'Body', value: 'SUV' },
      { label: 'Transmission', value: 'Automatic' },
      { label: 'Fuel', value: 'Hybrid' },
      { label: 'Drive', value: 'AWD' },
      { label: 'Engine', value: '2.5 L, 4 cyl' },
      { label: 'Colour', value: 'White' },
      { label: 'Seats', value: '5' },
      { label: 'Stock number', value: 'TD77' },
      { label: 'VIN', value: 'JTMRBREV10D123456' },
    ]);
  });

  it('leaves the odometer out for caravans', () => {
    const caravan = importedCar({ item_type: 'caravan', make: 'Jayco', model: 'Journey' });
    expect(keyInformation(caravan).map((r) => r.label)).not.toContain('Odometer');
  });

  it('lists variant specifications with units', () => {
    const car = importedCar({
      variant: {
        cylinders: 4,
        fuelconsumptioncombined: 3.9,
        fuelcapacity: 43,
        torque: 142,
        towingcapacitybraked: 1500,
        grossvehiclemass: 1775,
        vehiclelength: 4375,
        ancaprating: 5,
      },
    });
    expect(variantSpecifications(car)).toEqual([
      { label: 'Cylinders', value: '4' },
      { label: 'Fuel consumption (combined)', value: '3.9 L/100 km' },
      { label: 'Fuel capacity', value: '43 L' },
      { label: 'Torque', value: '142 Nm' },
      { label: 'Towing capacity (braked)', value: '1,500 kg' },
      { label: 'Gross vehicle mass', value: '1,775 kg' },
      { label: 'Length', value: '4,375 mm' },
      { label: 'ANCAP rating', value: '5 stars' },
    ]);
    expect(variantSpecifications(importedCar())).toEqual([]);
  });

  it('[FEED-03] shows caravan lengths imported from feet in metres, with feet beside them when the tenant asks', () => {
    const ft = settingsWith({ site: { template: 'caravan-motorcycle' }, feed: { specificationsUnit: 'ft' } });
    const caravan = importedCar(
      {
        item_type: 'caravan',
        specifications: {
          body_length: 20,
          body_width: 7.5,
          tare_weight: 2100,
          axle_type: 'Tandem',
          sleeps: 4,
        },
      },
      ft,
    );
    expect(caravanSpecifications(caravan, ft.features.specificationsInFeet)).toEqual([
      { label: 'Body length', value: '6.10 m (20.0 ft)' },
      { label: 'Body width', value: '2.29 m (7.5 ft)' },
      { label: 'Tare weight', value: '2,100 kg' },
      { label: 'Axle', value: 'Tandem' },
      { label: 'Sleeps', value: '4' },
    ]);
    expect(caravanSpecifications(caravan, false)[0]).toEqual({ label: 'Body length', value: '6.10 m' });
  });
});
