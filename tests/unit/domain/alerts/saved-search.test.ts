import { describe, expect, it } from 'vitest';
import {
  savedSearchOf,
  savedSearchPath,
  savedSearchState,
} from '../../../../src/domain/alerts/saved-search.ts';
import type { LandingVocabulary, SearchState } from '../../../../src/domain/search-url.ts';

const vocabulary: LandingVocabulary = {
  makes: new Map([['toyota', 'Toyota']]),
  models: new Map([
    [
      'toyota',
      new Map([
        ['corolla', 'Corolla'],
        ['hilux', 'HiLux'],
      ]),
    ],
  ]),
  bodies: new Map([['suv', 'SUV']]),
  locations: new Map([['brisbane', 'Southern Cross Toyota Brisbane - Sales']]),
  dealerships: new Map([['southern-cross-toyota', 'Southern Cross Toyota']]),
};

const state = (fields: Partial<SearchState>): SearchState => ({
  query: '',
  page: 1,
  sortBy: 'relevance',
  lists: {},
  ranges: {},
  ...fields,
});

const page = (pathAndQuery: string) => new URL(pathAndQuery, 'https://cars.example.com');

describe('savedSearchPath', () => {
  it('is the default results path for an unrefined search', () => {
    expect(savedSearchPath(state({}))).toBe('/search/new-used-and-demo-cars');
  });

  it('leaves out the page and the sort order', () => {
    expect(savedSearchPath(state({ page: 4, sortBy: 'price-desc', lists: { make: ['Kia'] } }))).toBe(
      '/search/new-used-and-demo-cars?make=Kia',
    );
  });

  it('trims the query and leaves out a blank one', () => {
    expect(savedSearchPath(state({ query: '  hilux sr5  ' }))).toBe(
      '/search/new-used-and-demo-cars?query=hilux+sr5',
    );
    expect(savedSearchPath(state({ query: '   ' }))).toBe('/search/new-used-and-demo-cars');
  });

  it('sorts the values of a list without changing the state', () => {
    const search = state({ lists: { make: ['Toyota', 'Kia', 'Mazda'] } });
    expect(savedSearchPath(search)).toBe('/search/new-used-and-demo-cars?make=Kia&make=Mazda&make=Toyota');
    expect(search.lists.make).toEqual(['Toyota', 'Kia', 'Mazda']);
  });

  it('writes the query, then the lists and the ranges in a fixed order', () => {
    expect(
      savedSearchPath(
        state({
          query: 'diesel',
          lists: { make: ['Toyota'], car_type: ['used'], body: ['Ute'] },
          ranges: { year: [2018, 2022], price: [10000, null], km: [null, 80000] },
        }),
      ),
    ).toBe(
      '/search/new-used-and-demo-cars?query=diesel&car_type=used&make=Toyota&body=Ute&price=10000-&km=-80000&year=2018-2022',
    );
  });

  it('encodes the colon of make_model and the spaces of names', () => {
    expect(
      savedSearchPath(
        state({
          lists: {
            make_model: ['Land Rover:Range Rover Evoque'],
            location_name: ['Southern Cross Toyota Brisbane - Sales'],
          },
        }),
      ),
    ).toBe(
      '/search/new-used-and-demo-cars?location_name=Southern+Cross+Toyota+Brisbane+-+Sales&make_model=Land+Rover%3ARange+Rover+Evoque',
    );
  });

  it('leaves out empty lists and open ranges', () => {
    expect(savedSearchPath(state({ lists: { make: [] }, ranges: { price: [null, null] } }))).toBe(
      '/search/new-used-and-demo-cars',
    );
  });
});

describe('savedSearchState', () => {
  it('reads a stored path without any landing vocabulary', () => {
    expect(
      savedSearchState('/search/new-used-and-demo-cars?make=Toyota&make_model=Toyota%3ACorolla&price=-30000'),
    ).toEqual({
      query: '',
      page: 1,
      sortBy: 'relevance',
      lists: { make: ['Toyota'], make_model: ['Toyota:Corolla'] },
      ranges: { price: [null, 30000] },
    });
  });

  it('reads the query and every range', () => {
    expect(
      savedSearchState(
        '/search/new-used-and-demo-cars?query=hilux+sr5&car_type=used&price=10000-&km=-80000&year=2018-2022',
      ),
    ).toEqual({
      query: 'hilux sr5',
      page: 1,
      sortBy: 'relevance',
      lists: { car_type: ['used'] },
      ranges: { price: [10000, null], km: [null, 80000], year: [2018, 2022] },
    });
  });

  it('keeps the car type of a car-type landing path, which needs no vocabulary', () => {
    expect(savedSearchState('/search/used-cars').lists).toEqual({ car_type: ['used'] });
  });

  it('reads a make landing path as every car: the reason stored paths are expanded', () => {
    expect(savedSearchState('/search/toyota/corolla')).toEqual({
      query: '',
      page: 1,
      sortBy: 'relevance',
      lists: {},
      ranges: {},
    });
  });

  it('gives back the state a path was stored from', () => {
    const search = state({
      query: 'sr5',
      lists: {
        car_type: ['demo', 'new'],
        make: ['Mazda', 'Toyota'],
        make_model: ['Toyota:HiLux'],
        location_name: ['Southern Cross Toyota Brisbane - Sales'],
      },
      ranges: { price: [15000, 45000], year: [2020, null] },
    });
    expect(savedSearchState(savedSearchPath(search))).toEqual(search);
  });
});

