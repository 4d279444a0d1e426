import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SEARCH_PATH,
  landingHeading,
  stockPlace,
  landingPaths,
  landingVocabulary,
  type SearchState,
  stateFromPath,
  stateFromUrl,
  urlForState,
} from '../../../src/domain/search-url.ts';

const docs = [
  {
    make: 'Toyota',
    model: 'Corolla',
    body: 'Hatch',
    location_name: 'Southern Cross Toyota Brisbane - Sales',
    location_slug: 'southern-cross-toyota-brisbane',
    dealership_name: 'Southern Cross Toyota',
    dealership_slug: 'southern-cross-toyota',
  },
  {
    make: 'Toyota',
    model: 'HiLux',
    body: 'Ute',
    location_name: 'Southern Cross Toyota Brisbane - Sales',
    location_slug: 'southern-cross-toyota-brisbane',
    dealership_name: 'Southern Cross Toyota',
    dealership_slug: 'southern-cross-toyota',
  },
  {
    make: 'Land Rover',
    model: 'Range Rover Evoque',
    body: 'SUV',
    location_name: 'Hobart',
    location_slug: 'hobart',
    dealership_name: 'SC Hobart',
    dealership_slug: 'sc-hobart',
  },
];
const vocabulary = landingVocabulary(docs);
const url = (path: string) => new URL(path, 'https://dealer.example.com.au');
const state = (partial: Partial<SearchState>): SearchState => ({
  query: '',
  page: 1,
  sortBy: 'relevance',
  lists: {},
  ranges: {},
  ...partial,
});

