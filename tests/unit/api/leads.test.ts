/**
 * POST /api/leads and the delivery outbox, against the real server on a loopback port.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  leadAdf,
  leadEmail,
  leadRecipients,
  type StoredLead,
} from '../../../src/api/services/lead-message.ts';
import { deliverDue } from '../../../src/api/services/outbox.ts';
import { verifyWebhookSignature } from '../../../src/api/adapters/webhook.ts';
import { type Harness, startHarness, testCar } from './harness.ts';

const ALPHA = 'alpha.localhost';
const BRAVO = 'bravo.localhost';
let h: Harness;
let webhook: Server;
let webhookPort = 0;
const received: { body: string; signature: string; leadId: string }[] = [];
let webhookFailures = 0;

function lead(extra: Record<string, unknown> = {}) {
  return {
    kind: 'enquiry',
    name: 'Jo',
    last_name: 'Citizen',
    email: 'jo@example.com',
    postcode: '2000',
    phone: '0412 345 678',
    message: 'Is it still available?',
    car_id: 'A1',
    ...extra,
  };
}

function rows(sql: string, ...params: (string | number)[]) {
  return h.runtime.db.prepare(sql).all(...params) as Record<string, unknown>[];
}

beforeAll(async () => {
  webhook = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (webhookFailures > 0) {
        webhookFailures--;
        res.statusCode = 503;
        res.end();
        return;
      }
      received.push({
        body,
        signature: String(req.headers['x-signature']),
        leadId: String(req.headers['x-lead-id']),
      });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  webhookPort = (webhook.address() as AddressInfo).port;
  process.env['WEBHOOK_SECRET'] = 'test-secret';
  h = await startHarness([
    {
      slug: 'alpha',
      settings: { leads: { webhookUrl: `http://127.0.0.1:${webhookPort}/hook` } },
      service: {
        intro: 'Genuine servicing.',
        title: 'Servicing',
        service_intervals: ['10,000 km / 6 months'],
        interval_required: true,
        service_types: ['Logbook service'],
        additional_services: ['Wheel alignment'],
      },
      cars: [testCar('A1'), testCar('A2', { status: 'sold', sold_date_timestamp: new Date().toISOString() })],
    },
    {
      slug: 'bravo',
      settings: { forms: { commentsRequired: false, termsCheckbox: true } },
      cars: [testCar('B1')],
    },
    {
      slug: 'charlie',
      settings: { forms: { termsCheckbox: true, termsMessageVariant: true } },
      locations: {
        dealerships: [
          { id: 'd1', name: 'One', slug: 'one' },
          { id: 'd2', name: 'Two', slug: 'two' },
        ],
        locations: [
          {
            id: 'l1',
            name: 'One',
            dealership_id: 'd1',
            address: { city: 'Perth', state: 'WA', postcode: '6000', lat: -31.9, long: 115.8 },
            contact_detail: { email: 'one@example.com' },
          },
          {
            id: 'l2',
            name: 'Two',
            dealership_id: 'd2',
            address: {
              street: '2 Hay St',
              city: 'Perth',
              state: 'WA',
              postcode: '6000',
              lat: -31.9,
              long: 115.8,
            },
            contact_detail: { email: 'two@example.com', phone: '08 9000 0002' },
          },
        ],
      },
    },
  ]);
});

afterAll(async () => {
  await h.close();
  webhook.close();
});

// Before the rate-limit test below, which uses up charlie's allowance.
describe('group routing', () => {
  const CHARLIE = 'charlie.localhost';
  const enquiry = (extra: Record<string, unknown>) => ({
    kind: 'enquiry',
    name: 'Sam',
    email: 'sam@example.com',
    postcode: '2000',
    message: 'Hello',
    terms_conditions: true,
    ...extra,
  });

  it('[LEAD-21] dealership_slug picks that dealership’s e-mail and ADF vendor with its phone; an unknown one is refused', async () => {
    const unknown = await h.request(CHARLIE, 'POST', '/api/leads', enquiry({ dealership_slug: 'nowhere' }));
    expect(unknown).toMatchObject({
      status: 400,
      json: {
        message: 'Please fix the following errors:',
        errors: [
          {
            field: 'dealership_slug',
            message: 'We do not know that dealership. Please choose one from the list.',
          },
        ],
      },
    });
    const response = await h.request(CHARLIE, 'POST', '/api/leads', enquiry({ dealership_slug: 'two' }));
    expect(response.status).toBe(201);
    const stored = (await h.runtime.deps.store.leads.get(response.json.lead_id))! as StoredLead;
    const tenant = h.runtime.deps.tenantData('charlie')!;
    expect(leadRecipients(stored.payload, tenant)).toEqual(['two@example.com']);
    const adf = leadAdf(stored, tenant);
    expect(adf).toContain(
      '<vendor><vendorname>Two</vendorname><contact><name part="full">Two</name><email>two@example.com</email><phone>08 9000 0002</phone></contact></vendor>',
    );
    // The other dealership's enquiry goes to its own location.
    const one = await h.request(CHARLIE, 'POST', '/api/leads', enquiry({ dealership_slug: 'one' }));
    const first = (await h.runtime.deps.store.leads.get(one.json.lead_id))! as StoredLead;
    expect(leadRecipients(first.payload, tenant)).toEqual(['one@example.com']);
    expect(leadAdf(first, tenant)).toContain('<vendorname>One</vendorname>');
  });
});

describe('POST /api/leads', () => {
  it('[API-02] stores an enquiry durably and answers its lead_id', async () => {
    const response = await h.request(ALPHA, 'POST', '/api/leads', lead());
    expect(response.status).toBe(201);
    expect(response.json.lead_id).toMatch(/^[0-9a-f-]{36}$/);
    const [stored] = rows('SELECT tenant, kind, payload FROM leads WHERE id = ?', response.json.lead_id);
    expect(stored).toMatchObject({ tenant: 'alpha', kind: 'enquiry' });
    expect(
      rows('SELECT channel, status FROM outbox WHERE lead_id = ? ORDER BY channel', response.json.lead_id),
    ).toEqual([
      { channel: 'email', status: 'pending' },
      { channel: 'webhook', status: 'pending' },
    ]);
  });

  it('[LEAD-01] keeps the shared payload and fills opt_in true and source Website', async () => {
    const response = await h.request(
      ALPHA,
      'POST',
      '/api/leads',
      lead({
        dealership_slug: 'test-motors',
        stock_number: 'SA1',
        'Vehicle Make': 'Toyota',
        'Vehicle Model': 'Corolla',
        car_type: 'used',
        vehicle_status: 'in_stock',
        subcategory: 'Vehicle Enquiry',
        isLastStep: true,
        url: 'https://www.alpha.example.com.au/cars/x',
        user_agent: 'Mozilla/5.0',
        car_dealership_id: 'd1',
        autogauge_enabled: true,
        lead_attributes: { visited_pages: ['/', '/cars/x'], linked_query_params: { utm_source: 'google' } },
      }),
    );
    expect(response.status).toBe(201);
    const payload = JSON.parse(
      String(rows('SELECT payload FROM leads WHERE id = ?', response.json.lead_id)[0]!['payload']),
    );
    expect(payload).toMatchObject({
      opt_in: true,
      source: 'Website',
      stock_number: 'SA1',
      'Vehicle Make': 'Toyota',
      lead_attributes: { visited_pages: ['/', '/cars/x'], linked_query_params: { utm_source: 'google' } },
    });
  });

  it('accepts every lead kind of the specs (a service booking needs its own fields, an accepted offer its valuation: see their tests)', async () => {
    for (const kind of ['enquiry', 'test_drive', 'photos', 'finance', 'trade_in', 'careers']) {
      const response = await h.request(BRAVO, 'POST', '/api/leads', {
        kind,
        name: 'Sam',
        email: 'sam@example.com',
        postcode: '2000',
        terms_conditions: true,
      });
      expect(response.status, kind).toBe(201);
    }
  });

  it('[LEAD-05] files a careers enquiry as a General Enquiry with subcategory Career Enquiry', async () => {
    const response = await h.request(BRAVO, 'POST', '/api/leads', {
      kind: 'careers',
      name: 'Sam',
      email: 'sam@example.com',
      postcode: '2000',
      terms_conditions: true,
    });
    const payload = JSON.parse(
      String(rows('SELECT payload FROM leads WHERE id = ?', response.json.lead_id)[0]!['payload']),
    );
    expect(payload).toMatchObject({ category: 'General Enquiry', subcategory: 'Career Enquiry' });
  });

  it('[LEAD-08] a photo request without a message carries "Please send photos for this car"', async () => {
    const response = await h.request(
      ALPHA,
      'POST',
      '/api/leads',
      lead({ kind: 'photos', message: undefined }),
    );
    expect(response.status).toBe(201);
    const payload = JSON.parse(
      String(rows('SELECT payload FROM leads WHERE id = ?', response.json.lead_id)[0]!['payload']),
    );
    expect(payload.message).toBe('Please send photos for this car');
  });

  it('[LEAD-04] requires comments unless the dealer turns it off, and a dealership when there are several', async () => {
    const missing = await h.request(ALPHA, 'POST', '/api/leads', lead({ message: '' }));
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({
      message: 'Please fix the following errors:',
      errors: [{ field: 'message', message: '* This field is required' }],
    });
    const optional = await h.request(BRAVO, 'POST', '/api/leads', {
      kind: 'enquiry',
      name: 'Sam',
      email: 'sam@example.com',
      postcode: '2000',
      terms_conditions: true,
    });
    expect(optional.status).toBe(201);
    const noDealership = await h.request('charlie.localhost', 'POST', '/api/leads', {
      kind: 'enquiry',
      name: 'Sam',
      email: 's@example.com',
      postcode: '2000',
      message: 'Hi',
      terms_conditions: true,
    });
    expect(noDealership.json.errors).toEqual([
      { field: 'dealership_slug', message: '* This field is required' },
    ]);
  });

  it('[LEAD-06] requires the terms agreement on dealers that ask for it, with their wording', async () => {
    const bravo = await h.request(BRAVO, 'POST', '/api/leads', {
      kind: 'enquiry',
      name: 'Sam',
      email: 'sam@example.com',
      postcode: '2000',
    });
    expect(bravo.json.errors).toContainEqual({
      field: 'terms_conditions',
      message: '* You must agree to the terms of use before submitting the form.',
    });
    const charlie = await h.request('charlie.localhost', 'POST', '/api/leads', {
      kind: 'enquiry',
      name: 'Sam',
      email: 's@example.com',
      postcode: '2000',
      message: 'Hi',
      dealership_slug: 'one',
    });
    expect(charlie.json.errors).toContainEqual({
      field: 'terms_conditions',
      message: '*You must agree to the terms of use before submitting.',
    });
  });

  it('makes a retried submission with the same Idempotency-Key one lead', async () => {
    const headers = { 'idempotency-key': 'form-7f3a9c21-double-click' };
    const first = await h.request(ALPHA, 'POST', '/api/leads', lead(), headers);
    const second = await h.request(ALPHA, 'POST', '/api/leads', lead(), headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.json.lead_id).toBe(first.json.lead_id);
    expect(rows("SELECT id FROM leads WHERE idempotency_key = 'form-7f3a9c21-double-click'")).toHaveLength(1);
    // The same key on another tenant is another lead.
    const other = await h.request(
      BRAVO,
      'POST',
      '/api/leads',
      { kind: 'enquiry', name: 'Sam', email: 'sam@example.com', terms_conditions: true },
      headers,
    );
    expect(other.json.lead_id).not.toBe(first.json.lead_id);
  });

  it('[SEC-01] rejects a car of another tenant', async () => {
    const response = await h.request(BRAVO, 'POST', '/api/leads', {
      kind: 'enquiry',
      name: 'Sam',
      email: 'sam@example.com',
      postcode: '2000',
      car_id: 'A1',
      terms_conditions: true,
    });
    expect(response.status).toBe(400);
    expect(response.json.errors).toEqual([
      { field: 'car_id', message: 'This vehicle is no longer listed on this site.' },
    ]);
  });

  it('[SEC-03] a lead caught by the honeypot or the fill-time check is stored and delivered, flagged as suspected spam', async () => {
    const honeypot = await h.request(ALPHA, 'POST', '/api/leads', lead({ website: 'http://spam.example' }));
    expect(honeypot.status).toBe(201);
    const tooFast = await h.request(ALPHA, 'POST', '/api/leads', lead({ form_started_at: Date.now() - 200 }));
    const person = await h.request(
      ALPHA,
      'POST',
      '/api/leads',
      lead({ form_started_at: Date.now() - 20_000 }),
    );
    for (const id of [honeypot.json.lead_id, tooFast.json.lead_id]) {
      expect(rows('SELECT spam FROM leads WHERE id = ?', id)).toEqual([{ spam: 1 }]);
      // Never dropped: the shopper saw the success page, so the dealer hears of it.
      expect(rows("SELECT channel FROM outbox WHERE lead_id = ? AND channel = 'email'", id)).toEqual([
        { channel: 'email' },
      ]);
    }
    expect(rows('SELECT spam FROM leads WHERE id = ?', person.json.lead_id)).toEqual([{ spam: 0 }]);
    // The dealer sees the flag: in the e-mail subject, the ADF comments and the webhook.
    await deliverDue(h.runtime.deps, 500);
    const id = tooFast.json.lead_id as string;
    const eml = readFileSync(
      join(h.dataDir, 'outbox', 'mail', `lead-${id}_www.alpha.example.com.au.eml`),
      'utf8',
    );
    // The subject is MIME-encoded in the file: "[Suspected spam] Enquiry: …".
    expect(eml).toMatch(/^Subject: =\?UTF-8\?Q\?=5BSuspected_spam=5D_Enquiry=3A_/m);
    const stored = (await h.runtime.deps.store.leads.get(id))!;
    expect(stored.spam).toBe(true);
    expect(leadEmail(stored as StoredLead, h.runtime.deps.tenantData('alpha')!).subject).toMatch(
      /^\[Suspected spam\] Enquiry: Jo/,
    );
    expect(leadAdf(stored as StoredLead, h.runtime.deps.tenantData('alpha')!)).toContain(
      '<comments>Suspected spam: this form was sent faster than a person usually types',
    );
    expect(JSON.parse(received.find((r) => r.leadId === id)!.body)).toMatchObject({ suspected_spam: true });
    expect(JSON.parse(received.find((r) => r.leadId === person.json.lead_id)!.body)).toMatchObject({
      suspected_spam: false,
    });
  });

  it('counts a chunked body as it streams: over 64 KB is 413, a small one is read as usual', async () => {
    const chunked = { 'transfer-encoding': 'chunked' };
    const big = await h.request(ALPHA, 'POST', '/api/leads', lead({ message: 'x'.repeat(70_000) }), chunked);
    expect(big).toMatchObject({ status: 413, json: { message: 'The request is too large.' } });
    const small = await h.request(ALPHA, 'POST', '/api/leads', lead(), chunked);
    expect(small.status).toBe(201);
  });

  it('[SEC-02] limits body size, field lengths and types, with JSON errors and no 5xx', async () => {
    expect((await h.request(ALPHA, 'POST', '/api/leads', lead({ message: 'x'.repeat(70_000) }))).status).toBe(
      413,
    );
    const long = await h.request(ALPHA, 'POST', '/api/leads', lead({ name: 'x'.repeat(81) }));
    expect(long.status).toBe(400);
    expect(long.json.errors).toEqual([{ field: 'name', message: 'Must be at most 80 characters' }]);
    const wrongType = await h.request(ALPHA, 'POST', '/api/leads', lead({ opt_in: 'yes' }));
    expect(wrongType.status).toBe(400);
    const notJson = await h.request(ALPHA, 'POST', '/api/leads', '{"kind":', {
      'content-type': 'application/json',
    });
    expect(notJson).toMatchObject({ status: 400, json: { message: 'The request body is not valid JSON.' } });
    const form = await h.request(ALPHA, 'POST', '/api/leads', 'name=x', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    const polluted = await h.request(
      ALPHA,
      'POST',
      '/api/leads',
      '{"kind":"enquiry","name":"x","email":"a@b.co","message":"m","__proto__":{"admin":true}}',
    );
    expect(polluted.status).toBe(400);
    expect(({} as Record<string, unknown>)['admin']).toBeUndefined();
  });

  it('[SEC-05] allows cross-origin calls only from the tenant’s own origins', async () => {
    const own = await h.request(ALPHA, 'OPTIONS', '/api/leads', undefined, {
      origin: 'https://www.alpha.example.com.au',
      'access-control-request-method': 'POST',
    });
    expect(own.headers['access-control-allow-origin']).toBe('https://www.alpha.example.com.au');
    const other = await h.request(ALPHA, 'OPTIONS', '/api/leads', undefined, {
      origin: 'https://www.bravo.example.com.au',
      'access-control-request-method': 'POST',
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('[SEC-03] rate-limits lead submissions per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++)
      statuses.push(
        (
          await h.request('charlie.localhost', 'POST', '/api/leads', {
            kind: 'enquiry',
            name: 'Sam',
            email: 's@example.com',
            postcode: '2000',
            message: 'Hi',
            dealership_slug: 'one',
            terms_conditions: true,
          })
        ).status,
      );
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    const limited = await h.request('charlie.localhost', 'POST', '/api/leads', {
      kind: 'enquiry',
      name: 'Sam',
      email: 's@example.com',
      postcode: '2000',
    });
    expect(limited.json.message).toMatch(/^Too many enquiries\. Please try again in \d+ seconds?\.$/);
    const seconds = Number(/in (\d+) second/.exec(limited.json.message as string)![1]);
    expect(limited.headers['retry-after']).toBe(String(seconds));
  });

  it('[SEC-03] [SEC-07] behind a proxy (TRUST_PROXY=1) a forged X-Forwarded-For does not escape the limit', async () => {
    const previous = process.env['TRUST_PROXY'];
    process.env['TRUST_PROXY'] = '1';
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) {
        // Each request claims a new address first; the proxy appended the one it really saw.
        const response = await h.request(
          ALPHA,
          'POST',
          '/api/leads',
          {
            kind: 'enquiry',
            name: 'Sam',
            email: 's@example.com',
            postcode: '2000',
            message: 'Hi',
            terms_conditions: true,
          },
          { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.77` },
        );
        statuses.push(response.status);
      }
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(10);
      // Another real client behind the same proxy is not held back.
      const other = await h.request(
        ALPHA,
        'POST',
        '/api/leads',
        {
          kind: 'enquiry',
          name: 'Kim',
          email: 'k@example.com',
          postcode: '2000',
          message: 'Hi',
          terms_conditions: true,
        },
        { 'x-forwarded-for': '198.51.100.78' },
      );
      expect(other.status).toBe(201);
    } finally {
      if (previous === undefined) delete process.env['TRUST_PROXY'];
      else process.env['TRUST_PROXY'] = previous;
    }
  });
});

describe('service bookings', () => {
  const booking = (extra: Record<string, unknown> = {}) => ({
    kind: 'service',
    name: 'Ada',
    phone: '0412 345 678',
    postcode: '2229',
    'Vehicle Rego': 'ABC123',
    'Vehicle State': 'NSW',
    'Vehicle Make': 'Toyota',
    'Vehicle Model': 'HiLux',
    'Vehicle Year': 2021,
    kms: 45000,
    'Service Interval': '10,000 km / 6 months',
    'Service Type': 'Logbook service',
    'Preferred Service Date': '2099-01-15',
    additional_services: ['Wheel alignment'],
    message: 'Squeak from the front left',
    ...extra,
  });

  it('[LEAD-10] the API refuses a booking that misses what the form requires, with the form’s messages', async () => {
    const bare = await h.request(ALPHA, 'POST', '/api/leads', {
      kind: 'service',
      name: 'Ada',
      phone: '0412 345 678',
    });
    expect(bare.status).toBe(400);
    expect(bare.json.errors).toEqual([
      { field: 'postcode', message: '* This field is required' },
      { field: 'Vehicle Make', message: '* This field is required' },
      { field: 'Vehicle Model', message: '* This field is required' },
      { field: 'Vehicle Year', message: '* This field is required' },
      { field: 'Service Interval', message: '* This field is required' },
      { field: 'Service Type', message: '* This field is required' },
      { field: 'Preferred Service Date', message: '* This field is required' },
    ]);
    const past = await h.request(
      ALPHA,
      'POST',
      '/api/leads',
      booking({ 'Preferred Service Date': '2020-01-01' }),
    );
    expect(past.json.errors).toEqual([
      { field: 'Preferred Service Date', message: 'Please choose today or a later date' },
    ]);
    // A tenant without a servicing page takes no bookings.
    const elsewhere = await h.request(BRAVO, 'POST', '/api/leads', booking({ terms_conditions: true }));
    expect(elsewhere).toMatchObject({
      status: 400,
      json: { message: 'This dealer does not take service bookings online.' },
    });
  });

  it('every field of a booking reaches the dealer’s e-mail, under a Service Booking subject', async () => {
    const response = await h.request(ALPHA, 'POST', '/api/leads', booking());
    expect(response.status).toBe(201);
    const stored = (await h.runtime.deps.store.leads.get(response.json.lead_id))!;
    const { subject, text } = leadEmail(stored as StoredLead, h.runtime.deps.tenantData('alpha')!);
    expect(subject).toBe('Service Booking: Ada');
    for (const line of [
      'Name: Ada',
      'Phone: 0412 345 678',
      'Postcode: 2229',
      'Vehicle: 2021 Toyota HiLux',
      'Preferred service date: 2099-01-15',
      'Service: Logbook service, 10,000 km / 6 months',
      'Kilometres: 45000',
      'Rego: ABC123 NSW',
      'Additional services: Wheel alignment',
      'Message: Squeak from the front left',
    ])
      expect(text).toContain(line);
  });
});

describe('delivery outbox', () => {
  it('[SEC-10] without WEBHOOK_SECRET the webhook is not sent, not signed with an empty key: the job waits with the reason', async () => {
    const secret = process.env['WEBHOOK_SECRET'];
    delete process.env['WEBHOOK_SECRET'];
    try {
      const response = await h.request(ALPHA, 'POST', '/api/leads', lead({ name: 'Unsigned' }));
      const id = response.json.lead_id as string;
      await deliverDue(h.runtime.deps, 500);
      expect(received.some((r) => r.leadId === id)).toBe(false);
      const [job] = rows(
        "SELECT status, last_error FROM outbox WHERE lead_id = ? AND channel = 'webhook'",
        id,
      );
      expect(job!['status']).not.toBe('delivered');
      expect(String(job!['last_error'])).toMatch(/^WEBHOOK_SECRET is not set/);
      // The e-mail went: only the webhook waits for its key.
      expect(
        rows("SELECT status FROM outbox WHERE lead_id = ? AND channel = 'email'", id)[0]!['status'],
      ).toBe('delivered');
    } finally {
      process.env['WEBHOOK_SECRET'] = secret;
    }
  });

  it('[API-02] e-mails the lead with ADF XML and posts a signed webhook; text is escaped', async () => {
    const response = await h.request(
      ALPHA,
      'POST',
      '/api/leads',
      lead({ name: '<script>alert(1)</script>', message: 'Trade-in: "Ute" & <b>bold</b>' }),
    );
    const id = response.json.lead_id as string;
    await deliverDue(h.runtime.deps, 500);
    expect(rows("SELECT status FROM outbox WHERE lead_id = ? AND status = 'delivered'", id)).toHaveLength(2);

    const eml = readFileSync(
      join(h.dataDir, 'outbox', 'mail', `lead-${id}_www.alpha.example.com.au.eml`),
      'utf8',
    );
    expect(eml).toContain('To: sales@testmotors.example.com.au');
    expect(eml).toContain(`lead-${id}.adf.xml`);
    // The HTML part, as built: every value escaped.
    const stored = {
      id,
      tenant: 'alpha',
      kind: 'enquiry',
      created_at: new Date().toISOString(),
      payload: JSON.parse(String(rows('SELECT payload FROM leads WHERE id = ?', id)[0]!['payload'])),
    };
    const { html, text } = leadEmail(stored, h.runtime.deps.tenantData('alpha')!);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Trade-in: &quot;Ute&quot; &amp; &lt;b&gt;bold&lt;/b&gt;');
    expect(html).not.toContain('<script>');
    expect(text).toContain(
      'Vehicle page: https://www.alpha.example.com.au/cars/2021-toyota-corolla-ascent-sport-sa1',
    );

    const hook = received.find((r) => r.leadId === id)!;
    // Timestamped (SEC-10): t=<seconds>,v1=HMAC-SHA256 of "<t>.<body>" with WEBHOOK_SECRET.
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(hook.signature)!;
    expect(v1).toBe(createHmac('sha256', 'test-secret').update(`${t}.${hook.body}`).digest('hex'));
    expect(verifyWebhookSignature(hook.signature, hook.body, 'test-secret', new Date())).toBe(true);
    expect(JSON.parse(hook.body)).toMatchObject({
      lead_id: id,
      tenant: 'alpha',
      kind: 'enquiry',
      lead: { name: '<script>alert(1)</script>' },
    });
  });

  it('[API-02] retries a failed delivery with backoff and delivers after the dealer’s system recovers', async () => {
    const response = await h.request(ALPHA, 'POST', '/api/leads', lead());
    const id = response.json.lead_id as string;
    await deliverDue(h.runtime.deps, 500); // deliver everything pending first
    webhookFailures = 1;
    h.runtime.db
      .prepare(
        "UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ? WHERE lead_id = ? AND channel = 'webhook'",
      )
      .run(new Date(0).toISOString(), id);
    await deliverDue(h.runtime.deps, 500);
    const [failed] = rows(
      "SELECT status, attempts, next_attempt_at, last_error FROM outbox WHERE lead_id = ? AND channel = 'webhook'",
      id,
    );
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, last_error: 'webhook answered 503' });
    expect(Date.parse(String(failed!['next_attempt_at'])) - Date.now()).toBeGreaterThan(20_000);
    h.runtime.db
      .prepare('UPDATE outbox SET next_attempt_at = ? WHERE lead_id = ?')
      .run(new Date(0).toISOString(), id);
    await deliverDue(h.runtime.deps, 500);
    expect(rows("SELECT status, attempts FROM outbox WHERE lead_id = ? AND channel = 'webhook'", id)).toEqual(
      [{ status: 'delivered', attempts: 2 }],
    );
    expect(readdirSync(join(h.dataDir, 'outbox', 'mail')).length).toBeGreaterThan(0);
  });
});
