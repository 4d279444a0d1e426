import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  checkPostcode,
  DELIVERY_MESSAGES,
  type DeliveryOrigin,
  deliveryOrigins,
  estimateDelivery,
  limitPostcodeInput,
  nearestOrigin,
  POSTCODE_MAX_LENGTH,
  quoteDelivery,
} from '../../../../src/domain/calculators/delivery.ts';
import {
  type DeliveryPricingInput,
  DeliveryPricingSchema,
} from '../../../../src/config/schemas/delivery-pricing.ts';
import {
  bandForDistance,
  bandName,
  regionForPostcode,
} from '../../../../src/domain/calculators/delivery-pricing.ts';
import { parsePostcodeRange } from '../../../../src/model/postcode-range.ts';
import { haversineKm } from '../../../../src/domain/calculators/geo.ts';
import {
  createPostcodeLookup,
  type PostcodeLookup,
  type PostcodePlace,
} from '../../../../src/domain/calculators/postcode-lookup.ts';
import { makeLocation } from '../../../fixtures/helpers.ts';

/** A tiny postcode table standing in for the compact dataset. */
const lookup: PostcodeLookup = createPostcodeLookup({
  format: 'au-postcodes/1',
  source: 'test',
  count: 6,
  rows: [
    ['0800', -12.4634, 130.8456, 'NT', 'Darwin'],
    ['2000', -33.8688, 151.2093, 'NSW', 'Sydney'],
    ['2229', -34.0378, 151.1253, 'NSW', 'Caringbah'],
    ['2500', -34.4278, 150.8931, 'NSW', 'Wollongong'],
    ['3000', -37.8136, 144.9631, 'VIC', 'Melbourne'],
    ['4000', -27.4698, 153.0251, 'QLD', 'Brisbane'],
  ],
});
const place = (postcode: string): PostcodePlace => lookup(postcode)!;

const caringbah: DeliveryOrigin = { id: 'l1', name: 'Caringbah', lat: -34.0378, lng: 151.1253 };
const melbourneYard: DeliveryOrigin = { id: 'l2', name: 'Melbourne', lat: -37.8136, lng: 144.9631 };
const origins = [caringbah, melbourneYard];

const pricing = (input: DeliveryPricingInput) => v.parse(DeliveryPricingSchema, input);
const bands = pricing({
  bands: [
    { upToKm: 50, price: 99 },
    { upToKm: 200, price: 299, name: 'Regional' },
    { upToKm: 1_000, price: 990 },
  ],
});

describe('postcode field', () => {
  it("[CALC-02] an empty postcode gives 'Please enter a postcode.'", () => {
    expect(checkPostcode('')).toEqual({ ok: false, message: 'Please enter a postcode.' });
    expect(checkPostcode('   ')).toEqual({ ok: false, message: 'Please enter a postcode.' });
    expect(estimateDelivery('', { lookup, origins, pricing: bands })).toEqual({
      status: 'invalid',
      message: 'Please enter a postcode.',
    });
  });

  it("[CALC-03] anything but exactly 4 digits gives 'Invalid postcode. Please enter a 4-digit number.'", () => {
    for (const text of ['abcd', '123', '12345', '20a0', '2 00', '-200', '2000.0', '２０００']) {
      expect(checkPostcode(text), text).toEqual({
        ok: false,
        message: 'Invalid postcode. Please enter a 4-digit number.',
      });
      expect(estimateDelivery(text, { lookup, origins, pricing: bands }), text).toEqual({
        status: 'invalid',
        message: DELIVERY_MESSAGES.invalid,
      });
    }
  });

  it('[CALC-03] exactly 4 digits is a postcode (surrounding spaces ignored), including 0000 and 9999', () => {
    for (const text of ['2000', '0800', '0000', '9999', ' 3000 '])
      expect(checkPostcode(text)).toEqual({ ok: true, postcode: text.trim() });
  });

  it('[CALC-03] the input is limited to 4 characters, without spaces or thousands separators', () => {
    expect(POSTCODE_MAX_LENGTH).toBe(4);
    expect(limitPostcodeInput('20001')).toBe('2000');
    expect(limitPostcodeInput(' 2 0 0 0 ')).toBe('2000');
    expect(limitPostcodeInput('abcde')).toBe('abcd');
    expect(limitPostcodeInput('08')).toBe('08');
    expect(limitPostcodeInput('')).toBe('');
  });
});

