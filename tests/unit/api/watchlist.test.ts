/**
 * The watchlist endpoints (WL-07, API-03) against the real server over two throwaway
 * tenants: sign-in by SMS code (read from the offline sms.log), then save, remove and list.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteData } from '../../../src/build/site-data.ts';
import { type Harness, signInBySms, startHarness, type TestResponse, testCar } from './harness.ts';

const ALPHA = 'alpha.localhost';
const BRAVO = 'bravo.localhost';

let h: Harness;

/** Signs `phone` (E.164) in on `host`; returns the Cookie header value. */
const signIn = (host: string, phone: string) => signInBySms(h, host, phone);

function save(host: string, cookie: string | undefined, body: unknown): Promise<TestResponse> {
  return h.request(host, 'POST', '/api/watchlist/save-car', body, cookie ? { cookie } : {});
}

function remove(host: string, cookie: string | undefined, body: unknown): Promise<TestResponse> {
  return h.request(host, 'POST', '/api/watchlist/remove-car', body, cookie ? { cookie } : {});
}

async function list(
  host: string,
  cookie: string,
): Promise<{ id: string; removed?: true; status?: string }[]> {
  const response = await h.request(host, 'GET', '/api/watchlist', undefined, { cookie });
  expect(response.status).toBe(200);
  return response.json.cars;
}

/** Rewrites a tenant's built data, as a rebuild after a feed change does; the API re-reads it. */
function rebuild(slug: string, change: (data: SiteData) => void): void {
  const file = join(h.distDir, '.data', `${slug}.json`);
  const data = JSON.parse(readFileSync(file, 'utf8')) as SiteData;
  change(data);
  writeFileSync(file, JSON.stringify(data));
}

beforeAll(async () => {
  h = await startHarness([
    {
      slug: 'alpha',
      cars: [
        testCar('a1', { images: [{ image: 'https://cdn.example.com/a1.jpg' }] }),
        testCar('a2', { status: 'coming_soon', make: 'Mazda', model: 'CX-5' }),
        testCar('a3', { status: 'sold' }),
        testCar('a4'),
        testCar('a5'),
        testCar('a6'),
        testCar('7', { make: 'Kia', model: 'Sportage' }),
      ],
    },
    { slug: 'bravo', cars: [testCar('b1'), testCar('a1', { make: 'Honda', model: 'Civic' })] },
  ]);
});

afterAll(async () => {
  await h?.close();
});

