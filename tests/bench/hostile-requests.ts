/**
 * Hostile requests for EVERY API route, deterministic, sent as raw HTTP/1.1 over a loopback
 * socket (so a request can carry what no HTTP client would send: a wrong Content-Length, two
 * Host headers, bytes no URL parser accepts). Bodies: wrong types, deep nesting, huge strings,
 * prototype keys, invalid UTF-8, truncated JSON, wrong content types, multipart garbage on the
 * image upload. Headers: forged X-Forwarded-For chains, huge headers within Node's limit, bad
 * Content-Length, odd Host, bad cookies. Odd methods, and paths with traversal and encoded bytes
 * on the routes with parameters.
 *
 * Used by the fuzz-and-faults suite (tests/unit/api/fuzz-and-faults.test.ts) and the `fuzz`
 * block of `npm run bench:leads`, over a site written by `writeFuzzSite` with every feature
 * the routes check switched on (so a hostile body reaches the route's own code, not a 404).
 */
import { connect } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { validateSettings } from '../../src/config/load-tenant.ts';
import { testCar, writeBuiltTenant } from '../unit/api/harness.ts';

// ---------------------------------------------------------------------------------------------
// The routes

export interface ApiRoute {
  method: 'GET' | 'POST' | 'DELETE';
  /** With :params, filled from the FuzzContext. */
  path: string;
}

/**
 * Every route under /api: the 36 of src/api/routes (the suite checks this list against the
 * source, so a new route without hostile requests fails it) and the server's own two.
 */
export const API_ROUTES: readonly ApiRoute[] = [
  { method: 'GET', path: '/api/health' },
  { method: 'GET', path: '/api/ready' },
  { method: 'GET', path: '/api/captcha/challenge' },
  { method: 'POST', path: '/api/leads' },
  { method: 'POST', path: '/api/auth/request-code' },
  { method: 'POST', path: '/api/auth/verify' },
  { method: 'POST', path: '/api/auth/sign-out' },
  { method: 'GET', path: '/api/auth/me' },
  { method: 'POST', path: '/api/watchlist/save-car' },
  { method: 'POST', path: '/api/watchlist/remove-car' },
  { method: 'GET', path: '/api/watchlist' },
  { method: 'GET', path: '/api/cars/:slug/autogauge' },
  { method: 'GET', path: '/api/car-summary/:id' },
  { method: 'GET', path: '/api/cars/:slug/deal' },
  { method: 'GET', path: '/api/cars/:slug/view.json' },
  { method: 'POST', path: '/api/cars/:slug/phone-reveal' },
  { method: 'GET', path: '/api/cars/:slug/pdf' },
  { method: 'GET', path: '/api/test-drive/availability' },
  { method: 'POST', path: '/api/youx/quote' },
  { method: 'POST', path: '/api/eval-expert/enter-vin' },
  { method: 'POST', path: '/api/eval-expert/manual-entry' },
  { method: 'POST', path: '/api/eval-expert/image-upload' },
  { method: 'GET', path: '/api/eval-expert/photos/:evalid/:photo' },
  { method: 'POST', path: '/api/eval-expert/update-eval' },
  { method: 'POST', path: '/api/miscellaneous' },
  { method: 'POST', path: '/api/reservations' },
  { method: 'GET', path: '/api/my/reservations' },
  { method: 'GET', path: '/api/cars/:slug/reservation' },
  { method: 'POST', path: '/api/payments' },
  { method: 'GET', path: '/api/payments/setup' },
  { method: 'GET', path: '/api/payments/:id' },
  { method: 'POST', path: '/api/payments/stripe/webhook' },
  { method: 'POST', path: '/api/promotions/spin-to-win' },
  { method: 'POST', path: '/api/alerts/saved-searches' },
  { method: 'GET', path: '/api/alerts/saved-searches' },
  { method: 'DELETE', path: '/api/alerts/saved-searches/:id' },
  { method: 'POST', path: '/api/alerts/confirm' },
  { method: 'POST', path: '/api/alerts/unsubscribe' },
];

export const routeName = (route: ApiRoute): string => `${route.method} ${route.path}`;

// ---------------------------------------------------------------------------------------------
// The site they run against

export const FUZZ_TENANT = 'fuzz';
/** A second tenant with the robot check on and sign-in required for checkout, payments and the promotion. */
export const GUARDED_TENANT = 'fuzz-guarded';

export interface FuzzContext {
  /** Host header of the fuzz tenant, e.g. fuzz.localhost. */
  host: string;
  /** Host header of the guarded tenant. */
  guardedHost: string;
  carId: string;
  carSlug: string;
  /** A valuation that exists (made by the caller through enter-vin), so uploads reach the image code. */
  evalId?: string | undefined;
}

/**
 * Writes a dist folder (built data only, as the API reads it) with the two fuzz tenants and a
 * few cars; `webhookUrl` gives the fuzz tenant a lead webhook (the server then needs
 * WEBHOOK_SECRET). Answers the context the requests need, but evalId.
 */
export function writeFuzzSite(distDir: string, options: { webhookUrl?: string } = {}): FuzzContext {
  const prizes = [
    { label: '$50 fuel card', chance: 6 },
    { label: 'Free window tint', chance: 3 },
    { label: '$500 off any car', chance: 1 },
  ];
  const features = {
    forms: { captcha: false, commentsRequired: false, imageUpload: true, valuationToMiscellaneous: true },
    finance: { quoteEnabled: true },
    payments: { onlinePaymentPage: true, purposes: ['invoice', 'service'], maxAmount: 2000 },
    vehicle: { reserve: { enabled: true, mode: 'checkout', defaultDeposit: 200 } },
    promotions: {
      spinToWin: {
        enabled: true,
        id: 'fuzz-spin',
        title: 'Fuzz Spin',
        prizes,
        closes: '2099-12-31',
        terms: ['One entry per person.'],
      },
    },
  };
  const tenants = [
    {
      slug: FUZZ_TENANT,
      settings: { ...features, leads: options.webhookUrl ? { webhookUrl: options.webhookUrl } : {} },
    },
    {
      slug: GUARDED_TENANT,
      settings: {
        ...features,
        forms: { ...features.forms, captcha: true },
        features: { gatedRoutes: ['checkout', 'online-payment', 'spin-to-win'] },
      },
    },
  ];
  const records = [
    testCar('F1'),
    testCar('F2', { make: 'Mazda', model: 'CX-5', price: 31_000 }),
    testCar('F3', { year: 2019, km: 88_000, price: 18_500 }),
  ];
  let context: FuzzContext | undefined;
  for (const tenant of tenants) {
    const settings = validateSettings(tenant.slug, {
      site: {
        name: `${tenant.slug} motors`,
        url: `https://www.${tenant.slug}.example.com.au`,
        timezone: 'Australia/Sydney',
      },
      ...tenant.settings,
    });
    const cars = writeBuiltTenant(distDir, {
      slug: tenant.slug,
      dir: join(distDir, tenant.slug),
      settings,
      cars: records,
    });
    const car = cars[0]!;
    context ??= {
      host: `${FUZZ_TENANT}.localhost`,
      guardedHost: `${GUARDED_TENANT}.localhost`,
      carId: car.id,
      carSlug: car.slug,
    };
  }
  return context!;
}

