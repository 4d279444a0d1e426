/**
 * The tenant's blog in Chromium (PROMO-07): /blog/vehicle-reviews lists blog cards newest first
 * (link, heading, picture, date, a snippet of at most 80 characters), each opening its post;
 * the home page shows the latest three and a car's page the posts about its make and model.
 * Tenants without posts have no blog.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { isAvailable } from '../../src/domain/availability.ts';
import { axeViolations } from './axe.ts';
import { builtData, DEMO_TENANTS, directRequest, siteUrl } from './sites.ts';
import { carPage } from './vehicle-cars.ts';

const HARBOUR = 'harbour-city-toyota';
const shots = join(resolve(import.meta.dirname, '..', '..'), 'test-results', 'blog');

test.describe('blog', () => {
  test('[PROMO-07] blog cards show link, heading, image, date and an 80-character snippet, newest first, on the listing, the home page and a car’s page', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    mkdirSync(shots, { recursive: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(siteUrl(HARBOUR, '/blog/vehicle-reviews'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vehicle Reviews');
    const cards = page.locator('main .blog-card');
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
      '2026 Toyota HiLux SR5 review: still the ute to beat?',
      'RAV4 Hybrid: a month of family driving',
      'Why the Corolla hatch makes a great first car',
      'Toyota Service Advantage explained',
    ]);
    await expect(cards.locator('time')).toHaveText([
      '18 November 2026',
      '30 October 2026',
      '12 September 2026',
      '5 August 2026',
    ]);
    await expect(cards.first().locator('time')).toHaveAttribute('datetime', '2026-11-18');
    for (const snippet of await cards.locator('p').allTextContents())
      expect(snippet.length).toBeLessThanOrEqual(80);
    await expect(cards.first().locator('p')).toHaveText(
      'We spent a week with the HiLux SR5 on the school run, the worksite and a…',
    );
    const picture = await cards
      .first()
      .locator('img')
      .evaluate((img: HTMLImageElement) => img.naturalWidth);
    expect(picture).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(shots, 'listing-1366x900.png') });

    // The whole card opens the post: a click on its picture lands on the heading's link.
    await cards.nth(1).click({ position: { x: 30, y: 30 } });
    await expect(page).toHaveURL(/\/blog\/rav4-hybrid-review\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'RAV4 Hybrid: a month of family driving',
    );
    await expect(page.getByText('it averaged 5.1 L/100 km')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Vehicle Reviews' }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The home page: the latest three, and the way to the rest.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl(HARBOUR, '/'));
    const home = page.getByRole('region', { name: 'Latest reviews and news' });
    await expect(home.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(home.getByRole('link', { name: 'All vehicle reviews' })).toHaveAttribute(
      'href',
      '/blog/vehicle-reviews',
    );

    // A HiLux's page: the HiLux review first, then the post about Toyota in general.
    const hilux = builtData(HARBOUR).cars.find((car) => isAvailable(car) && car.model === 'HiLux');
    expect(hilux).toBeDefined();
    await page.goto(siteUrl(HARBOUR, carPage(hilux!)));
    const section = page.getByRole('region', { name: 'Toyota HiLux reviews and news' });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([
      '2026 Toyota HiLux SR5 review: still the ute to beat?',
      'Toyota Service Advantage explained',
    ]);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, 'hilux-page-390x844.png') });
  });

  test('tenants without posts have no blog', async ({ request }) => {
    for (const slug of DEMO_TENANTS.filter((tenant) => (builtData(tenant).tenant.blog ?? []).length === 0)) {
      const { url, headers } = directRequest(slug, '/blog/vehicle-reviews');
      expect((await request.get(url, { headers })).status(), slug).toBe(404);
    }
  });
});
