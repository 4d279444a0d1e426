import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  type ChannelSite,
  channelReport,
  exclusionReasons,
} from '../../../../src/domain/channels/eligibility.ts';
import {
  GOOGLE_COLUMNS,
  googleRow,
  googleVehicleAdsFeed,
} from '../../../../src/domain/channels/google-vehicle-ads.ts';
import {
  META_COLUMNS,
  metaAutomotiveFeed,
  metaRow,
} from '../../../../src/domain/channels/meta-automotive.ts';
import type { Car } from '../../../../src/model/car.ts';
import { googleRowProblems, metaRowProblems } from '../../../support/channel-feed-rules.ts';
import { importedCar, makeLocation } from '../../../fixtures/helpers.ts';

const site: ChannelSite = {
  url: 'https://www.fixturemotors.com.au',
  name: 'Fixture Motors',
  locations: [
    makeLocation({ store_code: 'FIXTURE-CARINGBAH', dealer_license_number: 'MD12345' }),
    makeLocation({ id: 'l2', name: 'Fixture Motors - Yard', address: { state: 'NSW' } }),
  ],
  prices: { subscriptionSite: false, noPriceText: 'Enquire for price' },
  today: '2026-11-26',
};

const location: NonNullable<Car['location']> = {
  id: 'l1',
  name: 'Fixture Motors - Sales',
  slug: 'fixture-motors',
  phone: '02 9525 1100',
  address: {
    street: '402 Taren Point Rd',
    city: 'Caringbah',
    state: 'NSW',
    postcode: '2229',
    place_url: undefined,
  },
  distribution_locations: [],
};

function car(overrides: Record<string, unknown> = {}, extra: Partial<Car> = {}): Car {
  return {
    ...importedCar({
      id: 'c1',
      year: 2021,
      make: 'Toyota',
      model: 'Corolla',
      badge: 'Ascent Sport',
      price: 28990,
      price_type: 'Drive Away',
      vin: 'JTDBR32E720012345',
      km: 45_210,
      simple_body: 'Hatch',
      simple_fuel: 'Petrol',
      simple_transmission: 'Automatic',
      simple_drive: 'FWD',
      colour: 'Silver',
      location_id: 'l1',
      dealercomments: '<p>One owner.</p><p>Full service history.</p>',
      images: [{ image: 'https://cdn.example.com/1.jpg' }, { image: '/media/c1/2.jpg' }],
      ...overrides,
    }),
    location,
    ...extra,
  };
}

