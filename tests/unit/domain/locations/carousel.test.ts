import { describe, expect, it } from 'vitest';
import {
  carouselPages,
  locationStockPath,
  locationsCarouselLayout,
} from '../../../../src/domain/locations/carousel.ts';

describe('locationsCarouselLayout', () => {
  it('keeps up to three locations in a row, four in columns and more than four as a slide grid', () => {
    expect([1, 2, 3, 4, 5, 9].map(locationsCarouselLayout)).toEqual([
      'row',
      'row',
      'row',
      'columns',
      'slides',
      'slides',
    ]);
  });
});

describe('locationStockPath', () => {
  const built = new Set(['/search/harbour-city-toyota', '/search/used-cars']);
  it('links a location that holds cars to the search page of its stock', () => {
    expect(locationStockPath({ id: 'sales', slug: 'harbour-city-toyota' }, new Set(['sales']), built)).toBe(
      '/search/harbour-city-toyota',
    );
  });
  it('gives a location without cars, or without a built search page, no stock link', () => {
    expect(
      locationStockPath({ id: 'service', slug: 'harbour-city-toyota' }, new Set(['sales']), built),
    ).toBeUndefined();
    expect(locationStockPath({ id: 'sales', slug: 'elsewhere' }, new Set(['sales']), built)).toBeUndefined();
  });
});

describe('carouselPages', () => {
  it('pages the slide grid six cards at a time and keeps smaller layouts on one page', () => {
    const nine = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect(carouselPages(nine, 'slides')).toEqual([
      [1, 2, 3, 4, 5, 6],
      [7, 8, 9],
    ]);
    expect(carouselPages([1, 2, 3, 4], 'columns')).toEqual([[1, 2, 3, 4]]);
    expect(carouselPages([1, 2], 'row')).toEqual([[1, 2]]);
  });
});
