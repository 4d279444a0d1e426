import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareSiteData } from '../../../src/build/prepare.ts';
import { findSuburb } from '../../../src/build/suburb-places.ts';
import {
  feedPlace,
  feedPlaceMapLocation,
  feedPlaceOrigin,
  isFeedPlace,
} from '../../../src/domain/locations/feed-location.ts';
import { locationMap } from '../../../src/domain/locations/map.ts';
import { searchDocuments } from '../../../src/search/index-file.ts';
import { deliveryCalculatorProps } from '../../../src/islands/calculators/delivery-view.ts';
import { FIXTURE_TENANTS } from '../../fixtures/helpers.ts';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const NOW = new Date('2026-11-21T00:00:00Z');

describe('[FEED-11] a car’s own place from the feed', () => {
  it('[FEED-11] names the place by suburb and state, with its map link and coordinates', () => {
    expect(
      feedPlace({ city: 'PENRITH', state: 'nsw' }, { postcode: '2750', lat: -33.751, lng: 150.694 }),
    ).toEqual({
      id: 'feed-penrith-nsw',
      name: 'Penrith, NSW',
      slug: 'penrith-nsw',
      phone: undefined,
      address: {
        street: undefined,
        city: 'Penrith',
        state: 'NSW',
        postcode: '2750',
        place_url: 'https://www.google.com/maps/search/?api=1&query=-33.751,150.694',
      },
      distribution_locations: [],
      coordinates: { lat: -33.751, lng: 150.694 },
    });
    expect(feedPlace({ city: 'st ives', state: 'NSW' }, undefined)?.name).toBe('St Ives, NSW');
    expect(feedPlace({ city: ' ', state: 'NSW' }, undefined)).toBeUndefined();
    expect(isFeedPlace({ id: 'feed-penrith-nsw' })).toBe(true);
    expect(isFeedPlace({ id: 'l20' })).toBe(false);
  });

  it('[FEED-11] pins a car’s feed place on the location map by its suburb’s position', () => {
    const penrith = feedPlace(
      { city: 'Penrith', state: 'NSW' },
      { postcode: '2750', lat: -33.751, lng: 150.694 },
    );
    const tiles = {
      tileUrl: 'https://tile.example/{z}/{x}/{y}.png',
      attribution: 'Tiles',
      attributionUrl: 'https://tile.example',
    };
    const map = locationMap(
      [feedPlaceMapLocation(penrith)!],
      { enabled: true, base: 'tiles', locator: false, ...tiles },
      'Penrith, NSW',
    );
    expect(map?.pins).toEqual([
      { lat: -33.751, long: 150.694, name: 'Penrith, NSW', address: 'Penrith NSW 2750' },
    ]);
    expect(map?.label).toBe('Map of Penrith, NSW');
    // A suburb the postcode data does not know has no position, so no map; nor has a dealership.
    expect(feedPlaceMapLocation(feedPlace({ city: 'Nowhere', state: 'NSW' }, undefined))).toBeUndefined();
    expect(feedPlaceMapLocation(undefined)).toBeUndefined();
  });

  it('[FEED-11] finds a suburb’s postcode and position in the shipped postcode data', () => {
    const penrith = findSuburb(ROOT, 'Penrith', 'NSW')!;
    expect(penrith.postcode).toBe('2750');
    expect(penrith.lat).toBeCloseTo(-33.75, 1);
    expect(penrith.lng).toBeCloseTo(150.69, 1);
    expect(findSuburb(ROOT, 'Caringbah', 'nsw')?.postcode).toBe('2229');
    expect(findSuburb(ROOT, 'Penrith', 'VIC')).toBeUndefined();
    expect(findSuburb(ROOT, 'Nowhereville', 'NSW')).toBeUndefined();
  });

  it('[FEED-11] a car at a suburb that is not a dealership keeps it: on the car, in the location facet, as the delivery origin', () => {
    const data = prepareSiteData(FIXTURE_TENANTS, 'csv-yard', NOW);
    const evoque = data.cars.find((car) => car.model === 'Range Rover Evoque')!;
    expect(evoque.location).toMatchObject({
      name: 'Penrith, NSW',
      slug: 'penrith-nsw',
      address: { postcode: '2750' },
    });
    expect(evoque.location?.coordinates?.lat).toBeCloseTo(-33.75, 1);
    // A car at the dealership's suburb stays at the dealership.
    const mazda = data.cars.find((car) => car.model === 'CX-5')!;
    expect(mazda.location?.id).toBe('l20');
    const facet = new Set(searchDocuments(data.tenant, data.cars, NOW).map((doc) => doc.location_name));
    expect(facet).toEqual(new Set(['Fixture Used Cars', 'Penrith, NSW']));
    const origin = feedPlaceOrigin(evoque.location)!;
    expect(origin).toMatchObject({ id: 'feed-penrith-nsw', name: 'Penrith, NSW' });
    expect(feedPlaceOrigin(mazda.location)).toBeUndefined();
    expect(
      deliveryCalculatorProps(data.tenant.locations, '/postcodes/x.json', undefined, origin).origins,
    ).toEqual([origin]);
  });
});
