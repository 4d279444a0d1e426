/**
 * Car cards and the states a shopper reads from them, in Chromium on the built demo tenants:
 * the buttons of CARD-07 and where they lead, the recency tag that is not a condition, the
 * reserved state on cards and the car's page, and one stock count on the home page.
 */
import { expect, type Page, test } from '@playwright/test';
import { isAvailable } from '../../src/domain/availability.ts';
import { reserveAction } from '../../src/domain/vehicle/reserve.ts';
import { builtData, siteUrl } from './sites.ts';
import { carPage } from './vehicle-cars.ts';

const HCT = 'harbour-city-toyota';

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, {
    timeout: 15_000,
  });
}

/** The card of one car on a results page, found by its title link. */
const cardOf = (page: Page, path: string) =>
  page.locator('.car-card').filter({ has: page.locator(`h3 a[href="${path}"]`) });

test('[CARD-07] a search card offers View Details, Book a Test Drive and Reserve Now for its deposit, each going where it says', async ({
  page,
}) => {
  const { cars, tenant } = builtData(HCT);
  expect(tenant.settings.vehicle.reserve.enabled).toBe(true);
  await page.goto(siteUrl(HCT, '/search/new-used-and-demo-cars/'));
  await hydrated(page);
  // The first reservable car on the first page.
  const firstPage = await page
    .locator('.car-card h3 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const car = cars.find(
    (c) => firstPage.includes(c.path) && isAvailable(c) && !c.reserved && c.tag === undefined && c.price > 10,
  )!;
  expect(car, 'a reservable car on the first page').toBeDefined();
  const card = cardOf(page, car.path);
  // One label rule for the card and the vehicle page (VDP-14): the car's deposit, else the tenant's.
  const label = reserveAction(car, tenant.settings.vehicle.reserve)!.label;
  expect(label).toMatch(/^Reserve Now for \$/);
  await expect(card.locator('.card-actions a')).toHaveText(['View Details', 'Book a Test Drive', label]);
  await expect(card.getByRole('link', { name: `${label}: ${car.name}` })).toHaveAttribute(
    'href',
    `${car.path}/checkout`,
  );
  // Book a Test Drive opens the car page's own test-drive form.
  await card.getByRole('link', { name: `Book a Test Drive: ${car.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`${car.path}/?#enquire$`));
  const dialog = page.locator('dialog[open]');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('data-lead-kind', 'test_drive');
  await expect(dialog).toContainText(car.name);
  // The parameter is spent: a reload does not open the form again.
  expect(new URL(page.url()).searchParams.has('action')).toBe(false);
  await page.reload();
  await expect(page.locator('dialog[open]')).toHaveCount(0);
});

test('[CARD-07] a sold car card offers Find Me Something Similar, which opens that enquiry on its page', async ({
  page,
}) => {
  const { cars } = builtData(HCT);
  await page.goto(siteUrl(HCT, `/search/new-used-and-demo-cars/?status=sold`));
  await hydrated(page);
  await expect(page.locator('.refinement-chips')).toContainText('Status: Sold');
  await expect(page.locator('.car-card').first().locator('.tag')).toHaveText('SOLD');
  const path = await page.locator('.car-card h3 a').first().getAttribute('href');
  const sold = cars.find((car) => car.path === path)!;
  expect(isAvailable(sold)).toBe(false);
  const card = cardOf(page, sold.path);
  await expect(card.locator('.card-actions a')).toHaveText(['View Details', 'Find Me Something Similar']);
  await card.getByRole('link', { name: `Find Me Something Similar: ${sold.name}` }).click();
  const dialog = page.locator('dialog[open]');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('data-lead-kind', 'enquiry');
});

test('[CARD-01] a used car listed this week reads New Arrival, never NEW; NEW is only on a new car', async ({
  page,
}) => {
  const { cars, builtAt, tenant } = builtData(HCT);
  const recent = (created: string | undefined) =>
    created !== undefined && new Date(builtAt).getTime() - Date.parse(created) <= 8 * 86_400_000;
  // Cars whose tag is the recency tag: no rule above it applies (CARD-01's order).
  const plain = (car: (typeof cars)[number]) =>
    car.status === 'in_stock' &&
    !car.reserved &&
    !car.tag &&
    !(tenant.settings.vehicle.electricHybridTag && /^(electric|hybrid)$/i.test(car.simple_fuel ?? '')) &&
    recent(car.created_at) &&
    Boolean(car.stocknum);
  for (const [carType, label] of [
    ['used', 'New Arrival'],
    ['new', 'NEW'],
  ] as const) {
    const car = cars.find((c) => c.car_type === carType && plain(c));
    expect(car, `a ${carType} car listed within 8 days, tagged by recency only`).toBeDefined();
    await page.goto(
      siteUrl(HCT, `/search/new-used-and-demo-cars/?query=${encodeURIComponent(car!.stocknum!)}`),
    );
    await hydrated(page);
    await expect(cardOf(page, car!.path).locator('.tag')).toHaveText(label);
  }
  await expect(page.locator('.car-card .tag').first()).toHaveCSS('text-transform', 'uppercase');
});

test('a reserved car says so on its card and on its own page, which offers no Reserve button', async ({
  page,
}) => {
  const { cars } = builtData(HCT);
  const reserved = cars.find((car) => car.reserved && isAvailable(car))!;
  expect(reserved, 'a reserved car').toBeDefined();
  await page.goto(siteUrl(HCT, carPage(reserved)));
  await expect(page.locator('.reserved-by-feed')).toHaveText(
    /^Reserved: another buyer is holding this (car|vehicle)\. You can still enquire/,
  );
  await expect(page.locator('#reserve')).toHaveCount(0);
});

test('the home page counts the cars the search lists: the same number as Show Me and the results page', async ({
  page,
}) => {
  // The hero search hydrates on interaction; its button's count is in the page's HTML.
  await page.goto(siteUrl(HCT, '/'));
  const total = (await page.locator('.stock-counts li').first().locator('strong').textContent())!;
  await expect(page.getByRole('button', { name: /^Show Me/ })).toHaveText(`Show Me ${total} Cars`);
  await page.goto(siteUrl(HCT, '/search/new-used-and-demo-cars/'));
  await expect(page.locator('.results-count')).toContainText(total);
});
