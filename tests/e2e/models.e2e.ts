/**
 * Model pages in Chromium (MOD-01's /{model slug} part): the page at /{new_slug or slug}, none
 * for a model the dealer sends elsewhere, the stock link only with stock, and the model
 * directory and sitemap linking to the pages that exist.
 */
import { expect, test } from '@playwright/test';
import { directRequest, siteUrl } from './sites.ts';

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
});
