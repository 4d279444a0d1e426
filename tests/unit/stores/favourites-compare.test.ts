import {
  cleanTestStorage,
  getTestStorage,
  setTestStorageKey,
  useTestStorageEngine,
} from '@nanostores/persistent';
import { cleanStores } from 'nanostores';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  $compare,
  type CompareCar,
  clearCompare,
  MAX_COMPARE,
  removeFromCompare,
  toggleCompare,
} from '../../../src/stores/compare.ts';
import { $favourites, isFavouriteCar, toggleFavourite } from '../../../src/stores/favourites.ts';

beforeAll(() => useTestStorageEngine());
afterEach(() => {
  cleanTestStorage();
  cleanStores($favourites, $compare);
});

const favourite = (id: string) => ({
  id,
  name: `Car ${id}`,
  slug: `car-${id}`,
  make: 'Mazda',
  model: 'CX-5',
  primary_image_url: `/media/${id}.jpg`,
});
const compareCar = (id: string): CompareCar => ({
  id,
  slug: `car-${id}`,
  name: `Car ${id}`,
  make: 'Mazda',
  model: 'CX-5',
  year: 2022,
  priceText: '$30,000',
  car_type: 'used',
  status: 'in_stock',
  km: 1000,
});

describe('$favourites', () => {
  it('[WL-06] stores id, name, slug, make, model, primary_image_url locally and toggles', () => {
    expect(toggleFavourite({ ...favourite('1'), extra: 'x' } as never)).toBe(true);
    expect(toggleFavourite(favourite('2'))).toBe(true);
    expect($favourites.get().map((f) => f.id)).toEqual(['2', '1']);
    expect(JSON.parse(getTestStorage()['favourites']!)[1]).toEqual(favourite('1'));
    expect(toggleFavourite(favourite('1'))).toBe(false);
    expect(isFavouriteCar($favourites.get(), '1')).toBe(false);
  });

  it('drops entries that could not have come from the site (e.g. a hostile slug)', () => {
    setTestStorageKey(
      'favourites',
      JSON.stringify([favourite('1'), { ...favourite('2'), slug: '//evil.example' }, { id: 3 }]),
    );
    const unlisten = $favourites.listen(() => undefined);
    expect($favourites.get()).toEqual([favourite('1')]);
    unlisten();
  });
});

describe('$compare', () => {
  it('[WL-06] up to 3 cars side by side; a fourth is refused, not swapped in', () => {
    for (const id of ['1', '2', '3']) expect(toggleCompare(compareCar(id))).toBe('added');
    expect(toggleCompare(compareCar('4'))).toBe('full');
    expect($compare.get().map((c) => c.id)).toEqual(['1', '2', '3']);
    expect($compare.get()).toHaveLength(MAX_COMPARE);
    expect(toggleCompare(compareCar('2'))).toBe('removed');
    removeFromCompare('1');
    expect($compare.get().map((c) => c.id)).toEqual(['3']);
    expect(JSON.parse(getTestStorage()['compare']!)).toEqual([compareCar('3')]);
    clearCompare();
    expect($compare.get()).toEqual([]);
  });
});
