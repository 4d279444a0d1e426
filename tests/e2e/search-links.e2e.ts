/**
 * Shared search links that mean what they say (SRCH-26, SRCH-06), in Chromium on the group
 * demo tenant: every refinement a URL can carry narrows the list, shows as a removable chip
 * and stays in the address; parameters of filters the stock has no data for leave the
 * address; the breadcrumb routes of spec-2 §2 land on their car-type pages.
 */
import { expect, type Page, test } from '@playwright/test';
import type { Car } from '../../src/model/car.ts';
import { builtData, siteUrl } from './sites.ts';

const GROUP = 'southern-cross-auto-group';

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, {
    timeout: 15_000,
  });
}

const countOf = async (page: Page) =>
  Number((await page.locator('.results-count').textContent())!.replace(/[^\d]/g, ''));

/** The most common value of a field among the built cars, and how many cars have it. */
function commonest(cars: readonly Car[], value: (car: Car) => string | undefined): [string, number] {
  const counts = new Map<string, number>();
  for (const car of cars) {
    const v = value(car);
    if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]!;
}

test.describe('search links', () => {
  const { cars } = builtData(GROUP);
  const cases: [param: string, chip: string, value: (car: Car) => string | undefined][] = [
    ['seats', 'Seats', (car) => (car.seats ? String(car.seats) : undefined)],
    ['state', 'State', (car) => car.state],
    ['model', 'Model', (car) => car.model],
    ['status', 'Status', (car) => (car.status === 'sold' ? 'sold' : undefined)],
  ];
  for (const [param, chip, value] of cases) {
    test(`[SRCH-26] ?${param}= narrows the list to those cars, shows a chip that removes it, and stays in the URL`, async ({
      page,
    }) => {
      const [wanted, expected] = commonest(cars, value);
      expect(expected).toBeLessThan(cars.length);
      await page.goto(
        siteUrl(GROUP, `/search/new-used-and-demo-cars/?${param}=${encodeURIComponent(wanted)}`),
      );
      await hydrated(page);
      await expect.poll(() => countOf(page)).toBe(expected);
      expect(new URL(page.url()).searchParams.get(param)).toBe(wanted);
      const remove = page.locator('.refinement-chips .chip', { hasText: `${chip}:` });
      await expect(remove).toHaveCount(1);
      await remove.click();
      await expect.poll(() => countOf(page)).toBe(cars.length);
      await expect.poll(() => new URL(page.url()).searchParams.has(param)).toBe(false);
    });
  }

  test('[SRCH-26] a parameter of a filter the stock has no data for leaves the URL; utm_ parameters stay', async ({
    page,
  }) => {
    await page.goto(
      siteUrl(GROUP, '/search/new-used-and-demo-cars/?price_range=10000-20000&utm_source=newsletter'),
    );
    await hydrated(page);
    await expect.poll(() => new URL(page.url()).searchParams.has('price_range')).toBe(false);
    expect(new URL(page.url()).searchParams.get('utm_source')).toBe('newsletter');
    expect(await countOf(page)).toBe(cars.length);
  });

  test('[SRCH-06] the breadcrumb routes /search/{car_type}/ and /used-car/{car_type}/ land on the car-type page', async ({
    page,
  }) => {
    for (const [from, to] of [
      ['/search/used/', '/search/used-cars'],
      ['/used-car/new/', '/search/new-cars'],
      ['/search/demo/', '/search/demo-cars'],
    ] as const) {
      const response = await page.goto(siteUrl(GROUP, from));
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe(to);
    }
  });
});

test.describe('group site wording', () => {
  test('[SRCH-07] a group in five states says "across Australia", and a landing describes its own count', async ({
    page,
  }) => {
    const { cars } = builtData(GROUP);
    await page.goto(siteUrl(GROUP, '/search/used-cars/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Used Cars for sale across Australia');
    const hilux = cars.filter((car) => car.make === 'Toyota' && car.model === 'HiLux').length;
    expect(hilux).toBeGreaterThan(0);
    await page.goto(siteUrl(GROUP, '/search/toyota/hilux/'));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      new RegExp(`Browse ${hilux.toLocaleString('en-AU')} (cars|vehicles) at `),
    );
  });

  test('[SRCH-29] a group car links to its dealership\'s stock, named without " - Sales", with that dealership\'s cars only', async ({
    page,
  }) => {
    const { cars, tenant } = builtData(GROUP);
    const car = cars.find((c) => c.dealership_slug && c.status === 'in_stock')!;
    const dealership = tenant.dealerships.find((d) => d.slug === car.dealership_slug)!;
    const theirs = cars.filter((c) => c.dealership_slug === dealership.slug).length;
    await page.goto(siteUrl(GROUP, `${car.path}/`));
    const link = page.getByRole('link', { name: `See more stock from ${dealership.name}` });
    await expect(link).toHaveAttribute('href', `/search/${dealership.slug}`);
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `New, Used & Demo Cars for sale at ${dealership.name}`,
    );
    await expect.poll(() => countOf(page)).toBe(theirs);
    await expect(page.locator('body')).not.toContainText(' - Sales');
  });
});

test('[SRCH-31] a full VIN typed into the search finds that car in the browser; a mistyped one finds nothing', async ({
  page,
}) => {
  const HCT = 'harbour-city-toyota';
  const { cars } = builtData(HCT);
  const car = cars.find((c) => c.vin && c.status === 'in_stock')!;
  expect(car, 'a car with a VIN').toBeDefined();
  await page.goto(siteUrl(HCT, '/search/new-used-and-demo-cars/'));
  await hydrated(page);
  const vinFile = page.waitForRequest(/\/search-index\/vins\.[0-9a-f]{10}\.json$/);
  await page.getByRole('searchbox').fill(car.vin!.toLowerCase());
  await vinFile;
  await expect.poll(() => countOf(page)).toBe(1);
  await expect(page.locator('.car-card h3 a')).toHaveAttribute('href', car.path);
  const wrong = `${car.vin!.slice(0, 16)}${car.vin!.endsWith('1') ? '2' : '1'}`;
  await page.getByRole('searchbox').fill(wrong);
  await expect.poll(() => countOf(page)).toBe(0);
});

test('[SRCH-31] [SRCH-04] typed as shoppers type: "landcruiser" and "land cruiser" list the LandCruisers and no RAV4 Cruiser; "corrola" finds the Corollas', async ({
  page,
}) => {
  const HCT = 'harbour-city-toyota';
  const { cars } = builtData(HCT);
  const landCruisers = cars.filter((car) => car.model.startsWith('LandCruiser')).length;
  const corollas = cars.filter((car) => car.model.startsWith('Corolla')).length;
  expect(landCruisers).toBeGreaterThan(0);
  expect(cars.some((car) => car.model === 'RAV4' && car.badge === 'Cruiser')).toBe(true);
  await page.goto(siteUrl(HCT, '/search/new-used-and-demo-cars/'));
  await hydrated(page);
  await expect(page.locator('.sort select')).toHaveValue('cars');
  const names = () => page.locator('.car-card h3 a').allTextContents();
  for (const typed of ['landcruiser', 'land cruiser']) {
    await page.getByRole('searchbox').fill(typed);
    await expect.poll(() => countOf(page)).toBe(landCruisers);
    expect((await names()).every((name) => /LandCruiser/.test(name))).toBe(true);
  }
  await page.getByRole('searchbox').fill('corrola');
  await expect.poll(() => countOf(page)).toBe(corollas);
  expect((await names()).every((name) => /Corolla/.test(name))).toBe(true);
});
