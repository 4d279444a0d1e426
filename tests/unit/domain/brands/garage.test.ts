import { describe, expect, it } from 'vitest';
import { brandGarages, isOfBrand } from '../../../../src/domain/brands/garage.ts';
import type { GroupBrand } from '../../../../src/model/content.ts';

const brands: GroupBrand[] = [
  { name: 'Toyota', slug: 'toyota', category: 'car', description: 'Our Toyota dealership.' },
  { name: 'Land Rover', slug: 'land-rover', category: 'car', url: 'https://www.landrover.com.au' },
  { name: 'Haval', slug: 'haval', category: 'car', url: 'https://www.gwmanz.com/au/haval/' },
  { name: 'Kia', slug: 'kia', category: 'car', url: 'https://www.kia.com/au' },
  {
    name: 'Southern Cross Finance',
    slug: 'sc-finance',
    category: 'company',
    description: 'Our finance arm.',
  },
];
const cars = [
  { make: 'Toyota', status: 'in_stock' },
  { make: 'LAND ROVER', status: 'in_stock' },
  { make: 'Haval', status: 'in_stock' },
  { make: 'Kia', status: 'sold' },
];

describe('brand garage pages', () => {
  it('one per listed brand with cars in stock, never for a hidden brand, a sold-out one or a group company', () => {
    expect(brandGarages(brands, ['Haval'], cars)).toEqual([
      { path: '/my-garage/toyota', slug: 'toyota', name: 'Toyota', makeSlug: 'toyota' },
      { path: '/my-garage/land-rover', slug: 'land-rover', name: 'Land Rover', makeSlug: 'land-rover' },
    ]);
  });

  it('matches a saved item’s make however it is written, and nothing that is not text', () => {
    expect(isOfBrand('Land Rover', 'land-rover')).toBe(true);
    expect(isOfBrand('LAND ROVER', 'land-rover')).toBe(true);
    expect(isOfBrand('Rover', 'land-rover')).toBe(false);
    expect(isOfBrand(undefined, 'toyota')).toBe(false);
    expect(isOfBrand(42, 'toyota')).toBe(false);
  });
});