// ---------------------------------------------------------------------------------------------
// The requests

export interface HostileRequest {
  /** The route it is aimed at, as routeName gives it. */
  route: string;
  kind: string;
  method: string;
  /** The request-target as sent (latin1: may hold any byte). */
  target: string;
  /** Sent as given and in this order (latin1); Content-Length is added unless `framing` says otherwise. */
  headers: [string, string][];
  body?: Buffer | undefined;
  /** 'length' (default): Content-Length added when there is a body; 'chunked': sent chunked; 'as-is': nothing added. */
  framing?: 'length' | 'chunked' | 'as-is';
  /**
   * Close this side once the request is written: the server waiting for more body than was
   * declared sees the end. (Otherwise the connection stays open until the answer: Node's server
   * drops a request whose client half-closed before it was answered.)
   */
  halfClose?: boolean;
  /**
   * Not a request the app sees: Node's HTTP parser answers it itself (400, 431, 417…) with no
   * JSON, by design. Every other error answer on /api must be JSON with a message.
   */
  beforeApp?: boolean;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const PHONE = '0412 345 678';

/** A valid-looking body for each POST route, which the hostile variants start from. */
function baseBody(path: string, ctx: FuzzContext): Record<string, Json> {
  switch (path) {
    case '/api/leads':
      return { kind: 'enquiry', name: 'Jo Fuzz', email: 'jo@example.com', message: 'Is it available?' };
    case '/api/auth/request-code':
      return { phone: PHONE };
    case '/api/auth/verify':
      return { phone: PHONE, code: '123456' };
    case '/api/auth/sign-out':
      return {};
    case '/api/watchlist/save-car':
    case '/api/watchlist/remove-car':
      return { phone_number: PHONE, car_id: ctx.carId };
    case '/api/cars/:slug/phone-reveal':
      return { car_id: ctx.carId, dealership_id: 'd1', website_id: '1001' };
    case '/api/youx/quote':
      return { selfAssessedCreditScore: 'good', purchasePrice: 24_990, loanTerm: 60, year: 2021 };
    case '/api/eval-expert/enter-vin':
      return { rego: 'EHN58T', state: 'NSW' };
    case '/api/eval-expert/manual-entry':
      return { vin: 'JTDBR32E720123456', desc: '2021 Toyota Corolla Ascent Sport' };
    case '/api/eval-expert/update-eval':
      return { evalid: ctx.evalId ?? 'fuzz-eval-1', km: 41_000, cName: 'Jo Fuzz', cEmail: 'jo@example.com' };
    case '/api/miscellaneous':
      return { column_name: 'valuation', data: { offer_price: 18_000, rego: 'EHN58T' } };
    case '/api/reservations':
      return { car_slug: ctx.carSlug, name: 'Jo', email: 'jo@example.com', terms_conditions: true };
    case '/api/payments':
      return {
        purpose: 'invoice',
        reference: 'INV-1001',
        amount: 350.5,
        name: 'Jo',
        email: 'jo@example.com',
        phone: PHONE,
      };
    case '/api/payments/stripe/webhook':
      return {
        id: 'evt_fuzz',
        type: 'checkout.session.completed',
        data: { object: { id: 'cs_fuzz', metadata: { reservation_id: 'r1' } } },
      };
    case '/api/promotions/spin-to-win':
      return { name: 'Jo', email: 'jo@example.com', phone: PHONE, terms_conditions: true };
    case '/api/alerts/saved-searches':
      return { channel: 'email', email: 'jo@example.com', page_url: '/search/used-cars', frequency: 'daily' };
    case '/api/alerts/confirm':
    case '/api/alerts/unsubscribe':
      return { token: 'subscriber.signature' };
    default:
      return { a: 1 };
  }
}

/** The same shape with every value of another type. */
function confused(body: Record<string, Json>, i: number): Record<string, Json> {
  const swaps: ((value: Json) => Json)[] = [
    (value) => (typeof value === 'string' ? [value] : String(value)),
    (value) => (typeof value === 'number' ? { value } : typeof value === 'string' ? 12_345 : 'text'),
    (value) => (typeof value === 'boolean' ? 'true' : value === null ? 0 : false),
  ];
  return Object.fromEntries(
    Object.entries(body).map(([k, value], j) => [k, swaps[(i + j) % swaps.length]!(value)]),
  );
}

const withStrings = (body: Record<string, Json>, value: (old: string) => Json): Record<string, Json> =>
  Object.fromEntries(Object.entries(body).map(([k, old]) => [k, typeof old === 'string' ? value(old) : old]));

const firstStringKey = (body: Record<string, Json>): string =>
  Object.entries(body).find(([, value]) => typeof value === 'string')?.[0] ?? 'name';

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

interface BodyCase {
  kind: string;
  make(
    base: Record<string, Json>,
    i: number,
  ): Omit<HostileRequest, 'route' | 'kind' | 'method' | 'target' | 'headers'> & {
    headers?: [string, string][];
  };
}

const JSON_TYPE: [string, string] = ['content-type', 'application/json'];

/** Hostile JSON bodies (and bodies that are not JSON). */
const BODY_CASES: BodyCase[] = [
  { kind: 'wrong types', make: (base, i) => ({ body: json(confused(base, i)) }) },
  {
    kind: 'nulls',
    make: (base) => ({ body: json(Object.fromEntries(Object.keys(base).map((k) => [k, null]))) }),
  },
  {
    kind: 'deep array nesting',
    make: (_, i) => ({ body: Buffer.from(`${'['.repeat(5_000 + i)}${']'.repeat(5_000 + i)}`) }),
  },
  {
    kind: 'deep object nesting',
    make: (base) => ({
      body: Buffer.from(`{"${firstStringKey(base)}":${'{"a":'.repeat(3_000)}1${'}'.repeat(3_001)}`),
    }),
  },
  {
    kind: 'huge string under the limit',
    make: (base) => ({ body: json({ ...base, [firstStringKey(base)]: 'x'.repeat(60_000) }) }),
  },
  {
    kind: 'body over the limit (declared)',
    make: (base) => ({ body: json({ ...base, padding: 'x'.repeat(200_000) }) }),
  },
  {
    kind: 'body over the limit (chunked)',
    make: (base) => ({ body: json({ ...base, padding: 'y'.repeat(200_000) }), framing: 'chunked' }),
  },
  {
    kind: '__proto__ key',
    make: (base) => ({
      body: Buffer.from(`{"__proto__":{"polluted":true,"isAdmin":true},${JSON.stringify(base).slice(1)}`),
    }),
  },
  {
    kind: 'constructor.prototype and Object method keys',
    make: (base) => ({
      body: json({
        ...base,
        constructor: { prototype: { polluted: true } },
        toString: 'x',
        hasOwnProperty: 1,
        valueOf: [],
        data: { __proto__: 'x', constructor: 'y' },
      }),
    }),
  },
  {
    kind: 'invalid UTF-8 in a string',
    make: (base) => {
      const key = firstStringKey(base);
      const text = JSON.stringify({ ...base, [key]: 'MARK' });
      const [head, tail] = text.split('MARK') as [string, string];
      return {
        body: Buffer.concat([
          Buffer.from(head),
          Buffer.from([0xc3, 0x28, 0xff, 0xfe, 0xed, 0xa0, 0x80]),
          Buffer.from(tail),
        ]),
      };
    },
  },
  {
    kind: 'truncated JSON',
    make: (base) => ({ body: json(base).subarray(0, Math.max(1, json(base).length >> 1)) }),
  },
  {
    kind: 'binary garbage',
    make: (_, i) => ({ body: Buffer.from(Array.from({ length: 512 }, (_, j) => (j * 131 + i * 17) & 255)) }),
  },
  { kind: 'empty body', make: () => ({ body: Buffer.alloc(0) }) },
  {
    kind: 'JSON that is not an object',
    make: (_, i) => ({ body: Buffer.from(['null', '[]', '"text"', '1e999', 'true', '-0', '[{}]'][i % 7]!) }),
  },
  {
    kind: 'wrong content type',
    make: (base, i) => {
      const variants: [string | undefined, Buffer][] = [
        ['text/plain', json(base)],
        ['application/x-www-form-urlencoded', Buffer.from('name=Jo&email=jo%40example.com&__proto__[x]=1')],
        [undefined, json(base)],
        ['application/json; charset=utf-16', Buffer.from(JSON.stringify(base), 'utf16le')],
        ['application/json-patch+json', Buffer.from('[{"op":"add","path":"/__proto__/x","value":1}]')],
        ['APPLICATION/JSON;;;charset="', json(base)],
        [
          'multipart/form-data; boundary=zz',
          Buffer.from('--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--zz--\r\n'),
        ],
      ];
      const [type, body] = variants[i % variants.length]!;
      return { body, headers: type === undefined ? [] : [['content-type', type]] };
    },
  },
  {
    kind: 'lone surrogates, NUL and control characters',
    make: (base) => ({
      body: Buffer.from(
        JSON.stringify(withStrings(base, () => 'MARK')).replaceAll(
          '"MARK"',
          '"\\ud800\\u0000\\u202e\\u200b\\udfff\\u0007\\r\\n<script>alert(1)</script>"',
        ),
      ),
    }),
  },
  {
    kind: 'many keys',
    make: (base) => ({
      body: json({ ...base, ...Object.fromEntries(Array.from({ length: 4_000 }, (_, j) => [`k${j}`, j])) }),
    }),
  },
  {
    kind: 'extreme numbers',
    make: (base) => ({
      body: Buffer.from(
        JSON.stringify(
          Object.fromEntries(
            Object.entries(base).map(([k, value]) => [k, typeof value === 'number' ? 'NUMBER' : value]),
          ),
        )
          .replaceAll('"NUMBER"', '1e308')
          .replace(/}$/, ',"n1":-1e308,"n2":1e-400,"n3":9007199254740993,"n4":-0}'),
      ),
    }),
  },
  {
    kind: 'duplicate keys',
    make: (base) => ({
      body: Buffer.from(
        `${JSON.stringify(base).slice(0, -1)},"${firstStringKey(base)}":{"$gt":""},"${firstStringKey(base)}":[1,2]}`,
      ),
    }),
  },
  {
    kind: 'huge array',
    make: (base) => ({
      body: json({ ...base, [firstStringKey(base)]: Array.from({ length: 10_000 }, () => 'x') }),
    }),
  },
  {
    kind: 'SQL and path text in the fields',
    make: (base) => ({
      body: json(
        withStrings(base, (old) => `${old}' OR '1'='1'; DROP TABLE leads; -- ../../../../etc/passwd %00`),
      ),
    }),
  },
];

