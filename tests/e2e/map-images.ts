/**
 * The map services a tenant can use in place of the project's own map (LOC-09): a tile server
 * (locations.map.tileUrl) and an image CDN's static maps by map_key (locations.map.imageUrl).
 * No demo tenant uses them (they need internet), so the browser tests build a tenant of their
 * own that does, and answer its https hosts from a stand-in server on 127.0.0.1 (port 0) that
 * serves tiles and static maps by path as such services do: a map key it does not know is a 404.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { SiteData } from '../../src/build/site-data.ts';
import { createRuntime, type Runtime } from '../../src/server/runtime.ts';
import { PROJECT_ROOT, runBuildScriptAsync } from '../support/run-build.ts';
import { writeTestTenant } from '../support/test-tenant.ts';
import { builtData } from './sites.ts';

/** A 640×320 stand-in for the CDN's static map. */
export const MAP_PNG = sharp({ create: { width: 640, height: 320, channels: 3, background: '#dfe7d3' } })
  .png()
  .toBuffer();

/** A 256 px tile: light ground with a grid, so a drawn map is visible in screenshots. */
const TILE = sharp(
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#eef2e6"/><path d="M0 .5H256M.5 0V256M0 128H256M128 0V256" stroke="#c9d2bd" stroke-width="1"/></svg>',
  ),
)
  .png()
  .toBuffer();

/** The host of a tenant's static map images, or undefined when it has none. */
export function mapImageHost(slug: string): string | undefined {
  const template = builtData(slug).tenant.settings.locations.map.imageUrl;
  return template ? new URL(template).hostname : undefined;
}

/** Answers the tenant's static map requests with the local PNG (nothing when it has none). */
export async function answerMapImages(page: Page, slug: string): Promise<void> {
  const host = mapImageHost(slug);
  if (host)
    await page.route(`https://${host}/**`, async (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: await MAP_PNG }),
    );
}

export const MAP_SERVICE_SLUG = 'map-service-motors';
/** The services' hosts as the tenant's settings name them; the browser's requests go to the stand-in. */
export const TILE_HOSTS = 'https://*.tiles.example-maps.test/**';
export const MAP_IMAGE_HOST = 'https://static.example-maps.test/**';
/** The map key the stand-in CDN has a static map for. */
export const KNOWN_MAP_KEY = 'msm-caringbah';

const SETTINGS = {
  site: { name: 'Map Service Motors', url: 'https://www.map-service-motors.example.com.au' },
  locations: {
    map: {
      tileUrl: 'https://{s}.tiles.example-maps.test/light/{z}/{x}/{y}{r}.png',
      attribution: '© Example Maps',
      attributionUrl: 'https://example-maps.test/copyright',
      imageUrl: 'https://static.example-maps.test/{map_key}.png?w={width}&h={height}',
    },
  },
};

const opening = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  status: 'Open',
  open: '09:00',
  close: '17:00',
}));
const LOCATIONS = {
  dealerships: [{ id: 'd1', name: 'Map Service Motors', slug: 'map-service-motors' }],
  locations: [
    {
      id: 'l1',
      name: 'Map Service Motors - Sales',
      primary: true,
      dealership_id: 'd1',
      address: {
        street: '402 Taren Point Rd',
        city: 'Caringbah',
        state: 'NSW',
        postcode: '2229',
        lat: -34.0378,
        long: 151.1253,
        map_key: KNOWN_MAP_KEY,
      },
      contact_detail: { phone: '02 9000 0000', email: 'sales@msm.example.com.au', opening_hours: opening },
    },
    {
      // A map key the CDN does not have: its static map is a 404.
      id: 'l2',
      name: 'Map Service Motors Penrith - Sales',
      dealership_id: 'd1',
      address: {
        street: '1 High St',
        city: 'Penrith',
        state: 'NSW',
        postcode: '2750',
        lat: -33.751,
        long: 150.694,
        map_key: 'msm-penrith-gone',
      },
      contact_detail: { phone: '02 9000 0001', email: 'penrith@msm.example.com.au', opening_hours: opening },
    },
  ],
};

