/**
 * The instant-offer (eval-expert) calls of spec-2 §7 and POST /api/miscellaneous, against the
 * real server: rego lookup, manual choice, image uploads with their server-side limits, the
 * update with the estimate, and tenant isolation of valuations.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeVehicle } from '../../../src/api/adapters/valuation.ts';
import { DEMO_VEHICLE_REGISTER as VALUATION_REGISTER } from '../../../src/api/adapters/valuation-demo-register.ts';
import { offlineValuation } from '../../../src/api/adapters/valuation-offline.ts';
import { detectImageType } from '../../../src/api/services/valuation.ts';
import sharp from 'sharp';
import { type Photos, phonePhoto, photos } from '../../support/photos.ts';
import { type Harness, startHarness } from './harness.ts';

const ALPHA = 'alpha.localhost';
const BRAVO = 'bravo.localhost';
const NOW = new Date('2026-11-25T00:00:00Z');
const MB = 1024 * 1024;
const FIXTURES = new URL('../../fixtures/photos/', import.meta.url).pathname;
let h: Harness;
let photo: Photos;
let previousTrustProxy: string | undefined;

// Each test is its own client address (X-Forwarded-For with TRUST_PROXY=1), so the per-client
// rate limits only bite where a test means them to.
let ip = '';
let ipCounter = 0;
beforeEach(() => {
  ipCounter++;
  ip = `203.0.113.${ipCounter}`;
});

const post = (host: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  h.request(host, 'POST', `/api${path}`, body, { 'x-forwarded-for': ip, ...headers });

const JPEG = Uint8Array.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
]);
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);
const GIF = new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000');
const heif = (brand: string) =>
  Uint8Array.from([
    0x00,
    0x00,
    0x00,
    0x18,
    ...new TextEncoder().encode(`ftyp${brand}`),
    0,
    0,
    0,
    0,
    ...new TextEncoder().encode('mif1heic'),
  ]);

interface Upload {
  name: string;
  type: string;
  bytes: Uint8Array;
}

async function multipart(
  fields: Record<string, string | Upload | Upload[]>,
): Promise<{ body: Buffer; type: string }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string') form.append(key, item);
      else
        form.append(key, new Blob([item.bytes as Uint8Array<ArrayBuffer>], { type: item.type }), item.name);
    }
  }
  const response = new Response(form);
  return { body: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type')! };
}

async function upload(
  host: string,
  evalid: string,
  file: Upload | Upload[] | undefined,
  options: { contentLength?: boolean } = {},
) {
  const { body, type } = await multipart(file === undefined ? { evalid } : { evalid, file });
  return post(host, '/eval-expert/image-upload', body, {
    'content-type': type,
    ...(options.contentLength ? { 'content-length': String(body.length) } : {}),
  });
}

/** Opens a valuation for a single-match rego and returns its EvalID. */
async function openEval(host: string, rego = 'EHN58T', state = 'NSW'): Promise<string> {
  const response = await post(host, '/eval-expert/enter-vin', { rego, state });
  expect(response.status).toBe(200);
  return response.json[0].EvalID as string;
}

const contact = {
  userEmail: 'buyer@alpha.example.com.au',
  cName: 'Jo Citizen',
  cEmail: 'jo@example.com',
  cPhone: '0412 345 678',
};
/** Your Details' answers an update carries beside the contact. */
const answers = { ...contact, car_condition: 'Good' };

/** alpha's pricing rules: two market references, 80% of retail, 0.25% per 1,000 km (at most 10%). */
const ALPHA_RULES = {
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
    {
      make: 'Suzuki',
      model: 'Swift',
      variant: 'GL Navigator',
      year: 2020,
      basis: 'retail',
      value: 15_990,
      km: 70_000,
      source: 'Test reference',
      asOf: '2026-11-01',
    },
  ],
};
const context = { tenant: 'alpha', rules: undefined, now: NOW };

beforeAll(async () => {
  photo = await photos();
  previousTrustProxy = process.env['TRUST_PROXY'];
  process.env['TRUST_PROXY'] = '1';
  h = await startHarness(
    [
      { slug: 'alpha', settings: { forms: { valuationToMiscellaneous: true } }, valuation: ALPHA_RULES },
      { slug: 'bravo', settings: { forms: { imageUpload: false } } },
    ],
    { now: () => NOW },
  );
});

afterAll(async () => {
  await h.close();
  if (previousTrustProxy === undefined) delete process.env['TRUST_PROXY'];
  else process.env['TRUST_PROXY'] = previousTrustProxy;
});