/** A real 2×2 JPEG: an upload that decodes, so it reaches the code that stores it. */
export const SMALL_JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCdAHrB/9k=',
  'base64',
);

/** A multipart form with `evalid` and one file (`filename` as sent, latin1). */
export function photoForm(
  evalid: string,
  photo: Buffer,
  filename = 'car.jpg',
): { body: Buffer; type: string } {
  const boundary = 'fuzz-photo-boundary';
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="evalid"\r\n\r\n${evalid}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`,
        'latin1',
      ),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

/** Multipart bodies for the image upload. */
function uploadCases(ctx: FuzzContext): BodyCase[] {
  const evalid = ctx.evalId ?? 'fuzz-eval-1';
  const part = (boundary: string, name: string, value: string | Buffer, filename?: string, type?: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(value) ? value : Buffer.from(value),
      Buffer.from('\r\n'),
    ]);
  const form = (boundary: string, ...parts: Buffer[]) =>
    Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
  const multipart = (boundary: string): [string, string] => [
    'content-type',
    `multipart/form-data; boundary=${boundary}`,
  ];
  const jpegHead = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
  const garbage = (n: number) => Buffer.from(Array.from({ length: n }, (_, j) => (j * 197 + 7) & 255));
  return [
    {
      kind: 'multipart without a boundary',
      make: () => ({ body: garbage(300), headers: [['content-type', 'multipart/form-data']] }),
    },
    {
      kind: 'multipart with the wrong boundary',
      make: () => ({ body: form('bbb', part('bbb', 'evalid', evalid)), headers: [multipart('aaa')] }),
    },
    {
      kind: 'truncated multipart',
      make: () => ({
        body: form(
          'b1',
          part('b1', 'evalid', evalid),
          part('b1', 'file', Buffer.concat([jpegHead, garbage(2000)]), 'a.jpg', 'image/jpeg'),
        ).subarray(0, 700),
        headers: [multipart('b1')],
      }),
    },
    {
      kind: 'two files',
      make: () => ({
        body: form(
          'b2',
          part('b2', 'evalid', evalid),
          part('b2', 'file', jpegHead, 'a.jpg', 'image/jpeg'),
          part('b2', 'file', jpegHead, 'b.jpg', 'image/jpeg'),
        ),
        headers: [multipart('b2')],
      }),
    },
    {
      kind: 'file sent as a text field',
      make: () => ({
        body: form('b3', part('b3', 'evalid', evalid), part('b3', 'file', 'not a file')),
        headers: [multipart('b3')],
      }),
    },
    {
      kind: 'evalid with traversal',
      make: () => ({
        body: form(
          'b4',
          part('b4', 'evalid', '../../../../etc/passwd'),
          part('b4', 'file', jpegHead, 'a.jpg', 'image/jpeg'),
        ),
        headers: [multipart('b4')],
      }),
    },
    {
      kind: 'file name with traversal',
      make: () => ({
        body: form(
          'b5',
          part('b5', 'evalid', evalid),
          part('b5', 'file', jpegHead, '../../../../tmp/x.jpg', 'image/jpeg'),
        ),
        headers: [multipart('b5')],
      }),
    },
    {
      kind: 'a real photo, its file name with traversal, NUL and markup',
      make: () => {
        const { body, type } = photoForm(
          evalid,
          SMALL_JPEG,
          '../../../x\u0000<img src=x onerror=alert(1)>.jpg',
        );
        return { body, headers: [['content-type', type]] };
      },
    },
    {
      kind: 'not an image',
      make: () => ({
        body: form(
          'b6',
          part('b6', 'evalid', evalid),
          part('b6', 'file', '#!/bin/sh\nrm -rf /\n', 'x.jpg', 'image/jpeg'),
        ),
        headers: [multipart('b6')],
      }),
    },
    {
      kind: 'image magic bytes, then garbage',
      make: (_, i) => {
        const heads = [
          jpegHead,
          Buffer.from([
            0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
          ]),
          Buffer.from('GIF89a\u0001\u0000\u0001\u0000'),
          Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypheic'), 0, 0, 0, 0, ...Buffer.from('mif1heic')]),
          Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '),
        ];
        return {
          body: form(
            'b7',
            part('b7', 'evalid', evalid),
            part(
              'b7',
              'file',
              Buffer.concat([heads[i % heads.length]!, garbage(4000)]),
              'a.jpg',
              'image/jpeg',
            ),
          ),
          headers: [multipart('b7')],
        };
      },
    },
    {
      kind: 'boundary of 200 characters',
      make: () => {
        const b = 'q'.repeat(200);
        return { body: form(b, part(b, 'evalid', evalid)), headers: [multipart(b)] };
      },
    },
    {
      kind: 'part without a name, nested multipart',
      make: () => ({
        body: Buffer.from(
          '--b8\r\nContent-Disposition: form-data\r\n\r\nx\r\n--b8\r\nContent-Disposition: form-data; name="file"\r\nContent-Type: multipart/mixed; boundary=in\r\n\r\n--in\r\n\r\nx\r\n--in--\r\n--b8--\r\n',
        ),
        headers: [multipart('b8')],
      }),
    },
    {
      kind: 'upload over the cap (declared)',
      make: () => ({
        body: Buffer.concat([part('b9', 'evalid', evalid), garbage(64 * 1024)]),
        headers: [multipart('b9'), ['content-length', String(11 * 1024 * 1024)]],
        framing: 'as-is',
      }),
    },
    {
      kind: 'empty multipart',
      make: () => ({ body: Buffer.from('--b10--\r\n'), headers: [multipart('b10')] }),
    },
    {
      kind: 'upload as JSON',
      make: () => ({ body: json({ evalid, file: 'data:image/jpeg;base64,/9j/4AAQ' }), headers: [JSON_TYPE] }),
    },
    {
      kind: 'multipart with header injection in the part',
      make: () => ({
        body: Buffer.from(
          `--b11\r\nContent-Disposition: form-data; name="evalid"; name="__proto__"\r\nContent-Disposition: attachment\r\n\r\n${evalid}\r\n--b11\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.jpg"; filename*=UTF-8''%e2%80%ae.jpg\r\n\r\n\u00ff\u00d8\u00ff\r\n--b11--\r\n`,
          'latin1',
        ),
        headers: [multipart('b11')],
      }),
    },
  ];
}

