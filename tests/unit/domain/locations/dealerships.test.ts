import { describe, expect, it } from 'vitest';
import {
  dealershipEntries,
  dealershipsSelling,
  distanceText,
  nearestFirst,
  postcodeInputProblem,
  unknownPostcodeText,
} from '../../../../src/domain/locations/dealerships.ts';
import type { Dealership } from '../../../../src/model/location.ts';
import { makeLocation } from '../../../fixtures/helpers.ts';

const dealership = (id: string, name: string, makes: string[] = []): Dealership => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  dealership_websites: makes.map((make) => ({ make })),
});

// Parramatta (-33.815, 151.003), Penrith (-33.751, 150.694), Hobart (-42.882, 147.327).
const locations = [
  makeLocation({
    id: 'p-service',
    name: 'Parra Ford - Service',
    dealership_id: 'd1',
    location_type: 'service',
    address: { street: '1 Church St', city: 'Parramatta', postcode: '2150', lat: -33.815, long: 151.003 },
  }),
  makeLocation({
    id: 'p-sales',
    name: 'Parra Ford - Sales',
    dealership_id: 'd1',
    manufacturers: ['Ford'],
    address: { street: '51 Church St', city: 'Parramatta', postcode: '2150', lat: -33.815, long: 151.003 },
    contact_detail: { phone: '02 9890 3300' },
  }),
  makeLocation({
    id: 'pen',
    name: 'Penrith Hyundai',
    dealership_id: 'd2',
    manufacturers: ['Hyundai', 'Genesis'],
    primary: true,
    address: { street: '2 High St', city: 'Penrith', postcode: '2750', lat: -33.751, long: 150.694 },
    contact_detail: { phone: '', landline_phone: '02 4721 0000' },
  }),
  makeLocation({
    id: 'hob',
    name: 'Hobart Used',
    dealership_id: 'd3',
    address: { street: '', city: 'Hobart', state: 'TAS', postcode: '7000', lat: 0, long: 0 },
  }),
  makeLocation({ id: 'gone', name: 'Closed Yard', dealership_id: 'd4', visible: false }),
];
const dealerships = [
  dealership('d3', 'Hobart Used Car Centre'),
  dealership('d1', 'Parramatta Ford', ['Ford']),
  dealership('d2', 'Penrith Hyundai', ['Hyundai']),
  dealership('d4', 'Closed Motors', ['Kia']),
];

describe('dealershipEntries', () => {
  const entries = dealershipEntries(dealerships, locations);

  it('lists each dealership with a visible location by name, at its sales address, with the makes it sells', () => {
    expect(
      entries.map(({ slug, makes, location, address, phone, point }) => ({
        slug,
        makes,
        location: location.id,
        address,
        phone,
        point,
      })),
    ).toEqual([
      {
        slug: 'hobart-used-car-centre',
        makes: [],
        location: 'hob',
        address: 'Hobart TAS 7000',
        phone: '02 9525 1100',
        point: undefined,
      },
      {
        slug: 'parramatta-ford',
        makes: ['Ford'],
        location: 'p-sales',
        address: '51 Church St, Parramatta NSW 2150',
        phone: '02 9890 3300',
        point: { lat: -33.815, lng: 151.003 },
      },
      {
        slug: 'penrith-hyundai',
        makes: ['Genesis', 'Hyundai'],
        location: 'pen',
        address: '2 High St, Penrith NSW 2750',
        phone: '02 4721 0000',
        point: { lat: -33.751, lng: 150.694 },
      },
    ]);
  });

  it('finds the dealerships selling a make, whatever its case', () => {
    expect(dealershipsSelling(entries, 'GENESIS').map((entry) => entry.slug)).toEqual(['penrith-hyundai']);
    expect(dealershipsSelling(entries, 'Kia')).toEqual([]);
  });

  it('sorts nearest first from a postcode, dealerships with no known place last', () => {
    // From Penrith (2750): Penrith itself, then Parramatta about 29 km east, then Hobart (no place).
    const order = nearestFirst(entries, { lat: -33.751, lng: 150.694 });
    expect(order.map(({ slug }) => slug)).toEqual([
      'penrith-hyundai',
      'parramatta-ford',
      'hobart-used-car-centre',
    ]);
    expect(order.map(({ km }) => (km === undefined ? undefined : Math.round(km)))).toEqual([
      0,
      29,
      undefined,
    ]);
  });
});

describe('dealer locator words', () => {
  it('says how far, in whole kilometres', () => {
    expect(distanceText(0.4)).toBe('Less than 1 km away');
    expect(distanceText(29.6)).toBe('30 km away');
    expect(distanceText(1523.2)).toBe('1,523 km away');
    expect(distanceText(undefined)).toBe('');
  });

  it('tells the shopper what is wrong with a postcode', () => {
    expect(postcodeInputProblem('  ')).toBe('Enter your postcode to sort the dealerships by distance.');
    expect(postcodeInputProblem('215')).toBe('A postcode is 4 digits, for example 4000.');
    expect(postcodeInputProblem('Parramatta')).toBe('A postcode is 4 digits, for example 4000.');
    expect(postcodeInputProblem(' 2150 ')).toBeUndefined();
    expect(unknownPostcodeText('9999 ')).toBe('We could not find postcode 9999. Check it and try again.');
  });
});