describe('savedSearchOf', () => {
  it('stores a make and model landing with its refinements expanded, without page and sort', () => {
    const saved = savedSearchOf(
      page('/search/toyota/corolla?price=-30000&page=3&sortBy=price-asc'),
      vocabulary,
    );
    expect(saved).toEqual({
      path: '/search/new-used-and-demo-cars?make=Toyota&make_model=Toyota%3ACorolla&price=-30000',
      label: 'Toyota Corolla, under $30,000',
    });
  });

  it('round-trips the landing search through its stored path without a vocabulary', () => {
    const { path } = savedSearchOf(
      page('/search/toyota/corolla?price=-30000&page=3&sortBy=price-asc'),
      vocabulary,
    );
    const stored = savedSearchState(path);
    expect(stored.lists).toEqual({ make: ['Toyota'], make_model: ['Toyota:Corolla'] });
    expect(stored.ranges).toEqual({ price: [null, 30000] });
    expect(stored.page).toBe(1);
    expect(stored.sortBy).toBe('relevance');
  });

  it('keeps the car type of a car-type landing', () => {
    expect(savedSearchOf(page('/search/used-cars'), vocabulary)).toEqual({
      path: '/search/new-used-and-demo-cars?car_type=used',
      label: 'Used Cars',
    });
    expect(savedSearchOf(page('/search/used-cars?make=Toyota'), vocabulary)).toEqual({
      path: '/search/new-used-and-demo-cars?car_type=used&make=Toyota',
      label: 'Used Toyota',
    });
  });

  it('expands body, location and dealership landings', () => {
    expect(savedSearchOf(page('/search/suv'), vocabulary)).toEqual({
      path: '/search/new-used-and-demo-cars?body=SUV',
      label: 'SUV',
    });
    expect(savedSearchOf(page('/search/brisbane'), vocabulary)).toEqual({
      path: '/search/new-used-and-demo-cars?location_name=Southern+Cross+Toyota+Brisbane+-+Sales',
      label: 'Southern Cross Toyota Brisbane - Sales',
    });
    expect(savedSearchOf(page('/search/southern-cross-toyota'), vocabulary)).toEqual({
      path: '/search/new-used-and-demo-cars?dealership_name=Southern+Cross+Toyota',
      label: 'Southern Cross Toyota',
    });
  });

  it('trims the query and sorts list values from the page URL', () => {
    expect(
      savedSearchOf(
        page('/search/new-used-and-demo-cars?query=%20%20diesel%20&make=Toyota&make=Mazda'),
        vocabulary,
      ),
    ).toEqual({
      path: '/search/new-used-and-demo-cars?query=diesel&make=Mazda&make=Toyota',
      label: 'Mazda & Toyota, “diesel”',
    });
  });

  it('saves every car for a landing slug the vocabulary does not know', () => {
    // A landing means something only while the stock has such cars (no Kia here): one read
    // later without them would be an unrefined search, which is why paths are stored expanded.
    expect(savedSearchOf(page('/search/kia?page=2'), vocabulary)).toEqual({
      path: '/search/new-used-and-demo-cars',
      label: 'All cars',
    });
  });

  it('names an unrefined search with the noun it is given', () => {
    expect(savedSearchOf(page('/search/new-used-and-demo-cars'), vocabulary, 'Vehicles')).toEqual({
      path: '/search/new-used-and-demo-cars',
      label: 'All vehicles',
    });
  });

  it('saves an unrefined search, rather than throwing, for a landing path with a malformed escape', () => {
    // search-url.ts promises that a malformed or hostile URL still reads as a sensible search;
    // stateFromPath's decodeURIComponent throws URIError('URI malformed') on '%E0%A4%A'.
    expect(savedSearchOf(page('/search/%E0%A4%A'), vocabulary)).toEqual({
      path: '/search/new-used-and-demo-cars',
      label: 'All cars',
    });
  });
});
