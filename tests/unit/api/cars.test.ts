/**
 * The per-car API calls (autogauge, view count, phone reveal, PDF) against the real server
 * on a loopback port, over two throwaway tenants.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoGauge } from '../../../src/domain/autogauge.ts';
import { carPdf, localImageFile } from '../../../src/api/services/car-pdf.ts';
import { LruMap } from '../../../src/api/services/car-views.ts';
import type { Car } from '../../../src/model/car.ts';
import { DEFAULT_LOCATIONS, type Harness, startHarness, type TestResponse, testCar } from './harness.ts';

const ALPHA = 'alpha.localhost';
const BRAVO = 'bravo.localhost';
const START = new Date('2026-11-20T10:00:00Z');
let clock = START;
let h: Harness;

const corolla = (id: string, slug: string, price: number, extra: Record<string, unknown> = {}) =>
  testCar(id, { slug, price, ...extra });

const FEATURES = Array.from({ length: 30 }, (_, i) => `Feature number ${i + 1}`);

beforeAll(async () => {
  h = await startHarness(
    [
      {
        slug: 'alpha',
        // A licensed NSW yard: the PDF prints its licence number (COMP-01).
        locations: {
          ...DEFAULT_LOCATIONS,
          locations: [{ ...DEFAULT_LOCATIONS.locations[0], dealer_license_number: 'MD12345' }],
        },
        cars: [
          corolla('A1', 'toyota-corolla-a1', 24_000, {
            vin: 'JTNB23HK103456789',
            colour: 'Glacier White',
            price_type: 'Drive Away',
            simple_body: 'Hatch',
            simple_transmission: 'Automatic',
            simple_fuel: 'Petrol',
            standardEquipment: FEATURES,
            dealercomments:
              '<p>One owner, <b>full service history</b>.</p><p>Drives like new &amp; ready to go.</p>',
          }),
          corolla('A2', 'toyota-corolla-a2', 22_000),
          corolla('A3', 'toyota-corolla-a3', 26_000, { year: 2022 }),
          corolla('A4', 'toyota-corolla-reserved', 23_000, { reserved: true }),
          corolla('A5', 'toyota-corolla-cheap', 150),
          corolla('A6', 'toyota-corolla-sold', 21_000, {
            status: 'sold',
            sold_date_timestamp: '2026-11-10T00:00:00Z',
          }),
          testCar('A7', { slug: 'mazda-cx5-a7', make: 'Mazda', model: 'CX-5', price: 31_000 }),
          // The same slug as one of bravo's cars: view counts must stay per tenant.
          corolla('A8', 'shared-slug', 25_500),
          corolla('A9', 'toyota-corolla-image', 25_000, {
            images: [{ image: '/media/../../../etc/passwd.jpg' }],
          }),
        ],
      },
      {
        slug: 'bravo',
        cars: [
          corolla('B1', 'toyota-corolla-b1', 20_000, { km: 55_000 }),
          corolla('B2', 'toyota-corolla-b2', 28_000, { km: 30_000, make: 'TOYOTA', model: 'corolla' }),
          corolla('B3', 'toyota-corolla-b3', 30_000, { year: 2020 }),
          corolla('B4', 'toyota-corolla-far', 9_000, { km: 200_000 }),
          corolla('B5', 'toyota-corolla-old', 9_500, { year: 2018 }),
          corolla('B6', 'shared-slug', 27_000),
        ],
      },
    ],
    { now: () => clock },
  );
});

afterAll(async () => {
  await h?.close();
});

function expectJsonError(res: TestResponse, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  expect(typeof res.json?.message).toBe('string');
  expect(res.text).not.toMatch(/at .*\.ts:\d+/);
}

function rows(sql: string, ...params: string[]) {
  return h.runtime.db.prepare(sql).all(...params) as Record<string, unknown>[];
}

/** Raw bytes of a response: the harness decodes bodies as UTF-8, which a PDF is not. */
async function fetchBytes(
  host: string,
  path: string,
): Promise<{ status: number; headers: Headers; body: Buffer }> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: h.port, method: 'GET', path, headers: { host } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers))
            if (typeof value === 'string') headers.set(name, value);
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The text a PDF shows: every content stream inflated, TJ hex strings decoded (WinAnsi ≈ Latin-1). */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      lines.push(
        [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)]
          .map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1'))
          .join(''),
      );
    }
  }
  return lines.join('\n');
}