describe('demo register and offline valuation adapter', () => {
  it('[API-06] holds 40 made-up demo registrations in every state, a few decoding to several vehicles, and no prices', () => {
    expect(VALUATION_REGISTER).toHaveLength(40);
    expect(new Set(VALUATION_REGISTER.map((e) => e.state))).toEqual(
      new Set(['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'ACT', 'NT']),
    );
    expect(VALUATION_REGISTER.filter((e) => e.vehicles.length > 1).length).toBeGreaterThanOrEqual(3);
    expect(new Set(VALUATION_REGISTER.map((e) => `${e.state}:${e.rego}`)).size).toBe(40);
    expect(new Set(VALUATION_REGISTER.map((e) => e.vin)).size).toBe(40);
    for (const entry of VALUATION_REGISTER) {
      expect(entry.vin, entry.rego).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(entry.regExpiry).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const month of [entry.buildMth, entry.compMth]) expect(month >= 1 && month <= 12).toBe(true);
      expect(entry.compYr * 12 + entry.compMth).toBeGreaterThanOrEqual(entry.buildYr * 12 + entry.buildMth);
      for (const vehicle of entry.vehicles) {
        expect(vehicle.redbookCode).toMatch(/^AUV[A-Z]{4}\d{4}[A-Z]{4}$/);
        // An offer only ever comes from the dealer's references, never from the demo register.
        expect(
          Object.keys(vehicle).filter((key) => /price|value/i.test(key)),
          entry.rego,
        ).toEqual([]);
      }
    }
  });

  it('[API-06] looks plates up without regard to spaces, hyphens or case; the state must match', async () => {
    const adapter = offlineValuation();
    expect(await adapter.lookupRego('ehn-58t', 'NSW', context)).toMatchObject({
      kind: 'match',
      vehicle: { Make: 'Toyota', Model: 'HiLux', Registration: 'EHN58T' },
    });
    expect(await adapter.lookupRego('EHN58T', 'VIC', context)).toBeUndefined();
    expect(await adapter.lookupRego('DF47KR', 'NSW', context)).toMatchObject({
      kind: 'choose',
      vin: 'JTNK4RBE603012345',
      descriptions: [
        expect.stringContaining('Ascent Sport MZEA12R'),
        expect.stringContaining('Ascent Sport Hybrid'),
      ],
    });
  });

  it('[SEC-02] recognises JPEG, PNG, GIF and HEIC by their first bytes only', () => {
    expect(detectImageType(JPEG)).toBe('jpg');
    expect(detectImageType(PNG)).toBe('png');
    expect(detectImageType(GIF)).toBe('gif');
    for (const brand of ['heic', 'heix', 'mif1', 'msf1']) expect(detectImageType(heif(brand))).toBe('heic');
    for (const other of [
      heif('isom'),
      heif('avif'),
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      new TextEncoder().encode('%PDF-1.7'),
      Uint8Array.from([0xff, 0xd8]),
      new Uint8Array(0),
    ]) {
      expect(detectImageType(other)).toBeUndefined();
    }
  });
});

describe('POST /api/eval-expert/enter-vin', () => {
  it('[LEAD-11][API-05] an exact match answers [{ EvalID, VIN, Make, Model, Variant, Year, Body, Transmission, Cylinders, CompMth, CompYr, BuildMth, BuildYr }]', async () => {
    const response = await post(ALPHA, '/eval-expert/enter-vin', { rego: 'EHN58T', state: 'NSW' });
    expect(response.status).toBe(200);
    expect(response.json).toEqual([
      {
        EvalID: expect.stringMatching(/^[0-9a-f-]{36}$/),
        VIN: 'MR0HA3CD300854217',
        Make: 'Toyota',
        Model: 'HiLux',
        Variant: 'SR5 (4x4)',
        Year: 2020,
        Body: 'Double Cab Pick Up',
        Transmission: 'Sports Automatic',
        Cylinders: 4,
        CompMth: 6,
        CompYr: 2020,
        BuildMth: 5,
        BuildYr: 2020,
      },
    ]);
    const row = h.runtime.db
      .prepare('SELECT tenant, images, km FROM valuations WHERE eval_id = ?')
      .get(response.json[0].EvalID);
    expect({ ...row }).toEqual({ tenant: 'alpha', images: 0, km: null });
  });

  it('[LEAD-11] accepts regoState instead of state, any case, spaces in the plate', async () => {
    const response = await post(ALPHA, '/eval-expert/enter-vin', { rego: ' 612 xkd ', regoState: 'qld' });
    expect(response.status).toBe(200);
    expect(response.json[0]).toMatchObject({ Make: 'Toyota', Model: 'LandCruiser', Cylinders: 8 });
  });

  it('[LEAD-11] a plate decoding to several vehicles answers [{ VIN, vehicleDescriptions: [{ Description }] }] and opens nothing', async () => {
    const before = (h.runtime.db.prepare('SELECT COUNT(*) AS n FROM valuations').get() as { n: number }).n;
    const response = await post(ALPHA, '/eval-expert/enter-vin', { rego: '918VSN', state: 'QLD' });
    expect(response.status).toBe(200);
    expect(response.json).toEqual([
      {
        VIN: 'MNTCB4D23A0018734',
        vehicleDescriptions: [
          { Description: '2019 Nissan Navara ST (4x4) D23 S4 MY19 Dual Cab Utility Sports Automatic' },
          { Description: '2019 Nissan Navara ST-X (4x4) D23 S4 MY19 Dual Cab Utility Sports Automatic' },
          { Description: '2019 Nissan Navara N-TREK (4x4) D23 S4 MY19 Dual Cab Utility Sports Automatic' },
        ],
      },
    ]);
    expect(response.json[0].EvalID).toBeUndefined();
    expect((h.runtime.db.prepare('SELECT COUNT(*) AS n FROM valuations').get() as { n: number }).n).toBe(
      before,
    );
  });

  it('[LEAD-11] an unknown plate, or a known plate in the wrong state, answers [] (the not-found panel)', async () => {
    for (const body of [
      { rego: 'ZZZ999', state: 'NSW' },
      { rego: 'DF47KR', state: 'VIC' },
    ]) {
      const response = await post(ALPHA, '/eval-expert/enter-vin', body);
      expect(response.status).toBe(200);
      expect(response.json).toEqual([]);
    }
  });

  it("[LEAD-11][SEC-02] missing or bad rego/state answer 400 with '* This field is required' and field errors", async () => {
    const missingRego = await post(ALPHA, '/eval-expert/enter-vin', { rego: '', state: 'NSW' });
    expect(missingRego.status).toBe(400);
    expect(missingRego.json).toEqual({
      message: 'Please fix the following errors:',
      errors: [{ field: 'rego', message: '* This field is required' }],
    });
    const missingState = await post(ALPHA, '/eval-expert/enter-vin', { rego: 'EHN58T' });
    expect(missingState.status).toBe(400);
    expect(missingState.json.errors).toEqual([{ field: 'state', message: '* This field is required' }]);
    for (const body of [
      { rego: 'EHN58T', state: 'XX' },
      { rego: '<script>', state: 'NSW' },
      { rego: 'A'.repeat(13), state: 'NSW' },
      { rego: 'EHN58T', state: 'NSW', extra: 1 },
      { rego: 42, state: 'NSW' },
    ]) {
      const response = await post(ALPHA, '/eval-expert/enter-vin', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.message).toBe('Please fix the following errors:');
    }
  });

  it('lookups are rate limited per client (20 per 10 minutes)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await post(ALPHA, '/eval-expert/enter-vin', { rego: 'ZZZ999', state: 'NSW' })).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    const limited = await post(ALPHA, '/eval-expert/manual-entry', {
      vin: 'JTNK4RBE603012345',
      desc: 'anything',
    });
    expect(limited.status).toBe(429);
    expect(limited.json.message).toMatch(/^Too many vehicle lookups\. Please try again in \d+ seconds?\.$/);
  });
});

