/**
 * Reserve only where it makes sense (issue 37; CARD-07, VDP-14): never on a car without a
 * price, a PREORDER car or a sold one; one label for the card and the vehicle page, with or
 * without the amount as the tenant sets; the reassurance names the item type.
 */
import { expect, type Page, test } from '@playwright/test';
import { isAvailable } from '../../src/domain/availability.ts';
import type { Car } from '../../src/model/car.ts';
import { builtData, directRequest, siteUrl } from './sites.ts';
import { carPage } from './vehicle-cars.ts';

const GROUP = 'southern-cross-auto-group';
const TOYOTA = 'harbour-city-toyota';
const WESTSIDE = 'westside-used-cars';
const OUTBACK = 'outback-caravans-motorcycles';

const aside = (page: Page) => page.locator('aside.vehicle-summary');
const forSale = (c: Car) => isAvailable(c) && !c.reserved;

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, {
    timeout: 20_000,
  });
}

test('[VDP-14] [CARD-07] no Reserve on a PREORDER car or a car without a price, on its page or its card, and no reserve page', async ({
  page,
  request,
}) => {
  const preorder = builtData(GROUP).cars.find((c) => forSale(c) && c.preorder && !(c.price > 10));
  const unpriced = builtData(TOYOTA).cars.find(
    (c) => forSale(c) && !c.preorder && !(c.price > 10) && !(c.offer_price! > 10),
  );
  expect(preorder, 'a PREORDER car at Southern Cross').toBeDefined();
  expect(unpriced, 'an unpriced car at Harbour City').toBeDefined();
  for (const [slug, car, priceText] of [
    [GROUP, preorder!, 'PREORDER'],
    [TOYOTA, unpriced!, builtData(TOYOTA).tenant.settings.wording.noPriceText],
  ] as const) {
    await page.goto(siteUrl(slug, carPage(car)));
    await expect(aside(page)).toContainText(priceText);
    await expect(aside(page).getByRole('link', { name: 'Enquire Now' })).toBeVisible();
    await expect(aside(page).getByRole('link', { name: /Reserve Now/ })).toHaveCount(0);
    // Nowhere on the page (the similar cars' cards have their own).
    await expect(
      page.locator(`a[href^="/cars/${car.slug}/checkout"], a[href^="/cars/${car.slug}/buy-online"]`),
    ).toHaveCount(0);
    const { url, headers } = directRequest(slug, `/cars/${car.slug}/checkout/`);
    expect(
      (await request.get(url, { headers })).status(),
      `${slug} builds no reserve page for ${car.slug}`,
    ).toBe(404);
  }

  // The card: on the results for the car's own stock number.
  await page.goto(
    siteUrl(GROUP, `/search/new-used-and-demo-cars?query=${encodeURIComponent(preorder!.stocknum!)}`),
  );
  await hydrated(page);
  const card = page.locator('.car-card').filter({ has: page.locator(`h3 a[href="${preorder!.path}"]`) });
  await expect(card).toHaveCount(1, { timeout: 20_000 });
  await expect(card.locator('.card-actions a')).toHaveText(['View Details', 'Book a Test Drive']);
});

test("[VDP-14] [CARD-07] a tenant that leaves the amount out says 'Reserve Now' on the card and the page alike", async ({
  page,
}) => {
  const { cars, tenant } = builtData(WESTSIDE);
  expect(tenant.settings.vehicle.reserve.labelShowsDeposit).toBe(false);
  await page.goto(siteUrl(WESTSIDE, '/search/used-cars'));
  await hydrated(page);
  const firstPage = await page
    .locator('.car-card h3 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const car = cars.find(
    (c) => firstPage.includes(c.path) && forSale(c) && c.price > 10 && !c.preorder && c.tag === undefined,
  );
  expect(car, 'a reservable car on the first page').toBeDefined();
  const card = page.locator('.car-card').filter({ has: page.locator(`h3 a[href="${car!.path}"]`) });
  await expect(card.getByRole('link', { name: `Reserve Now: ${car!.name}` })).toHaveText('Reserve Now');
  await page.goto(siteUrl(WESTSIDE, carPage(car!)));
  await expect(aside(page).getByRole('link', { name: 'Reserve Now', exact: true })).toBeVisible();
  await expect(aside(page).getByRole('link', { name: /Reserve Now for/ })).toHaveCount(0);
});

test('[VDP-14] the hold names what is held: this caravan, this motorcycle', async ({ page }) => {
  const { cars } = builtData(OUTBACK);
  for (const itemType of ['caravan', 'motorcycle'] as const) {
    const car = cars.find((c) => forSale(c) && c.item_type === itemType && c.price > 10 && !c.preorder);
    expect(car, `a reservable ${itemType}`).toBeDefined();
    await page.goto(siteUrl(OUTBACK, carPage(car!)));
    await expect(aside(page)).toContainText(`We'll hold this ${itemType} for you for 48 hours.`);
    await expect(aside(page)).not.toContainText(/We'll hold this car\b/);
  }
});
