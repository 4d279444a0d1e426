import { describe, expect, it } from 'vitest';
import { directionsHref } from '../../../../src/domain/locations/directions.ts';
import { filterLocations, parseLocationFilter } from '../../../../src/domain/locations/filter.ts';
import { locationPagePath, locationPages } from '../../../../src/domain/locations/pages.ts';
import { ratingSummary } from '../../../../src/domain/locations/reviews.ts';
import { makeLocation } from '../../../fixtures/helpers.ts';

const sales = makeLocation({ id: 's', name: 'Bay Motors - Sales', location_type: 'sales' });
const service = makeLocation({ id: 'v', name: 'Bay Motors - Service', location_type: 'service' });
const parts = makeLocation({ id: 'p', name: 'Bay Motors - Parts', location_type: 'parts' });
const north = makeLocation({ id: 'n', name: 'North Motors', location_type: '', primary: true });
const hidden = makeLocation({ id: 'h', name: 'Hidden Yard', visible: false });
const all = [parts, service, sales, north, hidden];
const ids = (list: { id: string }[]) => list.map((location) => location.id);

describe('location block filter', () => {
  it('[LOC-01] primary, sales, service, parts, service-and-parts, all or one id; hidden never show', () => {
    expect(ids(filterLocations(all, 'primary'))).toEqual(['n']);
    expect(ids(filterLocations(all, 'sales'))).toEqual(['s', 'n']);
    expect(ids(filterLocations(all, 'service'))).toEqual(['v']);
    expect(ids(filterLocations(all, 'parts'))).toEqual(['p']);
    expect(ids(filterLocations(all, 'service-and-parts'))).toEqual(['v', 'p']);
    expect(ids(filterLocations(all, { id: 'v' }))).toEqual(['v']);
    expect(ids(filterLocations(all, { id: 'h' }))).toEqual([]);
    expect(parseLocationFilter('service-and-parts')).toBe('service-and-parts');
    expect(parseLocationFilter('l42')).toEqual({ id: 'l42' });
  });

  it('[LOC-02] all locations read sales, then service, then parts (empty type is sales)', () => {
    expect(ids(filterLocations(all, 'all'))).toEqual(['s', 'n', 'v', 'p']);
  });

  it('[LOC-01] without a location marked primary, primary is the first sales location', () => {
    expect(ids(filterLocations([parts, service, sales], 'primary'))).toEqual(['s']);
  });
});

describe('location pages', () => {
  it('[LOC-05] one page per address at /contact-us/{name without - Sales/Service/Parts}', () => {
    const pages = locationPages(all, { pathStyle: 'contact-us', singleManufacturer: false });
    expect(pages.map((page) => [page.path, page.name, ids(page.locations)])).toEqual([
      ['/contact-us/bay-motors', 'Bay Motors', ['s', 'v', 'p']],
      ['/contact-us/north-motors', 'North Motors', ['n']],
    ]);
  });

  it('[LOC-05] /locations/{slug} where the tenant says so; /contact on a single-manufacturer site', () => {
    expect(locationPagePath(service, { pathStyle: 'locations', singleManufacturer: false })).toBe(
      '/locations/bay-motors',
    );
    expect(locationPagePath(service, { pathStyle: 'contact-us', singleManufacturer: true })).toBe('/contact');
    expect(
      locationPages([sales, service], { pathStyle: 'contact-us', singleManufacturer: true }).map(
        (p) => p.path,
      ),
    ).toEqual(['/contact']);
  });

  it('[LOC-02] directions use the place link, else the coordinates', () => {
    expect(directionsHref(sales)).toBe('https://www.google.com/maps/search/?api=1&query=-34.0378,151.1253');
    const noPlace = makeLocation({ address: { place_url: undefined } });
    expect(directionsHref({ address: { ...noPlace.address, place_url: undefined } })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-34.0378,151.1253',
    );
  });
});

describe('rating summary', () => {
  it('[LOC-07] 4.4 from 595: four whole stars and a star filled to 40%', () => {
    expect(ratingSummary({ reviews: { average_rating: 4.4, count: 595 } })).toEqual({
      average: 4.4,
      count: 595,
      stars: [1, 1, 1, 1, 0.4],
      text: '4.4 from 595 Google reviews',
      label: 'Rated 4.4 out of 5 from 595 Google reviews',
    });
    expect(ratingSummary({ reviews: { average_rating: 4, count: 12 } })?.stars).toEqual([1, 1, 1, 1]);
    expect(ratingSummary({ reviews: { average_rating: 5, count: 1234 } })?.text).toBe(
      '5.0 from 1,234 Google reviews',
    );
  });

  it('[LOC-07] not shown below a 4 average or 12 reviews', () => {
    expect(ratingSummary({ reviews: { average_rating: 3.9, count: 595 } })).toBeUndefined();
    expect(ratingSummary({ reviews: { average_rating: 4.8, count: 11 } })).toBeUndefined();
    expect(ratingSummary({})).toBeUndefined();
    expect(ratingSummary({ review_count: 40 })).toBeUndefined();
  });
});
