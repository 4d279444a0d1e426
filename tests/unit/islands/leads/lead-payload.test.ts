import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseLead } from '../../../../src/api/services/leads.ts';
import type { TenantData } from '../../../../src/api/tenant-data.ts';
import { LeadSchema } from '../../../../src/domain/leads/lead-schema.ts';
import { LEAD_MESSAGES } from '../../../../src/domain/leads/messages.ts';
import { leadConfig } from '../../../../src/islands/leads/lead-config.ts';
import {
  buildLeadPayload,
  DEFAULT_SUBCATEGORY,
  type LeadEnvironment,
  type LeadFormValues,
  leadErrors,
  leadEventId,
  newIdempotencyKey,
  PHOTOS_MESSAGE,
  resolveRequest,
  submitOutcome,
  successHref,
} from '../../../../src/islands/leads/lead-payload.ts';
import { car, tenant } from './fixtures.ts';

const env: LeadEnvironment = {
  url: 'https://www.testmotors.example.com.au/cars/2020-toyota-kluger-gx-hcu20000/?utm_source=google',
  userAgent: 'Mozilla/5.0 Test',
  visitedPages: ['/search/used-cars', '/cars/2020-toyota-kluger-gx-hcu20000/'],
  linkedQueryParams: { utm_source: 'google' },
  formStartedAt: 1_700_000_000_000,
};

const values = (overrides: Partial<LeadFormValues> = {}): LeadFormValues => ({
  name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '0412 345 678',
  postcode: '2000',
  message: 'Is it available?',
  opt_in: true,
  terms_conditions: false,
  website: '',
  ...overrides,
});

function serverParses(payload: unknown, t = tenant()): void {
  const data = { tenant: t, carsById: new Map([[car().id, car()]]) } as unknown as TenantData;
  parseLead(payload, data);
}

describe('buildLeadPayload', () => {
  it('[LEAD-01] sends the car defaults, the user data and the context, and the API accepts it', () => {
    const config = leadConfig(car(), tenant());
    const payload = buildLeadPayload(config, { kind: 'enquiry' }, values(), env);
    expect(payload).toEqual({
      kind: 'enquiry',
      subcategory: 'Vehicle Enquiry',
      name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '0412 345 678',
      postcode: '2000',
      message: 'Is it available?',
      opt_in: true,
      dealership_slug: 'test-motors',
      manufacturer_slug: 'toyota',
      stock_number: 'HCU20000',
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'Kluger',
      'Vehicle Year': 2020,
      car_type: 'used',
      car_id: '4100002',
      vehicle_status: 'in_stock',
      car_dealership_id: 'd1',
      isLastStep: true,
      url: env.url,
      source: 'Website',
      user_agent: 'Mozilla/5.0 Test',
      lead_attributes: { visited_pages: env.visitedPages, linked_query_params: { utm_source: 'google' } },
      website: '',
      form_started_at: env.formStartedAt,
    });
    expect(() => serverParses(payload)).not.toThrow();
    expect(v.safeParse(LeadSchema, payload).success).toBe(true);
  });

  it('[LEAD-01] leaves empty fields out and keeps the opener’s subcategory (Find Me Something Similar, Reserve)', () => {
    const config = leadConfig(car({ status: 'sold' }), tenant());
    const payload = buildLeadPayload(
      config,
      { kind: 'enquiry', subcategory: 'Find Me Something Similar' },
      values({ last_name: ' ', email: '', postcode: '' }),
      env,
    );
    expect(payload).not.toHaveProperty('last_name');
    expect(payload).not.toHaveProperty('email');
    expect(payload).not.toHaveProperty('postcode');
    expect(payload).not.toHaveProperty('terms_conditions');
    expect(payload).toMatchObject({ subcategory: 'Find Me Something Similar', vehicle_status: 'sold' });
  });

  it('[LEAD-08] a photo request always says "Please send photos for this car"; its message is optional', () => {
    const config = leadConfig(car(), tenant());
    const plain = buildLeadPayload(config, { kind: 'photos' }, values({ message: '' }), env);
    expect(plain).toMatchObject({
      kind: 'photos',
      subcategory: DEFAULT_SUBCATEGORY.photos,
      message: PHOTOS_MESSAGE,
    });
    expect(PHOTOS_MESSAGE).toBe('Please send photos for this car');
    expect(
      buildLeadPayload(config, { kind: 'photos' }, values({ message: 'Interior please' }), env).message,
    ).toBe(`${PHOTOS_MESSAGE}\n\nInterior please`);
    expect(leadErrors(plain, config.settings)).toEqual([]);
    expect(() => serverParses(plain)).not.toThrow();
  });

  it('[LEAD-07] test drive: message and date optional; a slot books its location; a plain date-time does not', () => {
    const config = leadConfig(car(), tenant());
    const bare = buildLeadPayload(config, { kind: 'test_drive' }, values({ message: '' }), env);
    expect(bare).not.toHaveProperty('test_drive_at');
    expect(bare).not.toHaveProperty('location_id');
    expect(leadErrors(bare, config.settings)).toEqual([]);
    const slot = buildLeadPayload(
      config,
      { kind: 'test_drive' },
      values({
        test_drive_at: '2026-12-01T22:30:00.000Z',
        slot_location_id: 'l1',
        distribution_location: 'l2',
      }),
      env,
    );
    expect(slot).toMatchObject({
      test_drive_at: '2026-12-01T22:30:00.000Z',
      location_id: 'l1',
      distribution_location: 'l2',
    });
    const typed = buildLeadPayload(
      config,
      { kind: 'test_drive' },
      values({ test_drive_at: '2026-12-01T22:30:00.000Z' }),
      env,
    );
    expect(typed).not.toHaveProperty('location_id');
    expect(() => serverParses(typed)).not.toThrow();
  });

  it('caps what the schema caps (url, user agent, visited pages)', () => {
    const config = leadConfig(car(), tenant());
    const long = buildLeadPayload(config, { kind: 'enquiry' }, values(), {
      ...env,
      url: `https://x.test/${'a'.repeat(3000)}`,
      userAgent: 'u'.repeat(900),
      visitedPages: Array.from({ length: 80 }, (_, n) => `/p/${n}`),
    });
    expect(long.url).toHaveLength(2000);
    expect(long.user_agent).toHaveLength(500);
    expect(long.lead_attributes?.visited_pages).toHaveLength(50);
    expect(v.safeParse(LeadSchema, long).success).toBe(true);
  });
});