describe('lookup', () => {
  it("[CALC-03] a 4-digit postcode the lookup does not find gives 'Invalid postcode'", () => {
    for (const postcode of ['0000', '9999', '1234']) {
      expect(estimateDelivery(postcode, { lookup, origins, pricing: bands })).toEqual({
        status: 'not-found',
        message: 'Invalid postcode',
      });
    }
  });

  it('[CALC-03] the lookup is injected: any function from postcode to place works', () => {
    const everywhereIsSydney: PostcodeLookup = (postcode) => ({ ...place('2000'), postcode });
    expect(estimateDelivery('9999', { lookup: everywhereIsSydney, origins, pricing: bands })).toMatchObject({
      status: 'quoted',
      price: 99,
    });
  });
});

describe('price by distance band', () => {
  it('[CALC-02] the answer is the price and region name of the band of the distance to the nearest location', () => {
    const result = estimateDelivery('2000', { lookup, origins, pricing: bands });
    expect(result).toMatchObject({
      status: 'quoted',
      price: 99,
      regionName: 'Within 50 km',
      origin: caringbah,
    });
    if (result.status !== 'quoted') return;
    expect(result.distanceKm).toBeCloseTo(haversineKm(place('2000'), caringbah), 9);
    expect(result.place).toEqual({
      postcode: '2000',
      lat: -33.8688,
      lng: 151.2093,
      state: 'NSW',
      locality: 'Sydney',
    });
  });

  it('[CALC-02] named bands give their name; farther bands their price', () => {
    expect(estimateDelivery('2500', { lookup, origins, pricing: bands })).toMatchObject({
      price: 99,
      regionName: 'Within 50 km',
    });
    expect(estimateDelivery('4000', { lookup, origins, pricing: bands })).toMatchObject({
      price: 990,
      regionName: 'Within 1,000 km',
      origin: caringbah,
    });
  });

  it('[CALC-03] measures to the nearest sales location: Melbourne 3000 is 0 km from the Melbourne yard', () => {
    expect(estimateDelivery('3000', { lookup, origins, pricing: bands })).toMatchObject({
      price: 99,
      origin: melbourneYard,
      distanceKm: 0,
    });
    expect(estimateDelivery('3000', { lookup, origins: [caringbah], pricing: bands })).toMatchObject({
      price: 990,
      origin: caringbah,
    });
  });

  it('[CALC-02] no band covering the distance gives the no-estimate message', () => {
    const result = estimateDelivery('0800', { lookup, origins, pricing: bands });
    expect(result).toEqual({
      status: 'no-estimate',
      message: DELIVERY_MESSAGES.noEstimate,
      place: place('0800'),
    });
    expect(DELIVERY_MESSAGES.noEstimate).toBe(
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
    );
  });

  it('[CALC-02] without any location to measure from, bands give no estimate', () => {
    expect(estimateDelivery('2000', { lookup, origins: [], pricing: bands })).toMatchObject({
      status: 'no-estimate',
    });
  });

  it('[CALC-02] band edges: exactly upToKm is in the band, just above goes to the next, beyond the last none', () => {
    const list = bands.bands;
    expect(bandForDistance(0, list)?.price).toBe(99);
    expect(bandForDistance(50, list)?.price).toBe(99);
    expect(bandForDistance(50.000001, list)?.price).toBe(299);
    expect(bandForDistance(200, list)?.price).toBe(299);
    expect(bandForDistance(1_000, list)?.price).toBe(990);
    expect(bandForDistance(1_000.001, list)).toBeUndefined();
    expect(bandForDistance(10, [])).toBeUndefined();
  });

  it('[CALC-02] band edges end to end: a place 49.9 km away pays the first band, 50.1 km the second', () => {
    const kmPerDegree = (6371 * Math.PI) / 180;
    const due =
      (km: number): PostcodeLookup =>
      (postcode) => ({
        postcode,
        lat: caringbah.lat - km / kmPerDegree,
        lng: caringbah.lng,
        state: 'NSW',
        locality: 'Test',
      });
    expect(
      estimateDelivery('2999', { lookup: due(49.9), origins: [caringbah], pricing: bands }),
    ).toMatchObject({ price: 99 });
    expect(
      estimateDelivery('2999', { lookup: due(50.1), origins: [caringbah], pricing: bands }),
    ).toMatchObject({ price: 299, regionName: 'Regional' });
    expect(
      estimateDelivery('2999', { lookup: due(1_000.1), origins: [caringbah], pricing: bands }),
    ).toMatchObject({ status: 'no-estimate' });
  });

  it('bandName: the band name or "Within {km} km"', () => {
    expect(bandName({ upToKm: 50, price: 99 })).toBe('Within 50 km');
    expect(bandName({ upToKm: 1500, price: 99 })).toBe('Within 1,500 km');
    expect(bandName({ upToKm: 50, price: 99, name: 'Metro' })).toBe('Metro');
  });
});