describe('which cars each channel carries (CHAN-03)', () => {
  it('[CHAN-03] carries an available car with a shown price, a photo, a VIN, an odometer and a store code', () => {
    expect(exclusionReasons(car(), 'google', site)).toEqual([]);
    expect(exclusionReasons(car(), 'meta', site)).toEqual([]);
  });

  it('[CHAN-03] leaves out, in plain words, what a channel cannot carry', () => {
    const bare = car(
      {
        price: 0,
        vin: undefined,
        km: undefined,
        images: [],
        item_type: 'caravan',
        location_id: 'l2',
        colour: undefined,
      },
      { status: 'sold' },
    );
    expect(exclusionReasons(bare, 'google', site)).toEqual([
      'sold',
      'a caravan: Google vehicle ads carry passenger cars and utes only',
      'no price (price on application)',
      'no photo (on https)',
      'no VIN',
      'odometer reading unknown',
      'its location has no store_code (the Google Business Profile store code, in locations.json)',
    ]);
    expect(exclusionReasons(bare, 'meta', site)).toEqual([
      'sold',
      'a caravan: Meta automotive ads carry passenger cars and utes only',
      'no price (price on application)',
      'no photo (on https)',
      'no VIN',
      'odometer reading unknown',
      'no exterior colour',
    ]);
    // Photos on http only, and a place without a street: what the channels would refuse.
    const insecure = car({ images: [{ image: 'http://photos.example.com/1.jpg' }] });
    expect(exclusionReasons(insecure, 'google', site)).toEqual(['no photo (on https)']);
    const noStreet = car(
      {},
      { location: { ...location, address: { ...location.address, street: undefined } } },
    );
    expect(exclusionReasons(noStreet, 'meta', site)).toEqual(['no street address for where the car is']);
    expect(exclusionReasons(noStreet, 'google', site)).toEqual([]);
    expect(exclusionReasons(car({}, { reserved: true }), 'meta', site)).toEqual(['reserved']);
    expect(exclusionReasons(car({}, { status: 'coming_soon' }), 'meta', site)).toEqual([
      'not for sale yet (coming soon)',
    ]);
    // A subscription site shows a weekly price the ad could not match.
    const subscription = { ...site, prices: { subscriptionSite: true, noPriceText: '' } };
    expect(exclusionReasons(car({ subscription_price: 199 }), 'google', subscription)).toEqual([
      'its page shows a subscription price, not a sale price',
    ]);
  });

  it('[CHAN-03] the report counts what a channel carries and lists the rest; a channel switched off says so', () => {
    const cars = [car(), car({ id: 'c2', stocknum: 'FM2', vin: undefined })];
    expect(channelReport(cars, 'google', true, site)).toEqual({
      enabled: true,
      feed: '/feeds/google-vehicle-ads.tsv',
      carried: 1,
      excluded: [
        { id: 'c2', name: '2021 Toyota Corolla Ascent Sport', stocknum: 'FM2', reasons: ['no VIN'] },
      ],
    });
    expect(channelReport(cars, 'meta', false, site)).toEqual({ enabled: false });
  });
});

describe('the Google vehicle ads feed (CHAN-01)', () => {
  it('[CHAN-01] writes a car as Google’s vehicle ads attributes', () => {
    expect(googleRow(car(), site)).toEqual({
      id: 'c1',
      title: '2021 Toyota Corolla Ascent Sport',
      description:
        'One owner. Full service history. Price: Drive Away. Statutory warranty: 3 months or 5,000 km. Dealer licence MD12345.',
      link: `https://www.fixturemotors.com.au${car().path}`,
      image_link: 'https://cdn.example.com/1.jpg',
      additional_image_link: 'https://www.fixturemotors.com.au/media/c1/2.jpg',
      price: '28990.00 AUD',
      condition: 'used',
      'certified_pre-owned': '',
      brand: 'Toyota',
      model: 'Corolla',
      trim: 'Ascent Sport',
      year: '2021',
      mileage: '45210 km',
      vin: 'JTDBR32E720012345',
      store_code: 'FIXTURE-CARINGBAH',
      vehicle_fulfillment: 'in_store:FIXTURE-CARINGBAH',
      google_product_category: '916',
      color: 'Silver',
      body_style: 'hatchback',
      engine: 'gasoline',
    });
    const commas = googleRow(
      car({
        images: [
          { image: 'https://cdn.example.com/1.jpg' },
          { image: 'https://cdn.example.com/w_800,h_600/2.jpg' },
        ],
      }),
      site,
    );
    expect(commas.additional_image_link).toBe('https://cdn.example.com/w_800%2Ch_600/2.jpg');
    const ute = googleRow(
      car({ simple_body: 'Ute', simple_fuel: 'Diesel', car_type: 'new', certified: true }),
      site,
    );
    expect([ute.body_style, ute.engine, ute.condition, ute['certified_pre-owned']]).toEqual([
      'truck',
      'diesel',
      'new',
      '',
    ]);
  });

  it('[COMP-03] an ad for a used car sold without statutory warranty says so; a new car’s says nothing of it', () => {
    expect(googleRow(car({ km: 172_000 }), site).description).toBe(
      'One owner. Full service history. Price: Drive Away. Sold without statutory warranty. Dealer licence MD12345.',
    );
    expect(googleRow(car({ car_type: 'new', km: 12 }), site).description).toBe(
      'One owner. Full service history. Price: Drive Away. Dealer licence MD12345.',
    );
  });

  it('[CHAN-01] the file is tab-separated with Google’s headers, one row per carried car, each valid', () => {
    const feed = googleVehicleAdsFeed([car(), car({ id: 'c2', vin: undefined })], site);
    const parsed = Papa.parse<Record<string, string>>(feed.text.trim(), { header: true, delimiter: '\t' });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([...GOOGLE_COLUMNS]);
    expect(parsed.data.map((row) => row['id'])).toEqual(['c1']);
    expect(googleRowProblems(parsed.data[0]!, 'www.fixturemotors.com.au')).toEqual([]);
    expect(feed.excluded.map((e) => e.id)).toEqual(['c2']);
  });

  it('[CHAN-01] the rules catch a row Google would refuse', () => {
    expect(
      googleRowProblems(
        {
          ...googleRow(car(), site),
          price: '28990',
          link: 'https://elsewhere.example.com/cars/x',
          mileage: '45210',
        },
        'www.fixturemotors.com.au',
      ),
    ).toEqual(['link: "https://elsewhere.example.com/cars/x"', 'price: "28990"', 'mileage: "45210"']);
  });
});