describe('search state ⇄ URL', () => {
  it('[SRCH-06] lists every landing path: default, car types, makes, make/model, bodies, locations, dealerships', () => {
    expect(landingPaths(vocabulary).sort()).toEqual([
      '/search/demo-cars',
      '/search/hatch',
      '/search/hobart',
      '/search/land-rover',
      '/search/land-rover/range-rover-evoque',
      '/search/new-and-demo-cars',
      '/search/new-cars',
      '/search/new-used-and-demo-cars',
      '/search/sc-hobart',
      '/search/southern-cross-toyota',
      '/search/southern-cross-toyota-brisbane',
      '/search/suv',
      '/search/toyota',
      '/search/toyota/corolla',
      '/search/toyota/hilux',
      '/search/used-cars',
      '/search/ute',
    ]);
  });

  it('[SRCH-06] reads each landing path as its refinements', () => {
    expect(stateFromPath('/search/used-cars', vocabulary)?.lists).toEqual({ car_type: ['used'] });
    expect(stateFromPath('/search/new-and-demo-cars', vocabulary)?.lists).toEqual({
      car_type: ['new', 'demo'],
    });
    expect(stateFromPath('/search/toyota/hilux', vocabulary)?.lists).toEqual({
      make: ['Toyota'],
      make_model: ['Toyota:HiLux'],
    });
    expect(urlForState(stateFromPath('/search/toyota/hilux', vocabulary)!)).toBe('/search/toyota/hilux');
    expect(stateFromPath('/search/suv', vocabulary)?.lists).toEqual({ body: ['SUV'] });
    expect(stateFromPath('/search/hobart', vocabulary)?.lists).toEqual({ location_name: ['Hobart'] });
    expect(stateFromPath('/search/sc-hobart', vocabulary)?.lists).toEqual({ dealership_name: ['SC Hobart'] });
    expect(stateFromPath(DEFAULT_SEARCH_PATH, vocabulary)).toEqual(state({}));
    expect(stateFromPath('/search/toyota/camry', vocabulary)).toBeUndefined();
    expect(stateFromPath('/search/nothing-here', vocabulary)).toBeUndefined();
  });

  it('[SRCH-05] holds query, page only when not 1, sortBy and one parameter per refinement attribute', () => {
    const s = state({
      query: 'white',
      page: 2,
      sortBy: 'price-asc',
      lists: { make: ['Toyota'], car_type: ['used', 'demo'], body: ['Ute', 'SUV'] },
      ranges: { price: [10000, 30000], km: [null, 50000] },
    });
    const href = urlForState(s);
    expect(href).toBe(
      '/search/toyota?query=white&car_type=used&car_type=demo&body=Ute&body=SUV&price=10000-30000&km=-50000&sortBy=price-asc&page=2',
    );
    expect(stateFromUrl(url(href), vocabulary)).toEqual(s);
    expect(urlForState(state({ lists: { car_type: ['used'] } }))).toBe('/search/used-cars');
    expect(urlForState(state({ page: 1 }))).toBe(DEFAULT_SEARCH_PATH);
  });

  it('[SRCH-06] a car_type parameter can combine types, e.g. used and demo together', () => {
    expect(
      stateFromUrl(url('/search/new-used-and-demo-cars?car_type=used&car_type=demo'), vocabulary).lists
        .car_type,
    ).toEqual(['used', 'demo']);
    expect(
      stateFromUrl(url('/search/new-used-and-demo-cars?car_type=used,demo'), vocabulary).lists.car_type,
    ).toEqual(['used', 'demo']);
  });

  it('ignores unknown parameters and falls back to defaults on malformed values', () => {
    const read = (query: string) => stateFromUrl(url(`/search/used-cars?${query}`), vocabulary);
    expect(read('utm_source=x&foo=bar')).toEqual(state({ lists: { car_type: ['used'] } }));
    expect(read('price=abc').ranges).toEqual({});
    expect(read('page=-1').page).toBe(1);
    expect(read('page=99999').page).toBe(1);
    expect(read('page=2.5').page).toBe(1);
    expect(read('sortBy=<script>alert(1)</script>').sortBy).toBe('relevance');
    expect(read(`query=${'x'.repeat(10_000)}`).query).toHaveLength(200);
    expect(read('price=30000-10000').ranges.price).toEqual([10000, 30000]);
    expect(read('price=10000-&price=-30000').ranges.price).toEqual([10000, 30000]);
  });

  it('reads a range from two range inputs sent as price_min and price_max', () => {
    const read = (query: string) => stateFromUrl(url(`/search/new-used-and-demo-cars?${query}`), vocabulary);
    expect(read('price_min=20000&price_max=60000&sortBy=price-desc')).toEqual(
      state({ sortBy: 'price-desc', ranges: { price: [20000, 60000] } }),
    );
    expect(read('price_min=60000&price_max=20000').ranges.price).toEqual([20000, 60000]);
    expect(read('price_min=20000').ranges.price).toEqual([20000, null]);
    expect(read('km_max=50000').ranges.km).toEqual([null, 50000]);
    expect(read('price_min=abc&price_max=-5').ranges).toEqual({});
    // The compact form wins where both are sent.
    expect(read('price_min=1000&price=20000-60000').ranges.price).toEqual([20000, 60000]);
    expect(urlForState(read('price_min=20000&price_max=60000&sortBy=price-desc'))).toBe(
      '/search/new-used-and-demo-cars?price=20000-60000&sortBy=price-desc',
    );
  });

  it('[SRCH-07] names landing pages for people and search engines', () => {
    const place = { where: 'in Brisbane', noun: 'Cars' };
    expect(landingHeading(stateFromPath('/search/used-cars', vocabulary)!, place)).toBe(
      'Used Cars for sale in Brisbane',
    );
    expect(
      landingHeading(
        state({ lists: { make: ['Toyota'], make_model: ['Toyota:Corolla'], car_type: ['used'] } }),
        place,
      ),
    ).toBe('Used Toyota Corolla for sale in Brisbane');
    expect(landingHeading(stateFromPath('/search/suv', vocabulary)!, place)).toBe(
      'SUVs for sale in Brisbane',
    );
    expect(landingHeading(stateFromPath('/search/hobart', vocabulary)!, place)).toBe(
      'New, Used & Demo Cars for sale at Hobart',
    );
    expect(landingHeading(state({}), place)).toBe('New, Used & Demo Cars for sale in Brisbane');
    // A location or dealership is named without its " - Sales" ending.
    expect(landingHeading(state({ lists: { location_name: ['SC Kia Ringwood - Sales'] } }), place)).toBe(
      'New, Used & Demo Cars for sale at SC Kia Ringwood',
    );
  });

  it('[SRCH-07] a group across states is not "for sale in" one suburb', () => {
    const at = (city: string, state: string) => ({ address: { city, state } });
    expect(stockPlace([at('Caringbah', 'NSW'), at('Caringbah', 'NSW')])).toBe('in Caringbah');
    expect(stockPlace([at('Mount Gravatt', 'QLD'), at('Southport', 'QLD')])).toBe('in Queensland');
    expect(stockPlace([at('Mount Gravatt', 'QLD'), at('Parramatta', 'NSW'), at('Hobart', 'TAS')])).toBe(
      'across Australia',
    );
    expect(
      landingHeading(stateFromPath('/search/used-cars', vocabulary)!, {
        where: stockPlace([at('Mount Gravatt', 'QLD'), at('Hobart', 'TAS')]),
        noun: 'Cars',
      }),
    ).toBe('Used Cars for sale across Australia');
  });

  it("[SRCH-06] a slug that names a dealership and a location is the dealership's landing", () => {
    const both = landingVocabulary([
      {
        make: 'Kia',
        model: 'Sportage',
        body: 'SUV',
        location_name: 'SC Kia Ringwood - Sales',
        location_slug: 'sc-kia-ringwood',
        dealership_name: 'SC Kia Ringwood',
        dealership_slug: 'sc-kia-ringwood',
      },
    ]);
    expect(stateFromPath('/search/sc-kia-ringwood', both)?.lists).toEqual({
      dealership_name: ['SC Kia Ringwood'],
    });
  });
});
