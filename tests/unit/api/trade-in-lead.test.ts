/**
 * The instant-offer wizard's leads at the API (LEAD-13, LEAD-14, LEAD-20, LEAD-21): a `trade_in`
 * lead names its valuation; the shopper's car, odometer, offer and photo count come from the
 * stored valuation, worked out by the API from the dealer's rules, never from the browser; the
 * dealer's e-mail lists every field and links each photo through an expiring signed URL; an offer
 * is accepted only on a valuation that made one; on a group site the lead goes to the dealership
 * the shopper chose.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadAdf, leadRecipients, type StoredLead } from '../../../src/api/services/lead-message.ts';
import { deliverDue } from '../../../src/api/services/outbox.ts';
import { cleanUpUploads } from '../../../src/api/services/images/upload-cleanup.ts';
import { PHOTO_LINK_DAYS } from '../../../src/api/services/photo-links.ts';
import { photos } from '../../support/photos.ts';
import { type Harness, startHarness } from './harness.ts';

const HOST = 'alpha.localhost';
const OTHER = 'bravo.localhost';
let now = new Date('2026-11-25T00:00:00Z');
let h: Harness;

/** alpha's pricing rules: the 2020 HiLux SR5 at $43,990 retail (95,000 km), offer 80%. */
const RULES = {
  offerPercentOfRetail: 80,
  offerPercentOfTrade: 100,
  kmPercentPer1000: 0.25,
  kmMaxPercent: 10,
  conditionPercent: { Excellent: 3, Good: 0, Fair: -8, Poor: -20 },
  references: [
    {
      make: 'Toyota',
      model: 'HiLux',
      variant: 'SR5 (4x4)',
      year: 2020,
      basis: 'retail',
      value: 43_990,
      km: 95_000,
      source: 'Test reference',
      asOf: '2026-11-01',
    },
  ],
};
const GROUP = 'group.localhost';
const groupLocation = (id: string, dealership: string, email: string) => ({
  id,
  name: `${dealership} - Sales`,
  dealership_id: dealership,
  address: { city: 'Sydney', state: 'NSW', postcode: '2000', lat: -33.87, long: 151.2 },
  contact_detail: { email },
});

beforeAll(async () => {
  h = await startHarness(
    [
      { slug: 'alpha', valuation: RULES },
      { slug: 'bravo' },
      {
        slug: 'group',
        valuation: RULES,
        locations: {
          dealerships: [
            { id: 'd1', name: 'Group Toyota', slug: 'group-toyota' },
            { id: 'd2', name: 'Group Used Cars', slug: 'group-used' },
          ],
          locations: [
            groupLocation('l1', 'd1', 'toyota@group.example.com'),
            groupLocation('l2', 'd2', 'used@group.example.com'),
          ],
        },
      },
    ],
    { now: () => now },
  );
});
afterAll(() => h.close());

const post = (path: string, body: unknown, host = HOST) => h.request(host, 'POST', `/api${path}`, body);

async function uploadPhoto(evalid: string): Promise<void> {
  const form = new FormData();
  form.append('evalid', evalid);
  form.append(
    'file',
    new Blob([(await photos()).jpeg as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }),
    'front.jpg',
  );
  const response = new Response(form);
  const answer = await h.request(
    HOST,
    'POST',
    '/api/eval-expert/image-upload',
    Buffer.from(await response.arrayBuffer()),
    { 'content-type': response.headers.get('content-type')! },
  );
  expect(answer.status).toBe(201);
}

const details = {
  name: 'Jo',
  last_name: 'Citizen',
  email: 'jo@example.com',
  phone: '0412 345 678',
  postcode: '2000',
  kms: 45000,
  service_history: 'Full service history',
  number_of_keys: '2',
  car_condition: 'Good',
  message: 'One scratch on the rear bumper',
};

async function valuedCar(
  rego = 'EHN58T',
  km = 45_000,
  host = HOST,
): Promise<{ evalid: string; offer: number | null }> {
  const found = await post('/eval-expert/enter-vin', { rego, state: 'NSW' }, host);
  const evalid = found.json[0].EvalID as string;
  if (host === HOST) {
    await uploadPhoto(evalid);
    await uploadPhoto(evalid);
  }
  const updated = await post(
    '/eval-expert/update-eval',
    { evalid, km, cName: 'Jo Citizen', cEmail: 'jo@example.com', car_condition: 'Good' },
    host,
  );
  expect(updated.status).toBe(200);
  return { evalid, offer: updated.json[0].offer_price };
}