const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

function tenantCar(tenant: string, slug: string): Car {
  return h.runtime.deps.tenantData(tenant)!.carsBySlug.get(slug)!;
}

describe('[GAUGE-01] [API-04] GET /api/cars/:slug/autogauge', () => {
  it('[GAUGE-01] [API-04] answers the gauge from comparable stock of every site, this one and others', async () => {
    const res = await h.request(ALPHA, 'GET', '/api/cars/toyota-corolla-a1/autogauge');
    expect(res.status).toBe(200);
    // Comparables: alpha A2 22,000, A3 26,000, A4 23,000 (reserved still prices the market),
    // A6 21,000 (sold 10 days ago), A8 25,500, A9 25,000; bravo B1 20,000, B2 28,000 (case differs),
    // B3 30,000, B6 27,000. Not: A5 (price 150), A7 (Mazda), B4 (km out of band), B5 (year).
    const prices = [22_000, 26_000, 23_000, 21_000, 25_500, 25_000, 20_000, 28_000, 30_000, 27_000];
    const expected = autoGauge(
      {
        source: 'alpha',
        car: {
          id: 'A1',
          make: 'Toyota',
          model: 'Corolla',
          year: 2021,
          km: 41_000,
          price: 24_000,
          status: 'in_stock',
          reserved: false,
        },
      },
      prices.map((price, i) => ({
        source: 'x',
        car: {
          id: String(i),
          make: 'Toyota',
          model: 'Corolla',
          year: 2021,
          km: 41_000,
          price,
          status: 'in_stock',
          reserved: false,
        },
      })),
      clock,
    );
    expect(res.json).toEqual(expected);
    expect(res.json).toMatchObject({
      listing_price: 24_000,
      market_range_min: 20_900,
      market_range_max: 28_200,
    });
    expect(res.json.fill).toBeGreaterThan(0);
    expect(res.json.fill).toBeLessThan(1);
    expect(res.json.confidence).toBeGreaterThan(0.2);
    expect(res.json.confidence).toBeLessThanOrEqual(1);
  });

  it('[API-04] a bravo car is gauged against alpha stock too (the market is every site)', async () => {
    const res = await h.request(BRAVO, 'GET', '/api/cars/toyota-corolla-b1/autogauge');
    expect(res.status).toBe(200);
    expect(res.json.listing_price).toBe(20_000);
    expect(res.json.fill).toBe(1);
  });

  it('no answer (204 No Content) with too few comparables', async () => {
    const res = await h.request(ALPHA, 'GET', '/api/cars/mazda-cx5-a7/autogauge');
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
  });

  it('no answer (204 No Content) for a car not eligible: reserved, sold, priced 200 or less', async () => {
    for (const slug of ['toyota-corolla-reserved', 'toyota-corolla-sold', 'toyota-corolla-cheap']) {
      expect((await h.request(ALPHA, 'GET', `/api/cars/${slug}/autogauge`)).status).toBe(204);
    }
  });

  it('unknown or malformed slugs are 404 JSON', async () => {
    expectJsonError(await h.request(ALPHA, 'GET', '/api/cars/no-such-car/autogauge'), 404);
    expectJsonError(await h.request(ALPHA, 'GET', '/api/cars/Bad..Slug/autogauge'), 404);
    expectJsonError(await h.request(ALPHA, 'GET', `/api/cars/${'a'.repeat(300)}/autogauge`), 404);
  });

  it('is cached until the data changes: a rebuild of another site changes the answer', async () => {
    const first = await h.request(BRAVO, 'GET', '/api/cars/toyota-corolla-b2/autogauge');
    expect(first.status).toBe(200);
    const file = join(h.distDir, '.data', 'alpha.json');
    const original = readFileSync(file, 'utf8');
    try {
      const data = JSON.parse(original);
      data.cars = data.cars.filter((car: Car) => car.make !== 'Toyota');
      writeFileSync(file, JSON.stringify(data));
      const later = new Date(Date.now() + 60_000);
      utimesSync(file, later, later);
      // Bravo alone has B1, B3, B6 as comparables of B2: too few.
      expect((await h.request(BRAVO, 'GET', '/api/cars/toyota-corolla-b2/autogauge')).status).toBe(204);
    } finally {
      writeFileSync(file, original);
      const later = new Date(Date.now() + 120_000);
      utimesSync(file, later, later);
    }
    expect((await h.request(BRAVO, 'GET', '/api/cars/toyota-corolla-b2/autogauge')).json).toEqual(first.json);
  });
});

