/**
 * The home page's locations carousel in Chromium (LOC-06): title, View Location and View Our
 * Stock, the Swipe hint on a phone, previous/next disabled at the ends, and the wide screen
 * layouts (a row of up to three, four columns for four, a slide grid for more than four).
 */
import { expect, test } from '@playwright/test';
import { builtData, siteUrl } from './sites.ts';
import { addressName } from '../../src/domain/locations/pages.ts';

const GROUP = 'southern-cross-auto-group';

test.describe('locations carousel', () => {
  test('[LOC-06] Our Locations with View Location, View Our Stock and a Swipe hint; previous and next disabled at the ends', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(siteUrl(GROUP, '/'));
    const carousel = page.locator('section[aria-roledescription="carousel"]');
    await expect(carousel.getByRole('heading', { level: 2 })).toHaveText('Our Locations');
    await expect(carousel.getByText('Swipe')).toBeVisible();

    const locations = builtData(GROUP).tenant.locations.filter((l) => l.visible);
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(locations.length);
    await expect(slides.first()).toHaveAttribute('aria-label', `1 of ${locations.length}`);
    // Every location has View Location; View Our Stock only where cars are for sale.
    await expect(carousel.getByRole('link', { name: /^View Location: / })).toHaveCount(locations.length);
    const service = locations.find((l) => / - Service$/.test(l.name))!;
    const sales = locations.find((l) => / - Sales$/.test(l.name))!;
    await expect(carousel.getByRole('link', { name: `View Our Stock at ${service.name}` })).toHaveCount(0);
    const stock = carousel.getByRole('link', { name: `View Our Stock at ${sales.name}` });
    await expect(stock).toHaveAttribute('href', `/search/${sales.slug}`);

    // One card per view on a phone: previous is disabled at the start, next at the end.
    const previous = carousel.getByRole('button', { name: 'Previous: Our Locations' });
    const next = carousel.getByRole('button', { name: 'Next: Our Locations' });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(previous).toBeEnabled();
    for (let i = 1; i < locations.length - 1; i++) await next.click();
    await expect(next).toBeDisabled();
    await expect(slides.last()).toBeInViewport();
    await previous.click();
    await expect(next).toBeEnabled();

    // View Our Stock opens that location's stock.
    await stock.click();
    await expect(page).toHaveURL(new RegExp(`/search/${sales.slug}/?$`));
    // Named without its " - Sales" ending (the dealership whose yard shares the slug, SRCH-29).
    await expect(page.getByRole('heading', { level: 1 })).toContainText(addressName(sales.name));
  });

  test('[LOC-06] more than four locations page through a slide grid on a wide screen; four sit in columns; up to three in a row', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(siteUrl(GROUP, '/'));
    const carousel = page.locator('section[aria-roledescription="carousel"]');
    await expect(carousel).toHaveAttribute('data-layout', 'slides');
    await expect(carousel.getByText('Swipe')).toBeHidden();
    const slides = carousel.locator('[aria-roledescription="slide"]');
    // The first page shows six cards, three across and two down, in reading order.
    const boxes = await Promise.all([0, 1, 2, 3].map(async (i) => (await slides.nth(i).boundingBox())!));
    expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x);
    expect(boxes[2]!.x).toBeGreaterThan(boxes[1]!.x);
    expect(boxes[3]!.y).toBeGreaterThan(boxes[0]!.y);
    expect(Math.abs(boxes[3]!.x - boxes[0]!.x)).toBeLessThan(2);
    await slides.nth(5).scrollIntoViewIfNeeded();
    await expect(slides.nth(5)).toBeInViewport();
    await expect(slides.nth(6)).not.toBeInViewport();
    const next = carousel.getByRole('button', { name: 'Next: Our Locations' });
    await next.click();
    await expect(slides.nth(6)).toBeInViewport();
    await expect(next).toBeDisabled();

    // Four locations (Outback's) take four narrower columns on one screen: nothing to page.
    await page.goto(siteUrl('outback-caravans-motorcycles', '/'));
    const columns = page.locator('[data-locations-carousel]');
    await expect(columns).toHaveAttribute('data-layout', 'columns');
    const four = columns.locator('[aria-roledescription="slide"]');
    await expect(four).toHaveCount(4);
    await columns.scrollIntoViewIfNeeded();
    const tops = await Promise.all([0, 1, 2, 3].map(async (i) => (await four.nth(i).boundingBox())!));
    expect(new Set(tops.map((box) => Math.round(box.y))).size).toBe(1);
    for (let i = 1; i < 4; i++) expect(tops[i]!.x).toBeGreaterThan(tops[i - 1]!.x);
    for (const slide of await four.all()) await expect(slide).toBeInViewport();
    await expect(columns.getByRole('button', { name: 'Next: Our Locations' })).toBeHidden();

    // Three locations at one address fit in a row: nothing to page, so no buttons or hint.
    await page.goto(siteUrl('harbour-city-toyota', '/'));
    const row = page.locator('[data-locations-carousel]');
    await expect(row).toHaveAttribute('data-layout', 'row');
    await expect(row.locator('[aria-roledescription="slide"]')).toHaveCount(3);
    await expect(row.getByRole('button', { name: 'Next: Our Locations' })).toBeHidden();
    await row.scrollIntoViewIfNeeded();
    for (const slide of await row.locator('[aria-roledescription="slide"]').all())
      await expect(slide).toBeInViewport();
  });
});
