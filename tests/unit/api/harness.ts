/**
 * Starts the REAL server (createRuntime + @hono/node-server) on a loopback port over
 * throwaway tenants, for API tests, on the SQLite store (runtime.db is its connection, for
 * tests that read what was stored; the store contract suite covers PostgreSQL). Requests go through node:http because the tenant is
 * chosen by the Host header, which fetch() cannot set.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import * as v from 'valibot';
import type { SiteData } from '../../../src/build/site-data.ts';
import { validateSettings } from '../../../src/config/load-tenant.ts';
import type { TenantSettings } from '../../../src/config/schema.ts';
import type { Adapters } from '../../../src/api/adapters/index.ts';
import { offlineEmail } from '../../../src/api/adapters/email.ts';
import { offlineSms } from '../../../src/api/adapters/sms.ts';
import { fetchWebhook } from '../../../src/api/adapters/webhook.ts';
import { importRecords } from '../../../src/feed/import-feed.ts';
import { LocationsFileSchema } from '../../../src/model/location.ts';
import { locationSlug } from '../../../src/model/location-slug.ts';
import type { Database } from '../../../src/api/store/sqlite/database.ts';
import { openSqliteStore } from '../../../src/api/store/sqlite/index.ts';
import { createRuntime, type Runtime } from '../../../src/server/runtime.ts';
import { ServicePageSchema } from '../../../src/model/service-page.ts';
import { ValuationReferencesSchema } from '../../../src/model/valuation-references.ts';

export interface TestTenant {
  slug: string;
  settings?: Record<string, unknown>;
  /** Raw feed records (canonical JSON shape). */
  cars?: Record<string, unknown>[];
  locations?: unknown;
  /** The tenant's service.json (its servicing page and booking form). */
  service?: unknown;
  /** The tenant's valuation-references.json (the dealer's instant-offer rules and references). */
  valuation?: unknown;
}

export interface TestResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON each endpoint answers
  json: any;
}

export interface Harness {
  port: number;
  dataDir: string;
  distDir: string;
  runtime: Runtime & { db: Database };
  request(
    host: string,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<TestResponse>;
  close(): Promise<void>;
}

export const DEFAULT_LOCATIONS = {
  dealerships: [{ id: 'd1', name: 'Test Motors', slug: 'test-motors' }],
  locations: [
    {
      id: 'l1',
      name: 'Test Motors - Sales',
      primary: true,
      dealership_id: 'd1',
      address: {
        street: '1 Main St',
        city: 'Caringbah',
        state: 'NSW',
        postcode: '2229',
        lat: -34.04,
        long: 151.12,
      },
      contact_detail: {
        phone: '02 9000 0000',
        email: 'sales@testmotors.example.com.au',
        opening_hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
          weekday === 0
            ? { weekday, status: 'Closed' }
            : { weekday, status: 'Open', open: '09:00', close: '17:00' },
        ),
      },
    },
  ],
};

/**
 * Writes a tenant into `distDir` as a build publishes it for the server: a home page and a
 * 404 page, the site record (URL and domains) and the API's data file. Its imported cars back.
 */
export function writeBuiltTenant(
  distDir: string,
  tenant: {
    slug: string;
    /** Where the tenant's own files are (its folder under tenants/). */
    dir: string;
    settings: TenantSettings;
    locations?: unknown;
    cars: Record<string, unknown>[];
    service?: unknown;
    valuation?: unknown;
  },
): SiteData['cars'] {
  const { slug, settings } = tenant;
  const locationsFile = v.parse(LocationsFileSchema, tenant.locations ?? DEFAULT_LOCATIONS);
  const locations = locationsFile.locations.map((l) => ({ ...l, slug: l.slug ?? locationSlug(l.name) }));
  const { cars } = importRecords(tenant.cars, settings.feed, locations);
  const data: SiteData = {
    tenant: {
      slug,
      dir: tenant.dir,
      settings,
      dealerships: locationsFile.dealerships,
      locations,
      manufacturers: [],
      models: [],
      reviews: undefined,
      popup: undefined,
      promos: [],
      slides: [],
      service: tenant.service === undefined ? undefined : v.parse(ServicePageSchema, tenant.service),
      valuation:
        tenant.valuation === undefined ? undefined : v.parse(ValuationReferencesSchema, tenant.valuation),
    },
    cars,
    feed: { file: 'stock.json', records: cars.length, imported: cars.length, skipped: [], warnings: [] },
    excluded: [],
    makeLogos: { tenant: [], shared: [] },
    logoSize: { width: 240, height: 48 },
    builtAt: new Date().toISOString(),
  };
  for (const dir of [join(distDir, slug), join(distDir, '.reports'), join(distDir, '.data')])
    mkdirSync(dir, { recursive: true });
  writeFileSync(join(distDir, slug, 'index.html'), `<h1>${slug}</h1>`);
  writeFileSync(join(distDir, slug, '404.html'), 'not found');
  writeFileSync(
    join(distDir, '.reports', `${slug}.site.json`),
    JSON.stringify({ siteUrl: settings.site.url, domains: settings.site.domains }),
  );
  writeFileSync(join(distDir, '.data', `${slug}.json`), JSON.stringify(data));
  return cars;
}

