/**
 * Location pages in Chromium (LOC-*): one page per address at the path the tenant chose, the
 * open-now line computed in the shopper's browser in the dealer's time zone, the holiday-hours
 * dialog, the rating summary and the licence numbers on every page (COMP-01).
 */
import { expect, type Page, test } from '@playwright/test';
import { builtData, siteUrl } from './sites.ts';

const status = async (page: Page, path: string) => (await page.goto(path))?.status();

test.describe('location pages', () => {
  test('[LOC-05] /contact on a single-manufacturer site, /contact-us/{slug} on a group, /locations/{slug} by setting', async ({
    page,
  }) => {
    // Harbour City Toyota: one manufacturer, so every location link goes to /contact.
    expect(await status(page, siteUrl('harbour-city-toyota', '/contact'))).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    expect(await status(page, siteUrl('harbour-city-toyota', '/contact-us/harbour-city-toyota'))).toBe(404);
    expect(await status(page, siteUrl('harbour-city-toyota', '/contact-us'))).toBe(200);
    await expect(page.getByRole('link', { name: /View Location/ }).first()).toHaveAttribute(
      'href',
      '/contact',
    );

    // Westside: locations.pagePath 'locations'.
    expect(await status(page, siteUrl('westside-used-cars', '/locations/westside-used-cars'))).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Westside Used Cars');
    expect(await status(page, siteUrl('westside-used-cars', '/contact-us/westside-used-cars'))).toBe(404);
    expect(await status(page, siteUrl('westside-used-cars', '/contact'))).toBe(404);

    // The group: one page per address, the name without ' - Sales' / ' - Service' / ' - Parts'.
    const group = builtData('southern-cross-auto-group');
    const sales = group.tenant.locations.find((l) => l.visible && / - Sales$/.test(l.name))!;
    const name = sales.name.replace(/ - Sales$/, '');
    expect(await status(page, siteUrl('southern-cross-auto-group', `/contact-us/${sales.slug}`))).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await page.goto(siteUrl('southern-cross-auto-group', '/contact-us'));
    const cards = page.locator('.locations > li');
    await expect(cards.first()).toBeVisible();
    await page.getByRole('link', { name: `View Location: ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/contact-us/${sales.slug}/?$`));
  });

  test('[LOC-02] sales, service and parts at one address in that order, each with directions and hours Monday to Sunday', async ({
    page,
  }) => {
    await page.goto(siteUrl('harbour-city-toyota', '/contact'));
    const selector = page.getByRole('navigation', { name: /departments/ });
    await expect(selector.getByRole('link')).toHaveText(['Sales', 'Service', 'Parts']);
    await expect(page.locator('.location-detail h2')).toHaveText(['Sales', 'Service', 'Parts']);
    await selector.getByRole('link', { name: 'Parts' }).click();
    await expect(page).toHaveURL(/#location-.+-section$/);
    const sales = page.locator('.location-detail').first();
    await expect(sales.getByRole('link', { name: /Get Directions/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps/,
    );
    await expect(sales.locator('table.hours').first().locator('th')).toHaveText([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
  });

  test('the open-now line is computed at the time the page is read, in the location’s time zone, labelled with it', async ({
    page,
  }) => {
    // Wednesday 25 November 2026, 10:00 in Sydney: open, 8:30am to 5:30pm.
    await page.clock.setFixedTime(new Date('2026-11-25T10:00:00+11:00'));
    await page.goto(siteUrl('harbour-city-toyota', '/contact'));
    const sales = page.locator('.location-detail').first();
    await expect(sales.locator('.open-status')).toHaveText('Open now · closes 5:30pm AEDT');
    // 18:00 the same day: closed until tomorrow morning.
    await page.clock.setFixedTime(new Date('2026-11-25T18:00:00+11:00'));
    await page.reload();
    await expect(sales.locator('.open-status')).toHaveText('Closed · opens 8:30am AEDT tomorrow');
  });

  test('[LOC-04] the holiday-hours dialog lists the special hours of the next 60 days and closes with Escape', async ({
    page,
  }) => {
    const data = builtData('harbour-city-toyota');
    const sales = data.tenant.locations.find((l) => l.location_type === 'sales')!;
    const today = data.builtAt.slice(0, 10);
    const last = new Date(Date.parse(`${today}T00:00:00Z`) + 60 * 86_400_000).toISOString().slice(0, 10);
    const upcoming = sales.special_hours.filter(
      (s) => s.date.slice(0, 10) >= today && s.date.slice(0, 10) <= last,
    );
    test.skip(upcoming.length === 0, 'no holiday within 60 days of this build');
    await page.goto(siteUrl('harbour-city-toyota', '/contact'));
    const section = page.locator('.location-detail').first();
    const open = section.getByRole('button', { name: 'Holiday hours' });
    await open.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    for (const entry of upcoming) if (entry.name) await expect(dialog).toContainText(entry.name);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('[LOC-07] the rating summary: stars and "4.6 from 812 Google reviews", the dealership’s own figure', async ({
    page,
  }) => {
    const data = builtData('harbour-city-toyota');
    const sales = data.tenant.locations.find((l) => l.location_type === 'sales')!;
    expect(sales.reviews).toBeUndefined();
    expect(data.tenant.dealerships[0]).toMatchObject({
      average_rating: 4.6,
      review_count: 812,
      review_source: 'Google',
    });
    await page.goto(siteUrl('harbour-city-toyota', '/contact'));
    const rating = page.locator('.location-detail').first().locator('.rating');
    await expect(rating).toContainText('4.6 from 812 Google reviews');
    await expect(rating.getByRole('img')).toHaveAccessibleName('Rated 4.6 out of 5 from 812 Google reviews');
    await expect(rating.locator('.star')).toHaveCount(5);
  });

  test('[COMP-01] every page carries the dealer licence numbers in its footer and on the location page', async ({
    page,
  }) => {
    const data = builtData('harbour-city-toyota');
    const numbers = data.tenant.locations.map((l) => l.dealer_license_number).filter(Boolean) as string[];
    expect(numbers.length).toBeGreaterThan(0);
    const car = data.cars.find((c) => c.status === 'in_stock')!;
    for (const path of ['/', car.path, '/search/new-used-and-demo-cars']) {
      await page.goto(siteUrl('harbour-city-toyota', path));
      for (const number of numbers)
        await expect(page.locator('footer')).toContainText(`Dealer licence ${number}`);
    }
    await page.goto(siteUrl('harbour-city-toyota', '/contact'));
    await expect(page.locator('.location-detail .licence').first()).toHaveText(
      `Dealer licence ${numbers[0]}`,
    );
  });

  test('[LOC-05] the header and every home-page location link to the location pages', async ({ page }) => {
    await page.goto(siteUrl('westside-used-cars', '/'));
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }),
    ).toHaveAttribute('href', '/contact-us');
    await page
      .getByRole('link', { name: /View Location/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/locations\/westside-used-cars\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Westside Used Cars');
  });
});
