import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RANKING,
  DEFAULT_SORT_ID,
  isSortId,
  PRICE_ABOVE_ZERO_FILTER,
  priceAboveZeroFilter,
  SORT_OPTIONS,
  sortByParam,
  sortOption,
} from '../../../../src/domain/search/sort.ts';
import { SORT_IDS } from '../../../../src/domain/search-url.ts';

describe('sort options', () => {
  it('[SRCH-04] offers most relevant, latest, highest price and lowest price', () => {
    expect(SORT_OPTIONS.map((option) => [option.id, option.label, option.sort])).toEqual([
      ['relevance', 'Most Relevant', []],
      ['latest', 'Latest', ['created_at:desc']],
      ['price-desc', 'Highest Price', ['price:desc']],
      ['price-asc', 'Lowest Price', ['price:asc']],
    ]);
  });

  it('[SRCH-04] most relevant is the default and keeps the index order, custom_rank descending', () => {
    expect(DEFAULT_SORT_ID).toBe('relevance');
    expect(sortOption(undefined).sort).toEqual([]);
    expect(DEFAULT_RANKING).toBe('custom_rank:desc');
  });

  it('uses the same ids as the search URL', () => {
    expect(SORT_OPTIONS.map((option) => option.id)).toEqual([...SORT_IDS]);
  });

  it('reads a sortBy value, falling back to the default for missing or unknown ones', () => {
    expect(sortOption('price-asc').label).toBe('Lowest Price');
    expect(sortOption('cheapest').id).toBe('relevance');
    expect(sortOption(null).id).toBe('relevance');
    expect(isSortId('latest')).toBe(true);
    expect(isSortId('price:asc')).toBe(false);
    expect(isSortId(undefined)).toBe(false);
  });

  it('leaves the default out of the URL', () => {
    expect(sortByParam('relevance')).toBeUndefined();
    expect(sortByParam('latest')).toBe('latest');
  });
});

describe('price above zero', () => {
  it('[SRCH-21] requests only priced cars when sorting by lowest price on tenants that enable it', () => {
    expect(PRICE_ABOVE_ZERO_FILTER).toBe('price > 0');
    expect(priceAboveZeroFilter('price-asc', true)).toBe('price > 0');
  });

  it('[SRCH-21] adds nothing for other sorts or on other tenants', () => {
    expect(priceAboveZeroFilter('price-asc', false)).toBeUndefined();
    expect(priceAboveZeroFilter('price-desc', true)).toBeUndefined();
    expect(priceAboveZeroFilter('relevance', true)).toBeUndefined();
    expect(priceAboveZeroFilter(undefined, true)).toBeUndefined();
  });
});
