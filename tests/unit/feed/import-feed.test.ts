import { createHash } from 'node:crypto';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FEET_TO_METRES,
  importRecords,
  isPlaceholderImage,
  MAX_NAME_LENGTH,
  toCarLocation,
} from '../../../src/feed/import-feed.ts';
import { loadTenant } from '../../../src/config/load-tenant.ts';
import { FeedError, importFeedText, readTenantFeed } from '../../../src/feed/read-feed.ts';
import { readJsonFeed } from '../../../src/feed/read-json.ts';
import { CAR_TYPES, KNOWN_STATUSES } from '../../../src/model/car.ts';
import {
  FIXTURE_TENANTS,
  importedCar,
  makeLocation,
  rawCar,
  settingsWith,
  thrown,
} from '../../fixtures/helpers.ts';

const settings = settingsWith();
const feed = settings.feed;
const URL_SAFE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const shortHash = (id: string) => createHash('sha256').update(id).digest('hex').slice(0, 6);

/** A record with every field group of spec-1 §3, written the way dealer feeds write them. */
function canonicalRecord(): Record<string, unknown> {
  return {
    // Identity and naming
    id: 1042,
    year: '2021',
    make: 'Toyota',
    model: 'Corolla',
    badge: 'Ascent Sport',
    series: 'ZWE211R',
    colour: 'Glacier White',
    interior_colour: 'Black',
    // Price and status
    km: '32,100',
    price: '$28,990',
    before_price: 30990,
    subscription_price: '189',
    offer_price: 27990,
    price_type: 'DAP',
    status: 'IN_STOCK',
    car_type: 'Used',
    tag: 'Test Drive Only',
    reserved: 'no',
    certified: 'Yes',
    preorder: 0,
    item_type: 'car',
    reserve_deposit: '500',
    trade_in_allowed: 'true',
    // Registration and dates
    created_at: 1_763_683_200,
    stocknum: 'TC1042',
    vin: 'jtnkarjezm1234567',
    nvic: 'CO921A',
    regplate: 'ABC12D',
    rego_expiry: '2027-03-01',
    build_date: '2021-02-01T00:00:00Z',
    compliance_date: 1_614_556_800_000,
    // Body and powertrain
    simple_body: 'Hatch',
    simple_drive: 'FWD',
    drive: 'Front Wheel Drive',
    simple_transmission: 'Automatic',
    trans: 'Constantly Variable Transmission',
    simple_fuel: 'Hybrid',
    fuel: 'Hybrid',
    seats: '5',
    doors: 5,
    engine_size: '1,798',
    engine_size_litres: '1.8',
    gearnum: 10,
    bodyconfiguration: 'Hatchback',
    // Media
    images: [
      { image: 'https://cdn.example.com/1042/1.jpg', thumb: 'https://cdn.example.com/1042/1-t.jpg' },
      { image: '/media/placeholder.jpg' },
      { image: 'https://cdn.example.com/1042/2.jpg', thumb: null },
    ],
    video_url: 'https://www.youtube.com/watch?v=abc123',
    external_video_url: 'https://vimeo.com/123',
    spin_images: ['https://cdn.example.com/1042/spin/0.jpg', 'https://cdn.example.com/1042/spin/1.jpg'],
    spin_interior_image: ['https://cdn.example.com/1042/interior.jpg'],
    spin_code: 'SPN-1042',
    hotspots: {
      exterior: [{ angle: '3', x: 42.5, y: '61', title: 'Alloy wheels', description: '16-inch alloys' }],
      interior: [{ angle: 0, x: 10, y: 20, title: 'Touchscreen' }],
    },
    file: '/reports/1042-history.pdf',
    // Other
    views: '120',
    dealercomments: '<p>One owner.</p>',
    standardEquipment: ['Reversing camera', 'Apple CarPlay'],
    private_suburb: 'Cronulla',
    private_postcode: 2230,
    dealership_slug: 'fixture-city-toyota',
    show_on_dealer_website: 'TRUE',
    location_id: 'l1',
    // Nested groups
    variant: {
      cylinders: '4',
      enginesize: 1798,
      enginesize_litres: 1.8,
      induction: 'Aspirated',
      geartype: 'CVT',
      fuelconsumptioncombined: '3.9',
      fuelcapacity: 43,
      grossvehiclemass: '1,775',
      vehiclelength: 4375,
      vehicleheight: 1435,
      vehiclewidth: 1790,
      towingcapacitybraked: '-',
      bodyconfiguration: 'Hatchback',
      torque: 142,
      ancaprating: '5',
    },
    specifications: {
      body_width: 2.3,
      body_length: '6.1',
      tare_weight: '1,850',
      axle_type: 'Single',
      sleeps: '4',
      aggregate_trailer_mass: 2500,
    },
    autograb_data: { average_market_price: '29,500', state_average_market_price: 30100 },
    finance_lenders: {
      A: {
        interestRate: 8.99,
        comparisonRate: '9.45',
        paymentWeek: 132,
        paymentMonth: 572,
        deposit: 0,
        termYears: 5,
        termMonths: 60,
        establishmentFees: '395',
        balloon: 0,
        totalPayable: 34320,
        disclaimer: 'Indicative only.',
      },
    },
    youxQuote: { weeklyRepaymentAmount: '129.50', comparisonRate: 9.1, advertisedRate: 8.49 },
  };
}