/** A client address of its own for request `i`, so per-client rate limits do not answer for the route. */
export function clientIp(i: number): string {
  return `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
}

interface HeaderCase {
  kind: string;
  /** Changes the request's headers (and maybe more); `base` are host, x-forwarded-for, connection. */
  apply(request: HostileRequest, ctx: FuzzContext, i: number): void;
}

const setHeader = (request: HostileRequest, name: string, value: string) => {
  request.headers = request.headers.filter(([n]) => n.toLowerCase() !== name.toLowerCase());
  request.headers.push([name, value]);
};

const HEADER_CASES: HeaderCase[] = [
  {
    kind: 'forged X-Forwarded-For chain',
    apply: (r, _, i) => setHeader(r, 'X-Forwarded-For', `127.0.0.1, 203.0.113.7, 10.0.0.1, ${clientIp(i)}`),
  },
  {
    kind: 'garbage X-Forwarded-For, twice',
    apply: (r, _, i) => {
      setHeader(r, 'x-forwarded-for', 'unknown, , ::ffff:not-an-ip, 999.999.1.1, <script>');
      r.headers.push(['X-Forwarded-For', `[::1]:80, ${clientIp(i)}`]);
    },
  },
  {
    kind: 'X-Forwarded-For chain of 600 hops',
    apply: (r, _, i) =>
      setHeader(
        r,
        'x-forwarded-for',
        `${Array.from({ length: 600 }, (_, j) => clientIp(j + 1)).join(',')}, ${clientIp(i)}`,
      ),
  },
  { kind: 'huge header within the limit', apply: (r) => r.headers.push(['X-Fuzz', 'a'.repeat(12_000)]) },
  {
    kind: 'headers over the limit',
    apply: (r) => {
      r.headers.push(['X-Fuzz', 'b'.repeat(20_000)]);
      r.beforeApp = true;
    },
  },
  {
    kind: 'Content-Length not a number',
    apply: (r) => {
      r.headers.push(['Content-Length', '12abc']);
      r.framing = 'as-is';
      r.body ??= Buffer.from('{}');
      r.beforeApp = true;
    },
  },
  {
    kind: 'Content-Length and Transfer-Encoding together',
    apply: (r) => {
      r.body ??= Buffer.from('{}');
      r.headers.push(['Content-Length', String(r.body.length)], ['Transfer-Encoding', 'chunked']);
      r.framing = 'as-is';
      r.beforeApp = true;
    },
  },
  {
    kind: 'Content-Length shorter than the body',
    apply: (r) => {
      r.body = Buffer.concat([r.body ?? Buffer.from('{}'), Buffer.from('GARBAGE / HTTP/1.1\r\n\r\n')]);
      r.headers.push(['Content-Length', String(Math.max(0, r.body.length - 30))]);
      r.framing = 'as-is';
      // The bytes past the declared length are a second, malformed request on the connection:
      // Node's parser answers 400 for it and closes, whatever the first one's answer was going to be.
      r.beforeApp = true;
    },
  },
  {
    kind: 'Content-Length longer than the body',
    apply: (r) => {
      r.body ??= Buffer.from('{}');
      r.headers.push(['Content-Length', String(r.body.length + 1000)]);
      r.framing = 'as-is';
      // The server waits for the rest until the client closes its side: then it is a bad request.
      r.halfClose = true;
      r.beforeApp = true;
    },
  },
  {
    kind: 'odd Host',
    apply: (r, ctx, i) => {
      // [Host, whether it is a valid host[:port] at all]: an invalid one (userinfo, a list, a
      // port past 65535) is answered 400 by the HTTP adapter (@hono/node-server) before the app,
      // with no body, as RFC 9110 asks for a bad Host; the app never sees it.
      const hosts: [string, boolean][] = [
        [ctx.host.toUpperCase(), true],
        [`${ctx.host}.`, true],
        [`${ctx.host}:1`, true],
        ['evil.example', true],
        [`${ctx.host}@evil.example`, false],
        ['[::1]', true],
        ['', true],
        [`evil.example, ${ctx.host}`, false],
        [`xn--${ctx.host}`, true],
        [`${ctx.guardedHost}:99999`, false],
      ];
      const [host, valid] = hosts[i % hosts.length]!;
      setHeader(r, 'Host', host);
      if (!valid) r.beforeApp = true;
    },
  },
  {
    kind: 'no Host header',
    apply: (r) => {
      r.headers = r.headers.filter(([n]) => n.toLowerCase() !== 'host');
      r.beforeApp = true;
    },
  },
  {
    kind: 'two Host headers',
    apply: (r, ctx) => {
      r.headers.push(['Host', 'evil.example'], ['Host', ctx.guardedHost]);
      r.beforeApp = true;
    },
  },
  {
    kind: 'bad session cookie',
    apply: (r, _, i) => {
      const cookies = [
        'dealer_session=%zz%ff%',
        'dealer_session="unterminated',
        `dealer_session=${'A'.repeat(4_000)}`,
        '; ; =; dealer_session; ==',
        Array.from({ length: 200 }, (_, j) => `c${j}=v${j}`).join('; '),
        'dealer_session=a; dealer_session=b; DEALER_SESSION=c',
        'dealer_session=../../etc/passwd; __proto__=x; constructor=y',
        'dealer_session=\u00ff\u00fe\u00e9',
      ];
      setHeader(r, 'Cookie', cookies[i % cookies.length]!);
    },
  },
  {
    kind: 'hostile Origin',
    apply: (r, _, i) =>
      setHeader(
        r,
        'Origin',
        ['https://evil.example', 'null', 'https://www.fuzz.example.com.au.evil.example', '*'][i % 4]!,
      ),
  },
  {
    kind: 'odd Accept and Accept-Encoding',
    apply: (r) => {
      setHeader(r, 'Accept-Encoding', 'gzip;q=abc, br;q=-1, deflate, *;q=2, x'.repeat(20));
      setHeader(r, 'Accept', '*/*;q=0, text/html;level=99999999999');
    },
  },
  {
    kind: 'bad Idempotency-Key',
    apply: (r, _, i) =>
      setHeader(
        r,
        'Idempotency-Key',
        ['x', 'k'.repeat(101), 'bad key !!', '\u00ff\u00fe\u00fdkey1234', '../../../etc'][i % 5]!,
      ),
  },
  {
    kind: 'bytes above ASCII in a header',
    apply: (r) => setHeader(r, 'User-Agent', 'Mozilla/5.0 \u00ff\u00fe\u0080\u00e9'),
  },
  {
    kind: 'Content-Encoding on a plain body',
    apply: (r) => {
      r.body ??= Buffer.from('{}');
      setHeader(r, 'Content-Encoding', 'gzip, br');
    },
  },
  {
    kind: 'Expect header',
    apply: (r, _, i) => {
      setHeader(r, 'Expect', i % 2 === 0 ? '100-continue' : 'something-else');
      if (i % 2 === 1) r.beforeApp = true;
    },
  },
  {
    kind: 'bad chunk sizes',
    apply: (r) => {
      r.headers.push(['Transfer-Encoding', 'chunked']);
      r.body = Buffer.from('zz\r\n{}\r\n0\r\n\r\n');
      r.framing = 'as-is';
      r.beforeApp = true;
    },
  },
  {
    kind: 'Upgrade: websocket',
    apply: (r) => {
      setHeader(r, 'Connection', 'Upgrade');
      r.headers.push(
        ['Upgrade', 'websocket'],
        ['Sec-WebSocket-Key', 'dGhlIHNhbXBsZSBub25jZQ=='],
        ['Sec-WebSocket-Version', '13'],
      );
    },
  },
  {
    kind: 'Authorization and proxy headers',
    apply: (r) => {
      r.headers.push(
        ['Authorization', `Bearer ${'e'.repeat(2000)}`],
        ['X-Forwarded-Host', 'evil.example'],
        ['X-Forwarded-Proto', 'gopher'],
        ['X-Real-IP', '127.0.0.1'],
        ['X-HTTP-Method-Override', 'DELETE'],
      );
    },
  },
];

interface PathCase {
  kind: string;
  /** Replaces the route's parameters (or appends to a route without any). */
  value: string;
  beforeApp?: boolean;
}

const PATH_CASES: PathCase[] = [
  { kind: 'encoded traversal in a parameter', value: '..%2F..%2F..%2F..%2Fetc%2Fpasswd' },
  { kind: 'traversal in the path', value: '../../../../etc/passwd' },
  { kind: 'encoded NUL and CR LF', value: 'x%00%0d%0aSet-Cookie:%20a=b' },
  { kind: 'malformed percent-encoding', value: '%E0%A4%A%zz%' },
  { kind: 'overlong UTF-8 dots', value: '%c0%ae%c0%ae%c0%af%c0%ae%c0%ae' },
  { kind: 'very long parameter', value: 'a'.repeat(8_000) },
  { kind: 'encoded unicode', value: encodeURIComponent('ñ漢字🚗\u202e') },
  // Not allowed in a request-target: Node's parser refuses it.
  { kind: 'raw bytes above ASCII', value: '\u00ff\u00e9\u0080', beforeApp: true },
  { kind: 'backslashes and dot segments', value: '.%2e/%5c..%5c./x' },
  { kind: 'raw control byte', value: 'a\u0001b', beforeApp: true },
];

const QUERY_CASES = [
  '?__proto__[polluted]=1&constructor[prototype][x]=1&toString=1',
  '?photos_count=1&photos_count=2&updated_at=9999999999999999&website_id=%00',
  '?location_id=l1&date=2026-02-30&date=x',
  `?expires=${'9'.repeat(400)}&sig=%zz`,
  '?a=%E0%A4%A&&&==&',
];

const UPLOAD = '/api/eval-expert/image-upload';

function fillPath(path: string, ctx: FuzzContext): string {
  return path
    .replace(':slug', ctx.carSlug)
    .replace(':id', path.includes('payments') ? '00000000-0000-4000-8000-000000000000' : ctx.carId)
    .replace(':evalid', ctx.evalId ?? 'fuzz-eval-1')
    .replace(':photo', '1');
}

/** The query a GET route works with, so hostile headers reach its code. */
function goodQuery(path: string): string {
  if (path === '/api/test-drive/availability') return '?location_id=l1&date=2027-03-01';
  if (path.endsWith('/view.json')) return '?photos_count=3&website_id=1001';
  if (path.startsWith('/api/eval-expert/photos/'))
    return `?expires=${Date.UTC(2099, 0, 1) / 1000}&sig=${'0'.repeat(64)}`;
  return '';
}

/** How many of each kind of case every route gets; undefined: all of them. */
export interface Share {
  bodies?: number | undefined;
  headers?: number | undefined;
  paths?: number | undefined;
  methods?: number | undefined;
}

/** `count` items of `list` from `offset` on, wrapping round: routes take turns over the cases. */
function turn<T>(list: readonly T[], count: number | undefined, offset: number): T[] {
  if (count === undefined || count >= list.length) return [...list];
  return Array.from({ length: count }, (_, k) => list[(offset * count + k) % list.length]!);
}

/**
 * The hostile requests for every route: for a POST route the hostile bodies (multipart garbage
 * on the upload, every case of it); for every route hostile headers and methods; for the routes
 * with parameters hostile values in each, for the others hostile path tails; a polluted query and
 * an absolute-form target naming another host. `share` bounds how many of each case list a route
 * gets (routes take turns, so every case still reaches several routes); `round` shifts the turns,
 * for more variety in a longer run (the benchmark's).
 */
export function hostileRequests(
  ctx: FuzzContext,
  options: { round?: number; share?: Share } = {},
): HostileRequest[] {
  const round = options.round ?? 0;
  const share = options.share ?? {};
  const requests: HostileRequest[] = [];
  let n = round * 100_000;
  const start = (
    route: ApiRoute,
    kind: string,
    method: string = route.method,
    host = ctx.host,
  ): HostileRequest => {
    const i = n++;
    return {
      route: routeName(route),
      kind,
      method,
      target: `${fillPath(route.path, ctx)}${goodQuery(route.path)}`,
      headers: [
        ['Host', host],
        ['X-Forwarded-For', clientIp(i & 0xffffff)],
        ['Connection', 'close'],
      ],
    };
  };
  /** The route's ordinary body: JSON, or for the upload a multipart form (evalid and a file that is no photo). */
  const withBody = (request: HostileRequest, base: Record<string, Json>) => {
    if (request.route === `POST ${UPLOAD}`) {
      const evalid = ctx.evalId ?? 'fuzz-eval-1';
      request.headers.push(['content-type', 'multipart/form-data; boundary=ok']);
      request.body = Buffer.from(
        `--ok\r\nContent-Disposition: form-data; name="evalid"\r\n\r\n${evalid}\r\n--ok\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\u00ff\u00d8\u00ff\u00e0 not a photo\r\n--ok--\r\n`,
        'latin1',
      );
      return;
    }
    request.headers.push(JSON_TYPE);
    request.body = json(base);
  };
  API_ROUTES.forEach((route, r) => {
    const post = route.method === 'POST';
    const base = baseBody(route.path, ctx);
    const offset = r + round;
    // Bodies
    if (route.path === UPLOAD) {
      for (const [j, c] of uploadCases(ctx).entries()) {
        const request = start(route, `upload: ${c.kind}`);
        const { headers = [], ...made } = c.make(base, j + round);
        Object.assign(request, made);
        request.headers.push(...headers);
        requests.push(request);
      }
    }
    if (post && route.path !== UPLOAD) {
      for (const c of turn(BODY_CASES, share.bodies, offset)) {
        const request = start(route, `body: ${c.kind}`);
        const { headers = [JSON_TYPE], ...made } = c.make(base, offset);
        Object.assign(request, made);
        request.headers.push(...headers);
        requests.push(request);
      }
      // The guarded tenant: robot check on, sign-in required where it gates the page.
      const guarded = start(
        route,
        'body: garbage robot-check payload (guarded tenant)',
        'POST',
        ctx.guardedHost,
      );
      const altcha = [
        'not base64 !!',
        Buffer.from('{"challenge":{"__proto__":{}},"solution":1}').toString('base64'),
        Buffer.from(
          JSON.stringify({ challenge: { algorithm: 'SHA-256', parameters: 'x' }, solution: { counter: -1 } }),
        ).toString('base64'),
        'A'.repeat(20_000),
      ][offset % 4];
      withBody(guarded, { ...base, altcha: altcha ?? null });
      guarded.headers.push(['Cookie', 'dealer_session=forged-session-token']);
      requests.push(guarded);
    } else {
      const request = start(route, 'body: a JSON body on a GET');
      request.headers.push(JSON_TYPE);
      request.body = Buffer.from('{"__proto__":{"polluted":true}}');
      requests.push(request);
    }
    // Headers
    for (const [k, c] of turn(HEADER_CASES, share.headers, offset).entries()) {
      const request = start(route, `header: ${c.kind}`);
      if (post) withBody(request, base);
      c.apply(request, ctx, offset + k);
      requests.push(request);
    }
    // Methods
    const methods: [string, string, boolean][] = [
      [['PUT', 'DELETE', 'PATCH', 'TRACE'][offset % 4]!, 'another method', false],
      ['OPTIONS', 'CORS preflight from another origin', false],
      [['FUZZ', 'get', 'G ET'][offset % 3]!, 'a method that is not HTTP', true],
      [post ? 'GET' : 'POST', 'the other of GET and POST', false],
      ...(post ? [] : ([['HEAD', 'HEAD', false]] as [string, string, boolean][])),
    ];
    for (const [method, kind, beforeApp] of turn(methods, share.methods, offset)) {
      const request = start(route, `method: ${kind}`, method);
      if (method === 'OPTIONS')
        request.headers.push(
          ['Origin', 'https://evil.example'],
          ['Access-Control-Request-Method', route.method],
          ['Access-Control-Request-Headers', 'content-type, x-evil'],
        );
      if (beforeApp) request.beforeApp = true;
      requests.push(request);
    }
    // Paths: hostile values in each parameter, or as a tail on a route without any
    const params = route.path.match(/:[a-z]+/g) ?? [];
    for (const c of turn(PATH_CASES, params.length > 0 ? share.paths : 2, offset)) {
      const targets =
        params.length > 0
          ? params.map((param) => fillPath(route.path.replace(param, c.value), ctx))
          : [`${route.path}/${c.value}`];
      for (const target of targets) {
        const request = start(route, `path: ${c.kind}`);
        request.target = target;
        if (c.beforeApp) request.beforeApp = true;
        if (post) withBody(request, base);
        requests.push(request);
      }
    }
    const query = start(route, 'path: query pollution');
    query.target = `${fillPath(route.path, ctx)}${QUERY_CASES[offset % QUERY_CASES.length]}`;
    if (post) withBody(query, base);
    requests.push(query);
    const absolute = start(route, 'path: absolute-form target naming another host');
    absolute.target = `http://evil.example${fillPath(route.path, ctx)}`;
    if (post) withBody(absolute, base);
    requests.push(absolute);
  });
  return requests;
}

