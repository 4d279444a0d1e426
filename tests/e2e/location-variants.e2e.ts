/**
 * Location block variants in Chromium: the dark variant (locations.darkVariant) on the home
 * carousel, the contact list and a location page, still axe-clean; and one combined map of every
 * address on the contact list and the dealer locator, drawn only on request with a pin each.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { locationPageOptions, locationPages } from '../../src/domain/locations/pages.ts';
import { axeViolations } from './axe.ts';
import { builtData, siteUrl } from './sites.ts';

const OUTBACK = 'outback-caravans-motorcycles';
const GROUP = 'southern-cross-auto-group';
const shots = join(resolve(import.meta.dirname, '..', '..'), 'test-results', 'location-variants');

/** Relative luminance of a computed CSS colour (rgb or rgba). */
function luminance(css: string): number {
  const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? [])
    .slice(0, 3)
    .map(Number)
    .map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

test.describe('location block variants', () => {
  test('the dark variant shows light text on dark location cards, on the home page, the contact list and a location page', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    mkdirSync(shots, { recursive: true });
    const { tenant } = builtData(OUTBACK);
    expect(tenant.settings.locations.darkVariant).toBe(true);
    const first = locationPages(tenant.locations, locationPageOptions(tenant.settings))[0]!;
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, card] of [
      ['/', '#locations .location'],
      ['/contact-us', 'main .location'],
      [first.path, 'main .location-detail'],
    ] as const) {
      await page.goto(siteUrl(OUTBACK, path));
      const colours = await page
        .locator(card)
        .first()
        .evaluate((element) => [getComputedStyle(element).backgroundColor, getComputedStyle(element).color]);
      expect(luminance(colours[0]!), `${path} card background`).toBeLessThan(0.05);
      expect(luminance(colours[1]!), `${path} card text`).toBeGreaterThan(0.8);
      expect(await axeViolations(page), path).toEqual([]);
    }
    await page.screenshot({ path: join(shots, 'outback-location-390x844.png'), fullPage: true });
    // Another tenant keeps the light cards.
    await page.goto(siteUrl('harbour-city-toyota', '/contact'));
    const light = await page
      .locator('main .location-detail')
      .first()
      .evaluate((e) => getComputedStyle(e).backgroundColor);
    expect(luminance(light)).toBeGreaterThan(0.9);
  });

  test('the contact list and the dealer locator show every address on one map, only on request', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.setViewportSize({ width: 1366, height: 900 });
    const { tenant } = builtData(GROUP);
    const addresses = locationPages(tenant.locations, locationPageOptions(tenant.settings)).length;
    expect(addresses).toBe(8);
    for (const [path, name] of [
      ['/contact-us', 'Southern Cross Auto Group locations'],
      ['/dealer-locator', 'Southern Cross Auto Group dealerships'],
    ] as const) {
      requests.length = 0;
      await page.goto(siteUrl(GROUP, path));
      expect(requests.filter((url) => /leaflet|australia-outline/.test(url))).toEqual([]);
      await page.getByRole('button', { name: `Show map of ${name}` }).click();
      const map = page.getByRole('region', { name: `Map of ${name}` });
      await expect(map).toBeVisible();
      await expect(map.locator('.leaflet-marker-icon')).toHaveCount(addresses);
      // The group's map is drawn on the project's own outline (locations.map.base), no tiles.
      await expect(map.locator('.leaflet-overlay-pane path').first()).toBeVisible();
      expect(await axeViolations(page, '.location-map')).toEqual([]);
    }
    await page.screenshot({ path: join(shots, 'group-dealer-locator-map-1366x900.png') });
  });
});
