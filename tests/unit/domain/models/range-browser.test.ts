import { describe, expect, it } from 'vitest';
import {
  compareRangeBodies,
  inRangeCategory,
  modelRangeKeys,
  rangeCategories,
  rangeHeading,
  rangeStatus,
} from '../../../../src/domain/models/range-browser.ts';

const bodied = (manufacturer_body?: string, manufacturer_body2?: string, manufacturer_body3?: string) => ({
  ...(manufacturer_body === undefined ? {} : { manufacturer_body }),
  ...(manufacturer_body2 === undefined ? {} : { manufacturer_body2 }),
  ...(manufacturer_body3 === undefined ? {} : { manufacturer_body3 }),
});

describe('Explore Our Range categories', () => {
  it('orders manufacturer bodies after the model menu: SUV, utes, cars, sports, people movers, vans, then A–Z', () => {
    const bodies = [
      'Van',
      'Coupe',
      'Hatch',
      'Roadster',
      'Cab Chassis',
      'SUV',
      'Bus',
      'Ute',
      'Sedan',
      'Wagon',
    ];
    expect([...bodies].sort(compareRangeBodies)).toEqual([
      'SUV',
      'Ute',
      'Cab Chassis',
      'Hatch',
      'Sedan',
      'Wagon',
      'Coupe',
      'Van',
      'Bus',
      'Roadster',
    ]);
  });

  it('gives "All" then each manufacturer body with its model count; a model counts under each of its bodies', () => {
    const models = [
      bodied('Ute'),
      bodied('SUV'),
      bodied('Cab Chassis', 'Wagon'),
      bodied('Hatch', 'Sedan'),
      bodied('SUV'),
      bodied('suv'),
      bodied('Coupe', 'Coupe'),
      bodied(),
    ];
    expect(rangeCategories(models)).toEqual([
      { key: '', label: 'All', count: 8 },
      { key: 'suv', label: 'SUV', count: 3 },
      { key: 'ute', label: 'Ute', count: 1 },
      { key: 'cab-chassis', label: 'Cab Chassis', count: 1 },
      { key: 'hatch', label: 'Hatch', count: 1 },
      { key: 'sedan', label: 'Sedan', count: 1 },
      { key: 'wagon', label: 'Wagon', count: 1 },
      { key: 'coupe', label: 'Coupe', count: 1 },
    ]);
  });

  it('offers no buttons when the range has fewer than two bodies', () => {
    expect(rangeCategories([bodied('SUV'), bodied('SUV')])).toEqual([]);
    expect(rangeCategories([bodied(), bodied()])).toEqual([]);
    expect(rangeCategories([])).toEqual([]);
  });

  it('files a model under each of its bodies once, and under "All"', () => {
    expect(modelRangeKeys(bodied('Cab Chassis', 'Wagon', 'cab chassis'))).toEqual(['cab-chassis', 'wagon']);
    expect(inRangeCategory(['cab-chassis', 'wagon'], 'wagon')).toBe(true);
    expect(inRangeCategory(['cab-chassis', 'wagon'], 'suv')).toBe(false);
    expect(inRangeCategory([], '')).toBe(true);
  });

  it('names the range after the make when the dealer sells one', () => {
    expect(rangeHeading(['Toyota', 'Toyota'])).toBe('Explore the Toyota Range');
    expect(rangeHeading(['Toyota', 'Mazda'])).toBe('Explore Our Range');
    expect(rangeHeading([])).toBe('Explore Our Range');
  });

  it('says what a category shows', () => {
    expect(rangeStatus({ key: '', label: 'All', count: 19 })).toBe('Showing all 19 models');
    expect(rangeStatus({ key: 'suv', label: 'SUV', count: 9 })).toBe('Showing 9 SUV models');
    expect(rangeStatus({ key: 'van', label: 'Van', count: 1 })).toBe('Showing 1 Van model');
  });
});