describe('[SEC-01] a car of another tenant is never answered on this tenant host', () => {
  it('[SEC-01] bravo car on the alpha host: 404 on every per-car call, nothing written', async () => {
    expectJsonError(await h.request(ALPHA, 'GET', '/api/cars/toyota-corolla-b1/autogauge'), 404);
    expectJsonError(await h.request(ALPHA, 'GET', '/api/cars/toyota-corolla-b1/view.json'), 404);
    expectJsonError(await h.request(ALPHA, 'GET', '/api/cars/toyota-corolla-b1/pdf'), 404);
    expectJsonError(
      await h.request(ALPHA, 'POST', '/api/cars/toyota-corolla-b1/phone-reveal', { car_id: 'B1' }),
      404,
    );
    expect(rows("SELECT * FROM car_views WHERE car_slug = 'toyota-corolla-b1'")).toEqual([]);
    expect(rows("SELECT * FROM phone_reveals WHERE car_id = 'B1'")).toEqual([]);
  });

  it('[SEC-01] an alpha phone reveal cannot name a bravo car id', async () => {
    expectJsonError(
      await h.request(ALPHA, 'POST', '/api/cars/toyota-corolla-a2/phone-reveal', { car_id: 'B1' }),
      400,
    );
    expect(rows("SELECT * FROM phone_reveals WHERE car_id = 'B1'")).toEqual([]);
  });
});

describe('[VDP-20] GET /api/cars/:slug/view.json', () => {
  it('[VDP-20] counts a view and answers { views, car_fields }', async () => {
    const res = await h.request(
      ALPHA,
      'GET',
      '/api/cars/toyota-corolla-a2/view.json?photos_count=0&updated_at=1763600000&website_id=1042',
    );
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      views: 1,
      car_fields: { id: 'A2', slug: 'toyota-corolla-a2', photos_count: 0 },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('[VDP-20] one client counts once per car per 30 minutes; later it counts again', async () => {
    clock = START;
    const path = '/api/cars/toyota-corolla-a3/view.json';
    expect((await h.request(ALPHA, 'GET', path)).json.views).toBe(1);
    for (let i = 0; i < 20; i++) expect((await h.request(ALPHA, 'GET', path)).json.views).toBe(1);
    clock = new Date(START.getTime() + 29 * 60_000);
    expect((await h.request(ALPHA, 'GET', path)).json.views).toBe(1);
    clock = new Date(START.getTime() + 30 * 60_000);
    expect((await h.request(ALPHA, 'GET', path)).json.views).toBe(2);
    expect((await h.request(ALPHA, 'GET', path)).json.views).toBe(2);
    clock = START;
    expect(
      rows("SELECT views FROM car_views WHERE tenant = 'alpha' AND car_slug = 'toyota-corolla-a3'"),
    ).toEqual([{ views: 2 }]);
  });

  it('[VDP-20] different clients each count (addresses from a trusted proxy)', async () => {
    const before = process.env['TRUST_PROXY'];
    process.env['TRUST_PROXY'] = '1';
    try {
      const path = '/api/cars/toyota-corolla-b3/view.json';
      expect(
        (await h.request(BRAVO, 'GET', path, undefined, { 'x-forwarded-for': '203.0.113.1' })).json.views,
      ).toBe(1);
      expect(
        (await h.request(BRAVO, 'GET', path, undefined, { 'x-forwarded-for': '203.0.113.2' })).json.views,
      ).toBe(2);
      expect(
        (await h.request(BRAVO, 'GET', path, undefined, { 'x-forwarded-for': '203.0.113.1' })).json.views,
      ).toBe(2);
    } finally {
      if (before === undefined) delete process.env['TRUST_PROXY'];
      else process.env['TRUST_PROXY'] = before;
    }
  });

  it('[VDP-20] counts are per tenant: the same slug on two sites counts separately', async () => {
    expect((await h.request(ALPHA, 'GET', '/api/cars/shared-slug/view.json')).json).toEqual({
      views: 1,
      car_fields: { id: 'A8', slug: 'shared-slug', photos_count: 0 },
    });
    const bravo = await h.request(BRAVO, 'GET', '/api/cars/shared-slug/view.json');
    expect(bravo.json).toEqual({ views: 1, car_fields: { id: 'B6', slug: 'shared-slug', photos_count: 0 } });
    expect(
      rows("SELECT tenant, views FROM car_views WHERE car_slug = 'shared-slug' ORDER BY tenant"),
    ).toEqual([
      { tenant: 'alpha', views: 1 },
      { tenant: 'bravo', views: 1 },
    ]);
  });

  it('accepts ISO dates and empty values for updated_at and website_id', async () => {
    for (const query of [
      'updated_at=2026-11-19T08:30:00Z',
      'updated_at=2026-11-19',
      'updated_at=&website_id=',
      'photos_count=12',
    ]) {
      expect((await h.request(ALPHA, 'GET', `/api/cars/toyota-corolla-a2/view.json?${query}`)).status).toBe(
        200,
      );
    }
  });

  it.each([
    'photos_count=abc',
    'photos_count=-1',
    'photos_count=1.5',
    'photos_count=123456',
    'updated_at=yesterday',
    'updated_at=2026-13-45',
    `updated_at=${'1'.repeat(41)}`,
    `website_id=${'x'.repeat(65)}`,
    'website_id=%3Cscript%3E',
    'photos_count=1&photos_count=2',
  ])('bad query values are 400 JSON and count nothing: %s', async (query) => {
    const before = rows(
      "SELECT views FROM car_views WHERE tenant = 'alpha' AND car_slug = 'toyota-corolla-a1'",
    );
    expectJsonError(await h.request(ALPHA, 'GET', `/api/cars/toyota-corolla-a1/view.json?${query}`), 400);
    expect(
      rows("SELECT views FROM car_views WHERE tenant = 'alpha' AND car_slug = 'toyota-corolla-a1'"),
    ).toEqual(before);
  });

  it('an unknown car is 404 JSON', async () => {
    expectJsonError(await h.request(ALPHA, 'GET', '/api/cars/no-such-car/view.json'), 404);
  });
});

describe('the view dedupe map is bounded', () => {
  it('forgets its least recently used entry beyond its capacity', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1);
    map.set('c', 3);
    expect(map.size).toBe(2);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(1);
    expect(map.get('c')).toBe(3);
  });
});

