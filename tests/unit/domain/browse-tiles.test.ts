import { describe, expect, it } from 'vitest';
import {
  availableCounts,
  bodyIcon,
  bodyTiles,
  landingHref,
  makeMonogram,
  makeTiles,
  tileCountText,
  worthShowing,
} from '../../../src/domain/browse-tiles.ts';
import { landingPaths, landingVocabulary } from '../../../src/domain/search-url.ts';

type Row = { make: string; simple_body?: string; status: string };
const row = (make: string, simple_body: string | undefined, status = 'in_stock'): Row =>
  simple_body === undefined ? { make, status } : { make, simple_body, status };

const cars: Row[] = [
  row('Toyota', 'SUV'),
  row('Toyota', 'SUV'),
  row('Toyota', 'Ute', 'coming_soon'),
  row('Toyota', 'Ute', 'sold'),
  row('Mazda', 'Suv'),
  row('Mazda', 'Hatch'),
  row('Kia', 'Van', 'reserved'),
  row('Haval', 'SUV'),
  row('Great Wall', 'Ute'),
  row('Toyota', undefined),
  row('', 'Sedan'),
];

const docs = cars.map((car) => ({
  make: car.make,
  model: 'Model',
  body: car.simple_body ?? '',
  location_name: '',
  location_slug: '',
  dealership_name: '',
  dealership_slug: '',
}));
const vocabulary = landingVocabulary(docs);
const builtPaths = new Set(landingPaths(vocabulary));

describe('facet tile counts', () => {
  it('counts available cars (in stock or coming soon) per value, spellings together, most first then A–Z', () => {
    expect(availableCounts(cars as never, 'simple_body')).toEqual([
      { key: 'suv', label: 'SUV', count: 4 },
      { key: 'ute', label: 'Ute', count: 2 },
      { key: 'hatch', label: 'Hatch', count: 1 },
      { key: 'sedan', label: 'Sedan', count: 1 },
    ]);
    expect(availableCounts(cars as never, 'make')).toEqual([
      { key: 'toyota', label: 'Toyota', count: 4 },
      { key: 'mazda', label: 'Mazda', count: 2 },
      { key: 'great-wall', label: 'Great Wall', count: 1 },
      { key: 'haval', label: 'Haval', count: 1 },
    ]);
  });

  it('writes the count as "N available"', () => {
    expect(tileCountText(1)).toBe('1 available');
    expect(tileCountText(1234)).toBe('1,234 available');
  });
});

describe('facet tile links', () => {
  it('links to the landing page built for the make or body, made by the search URL rules', () => {
    expect(landingHref('make', 'Great Wall', { builtPaths, vocabulary })).toBe('/search/great-wall');
    expect(landingHref('body', 'SUV', { builtPaths, vocabulary })).toBe('/search/suv');
  });

  it('gives no link when the page was not built or its slug means something else', () => {
    expect(landingHref('make', 'Ford', { builtPaths, vocabulary })).toBeUndefined();
    expect(landingHref('body', 'SUV', { builtPaths: new Set(), vocabulary })).toBeUndefined();
    // A body named like a make lands on the make, so the body gets no tile link.
    const clash = landingVocabulary([{ ...docs[0]!, make: 'Van', body: 'Van' }]);
    expect(landingHref('body', 'Van', { builtPaths: new Set(landingPaths(clash)), vocabulary: clash })).toBe(
      undefined,
    );
  });
});

describe('make tiles', () => {
  const logos: Record<string, string> = { Toyota: '/brand/makes/toyota.svg' };
  const context = {
    builtPaths,
    vocabulary,
    hiddenBrands: ['haval'],
    logoOf: (make: string) => logos[make],
  };

  it('lists makes with available cars, most first, without hidden brands, each with a logo or a monogram', () => {
    expect(makeTiles(cars as never, context)).toEqual({
      total: 3,
      tiles: [
        {
          key: 'toyota',
          label: 'Toyota',
          count: 4,
          countText: '4 available',
          href: '/search/toyota',
          logo: '/brand/makes/toyota.svg',
        },
        {
          key: 'mazda',
          label: 'Mazda',
          count: 2,
          countText: '2 available',
          href: '/search/mazda',
          monogram: 'M',
        },
        {
          key: 'great-wall',
          label: 'Great Wall',
          count: 1,
          countText: '1 available',
          href: '/search/great-wall',
          monogram: 'GW',
        },
      ],
    });
  });

  it('shows at most the limit and tells how many there were', () => {
    const list = makeTiles(cars as never, { ...context, limit: 2 });
    expect(list.tiles.map((tile) => tile.label)).toEqual(['Toyota', 'Mazda']);
    expect(list.total).toBe(3);
  });

  it('leaves out a make whose landing page was not built', () => {
    const list = makeTiles(cars as never, { ...context, builtPaths: new Set(['/search/mazda']) });
    expect(list.tiles.map((tile) => tile.label)).toEqual(['Mazda']);
    expect(worthShowing(list)).toBe(false);
  });

  it('stands a short make name in whole for a missing logo, else the initials of two words', () => {
    expect(makeMonogram('BMW')).toBe('BMW');
    expect(makeMonogram('MG')).toBe('MG');
    expect(makeMonogram('Harley-Davidson')).toBe('HD');
    expect(makeMonogram('Mercedes-Benz')).toBe('MB');
    expect(makeMonogram('Lotus Caravans')).toBe('LC');
    expect(makeMonogram('Škoda')).toBe('Š');
    expect(makeMonogram('Royal Enfield Motors')).toBe('RE');
  });
});

describe('body tiles', () => {
  it('lists bodies with available cars, most first, each with its icon', () => {
    expect(bodyTiles(cars as never, { builtPaths, vocabulary })).toEqual({
      total: 4,
      tiles: [
        { key: 'suv', label: 'SUV', count: 4, countText: '4 available', href: '/search/suv', icon: 'suv' },
        { key: 'ute', label: 'Ute', count: 2, countText: '2 available', href: '/search/ute', icon: 'ute' },
        {
          key: 'hatch',
          label: 'Hatch',
          count: 1,
          countText: '1 available',
          href: '/search/hatch',
          icon: 'hatch',
        },
        {
          key: 'sedan',
          label: 'Sedan',
          count: 1,
          countText: '1 available',
          href: '/search/sedan',
          icon: 'sedan',
        },
      ],
    });
  });

  it('draws each body the demo stock has, feed synonyms alike, and a generic car otherwise', () => {
    const bodies = ['SUV', 'Ute', 'Cab Chassis', 'Sedan', 'Hatch', 'Wagon', 'Coupe', 'Convertible'];
    expect(bodies.map(bodyIcon)).toEqual([
      'suv',
      'ute',
      'cab-chassis',
      'sedan',
      'hatch',
      'wagon',
      'coupe',
      'convertible',
    ]);
    expect(['People Mover', 'Van', 'Motorcycle', 'Caravan'].map(bodyIcon)).toEqual([
      'people-mover',
      'van',
      'motorcycle',
      'caravan',
    ]);
    expect(
      ['Hatchback', 'Station Wagon', 'Cabriolet', 'Pick-up', 'Camper Trailer', 'MPV'].map(bodyIcon),
    ).toEqual(['hatch', 'wagon', 'convertible', 'ute', 'caravan', 'people-mover']);
    expect(['Bus', 'Generic', ''].map(bodyIcon)).toEqual(['generic', 'generic', 'generic']);
  });
});
