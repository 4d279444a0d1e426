/**
 * Model pages in Chromium (MOD-01's /{model slug} part): the page at /{new_slug or slug}, none
 * for a model the dealer sends elsewhere, the stock link only with stock, and the model
 * directory and sitemap linking to the pages that exist.
 */
import { expect, test } from '@playwright/test';
import { builtData, directRequest, siteUrl } from './sites.ts';

const TOYOTA = 'harbour-city-toyota';

test.describe('model pages', () => {
  test('a model page shows the model, its price from and its stock, and leads to that stock', async ({
    page,
  }) => {
    const response = await page.goto(siteUrl(TOYOTA, '/hilux'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota HiLux');
    await expect(page.locator('.model-status')).toHaveText('NEW');
    await expect(page.locator('.model-price')).toHaveText('From $32,990');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText([
      'Home',
      'Models',
    ]);
    const stock = page.getByRole('link', { name: /^View \d+ HiLux in stock$/ });
    await expect(stock).toHaveAttribute('href', '/search/toyota/hilux');
    await expect(page.getByRole('link', { name: 'Contact us about the HiLux' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await stock.click();
    await expect(page).toHaveURL(/\/search\/toyota\/hilux\/?$/);
  });

  test('new_slug renames the page, override_url sends the model elsewhere, and the directory follows', async ({
    page,
  }) => {
    expect((await page.goto(siteUrl(TOYOTA, '/landcruiser-70-series')))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota LandCruiser 70');
    expect((await page.goto(siteUrl(TOYOTA, '/landcruiser-70')))?.status()).toBe(404);
    expect((await page.goto(siteUrl(TOYOTA, '/tundra')))?.status()).toBe(404);

    await page.goto(siteUrl(TOYOTA, '/models'));
    await expect(page.locator('main a[href="/hilux"]').first()).toBeVisible();
    await expect(page.locator('main a[href="/landcruiser-70-series"]').first()).toBeVisible();
    await expect(page.locator('main a[href="https://www.toyota.com.au/tundra"]').first()).toBeVisible();

    const request = directRequest(TOYOTA, '/sitemap.xml');
    const sitemap = await (await page.request.get(request.url, { headers: request.headers })).text();
    expect(sitemap).toContain('/hilux</loc>');
    expect(sitemap).toContain('/landcruiser-70-series</loc>');
    expect(sitemap).not.toContain('/tundra</loc>');
  });

  test('[SRCH-30] a model page shows a row of its in-stock cars, chosen by the second search call in the default order', async ({
    page,
  }) => {
    const { cars, tenant } = builtData(TOYOTA);
    const row = tenant.settings.search.gridColumns;
    const hilux = cars.filter(
      (car) => car.make === 'Toyota' && car.model === 'HiLux' && car.status === 'in_stock',
    );
    expect(hilux.length).toBeGreaterThan(row);
    await page.goto(siteUrl(TOYOTA, '/hilux'));
    const strip = page.getByRole('region', { name: 'HiLux in stock now' });
    const links = strip.locator('.car-card h3 a');
    await expect(links).toHaveCount(row);
    const shown = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (const path of shown) expect(hilux.map((car) => car.path)).toContain(path);
    // The default order: the highest custom_rank first (SRCH-04), as the search lists them.
    await page.goto(siteUrl(TOYOTA, '/search/toyota/hilux/'));
    const listed = await page
      .locator('.car-card')
      .filter({ hasNot: page.locator('.tag', { hasText: /^(SOLD|COMING SOON)$/ }) })
      .locator('h3 a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(listed.filter((path) => hilux.some((car) => car.path === path)).slice(0, row)).toEqual(shown);
  });
});
