/**
 * The valuation provider client (API-06, docs/valuation-api.md) against a local stand-in that
 * speaks the contract (tests/support/valuation-stand-in.ts), on its own and behind the real API:
 * the lookups and the provider's offer, the dealer's limits before any offer, what is sent (a
 * Bearer key, the dealer, never the shopper's contact details), and every failure (a timeout, an
 * error status, a wrong key, an unexpected answer) as a clear error, never a guess.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ValuationProviderError } from '../../../src/api/adapters/valuation.ts';
import { valuationFromEnv } from '../../../src/api/adapters/valuation-from-env.ts';
import { httpValuation } from '../../../src/api/adapters/valuation-http.ts';
import { PROVIDER_UNAVAILABLE } from '../../../src/api/services/valuation.ts';
import { startValuationStandIn, type ValuationStandIn } from '../../support/valuation-stand-in.ts';
import { type Harness, startHarness } from './harness.ts';

const NOW = new Date('2026-12-01T00:00:00Z');
const HOST = 'alpha.localhost';
let provider: ValuationStandIn;
let h: Harness;
const context = { tenant: 'alpha', rules: undefined, now: NOW };

beforeAll(async () => {
  provider = await startValuationStandIn();
  h = await startHarness([{ slug: 'alpha' }], {
    adapters: {
      valuation: httpValuation({ baseUrl: provider.url, apiKey: provider.apiKey, timeoutMs: 1000 }),
    },
    now: () => NOW,
  });
});
afterAll(async () => {
  await h.close();
  await provider.close();
});
beforeEach(() => {
  provider.calls.length = 0;
  provider.delay(0);
});

let ip = 0;
const post = (path: string, body: unknown) =>
  h.request(HOST, 'POST', `/api${path}`, body, { 'x-forwarded-for': `198.51.100.${++ip}` });
const details = {
  km: 70_000,
  cName: 'Jo Citizen',
  cEmail: 'jo@example.com',
  cPhone: '0412 345 678',
  car_condition: 'Good',
};

describe('the provider client on its own', () => {
  const client = (timeoutMs = 3000) =>
    httpValuation({ baseUrl: provider.url, apiKey: provider.apiKey, timeoutMs });

  it('[API-06] looks a plate up: a match keeps the provider’s EvalID; several variants are a choice; none is undefined', async () => {
    const match = await client().lookupRego('prv123', 'VIC', context);
    expect(match).toMatchObject({
      kind: 'match',
      vehicle: {
        VIN: 'MR0HA3CD300854217',
        Make: 'Toyota',
        Model: 'HiLux',
        Variant: 'SR5 (4x4)',
        BuildYr: 2020,
      },
    });
    expect(match?.kind === 'match' && match.vehicle.ProviderEvalID).toMatch(/^prov-/);
    expect(await client().lookupRego('TWO456', 'VIC', context)).toEqual({
      kind: 'choose',
      vin: 'JTNK4RBE603099999',
      descriptions: [
        '2019 Toyota Corolla Ascent Sport MZEA12R Hatchback Sports Automatic',
        '2019 Toyota Corolla Ascent Sport Hybrid ZWE211R Hatchback Sports Automatic',
      ],
    });
    expect(await client().lookupRego('ZZZ000', 'VIC', context)).toBeUndefined();
    expect(await client().chooseDescription('JTNK4RBE603099999', 'not one of them', context)).toBeUndefined();
  });

  it('[API-06] sends the key as a Bearer token and the dealer; the timeout cuts a slow answer off', async () => {
    await client().lookupRego('PRV123', 'VIC', context);
    expect(provider.calls).toEqual([
      {
        path: 'enter-vin',
        authorization: `Bearer ${provider.apiKey}`,
        body: { dealer: 'alpha', rego: 'PRV123', state: 'VIC' },
      },
    ]);
    provider.delay(1000);
    await expect(client(300).lookupRego('PRV123', 'VIC', context)).rejects.toThrow(
      new ValuationProviderError('valuation provider enter-vin: no answer within 300 ms'),
    );
  });

  it('[API-06] an error status, a wrong key or an answer of the wrong shape is an error naming what went wrong', async () => {
    provider.failNext(500, { message: 'database down' });
    await expect(client().lookupRego('PRV123', 'VIC', context)).rejects.toThrow(
      'valuation provider enter-vin: answered 500 (database down)',
    );
    const wrongKey = httpValuation({ baseUrl: provider.url, apiKey: 'wrong', timeoutMs: 300 });
    await expect(wrongKey.lookupRego('PRV123', 'VIC', context)).rejects.toThrow(
      'valuation provider enter-vin: answered 401 (Unknown API key)',
    );
    provider.failNext(200, [{ EvalID: 'x', VIN: 'short' }]);
    await expect(client().lookupRego('PRV123', 'VIC', context)).rejects.toThrow(
      /^valuation provider enter-vin: unexpected answer at /,
    );
    provider.failNext(200, 'not json');
    await expect(client().lookupRego('PRV123', 'VIC', context)).rejects.toThrow(
      'valuation provider enter-vin: answered without JSON',
    );
    const nobody = httpValuation({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'k', timeoutMs: 300 });
    await expect(nobody.lookupRego('PRV123', 'VIC', context)).rejects.toThrow(/enter-vin: unreachable/);
  });

  it('configured from the environment: both variables or neither, https unless loopback, a sane timeout', () => {
    expect(valuationFromEnv({}).kind).toBe('offline');
    expect(valuationFromEnv({ VALUATION_API_URL: provider.url, VALUATION_API_KEY: 'k' }).kind).toBe(
      'provider',
    );
    expect(() => valuationFromEnv({ VALUATION_API_URL: provider.url })).toThrow(
      'VALUATION_API_URL is set without VALUATION_API_KEY: set both, or neither',
    );
    expect(() => valuationFromEnv({ VALUATION_API_KEY: 'k' })).toThrow(
      'VALUATION_API_KEY is set without VALUATION_API_URL: set both, or neither',
    );
    expect(() =>
      valuationFromEnv({ VALUATION_API_URL: 'http://valuations.example.com/v1', VALUATION_API_KEY: 'k' }),
    ).toThrow('VALUATION_API_URL must be an https:// address (got http://valuations.example.com/v1)');
    expect(() =>
      valuationFromEnv({
        VALUATION_API_URL: provider.url,
        VALUATION_API_KEY: 'k',
        VALUATION_API_TIMEOUT_MS: '5s',
      }),
    ).toThrow('VALUATION_API_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000 (got 5s)');
  });
});

describe('behind the API', () => {
  it("[LEAD-11][LEAD-14] the provider's vehicle and offer reach the shopper under the API's own EvalID", async () => {
    const found = await post('/eval-expert/enter-vin', { rego: 'PRV123', state: 'VIC' });
    expect(found.status).toBe(200);
    const evalid = found.json[0].EvalID as string;
    expect(evalid).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(found.json)).not.toContain('prov-');
    expect(found.json[0]).toMatchObject({ VIN: 'MR0HA3CD300854217', Make: 'Toyota', Model: 'HiLux' });

    provider.calls.length = 0;
    const valued = await post('/eval-expert/update-eval', { evalid, ...details });
    expect(valued.status).toBe(200);
    // The stand-in's rule: 41,000 − 10 × $100 for 70,000 km.
    expect(valued.json[0]).toMatchObject({
      offer_price: 40_000,
      valuation: { outcome: 'offer', offer_price: 40_000, basis: 'retail' },
    });
    // Only what the valuation needs: no name, e-mail or phone to the provider.
    expect(provider.calls).toEqual([
      {
        path: 'update-eval',
        authorization: `Bearer ${provider.apiKey}`,
        body: { dealer: 'alpha', evalid: expect.stringMatching(/^prov-/), km: 70_000, car_condition: 'Good' },
      },
    ]);
  });

  it('[LEAD-11] a VIN of several variants is a choice; the chosen one opens the valuation', async () => {
    const found = await post('/eval-expert/enter-vin', { rego: 'TWO456', state: 'VIC' });
    expect(found.json[0].vehicleDescriptions).toHaveLength(2);
    const chosen = await post('/eval-expert/manual-entry', {
      vin: found.json[0].VIN,
      desc: found.json[0].vehicleDescriptions[1].Description,
    });
    expect(chosen.json[0]).toMatchObject({ Variant: 'Ascent Sport Hybrid' });
    const valued = await post('/eval-expert/update-eval', { evalid: chosen.json[0].EvalID, ...details });
    expect(valued.json[0].offer_price).toBe(15_500);
  });

  it('[LEAD-14] no offer from the provider, or a car past the dealer’s limits: the buying team calls, no number', async () => {
    const tesla = await post('/eval-expert/enter-vin', { rego: 'NOO789', state: 'VIC' });
    const none = await post('/eval-expert/update-eval', { evalid: tesla.json[0].EvalID, ...details });
    expect(none.json[0]).toMatchObject({
      offer_price: null,
      valuation: {
        outcome: 'call',
        reason: 'provider-no-offer',
        message:
          'We can’t make an instant offer on this car online. Our buying team will call you with an offer.',
      },
    });
    const hilux = await post('/eval-expert/enter-vin', { rego: 'PRV123', state: 'VIC' });
    provider.calls.length = 0;
    const far = await post('/eval-expert/update-eval', {
      evalid: hilux.json[0].EvalID,
      ...details,
      km: 150_000,
    });
    expect(far.json[0]).toMatchObject({
      offer_price: null,
      valuation: { outcome: 'call', reason: 'too-many-km' },
    });
    // The limits are the dealer's: the provider is not even asked.
    expect(provider.calls).toEqual([]);
  });

  it('[API-06] a provider that fails or does not answer is a 503 the shopper may retry, never a made-up answer', async () => {
    provider.failNext(502, { message: 'upstream' });
    const failed = await post('/eval-expert/enter-vin', { rego: 'PRV123', state: 'VIC' });
    expect(failed.status).toBe(503);
    expect(failed.json).toEqual({ message: PROVIDER_UNAVAILABLE, retryAfterSeconds: 60 });
    expect(failed.headers['retry-after']).toBe('60');
    const found = await post('/eval-expert/enter-vin', { rego: 'PRV123', state: 'VIC' });
    provider.delay(2500);
    const slow = await post('/eval-expert/update-eval', { evalid: found.json[0].EvalID, ...details });
    expect(slow.status).toBe(503);
    provider.delay(0);
    // Nothing was stored by the failed update: it can be sent again.
    const again = await post('/eval-expert/update-eval', { evalid: found.json[0].EvalID, ...details });
    expect(again.json[0].offer_price).toBe(40_000);
  });
});