describe('price by postcode region', () => {
  const regions = pricing({
    regions: [
      { name: 'Sydney Metro', postcodes: ['2000-2249', '2555-2574'], price: 0 },
      { name: 'Illawarra', postcodes: ['2500', '2502-2530'], price: 250 },
      { name: 'Everything NSW', postcodes: ['2000-2999'], price: 600 },
    ],
  });

  it('[CALC-02] the first region listing the postcode gives price and region name', () => {
    expect(estimateDelivery('2000', { lookup, origins, pricing: regions })).toMatchObject({
      status: 'quoted',
      price: 0,
      regionName: 'Sydney Metro',
    });
    expect(estimateDelivery('2229', { lookup, origins, pricing: regions })).toMatchObject({
      price: 0,
      regionName: 'Sydney Metro',
    });
    expect(estimateDelivery('2500', { lookup, origins, pricing: regions })).toMatchObject({
      price: 250,
      regionName: 'Illawarra',
    });
  });

  it('[CALC-02] regions need no location; the distance is reported when there is one', () => {
    expect(estimateDelivery('2500', { lookup, origins: [], pricing: regions })).toMatchObject({
      price: 250,
      origin: undefined,
      distanceKm: undefined,
    });
    expect(estimateDelivery('2500', { lookup, origins, pricing: regions })).toMatchObject({
      origin: caringbah,
    });
  });

  it('[CALC-02] a postcode in no region, with no bands, gives the no-estimate message', () => {
    expect(estimateDelivery('3000', { lookup, origins, pricing: regions })).toMatchObject({
      status: 'no-estimate',
      message: DELIVERY_MESSAGES.noEstimate,
    });
  });

  it('[CALC-02] regions come first, then bands', () => {
    const both = pricing({
      regions: [{ name: 'Sydney Metro', postcodes: ['2000-2249'], price: 0 }],
      bands: [{ upToKm: 5_000, price: 1_500 }],
    });
    expect(estimateDelivery('2000', { lookup, origins, pricing: both })).toMatchObject({
      price: 0,
      regionName: 'Sydney Metro',
    });
    expect(estimateDelivery('0800', { lookup, origins, pricing: both })).toMatchObject({
      price: 1_500,
      regionName: 'Within 5,000 km',
    });
  });

  it('[CALC-02] range edges are inclusive', () => {
    const list = regions.regions;
    expect(regionForPostcode('2249', list)?.name).toBe('Sydney Metro');
    expect(regionForPostcode('2250', list)?.name).toBe('Everything NSW');
    expect(regionForPostcode('1999', list)).toBeUndefined();
    expect(regionForPostcode('2502', list)?.name).toBe('Illawarra');
    expect(regionForPostcode('2501', list)?.name).toBe('Everything NSW');
    expect(parsePostcodeRange('0800')).toEqual({ from: 800, to: 800 });
    expect(parsePostcodeRange('2000 - 2249')).toEqual({ from: 2000, to: 2249 });
  });
});