/**
 * One ordinary request for every route: its usual body (a real photo on the upload), path and
 * query, from client `i` up. What a storage fault is met with, route by route.
 */
export function ordinaryRequests(ctx: FuzzContext, firstClient = 0): HostileRequest[] {
  return API_ROUTES.map((route, r) => {
    const request: HostileRequest = {
      route: routeName(route),
      kind: 'ordinary',
      method: route.method,
      target: `${fillPath(route.path, ctx)}${goodQuery(route.path)}`,
      headers: [
        ['Host', ctx.host],
        ['X-Forwarded-For', clientIp(firstClient + r)],
        ['Connection', 'close'],
      ],
    };
    if (route.path === UPLOAD) {
      const { body, type } = photoForm(ctx.evalId ?? 'fuzz-eval-1', SMALL_JPEG);
      request.headers.push(['content-type', type]);
      request.body = body;
    } else if (route.method === 'POST') {
      request.headers.push(JSON_TYPE, ['Idempotency-Key', `ordinary-${firstClient}-${r}`]);
      request.body = json(baseBody(route.path, ctx));
    }
    return request;
  });
}

// ---------------------------------------------------------------------------------------------
// Sending them

export interface RawAnswer {
  /** 0 when no status line came back. */
  status: number;
  headers: Record<string, string>;
  text: string;
  json: unknown;
  /** Why the exchange ended without a complete answer, when it did. */
  error?: string | undefined;
}

