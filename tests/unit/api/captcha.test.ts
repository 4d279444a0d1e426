/**
 * The forms' captcha at the API (LEAD-22): a signed ALTCHA challenge from GET
 * /api/captcha/challenge, solved as the shopper's browser does, is required by POST /api/leads
 * when the tenant has forms.captcha on, and works once.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.ts';

const ON = 'guarded.localhost';
const OFF = 'open.localhost';
let h: Harness;

beforeAll(async () => {
  h = await startHarness([
    { slug: 'guarded', settings: { forms: { captcha: true, commentsRequired: false } } },
    { slug: 'open', settings: { forms: { captcha: false, commentsRequired: false } } },
  ]);
});
afterAll(() => h.close());

const lead = (extra: Record<string, unknown> = {}) => ({
  kind: 'enquiry',
  name: 'Ada',
  email: 'ada@example.com',
  postcode: '2000',
  ...extra,
});

async function solvedPayload(): Promise<string> {
  const response = await h.request(ON, 'GET', '/api/captcha/challenge');
  expect(response.status).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  const challenge = response.json;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('captcha (forms.captcha)', () => {
  it('[LEAD-22] a lead needs a solved, signed, unused challenge; the same solution twice is refused', async () => {
    const missing = await h.request(ON, 'POST', '/api/leads', lead());
    expect(missing).toMatchObject({
      status: 400,
      json: { errors: [{ field: 'altcha', message: 'Please confirm you are not a robot.' }] },
    });
    // The widget's own test mode, and a made-up token, are not solutions.
    const testMode = Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString(
      'base64',
    );
    for (const altcha of [testMode, 'bm90LWpzb24=']) {
      const refused = await h.request(ON, 'POST', '/api/leads', lead({ altcha }));
      expect(refused.json.errors).toEqual([
        { field: 'altcha', message: 'The robot check did not pass. Please tick it again.' },
      ]);
    }
    const payload = await solvedPayload();
    const accepted = await h.request(ON, 'POST', '/api/leads', lead({ altcha: payload }));
    expect(accepted.status).toBe(201);
    const stored = (await h.runtime.deps.store.leads.get(accepted.json.lead_id))!;
    expect(stored.payload).not.toHaveProperty('altcha');
    const again = await h.request(ON, 'POST', '/api/leads', lead({ altcha: payload }));
    expect(again.json.errors).toEqual([
      { field: 'altcha', message: 'This robot check was already used. Please tick it again.' },
    ]);
  });

  it('a solution to a challenge we did not sign is refused; a tenant with the captcha off needs none', async () => {
    const payload = JSON.parse(Buffer.from(await solvedPayload(), 'base64').toString('utf8'));
    payload.challenge.signature = '0'.repeat(64);
    const forged = await h.request(
      ON,
      'POST',
      '/api/leads',
      lead({ altcha: Buffer.from(JSON.stringify(payload)).toString('base64') }),
    );
    expect(forged.json.errors).toEqual([
      { field: 'altcha', message: 'The robot check did not pass. Please tick it again.' },
    ]);
    expect((await h.request(OFF, 'POST', '/api/leads', lead())).status).toBe(201);
  });

  it('a client retry of a stored lead (same Idempotency-Key, same used check) answers that lead', async () => {
    const payload = await solvedPayload();
    const headers = { 'idempotency-key': 'retry-key-0001' };
    const first = await h.request(ON, 'POST', '/api/leads', lead({ altcha: payload }), headers);
    expect(first.status).toBe(201);
    const retry = await h.request(ON, 'POST', '/api/leads', lead({ altcha: payload }), headers);
    expect(retry).toMatchObject({ status: 200, json: { lead_id: first.json.lead_id } });
  });

  it('the field errors come first: a shopper fixing a typo keeps their solved check', async () => {
    const payload = await solvedPayload();
    const typo = await h.request(ON, 'POST', '/api/leads', lead({ altcha: payload, email: 'not-an-email' }));
    expect(typo.json.errors.map((error: { field: string }) => error.field)).toEqual(['email']);
    expect((await h.request(ON, 'POST', '/api/leads', lead({ altcha: payload }))).status).toBe(201);
  });
});
