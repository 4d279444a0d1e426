import { describe, expect, it } from 'vitest';
import {
  LIST_ATTRIBUTES,
  landingVocabulary,
  UNINDEXED_LIST_ATTRIBUTES,
  URL_LIST_ATTRIBUTES,
  withoutUnindexedParams,
  RANGE_ATTRIBUTES,
  type SearchState,
  stateFromUrl,
  urlForState,
} from '../../../src/domain/search-url.ts';

describe('search state attributes', () => {
  it('[SRCH-26] holds every refinement attribute of the spec, and each the stock carries survives the URL', () => {
    const spec = [
      'badge',
      'status',
      'car_type',
      'categories',
      'city',
      'colour',
      'dealership_name',
      'filtered_features',
      'item_type',
      'km',
      'location_name',
      'make',
      'make_model',
      'model',
      'price',
      'subscription_price',
      'price_range',
      'seats',
      'body',
      'drive',
      'fuel',
      'transmission',
      'state',
      'tag',
      'weekly_price_range',
      'year',
      'certified',
    ];
    expect([...LIST_ATTRIBUTES, ...RANGE_ATTRIBUTES].sort()).toEqual([...spec].sort());
    const state: SearchState = { query: 'white', page: 3, sortBy: 'latest', lists: {}, ranges: {} };
    for (const attribute of URL_LIST_ATTRIBUTES) state.lists[attribute] = [`${attribute}-value`];
    for (const attribute of RANGE_ATTRIBUTES) state.ranges[attribute] = [1000, 2000];
    // The make rides in the path (/search/{make}); the vocabulary from the stock reads it back.
    const vocabulary = landingVocabulary([
      {
        make: 'make-value',
        model: 'm',
        body: '',
        location_name: '',
        location_slug: '',
        dealership_name: '',
        dealership_slug: '',
      },
    ]);
    expect(stateFromUrl(new URL(urlForState(state), 'https://x.example'), vocabulary)).toEqual(state);
  });

  it('[SRCH-26] the attributes no search document carries are dropped from a URL, other parameters kept', () => {
    expect([...UNINDEXED_LIST_ATTRIBUTES]).toEqual([
      'categories',
      'filtered_features',
      'price_range',
      'weekly_price_range',
    ]);
    const url = new URL(
      'https://x.example/search/used-cars?price_range=10000-20000&state=QLD&utm_source=mail&categories=a',
    );
    expect(withoutUnindexedParams(url)?.search).toBe('?state=QLD&utm_source=mail');
    expect(withoutUnindexedParams(new URL('https://x.example/search/used-cars?state=QLD'))).toBeUndefined();
    const vocabulary = landingVocabulary([]);
    expect(stateFromUrl(url, vocabulary).lists).toEqual({ car_type: ['used'], state: ['QLD'] });
  });
});