describe('POST /api/watchlist/save-car and /remove-car', () => {
  it('[WL-07] take { phone_number, car_id } and answer { success, message }; GET /api/watchlist lists the saved cars', async () => {
    const cookie = await signIn(ALPHA, '+61400000001');
    const saved = await save(ALPHA, cookie, { phone_number: '+61400000001', car_id: 'a1' });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ success: true, message: 'Car Saved In Watchlist' });
    expect(saved.headers['cache-control']).toBe('no-store');
    expect(await list(ALPHA, cookie)).toEqual([
      {
        id: 'a1',
        slug: '2021-toyota-corolla-ascent-sport-sa1',
        name: '2021 Toyota Corolla Ascent Sport',
        make: 'Toyota',
        price: 24990,
        primary_image_url: 'https://cdn.example.com/a1.jpg',
        status: 'in_stock',
        // The price when saved, so My Garage can show a change since (DEAL-04).
        saved_price: 24990,
      },
    ]);
    const removed = await remove(ALPHA, cookie, { phone_number: '+61400000001', car_id: 'a1' });
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ success: true, message: 'Car Removed' });
    expect(await list(ALPHA, cookie)).toEqual([]);
  });

  it('accepts the phone number in any Australian spelling and a numeric car id; newest first', async () => {
    const cookie = await signIn(ALPHA, '+61400000002');
    expect((await save(ALPHA, cookie, { phone_number: '0400 000 002', car_id: 'a4' })).json.success).toBe(
      true,
    );
    expect((await save(ALPHA, cookie, { phone_number: '61400000002', car_id: 7 })).json.success).toBe(true);
    expect((await list(ALPHA, cookie)).map((car) => car.id)).toEqual(['7', 'a4']);
  });

  it('saving twice and removing twice are idempotent', async () => {
    const cookie = await signIn(ALPHA, '+61400000003');
    for (let i = 0; i < 2; i++)
      expect((await save(ALPHA, cookie, { phone_number: '+61400000003', car_id: 'a2' })).json).toEqual({
        success: true,
        message: 'Car Saved In Watchlist',
      });
    expect((await list(ALPHA, cookie)).map((car) => car.id)).toEqual(['a2']);
    for (let i = 0; i < 2; i++)
      expect((await remove(ALPHA, cookie, { phone_number: '+61400000003', car_id: 'a2' })).json).toEqual({
        success: true,
        message: 'Car Removed',
      });
    expect(await list(ALPHA, cookie)).toEqual([]);
  });

  it('[API-03] needs a signed-in session: 401 { success: false, message } without one', async () => {
    for (const response of [
      await save(ALPHA, undefined, { phone_number: '+61400000004', car_id: 'a1' }),
      await remove(ALPHA, undefined, { phone_number: '+61400000004', car_id: 'a1' }),
      await save(ALPHA, 'dealer_session=forged', { phone_number: '+61400000004', car_id: 'a1' }),
      await h.request(ALPHA, 'GET', '/api/watchlist'),
    ]) {
      expect(response.status).toBe(401);
      expect(response.json).toEqual({ success: false, message: 'Please sign in with your phone number.' });
    }
  });

  it('[API-03] a user changes only their own list: another phone number is 403 and changes nothing', async () => {
    const owner = await signIn(ALPHA, '+61400000005');
    const other = await signIn(ALPHA, '+61400000006');
    expect((await save(ALPHA, owner, { phone_number: '+61400000005', car_id: 'a4' })).status).toBe(200);
    const intoOwners = await save(ALPHA, other, { phone_number: '+61400000005', car_id: 'a1' });
    expect(intoOwners.status).toBe(403);
    expect(intoOwners.json).toEqual({
      success: false,
      message: expect.stringMatching(/only change your own watchlist/),
    });
    const fromOwners = await remove(ALPHA, other, { phone_number: '+61400000005', car_id: 'a4' });
    expect(fromOwners.status).toBe(403);
    expect((await list(ALPHA, owner)).map((car) => car.id)).toEqual(['a4']);
    expect(await list(ALPHA, other)).toEqual([]);
    // Removing through one's own number only touches one's own list.
    expect((await remove(ALPHA, other, { phone_number: '+61400000006', car_id: 'a4' })).status).toBe(200);
    expect((await list(ALPHA, owner)).map((car) => car.id)).toEqual(['a4']);
  });

  it('[SEC-01] [API-03] sessions and lists are per tenant: a tenant A session is rejected on tenant B, and the same phone has separate lists', async () => {
    const alpha = await signIn(ALPHA, '+61400000007');
    expect((await save(ALPHA, alpha, { phone_number: '+61400000007', car_id: 'a1' })).status).toBe(200);

    const onBravo = await save(BRAVO, alpha, { phone_number: '+61400000007', car_id: 'b1' });
    expect(onBravo.status).toBe(401);
    expect(onBravo.json.success).toBe(false);
    expect((await h.request(BRAVO, 'GET', '/api/watchlist', undefined, { cookie: alpha })).status).toBe(401);

    const bravo = await signIn(BRAVO, '+61400000007');
    expect(await list(BRAVO, bravo)).toEqual([]);
    // Bravo has its own car with id a1; saving it there touches only bravo's list.
    expect((await save(BRAVO, bravo, { phone_number: '+61400000007', car_id: 'a1' })).status).toBe(200);
    expect(await list(BRAVO, bravo)).toEqual([
      expect.objectContaining({ id: 'a1', name: '2021 Honda Civic Ascent Sport' }),
    ]);
    expect(await list(ALPHA, alpha)).toEqual([
      expect.objectContaining({ id: 'a1', name: '2021 Toyota Corolla Ascent Sport' }),
    ]);
    // Removing on bravo leaves alpha's list alone.
    expect((await remove(BRAVO, bravo, { phone_number: '+61400000007', car_id: 'a1' })).status).toBe(200);
    expect((await list(ALPHA, alpha)).map((car) => car.id)).toEqual(['a1']);
    // And a car of alpha is not a car of bravo.
    const alphaCar = await save(BRAVO, bravo, { phone_number: '+61400000007', car_id: 'a4' });
    expect(alphaCar.status).toBe(404);
  });

  it('[WL-02] a sold car cannot be saved (409), unless it is already saved', async () => {
    const cookie = await signIn(ALPHA, '+61400000008');
    const sold = await save(ALPHA, cookie, { phone_number: '+61400000008', car_id: 'a3' });
    expect(sold.status).toBe(409);
    expect(sold.json).toEqual({
      success: false,
      message: 'This car has been sold and can no longer be saved to your watchlist.',
    });
    expect(await list(ALPHA, cookie)).toEqual([]);
    // coming_soon counts as available.
    expect((await save(ALPHA, cookie, { phone_number: '+61400000008', car_id: 'a2' })).status).toBe(200);

    // a5 is saved while in stock, then sells (a rebuild marks it sold).
    expect((await save(ALPHA, cookie, { phone_number: '+61400000008', car_id: 'a5' })).status).toBe(200);
    rebuild('alpha', (data) => {
      for (const car of data.cars) if (car.id === 'a5') car.status = 'sold';
    });
    const again = await save(ALPHA, cookie, { phone_number: '+61400000008', car_id: 'a5' });
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ success: true, message: 'Car Saved In Watchlist' });
    expect(await list(ALPHA, cookie)).toEqual([
      expect.objectContaining({ id: 'a5', status: 'sold' }),
      expect.objectContaining({ id: 'a2', status: 'coming_soon' }),
    ]);
    // Someone who had not saved it cannot add it now.
    const latecomer = await signIn(ALPHA, '+61400000009');
    expect((await save(ALPHA, latecomer, { phone_number: '+61400000009', car_id: 'a5' })).status).toBe(409);
    // Removing a sold car is always possible.
    expect((await remove(ALPHA, cookie, { phone_number: '+61400000008', car_id: 'a5' })).status).toBe(200);
  });

  it('an unknown car is 404; a saved car no longer listed shows as { id, removed: true } and can still be removed', async () => {
    const cookie = await signIn(ALPHA, '+61400000010');
    const unknown = await save(ALPHA, cookie, { phone_number: '+61400000010', car_id: 'no-such-car' });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ success: false, message: 'This car is no longer listed on this site.' });
    expect(
      (await remove(ALPHA, cookie, { phone_number: '+61400000010', car_id: 'no-such-car' })).status,
    ).toBe(404);

    expect((await save(ALPHA, cookie, { phone_number: '+61400000010', car_id: 'a6' })).status).toBe(200);
    rebuild('alpha', (data) => {
      data.cars = data.cars.filter((car) => car.id !== 'a6');
    });
    expect(await list(ALPHA, cookie)).toEqual([{ id: 'a6', removed: true }]);
    expect((await remove(ALPHA, cookie, { phone_number: '+61400000010', car_id: 'a6' })).json).toEqual({
      success: true,
      message: 'Car Removed',
    });
    expect(await list(ALPHA, cookie)).toEqual([]);
  });

  it('validates every body (strict: no unknown keys) and answers 400/415 JSON with success: false', async () => {
    const cookie = await signIn(ALPHA, '+61400000011');
    const cases: [unknown, string][] = [
      [{ car_id: 'a1' }, 'phone_number'],
      [{ phone_number: '+61400000011' }, 'car_id'],
      [{ phone_number: 'not a phone', car_id: 'a1' }, 'phone_number'],
      [{ phone_number: '+61400000011', car_id: '' }, 'car_id'],
      [{ phone_number: '+61400000011', car_id: 'x'.repeat(101) }, 'car_id'],
      [{ phone_number: '+61400000011', car_id: { $ne: null } }, 'car_id'],
      [{ phone_number: '+61400000011', car_id: 'a1', user_id: 1 }, 'user_id'],
      [null, ''],
      ['"a1"', ''],
    ];
    for (const [body, field] of cases) {
      const response = await save(ALPHA, cookie, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json).toEqual({
        success: false,
        message: 'Please fix the following errors:',
        errors: expect.any(Array),
      });
      expect(response.json.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const form = await h.request(ALPHA, 'POST', '/api/watchlist/save-car', 'phone_number=1&car_id=a1', {
      cookie,
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    expect(form.json.success).toBe(false);
    const broken = await h.request(ALPHA, 'POST', '/api/watchlist/remove-car', '{', { cookie });
    expect(broken.status).toBe(400);
    expect(broken.json).toEqual({ success: false, message: 'The request body is not valid JSON.' });
    expect(broken.text).not.toMatch(/\n\s+at /);
    expect(await list(ALPHA, cookie)).toEqual([]);
  });

  it('GET /api/watchlist is never cached and signing out ends access', async () => {
    const cookie = await signIn(ALPHA, '+61400000012');
    const response = await h.request(ALPHA, 'GET', '/api/watchlist', undefined, { cookie });
    expect(response.headers['cache-control']).toBe('no-store');
    await h.request(ALPHA, 'POST', '/api/auth/sign-out', undefined, { cookie });
    expect((await h.request(ALPHA, 'GET', '/api/watchlist', undefined, { cookie })).status).toBe(401);
  });
});
