import { describe, expect, it } from 'vitest';
import { bookingLocation, knownDealershipSlug, leadRoute } from '../../../src/domain/leads/routing.ts';
import { makeLocation } from '../../fixtures/helpers.ts';

const dealerships = [
  { id: 'd1', name: 'North', slug: 'north', dealership_websites: [] },
  { id: 'd2', name: 'South', slug: 'south', dealership_websites: [] },
];
const northSales = makeLocation({
  id: 'n1',
  name: 'North - Sales',
  location_type: 'sales',
  dealership_id: 'd1',
  primary: true,
});
const southService = makeLocation({
  id: 's2',
  name: 'South - Service',
  location_type: 'service',
  dealership_id: 'd2',
});
const southSales = makeLocation({
  id: 's1',
  name: 'South - Sales',
  location_type: 'sales',
  dealership_id: 'd2',
});
const locations = [northSales, southService, southSales];

describe('lead routing (LEAD-21)', () => {
  it('the car decides first, then the chosen location, then the chosen dealership’s sales location, then the primary', () => {
    const route = (input: Parameters<typeof leadRoute>[0]) => {
      const { dealership, location } = leadRoute(input, dealerships, locations);
      return [dealership?.slug, location?.id];
    };
    expect(route({ carLocationId: 's2', carDealershipId: 'd2', dealershipSlug: 'north' })).toEqual([
      'south',
      's2',
    ]);
    expect(route({ locationId: 's2' })).toEqual(['south', 's2']);
    expect(route({ dealershipSlug: 'south' })).toEqual(['south', 's1']);
    expect(route({})).toEqual([undefined, 'n1']);
  });

  it('a dealership_slug must be one of the tenant’s, or the car’s own', () => {
    expect(knownDealershipSlug('south', dealerships)).toBe(true);
    expect(knownDealershipSlug('elsewhere', dealerships)).toBe(false);
    expect(knownDealershipSlug('feed-slug', dealerships, 'feed-slug')).toBe(true);
  });

  it('a dealership’s service bookings go to its service location, else its primary, else its first', () => {
    expect(bookingLocation(locations, 'd2')).toBe('s2');
    expect(bookingLocation(locations, 'd1')).toBe('n1');
    expect(bookingLocation(locations, 'd9')).toBeUndefined();
  });
});
