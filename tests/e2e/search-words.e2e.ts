/**
 * What the search box understands beyond names (SRCH-32), in Chromium on the Toyota demo
 * tenant: seats, body, fuel, colour, year and price words become the filters' own refinements
 * (checked in the filters, carried in the URL), shown as chips that remove them; the rest of
 * the query stays text. A link whose query holds such words opens the same way.
 */
import { expect, type Page, test } from '@playwright/test';
import type { Car } from '../../src/model/car.ts';
import { axeViolations } from './axe.ts';
import { builtData, siteUrl } from './sites.ts';

const HCT = 'harbour-city-toyota';
const SEARCH = '/search/new-used-and-demo-cars/';

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, {
    timeout: 15_000,
  });
}

const countOf = async (page: Page) =>
  Number((await page.locator('.results-count').textContent())!.replace(/[^\d]/g, ''));
const chips = (page: Page) => page.locator('.refinement-chips .chip');
const chipLabels = async (page: Page) =>
  (await chips(page).allTextContents()).map((text) => text.replace(/\s*×.*$/, ''));
const isWhite = (car: Car) => /\bwhite\b/i.test(car.colour ?? '');
const fuelOf = (car: Car) => car.simple_fuel ?? car.fuel;

// The first reading of words waits for the search worker's index: generous timeouts on a busy machine.
const settled = { timeout: 20_000 };