describe('[FEED-01] a canonical record with every field group', () => {
  const location = makeLocation({
    id: 'l1',
    name: 'Fixture City Toyota - Sales',
    dealership_id: 'd1',
    distribution_locations: ['l2'],
  });
  const result = importRecords([canonicalRecord()], feed, [location]);
  const car = result.cars[0]!;

  it('[FEED-01] imports without skips or warnings', () => {
    expect(result.skipped).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.cars).toHaveLength(1);
  });

  it('[FEED-01] identity and naming', () => {
    expect(car).toMatchObject({
      id: '1042',
      year: 2021,
      make: 'Toyota',
      model: 'Corolla',
      badge: 'Ascent Sport',
      series: 'ZWE211R',
      colour: 'Glacier White',
      interior_colour: 'Black',
      name: '2021 Toyota Corolla Ascent Sport',
    });
  });

  it('[FEED-01] price and status, with numbers from text and flags from words', () => {
    expect(car).toMatchObject({
      km: 32100,
      price: 28990,
      before_price: 30990,
      subscription_price: 189,
      offer_price: 27990,
      price_type: 'DAP',
      status: 'in_stock',
      car_type: 'used',
      tag: 'Test Drive Only',
      reserved: false,
      certified: true,
      preorder: false,
      item_type: 'car',
      reserve_deposit: 500,
      trade_in_allowed: true,
    });
  });

  it('[FEED-01] registration and dates as ISO text', () => {
    expect(car).toMatchObject({
      created_at: '2025-11-21T00:00:00.000Z',
      stocknum: 'TC1042',
      vin: 'JTNKARJEZM1234567',
      nvic: 'CO921A',
      regplate: 'ABC12D',
      rego_expiry: '2027-03-01T00:00:00.000Z',
      build_date: '2021-02-01T00:00:00.000Z',
      compliance_date: '2021-03-01T00:00:00.000Z',
    });
  });

  it('[FEED-01] body and powertrain', () => {
    expect(car).toMatchObject({
      simple_body: 'Hatch',
      simple_drive: 'FWD',
      drive: 'Front Wheel Drive',
      simple_transmission: 'Automatic',
      trans: 'Constantly Variable Transmission',
      simple_fuel: 'Hybrid',
      fuel: 'Hybrid',
      seats: 5,
      doors: 5,
      engine_size: 1798,
      engine_size_litres: 1.8,
      gearnum: 10,
      bodyconfiguration: 'Hatchback',
    });
  });

  it('[FEED-01] media, with derived photos_count, primary_image_url and thumbnails', () => {
    expect(car.images).toEqual([
      { image: 'https://cdn.example.com/1042/1.jpg', thumb: 'https://cdn.example.com/1042/1-t.jpg' },
      { image: 'https://cdn.example.com/1042/2.jpg', thumb: undefined },
    ]);
    expect(car.photos_count).toBe(2);
    expect(car.primary_image_url).toBe('https://cdn.example.com/1042/1.jpg');
    expect(car.thumbnails).toEqual([
      'https://cdn.example.com/1042/1-t.jpg',
      'https://cdn.example.com/1042/2.jpg',
    ]);
    expect(car).toMatchObject({
      video_url: 'https://www.youtube.com/watch?v=abc123',
      external_video_url: 'https://vimeo.com/123',
      spin_images: ['https://cdn.example.com/1042/spin/0.jpg', 'https://cdn.example.com/1042/spin/1.jpg'],
      spin_interior_image: ['https://cdn.example.com/1042/interior.jpg'],
      spin_code: 'SPN-1042',
      file: '/reports/1042-history.pdf',
    });
    expect(car.hotspots).toEqual({
      exterior: [{ angle: 3, x: 42.5, y: 61, title: 'Alloy wheels', description: '16-inch alloys' }],
      interior: [{ angle: 0, x: 10, y: 20, title: 'Touchscreen' }],
    });
  });

  it('[FEED-01] other fields', () => {
    expect(car).toMatchObject({
      views: 120,
      dealercomments: '<p>One owner.</p>',
      standardEquipment: ['Reversing camera', 'Apple CarPlay'],
      private_suburb: 'Cronulla',
      private_postcode: '2230',
      dealership_slug: 'fixture-city-toyota',
      show_on_dealer_website: true,
    });
  });

  it('[FEED-01] location: resolved from location_id and embedded with address and distribution locations', () => {
    expect(car.location).toEqual({
      id: 'l1',
      name: 'Fixture City Toyota - Sales',
      slug: 'fixture-city-toyota',
      phone: '02 9525 1100',
      address: {
        street: '402 Taren Point Rd',
        city: 'Caringbah',
        state: 'NSW',
        postcode: '2229',
        place_url: 'https://www.google.com/maps/search/?api=1&query=-34.0378,151.1253',
      },
      distribution_locations: ['l2'],
    });
    expect(car).toMatchObject({
      location_id: 'l1',
      location_name: 'Fixture City Toyota - Sales',
      city: 'Caringbah',
      state: 'NSW',
      dealership_id: 'd1',
    });
    expect(toCarLocation(location)).toEqual(car.location);
  });

  it('[FEED-01] variant, with "-" read as unknown', () => {
    expect(car.variant).toEqual({
      cylinders: 4,
      enginesize: 1798,
      enginesize_litres: 1.8,
      induction: 'Aspirated',
      geartype: 'CVT',
      fuelconsumptioncombined: 3.9,
      fuelcapacity: 43,
      grossvehiclemass: 1775,
      vehiclelength: 4375,
      vehicleheight: 1435,
      vehiclewidth: 1790,
      towingcapacitybraked: undefined,
      bodyconfiguration: 'Hatchback',
      torque: 142,
      ancaprating: 5,
    });
  });

  it('[FEED-01] specifications (metres feed: unchanged)', () => {
    expect(car.specifications).toEqual({
      body_width: 2.3,
      body_length: 6.1,
      tare_weight: 1850,
      axle_type: 'Single',
      sleeps: 4,
      aggregate_trailer_mass: 2500,
      unit: 'm',
    });
  });

  it('[FEED-01] autograb_data, finance_lenders keyed by provider, youxQuote', () => {
    expect(car.autograb_data).toEqual({ average_market_price: 29500, state_average_market_price: 30100 });
    expect(car.finance_lenders).toEqual({
      A: {
        interestRate: 8.99,
        comparisonRate: 9.45,
        paymentWeek: 132,
        paymentMonth: 572,
        deposit: 0,
        termYears: 5,
        termMonths: 60,
        establishmentFees: 395,
        balloon: 0,
        totalPayable: 34320,
        disclaimer: 'Indicative only.',
      },
    });
    expect(car.youxQuote).toEqual({
      weeklyRepaymentAmount: 129.5,
      comparisonRate: 9.1,
      advertisedRate: 8.49,
    });
  });

  it('[FEED-01] derived slug and path', () => {
    expect(car.slug).toBe('2021-toyota-corolla-ascent-sport-tc1042');
    expect(car.path).toBe('/cars/2021-toyota-corolla-ascent-sport-tc1042');
  });

  it('[FEED-01] a minimal record gets the documented defaults', () => {
    const minimal = importedCar({ id: 'min-1' });
    // No km in the feed: unknown, not 0 (FEED-09).
    expect(minimal.km).toBeUndefined();
    expect(minimal).toMatchObject({
      status: 'in_stock',
      reserved: false,
      certified: false,
      preorder: false,
      item_type: 'car',
      images: [],
      spin_images: [],
      spin_interior_image: [],
      hotspots: { exterior: [], interior: [] },
      standardEquipment: [],
      show_on_dealer_website: true,
      finance_lenders: {},
      photos_count: 0,
      thumbnails: [],
      location: undefined,
    });
    expect(minimal.primary_image_url).toBeUndefined();
    expect(minimal.variant).toBeUndefined();
  });

  it('[FEED-01] resolves the location by location name or city when there is no location_id', () => {
    const caringbah = makeLocation({ id: 'l7', name: 'Fixture Motors Caringbah' });
    const byName = importRecords([rawCar({ location_name: 'fixture motors caringbah' })], feed, [caringbah])
      .cars[0]!;
    expect(byName.location?.id).toBe('l7');
    expect(byName.location_id).toBe('l7');
    const byCity = importRecords([rawCar({ city: 'Caringbah' })], feed, [caringbah]).cars[0]!;
    expect(byCity.location?.id).toBe('l7');
    expect(byCity.location_name).toBe('Fixture Motors Caringbah');
  });

  it('[FEED-01] warns when location_id names no location, and keeps the car', () => {
    const result = importRecords([rawCar({ id: 'x9', location_id: 'l404' })], feed, [makeLocation()]);
    expect(result.cars).toHaveLength(1);
    expect(result.cars[0]!.location).toBeUndefined();
    expect(result.warnings).toEqual([
      {
        record: 'x9',
        field: 'location_id',
        reason: 'No location with id "l404"; the car shows without a location',
      },
    ]);
  });
});

