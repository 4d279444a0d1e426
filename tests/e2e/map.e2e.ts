/**
 * The location map in Chromium (LOC-09). The demo tenants draw it on the project's own outline
 * of Australia and show the built-in locator map, so it works with no request leaving this
 * machine: nothing of the map loads with the page; "Show map" imports Leaflet and the outline
 * and draws the pins on it. A tenant of the tests' own (tests/e2e/map-images.ts) uses a tile
 * server and an image CDN instead, answered by a stand-in on 127.0.0.1, for the tile and
 * static-image paths and their failures.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { KNOWN_MAP_KEY, type MapServiceTenant, startMapServiceTenant } from './map-images.ts';
import { builtData, directRequest, siteUrl } from './sites.ts';
import { carPage } from './vehicle-cars.ts';

const FAILED = 'The map could not load. The address and Get Directions link still work.';
const IMAGE_FAILED = 'Map image unavailable. Show map or Get Directions still work.';
const OUTLINE_NOTE = 'This map shows where, not the streets: Get Directions gives the route.';
const MAP_ASSET = /\/_astro\/(location-map|leaflet|australia-outline)\.[^/]+\.(js|css)$/;
const OUTLINE_ASSET = /\/_astro\/australia-outline\.[^/]+\.js$/;
const LOCATOR = /^\/maps\/locator-caringbah-nsw\.[0-9a-f]{10}\.svg$/;

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

/** The requests that left this machine (anything but the sites on *.localhost and 127.0.0.1). */
function offMachine(urls: readonly string[]): string[] {
  return urls.filter((url) => {
    const { protocol, hostname } = new URL(url);
    if (protocol === 'data:' || protocol === 'blob:') return false;
    return hostname !== '127.0.0.1' && hostname !== 'localhost' && !hostname.endsWith('.localhost');
  });
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

/** How far the state name NSW sits from the pin, in CSS pixels: it doubles with each zoom step. */
async function pinToNsw(page: Page): Promise<number> {
  const pin = (await page.locator('.map-pin').first().boundingBox())!;
  const label = (await page.locator('.map-state-label', { hasText: 'NSW' }).boundingBox())!;
  return Math.hypot(pin.x - label.x, pin.y - label.y);
}

test.describe('location map on the project’s own outline (demo tenants, offline)', () => {
  test('[LOC-09] nothing of the map loads with the page; Show map draws the pin on the outline with no request off this machine', async ({
    page,
  }) => {
    const data = builtData('harbour-city-toyota');
    expect(data.tenant.settings.locations.map).toMatchObject({ base: 'outline', locator: true });
    expect(data.tenant.settings.locations.map.imageUrl).toBeUndefined();
    const requests = recordRequests(page);
    await page.goto(siteUrl('harbour-city-toyota', '/contact'));
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => MAP_ASSET.test(url))).toEqual([]);
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
    // The outline: the states and the neighbouring land as shapes, no tile at all.
    await expect.poll(() => map.locator('.leaflet-overlay-pane path').count()).toBeGreaterThanOrEqual(12);
    await expect(map.locator('.map-state-label', { hasText: 'NSW' })).toBeVisible();
    await expect(map.locator('img.leaflet-tile')).toHaveCount(0);
    expect(requests.some((url) => OUTLINE_ASSET.test(url))).toBe(true);
    expect(requests.some((url) => /\/_astro\/leaflet\.[^/]+\.css$/.test(url))).toBe(true);
    // One pin for sales, service and parts at one address, its tip at the map's centre.
    await expect(map.locator('.map-pin')).toHaveCount(1);
    expect(await pinOffsetFromCentre(page, '.location-map')).toEqual({ dx: 0, dy: 0 });
    await expect(map.getByRole('link', { name: 'Outline: Natural Earth' })).toHaveAttribute(
      'href',
      'https://www.naturalearthdata.com/',
    );
    await expect(map.locator('.leaflet-control-attribution')).not.toContainText('OpenStreetMap');
    await expect(block.getByText(OUTLINE_NOTE)).toBeVisible();
    await map
      .getByRole('button', { name: 'Harbour City Toyota, 402 Taren Point Rd, Caringbah NSW 2229' })
      .click();
    await expect(map.locator('.leaflet-popup-content')).toHaveText(
      'Harbour City Toyota402 Taren Point Rd, Caringbah NSW 2229',
    );
    await expect(page.locator('.location-map-status')).toBeHidden();
    expect(offMachine(requests)).toEqual([]);
  });

  test('[LOC-09] by keyboard: Enter on Show map focuses the map, + zooms it, Tab reaches the pin, Enter opens its popup and Escape closes it, then the zoom buttons', async ({
    page,
  }) => {
    const requests = recordRequests(page);
    await page.goto(siteUrl('harbour-city-toyota', '/contact'));
    const button = page.getByRole('button', { name: /Show map/ });
    await button.focus();
    await page.keyboard.press('Enter');
    const map = page.getByRole('region', { name: 'Map of Harbour City Toyota' });
    await expect(map).toBeFocused();
    await expect(map.locator('.leaflet-overlay-pane path').first()).toBeVisible();
    const before = await pinToNsw(page);
    await page.keyboard.press('+');
    await expect.poll(async () => Math.round((await pinToNsw(page)) / before)).toBe(2);
    // Tab order inside the map: the pin, then the zoom buttons (the states' names are not stops).
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
    expect(offMachine(requests)).toEqual([]);
  });

  test('[LOC-09] the static locator shows where the dealership is, with Get Directions for the route, from a file on this site', async ({
    page,
  }) => {
    const requests = recordRequests(page);
    await page.goto(siteUrl('harbour-city-toyota', '/contact'));
    const block = page.locator('.location-map');
    const locator = block.getByRole('img', { name: 'Locator map of Caringbah NSW' });
    await locator.scrollIntoViewIfNeeded();
    await expect(locator).toBeVisible();
    const src = await locator.getAttribute('src');
    expect(src).toMatch(LOCATOR);
    await expect
      .poll(() => locator.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBe(640);
    // A fixed 2:1 box: nothing shifts as the image arrives.
    const box = (await block.locator('.location-map-locator .location-map-still').boundingBox())!;
    expect(Math.round(box.width / 2)).toBe(Math.round(box.height));
    await expect(block.locator('.location-map-caption')).toHaveText(
      'Shows where Harbour City Toyota is, not the streets: Get Directions (opens in a new tab) for the route.',
    );
    const directions = builtData('harbour-city-toyota').tenant.locations.find((l) => l.id === 'l1')!.address
      .place_url!;
    await expect(block.getByRole('link', { name: 'Get Directions (opens in a new tab)' })).toHaveAttribute(
      'href',
      directions,
    );
    // The drawing: the outline, the pin and the city's name, served as an SVG by the site itself.
    const direct = directRequest('harbour-city-toyota', src!);
    const svg = await page.request.get(direct.url, { headers: direct.headers });
    expect(svg.headers()['content-type']).toContain('image/svg+xml');
    expect(await svg.text()).toContain('>Caringbah<tspan');
    expect(requests.filter((url) => MAP_ASSET.test(url))).toEqual([]);
    expect(offMachine(requests)).toEqual([]);
  });

  test('[LOC-09] #vehicle-map: linked from the summary, the locator by reference (not in the page), and the outline map of the car location on request', async ({
    page,
  }) => {
    const data = builtData('harbour-city-toyota');
    const car = data.cars.find((c) => c.status === 'in_stock' && c.location?.id === 'l1')!;
    const requests = recordRequests(page);
    const response = await page.goto(siteUrl('harbour-city-toyota', carPage(car)));
    const html = await response!.text();
    // The page names the locator's file; the drawing is not in it.
    expect(html).toMatch(
      /<img class="location-map-image" src="\/maps\/locator-caringbah-nsw\.[0-9a-f]{10}\.svg"/,
    );
    expect(html).not.toContain('<path d="M');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => MAP_ASSET.test(url))).toEqual([]);
    await expect(page.locator('[id="vehicle-map"]')).toHaveCount(1);

    await page.locator('.summary-location a[href="#vehicle-map"]').click();
    await expect(page).toHaveURL(/#vehicle-map$/);
    const section = page.locator('#vehicle-map');
    await expect(section).toBeInViewport();
    const locator = section.getByRole('img', { name: 'Locator map of Caringbah NSW' });
    await expect(locator).toBeVisible();
    await expect
      .poll(() => locator.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBe(640);
    await expect(section.locator('.location-map-caption')).toContainText(
      'Shows where Harbour City Toyota - Sales is, not the streets',
    );
    await section.getByRole('button', { name: 'Show map of Harbour City Toyota - Sales' }).click();
    await expect(locator).toBeHidden();
    const map = section.getByRole('region', { name: 'Map of Harbour City Toyota - Sales' });
    await expect(map).toBeFocused();
    await expect(map.locator('.leaflet-overlay-pane path').first()).toBeVisible();
    await expect(map.locator('img.leaflet-tile')).toHaveCount(0);
    expect(await pinOffsetFromCentre(page, '#vehicle-map')).toEqual({ dx: 0, dy: 0 });
    await expect(section.getByRole('link', { name: /Get Directions/ }).first()).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('#vehicle-map').analyze();
    expect(axe.violations).toEqual([]);
    expect(offMachine(requests)).toEqual([]);
  });

  test('[LOC-09] every demo tenant with a map draws it on the outline and shows the locator: no page depends on an outside map host', async () => {
    for (const slug of [
      'harbour-city-toyota',
      'outback-caravans-motorcycles',
      'southern-cross-auto-group',
      'westside-used-cars',
    ]) {
      const { map } = builtData(slug).tenant.settings.locations;
      expect({ slug, base: map.base, locator: map.locator, imageUrl: map.imageUrl }).toEqual({
        slug,
        base: 'outline',
        locator: true,
        imageUrl: undefined,
      });
    }
    expect(builtData('drive-subscriptions').tenant.settings.locations.map.enabled).toBe(false);
  });

  test('a group’s map of all its locations fits every pin on the outline, each a keyboard stop', async ({
    page,
  }) => {
    const requests = recordRequests(page);
    await page.goto(siteUrl('southern-cross-auto-group', '/contact-us'));
    const block = page.locator('.location-map').first();
    await block.getByRole('button', { name: /Show map/ }).click();
    const map = block.getByRole('region');
    await expect(map).toBeFocused();
    // Eight addresses (Mount Gravatt's sales and service share one), Perth to Hobart.
    await expect(map.locator('.map-pin')).toHaveCount(8);
    const canvas = (await map.boundingBox())!;
    for (const pin of await map.locator('.map-pin').all()) {
      const box = (await pin.boundingBox())!;
      expect(box.x >= canvas.x && box.x + box.width <= canvas.x + canvas.width).toBe(true);
      expect(box.y >= canvas.y && box.y + box.height <= canvas.y + canvas.height).toBe(true);
    }
    await expect(map.getByRole('button', { name: /^Southern Cross Nissan Perth, / })).toHaveCount(1);
    expect(offMachine(requests)).toEqual([]);
  });

  test('when the outline cannot load, the card stays with the message and Show map can be pressed again', async ({
    page,
  }) => {
    await page.goto(siteUrl('harbour-city-toyota', '/contact'));
    await page.route(OUTLINE_ASSET, (route) => route.abort('internetdisconnected'));
    const button = page.getByRole('button', { name: /Show map/ });
    await button.click();
    await expect(page.locator('.location-map-status')).toHaveText(FAILED);
    await expect(page.locator('.location-map-canvas')).toBeHidden();
    await expect(button).toBeVisible();
    await expect(button).toBeEnabled();
    await page.unroute(OUTLINE_ASSET);
    await button.click();
    await expect(page.getByRole('region', { name: 'Map of Harbour City Toyota' })).toBeFocused();
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

  test('[LOC-09] a locator the site cannot serve is never shown broken: its box says so, and Show map and Get Directions stay', async ({
    page,
  }) => {
    await page.route('**/maps/locator-*.svg', (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.goto(siteUrl('harbour-city-toyota', '/contact'));
    const block = page.locator('.location-map');
    await block.locator('.location-map-locator').scrollIntoViewIfNeeded();
    await expect(block.locator('.location-map-locator .location-map-image')).toBeHidden();
    await expect(block.getByText(IMAGE_FAILED)).toBeVisible();
    await expect(block.getByRole('button', { name: /Show map/ })).toBeVisible();
    await expect(block.getByRole('link', { name: /Get Directions/ })).toBeVisible();
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
    await page.goto(siteUrl('harbour-city-toyota', '/contact'));
    const before = await new AxeBuilder({ page }).include('.location-map').analyze();
    expect(before.violations).toEqual([]);
    await page.getByRole('button', { name: /Show map/ }).click();
    await expect(page.locator('.leaflet-overlay-pane path').first()).toBeVisible();
    const after = await new AxeBuilder({ page }).include('.location-map').analyze();
    expect(after.violations).toEqual([]);
  });
});

test.describe('a tenant’s own tile server and image CDN (stand-ins on 127.0.0.1)', () => {
  test.describe.configure({ mode: 'serial' });
  let tenant: MapServiceTenant;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    tenant = await startMapServiceTenant();
  });
  test.afterAll(async () => {
    await tenant?.close();
  });

  test('[LOC-09] tiles come from the tenant setting: the tile under the pin from its {s} subdomain and {r} template, with its own attribution', async ({
    page,
  }) => {
    await tenant.routeServices(page);
    const requests = recordRequests(page);
    await page.goto(tenant.url('/contact-us/map-service-motors'));
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => MAP_ASSET.test(url) || url.includes('.tiles.'))).toEqual([]);
    await page.getByRole('button', { name: 'Show map of Map Service Motors' }).click();
    const map = page.getByRole('region', { name: 'Map of Map Service Motors' });
    await expect(map).toBeFocused();
    await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    const { x, y } = tileOf(-34.0378, 151.1253, 15);
    expect(x).toBe(30139);
    expect(y).toBe(19682);
    expect(requests).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(`^https://[abc]\\.tiles\\.example-maps\\.test/light/15/${x}/${y}(@2x)?\\.png$`),
        ),
      ]),
    );
    expect(tenant.served).toEqual(expect.arrayContaining([expect.stringMatching(`^/light/15/${x}/${y}`)]));
    expect(requests.filter((url) => url.includes('openstreetmap.org') || OUTLINE_ASSET.test(url))).toEqual(
      [],
    );
    await expect(map.getByRole('link', { name: '© Example Maps' })).toHaveAttribute(
      'href',
      'https://example-maps.test/copyright',
    );
    await expect(map.locator('.leaflet-overlay-pane path')).toHaveCount(0);
    expect(await pinOffsetFromCentre(page, '.location-map')).toEqual({ dx: 0, dy: 0 });
    // + zooms in: the next zoom's tile under the pin.
    await page.keyboard.press('+');
    const next = tileOf(-34.0378, 151.1253, 16);
    await expect
      .poll(() => requests)
      .toEqual(expect.arrayContaining([expect.stringContaining(`/light/16/${next.x}/${next.y}`)]));
  });

  test('when tiles cannot load, a message says so and the address and Get Directions stay usable', async ({
    page,
  }) => {
    await page.route('https://*.tiles.example-maps.test/**', (route) => route.abort('internetdisconnected'));
    await page.goto(tenant.url('/contact-us/map-service-motors'));
    await page.getByRole('button', { name: /Show map/ }).click();
    await expect(page.locator('.location-map-status')).toHaveText(FAILED);
    await expect(page.getByRole('status').filter({ hasText: FAILED })).toBeVisible();
    await expect(page.locator('.location-map-places')).toBeVisible();
    await expect(
      page
        .locator('.location-detail')
        .first()
        .getByRole('link', { name: /Get Directions/ }),
    ).toBeVisible();
  });

  test('[LOC-09] the static map by map_key from the image CDN on the vehicle page, until the interactive map opens', async ({
    page,
  }) => {
    await tenant.routeServices(page);
    const car = tenant.data.cars.find((c) => c.location?.id === 'l1')!;
    await page.goto(tenant.url(`${carPage(car)}#vehicle-map`));
    const section = page.locator('#vehicle-map');
    const still = section.getByRole('img', { name: 'Map of Map Service Motors - Sales' });
    await expect(still).toBeVisible();
    await expect(still).toHaveAttribute(
      'src',
      `https://static.example-maps.test/${KNOWN_MAP_KEY}.png?w=640&h=320`,
    );
    await expect
      .poll(() => still.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBe(640);
    expect(tenant.served).toContain(`/${KNOWN_MAP_KEY}.png?w=640&h=320`);
    // The image CDN's map is the tenant's static map: no locator besides it.
    await expect(section.locator('.location-map-locator')).toHaveCount(0);
    await section.getByRole('button', { name: 'Show map of Map Service Motors - Sales' }).click();
    await expect(still).toBeHidden();
    await expect(section.getByRole('region', { name: 'Map of Map Service Motors - Sales' })).toBeFocused();
    const axe = await new AxeBuilder({ page }).include('#vehicle-map').analyze();
    expect(axe.violations).toEqual([]);
  });

  test('[LOC-09] a static map the image CDN cannot serve is never shown broken: its box says so, and Show map and Get Directions stay', async ({
    page,
  }) => {
    await tenant.routeServices(page);
    const car = tenant.data.cars.find((c) => c.location?.id === 'l2')!;
    await page.goto(tenant.url(`${carPage(car)}#vehicle-map`));
    const section = page.locator('#vehicle-map');
    await expect(section.locator('.location-map-image')).toBeHidden();
    await expect(section.getByText(IMAGE_FAILED)).toBeVisible();
    expect(tenant.served).toContain('/msm-penrith-gone.png?w=640&h=320');
    await expect(section.getByRole('button', { name: /Show map/ })).toBeVisible();
    await expect(section.getByRole('link', { name: /Get Directions/ })).toBeVisible();
  });
});
