import { describe, expect, it } from 'vitest';
import {
  directionsHref,
  locationAnnouncement,
  primaryLocationId,
} from '../../../../src/domain/vehicle/location-announcement.ts';

const location = (fields: Record<string, unknown> = {}) => ({
  id: 'l2',
  name: 'Fixture Motors Penrith',
  address: {
    street: '1 High St',
    city: 'Penrith',
    state: 'NSW',
    postcode: '2750',
    place_url: undefined as string | undefined,
  },
  ...fields,
});

describe('[VDP-08] location announcement bar', () => {
  it('[VDP-08] Located at {city} with Get Directions at a non-primary location', () => {
    expect(locationAnnouncement(location(), 'l1')).toEqual({
      text: 'Located at Penrith',
      directions: {
        label: 'Get Directions',
        href: 'https://www.google.com/maps/dir/?api=1&destination=Fixture%20Motors%20Penrith%2C%201%20High%20St%2C%20Penrith%2C%20NSW%202750',
      },
    });
  });

  it('[VDP-08] none at the primary location, without a location or city', () => {
    expect(locationAnnouncement(location({ id: 'l1' }), 'l1')).toBeUndefined();
    expect(locationAnnouncement(undefined, 'l1')).toBeUndefined();
    expect(locationAnnouncement(location({ address: { city: ' ' } }), 'l1')).toBeUndefined();
    expect(locationAnnouncement(location(), undefined)).toBeUndefined();
  });

  it('[VDP-08] dismissible', () => {
    expect(locationAnnouncement(location(), 'l1', true)).toBeUndefined();
  });

  it('directions prefer the place URL', () => {
    const withPlace = location({ address: { city: 'Penrith', place_url: 'https://maps.example.com/p' } });
    expect(directionsHref(withPlace)).toBe('https://maps.example.com/p');
  });

  it('the primary location is the one marked primary, else the first', () => {
    expect(primaryLocationId([{ id: 'a' }, { id: 'b', primary: true }])).toBe('b');
    expect(primaryLocationId([{ id: 'a' }, { id: 'b' }])).toBe('a');
    expect(primaryLocationId([])).toBeUndefined();
  });
});