/** The bytes of `request` on the wire: request line, headers, body framed as asked. */
export function requestBytes(request: HostileRequest): { head: Buffer; body: Buffer } {
  const headers = [...request.headers];
  const framing = request.framing ?? 'length';
  let body = request.body ?? Buffer.alloc(0);
  if (framing === 'length' && request.body !== undefined)
    headers.push(['Content-Length', String(body.length)]);
  if (framing === 'chunked') {
    headers.push(['Transfer-Encoding', 'chunked']);
    const chunks: Buffer[] = [];
    for (let at = 0; at < body.length; at += 16_384) {
      const chunk = body.subarray(at, at + 16_384);
      chunks.push(Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n'));
    }
    chunks.push(Buffer.from('0\r\n\r\n'));
    body = Buffer.concat(chunks);
  }
  const head = `${request.method} ${request.target} HTTP/1.1\r\n${headers.map(([n, value]) => `${n}: ${value}\r\n`).join('')}\r\n`;
  return { head: Buffer.from(head, 'latin1'), body };
}

interface Parsed {
  complete: boolean;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

function dechunk(data: Buffer): { body: Buffer; complete: boolean } {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = data.indexOf('\r\n', at);
    if (eol < 0) return { body: Buffer.concat(parts), complete: false };
    const size = Number.parseInt(data.subarray(at, eol).toString('latin1').split(';')[0]!, 16);
    if (!Number.isFinite(size)) return { body: Buffer.concat(parts), complete: true };
    if (size === 0) return { body: Buffer.concat(parts), complete: true };
    if (data.length < eol + 2 + size + 2) return { body: Buffer.concat(parts), complete: false };
    parts.push(data.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
}

/** Parses the first final (non-1xx) response in `raw`; `complete` once all of it arrived. */
function parseResponse(raw: Buffer, head: boolean): Parsed {
  let at = 0;
  for (;;) {
    const end = raw.indexOf('\r\n\r\n', at);
    if (end < 0) return { complete: false, status: 0, headers: {}, body: Buffer.alloc(0) };
    const lines = raw.subarray(at, end).toString('latin1').split('\r\n');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? '')?.[1] ?? 0);
    const headers: Record<string, string> = {};
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':');
      if (colon <= 0) continue;
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
    }
    if (status >= 100 && status < 200 && status !== 101) {
      at = end + 4;
      continue;
    }
    const rest = raw.subarray(end + 4);
    if (head || status === 204 || status === 304 || status === 101)
      return { complete: true, status, headers, body: Buffer.alloc(0) };
    if (headers['transfer-encoding']?.toLowerCase().includes('chunked')) {
      const { body, complete } = dechunk(rest);
      return { complete, status, headers, body };
    }
    if (headers['content-length'] !== undefined) {
      const length = Number(headers['content-length']);
      return { complete: rest.length >= length, status, headers, body: rest.subarray(0, length) };
    }
    return { complete: false, status, headers, body: rest };
  }
}