describe('[VDP-17] POST /api/cars/:slug/phone-reveal', () => {
  it('[VDP-17] records a reveal with car_id, dealership_id and website_id under this tenant', async () => {
    clock = START;
    const res = await h.request(ALPHA, 'POST', '/api/cars/toyota-corolla-a1/phone-reveal', {
      car_id: 'A1',
      dealership_id: 'd1',
      website_id: '1042',
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ success: true });
    expect(
      rows(
        "SELECT tenant, car_id, dealership_id, website_id, revealed_at FROM phone_reveals WHERE car_id = 'A1'",
      ),
    ).toEqual([
      {
        tenant: 'alpha',
        car_id: 'A1',
        dealership_id: 'd1',
        website_id: '1042',
        revealed_at: START.toISOString(),
      },
    ]);
  });

  it('[VDP-17] dealership_id and website_id are optional (missing, null or empty)', async () => {
    expect(
      (await h.request(BRAVO, 'POST', '/api/cars/toyota-corolla-b2/phone-reveal', { car_id: 'B2' })).status,
    ).toBe(201);
    expect(
      (
        await h.request(BRAVO, 'POST', '/api/cars/toyota-corolla-b2/phone-reveal', {
          car_id: 'B2',
          dealership_id: null,
          website_id: '',
        })
      ).status,
    ).toBe(201);
    expect(rows("SELECT tenant, dealership_id, website_id FROM phone_reveals WHERE car_id = 'B2'")).toEqual([
      { tenant: 'bravo', dealership_id: null, website_id: null },
      { tenant: 'bravo', dealership_id: null, website_id: null },
    ]);
  });

  it('whole-number ids are accepted and stored as text', async () => {
    expect(
      (
        await h.request(ALPHA, 'POST', '/api/cars/toyota-corolla-a2/phone-reveal', {
          car_id: 'A2',
          website_id: 1042,
        })
      ).status,
    ).toBe(201);
    expect(rows("SELECT website_id FROM phone_reveals WHERE car_id = 'A2'")).toEqual([
      { website_id: '1042' },
    ]);
  });

  it.each([
    ['no car_id', {}],
    ['car_id of the wrong type', { car_id: { id: 'A1' } }],
    ['car_id empty', { car_id: '' }],
    ['car_id of another car', { car_id: 'A2' }],
    ['dealership_id of the wrong type', { car_id: 'A1', dealership_id: true }],
    ['website_id too long', { car_id: 'A1', website_id: 'x'.repeat(65) }],
    ['website_id a fraction', { car_id: 'A1', website_id: 1.5 }],
    ['an array body', [{ car_id: 'A1' }]],
    ['a string body', '"A1"'],
  ])('%s: 400 JSON, nothing stored', async (_, body) => {
    const before = rows('SELECT COUNT(*) AS n FROM phone_reveals');
    expectJsonError(await h.request(ALPHA, 'POST', '/api/cars/toyota-corolla-a1/phone-reveal', body), 400);
    expect(rows('SELECT COUNT(*) AS n FROM phone_reveals')).toEqual(before);
  });

  it('a body that is not JSON is 400; one not sent as JSON is 415', async () => {
    expectJsonError(
      await h.request(ALPHA, 'POST', '/api/cars/toyota-corolla-a1/phone-reveal', '{car_id:'),
      400,
    );
    expectJsonError(
      await h.request(ALPHA, 'POST', '/api/cars/toyota-corolla-a1/phone-reveal', 'car_id=A1', {
        'content-type': 'application/x-www-form-urlencoded',
      }),
      415,
    );
  });

  it('an unknown car is 404 JSON', async () => {
    expectJsonError(
      await h.request(ALPHA, 'POST', '/api/cars/no-such-car/phone-reveal', { car_id: 'A1' }),
      404,
    );
  });
});

