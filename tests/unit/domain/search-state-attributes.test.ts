import { describe, expect, it } from 'vitest';
import {
  LIST_ATTRIBUTES,
  landingVocabulary,
  RANGE_ATTRIBUTES,
  type SearchState,
  stateFromUrl,
  urlForState,
} from '../../../src/domain/search-url.ts';

describe('search state attributes', () => {
  it('[SRCH-26] holds every refinement attribute of the spec, and each survives the URL', () => {
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
    for (const attribute of LIST_ATTRIBUTES) state.lists[attribute] = [`${attribute}-value`];
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
});