describe('resolveRequest', () => {
  it('[LEAD-07] a Test Drive Only car’s enquiry is a test-drive lead', () => {
    expect(resolveRequest('enquiry', undefined, { tag: 'Test Drive Only' })).toEqual({ kind: 'test_drive' });
    expect(resolveRequest('enquiry', undefined, { tag: 'One Owner' })).toEqual({
      kind: 'enquiry',
      subcategory: undefined,
    });
    expect(resolveRequest('enquiry', 'Reserve', { tag: undefined })).toEqual({
      kind: 'enquiry',
      subcategory: 'Reserve',
    });
    expect(resolveRequest('photos', ' ', {})).toEqual({ kind: 'photos', subcategory: undefined });
    expect(resolveRequest('finance', undefined, {})).toBeUndefined();
  });
});

describe('leadErrors (the API’s own rules, before sending)', () => {
  it('[LEAD-04] comments are required on enquiries unless the dealer turns it off; name and e-mail or phone', () => {
    const config = leadConfig(car(), tenant());
    const empty = buildLeadPayload(
      config,
      { kind: 'enquiry' },
      values({ name: '', email: '', phone: '', message: '' }),
      env,
    );
    expect(leadErrors(empty, config.settings)).toEqual([
      { field: 'name', message: LEAD_MESSAGES.required },
      { field: 'email', message: 'Please give an e-mail address or a phone number' },
      { field: 'message', message: LEAD_MESSAGES.required },
    ]);
    expect(LEAD_MESSAGES.required).toBe('* This field is required');
    const relaxed = leadConfig(car(), tenant({ forms: { commentsRequired: false } }));
    expect(
      leadErrors(
        buildLeadPayload(relaxed, { kind: 'enquiry' }, values({ message: '' }), env),
        relaxed.settings,
      ),
    ).toEqual([]);
  });

  it('[LEAD-06] the terms checkbox, with either message variant', () => {
    const terms = leadConfig(car(), tenant({ forms: { termsCheckbox: true } }));
    expect(leadErrors(buildLeadPayload(terms, { kind: 'enquiry' }, values(), env), terms.settings)).toEqual([
      {
        field: 'terms_conditions',
        message: '* You must agree to the terms of use before submitting the form.',
      },
    ]);
    const variant = leadConfig(car(), tenant({ forms: { termsCheckbox: true, termsMessageVariant: true } }));
    expect(
      leadErrors(buildLeadPayload(variant, { kind: 'enquiry' }, values(), env), variant.settings),
    ).toEqual([
      { field: 'terms_conditions', message: '*You must agree to the terms of use before submitting.' },
    ]);
    const agreed = buildLeadPayload(variant, { kind: 'enquiry' }, values({ terms_conditions: true }), env);
    expect(leadErrors(agreed, variant.settings)).toEqual([]);
    expect(() =>
      serverParses(agreed, tenant({ forms: { termsCheckbox: true, termsMessageVariant: true } })),
    ).not.toThrow();
  });

  it('gives the schema’s field messages (e-mail, phone, postcode), one per field in form order', () => {
    const config = leadConfig(car(), tenant());
    const bad = buildLeadPayload(
      config,
      { kind: 'enquiry' },
      values({ email: 'nope', phone: 'call me', postcode: '12' }),
      env,
    );
    expect(leadErrors(bad, config.settings)).toEqual([
      { field: 'email', message: 'Please enter a valid e-mail address' },
      { field: 'phone', message: 'Please enter a valid phone number' },
      { field: 'postcode', message: 'Invalid postcode. Please enter a 4-digit number.' },
    ]);
  });
});

