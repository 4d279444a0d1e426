/** A tenant and cars shaped as the build hands them to pages, for the lead island tests. */
import { validateSettings } from '../../../../src/config/load-tenant.ts';
import type { Tenant } from '../../../../src/config/load-tenant.ts';
import type { Car } from '../../../../src/model/car.ts';

export function tenant(settings: Record<string, unknown> = {}): Tenant {
  return {
    slug: 'test-motors',
    dir: '/tmp/test-motors',
    settings: validateSettings('test-motors', {
      site: { name: 'Test Motors', url: 'https://www.testmotors.example.com.au', websiteId: '77' },
      branding: { phones: { sales: '02 9000 0000' } },
      ...settings,
    }),
    dealerships: [{ id: 'd1', name: 'Test Motors', slug: 'test-motors', dealership_websites: [] }],
    locations: [
      {
        id: 'l1',
        name: 'Test Motors - Sales',
        primary: true,
        visible: true,
        location_type: 'sales',
        location_subtype: [],
        manufacturers: [],
        dealership_id: 'd1',
        address: { city: 'Caringbah', state: 'NSW', postcode: '2229', lat: -34, long: 151 },
        contact_detail: {
          phone: '02 9000 0001',
          email: 'sales@testmotors.example.com.au',
          opening_hours: [],
        },
        special_hours: [],
        distribution_locations: ['l2', 'Somewhere Else'],
      },
      {
        id: 'l2',
        name: 'Test Motors Two - Sales',
        primary: false,
        visible: true,
        location_type: 'sales',
        location_subtype: [],
        manufacturers: [],
        dealership_id: 'd1',
        address: { city: 'Sutherland', state: 'NSW', postcode: '2232', lat: -34, long: 151 },
        contact_detail: { phone: '02 9000 0002', opening_hours: [] },
        special_hours: [],
        distribution_locations: [],
      },
    ],
    manufacturers: [],
    models: [],
    reviews: undefined,
    promos: [],
    slides: [],
  } as unknown as Tenant;
}

export function car(overrides: Partial<Car> = {}): Car {
  return {
    id: '4100002',
    slug: '2020-toyota-kluger-gx-hcu20000',
    path: '/cars/2020-toyota-kluger-gx-hcu20000',
    name: '2020 Toyota Kluger GX',
    year: 2020,
    make: 'Toyota',
    model: 'Kluger',
    stocknum: 'HCU20000',
    car_type: 'used',
    status: 'in_stock',
    price: 27990,
    km: 85820,
    dealership_id: 'd1',
    dealership_slug: 'test-motors',
    location_id: 'l1',
    primary_image_url: '/media/demo/suv-white-front.jpg',
    photos_count: 9,
    images: [],
    location: {
      id: 'l1',
      name: 'Test Motors - Sales',
      slug: 'test-motors',
      phone: '02 9000 0001',
      address: { street: undefined, city: 'Caringbah', state: 'NSW', postcode: '2229', place_url: undefined },
      distribution_locations: ['l2', 'Somewhere Else'],
    },
    ...overrides,
  } as Car;
}