describe('POST /api/eval-expert/manual-entry', () => {
  it('[LEAD-11] the chosen Description opens a valuation and answers the vehicle record with an EvalID', async () => {
    const lookup = await post(ALPHA, '/eval-expert/enter-vin', { rego: 'DF47KR', state: 'NSW' });
    const choice = lookup.json[0].vehicleDescriptions[1].Description as string;
    const response = await post(ALPHA, '/eval-expert/manual-entry', {
      vin: lookup.json[0].VIN,
      desc: choice,
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual([
      {
        EvalID: expect.stringMatching(/^[0-9a-f-]{36}$/),
        VIN: 'JTNK4RBE603012345',
        Make: 'Toyota',
        Model: 'Corolla',
        Variant: 'Ascent Sport Hybrid',
        Year: 2019,
        Body: 'Hatchback',
        Transmission: 'Continuous Variable',
        Cylinders: 4,
        CompMth: 9,
        CompYr: 2019,
        BuildMth: 8,
        BuildYr: 2019,
      },
    ]);
    const stored = h.runtime.db
      .prepare('SELECT tenant, vehicle FROM valuations WHERE eval_id = ?')
      .get(response.json[0].EvalID) as { tenant: string; vehicle: string };
    expect(stored.tenant).toBe('alpha');
    expect(JSON.parse(stored.vehicle)).toMatchObject({
      Registration: 'DF47KR',
      RegoState: 'NSW',
      redbookCode: 'AUVTOYO2019AEAF',
      Series: 'ZWE211R',
    });
  });

  it('[LEAD-11] the match is on the description text, not its case or spacing', async () => {
    const entry = VALUATION_REGISTER.find((e) => e.rego === 'CC93MZ')!;
    const response = await post(ALPHA, '/eval-expert/manual-entry', {
      vin: entry.vin.toLowerCase(),
      desc: `  ${describeVehicle(entry.vehicles[1]!).toUpperCase().replace(/ /g, '  ')} `,
    });
    expect(response.status).toBe(200);
    expect(response.json[0].Variant).toBe('ST (4WD)');
  });

  it("[LEAD-11] a description that is not one of the VIN's, or an unknown VIN, answers 404", async () => {
    const wrongDesc = await post(ALPHA, '/eval-expert/manual-entry', {
      vin: 'JTNK4RBE603012345',
      desc: '2019 Toyota Corolla ZR',
    });
    expect(wrongDesc.status).toBe(404);
    expect(wrongDesc.json).toEqual({
      message: 'We could not find that vehicle. Please choose one of the listed cars.',
    });
    const unknownVin = await post(ALPHA, '/eval-expert/manual-entry', {
      vin: 'JTNK4RBE600000000',
      desc: '2019 Toyota Corolla Ascent Sport MZEA12R Hatchback Continuous Variable',
    });
    expect(unknownVin.status).toBe(404);
  });

  it("[LEAD-11] no choice answers 400 '* Please choose one car.'; a malformed VIN 400", async () => {
    const noChoice = await post(ALPHA, '/eval-expert/manual-entry', { vin: 'JTNK4RBE603012345', desc: '' });
    expect(noChoice.status).toBe(400);
    expect(noChoice.json.errors).toEqual([{ field: 'desc', message: '* Please choose one car.' }]);
    const badVin = await post(ALPHA, '/eval-expert/manual-entry', { vin: 'JTNK4RBE6O3012345', desc: 'x' });
    expect(badVin.status).toBe(400);
    expect(badVin.json.errors[0].field).toBe('vin');
  });
});

describe('POST /api/eval-expert/image-upload', () => {
  it('[LEAD-12] stores one JPEG per request under $DATA_DIR/valuations/<tenant>/<EvalID>/ and counts it', async () => {
    const evalId = await openEval(ALPHA);
    const response = await upload(ALPHA, evalId, {
      name: 'front.jpg',
      type: 'image/jpeg',
      bytes: photo.jpeg,
    });
    expect(response.status).toBe(201);
    expect(response.json).toEqual({ success: true, EvalID: evalId, images: 1 });
    const dir = join(h.dataDir, 'valuations', 'alpha', evalId);
    expect(readdirSync(dir)).toEqual([expect.stringMatching(/^01-[0-9a-f]{8}\.jpg$/)]);
    expect(h.runtime.db.prepare('SELECT images FROM valuations WHERE eval_id = ?').get(evalId)).toMatchObject(
      { images: 1 },
    );
  });

  it('[LEAD-12][SEC-02][SEC-10] PNG, GIF and HEIC photos are accepted, by content, whatever the name, and each is stored as a JPEG', async () => {
    const evalId = await openEval(ALPHA);
    const files: Upload[] = [
      { name: 'side.png', type: 'image/png', bytes: photo.png },
      { name: 'rear.gif', type: 'image/gif', bytes: photo.gif },
      { name: 'IMG_0001.HEIC', type: 'image/heic', bytes: photo.heic },
      { name: 'IMG_0002.heic', type: 'application/octet-stream', bytes: photo.heic },
      { name: 'photo.jpeg', type: 'image/png', bytes: photo.jpeg },
    ];
    for (const [i, file] of files.entries()) {
      const response = await upload(ALPHA, evalId, file);
      expect(response.status, file.name).toBe(201);
      expect(response.json.images).toBe(i + 1);
    }
    const dir = join(h.dataDir, 'valuations', 'alpha', evalId);
    const stored = readdirSync(dir).sort();
    expect(stored.map((name) => name.split('.').pop())).toEqual(['jpg', 'jpg', 'jpg', 'jpg', 'jpg']);
    // The HEIC decoded: the same picture, blue top-left quarter on red, now a JPEG.
    const heic = sharp(readFileSync(join(dir, stored[2]!)));
    expect(await heic.metadata()).toMatchObject({ format: 'jpeg', width: 96, height: 64 });
    const pixels = await heic.raw().toBuffer();
    const at = (x: number, y: number) => [...pixels.subarray((y * 96 + x) * 3, (y * 96 + x) * 3 + 3)];
    expect(at(10, 10).map((c) => Math.round(c / 20))).toEqual([1, 5, 10]);
    expect(at(80, 50).map((c) => Math.round(c / 20))).toEqual([10, 2, 2]);
  });

  it('[SEC-10] a phone photo is stored upright, at most 2048 px on its long side, without its metadata (GPS)', async () => {
    const evalId = await openEval(ALPHA);
    const original = await phonePhoto();
    const response = await upload(ALPHA, evalId, {
      name: 'IMG_1234.jpg',
      type: 'image/jpeg',
      bytes: original,
    });
    expect(response.status).toBe(201);
    const dir = join(h.dataDir, 'valuations', 'alpha', evalId);
    const stored = readFileSync(join(dir, readdirSync(dir)[0]!));
    const metadata = await sharp(stored).metadata();
    expect({ width: metadata.width, height: metadata.height }).toEqual({ width: 1536, height: 2048 });
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Apple'))).toBe(false);
  });

  it('[SEC-02][SEC-10] a file that starts like an image but does not decode answers 422, is not counted and leaves no file', async () => {
    const evalId = await openEval(ALPHA);
    const random = Uint8Array.from({ length: 200_000 }, (_, i) => (i * 7919 + 13) % 251);
    const fakes: Upload[] = [
      { name: 'random.jpg', type: 'image/jpeg', bytes: Uint8Array.from([...JPEG, ...random]) },
      { name: 'random.png', type: 'image/png', bytes: Uint8Array.from([...PNG, ...random]) },
      { name: 'random.heic', type: 'image/heic', bytes: Uint8Array.from([...heif('heic'), ...random]) },
      { name: 'cut.heic', type: 'image/heic', bytes: photo.heic.subarray(0, 400) },
      { name: 'cut.jpg', type: 'image/jpeg', bytes: (await phonePhoto()).subarray(0, 30_000) },
    ];
    for (const fake of fakes) {
      const response = await upload(ALPHA, evalId, fake);
      expect(response.status, fake.name).toBe(422);
      expect(response.json).toEqual({
        message: 'We could not read this photo. Please choose another JPEG, PNG, GIF or HEIC photo.',
      });
    }
    expect(h.runtime.db.prepare('SELECT images FROM valuations WHERE eval_id = ?').get(evalId)).toMatchObject(
      { images: 0 },
    );
    expect(existsSync(join(h.dataDir, 'valuations', 'alpha', evalId))).toBe(false);
  });

  it('[SEC-02] a small file of too many pixels (a decompression bomb) answers 413', async () => {
    const evalId = await openEval(ALPHA);
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(MB);
    const response = await upload(ALPHA, evalId, { name: 'bomb.png', type: 'image/png', bytes: bomb });
    expect(response.status).toBe(413);
    expect(response.json).toEqual({
      message: 'This photo is over 50 megapixels. Please choose a smaller photo.',
    });
  });

  it('[SEC-02][SEC-10] a HEIC over 50 megapixels answers 413 before it is decoded; of several images, the primary one is stored', async () => {
    const evalId = await openEval(ALPHA);
    const fixture = (name: string) => new Uint8Array(readFileSync(join(FIXTURES, name)));
    // 7100 × 7100 of one grey: 12 KB on the wire, 200 MB once decoded.
    const big = await upload(ALPHA, evalId, {
      name: 'big.heic',
      type: 'image/heic',
      bytes: fixture('over-50mp.heic'),
    });
    expect(big.status).toBe(413);
    expect(big.json).toEqual({ message: 'This photo is over 50 megapixels. Please choose a smaller photo.' });
    // A 16000 × 16000 image first and a 64 × 48 primary image (the one a phone shows) after it:
    // the primary one is decoded and stored, the huge one never.
    const several = await upload(ALPHA, evalId, {
      name: 'IMG_0002.HEIC',
      type: 'image/heic',
      bytes: fixture('primary-not-first.heic'),
    });
    expect(several.status).toBe(201);
    const dir = join(h.dataDir, 'valuations', 'alpha', evalId);
    const stored = await sharp(readFileSync(join(dir, readdirSync(dir)[0]!))).metadata();
    expect({ width: stored.width, height: stored.height }).toEqual({ width: 64, height: 48 });
  });

  it("[SEC-10] a tenant's photos stay within its disk quota (UPLOAD_QUOTA_MB): past it, 503 with Retry-After and nothing stored", async () => {
    const evalId = await openEval(ALPHA);
    const tenantBytes = () =>
      Number(
        (
          h.runtime.db
            .prepare("SELECT COALESCE(SUM(image_bytes), 0) AS bytes FROM valuations WHERE tenant = 'alpha'")
            .get() as { bytes: number }
        ).bytes,
      );
    const first = await upload(ALPHA, evalId, {
      name: 'a.jpg',
      type: 'image/jpeg',
      bytes: await phonePhoto(),
    });
    expect(first.status).toBe(201);
    const previous = process.env['UPLOAD_QUOTA_MB'];
    // The quota is what the tenant holds now: the same photo again does not fit.
    process.env['UPLOAD_QUOTA_MB'] = String(tenantBytes() / MB);
    try {
      const second = await upload(ALPHA, evalId, {
        name: 'b.jpg',
        type: 'image/jpeg',
        bytes: await phonePhoto(),
      });
      expect(second.status).toBe(503);
      expect(second.headers['retry-after']).toBe('3600');
      expect(second.json.message).toBe(
        "We can't store more photos right now. Please skip the photos: our buying team will ask you for any they need.",
      );
      expect(readdirSync(join(h.dataDir, 'valuations', 'alpha', evalId))).toHaveLength(1);
    } finally {
      if (previous === undefined) delete process.env['UPLOAD_QUOTA_MB'];
      else process.env['UPLOAD_QUOTA_MB'] = previous;
    }
  });

  it('[LEAD-12][SEC-02] a .jpg whose content is not an image is rejected with 415 and not counted', async () => {
    const evalId = await openEval(ALPHA);
    for (const bytes of [
      new TextEncoder().encode('#!/bin/sh\necho not a photo'),
      new TextEncoder().encode('<svg onload="alert(1)"/>'),
      heif('isom'),
    ]) {
      const response = await upload(ALPHA, evalId, { name: 'car.jpg', type: 'image/jpeg', bytes });
      expect(response.status).toBe(415);
      expect(response.json).toEqual({ message: 'Please upload a JPEG, PNG, GIF or HEIC image.' });
    }
    expect(h.runtime.db.prepare('SELECT images FROM valuations WHERE eval_id = ?').get(evalId)).toMatchObject(
      { images: 0 },
    );
    expect(existsSync(join(h.dataDir, 'valuations', 'alpha', evalId))).toBe(false);
  });

  it("[LEAD-12][SEC-02] at most 10 images per valuation: the 11th answers 400 'You can only upload 10 images'", async () => {
    const evalId = await openEval(ALPHA);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        upload(ALPHA, evalId, { name: `p${i}.jpg`, type: 'image/jpeg', bytes: photo.jpeg }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(results.map((r) => r.json.images).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const eleventh = await upload(ALPHA, evalId, { name: 'p10.jpg', type: 'image/jpeg', bytes: photo.jpeg });
    expect(eleventh.status).toBe(400);
    expect(eleventh.json).toEqual({ message: 'You can only upload 10 images' });
    expect(readdirSync(join(h.dataDir, 'valuations', 'alpha', evalId))).toHaveLength(10);
    expect(h.runtime.db.prepare('SELECT images FROM valuations WHERE eval_id = ?').get(evalId)).toMatchObject(
      { images: 10 },
    );
  });

  it("[LEAD-12][SEC-02] a file over 10MB answers 413 'Please upload an image file under 10MB'", async () => {
    const evalId = await openEval(ALPHA);
    const big = new Uint8Array(10 * MB + 1);
    big.set(photo.jpeg);
    const response = await upload(ALPHA, evalId, { name: 'huge.jpg', type: 'image/jpeg', bytes: big });
    expect(response.status).toBe(413);
    expect(response.json).toEqual({ message: 'Please upload an image file under 10MB' });
    const exactly = new Uint8Array(10 * MB);
    exactly.set(photo.jpeg);
    expect(
      (
        await upload(
          ALPHA,
          evalId,
          { name: 'max.jpg', type: 'image/jpeg', bytes: exactly },
          { contentLength: true },
        )
      ).status,
    ).toBe(201);
  });

  it('[LEAD-12][SEC-02] an oversize body is refused before it is buffered: by Content-Length, or as a chunked stream', async () => {
    const evalId = await openEval(ALPHA);
    // Declares 50MB but sends 4 bytes: a server that buffered the body would wait forever.
    const declared = await post(ALPHA, '/eval-expert/image-upload', Buffer.from('tiny'), {
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(50 * MB),
    });
    expect(declared.status).toBe(413);
    expect(declared.json).toEqual({ message: 'Please upload an image file under 10MB' });
    expect(declared.headers['connection']).toBe('close');
    const huge = new Uint8Array(12 * MB);
    huge.set(photo.jpeg);
    const streamed = await upload(ALPHA, evalId, { name: 'huge.jpg', type: 'image/jpeg', bytes: huge });
    expect(streamed.status).toBe(413);
    expect(streamed.json).toEqual({ message: 'Please upload an image file under 10MB' });
    expect(h.runtime.db.prepare('SELECT images FROM valuations WHERE eval_id = ?').get(evalId)).toMatchObject(
      { images: 0 },
    );
  });

  it('[LEAD-12] one image per request; evalid and file are required; the body must be multipart', async () => {
    const evalId = await openEval(ALPHA);
    const two = await upload(ALPHA, evalId, [
      { name: 'a.jpg', type: 'image/jpeg', bytes: photo.jpeg },
      { name: 'b.jpg', type: 'image/jpeg', bytes: photo.jpeg },
    ]);
    expect(two.status).toBe(400);
    expect(two.json).toEqual({ message: 'Please upload one image per request.' });
    const none = await upload(ALPHA, evalId, undefined);
    expect(none.status).toBe(400);
    expect(none.json.errors).toEqual([{ field: 'file', message: 'Please choose an image to upload.' }]);
    const { body, type } = await multipart({
      file: { name: 'a.jpg', type: 'image/jpeg', bytes: photo.jpeg },
    });
    const noEval = await post(ALPHA, '/eval-expert/image-upload', body, { 'content-type': type });
    expect(noEval.status).toBe(400);
    expect(noEval.json.errors[0].field).toBe('evalid');
    const json = await post(ALPHA, '/eval-expert/image-upload', { evalid: evalId });
    expect(json.status).toBe(415);
    const garbled = await post(ALPHA, '/eval-expert/image-upload', Buffer.from('--nope\r\n\r\n'), {
      'content-type': 'multipart/form-data; boundary=zzz',
    });
    expect(garbled.status).toBe(400);
    expect(h.runtime.db.prepare('SELECT images FROM valuations WHERE eval_id = ?').get(evalId)).toMatchObject(
      { images: 0 },
    );
  });

  it("[SEC-01] an unknown EvalID or another tenant's EvalID answers 404 and stores nothing", async () => {
    const alphaEval = await openEval(ALPHA);
    const unknown = await upload(ALPHA, '00000000-0000-4000-8000-000000000000', {
      name: 'a.jpg',
      type: 'image/jpeg',
      bytes: photo.jpeg,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ message: 'We could not find that valuation. Please start again.' });
    // bravo's EvalID sent to alpha's site.
    const bravoEval = await openEval(BRAVO);
    const crossed = await upload(ALPHA, bravoEval, { name: 'a.jpg', type: 'image/jpeg', bytes: photo.jpeg });
    expect(crossed.status).toBe(404);
    expect(existsSync(join(h.dataDir, 'valuations', 'alpha', bravoEval))).toBe(false);
    expect(existsSync(join(h.dataDir, 'valuations', 'bravo', bravoEval))).toBe(false);
    expect(
      h.runtime.db.prepare('SELECT images FROM valuations WHERE eval_id = ?').get(bravoEval),
    ).toMatchObject({ images: 0 });
    expect(alphaEval).not.toBe(bravoEval);
  });

  it('a site with the image step turned off answers 404', async () => {
    const evalId = await openEval(BRAVO);
    const response = await upload(BRAVO, evalId, { name: 'a.jpg', type: 'image/jpeg', bytes: photo.jpeg });
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ message: 'Image upload is not available on this site.' });
  });
});

describe('POST /api/eval-expert/update-eval', () => {
  it("[API-05][LEAD-14] answers [the vehicle record with KM and the dealer's offer] and stores km, contact and the valuation", async () => {
    const evalId = await openEval(ALPHA);
    await upload(ALPHA, evalId, { name: 'a.jpg', type: 'image/jpeg', bytes: photo.jpeg });
    const response = await post(ALPHA, '/eval-expert/update-eval', {
      evalid: evalId,
      km: 68_000,
      ...answers,
    });
    expect(response.status).toBe(200);
    // 43,990 × (1 + 0.25% × 27 = 1.0675) × 1.00 × 0.80 = 37,567.46 → $37,600
    expect(response.json).toEqual([
      {
        EvalID: evalId,
        VIN: 'MR0HA3CD300854217',
        EngineNo: '1GD0593184',
        Registration: 'EHN58T',
        RegExpiry: '2027-06-02',
        KM: 68_000,
        Make: 'Toyota',
        Model: 'HiLux',
        Series: 'GUN126R',
        Variant: 'SR5 (4x4)',
        Year: 2020,
        Transmission: 'Sports Automatic',
        redbookCode: 'AUVTOYO2020AEBD',
        offer_price: 37_600,
        images: 1,
        valuation: { outcome: 'offer', offer_price: 37_600, basis: 'retail' },
      },
    ]);
    const row = h.runtime.db
      .prepare('SELECT km, contact, vehicle FROM valuations WHERE eval_id = ?')
      .get(evalId) as { km: number; contact: string; vehicle: string };
    expect(row.km).toBe(68_000);
    expect(JSON.parse(row.contact)).toEqual(contact);
    // The dealer keeps what the offer was worked from.
    expect(JSON.parse(row.vehicle).valuation).toEqual({
      outcome: 'offer',
      offer_price: 37_600,
      by: 'dealer-rules',
      km: 68_000,
      condition: 'Good',
      market: { basis: 'retail', value: 43_990, km: 95_000, source: 'Test reference', asOf: '2026-11-01' },
      adjustments: { kmPercent: 6.75, conditionPercent: 0, offerPercent: 80 },
    });
  });

  it("[LEAD-14] km may arrive formatted ('45,000 kms'); the condition is one of the listed answers and sets the offer", async () => {
    const evalId = await openEval(ALPHA, 'S930ENX', 'SA');
    const good = await post(ALPHA, '/eval-expert/update-eval', {
      evalid: evalId,
      km: '45,000 kms',
      cName: 'Jo',
      cPhone: '0412 345 678',
      car_condition: 'Good',
    });
    expect(good.status).toBe(200);
    // 15,990 × 1.0625 × 0.80 = 13,591.50 → $13,600; poor: × 0.80 more = 10,873.20 → $10,900
    expect(good.json[0]).toMatchObject({ KM: 45_000, offer_price: 13_600 });
    const poor = await post(ALPHA, '/eval-expert/update-eval', {
      evalid: evalId,
      km: 45_000,
      cName: 'Jo',
      cEmail: 'jo@example.com',
      car_condition: 'Poor',
    });
    expect(poor.json[0].offer_price).toBe(10_900);
    for (const [car_condition, message] of [
      [undefined, '* This field is required'],
      ['', '* This field is required'],
      ['like new', 'Please choose one of the listed answers'],
      ['poor', 'Please choose one of the listed answers'],
    ] as const) {
      const refused = await post(ALPHA, '/eval-expert/update-eval', {
        evalid: evalId,
        km: 45_000,
        ...contact,
        car_condition,
      });
      expect(refused.status).toBe(400);
      expect(refused.json.errors).toEqual([{ field: 'car_condition', message }]);
    }
  });

  it('[LEAD-14] a car the dealer has no reference for, over 10 years or over 100,000 km: no number, the buying team calls', async () => {
    const tesla = await openEval(ALPHA, 'GAB73X', 'NSW');
    const none = await post(ALPHA, '/eval-expert/update-eval', { evalid: tesla, km: 30_000, ...answers });
    expect(none.json[0]).toMatchObject({
      offer_price: null,
      valuation: {
        outcome: 'call',
        offer_price: null,
        reason: 'no-reference',
        message:
          'We can’t make an instant offer on this car online. Our buying team will call you with an offer.',
      },
    });
    const falcon = await openEval(ALPHA, '519FTG', 'QLD'); // built March 2016
    const old = await post(ALPHA, '/eval-expert/update-eval', { evalid: falcon, km: 90_000, ...answers });
    expect(old.status).toBe(200);
    expect(old.json[0]).toMatchObject({
      offer_price: null,
      valuation: {
        outcome: 'call',
        reason: 'too-old',
        message:
          'We can’t give an instant value for vehicles over 10 years old or over 100,000 km. Our buying team will call you with an offer.',
      },
    });
    const hilux = await openEval(ALPHA);
    const farTravelled = await post(ALPHA, '/eval-expert/update-eval', {
      evalid: hilux,
      km: 180_000,
      ...answers,
    });
    expect(farTravelled.json[0]).toMatchObject({ offer_price: null, valuation: { reason: 'too-many-km' } });
    // A tenant without valuation-references.json makes no instant offers at all.
    const bravo = await openEval(BRAVO);
    const unpriced = await post(BRAVO, '/eval-expert/update-eval', { evalid: bravo, km: 68_000, ...answers });
    expect(unpriced.json[0]).toMatchObject({ offer_price: null, valuation: { reason: 'no-reference' } });
  });

  it("[SEC-01] another tenant's EvalID, or an unknown one, answers 404 and changes nothing", async () => {
    const bravoEval = await openEval(BRAVO);
    const crossed = await post(ALPHA, '/eval-expert/update-eval', {
      evalid: bravoEval,
      km: 10_000,
      ...answers,
    });
    expect(crossed.status).toBe(404);
    expect(crossed.json).toEqual({ message: 'We could not find that valuation. Please start again.' });
    expect(
      h.runtime.db.prepare('SELECT km, contact FROM valuations WHERE eval_id = ?').get(bravoEval),
    ).toMatchObject({ km: null, contact: null });
    const unknown = await post(ALPHA, '/eval-expert/update-eval', {
      evalid: 'no-such-valuation',
      km: 10_000,
      ...answers,
    });
    expect(unknown.status).toBe(404);
    // Its owner can update it.
    expect(
      (await post(BRAVO, '/eval-expert/update-eval', { evalid: bravoEval, km: 10_000, ...answers })).status,
    ).toBe(200);
  });

  it('[SEC-02] invalid bodies answer 400 naming the field', async () => {
    const evalId = await openEval(ALPHA);
    const cases: [Record<string, unknown>, string][] = [
      [{ car_condition: 'Good', evalid: evalId, km: 10_000, cName: '', cEmail: 'jo@example.com' }, 'cName'],
      [{ car_condition: 'Good', evalid: evalId, km: 10_000, cName: 'Jo', cEmail: 'not-an-email' }, 'cEmail'],
      [{ car_condition: 'Good', evalid: evalId, km: 10_000, cName: 'Jo' }, 'cEmail'],
      [{ car_condition: 'Good', evalid: evalId, km: 10_000, cName: 'Jo', cEmail: '', cPhone: '' }, 'cEmail'],
      [{ car_condition: 'Good', evalid: evalId, km: 10_000, cName: 'Jo', cPhone: 'call me' }, 'cPhone'],
      [{ car_condition: 'Good', evalid: evalId, km: -1, cName: 'Jo', cEmail: 'jo@example.com' }, 'km'],
      [{ car_condition: 'Good', evalid: evalId, km: 'lots', cName: 'Jo', cEmail: 'jo@example.com' }, 'km'],
      [{ car_condition: 'Good', evalid: evalId, km: 12.5, cName: 'Jo', cEmail: 'jo@example.com' }, 'km'],
      [
        { car_condition: 'Good', evalid: '../../etc', km: 10_000, cName: 'Jo', cEmail: 'jo@example.com' },
        'evalid',
      ],
      [{ car_condition: 'Good', km: 10_000, cName: 'Jo', cEmail: 'jo@example.com' }, 'evalid'],
      [
        {
          car_condition: 'Good',
          evalid: evalId,
          km: 10_000,
          cName: 'Jo',
          cEmail: 'jo@example.com',
          userEmail: 'nope',
        },
        'userEmail',
      ],
      [
        {
          car_condition: 'Good',
          evalid: evalId,
          km: 10_000,
          cName: 'x'.repeat(121),
          cEmail: 'jo@example.com',
        },
        'cName',
      ],
      [
        {
          car_condition: 'Good',
          evalid: evalId,
          km: 10_000,
          cName: 'Jo',
          cEmail: 'jo@example.com',
          offer_price: 99_999,
        },
        'offer_price',
      ],
    ];
    for (const [body, field] of cases) {
      const response = await post(ALPHA, '/eval-expert/update-eval', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.message).toBe('Please fix the following errors:');
      expect(
        response.json.errors.map((e: { field: string }) => e.field),
        JSON.stringify(body),
      ).toContain(field);
    }
  });
});

describe('POST /api/miscellaneous', () => {
  const valuation = {
    offer_price: 31_200,
    adjustmentAnswers: [{ id: 'condition', answer: 'Good' }],
    rego: 'EHN58T',
    regoState: 'NSW',
  };

  it('[LEAD-14][API-05] stores the valuation result for this tenant and answers { success: true }', async () => {
    const lead = await post(ALPHA, '/leads', {
      kind: 'trade_in',
      name: 'Jo',
      email: 'jo@example.com',
      postcode: '2000',
      Rego: 'EHN58T',
      offer_price: 31_200,
    });
    expect(lead.status).toBe(201);
    const response = await post(ALPHA, '/miscellaneous', {
      column_name: 'valuation',
      lead_id: lead.json.lead_id,
      data: valuation,
    });
    expect(response.status).toBe(201);
    expect(response.json).toEqual({ success: true });
    const row = h.runtime.db
      .prepare('SELECT tenant, column_name, payload FROM miscellaneous ORDER BY id DESC LIMIT 1')
      .get() as { tenant: string; column_name: string; payload: string };
    expect(row.tenant).toBe('alpha');
    expect(row.column_name).toBe('valuation');
    expect(JSON.parse(row.payload)).toEqual({ lead_id: lead.json.lead_id, data: valuation });
    expect((await post(ALPHA, '/miscellaneous', { column_name: 'valuation', data: valuation })).status).toBe(
      201,
    );
  });

  it('[LEAD-14][SEC-01] a lead id of another tenant (or none at all) answers 404', async () => {
    const bravoLead = await post(BRAVO, '/leads', {
      kind: 'trade_in',
      name: 'Jo',
      email: 'jo@example.com',
      postcode: '2000',
    });
    expect(bravoLead.status).toBe(201);
    const crossed = await post(ALPHA, '/miscellaneous', {
      column_name: 'valuation',
      lead_id: bravoLead.json.lead_id,
      data: valuation,
    });
    expect(crossed.status).toBe(404);
    expect(crossed.json).toEqual({ message: 'We could not find that enquiry.' });
    expect(
      (
        await post(ALPHA, '/miscellaneous', {
          column_name: 'valuation',
          lead_id: 'no-such-lead',
          data: valuation,
        })
      ).status,
    ).toBe(404);
  });

  it('[LEAD-14][SEC-02] the body shape is strict and data is bounded in size and depth', async () => {
    let deep: Record<string, unknown> = { leaf: 1 };
    for (let i = 0; i < 6; i++) deep = { inner: deep };
    const wide = Object.fromEntries(Array.from({ length: 250 }, (_, i) => [`k${i}`, i]));
    const cases: [unknown, string][] = [
      [{ column_name: 'password', data: valuation }, 'column_name'],
      [{ data: valuation }, 'column_name'],
      [{ column_name: 'valuation' }, 'data'],
      [{ column_name: 'valuation', data: [1, 2, 3] }, 'data'],
      [{ column_name: 'valuation', data: 'text' }, 'data'],
      [{ column_name: 'valuation', data: deep }, 'data'],
      [{ column_name: 'valuation', data: wide }, 'data'],
      [{ column_name: 'valuation', data: { note: 'x'.repeat(17 * 1024) } }, 'data'],
      [{ column_name: 'valuation', data: valuation, value: 1 }, 'value'],
    ];
    for (const [body, field] of cases) {
      const response = await post(ALPHA, '/miscellaneous', body);
      expect(response.status, field).toBe(400);
      expect(response.json.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });

  it('[SEC-02] a body nested thousands of levels deep answers 400 with a plain message, not a 500', async () => {
    // Built as text: a parsed value this deep would overflow the test's own JSON.stringify.
    const depth = 5_000;
    const data = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    for (const path of ['/miscellaneous', '/leads']) {
      const response = await h.request(
        ALPHA,
        'POST',
        `/api${path}`,
        `{"column_name":"valuation","data":${data}}`,
      );
      expect(response.status, path).toBe(400);
      expect(response.json.message, path).toBe('The request body is nested too deeply (at most 20 levels).');
    }
  });

  it('[LEAD-14] a site without the switch answers 404', async () => {
    const response = await post(BRAVO, '/miscellaneous', { column_name: 'valuation', data: valuation });
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ message: 'This site does not store valuation results.' });
  });
});