test.describe('search box words', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test.describe.configure({ timeout: 90_000 });
  const { cars } = builtData(HCT);

  test('[SRCH-32] "7 seater" lists only the 7-seat cars with a Seats chip; removing the chip restores the unrefined search', async ({
    page,
  }) => {
    const sevens = cars.filter((car) => car.seats === 7).length;
    expect(sevens).toBeGreaterThan(0);
    await page.goto(siteUrl(HCT, SEARCH));
    await hydrated(page);
    const box = page.getByRole('searchbox', { name: 'Search our stock' });
    // While typing, the search already follows the words; the box keeps what was typed.
    await box.fill('7 seater');
    await expect.poll(() => countOf(page), settled).toBe(sevens);
    await expect(box).toHaveValue('7 seater');
    await box.press('Enter');
    await expect(box).toHaveValue('', settled);
    expect(await chipLabels(page)).toEqual(['Seats: 7']);
    await expect(page).toHaveURL(/\?seats=7$/);
    expect(await countOf(page)).toBe(sevens);

    await page.getByRole('button', { name: 'Seats: 7 (remove this filter)' }).click();
    await expect.poll(() => countOf(page), settled).toBe(cars.length);
    await expect(chips(page)).toHaveCount(0);
    // The address follows the results once the search has settled.
    await expect(page).toHaveURL((url) => url.search === '', settled);

    // Written out, and as "seats", it is the same search.
    for (const typed of ['seven seater', '7 seats']) {
      await box.fill(typed);
      await box.press('Enter');
      await expect.poll(() => countOf(page), { ...settled, message: typed }).toBe(sevens);
      expect(await chipLabels(page)).toEqual(['Seats: 7']);
    }
  });

  test('[SRCH-32] "diesel ute under 40k" gives the diesel utes priced at $40,000 or less, as the filters would, with a chip each', async ({
    page,
  }) => {
    const wanted = cars.filter(
      (car) => fuelOf(car) === 'Diesel' && car.simple_body === 'Ute' && car.price <= 40000,
    );
    expect(wanted.length).toBeGreaterThan(0);
    await page.goto(siteUrl(HCT, SEARCH));
    await hydrated(page);
    const box = page.getByRole('searchbox', { name: 'Search our stock' });
    await box.fill('diesel ute under 40k');
    await box.press('Enter');
    await expect.poll(() => countOf(page), settled).toBe(wanted.length);
    await expect(box).toHaveValue('', settled);
    expect(await chipLabels(page)).toEqual(['Body type: Ute', 'Fuel: Diesel', 'Price: up to $40,000']);
    await expect(page).toHaveURL((address) => address.pathname === '/search/ute', settled);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ fuel: 'Diesel', price: '-40000' });
    // The filters show the same refinements checked.
    const filters = page.locator('#search-filters');
    await expect(filters.getByRole('checkbox', { name: /^Diesel/ })).toBeChecked();
    await expect(filters.getByRole('checkbox', { name: /^Ute/ })).toBeChecked();
    const names = await page.locator('.car-card h3 a').allTextContents();
    const shown = new Set(wanted.map((car) => car.name));
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => shown.has(name.trim()))).toBe(true);

    // Each chip removes its own refinement.
    await page.getByRole('button', { name: /^Price: up to \$40,000/ }).click();
    const utes = cars.filter((car) => fuelOf(car) === 'Diesel' && car.simple_body === 'Ute').length;
    await expect.poll(() => countOf(page), settled).toBe(utes);
    expect(await chipLabels(page)).toEqual(['Body type: Ute', 'Fuel: Diesel']);
  });

  test('[SRCH-32] a year, a colour and a model ("2026 white corolla") give that year’s white Corollas; the model stays the text query', async ({
    page,
  }) => {
    const whiteCorollas = cars.filter((car) => car.model.startsWith('Corolla') && isWhite(car));
    const years = new Map<number, number>();
    for (const car of whiteCorollas) years.set(car.year, (years.get(car.year) ?? 0) + 1);
    // The demo stock has no 2022 white Corolla: the year with the most of them stands in.
    const [year, count] = [...years].sort((a, b) => b[1] - a[1])[0]!;
    expect(count).toBeGreaterThan(0);
    await page.goto(siteUrl(HCT, SEARCH));
    await hydrated(page);
    const box = page.getByRole('searchbox', { name: 'Search our stock' });
    await box.fill(`${year} white corolla`);
    await box.press('Enter');
    await expect(box).toHaveValue('corolla', settled);
    await expect.poll(() => countOf(page), settled).toBe(count);
    const whiteShades = new Set(cars.filter(isWhite).map((car) => car.colour)).size;
    expect(await chipLabels(page)).toEqual([`Colour: White (${whiteShades} shades)`, `Year: ${year}`]);
    const names = await page.locator('.car-card h3 a').allTextContents();
    expect(names.every((name) => name.startsWith(`${year} Toyota Corolla`))).toBe(true);
    expect(new URL(page.url()).searchParams.get('query')).toBe('corolla');
  });

  test('[SRCH-32] a link whose query holds such words opens with them as refinements and chips', async ({
    page,
  }) => {
    const sevens = cars.filter((car) => car.seats === 7).length;
    await page.goto(siteUrl(HCT, `${SEARCH}?query=7+seater`));
    await hydrated(page);
    await expect.poll(() => countOf(page), settled).toBe(sevens);
    expect(await chipLabels(page)).toEqual(['Seats: 7']);
    await expect(page.getByRole('searchbox', { name: 'Search our stock' })).toHaveValue('');
    const url = new URL(page.url());
    expect(url.searchParams.has('query')).toBe(false);
    expect(url.searchParams.get('seats')).toBe('7');
  });
});

test.describe('search box words on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.describe.configure({ timeout: 90_000 });

  test('[SRCH-32] on a phone the chips of "diesel ute under 40k" sit above the results, each a 44 px target, axe-clean', async ({
    page,
  }) => {
    await page.goto(siteUrl(HCT, SEARCH));
    await hydrated(page);
    const box = page.getByRole('searchbox', { name: 'Search our stock' });
    await box.fill('diesel ute under 40k');
    await box.press('Enter');
    await expect(chips(page)).toHaveCount(3, settled);
    const list = await page.locator('.refinement-chips').boundingBox();
    const firstCard = await page.locator('.car-card').first().boundingBox();
    expect(list!.y + list!.height).toBeLessThanOrEqual(firstCard!.y);
    for (const chip of await chips(page).all()) {
      const box = (await chip.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await expect(page.locator('.search-results[aria-busy="true"]')).toHaveCount(0, settled);
    const severe = (await axeViolations(page)).filter((violation) =>
      /\((serious|critical)\)/.test(violation),
    );
    expect(severe).toEqual([]);
  });
});
