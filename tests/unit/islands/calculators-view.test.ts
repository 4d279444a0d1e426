import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DELIVERY_MESSAGES, estimateDelivery } from '../../../src/domain/calculators/delivery.ts';
import { DeliveryPricingSchema } from '../../../src/config/schemas/delivery-pricing.ts';
import { haversineKm } from '../../../src/domain/calculators/geo.ts';
import {
  COMPACT_POSTCODES_FORMAT,
  type CompactPostcodes,
  type PostcodeLookup,
} from '../../../src/domain/calculators/postcode-lookup.ts';
import {
  DEFAULT_DELIVERY_PRICING,
  deliveryCalculatorProps,
  deliveryPriceText,
  deliveryRules,
  deliveryRulesOf,
  loadDeliveryRules,
  loadPostcodeLookup,
  parseDeliveryRules,
} from '../../../src/islands/calculators/delivery-view.ts';
import {
  costText,
  FUEL_FIELD_VIEWS,
  fuelCalculatorProps,
  fuelInputText,
} from '../../../src/islands/calculators/fuel-view.ts';
import { importedCar, makeLocation } from '../../fixtures/helpers.ts';

describe('fuel calculator view', () => {
  it('passes only the fuel fields of a car', () => {
    const car = importedCar({
      simple_fuel: 'Petrol',
      fuel: 'Unleaded Petrol',
      variant: { fuelconsumptioncombined: 6.5, cylinders: 4 },
    });
    expect(fuelCalculatorProps(car)).toEqual({
      car: { simple_fuel: 'Petrol', fuel: 'Unleaded Petrol', variant: { fuelconsumptioncombined: 6.5 } },
    });
    expect(fuelCalculatorProps(importedCar())).toEqual({ car: {} });
  });

  it('labels the three inputs with their units', () => {
    expect(FUEL_FIELD_VIEWS.map((view) => [view.field, view.label, view.suffix])).toEqual([
      ['pricePerLitre', 'Fuel price', 'per litre'],
      ['kmPerWeek', 'Distance', 'km per week'],
      ['litresPer100Km', 'Fuel consumption', 'L/100 km'],
    ]);
  });

  it('formats costs in dollars and cents and box values plainly', () => {
    expect(costText(21.25)).toBe('$21.25');
    expect(costText(1105)).toBe('$1,105.00');
    expect(fuelInputText('pricePerLitre', 1.7)).toBe('1.70');
    expect(fuelInputText('pricePerLitre', 1.899)).toBe('1.899');
    expect(fuelInputText('kmPerWeek', 250)).toBe('250');
    expect(fuelInputText('litresPer100Km', 6.5)).toBe('6.5');
  });
});

describe('delivery calculator view', () => {
  const origin = { id: 'l1', name: 'Sales', lat: -34.0378, lng: 151.1253 };
  /** A place `km` kilometres due north of the origin. */
  const placeAt = (km: number, postcode = '2000') => ({
    postcode,
    lat: origin.lat + km / 111.195,
    lng: origin.lng,
    state: 'NSW' as const,
    locality: 'Somewhere',
  });
  const lookupOf =
    (km: number): PostcodeLookup =>
    (postcode) =>
      postcode === '2000' ? placeAt(km) : undefined;
  const estimate = (km: number) =>
    estimateDelivery('2000', { lookup: lookupOf(km), origins: [origin], pricing: DEFAULT_DELIVERY_PRICING });

  it('proposes a default that validates as delivery pricing', () => {
    expect(v.parse(DeliveryPricingSchema, DEFAULT_DELIVERY_PRICING)).toEqual(DEFAULT_DELIVERY_PRICING);
  });

  it('prices by distance band: free locally, then $250 / $550 / $950 / $1,450, nothing beyond 2,000 km', () => {
    expect(haversineKm(origin, placeAt(50))).toBeCloseTo(50, 1);
    const quoted = (km: number) => {
      const result = estimate(km);
      return result.status === 'quoted' ? [result.price, result.regionName] : [result.status];
    };
    expect(quoted(10)).toEqual([0, 'Local delivery']);
    expect(quoted(49.9)).toEqual([0, 'Local delivery']);
    expect(quoted(150)).toEqual([250, 'Within 200 km']);
    expect(quoted(450)).toEqual([550, 'Within 500 km']);
    expect(quoted(900)).toEqual([950, 'Within 1,000 km']);
    expect(quoted(1999)).toEqual([1450, 'Within 2,000 km']);
    expect(estimate(2100)).toMatchObject({ status: 'no-estimate', message: DELIVERY_MESSAGES.noEstimate });
  });

  it('measures from visible sales locations with coordinates', () => {
    const sales = makeLocation();
    const service = makeLocation({ id: 'l2', name: 'Fixture Motors - Service', location_type: 'service' });
    const props = deliveryCalculatorProps([sales, service], '/postcodes/au-postcodes.abc.json');
    expect(props).toEqual({
      pricing: DEFAULT_DELIVERY_PRICING,
      origins: [{ id: 'l1', name: 'Fixture Motors - Sales', lat: -34.0378, lng: 151.1253 }],
      postcodesUrl: '/postcodes/au-postcodes.abc.json',
    });
  });

  it("says 'Free' for a price of 0", () => {
    expect(deliveryPriceText(0)).toBe('Free');
    expect(deliveryPriceText(1450)).toBe('$1,450');
  });
});