const car = (i: number, location: string) => ({
  id: `M${i}`,
  stocknum: `MS${i}`,
  year: 2022,
  make: 'Toyota',
  model: 'RAV4',
  body: 'SUV',
  car_type: 'used',
  price: 30_000 + i * 1_000,
  km: 20_000 + i * 1_000,
  created_at: '2026-11-01T00:00:00Z',
  location_id: location,
});

export interface MapServiceTenant {
  url: (path: string) => string;
  data: SiteData;
  /** Paths the stand-in was asked for, in order. */
  served: string[];
  /** Sends the browser's requests for the services' hosts to the stand-in. */
  routeServices: (page: Page) => Promise<void>;
  close: () => Promise<void>;
}

/** Builds and serves the tenant that uses a tile server and an image CDN, and starts their stand-in. */
export async function startMapServiceTenant(): Promise<MapServiceTenant> {
  const served: string[] = [];
  const [tile, image] = await Promise.all([TILE, MAP_PNG]);
  const standIn: Server = createServer((request, response) => {
    const path = request.url ?? '';
    served.push(path);
    if (/^\/light\/\d+\/\d+\/\d+(@2x)?\.png$/.test(path))
      response.writeHead(200, { 'content-type': 'image/png' }).end(tile);
    else if (path.startsWith(`/${KNOWN_MAP_KEY}.png?`))
      response.writeHead(200, { 'content-type': 'image/png' }).end(image);
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((done) => standIn.listen(0, '127.0.0.1', done));
  const standInOrigin = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;

  const work = mkdtempSync(join(tmpdir(), 'map-services-'));
  mkdirSync(join(PROJECT_ROOT, '.cache'), { recursive: true });
  const out = mkdtempSync(join(PROJECT_ROOT, '.cache', 'test-dist-'));
  const tenantsDir = join(work, 'tenants');
  writeTestTenant(tenantsDir, MAP_SERVICE_SLUG, {
    settings: SETTINGS,
    stock: [car(1, 'l1'), car(2, 'l1'), car(3, 'l2')],
    locations: LOCATIONS,
  });
  const { code, output } = await runBuildScriptAsync(tenantsDir, out, ['--tenant', MAP_SERVICE_SLUG]);
  if (code !== 0) throw new Error(`build failed:\n${output}`);
  const data = JSON.parse(readFileSync(join(out, '.data', `${MAP_SERVICE_SLUG}.json`), 'utf8')) as SiteData;
  const runtime: Runtime = createRuntime({
    distDir: out,
    dataDir: join(work, 'data'),
    outbox: 'off',
    outboxIntervalMs: 0,
    alertIntervalMs: 0,
  });
  const site = serve({ fetch: runtime.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((done) => site.once('listening', done));
  const base = `http://${MAP_SERVICE_SLUG}.localhost:${(site.address() as AddressInfo).port}`;

  const forward = async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    const { pathname, search } = new URL(route.request().url());
    const response = await fetch(`${standInOrigin}${pathname}${search}`);
    await route.fulfill({
      status: response.status,
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      body: Buffer.from(await response.arrayBuffer()),
    });
  };
  return {
    url: (path) => `${base}${path}`,
    data,
    served,
    routeServices: async (page) => {
      await page.route(TILE_HOSTS, forward);
      await page.route(MAP_IMAGE_HOST, forward);
    },
    close: async () => {
      site.close();
      await runtime.close();
      await new Promise((done) => standIn.close(done));
      rmSync(work, { recursive: true, force: true });
      rmSync(out, { recursive: true, force: true });
      rmSync(join(PROJECT_ROOT, '.cache', 'astro', MAP_SERVICE_SLUG), { recursive: true, force: true });
      rmSync(join(PROJECT_ROOT, '.cache', 'landing', MAP_SERVICE_SLUG), { recursive: true, force: true });
    },
  };
}
