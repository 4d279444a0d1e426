import { describe, expect, it } from 'vitest';
import { availableStockCounts } from '../../../src/domain/availability.ts';

describe('available cars per make and model', () => {
  it('counts in-stock and coming-soon cars by make slug and make/model slug, not sold ones', () => {
    const cars = [
      { make: 'Toyota', model: 'HiLux', status: 'in_stock' },
      { make: 'TOYOTA', model: 'Hilux', status: 'coming_soon' },
      { make: 'Toyota', model: 'Corolla', status: 'sold' },
      { make: 'Land Rover', model: 'Range Rover Evoque', status: 'in_stock' },
      { make: 'Mazda', status: 'in_stock' },
    ] as const;
    const counts = availableStockCounts(cars);
    expect(Object.fromEntries(counts.byMake)).toEqual({ toyota: 2, 'land-rover': 1, mazda: 1 });
    expect(Object.fromEntries(counts.byModel)).toEqual({
      'toyota/hilux': 2,
      'land-rover/range-rover-evoque': 1,
    });
  });

  it('counts each stock once, and another stock apart', () => {
    const stock = [{ make: 'Kia', model: 'Seltos', status: 'in_stock' }] as const;
    expect(availableStockCounts(stock)).toBe(availableStockCounts(stock));
    expect(availableStockCounts([...stock, ...stock]).byMake.get('kia')).toBe(2);
  });
});
