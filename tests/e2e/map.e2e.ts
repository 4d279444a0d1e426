/**
 * The location map in Chromium: nothing of it loads with the page; "Show map" imports Leaflet,
 * draws the pin at the location's coordinates with tiles from the tenant's configured server,
 * and says so when tiles cannot load. There is no internet here, so tile requests are answered
 * with a small local PNG (or refused, for the failure case).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Route, test } from '@playwright/test';
import sharp from 'sharp';
import { MAP_PNG } from './map-images.ts';
import { carPage } from './vehicle-cars.ts';
import { builtData, siteUrl } from './sites.ts';

const FAILED = 'The map could not load. The address and Get Directions link still work.';
const OSM_TILES = 'https://tile.openstreetmap.org/**';
const MAP_ASSET = /\/_astro\/(location-map|leaflet)\.[^/]+\.(js|css)$/;
/** harbour-city-toyota's static map images (locations.map.imageUrl, by each location's map_key). */
const MAP_IMAGES = 'https://maps.harbourcitytoyota.com.au/**';
const MAP_IMAGE_URL = 'https://maps.harbourcitytoyota.com.au/static/hct-caringbah-2229.png?w=640&h=320';

/** A 256 px tile: light ground with a grid, so a drawn map is visible in screenshots. */
const TILE = sharp(
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#eef2e6"/><path d="M0 .5H256M.5 0V256M0 128H256M128 0V256" stroke="#c9d2bd" stroke-width="1"/></svg>',
  ),
)
  .png()
  .toBuffer();

const serveTile = async (route: Route) =>
  route.fulfill({ status: 200, contentType: 'image/png', body: await TILE });

