import { describe, expect, it } from 'vitest';
import { type StockState, stockChanges, stockState } from '../../../../src/domain/alerts/stock-changes.ts';

const car = (car_id: string, state: StockState['state'], price = 20000): StockState => ({
  car_id,
  name: `Car ${car_id}`,
  price,
  state,
});

const NONE = { added: [], priceDrops: [], reserved: [], sold: [], unlisted: [] };

describe('stockState', () => {
  it('is available for a car in stock or coming soon that no buyer holds', () => {
    expect(stockState({ status: 'in_stock', reserved: false })).toBe('available');
    expect(stockState({ status: 'coming_soon', reserved: false })).toBe('available');
  });

  it('is reserved for an in-stock or coming-soon car held by a buyer', () => {
    expect(stockState({ status: 'in_stock', reserved: true })).toBe('reserved');
    expect(stockState({ status: 'coming_soon', reserved: true })).toBe('reserved');
  });

  it('is sold for a sold car, reserved or not', () => {
    expect(stockState({ status: 'sold', reserved: false })).toBe('sold');
    expect(stockState({ status: 'sold', reserved: true })).toBe('sold');
  });

  it('is sold for any other status, as availability reads it', () => {
    expect(stockState({ status: 'withdrawn', reserved: false })).toBe('sold');
    expect(stockState({ status: '', reserved: false })).toBe('sold');
  });
});

describe('stockChanges', () => {
  it('reports nothing between two empty builds or two identical builds', () => {
    expect(stockChanges([], [])).toEqual(NONE);
    const stock = [car('a', 'available'), car('b', 'reserved'), car('c', 'sold')];
    expect(stockChanges(stock, stock)).toEqual(NONE);
  });

  it('adds a car that is new and available', () => {
    expect(stockChanges([], [car('a', 'available')])).toEqual({ ...NONE, added: ['a'] });
  });

  it('does not add a new car that is already reserved or sold', () => {
    expect(stockChanges([], [car('a', 'reserved'), car('b', 'sold')])).toEqual(NONE);
  });

  it('does not add a car that comes back on sale after being sold', () => {
    expect(stockChanges([car('a', 'sold')], [car('a', 'available')])).toEqual(NONE);
  });

  it('reports a price drop between two real prices', () => {
    expect(stockChanges([car('a', 'available', 30000)], [car('a', 'available', 27500)])).toEqual({
      ...NONE,
      priceDrops: [{ car_id: 'a', from: 30000, to: 27500 }],
    });
  });

  it('reports a price drop on a reserved car', () => {
    expect(stockChanges([car('a', 'reserved', 30000)], [car('a', 'reserved', 29000)])).toEqual({
      ...NONE,
      priceDrops: [{ car_id: 'a', from: 30000, to: 29000 }],
    });
  });

  it('reports no price drop for a car that is sold now, only the sale', () => {
    expect(stockChanges([car('a', 'available', 30000)], [car('a', 'sold', 25000)])).toEqual({
      ...NONE,
      sold: ['a'],
    });
  });

  it('reports nothing for a price rise', () => {
    expect(stockChanges([car('a', 'available', 30000)], [car('a', 'available', 32000)])).toEqual(NONE);
  });

  it('reports nothing when a price on application (0) gets a price', () => {
    expect(stockChanges([car('a', 'available', 0)], [car('a', 'available', 25000)])).toEqual(NONE);
  });

  it('reports nothing when a price becomes price on application (0)', () => {
    expect(stockChanges([car('a', 'available', 25000)], [car('a', 'available', 0)])).toEqual(NONE);
  });

  it('reports an available car that is reserved now', () => {
    expect(stockChanges([car('a', 'available')], [car('a', 'reserved')])).toEqual({
      ...NONE,
      reserved: ['a'],
    });
  });

  it('reports both a price drop and the reservation when they come together', () => {
    expect(stockChanges([car('a', 'available', 30000)], [car('a', 'reserved', 28000)])).toEqual({
      ...NONE,
      priceDrops: [{ car_id: 'a', from: 30000, to: 28000 }],
      reserved: ['a'],
    });
  });

  it('reports nothing when a reservation ends', () => {
    expect(stockChanges([car('a', 'reserved')], [car('a', 'available')])).toEqual(NONE);
  });

  it('does not report a sold car that is reserved as newly reserved', () => {
    expect(stockChanges([car('a', 'sold')], [car('a', 'reserved')])).toEqual(NONE);
  });

  it('reports an available or reserved car that is sold now', () => {
    expect(
      stockChanges([car('a', 'available'), car('b', 'reserved')], [car('a', 'sold'), car('b', 'sold')]),
    ).toEqual({ ...NONE, sold: ['a', 'b'] });
  });

  it('reports nothing for a sold car that leaves the site', () => {
    expect(stockChanges([car('a', 'sold')], [])).toEqual(NONE);
  });

  it('reports an available or reserved car that leaves the site as unlisted', () => {
    expect(stockChanges([car('a', 'available'), car('b', 'reserved')], [])).toEqual({
      ...NONE,
      unlisted: ['a', 'b'],
    });
  });

  it('lists each kind of change in the order of its input', () => {
    const previous = [
      car('gone-2', 'available'),
      car('drop-2', 'available', 30000),
      car('sold-2', 'available'),
      car('res-2', 'available'),
      car('gone-1', 'reserved'),
      car('drop-1', 'available', 40000),
      car('sold-1', 'reserved'),
      car('res-1', 'available'),
    ];
    const current = [
      car('new-2', 'available'),
      car('res-1', 'reserved'),
      car('drop-1', 'available', 35000),
      car('sold-1', 'sold'),
      car('new-1', 'available'),
      car('res-2', 'reserved'),
      car('drop-2', 'available', 25000),
      car('sold-2', 'sold'),
    ];
    expect(stockChanges(previous, current)).toEqual({
      added: ['new-2', 'new-1'],
      priceDrops: [
        { car_id: 'drop-1', from: 40000, to: 35000 },
        { car_id: 'drop-2', from: 30000, to: 25000 },
      ],
      reserved: ['res-1', 'res-2'],
      sold: ['sold-1', 'sold-2'],
      unlisted: ['gone-2', 'gone-1'],
    });
  });
});