function decoded(body: Buffer, encoding: string | undefined): Buffer {
  try {
    if (encoding === 'gzip') return gunzipSync(body);
    if (encoding === 'deflate') return inflateSync(body);
    if (encoding === 'br') return brotliDecompressSync(body);
  } catch {
    // left as it came
  }
  return body;
}

/**
 * Sends one hostile request on a fresh loopback connection and reads the answer (a server that
 * refuses a large body answers at once and closes). Never rejects: no answer is status 0 with
 * the reason.
 */
export function sendRaw(port: number, request: HostileRequest, timeoutMs = 10_000): Promise<RawAnswer> {
  const { head, body } = requestBytes(request);
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, allowHalfOpen: true });
    const received: Buffer[] = [];
    let total: Buffer = Buffer.alloc(0);
    let done = false;
    let error: string | undefined;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const parsed = parseResponse(total, request.method === 'HEAD');
      const content = decoded(parsed.body, parsed.headers['content-encoding']);
      const text = content.toString('utf8');
      let parsedJson: unknown;
      try {
        parsedJson = JSON.parse(text);
      } catch {
        parsedJson = undefined;
      }
      resolve({
        status: parsed.status,
        headers: parsed.headers,
        text,
        json: parsedJson,
        error: parsed.complete ? undefined : (error ?? 'incomplete answer'),
      });
    };
    const timer = setTimeout(() => {
      error = `no complete answer within ${timeoutMs} ms`;
      finish();
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      total = Buffer.concat(received);
      if (parseResponse(total, request.method === 'HEAD').complete) finish();
    });
    socket.on('end', () => setImmediate(finish));
    socket.on('close', finish);
    socket.on('error', (e: NodeJS.ErrnoException) => {
      error = e.code ?? e.message;
      // What was received before the reset is still the answer.
      setImmediate(finish);
    });
    // One write, never another: a write started after the server answered early and reset the
    // connection would fail, and the socket would be torn down before the answer it holds is
    // read. What is still queued when the reset comes is dropped after the answer is read.
    socket.on('connect', () => {
      socket.write(Buffer.concat([head, body]));
      if (request.halfClose) socket.end();
    });
  });
}

