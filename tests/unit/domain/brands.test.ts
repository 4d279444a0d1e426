import { describe, expect, it } from 'vitest';
import {
  brandCount,
  brandDirectory,
  brandHref,
  brandOverviewPages,
} from '../../../src/domain/brands/directory.ts';
import { brandOverview, brandStock, descriptionParagraphs } from '../../../src/domain/brands/overview.ts';
import { statsBanner } from '../../../src/domain/brands/stats.ts';
import type { GroupBrand, Model } from '../../../src/model/content.ts';
import type { DealershipEntry } from '../../../src/domain/locations/dealerships.ts';

const brands: GroupBrand[] = [
  { name: 'Toyota', slug: 'toyota', category: 'car', description: 'Our Toyota dealership.' },
  { name: 'Audi', slug: 'audi', category: 'car', url: 'https://www.audi.com.au' },
  { name: 'Haval', slug: 'haval', category: 'car', url: 'https://www.gwmanz.com/au/haval/' },
  { name: 'Ducati', slug: 'ducati', category: 'motorcycle', url: 'https://www.ducati.com/au' },
  { name: 'Group Fleet', slug: 'group-fleet', category: 'company', url: '/fleet' },
  { name: 'Group Finance', slug: 'group-finance', category: 'company', description: 'Finance.' },
];
const logos: Record<string, string> = { Toyota: '/brand/makes/toyota.svg' };

describe('brand directory (NAV-07)', () => {
  it('lists cars, motorcycles, trucks and group companies in that order, by name, hidden brands left out', () => {
    const sections = brandDirectory(brands, ['haval'], (name) => logos[name]);
    expect(sections.map(({ heading, entries }) => [heading, entries.map((entry) => entry.name)])).toEqual([
      ['Car Brands', ['Audi', 'Toyota']],
      ['Motorcycle Brands', ['Ducati']],
      ['Group Companies', ['Group Finance', 'Group Fleet']],
    ]);
    expect(sections[0]!.entries).toEqual([
      { name: 'Audi', slug: 'audi', href: 'https://www.audi.com.au', external: true, logo: undefined },
      {
        name: 'Toyota',
        slug: 'toyota',
        href: '/toyota/overview',
        external: false,
        logo: '/brand/makes/toyota.svg',
      },
    ]);
    expect(sections[2]!.entries[1]).toMatchObject({ href: '/fleet', external: false });
  });

  it('links an entry to its url, else to its overview page; only entries without a url get one', () => {
    expect(brandHref({ slug: 'audi', url: 'https://www.audi.com.au' })).toBe('https://www.audi.com.au');
    expect(brandHref({ slug: 'toyota' })).toBe('/toyota/overview');
    expect(brandOverviewPages(brands, []).map((page) => page.path)).toEqual([
      '/toyota/overview',
      '/group-finance/overview',
    ]);
    expect(brandOverviewPages(brands, ['Toyota']).map((page) => page.path)).toEqual([
      '/group-finance/overview',
    ]);
  });

  it('counts brands, not group companies, and not hidden ones', () => {
    expect(brandCount(brands, [])).toBe(4);
    expect(brandCount(brands, ['Haval'])).toBe(3);
  });
});

describe('brand overview page', () => {
  const entry = (slug: string, makes: string[]) => ({ slug, makes }) as unknown as DealershipEntry;
  const model = (name: string, make: string) =>
    ({
      id: name,
      name,
      slug: name.toLowerCase(),
      manufacturer_name: make,
      body: [],
      status: 'current',
    }) as Model;
  const cars = [
    { make: 'Toyota', status: 'in_stock' },
    { make: 'TOYOTA', status: 'coming_soon' },
    { make: 'Toyota', status: 'sold' },
    { make: 'Mazda', status: 'in_stock' },
  ] as const;

  it('splits the description into paragraphs at blank lines', () => {
    expect(descriptionParagraphs('First line\nsame paragraph.\n\n  Second.  \n\n\n')).toEqual([
      'First line same paragraph.',
      'Second.',
    ]);
    expect(descriptionParagraphs(undefined)).toEqual([]);
  });

  it('counts the brand’s cars for sale and links to them only when that page was built', () => {
    expect(brandStock('Toyota', cars, new Set(['/search/toyota']))).toEqual({
      count: 2,
      href: '/search/toyota',
      label: 'View 2 Toyota vehicles in stock',
    });
    expect(brandStock('Toyota', cars, new Set())?.href).toBeUndefined();
    expect(brandStock('Kia', cars, new Set(['/search/kia']))).toBeUndefined();
    expect(brandStock('Mazda', cars, new Set())?.label).toBe('View 1 Mazda vehicle in stock');
  });

  it('gathers the brand’s words, dealerships, models and stock', () => {
    const overview = brandOverview(brands[0]!, {
      dealerships: [entry('toyota-brisbane', ['Toyota']), entry('mazda-gc', ['Mazda'])],
      models: [model('HiLux', 'Toyota'), model('CX-5', 'Mazda')],
      cars,
      builtPaths: new Set(['/search/toyota']),
    });
    expect(overview.paragraphs).toEqual(['Our Toyota dealership.']);
    expect(overview.dealerships.map((d) => d.slug)).toEqual(['toyota-brisbane']);
    expect(overview.models.map((m) => m.name)).toEqual(['HiLux']);
    expect(overview.stock?.count).toBe(2);
  });
});

describe('stats banner (NAV-08)', () => {
  const all = new Set(['/dealer-locator', '/brands', '/about-us']);
  const input = {
    dealerships: 8,
    brands: 50,
    established: 1987,
    year: 2026,
    builtPaths: all,
    aboutUsPath: '/about-us',
  };

  it('shows dealerships, brands and years in business, each linking to its page', () => {
    expect(statsBanner(input)).toEqual([
      { value: '8', label: 'Dealerships', href: '/dealer-locator' },
      { value: '50', label: 'Brands', href: '/brands' },
      { value: '39', label: 'Years in Business', href: '/about-us' },
    ]);
  });

  it('leaves out a figure whose page was not built, or that has nothing to say', () => {
    expect(statsBanner({ ...input, builtPaths: new Set(['/brands']) }).map((s) => s.href)).toEqual([
      '/brands',
    ]);
    expect(statsBanner({ ...input, established: undefined, brands: 0 }).map((s) => s.href)).toEqual([
      '/dealer-locator',
    ]);
    expect(
      statsBanner({ ...input, established: 2025, dealerships: 1 }).map((s) => `${s.value} ${s.label}`),
    ).toEqual(['1 Dealership', '50 Brands', '1 Year in Business']);
    expect(
      statsBanner({ ...input, aboutUsPath: '/pages/about-us', builtPaths: new Set(['/pages/about-us']) }),
    ).toEqual([{ value: '39', label: 'Years in Business', href: '/pages/about-us' }]);
  });
});