/** Slippy-map tile of a coordinate at a zoom (Web Mercator, as Leaflet and OSM number them). */
function tileOf(lat: number, long: number, zoom: number): { x: number; y: number } {
  const n = 2 ** zoom;
  const rad = (lat * Math.PI) / 180;
  return {
    x: Math.floor(((long + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n),
  };
}

/** Every URL the page requests from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** The pin's tip (its icon anchor) relative to the map's centre, in CSS pixels. */
async function pinOffsetFromCentre(page: Page, scope: string): Promise<{ dx: number; dy: number }> {
  const map = (await page.locator(`${scope} .location-map-canvas`).boundingBox())!;
  const pin = (await page.locator(`${scope} .map-pin`).boundingBox())!;
  return {
    dx: Math.round(pin.x + pin.width / 2 - (map.x + map.width / 2)),
    dy: Math.round(pin.y + pin.height - (map.y + map.height / 2)),
  };
}

test.describe('location map', () => {
  test('nothing of the map loads with the page; Show map draws the pin at the location with the configured tiles', async ({
    page,
  }) => {
    const sales = builtData('harbour-city-toyota').tenant.locations.find((l) => l.id === 'l1')!;
    expect(sales.address).toMatchObject({ lat: -34.0378, long: 151.1253 });
    await page.route(OSM_TILES, serveTile);
    const requests = recordRequests(page);
    await page.goto(siteUrl('harbour-city-toyota', '/contact'));
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => MAP_ASSET.test(url) || url.startsWith('https://tile.'))).toEqual([]);
    await expect(
      page.locator('link[rel="stylesheet"][href*="leaflet"], style:has-text(".leaflet-pane")'),
    ).toHaveCount(0);

    const block = page.locator('.location-map');
    await expect(block).toHaveCount(1);
    await expect(block.locator('.location-map-places')).toHaveText(
      'Harbour City Toyota 402 Taren Point Rd, Caringbah NSW 2229',
    );
    await block.getByRole('button', { name: 'Show map of Harbour City Toyota' }).click();

    const map = page.getByRole('region', { name: 'Map of Harbour City Toyota' });
    await expect(map).toBeVisible();
    await expect(map).toBeFocused();
    await expect(block.getByRole('button', { name: /Show map/ })).toBeHidden();
    await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    // The tile under the pin, at zoom 15, from the default server (OpenStreetMap).
    const { x, y } = tileOf(-34.0378, 151.1253, 15);
    expect(x).toBe(30139);
    expect(y).toBe(19682);
    expect(requests).toContain(`https://tile.openstreetmap.org/15/${x}/${y}.png`);
    expect(
      requests.filter(
        (url) =>
          url.startsWith('https://') &&
          !url.startsWith('https://tile.openstreetmap.org/') &&
          url !== MAP_IMAGE_URL,
      ),
    ).toEqual([]);
    expect(requests.some((url) => /\/_astro\/leaflet\.[^/]+\.css$/.test(url))).toBe(true);
    // One pin for sales, service and parts at one address, its tip at the map's centre.
    await expect(map.locator('.map-pin')).toHaveCount(1);
    expect(await pinOffsetFromCentre(page, '.location-map')).toEqual({ dx: 0, dy: 0 });
    await expect(map.locator('.leaflet-control-attribution')).toContainText('© OpenStreetMap contributors');
    await expect(map.getByRole('link', { name: '© OpenStreetMap contributors' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
    await map
      .getByRole('button', { name: 'Harbour City Toyota, 402 Taren Point Rd, Caringbah NSW 2229' })
      .click();
    await expect(map.locator('.leaflet-popup-content')).toHaveText(
      'Harbour City Toyota402 Taren Point Rd, Caringbah NSW 2229',
    );
    await expect(page.locator('.location-map-status')).toBeHidden();
  });

  test('by keyboard: Enter on Show map focuses the map, + zooms it, Tab reaches the pin, Enter opens its popup and Escape closes it, then the zoom buttons', async ({
    page,
  }) => {
    await page.route(OSM_TILES, serveTile);
    const requests = recordRequests(page);
    await page.goto(siteUrl('harbour-city-toyota', '/contact'));
    const button = page.getByRole('button', { name: /Show map/ });
    await button.focus();
    await page.keyboard.press('Enter');
    const map = page.getByRole('region', { name: 'Map of Harbour City Toyota' });
    await expect(map).toBeFocused();
    await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    await page.keyboard.press('+');
    const { x, y } = tileOf(-34.0378, 151.1253, 16);
    await expect.poll(() => requests).toContain(`https://tile.openstreetmap.org/16/${x}/${y}.png`);
    // Tab order inside the map: the pin, then the zoom buttons.
    await page.keyboard.press('Tab');
    const pin = map.getByRole('button', { name: /^Harbour City Toyota, / });
    await expect(pin).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(map.locator('.leaflet-popup-content')).toContainText('402 Taren Point Rd');
    await page.keyboard.press('Escape');
    await expect(map.locator('.leaflet-popup-content')).toHaveCount(0);
    await expect(pin).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(map.getByRole('button', { name: 'Zoom in' })).toBeFocused();
  });

  test('when tiles cannot load, a message says so and the address and Get Directions stay usable', async ({
    page,
  }) => {
    await page.route(OSM_TILES, (route) => route.abort('internetdisconnected'));
    await page.goto(siteUrl('harbour-city-toyota', '/contact'));
    await page.getByRole('button', { name: /Show map/ }).click();
    await expect(page.locator('.location-map-status')).toHaveText(FAILED);
    await expect(page.getByRole('status').filter({ hasText: FAILED })).toBeVisible();
    await expect(page.locator('.location-map-places')).toBeVisible();
    const directions = page
      .locator('.location-detail')
      .first()
      .getByRole('link', { name: /Get Directions/ });
    await expect(directions).toBeVisible();
    await expect(directions).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps/);
  });

  test('when the map module cannot load, the card stays with the message and Show map can be pressed again', async ({
    page,
  }) => {
    await page.goto(siteUrl('harbour-city-toyota', '/contact'));
    await page.route(MAP_ASSET, (route) => route.abort('internetdisconnected'));
    const button = page.getByRole('button', { name: /Show map/ });
    await button.click();
    await expect(page.locator('.location-map-status')).toHaveText(FAILED);
    await expect(page.locator('.location-map-canvas')).toBeHidden();
    await expect(button).toBeVisible();
    await expect(button).toBeEnabled();
  });

  test('tiles come from the tenant setting: a {s} subdomain and {r} template with its own attribution', async ({
    page,
  }) => {
    const settings = builtData('westside-used-cars').tenant.settings.locations.map;
    expect(settings.tileUrl).toBe('https://{s}.basemaps.cartocdn.com/light_all/{z}/{x}/{y}{r}.png');
    await page.route('https://*.basemaps.cartocdn.com/**', serveTile);
    const requests = recordRequests(page);
    await page.goto(siteUrl('westside-used-cars', '/locations/westside-used-cars'));
    await page.getByRole('button', { name: /Show map/ }).click();
    const map = page.getByRole('region', { name: 'Map of Westside Used Cars' });
    await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    const { x, y } = tileOf(-33.9, 150.995, 15);
    expect(requests).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(`^https://[abc]\\.basemaps\\.cartocdn\\.com/light_all/15/${x}/${y}(@2x)?\\.png$`),
        ),
      ]),
    );
    expect(requests.filter((url) => url.includes('openstreetmap.org'))).toEqual([]);
    await expect(map.getByRole('link', { name: '© OpenStreetMap contributors © CARTO' })).toHaveAttribute(
      'href',
      'https://carto.com/attributions',
    );
    expect(await pinOffsetFromCentre(page, '.location-map')).toEqual({ dx: 0, dy: 0 });
  });

  test('a tenant with locations.map.enabled off gets the address card and no Show map', async ({ page }) => {
    const data = builtData('drive-subscriptions');
    expect(data.tenant.settings.locations.map.enabled).toBe(false);
    const location = data.tenant.locations.find((l) => l.visible)!;
    await page.goto(siteUrl('drive-subscriptions', `/contact-us/${location.slug}`));
    await expect(page.locator('.location-detail').first()).toBeVisible();
    await expect(page.locator('.location-map')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Show map/ })).toHaveCount(0);
  });

  test('axe finds nothing on the location page before and after Show map', async ({ page }) => {
    await page.route(OSM_TILES, serveTile);
    await page.goto(siteUrl('harbour-city-toyota', '/contact'));
    const before = await new AxeBuilder({ page }).include('.location-map').analyze();
    expect(before.violations).toEqual([]);
    await page.getByRole('button', { name: /Show map/ }).click();
    await expect(page.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    const after = await new AxeBuilder({ page }).include('.location-map').analyze();
    expect(after.violations).toEqual([]);
  });
});