describe('[VDP-16] GET /api/cars/:slug/pdf', () => {
  it('[VDP-16] [COMP-01] answers an A4 PDF downloaded as {slug}.pdf with the car, price, price type, warranty, licence, facts and page URL', async () => {
    const res = await fetchBytes(ALPHA, '/api/cars/toyota-corolla-a1/pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="toyota-corolla-a1.pdf"');
    expect(res.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.body.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const pages = pageCount(res.body);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);

    const text = pdfText(res.body);
    const car = tenantCar('alpha', 'toyota-corolla-a1');
    expect(text).toContain(car.name);
    expect(text).toContain('Test Motors');
    expect(text).toContain('$24,000');
    // Under the price, as on the page: the price type, the statutory warranty, the licence.
    expect(text).toContain('Drive Away');
    expect(text).toContain('Statutory warranty: 3 months or 5,000 km');
    expect(text).toContain('Dealer licence MD12345');
    expect(text).toContain('JTNB23HK103456789');
    expect(text).toContain('Glacier White');
    expect(text).toContain('41,000 km');
    expect(text).toContain('02 9000 0000');
    expect(text).toContain('Feature number 15');
    expect(text).not.toContain('Feature number 16');
    expect(text).toContain('full service history');
    expect(text).toContain('Drives like new & ready to go.');
    expect(text).not.toContain('<b>');
    expect(text.replace(/\n/g, '')).toContain('https://www.alpha.example.com.au/cars/toyota-corolla-a1');
  });

  it('[VDP-16] a primary image outside the media folder is skipped silently', async () => {
    const res = await fetchBytes(ALPHA, '/api/cars/toyota-corolla-image/pdf');
    expect(res.status).toBe(200);
    expect(res.body.toString('latin1')).not.toContain('/Subtype /Image');
  });

  it('an unknown car is 404 JSON', async () => {
    expectJsonError(await h.request(ALPHA, 'GET', '/api/cars/no-such-car/pdf'), 404);
  });
});

