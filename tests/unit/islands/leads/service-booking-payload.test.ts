import { describe, expect, it } from 'vitest';
import {
  buildServiceLead,
  normaliseRego,
  parseKms,
  type ServiceBookingConfig,
  type ServiceBookingValues,
} from '../../../../src/islands/leads/service-booking-payload.ts';

const config: ServiceBookingConfig = {
  wizard: 'short',
  rules: {
    intervals: [],
    intervalRequired: false,
    types: ['Logbook service'],
    extras: ['Wheel alignment'],
    dealershipCount: 2,
  },
  dealerships: [
    { slug: 'north', name: 'North Motors', locationId: 'n-service', timeZone: 'Australia/Sydney' },
    { slug: 'south', name: 'South Motors', locationId: undefined, timeZone: 'Australia/Sydney' },
  ],
  location: { id: 'main-service', name: 'Main Service' },
  make: 'Toyota',
  defaultState: 'NSW',
  timeZone: 'Australia/Sydney',
  captcha: false,
  termsCheckbox: false,
  termsMessageVariant: false,
  termsHref: '/terms-and-conditions',
  siteName: 'Test Motors',
};
const values: ServiceBookingValues = {
  name: ' Ada ',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '',
  postcode: '2229',
  dealership_slug: 'north',
  rego: 'abc 12-3',
  state: 'NSW',
  make: 'Toyota',
  model: 'HiLux',
  year: '2021',
  kms: '45,000 kms',
  interval: '',
  type: 'Logbook service',
  date: '2026-11-30',
  extras: ['Wheel alignment'],
  message: 'Squeak from the front left',
  opt_in: true,
  terms_conditions: false,
  website: '',
};
const env = {
  url: 'https://www.test.example/service',
  userAgent: 'test',
  visitedPages: ['/service'],
  linkedQueryParams: {},
  formStartedAt: 1,
};

describe('service booking payload', () => {
  it('writes a rego as registries do and reads km typed with separators', () => {
    expect(normaliseRego('abc 12-3')).toBe('ABC123');
    expect(parseKms('45,000 kms')).toBe(45000);
    expect(parseKms('')).toBeUndefined();
  });

  it('every field the shopper typed, under the lead names the dealer receives; the chosen dealership’s location receives it', () => {
    expect(buildServiceLead(config, values, env)).toEqual({
      kind: 'service',
      category: 'Service',
      subcategory: 'Service Booking',
      name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: undefined,
      postcode: '2229',
      dealership_slug: 'north',
      location: 'North Motors',
      location_id: 'n-service',
      'Vehicle Rego': 'ABC123',
      'Vehicle State': 'NSW',
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'HiLux',
      'Vehicle Year': 2021,
      kms: 45000,
      'Service Interval': undefined,
      'Service Type': 'Logbook service',
      'Preferred Service Date': '2026-11-30',
      additional_services: ['Wheel alignment'],
      message: 'Squeak from the front left',
      opt_in: true,
      terms_conditions: undefined,
      form_completed: true,
      isLastStep: true,
      url: 'https://www.test.example/service',
      source: 'Website',
      user_agent: 'test',
      lead_attributes: { visited_pages: ['/service'], linked_query_params: {} },
      website: '',
      form_started_at: 1,
    });
    // A dealership without locations of its own: the page's service location.
    expect(buildServiceLead(config, { ...values, dealership_slug: 'south' }, env)).toMatchObject({
      location: 'South Motors',
      location_id: 'main-service',
    });
  });
});