test.describe('vehicle page map', () => {
  test('[LOC-09] #vehicle-map: linked from the summary, the static map by map_key, and the map of the car location by its coordinates on request', async ({
    page,
  }) => {
    const data = builtData('harbour-city-toyota');
    const car = data.cars.find((c) => c.status === 'in_stock' && c.location?.id === 'l1')!;
    await page.route(OSM_TILES, serveTile);
    await page.route(MAP_IMAGES, async (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: await MAP_PNG }),
    );
    const requests = recordRequests(page);
    await page.goto(siteUrl('harbour-city-toyota', carPage(car)));
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => MAP_ASSET.test(url) || url.startsWith('https://tile.'))).toEqual([]);
    await expect(page.locator('[id="vehicle-map"]')).toHaveCount(1);

    // The location's link (the summary also links the dealer's stock).
    await page.locator('.summary-location a[href="#vehicle-map"]').click();
    await expect(page).toHaveURL(/#vehicle-map$/);
    const section = page.locator('#vehicle-map');
    await expect(section).toBeInViewport();
    // The image CDN's static map of the location, by its map_key, until the interactive map opens.
    const still = section.getByRole('img', { name: 'Map of Harbour City Toyota - Sales' });
    await expect(still).toBeVisible();
    await expect(still).toHaveAttribute('src', MAP_IMAGE_URL);
    // A lazy image: visible as soon as it is in view, loaded a moment later.
    await expect
      .poll(() => still.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBe(640);
    await section.getByRole('button', { name: 'Show map of Harbour City Toyota - Sales' }).click();
    await expect(still).toBeHidden();
    const map = section.getByRole('region', { name: 'Map of Harbour City Toyota - Sales' });
    await expect(map).toBeFocused();
    await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    const { x, y } = tileOf(-34.0378, 151.1253, 15);
    expect(requests).toContain(`https://tile.openstreetmap.org/15/${x}/${y}.png`);
    expect(await pinOffsetFromCentre(page, '#vehicle-map')).toEqual({ dx: 0, dy: 0 });
    await expect(section.getByRole('link', { name: /Get Directions/ })).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('#vehicle-map').analyze();
    expect(axe.violations).toEqual([]);
  });

  test('[LOC-09] a static map the image CDN cannot serve is never shown broken: its box says so, and Show map and Get Directions stay', async ({
    page,
  }) => {
    const car = builtData('harbour-city-toyota').cars.find(
      (c) => c.status === 'in_stock' && c.location?.id === 'l1',
    )!;
    await page.route(MAP_IMAGES, (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.goto(siteUrl('harbour-city-toyota', `${carPage(car)}#vehicle-map`));
    const section = page.locator('#vehicle-map');
    await expect(section.locator('.location-map-image')).toBeHidden();
    await expect(
      section.getByText('Map image unavailable. Show map or Get Directions still work.'),
    ).toBeVisible();
    await expect(section.getByRole('button', { name: /Show map/ })).toBeVisible();
    await expect(section.getByRole('link', { name: /Get Directions/ })).toBeVisible();
  });
});