describe('submitOutcome', () => {
  it('[LEAD-02] [LEAD-03] a lead_id is success; none is "An unexpected error occured"', () => {
    expect(submitOutcome({ ok: true, status: 201, data: { lead_id: 'abc' } })).toEqual({
      kind: 'success',
      leadId: 'abc',
    });
    expect(submitOutcome({ ok: true, status: 200, data: {} })).toEqual({
      kind: 'failure',
      message: 'An unexpected error occured',
      alert: false,
    });
  });

  it('[LEAD-02] no answer or a server error: the alert "An error occurred when submitting this form"', () => {
    for (const status of [0, 500, 503]) {
      expect(submitOutcome({ ok: false, status, message: 'x', errors: [] })).toEqual({
        kind: 'failure',
        message: 'An error occurred when submitting this form',
        alert: true,
      });
    }
  });

  it('[LEAD-03] the server’s message otherwise: field errors, a taken slot (409), the rate limit', () => {
    expect(
      submitOutcome({
        ok: false,
        status: 400,
        message: 'Please fix the following errors:',
        errors: [
          { field: 'message', message: '* This field is required' },
          { field: 'name', message: '* This field is required' },
        ],
      }),
    ).toEqual({
      kind: 'invalid',
      message: 'Please fix the following errors:',
      errors: [
        { field: 'name', message: '* This field is required' },
        { field: 'message', message: '* This field is required' },
      ],
    });
    expect(
      submitOutcome({
        ok: false,
        status: 409,
        message: 'That test drive time is no longer available. Please choose another time.',
        errors: [],
      }),
    ).toEqual({
      kind: 'conflict',
      message: 'That test drive time is no longer available. Please choose another time.',
    });
    expect(
      submitOutcome({
        ok: false,
        status: 429,
        message: 'Too many enquiries. Please try again in a minute.',
        errors: [],
      }),
    ).toEqual({
      kind: 'failure',
      message: 'Too many enquiries. Please try again in a minute.',
      alert: false,
    });
  });
});

describe('events, keys and the success link', () => {
  it('[AN-01] 14/15 enquiry (and photo request) new/used; 17/48 test drive; 17 for Test Drive Only', () => {
    expect(leadEventId('enquiry', { car_type: 'new' })).toBe(14);
    expect(leadEventId('photos', { car_type: 'used' })).toBe(15);
    expect(leadEventId('test_drive', { car_type: 'demo' })).toBe(17);
    expect(leadEventId('test_drive', { car_type: 'used' })).toBe(48);
    expect(leadEventId('test_drive', { car_type: 'used', tag: 'Test Drive Only' })).toBe(17);
  });

  it('one Idempotency-Key per opening, in the API’s alphabet', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    expect(newIdempotencyKey({ getRandomValues: <T extends ArrayBufferView | null>(a: T) => a })).toMatch(
      /^[0-9a-f]{32}$/,
    );
  });

  it('the success page link names the car by slug', () => {
    expect(successHref({ slug: 'a-b-1' }, 'test_drive')).toBe('/success?car=a-b-1&type=test_drive');
  });
});
