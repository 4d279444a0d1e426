import { describe, expect, it } from 'vitest';
import {
  OSM_ATTRIBUTION,
  OSM_ATTRIBUTION_URL,
  OSM_TILE_URL,
} from '../../../../src/config/schemas/locations.ts';
import {
  addressLine,
  locationMap,
  mapImage,
  mapLocator,
  mapPins,
  mapTiles,
} from '../../../../src/domain/locations/map.ts';
import { makeLocation } from '../../../fixtures/helpers.ts';

const sales = makeLocation({ id: 's', name: 'Bay Motors - Sales', location_type: 'sales' });
const service = makeLocation({ id: 'v', name: 'Bay Motors - Service', location_type: 'service' });
const north = makeLocation({
  id: 'n',
  name: 'North Motors',
  address: { street: '', city: 'Gosford', postcode: '2250', lat: -33.4267, long: 151.3417 },
});
const unknown = makeLocation({ id: 'u', name: 'Somewhere Yard', address: { lat: 0, long: 0 } });
/** Maps on, on tiles, no locator: the defaults. */
const on = { enabled: true, base: 'tiles', locator: false } as const;
const tiles = { tileUrl: OSM_TILE_URL, attribution: OSM_ATTRIBUTION, attributionUrl: OSM_ATTRIBUTION_URL };

describe('location map pins', () => {
  it('sales, service and parts at one address share one pin named after the address', () => {
    expect(mapPins([sales, service])).toEqual([
      {
        lat: -34.0378,
        long: 151.1253,
        name: 'Bay Motors',
        address: '402 Taren Point Rd, Caringbah NSW 2229',
      },
    ]);
  });

  it('one pin per place, in the order given; coordinates 0, 0 get no pin', () => {
    expect(mapPins([north, unknown, sales, service])).toEqual([
      { lat: -33.4267, long: 151.3417, name: 'North Motors', address: 'Gosford NSW 2250' },
      {
        lat: -34.0378,
        long: 151.1253,
        name: 'Bay Motors',
        address: '402 Taren Point Rd, Caringbah NSW 2229',
      },
    ]);
    expect(mapPins([unknown])).toEqual([]);
  });

  it('the address line leaves out a missing street', () => {
    expect(addressLine(sales)).toBe('402 Taren Point Rd, Caringbah NSW 2229');
    expect(addressLine(north)).toBe('Gosford NSW 2250');
  });
});

describe('the map a page gets', () => {
  it('the pins and an accessible name; the default tiles (OpenStreetMap) are left out of the data', () => {
    const map = locationMap([sales, service], { ...on, ...tiles }, 'Bay Motors');
    expect(map).toEqual({
      name: 'Bay Motors',
      label: 'Map of Bay Motors',
      pins: [
        {
          lat: -34.0378,
          long: 151.1253,
          name: 'Bay Motors',
          address: '402 Taren Point Rd, Caringbah NSW 2229',
        },
      ],
    });
    expect(mapTiles(map!)).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      attributionUrl: 'https://www.openstreetmap.org/copyright',
    });
  });

  it('a tenant’s own tile settings are in the data, each one that differs from the default', () => {
    const own = {
      tileUrl: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
      attribution: '© Example Maps',
      attributionUrl: OSM_ATTRIBUTION_URL,
    };
    const map = locationMap([sales], { ...on, ...own }, 'Bay Motors');
    expect(map).toMatchObject({ tileUrl: own.tileUrl, attribution: '© Example Maps' });
    expect(map).not.toHaveProperty('attributionUrl');
    expect(mapTiles(map!)).toEqual(own);
  });

  it('no map when the tenant turned maps off, or no location has coordinates', () => {
    expect(locationMap([sales], { ...on, enabled: false, ...tiles }, 'Bay Motors')).toBeUndefined();
    expect(locationMap([unknown], { ...on, ...tiles }, 'Somewhere Yard')).toBeUndefined();
  });
});