describe('the Meta automotive catalog (CHAN-02)', () => {
  it('[CHAN-02] writes a car as Meta’s automotive inventory fields and enums', () => {
    const row = metaRow(car({ simple_drive: '4WD', simple_body: 'Ute', simple_fuel: 'Diesel' }), site);
    expect(row).toMatchObject({
      vehicle_id: 'c1',
      vin: 'JTDBR32E720012345',
      title: '2021 Toyota Corolla Ascent Sport',
      url: `https://www.fixturemotors.com.au${car().path}`,
      make: 'Toyota',
      model: 'Corolla',
      year: '2021',
      trim: 'Ascent Sport',
      'mileage.value': '45210',
      'mileage.unit': 'KM',
      price: '28990.00 AUD',
      state_of_vehicle: 'USED',
      availability: 'AVAILABLE',
      body_style: 'TRUCK',
      exterior_color: 'Silver',
      transmission: 'AUTOMATIC',
      fuel_type: 'DIESEL',
      drivetrain: '4X4',
      'image[0].url': 'https://cdn.example.com/1.jpg',
      'image[1].url': 'https://www.fixturemotors.com.au/media/c1/2.jpg',
      'image[2].url': '',
      'address.addr1': '402 Taren Point Rd',
      'address.city': 'Caringbah',
      'address.region': 'NSW',
      'address.postal_code': '2229',
      'address.country': 'AU',
      latitude: '-34.0378',
      longitude: '151.1253',
      dealer_name: 'Fixture Motors - Sales',
      dealer_phone: '02 9525 1100',
    });
    expect(metaRow(car({ car_type: 'new' }), site).state_of_vehicle).toBe('NEW');
    expect(metaRow(car({ certified: true }), site).state_of_vehicle).toBe('CPO');
    expect(metaRow(car({ simple_body: 'Cab Chassis Tray' }), site).body_style).toBe('OTHER');
  });

  it('[CHAN-02] the file is CSV with Meta’s headers; quotes and commas in values survive; each row valid', () => {
    const feed = metaAutomotiveFeed([car({ dealercomments: 'Tow bar, "as new", roof racks' })], site);
    const parsed = Papa.parse<Record<string, string>>(feed.text.trim(), { header: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([...META_COLUMNS]);
    expect(parsed.data[0]!['description']).toBe(
      'Tow bar, "as new", roof racks Price: Drive Away. Statutory warranty: 3 months or 5,000 km. Dealer licence MD12345.',
    );
    expect(metaRowProblems(parsed.data[0]!, 'www.fixturemotors.com.au')).toEqual([]);
  });
});
