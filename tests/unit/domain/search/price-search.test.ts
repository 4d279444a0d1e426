import { describe, expect, it } from 'vitest';
import {
  movePriceHandle,
  PRICE_SEARCH_BOUNDS,
  PRICE_SEARCH_FORM,
  priceSearchState,
  priceSearchShown,
  priceSearchUrl,
  snapPrice,
} from '../../../../src/domain/search/price-search.ts';
import { landingVocabulary, stateFromUrl } from '../../../../src/domain/search-url.ts';

describe('price slider (spec-2 §5)', () => {
  it('[MOD-05] runs from $5,000 to $250,000 in $500 steps', () => {
    expect(PRICE_SEARCH_BOUNDS).toEqual({ min: 5000, max: 250000, step: 500 });
    expect(snapPrice(20_240)).toBe(20_000);
    expect(snapPrice(20_250)).toBe(20_500);
    expect(snapPrice(1000)).toBe(5000);
    expect(snapPrice(999_999)).toBe(250_000);
  });

  it('[MOD-05] keeps the handles from crossing: a moved handle stops one step short of the other', () => {
    expect(movePriceHandle([20_000, 60_000], 'min', 30_000)).toEqual([30_000, 60_000]);
    expect(movePriceHandle([20_000, 60_000], 'min', 75_000)).toEqual([59_500, 60_000]);
    expect(movePriceHandle([20_000, 60_000], 'min', 60_000)).toEqual([59_500, 60_000]);
    expect(movePriceHandle([20_000, 60_000], 'max', 10_000)).toEqual([20_000, 20_500]);
    expect(movePriceHandle([20_000, 60_000], 'max', 300_000)).toEqual([20_000, 250_000]);
    expect(movePriceHandle([5000, 250_000], 'min', 250_000)).toEqual([249_500, 250_000]);
    expect(movePriceHandle([5000, 250_000], 'max', 0)).toEqual([5000, 5500]);
    expect(movePriceHandle([20_000, 60_000], 'min', Number.NaN)).toEqual([20_000, 60_000]);
  });

  it('[MOD-05] searches the chosen range sorted by price, highest first, through the search URL rules', () => {
    expect(priceSearchState([20_000, 60_000])).toEqual({
      query: '',
      page: 1,
      sortBy: 'price-desc',
      lists: {},
      ranges: { price: [20_000, 60_000] },
    });
    expect(priceSearchUrl([20_000, 60_000])).toBe(
      '/search/new-used-and-demo-cars?price=20000-60000&sortBy=price-desc',
    );
    expect(priceSearchUrl([5000, 250_000])).toBe(
      '/search/new-used-and-demo-cars?price=5000-250000&sortBy=price-desc',
    );
  });

  it('sends, without JavaScript, a form the results page reads as the same search', () => {
    const query = new URLSearchParams({
      [PRICE_SEARCH_FORM.minName]: '20000',
      [PRICE_SEARCH_FORM.maxName]: '60000',
      sortBy: PRICE_SEARCH_FORM.sort,
    });
    const url = new URL(`https://dealer.example${PRICE_SEARCH_FORM.action}?${query}`);
    expect(url.search).toBe('?price_min=20000&price_max=60000&sortBy=price-desc');
    expect(stateFromUrl(url, landingVocabulary([]))).toEqual(priceSearchState([20_000, 60_000]));
  });

  it('is offered only on a purchase site with some car priced within its bounds', () => {
    expect(priceSearchShown(false, [0, 32_990])).toBe(true);
    expect(priceSearchShown(true, [32_990])).toBe(false);
    expect(priceSearchShown(false, [0, 4999, 300_000])).toBe(false);
    expect(priceSearchShown(false, [])).toBe(false);
  });
});