describe('loadPostcodeLookup', () => {
  const data: CompactPostcodes = {
    format: COMPACT_POSTCODES_FORMAT,
    source: 'test',
    count: 2,
    rows: [
      ['0800', -12.426, 130.807, 'NT', 'Darwin'],
      ['2000', -33.868, 151.207, 'NSW', 'Sydney'],
    ],
  };
  const answer = (body: unknown, ok = true, status = 200) => ({ ok, status, json: async () => body });
  let n = 0;
  const uniqueUrl = () => `/postcodes/test-${++n}.json`;
  afterEach(() => vi.restoreAllMocks());

  it('fetches the file once per URL and looks postcodes up', async () => {
    const url = uniqueUrl();
    const fetchFn = vi.fn(async () => answer(data));
    const [first, second] = await Promise.all([
      loadPostcodeLookup(url, fetchFn),
      loadPostcodeLookup(url, fetchFn),
    ]);
    expect(first).toBe(second);
    expect(await loadPostcodeLookup(url, fetchFn)).toBe(first);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(first('2000')).toEqual({
      postcode: '2000',
      lat: -33.868,
      lng: 151.207,
      state: 'NSW',
      locality: 'Sydney',
    });
    expect(first('9999')).toBeUndefined();
  });

  it('forgets a failed load, so the next submit tries again', async () => {
    const url = uniqueUrl();
    const failing = vi.fn(async () => answer({}, false, 503));
    await expect(loadPostcodeLookup(url, failing)).rejects.toThrow(/answered 503/);
    const broken = vi.fn(async () => answer({ format: 'other' }));
    await expect(loadPostcodeLookup(url, broken)).rejects.toThrow(/Invalid postcode data/);
    const working = vi.fn(async () => answer(data));
    expect((await loadPostcodeLookup(url, working))('0800')?.locality).toBe('Darwin');
  });
});

describe('the site’s delivery file (the vehicle page’s rules)', () => {
  const rules = {
    pricing: DEFAULT_DELIVERY_PRICING,
    origins: [{ id: 'l1', name: 'Fixture Motors - Sales', lat: -34.0378, lng: 151.1253 }],
  };
  const answer = (body: unknown, ok = true, status = 200) => ({ ok, status, json: async () => body });
  let n = 0;
  const uniqueUrl = () => `/delivery/rules-test-${++n}.json`;

  it('holds what the inline props hold: the tenant’s pricing and sales locations', () => {
    const sales = makeLocation();
    const service = makeLocation({ id: 'l2', name: 'Fixture Motors - Service', location_type: 'service' });
    expect(deliveryRules([sales, service])).toEqual(rules);
    const { pricing, origins } = deliveryCalculatorProps([sales, service], '/postcodes/x.json');
    expect({ pricing, origins }).toEqual(deliveryRules([sales, service]));
  });

  it('is fetched once per URL and checked; a failed or malformed load is forgotten', async () => {
    const url = uniqueUrl();
    const failing = vi.fn(async () => answer({}, false, 404));
    await expect(loadDeliveryRules(url, failing)).rejects.toThrow(/answered 404/);
    const broken = vi.fn(async () => answer({ pricing: { bands: [] }, origins: [] }));
    await expect(loadDeliveryRules(url, broken)).rejects.toThrow(/Not a delivery rules file/);
    const working = vi.fn(async () => answer(JSON.parse(JSON.stringify(rules))));
    expect(await loadDeliveryRules(url, working)).toEqual(rules);
    expect(await loadDeliveryRules(url, working)).toEqual(rules);
    expect(working).toHaveBeenCalledTimes(1);
  });

  it('refuses origins without coordinates', () => {
    expect(() =>
      parseDeliveryRules({ ...rules, origins: [{ id: 'l1', name: 'x', lat: '1', lng: 2 }] }),
    ).toThrow();
    expect(() => parseDeliveryRules(null)).toThrow();
    expect(parseDeliveryRules(rules)).toEqual(rules);
  });

  it('inline rules need no file', async () => {
    const props = deliveryCalculatorProps([makeLocation()], '/postcodes/x.json');
    expect(await deliveryRulesOf(props)).toMatchObject(rules);
  });
});
