import { describe, expect, it } from 'vitest';
import { directionsHref } from '../../../../src/domain/locations/directions.ts';
import { filterLocations, parseLocationFilter } from '../../../../src/domain/locations/filter.ts';
import { locationPagePath, locationPages } from '../../../../src/domain/locations/pages.ts';
import {
  locationRating,
  locationReviews,
  ratingSummary,
  REVIEW_LIST_QUANTITY,
} from '../../../../src/domain/locations/reviews.ts';
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
  const google = (average: number, count: number) => ({ average, count, source: 'Google' });

  it('[LOC-07] 4.4 from 595: four whole stars and a star filled to 40%', () => {
    expect(ratingSummary(google(4.4, 595))).toEqual({
      average: 4.4,
      count: 595,
      stars: [1, 1, 1, 1, 0.4],
      text: '4.4 from 595 Google reviews',
      label: 'Rated 4.4 out of 5 from 595 Google reviews',
    });
    expect(ratingSummary(google(4, 12))?.stars).toEqual([1, 1, 1, 1]);
    expect(ratingSummary(google(5, 1234))?.text).toBe('5.0 from 1,234 Google reviews');
  });

  it('[LOC-07] not shown below a 4 average or 12 reviews, nor without a rating', () => {
    expect(ratingSummary(google(3.9, 595))).toBeUndefined();
    expect(ratingSummary(google(4.8, 11))).toBeUndefined();
    expect(ratingSummary(undefined)).toBeUndefined();
  });

  it('[LOC-11] names Google only when the data says the rating is from Google', () => {
    expect(ratingSummary({ average: 4.6, count: 422, source: undefined })?.text).toBe('4.6 from 422 reviews');
    expect(ratingSummary({ average: 4.6, count: 422, source: 'ProductReview.com.au' })?.label).toBe(
      'Rated 4.6 out of 5 from 422 ProductReview.com.au reviews',
    );
  });
});

describe('[LOC-11] whose rating a location shows', () => {
  const dealerships = [
    {
      id: 'd16',
      name: 'Perth',
      slug: 'perth',
      average_rating: 4.6,
      review_count: 422,
      review_source: 'Google',
    },
    { id: 'd40', name: 'No figures', slug: 'none' },
  ];

  it('[LOC-11] its own, else its dealership’s, else none: never another location’s', () => {
    const own = makeLocation({
      dealership_id: 'd16',
      reviews: { average_rating: 4.8, count: 57, source: 'Google' },
    });
    expect(locationRating(own, dealerships)).toEqual({ average: 4.8, count: 57, source: 'Google' });
    const perth = makeLocation({ dealership_id: 'd16' });
    expect(ratingSummary(locationRating(perth, dealerships))?.text).toBe('4.6 from 422 Google reviews');
    expect(locationRating(makeLocation({ dealership_id: 'd40' }), dealerships)).toBeUndefined();
    expect(locationRating(makeLocation({ dealership_id: 'd99' }), dealerships)).toBeUndefined();
  });
});

describe('[LOC-11] the reviews list', () => {
  const file = {
    reviews: [
      {
        id: 'r1',
        customer_name: 'Priya N.',
        text: 'Walked me through the PPSR certificate.',
        rating: 5,
        review_date: '2026-11-18T00:00:00.000Z',
        location_id: 'l16',
      },
      {
        id: 'r2',
        customer_name: 'Dale W.',
        text: 'Paperwork was slow.',
        rating: 3,
        review_date: '2026-11-02T00:00:00.000Z',
        location_id: 'l16',
      },
      {
        id: 'r3',
        customer_name: 'Josh K.',
        text: 'No pressure.',
        rating: 5,
        review_date: '2026-11-25T00:00:00.000Z',
        location_id: 'l13',
      },
      {
        id: 'r4',
        customer_name: 'Grace L.',
        text: 'Helpful.',
        rating: 4.5,
        review_date: '2026-10-08T00:00:00.000Z',
      },
    ],
  };

  it('[LOC-11] lists the reviews supplied for these locations and the whole dealer, newest first, as written', () => {
    expect(locationReviews(file, ['l16'], 'Australia/Perth')).toEqual([
      {
        id: 'r1',
        name: 'Priya N.',
        date: '18 November 2026',
        dateTime: '2026-11-18',
        rating: 5,
        stars: [1, 1, 1, 1, 1],
        ratingLabel: 'Rated 5 out of 5',
        text: 'Walked me through the PPSR certificate.',
        image: undefined,
      },
      {
        id: 'r2',
        name: 'Dale W.',
        date: '2 November 2026',
        dateTime: '2026-11-02',
        rating: 3,
        stars: [1, 1, 1, 0, 0],
        ratingLabel: 'Rated 3 out of 5',
        text: 'Paperwork was slow.',
        image: undefined,
      },
      {
        id: 'r4',
        name: 'Grace L.',
        date: '8 October 2026',
        dateTime: '2026-10-08',
        rating: 4.5,
        stars: [1, 1, 1, 1, 0.5],
        ratingLabel: 'Rated 4.5 out of 5',
        text: 'Helpful.',
        image: undefined,
      },
    ]);
  });

  it('[LOC-11] a tenant without reviews has none listed: nothing is made up', () => {
    expect(locationReviews(undefined, ['l16'], 'Australia/Perth')).toEqual([]);
    expect(locationReviews({ reviews: [] }, ['l16'], 'Australia/Perth')).toEqual([]);
  });

  it('shows at most 12, the newest', () => {
    const many = {
      reviews: Array.from({ length: 15 }, (_, i) => ({
        id: `r${i}`,
        customer_name: 'A',
        text: '',
        rating: 5,
        review_date: `2026-10-${String(i + 1).padStart(2, '0')}T00:00:00.000Z`,
      })),
    };
    const shown = locationReviews(many, [], 'Australia/Sydney');
    expect(shown).toHaveLength(REVIEW_LIST_QUANTITY);
    expect(REVIEW_LIST_QUANTITY).toBe(12);
    expect(shown[0]?.id).toBe('r14');
  });
});