describe('the static map by map_key (LOC-09)', () => {
  const template = 'https://maps.example-cdn.com/static/{map_key}.png?w={width}&h={height}';
  const keyed = makeLocation({ id: 'k', name: 'Bay Motors - Sales', address: { map_key: 'bay motors/1' } });

  it('fills the template with the key (URL-encoded) and the size it is shown at', () => {
    expect(mapImage(template, 'bay motors/1', 'Bay Motors')).toEqual({
      src: 'https://maps.example-cdn.com/static/bay%20motors%2F1.png?w=640&h=320',
      width: 640,
      height: 320,
      alt: 'Map of Bay Motors',
    });
    expect(mapImage(undefined, 'bay-1', 'Bay Motors')).toBeUndefined();
    expect(mapImage(template, '  ', 'Bay Motors')).toBeUndefined();
  });

  it('shows on the map of one place with a map_key, never on a map of several places', () => {
    const settings = { ...on, ...tiles, imageUrl: template };
    expect(locationMap([keyed, service], settings, 'Bay Motors')?.image?.src).toBe(
      'https://maps.example-cdn.com/static/bay%20motors%2F1.png?w=640&h=320',
    );
    expect(locationMap([keyed, north], settings, 'Bay and North')?.image).toBeUndefined();
    expect(locationMap([sales], settings, 'Bay Motors')?.image).toBeUndefined();
  });
});

describe('the map on the project’s own outline and its locator (LOC-09)', () => {
  const own = {
    tileUrl: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
    attribution: '© Example Maps',
    attributionUrl: 'https://maps.example.com/copyright',
  };

  it('an outline map says so and carries no tile settings, the tenant’s own or the defaults', () => {
    const map = locationMap([sales], { ...on, base: 'outline', ...own }, 'Bay Motors');
    expect(map).toMatchObject({ base: 'outline' });
    expect(map).not.toHaveProperty('tileUrl');
    expect(map).not.toHaveProperty('attribution');
    expect(map).not.toHaveProperty('attributionUrl');
    expect(locationMap([sales], { ...on, ...tiles }, 'Bay Motors')).not.toHaveProperty('base');
  });

  it('the locator of a one-place map: where it is and its Get Directions link (LOC-02)', () => {
    const map = locationMap([sales, service], { ...on, locator: true, ...tiles }, 'Bay Motors');
    expect(map?.locator).toEqual({
      lat: -34.0378,
      long: 151.1253,
      city: 'Caringbah',
      state: 'NSW',
      // The location's own place link, as its Get Directions link has.
      directions: 'https://www.google.com/maps/search/?api=1&query=-34.0378,151.1253',
    });
    const unlinked = { ...sales, address: { ...sales.address, place_url: undefined } };
    expect(mapLocator([unknown, unlinked])?.directions).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-34.0378,151.1253',
    );
  });

  it('no locator for several places, without the setting, where the image CDN map shows, or outside Australia', () => {
    expect(locationMap([sales, north], { ...on, locator: true, ...tiles }, 'Both')?.locator).toBeUndefined();
    expect(locationMap([sales], { ...on, ...tiles }, 'Bay Motors')?.locator).toBeUndefined();
    const keyed = makeLocation({ address: { map_key: 'bay-1' } });
    const image = 'https://maps.example-cdn.com/{map_key}.png';
    const withImage = locationMap([keyed], { ...on, locator: true, ...tiles, imageUrl: image }, 'Bay');
    expect(withImage?.image?.src).toBe('https://maps.example-cdn.com/bay-1.png');
    expect(withImage?.locator).toBeUndefined();
    const auckland = makeLocation({ address: { city: 'Auckland', lat: -36.85, long: 174.76 } });
    expect(locationMap([auckland], { ...on, locator: true, ...tiles }, 'Auckland')?.locator).toBeUndefined();
  });
});
