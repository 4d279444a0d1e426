import { describe, expect, it } from 'vitest';
import { CAR_TYPE_PATHS, landingPaths, landingVocabulary } from '../../../../src/domain/search-url.ts';
import {
  breadcrumbJsonLd,
  CAR_TYPE_LANDING_SLUGS,
  carTypeLandingPath,
  LEGACY_CAR_TYPE_REDIRECTS,
  legacyCarTypePath,
  makeLandingPath,
  modelLandingPath,
  vehicleBreadcrumb,
} from '../../../../src/domain/vehicle/breadcrumb.ts';

const car = {
  car_type: 'used',
  make: 'Land Rover',
  model: 'Range Rover Sport',
  name: '2020 Land Rover Range Rover Sport HSE',
} as const;

describe('[VDP-01] vehicle breadcrumb', () => {
  it('[VDP-01] Home › Used Cars › make › model › car name, in the /search/ form', () => {
    expect(vehicleBreadcrumb(car)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Used Cars', href: '/search/used-cars' },
      { label: 'Land Rover', href: '/search/land-rover' },
      { label: 'Range Rover Sport', href: '/search/land-rover/range-rover-sport' },
      { label: '2020 Land Rover Range Rover Sport HSE' },
    ]);
  });

  it('[VDP-01] each car type links to its search landing path', () => {
    expect(vehicleBreadcrumb({ ...car, car_type: 'new' })[1]).toEqual({
      label: 'New Cars',
      href: '/search/new-cars',
    });
    expect(vehicleBreadcrumb({ ...car, car_type: 'demo' })[1]).toEqual({
      label: 'Demo Cars',
      href: '/search/demo-cars',
    });
    expect(vehicleBreadcrumb(car, { noun: 'Vehicles' })[1]?.label).toBe('Used Vehicles');
  });

  it('[VDP-01] every link points at a page the build prerenders', () => {
    const vocabulary = landingVocabulary([
      {
        make: car.make,
        model: car.model,
        body: 'SUV',
        location_name: 'Caringbah',
        location_slug: 'caringbah',
        dealership_name: '',
        dealership_slug: '',
      },
    ]);
    const built = new Set(['/', ...landingPaths(vocabulary)]);
    for (const carType of ['new', 'demo', 'used'] as const) {
      for (const item of vehicleBreadcrumb({ ...car, car_type: carType })) {
        if (item.href) expect(built.has(item.href), item.href).toBe(true);
      }
    }
  });

  it('[VDP-01] a link to a page that does not exist is left out, not shown broken', () => {
    const items = vehicleBreadcrumb(car, { pageExists: (path) => !path.includes('/land-rover/') });
    expect(items.map((item) => item.label)).toEqual(['Home', 'Used Cars', 'Land Rover', car.name]);
    expect(items.at(-1)?.href).toBeUndefined();
  });

  it('[VDP-01] the /used-car/{car_type}/ form is available for redirects to the landing pages', () => {
    expect(legacyCarTypePath('used')).toBe('/used-car/used/');
    expect(LEGACY_CAR_TYPE_REDIRECTS).toEqual([
      { from: '/used-car/new/', to: '/search/new-cars' },
      { from: '/used-car/demo/', to: '/search/demo-cars' },
      { from: '/used-car/used/', to: '/search/used-cars' },
    ]);
  });

  it('car type slugs agree with the search landing vocabulary', () => {
    for (const [type, slug] of Object.entries(CAR_TYPE_LANDING_SLUGS))
      expect(CAR_TYPE_PATHS[slug]).toEqual([type]);
    expect(carTypeLandingPath('used')).toBe('/search/used-cars');
  });

  it('make and model paths use the shared slugs; nothing URL-safe gives no link', () => {
    expect(makeLandingPath('Škoda')).toBe('/search/skoda');
    expect(modelLandingPath('Mercedes-Benz', 'C-Class')).toBe('/search/mercedes-benz/c-class');
    expect(makeLandingPath('???')).toBeUndefined();
    expect(modelLandingPath('Toyota', '!!')).toBeUndefined();
    expect(vehicleBreadcrumb({ ...car, model: '!!' }).map((item) => item.label)).toEqual([
      'Home',
      'Used Cars',
      'Land Rover',
      car.name,
    ]);
  });

  it('BreadcrumbList JSON-LD with absolute links, the last item the current page', () => {
    const ld = breadcrumbJsonLd(vehicleBreadcrumb(car), 'https://www.example.com.au/', '/cars/abc');
    const items = ld['itemListElement'] as { position: number; item: string }[];
    expect(items[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      name: 'Home',
      item: 'https://www.example.com.au/',
    });
    expect(items.at(-1)).toMatchObject({ position: 5, item: 'https://www.example.com.au/cars/abc' });
  });
});