describe('delivery pricing schema', () => {
  const fails = (input: unknown) => {
    const result = v.safeParse(DeliveryPricingSchema, input);
    return result.success ? undefined : result.issues[0].message;
  };

  it('accepts bands, regions or both; absent lists default to empty', () => {
    expect(pricing({ bands: [{ upToKm: 10, price: 0 }] })).toEqual({
      regions: [],
      bands: [{ upToKm: 10, price: 0 }],
    });
    expect(pricing({ regions: [{ name: 'A', postcodes: ['2000'], price: 1 }] }).bands).toEqual([]);
  });

  it('needs at least one region or band', () => {
    expect(fails({})).toBe('Delivery pricing needs at least one region or band');
    expect(fails({ regions: [], bands: [] })).toBe('Delivery pricing needs at least one region or band');
  });

  it('refuses bands out of order, non-positive distances and negative prices', () => {
    expect(
      fails({
        bands: [
          { upToKm: 100, price: 1 },
          { upToKm: 50, price: 2 },
        ],
      }),
    ).toBe('Bands must be in increasing upToKm order');
    expect(
      fails({
        bands: [
          { upToKm: 50, price: 1 },
          { upToKm: 50, price: 2 },
        ],
      }),
    ).toBe('Bands must be in increasing upToKm order');
    expect(fails({ bands: [{ upToKm: 0, price: 1 }] })).toBe('upToKm must be above 0');
    expect(fails({ bands: [{ upToKm: 10, price: -1 }] })).toBe('Price must not be negative');
  });

  it('refuses bad postcode entries, reversed ranges, empty names and unknown keys', () => {
    expect(fails({ regions: [{ name: 'A', postcodes: ['200'], price: 1 }] })).toBe(
      'Expected a 4-digit postcode or a range like 2000-2249',
    );
    expect(fails({ regions: [{ name: 'A', postcodes: ['2249-2000'], price: 1 }] })).toBe(
      'A postcode range must go from the lower to the higher postcode',
    );
    expect(fails({ regions: [{ name: 'A', postcodes: [], price: 1 }] })).toBe(
      'A region needs at least one postcode or range',
    );
    expect(fails({ regions: [{ name: ' ', postcodes: ['2000'], price: 1 }] })).toBe(
      'Region name must not be empty',
    );
    expect(fails({ bands: [{ upToKm: 10, price: 1, colour: 'red' }] })).toBeDefined();
    expect(fails({ zones: [] })).toBeDefined();
  });
});

describe('origins', () => {
  it('[CALC-02] are the visible sales locations with coordinates', () => {
    const sales = makeLocation({ id: 's1', name: 'Sales Yard' });
    const unnamedType = makeLocation({ id: 's2', name: 'Second Yard', location_type: '' });
    const service = makeLocation({ id: 'x1', name: 'Service Centre', location_type: 'service' });
    const parts = makeLocation({ id: 'x2', name: 'Parts', location_type: 'parts' });
    const hidden = makeLocation({ id: 'x3', name: 'Hidden Yard', visible: false });
    const placeholder = makeLocation({ id: 'x4', name: 'Nowhere', address: { lat: 0, long: 0 } });
    expect(deliveryOrigins([sales, unnamedType, service, parts, hidden, placeholder])).toEqual([
      { id: 's1', name: 'Sales Yard', lat: -34.0378, lng: 151.1253 },
      { id: 's2', name: 'Second Yard', lat: -34.0378, lng: 151.1253 },
    ]);
  });

  it('nearestOrigin picks the closest; the first listed wins a tie; none for no origins', () => {
    expect(nearestOrigin(place('3000'), origins)?.origin).toBe(melbourneYard);
    expect(nearestOrigin(place('2000'), origins)?.origin).toBe(caringbah);
    const twin = { ...caringbah, id: 'twin' };
    expect(nearestOrigin(place('2000'), [caringbah, twin])?.origin).toBe(caringbah);
    expect(nearestOrigin(place('2000'), [])).toBeUndefined();
  });

  it('quoteDelivery prices a place that was already looked up', () => {
    expect(quoteDelivery(place('2229'), origins, bands)).toMatchObject({
      status: 'quoted',
      price: 99,
      distanceKm: 0,
    });
  });
});