/** The path the server routes `target` by (dot segments resolved, absolute form reduced). */
export function routedPath(target: string): string {
  try {
    return new URL(target, 'http://x').pathname;
  } catch {
    return target;
  }
}

/**
 * What is wrong with `answer` to `request`, or undefined: no answer, a 5xx that is not 503, a
 * stack trace, or (for a request the app itself handles) an error on /api without a JSON message.
 */
export function problemWith(request: HostileRequest, answer: RawAnswer): string | undefined {
  if (answer.status === 0) return `no answer (${answer.error ?? 'closed'})`;
  if (answer.status >= 500 && answer.status !== 503)
    return `answered ${answer.status}: ${answer.text.slice(0, 200)}`;
  if (/\n\s+at \S+ \(|node:internal|\/src\/[\w/-]+\.ts:\d+/.test(answer.text))
    return `answered ${answer.status} with a stack trace: ${answer.text.slice(0, 200)}`;
  const path = routedPath(request.target);
  const api = /^\/api(\/|$)/.test(path);
  if (answer.status >= 400 && api && request.method !== 'HEAD' && !request.beforeApp) {
    const body = answer.json as { message?: unknown; status?: unknown } | undefined;
    // /api/ready's 503 is its answer, not an error: { status: 'not ready', checks }.
    const message = path === '/api/ready' && answer.status === 503 ? body?.status : body?.message;
    if (typeof message !== 'string' || message === '')
      return `answered ${answer.status} without a JSON message: ${JSON.stringify(answer.text.slice(0, 120))}`;
  }
  return undefined;
}

export interface RouteCounts {
  sent: number;
  '2xx': number;
  '3xx': number;
  '4xx': number;
  '503': number;
  '5xx not 503': number;
  unanswered: number;
}

export const emptyCounts = (): RouteCounts => ({
  sent: 0,
  '2xx': 0,
  '3xx': 0,
  '4xx': 0,
  '503': 0,
  '5xx not 503': 0,
  unanswered: 0,
});

/** Adds one answer to its route's counts. */
export function count(counts: Map<string, RouteCounts>, request: HostileRequest, answer: RawAnswer): void {
  const row = counts.get(request.route) ?? emptyCounts();
  counts.set(request.route, row);
  row.sent++;
  const s = answer.status;
  if (s === 0) row.unanswered++;
  else if (s === 503) row['503']++;
  else if (s >= 500) row['5xx not 503']++;
  else if (s >= 400) row['4xx']++;
  else if (s >= 300) row['3xx']++;
  else row['2xx']++;
}

/** The counts as a fixed-width table, one line per route and a total. */
export function countsTable(counts: Map<string, RouteCounts>): string {
  // Listed, not Object.keys: '503' is an integer-like key, which objects list first.
  const columns: (keyof RouteCounts)[] = ['sent', '2xx', '3xx', '4xx', '503', '5xx not 503', 'unanswered'];
  const total = emptyCounts();
  const rows = [...counts].map(([route, row]) => {
    for (const c of columns) total[c] += row[c];
    return [route, ...columns.map((c) => String(row[c]))];
  });
  rows.push(['total', ...columns.map((c) => String(total[c]))]);
  const widths = [
    Math.max(5, ...rows.map((row) => row[0]!.length)),
    ...columns.map((c) => Math.max(c.length, 5)),
  ];
  const line = (cells: string[]) =>
    cells.map((cell, j) => (j === 0 ? cell.padEnd(widths[j]!) : cell.padStart(widths[j]!))).join('  ');
  return [line(['route', ...columns]), ...rows.map(line)].join('\n');
}

/**
 * Sends `requests` with `concurrency` in flight, bounded by `deadline` (epoch ms); answers each
 * with its request, in the order of `requests`. Requests not sent by the deadline are left out.
 */
export async function sendAll(
  port: number,
  requests: readonly HostileRequest[],
  concurrency: number,
  deadline = Number.POSITIVE_INFINITY,
): Promise<{ request: HostileRequest; answer: RawAnswer }[]> {
  const results: ({ request: HostileRequest; answer: RawAnswer } | undefined)[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests.length && Date.now() < deadline) {
        const index = next++;
        const request = requests[index]!;
        results[index] = { request, answer: await sendRaw(port, request) };
      }
    }),
  );
  return results.filter((result) => result !== undefined);
}