export function testCar(id: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    stocknum: `S${id}`,
    year: 2021,
    make: 'Toyota',
    model: 'Corolla',
    badge: 'Ascent Sport',
    car_type: 'used',
    price: 24990,
    km: 41000,
    created_at: '2026-11-01T00:00:00Z',
    location_id: 'l1',
    ...extra,
  };
}

/** Adapters that work offline; valuation and lender come from the runtime's defaults unless given. */
export function offlineAdapters(dataDir: string, overrides: Partial<Adapters> = {}): Partial<Adapters> {
  return {
    email: offlineEmail(dataDir),
    sms: offlineSms(dataDir),
    webhook: fetchWebhook(2000),
    ...overrides,
  };
}

export async function startHarness(
  tenants: TestTenant[],
  options: { adapters?: Partial<Adapters>; now?: () => Date; outboxIntervalMs?: number } = {},
): Promise<Harness> {
  const root = mkdtempSync(join(tmpdir(), 'api-harness-'));
  const distDir = join(root, 'dist');
  const dataDir = join(root, 'data');
  mkdirSync(join(distDir, '.reports'), { recursive: true });
  mkdirSync(join(distDir, '.data'), { recursive: true });
  for (const tenant of tenants) {
    const settings = validateSettings(tenant.slug, {
      site: { name: `${tenant.slug} cars`, url: `https://www.${tenant.slug}.example.com.au` },
      ...tenant.settings,
      // The captcha is off in API tests unless a tenant asks for it (tests/unit/api/captcha.test.ts).
      forms: { captcha: false, ...(tenant.settings?.['forms'] as Record<string, unknown> | undefined) },
    });
    writeBuiltTenant(distDir, {
      slug: tenant.slug,
      dir: join(root, 'tenants', tenant.slug),
      settings,
      locations: tenant.locations,
      cars: tenant.cars ?? [],
      service: tenant.service,
      valuation: tenant.valuation,
    });
  }
  const { createAdapters } = await import('../../../src/api/adapters/index.ts');
  let defaults: Partial<Adapters> = {};
  try {
    defaults = createAdapters(dataDir);
  } catch {
    // valuation/lender adapters may not exist in this build; the offline basics still do
  }
  const adapters = { ...defaults, ...offlineAdapters(dataDir), ...options.adapters } as Adapters;
  const store = openSqliteStore(join(dataDir, 'api.sqlite'));
  const runtime = createRuntime({
    distDir,
    dataDir,
    store,
    adapters,
    now: options.now,
    outboxIntervalMs: options.outboxIntervalMs ?? 0,
    dataRecheckMs: 0,
    // Tests flip storage faults on and off and ask again at once.
    readinessCacheMs: 0,
    // Alert rounds run when a test calls runAlertRound, never behind its back.
    alertIntervalMs: 0,
  });
  const server: ServerType = serve({ fetch: runtime.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const port = (server.address() as AddressInfo).port;

  const request: Harness['request'] = (host, method, path, body, headers = {}) =>
    new Promise((resolve, reject) => {
      const payload =
        body === undefined
          ? undefined
          : typeof body === 'string' || Buffer.isBuffer(body)
            ? body
            : JSON.stringify(body);
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          headers: {
            host,
            ...(payload !== undefined && !headers['content-type']
              ? { 'content-type': 'application/json' }
              : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let json: unknown;
            try {
              json = JSON.parse(text);
            } catch {
              json = undefined;
            }
            resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
          });
        },
      );
      req.on('error', reject);
      if (payload !== undefined) req.write(payload);
      req.end();
    });

  return {
    port,
    dataDir,
    distDir,
    runtime: { ...runtime, db: store.db },
    request,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await runtime.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The last sign-in code the offline SMS adapter sent to `phone` (E.164). */
export function lastSmsCode(h: Harness, phone: string): string {
  const sms = readFileSync(join(h.dataDir, 'outbox', 'sms.log'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { phone: string; text: string })
    .filter((line) => line.phone === phone)
    .at(-1);
  const match = sms && /(\d{6})$/.exec(sms.text);
  if (!match) throw new Error(`no code sent to ${phone}`);
  return match[1]!;
}

/** Signs `phone` (E.164) in on `host` through request-code and verify; the Cookie header value. */
export async function signInBySms(h: Harness, host: string, phone: string): Promise<string> {
  const asked = await h.request(host, 'POST', '/api/auth/request-code', { phone });
  if (asked.status !== 200) throw new Error(`request-code answered ${asked.status}`);
  const response = await h.request(host, 'POST', '/api/auth/verify', { phone, code: lastSmsCode(h, phone) });
  if (response.status !== 200) throw new Error(`verify answered ${response.status}`);
  const header = response.headers['set-cookie'];
  const cookie = (Array.isArray(header) ? header : [header ?? '']).find((line) =>
    line.startsWith('dealer_session='),
  );
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0]!;
}