describe('trade-in leads from the instant-offer wizard', () => {
  it("[LEAD-13][LEAD-14] the car, odometer, the dealer's offer and photo count come from the valuation, not the browser", async () => {
    const { evalid, offer } = await valuedCar();
    // 45,000 km is 50,000 under the reference: +12.5%, capped at +10%. 43,990 × 1.10 × 0.80 = 38,711.20
    expect(offer).toBe(38_700);
    const response = await post('/leads', {
      kind: 'trade_in',
      subcategory: '2. Offer Made',
      EvalID: evalid,
      ...details,
      // What a forged request might claim:
      'Vehicle Make': 'Ferrari',
      offer_price: 999_999,
      photo_count: 10,
      kms: 1,
    });
    expect(response.status).toBe(201);
    const stored = (await h.runtime.deps.store.leads.get(response.json.lead_id))!;
    expect(stored.payload).toMatchObject({
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'HiLux',
      'Vehicle Year': 2020,
      Variant: 'SR5 (4x4)',
      rego: 'EHN58T',
      regoState: 'NSW',
      kms: 45_000,
      offer_price: 38_700,
      photo_count: 2,
      service_history: 'Full service history',
      number_of_keys: '2',
      car_condition: 'Good',
    });
    expect((stored.payload as Record<string, unknown>)['VIN']).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
  });

  it('[LEAD-20] the dealer’s e-mail lists every field and links each photo through an expiring signed URL', async () => {
    const { evalid, offer } = await valuedCar();
    const response = await post('/leads', { kind: 'trade_in', EvalID: evalid, ...details });
    const id = response.json.lead_id as string;
    await deliverDue(h.runtime.deps, 500);
    const eml = readFileSync(
      join(h.dataDir, 'outbox', 'mail', `lead-${id}_www.alpha.example.com.au.eml`),
      'utf8',
    )
      // quoted-printable soft line breaks and encoded characters
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    expect(eml).toMatch(/^Subject: Trade-In Offer: Jo Citizen/m);
    for (const text of [
      'Vehicle to sell: 2020 Toyota HiLux SR5 (4x4)',
      'Rego: EHN58T NSW',
      'Odometer: 45,000 km',
      'Service history: Full service history',
      'Keys: 2',
      'Condition: Good',
      `Instant offer: $${offer!.toLocaleString('en-AU')}`,
      `Valuation: ${evalid}`,
      'Postcode: 2000',
      'Message: One scratch on the rear bumper',
      `Photos: 2 (links valid ${PHOTO_LINK_DAYS} days)`,
    ])
      expect(eml).toContain(text);
    const links = [
      ...eml.matchAll(/https:\/\/www\.alpha\.example\.com\.au(\/api\/eval-expert\/photos\/[^\s<"]+)/g),
    ].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(new Set(links).size).toBe(2);
    const first = links.find((link) => link.includes('/1?'))!;
    const photo = await h.request(HOST, 'GET', first);
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    // Another tenant's host, a changed photo number or a stretched expiry are refused.
    expect((await h.request(OTHER, 'GET', first)).status).toBe(403);
    expect((await h.request(HOST, 'GET', first.replace('/1?', '/2?'))).status).toBe(403);
    expect(
      (
        await h.request(
          HOST,
          'GET',
          first.replace(/expires=(\d+)/, (_, s) => `expires=${Number(s) + 1}`),
        )
      ).status,
    ).toBe(403);
    // After PHOTO_LINK_DAYS the link has expired.
    const was = now;
    now = new Date(was.getTime() + (PHOTO_LINK_DAYS + 1) * 86_400_000);
    const expired = await h.request(HOST, 'GET', first);
    now = was;
    expect(expired.status).toBe(410);
    expect(expired.json.message).toBe('This photo link has expired. Ask the customer for new photos.');
    const adf = leadAdf(
      (await h.runtime.deps.store.leads.get(id)) as StoredLead,
      h.runtime.deps.tenantData('alpha')!,
    );
    expect(adf).toContain(
      '<vehicle interest="sell" status="used"><year>2020</year><make>Toyota</make><model>HiLux</model>',
    );
    expect(adf).toContain('2 photos (links in the e-mail)');
  });

  it('the photos of a valuation abandoned for 30 days are removed; those of a lead are kept while its links last', async () => {
    const abandoned = (await valuedCar()).evalid;
    const sent = (await valuedCar()).evalid;
    expect((await post('/leads', { kind: 'trade_in', EvalID: sent, ...details })).status).toBe(201);
    const folder = (evalid: string) => join(h.dataDir, 'valuations', 'alpha', evalid);
    const images = (evalid: string) =>
      (
        h.runtime.db.prepare('SELECT images FROM valuations WHERE eval_id = ?').get(evalid) as {
          images: number;
        }
      ).images;
    const after = (days: number) => new Date(now.getTime() + days * 86_400_000);
    const sweep = (days: number) => cleanUpUploads(h.runtime.deps.store.valuations, h.dataDir, after(days));

    await sweep(29);
    expect([existsSync(folder(abandoned)), existsSync(folder(sent))]).toEqual([true, true]);
    await sweep(31);
    expect([existsSync(folder(abandoned)), existsSync(folder(sent))]).toEqual([false, true]);
    expect([images(abandoned), images(sent)]).toEqual([0, 2]);
    // The dealer's links last PHOTO_LINK_DAYS from delivery (which retries for up to a day).
    await sweep(PHOTO_LINK_DAYS + 3);
    expect(existsSync(folder(sent))).toBe(false);
    expect(images(sent)).toBe(0);
  });

  it('[LEAD-13] the API asks for every Your Details field, and refuses another tenant’s or an unknown valuation', async () => {
    const { evalid } = await valuedCar();
    const missing = await post('/leads', {
      kind: 'trade_in',
      EvalID: evalid,
      name: 'Jo',
      email: 'jo@example.com',
    });
    expect(missing.status).toBe(400);
    expect(missing.json.errors.map((e: { field: string }) => e.field)).toEqual([
      'postcode',
      'kms',
      'service_history',
      'number_of_keys',
      'car_condition',
      'message',
    ]);
    const crossed = await post('/leads', { kind: 'trade_in', EvalID: evalid, ...details }, OTHER);
    expect(crossed.status).toBe(400);
    expect(crossed.json.errors).toEqual([
      { field: 'EvalID', message: 'We could not find that valuation. Please start again.' },
    ]);
  });

  it('[LEAD-14] an offer is accepted with subcategory 3. Offer Accepted, only on a valuation that made one', async () => {
    const { evalid, offer } = await valuedCar();
    const made = await post('/leads', { kind: 'trade_in', EvalID: evalid, ...details });
    const accepted = await post('/leads', {
      kind: 'offer_accepted',
      EvalID: evalid,
      lead_id: made.json.lead_id,
      form_completed: true,
      offer_accepted: true,
      subcategory: '3. Offer Accepted',
      name: 'Jo',
      email: 'jo@example.com',
    });
    expect(accepted.status).toBe(201);
    const stored = (await h.runtime.deps.store.leads.get(accepted.json.lead_id))!;
    expect(stored.payload).toMatchObject({
      offer_price: offer,
      offer_accepted: true,
      subcategory: '3. Offer Accepted',
    });
    // BNS62F is a 2013 car: no instant value, so no offer to accept.
    const old = await valuedCar('BNS62F');
    expect(old.offer).toBeNull();
    const refused = await post('/leads', {
      kind: 'offer_accepted',
      EvalID: old.evalid,
      name: 'Jo',
      email: 'jo@example.com',
    });
    expect(refused.status).toBe(400);
    expect(refused.json.errors[0].message).toBe(
      'There is no offer to accept on this valuation. Our buying team will call you.',
    );
    const none = await post('/leads', { kind: 'offer_accepted', name: 'Jo', email: 'jo@example.com' });
    expect(none.status).toBe(400);
  });

  it('[LEAD-14] the lead states the condition the offer was worked out for, or is refused', async () => {
    const { evalid } = await valuedCar();
    const changed = await post('/leads', {
      kind: 'trade_in',
      EvalID: evalid,
      ...details,
      car_condition: 'Excellent',
    });
    expect(changed.status).toBe(400);
    expect(changed.json.errors).toEqual([
      {
        field: 'car_condition',
        message:
          'The condition differs from the one your offer was worked out for. Please get your offer again.',
      },
    ]);
  });

  it('[LEAD-21][LEAD-24] on a group site the trade-in goes to the chosen dealership; none, or an unknown one, is a clear 400', async () => {
    const { evalid, offer } = await valuedCar('EHN58T', 45_000, GROUP);
    expect(offer).toBe(38_700);
    const none = await post('/leads', { kind: 'trade_in', EvalID: evalid, ...details }, GROUP);
    expect(none.status).toBe(400);
    expect(none.json.errors).toEqual([{ field: 'dealership_slug', message: '* This field is required' }]);
    const unknown = await post(
      '/leads',
      { kind: 'trade_in', EvalID: evalid, ...details, dealership_slug: 'gone' },
      GROUP,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors).toEqual([
      {
        field: 'dealership_slug',
        message: 'We do not know that dealership. Please choose one from the list.',
      },
    ]);
    const sent = await post(
      '/leads',
      { kind: 'trade_in', EvalID: evalid, ...details, dealership_slug: 'group-used' },
      GROUP,
    );
    expect(sent.status).toBe(201);
    const stored = (await h.runtime.deps.store.leads.get(sent.json.lead_id))! as StoredLead;
    expect(stored.payload).toMatchObject({ dealership_slug: 'group-used', offer_price: 38_700 });
    expect(leadRecipients(stored.payload, h.runtime.deps.tenantData('group')!)).toEqual([
      'used@group.example.com',
    ]);
  });
});