describe('[FEED-02] bad records are skipped and reported; good records are kept', () => {
  const longTitle = `2019 Toyota LandCruiser ${'GXL Twin Turbo Diesel '.repeat(14)}`.slice(0, 300);
  const records: unknown[] = [
    rawCar({ id: 'good-1' }),
    rawCar({ id: 'bad-price', price: 'twelve grand' }),
    rawCar({ id: 'no-make', make: undefined }),
    rawCar({ id: 'neg-km', km: -5 }),
    rawCar({ id: 'bad-vin', vin: 'JTNKARJEZM12345IO' }),
    rawCar({ id: 'good-1', model: 'Camry' }),
    'not a record',
    null,
    [1, 2],
    rawCar({ id: 'bad-type', car_type: 'nearly-new' }),
    rawCar({ id: 'good-2', stocknum: 'U77', make: 'Mazda', model: 'CX-5' }),
    rawCar({ id: 'long-title', name: longTitle }),
  ];
  const result = importRecords(records, feed, []);

  it('[FEED-02] keeps exactly the good records, in feed order', () => {
    expect(result.cars.map((c) => c.id)).toEqual(['good-1', 'good-2', 'long-title']);
    expect(result.cars[0]!.model).toBe('Corolla');
  });

  it('[FEED-02] reports each skipped record with record, field and reason', () => {
    expect(result.skipped).toEqual([
      // A word that is not price on application (POA, Call, Enquire …) is a bad price, said plainly.
      {
        record: 'bad-price',
        field: 'price',
        reason: 'Expected a number, like 12990 or "$12,990", but found "twelve grand"',
      },
      { record: 'no-make', field: 'make', reason: 'Required field is missing' },
      { record: 'neg-km', field: 'km', reason: 'Must not be negative' },
      { record: 'bad-vin', field: 'vin', reason: 'VIN must be 17 letters or digits, without I, O or Q' },
      {
        record: 'good-1',
        field: 'id',
        reason: 'Duplicate id "good-1", the same as record 1; the first record with this id is kept',
      },
      { record: 'record 7', field: '(record)', reason: 'Expected an object' },
      { record: 'record 8', field: '(record)', reason: 'Expected an object' },
      { record: 'record 9', field: '(record)', reason: 'Expected an object' },
      { record: 'bad-type', field: 'car_type', reason: 'car_type must be new, demo or used' },
    ]);
  });

  it('[FEED-02] reports every failing field of one record', () => {
    const { skipped } = importRecords(
      [rawCar({ id: 'many', year: 1850, price: -5, vin: 'short' })],
      feed,
      [],
    );
    expect(skipped.map((s) => s.field).sort()).toEqual(['price', 'vin', 'year']);
    expect(skipped.every((s) => s.record === 'many')).toBe(true);
    expect(skipped.find((s) => s.field === 'year')?.reason).toBe('Year must be 1900 or later');
  });

  it('[FEED-02] labels a record without id by stock number, then by position', () => {
    const { skipped } = importRecords([{ stocknum: 'S-1', make: 'Kia' }, { make: 'Kia' }], feed, []);
    expect(skipped.filter((s) => s.field === 'id').map((s) => s.record)).toEqual(['S-1', 'record 2']);
  });

  it('[FEED-02] keeps a 300-character title, shortened at a word boundary with a warning', () => {
    expect(longTitle).toHaveLength(300);
    const car = result.cars.find((c) => c.id === 'long-title')!;
    expect(car.name.length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
    expect(car.name.endsWith('…')).toBe(true);
    expect(longTitle.startsWith(car.name.slice(0, -1))).toBe(true);
    expect(longTitle[car.name.length - 1]).toBe(' ');
    expect(result.warnings).toEqual([
      { record: 'long-title', field: 'name', reason: 'Title is 300 characters; shortened to 120' },
    ]);
  });

  it('[FEED-02] importFeedText counts records, imports and skips in its report', () => {
    const text = JSON.stringify({ cars: records });
    const { cars, report } = importFeedText(text, 'stock.json', { settings, locations: [] });
    expect(cars).toHaveLength(3);
    expect(report).toMatchObject({ file: 'stock.json', records: 12, imported: 3 });
    expect(report.skipped).toHaveLength(9);
    expect(report.warnings).toHaveLength(1);
  });

  // Bug: fields with a default (km, status, flags, images) use valibot's optional, which only
  // covers an absent key. The "unknown" spellings fields.ts documents (null, "-") make the whole
  // car fail validation, whereas the same car without the key imports.
  it('[FEED-02] null or "-" in a defaulted field does not drop the whole car', () => {
    const { cars, skipped } = importRecords(
      [
        rawCar({ id: 'km-null', km: null }),
        rawCar({ id: 'km-dash', km: '-' }),
        rawCar({ id: 'flag-null', reserved: null }),
        rawCar({ id: 'images-null', images: null }),
      ],
      feed,
      [],
    );
    expect(skipped).toEqual([]);
    expect(cars.map((c) => c.id)).toEqual(['km-null', 'km-dash', 'flag-null', 'images-null']);
    // Same result as when the feed leaves the key out: an unknown km stays unknown (FEED-09).
    expect(cars.map((c) => [c.km, c.reserved, c.photos_count])).toEqual([
      [undefined, false, 0],
      [undefined, false, 0],
      [undefined, false, 0],
      [undefined, false, 0],
    ]);
  });
});

describe('[FEED-03] caravan feet are converted to metres', () => {
  it('[FEED-03] uses the factor 0.3048', () => {
    expect(FEET_TO_METRES).toBe(0.3048);
  });

  it('[FEED-03] converts body length and width of a feed declared in feet', () => {
    const ftFeed = settingsWith({ feed: { specificationsUnit: 'ft' } }).feed;
    const { cars } = importRecords(
      [
        rawCar({
          item_type: 'caravan',
          specifications: { body_length: '20', body_width: 7.5, tare_weight: 1850, sleeps: 4 },
        }),
      ],
      ftFeed,
      [],
    );
    expect(cars[0]!.specifications).toEqual({
      body_length: 6.096,
      body_width: 2.286,
      tare_weight: 1850,
      sleeps: 4,
      axle_type: undefined,
      aggregate_trailer_mass: undefined,
      unit: 'm',
    });
  });

  it('[FEED-03] converts a record that declares unit ft in a metres feed, and leaves the others alone', () => {
    const { cars } = importRecords(
      [
        rawCar({
          id: 'ft',
          item_type: 'caravan',
          specifications: { body_length: 22, body_width: 8, unit: 'ft' },
        }),
        rawCar({ id: 'm', item_type: 'caravan', specifications: { body_length: 6.7, body_width: 2.4 } }),
      ],
      feed,
      [],
    );
    expect(cars[0]!.specifications).toMatchObject({ body_length: 6.706, body_width: 2.438, unit: 'm' });
    expect(cars[1]!.specifications).toMatchObject({ body_length: 6.7, body_width: 2.4, unit: 'm' });
  });

  it('[FEED-03] rounds to millimetres and keeps missing dimensions missing', () => {
    const ftFeed = settingsWith({ feed: { specificationsUnit: 'ft' } }).feed;
    const { cars } = importRecords([rawCar({ specifications: { body_length: 19.5 } })], ftFeed, []);
    expect(cars[0]!.specifications?.body_length).toBe(5.944);
    expect(cars[0]!.specifications?.body_width).toBeUndefined();
  });

  // Bug: the record-level unit defaults to 'm', so an explicit unit 'm' on a record cannot
  // override a feed-level 'ft' and the metres value is converted a second time.
  it('[FEED-03] a record that says its unit is m is not converted in a feed declared in feet', () => {
    const ftFeed = settingsWith({ feed: { specificationsUnit: 'ft' } }).feed;
    const { cars } = importRecords([rawCar({ specifications: { body_length: 6, unit: 'm' } })], ftFeed, []);
    expect(cars[0]!.specifications?.body_length).toBe(6);
  });
});

describe('[FEED-04] statuses and car types', () => {
  it('[FEED-04] knows the car types new, demo, used and the statuses in_stock, coming_soon, sold', () => {
    expect([...CAR_TYPES]).toEqual(['new', 'demo', 'used']);
    expect([...KNOWN_STATUSES]).toEqual(['in_stock', 'coming_soon', 'sold']);
  });

  it('[FEED-04] lower-cases car_type and status, and keeps statuses it does not know', () => {
    const { cars } = importRecords(
      [
        rawCar({ id: 'a', car_type: 'NEW', status: 'Coming_Soon' }),
        rawCar({ id: 'b', car_type: ' Demo ', status: 'SOLD' }),
        rawCar({ id: 'c', car_type: 'used', status: 'Withdrawn' }),
      ],
      feed,
      [],
    );
    expect(cars.map((c) => [c.car_type, c.status])).toEqual([
      ['new', 'coming_soon'],
      ['demo', 'sold'],
      ['used', 'withdrawn'],
    ]);
  });

  it('[FEED-04] rejects a missing or unknown car type', () => {
    const { skipped } = importRecords(
      [rawCar({ id: 'x', car_type: undefined }), rawCar({ id: 'y', car_type: 'ex-demo' })],
      feed,
      [],
    );
    expect(skipped).toEqual([
      { record: 'x', field: 'car_type', reason: 'Required field is missing' },
      { record: 'y', field: 'car_type', reason: 'car_type must be new, demo or used' },
    ]);
  });
});

describe('[FEED-06] the placeholder image counts as no photo', () => {
  it('[FEED-06] a car with only the placeholder has no photos and no primary image', () => {
    const car = importedCar({ images: [{ image: '/media/placeholder.jpg' }] });
    expect(car.photos_count).toBe(0);
    expect(car.primary_image_url).toBeUndefined();
    expect(car.images).toEqual([]);
    expect(car.thumbnails).toEqual([]);
  });

  it('[FEED-06] placeholders anywhere in the list are dropped; real photos keep their order', () => {
    const car = importedCar({
      images: [
        { image: 'https://cdn.example.com/no-image.png' },
        { image: 'https://cdn.example.com/a.jpg' },
        { image: 'https://cdn.example.com/placeholder/car.jpg' },
        { image: 'https://cdn.example.com/b.jpg' },
      ],
    });
    expect(car.photos_count).toBe(2);
    expect(car.primary_image_url).toBe('https://cdn.example.com/a.jpg');
  });

  it('[FEED-06] a tenant can name its own placeholder image', () => {
    const own = settingsWith({ feed: { placeholderImages: ['https://cdn.dealer.com.au/noimage.jpg'] } });
    const car = importedCar(
      { images: [{ image: 'https://cdn.dealer.com.au/noimage.jpg' }, { image: '/media/placeholder.jpg' }] },
      own,
    );
    expect(car.photos_count).toBe(1);
    expect(car.primary_image_url).toBe('/media/placeholder.jpg');
    expect(isPlaceholderImage('https://cdn.dealer.com.au/noimage.jpg', own.feed.placeholderImages)).toBe(
      true,
    );
  });
});

describe('slugs', () => {
  const messy = [
    rawCar({ id: 'm1', make: 'Škoda', model: 'Octavia', badge: 'RS 245 / Wagon', stocknum: 'SK/001' }),
    rawCar({ id: 'm2', make: 'Lynk & Co', model: '01', stocknum: '#22' }),
    rawCar({ id: 'm3', make: 'Citroën', model: 'C5 Aircross', badge: '   ' }),
    rawCar({
      id: 'm4',
      make: 'Mercedes-Benz',
      model: 'GLC 300',
      badge: `4MATIC ${'Coupé '.repeat(30)}`,
      stocknum: 'MB-1',
    }),
    rawCar({ id: 'm5', make: 'Toyota', model: 'HiLux', stocknum: 'U1' }),
    rawCar({ id: 'm6', make: 'Toyota', model: 'HiLux', stocknum: 'U1' }),
    rawCar({ id: 'm7', make: 'Toyota', model: 'HiLux', slug: 'hilux-special' }),
    rawCar({ id: 'm8', make: 'Toyota', model: 'HiLux', slug: 'hilux-special' }),
  ];

  it('are URL-safe and unique, and path is /cars/{slug}', () => {
    const { cars } = importRecords(messy, feed, []);
    expect(cars).toHaveLength(8);
    for (const car of cars) {
      expect(car.slug).toMatch(URL_SAFE);
      expect(car.path).toBe(`/cars/${car.slug}`);
    }
    expect(new Set(cars.map((c) => c.slug)).size).toBe(cars.length);
    expect(cars.map((c) => c.slug).slice(0, 3)).toEqual([
      '2021-skoda-octavia-rs-245-wagon-sk-001',
      '2021-lynk-and-co-01-22',
      '2021-citroen-c5-aircross-m3',
    ]);
    expect(cars[3]!.slug.length).toBeLessThanOrEqual(90);
  });

  it('disambiguates a collision with a short hash of the id and warns', () => {
    const { cars, warnings } = importRecords(messy, feed, []);
    expect(cars[4]!.slug).toBe('2021-toyota-hilux-u1');
    expect(cars[5]!.slug).toBe(`2021-toyota-hilux-u1-${shortHash('m6')}`);
    expect(cars[6]!.slug).toBe('hilux-special');
    expect(cars[7]!.slug).toBe(`hilux-special-${shortHash('m8')}`);
    expect(warnings).toContainEqual({
      record: 'm6',
      field: 'slug',
      reason: `Slug "2021-toyota-hilux-u1" is taken; using "2021-toyota-hilux-u1-${shortHash('m6')}"`,
    });
  });

  it('are stable across two imports of the same feed', () => {
    const first = importRecords(messy, feed, []).cars.map((c) => c.slug);
    const second = importRecords(structuredClone(messy), feed, []).cars.map((c) => c.slug);
    expect(second).toEqual(first);
  });

  it('are stable when records without collisions are reordered', () => {
    const distinct = messy.slice(0, 5);
    const forward = Object.fromEntries(importRecords(distinct, feed, []).cars.map((c) => [c.id, c.slug]));
    const backward = Object.fromEntries(
      importRecords([...distinct].reverse(), feed, []).cars.map((c) => [c.id, c.slug]),
    );
    expect(backward).toEqual(forward);
  });

  // Bug: the first record to claim a slug keeps it and later ones get "-{hash(id)}", so
  // reordering the feed swaps the URLs of two colliding cars between builds.
  it('are stable when colliding records are reordered', () => {
    const forward = Object.fromEntries(importRecords(messy, feed, []).cars.map((c) => [c.id, c.slug]));
    const backward = Object.fromEntries(
      importRecords([...messy].reverse(), feed, []).cars.map((c) => [c.id, c.slug]),
    );
    expect(backward).toEqual(forward);
  });

  // Bug: the disambiguated slug is not checked against slugs already taken.
  it('stay unique when a disambiguated slug equals a slug already taken', () => {
    const taken = `hilux-${shortHash('b')}`;
    const { cars } = importRecords(
      [
        rawCar({ id: 'c', slug: taken }),
        rawCar({ id: 'a', slug: 'hilux' }),
        rawCar({ id: 'b', slug: 'hilux' }),
      ],
      feed,
      [],
    );
    expect(cars).toHaveLength(3);
    expect(new Set(cars.map((c) => c.slug)).size).toBe(3);
  });

  it('rejects a feed slug that is not URL-safe', () => {
    const { skipped } = importRecords([rawCar({ id: 's', slug: 'Bad Slug!' })], feed, []);
    expect(skipped).toEqual([
      { record: 's', field: 'slug', reason: 'Slug must be lowercase letters, digits and single hyphens' },
    ]);
  });
});

describe('[FEED-02] a tenant’s JSON feed file', () => {
  it('[FEED-02] readTenantFeed reads the configured file, imports the good cars and reports the bad one', () => {
    const tenant = loadTenant(FIXTURE_TENANTS, 'full-franchise');
    const { cars, report } = readTenantFeed(tenant);
    expect(report).toEqual({
      file: relative(process.cwd(), join(FIXTURE_TENANTS, 'full-franchise', 'stock.json')),
      records: 3,
      imported: 2,
      skipped: [{ record: 'fx-3', field: 'model', reason: 'Required field is missing' }],
      warnings: [],
    });
    expect(cars.map((c) => [c.slug, c.car_type, c.status, c.photos_count, c.location?.slug])).toEqual([
      ['2021-toyota-corolla-ascent-sport-tc1042', 'used', 'in_stock', 1, 'fixture-city-toyota'],
      ['2026-toyota-rav4-gx-hybrid-tn2001', 'new', 'coming_soon', 0, undefined],
    ]);
  });

  it('[FEED-02] a missing feed file fails the tenant’s feed with the file named', () => {
    const tenant = loadTenant(FIXTURE_TENANTS, 'group-defaults');
    const error = thrown(() => readTenantFeed(tenant));
    expect(error).toBeInstanceOf(FeedError);
    expect(error.message).toBe(
      `${relative(process.cwd(), join(FIXTURE_TENANTS, 'group-defaults', 'stock.json'))}: feed file is missing`,
    );
  });
});

describe('readJsonFeed', () => {
  it('reads an array of records or an object with a cars array', () => {
    expect(readJsonFeed('[{"id":1}]', 'stock.json')).toEqual([{ id: 1 }]);
    expect(readJsonFeed('{"cars":[{"id":2}]}', 'stock.json')).toEqual([{ id: 2 }]);
  });

  it('fails the whole feed, naming the file, when it is not JSON or has no cars', () => {
    const notJson = thrown(() => readJsonFeed('{"cars": [', 'tenants/x/stock.json'));
    expect(notJson).toBeInstanceOf(FeedError);
    expect((notJson as FeedError).file).toBe('tenants/x/stock.json');
    expect(notJson.message).toMatch(/^tenants\/x\/stock\.json: is not valid JSON: /);
    expect(thrown(() => readJsonFeed('{"vehicles": []}', 'stock.json')).message).toBe(
      'stock.json: expected an array of cars or an object with a "cars" array',
    );
  });
});