describe('[VDP-16] the PDF embeds a local media image only', () => {
  let mediaRoot = '';
  beforeAll(() => {
    mediaRoot = mkdtempSync(join(tmpdir(), 'car-pdf-media-'));
    mkdirSync(join(mediaRoot, 'demo'), { recursive: true });
    writeFileSync(join(mediaRoot, 'demo', 'red.png'), tinyPng());
    writeFileSync(join(mediaRoot, 'demo', 'fake.jpg'), 'not a jpeg');
  });
  afterAll(() => rmSync(mediaRoot, { recursive: true, force: true }));

  it('resolves /media/ paths to JPEG or PNG files inside the folder, nothing else', () => {
    expect(localImageFile('/media/demo/red.png', mediaRoot)).toBe(join(mediaRoot, 'demo', 'red.png'));
    expect(localImageFile('/media/demo/red.png?w=300', mediaRoot)).toBe(join(mediaRoot, 'demo', 'red.png'));
    expect(localImageFile('/media/demo/missing.png', mediaRoot)).toBeUndefined();
    expect(localImageFile('/media/../../etc/passwd.png', mediaRoot)).toBeUndefined();
    expect(localImageFile('/media/demo/%2e%2e/%2e%2e/x.png', mediaRoot)).toBeUndefined();
    expect(localImageFile('/media/demo/red.gif', mediaRoot)).toBeUndefined();
    expect(localImageFile('https://cdn.example.com/media/demo/red.png', mediaRoot)).toBeUndefined();
    expect(localImageFile(undefined, mediaRoot)).toBeUndefined();
  });

  it('resolves a resized photo /img/… in the built site’s folder, and nowhere else', () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'car-pdf-site-'));
    mkdirSync(join(siteDir, 'img', '0123456789abcdef-1920'), { recursive: true });
    writeFileSync(join(siteDir, 'img', '0123456789abcdef-1920', '640.jpg'), tinyPng());
    expect(localImageFile('/img/0123456789abcdef-1920/640.jpg', mediaRoot, siteDir)).toBe(
      join(siteDir, 'img', '0123456789abcdef-1920', '640.jpg'),
    );
    expect(localImageFile('/img/0123456789abcdef-1920/640.jpg', mediaRoot)).toBeUndefined();
    expect(localImageFile('/img/%2e%2e/%2e%2e/x.jpg', mediaRoot, siteDir)).toBeUndefined();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it('embeds the primary image when present; a file that is not really an image is skipped', async () => {
    const base = tenantCar('alpha', 'toyota-corolla-a2');
    const tenant = h.runtime.deps.tenantData('alpha')!;
    const withImage = await carPdf({ ...base, primary_image_url: '/media/demo/red.png' }, tenant, {
      mediaRoot,
    });
    expect(withImage.toString('latin1')).toContain('/Subtype /Image');
    const fake = await carPdf({ ...base, primary_image_url: '/media/demo/fake.jpg' }, tenant, { mediaRoot });
    expect(fake.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(fake.toString('latin1')).not.toContain('/Subtype /Image');
  });

  it('[COMP-05] lists the checks the feed records, with their days and sources; a car without any, no check at all', async () => {
    const base = tenantCar('alpha', 'toyota-corolla-a2');
    const tenant = h.runtime.deps.tenantData('alpha')!;
    const checked = await carPdf(
      {
        ...base,
        ppsr_clear_date: '2026-06-10T00:00:00.000Z',
        ppsr_certificate: '20260610123456',
        odometer_check: { date: '2026-06-03T00:00:00.000Z', method: 'nevdis' },
        service_history: { kind: 'partial', source: 'receipts' },
      },
      tenant,
      { compress: false, mediaRoot },
    );
    const text = pdfText(checked).replace(/\n/g, ' ');
    expect(text).toContain('Checks recorded by Test Motors');
    expect(text).toContain('Clear title: PPSR checked 10 June 2026');
    expect(text).toMatch(
      /PPSR search: clear: +Searched on the Personal Property Securities Register on 10 June 2026/,
    );
    expect(text).toContain('Certificate 20260610123456.');
    expect(text).toMatch(/Odometer check: +Reading checked against the readings recorded on NEVDIS/);
    expect(text).toMatch(/Service history: +Partial service history from service receipts\./);
    const plain = pdfText(await carPdf(base, tenant, { compress: false, mediaRoot }));
    expect(plain).not.toMatch(/Checks recorded|PPSR|Odometer check|Service history|Roadworthy/);
  });

  it('stays within two pages with long comments, and drops characters the PDF fonts lack', async () => {
    const base = tenantCar('alpha', 'toyota-corolla-a1');
    const tenant = h.runtime.deps.tenantData('alpha')!;
    const pdf = await carPdf(
      { ...base, name: 'Toyota Corolla ✓ Sport', dealercomments: 'Great car. '.repeat(2000) },
      tenant,
      { compress: false, mediaRoot },
    );
    expect(pageCount(pdf)).toBeLessThanOrEqual(2);
    expect(pdfText(pdf)).toMatch(/Toyota Corolla +Sport/);
  });
});

/** A 2×2 red PNG, encoded here so the test needs no image file. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.from([0, 255, 0, 0, 255, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat([row, row]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
