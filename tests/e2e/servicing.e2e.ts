/**
 * The servicing page and the ways to it, in Chromium: /service on Harbour City Toyota (its
 * service.json), the phone header's Call and Book Service buttons (NAV-03), and Enquire Now on a
 * closed service location (LOC-03, locations.closedServiceShowsEnquire).
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { locationPageOptions, locationPages } from '../../src/domain/locations/pages.ts';
import { axeViolations } from './axe.ts';
import { builtData, directRequest, siteUrl } from './sites.ts';

const HARBOUR = 'harbour-city-toyota';
const OUTBACK = 'outback-caravans-motorcycles';
const shots = join(resolve(import.meta.dirname, '..', '..'), 'test-results', 'servicing');
// Sunday 29 November 2026, 12:00 in Sydney and 11:00 in Brisbane: sales open, service closed.
const SUNDAY_NOON = new Date('2026-11-29T01:00:00Z');

test.describe('servicing page', () => {
  test('[PROMO-04] shows the hero, GENUINE SERVICING, the drop-off timetable, the booking wizard, features, perks, certified banner, link cards and where to find us', async ({
    page,
  }) => {
    mkdirSync(shots, { recursive: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(siteUrl(HARBOUR, '/service'));
    await expect(page.locator('h1')).toHaveText('Toyota Servicing GENUINE SERVICING');
    await expect(page.locator('.service-intro p').first()).toContainText('Our Caringbah workshop');
    const dropOff = page.locator('.service-drop-off');
    await expect(dropOff.locator('tr')).toHaveText(['Drop-off7:45am · 8:45am', 'Pick-up2:00pm · 4:30pm']);
    await expect(dropOff.locator('.service-notice')).toHaveText('Free ride within an 8km radius');
    await expect(page.locator('#service-form h2')).toHaveText('Book a Service');
    await expect(page.locator('#service-form .wizard-progress li')).toHaveText([
      '1Contact Details',
      '2Vehicle Details',
      '3Order Details',
    ]);
    await expect(page.locator('#service-form .service-booking-call a')).toHaveAttribute(
      'href',
      'tel:0295251122',
    );
    await expect(page.locator('.service-features h3')).toHaveText([
      'Genuine Parts',
      'Ongoing maintenance plan',
      'Software Updates',
      'Full Health Checks',
    ]);
    await expect(page.locator('.service-perks h3')).toHaveCount(6);
    await expect(page.locator('.service-certified h2')).toHaveText('Toyota Certified Dealership');
    await expect(page.locator('.service-cards a')).toHaveText([/^Warranty/, /^Roadside Assist/]);
    for (const href of await page
      .locator('.service-cards a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      const { url, headers } = directRequest(HARBOUR, href!);
      expect((await page.request.get(url, { headers })).status(), href!).toBe(200);
    }
    await expect(page.locator('.service-find-us .location-detail h3')).toHaveText('Service');
    await expect(page.locator('.service-find-us')).toContainText('02 9525 1122');
    // Terms read open on a wide screen.
    await expect(page.locator('.service-terms')).toHaveAttribute('open', '');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(shots, 'service-1366x900.png'), fullPage: true });
  });

  test('BOOK NOW scrolls to the booking section #service-form and moves focus there', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl(HARBOUR, '/service'));
    const booking = page.locator('#service-form');
    await expect(booking).not.toBeInViewport();
    await page.locator('.service-book-now').click();
    await expect(booking).toBeInViewport();
    expect(new URL(page.url()).hash).toBe('#service-form');
    await expect(booking).toBeFocused();
  });

  test('the terms collapse on phones and open when pressed', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl(HARBOUR, '/service'));
    const terms = page.locator('.service-terms');
    await expect(terms).not.toHaveAttribute('open');
    await expect(terms.locator('.prose')).toBeHidden();
    await terms.locator('summary').click();
    await expect(terms.locator('.prose')).toBeVisible();
    await page.screenshot({ path: join(shots, 'service-390x844.png'), fullPage: true });
  });

  test('a tenant without service.json has no /service page and no link to one', async ({ page }) => {
    const { url, headers } = directRequest(OUTBACK, '/service');
    expect((await page.request.get(url, { headers })).status()).toBe(404);
    await page.goto(siteUrl(OUTBACK, '/'));
    await expect(page.locator('a[href^="/service"]')).toHaveCount(0);
  });
});

test.describe('phone header', () => {
  test('[NAV-03] phones show Call and Book Service beside Menu on one row; Book Service opens the booking section', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl(HARBOUR, '/'));
    const call = page.locator('.site-header .header-phone');
    const book = page.locator('.site-header .header-book-service');
    const menu = page.locator('.site-header .menu-button');
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute('href', 'tel:0295251100');
    await expect(book).toBeVisible();
    await expect(book).toHaveText('Book Service');
    // One row, nothing cut off: the three buttons share a line and the page does not scroll sideways.
    const boxes = await Promise.all([call, book, menu].map((locator) => locator.boundingBox()));
    expect(new Set(boxes.map((box) => Math.round(box!.y))).size).toBe(1);
    expect(Math.max(...boxes.map((box) => box!.x + box!.width))).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page, '.site-header')).toEqual([]);
    await book.click();
    await expect(page).toHaveURL(/\/service\/?#service-form$/);
    await expect(page.locator('#service-form')).toBeInViewport();
    // The drawer offers the same two, and wider screens keep Book Service in the menu instead.
    await page.goto(siteUrl(HARBOUR, '/'));
    await menu.click();
    await expect(page.locator('#site-drawer .drawer-book-service')).toHaveText('Book a Service');
    await expect(page.locator('#site-drawer .drawer-call')).toHaveText('Call 02 9525 1100');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(siteUrl(HARBOUR, '/'));
    await expect(book).toBeHidden();
    await expect(page.locator('.site-nav a[href="/service"]')).toHaveText('Service');
  });
});

test.describe('opening hours status', () => {
  test('[LOC-03] a closed service location shows Enquire Now where the tenant asks for it, and Closed elsewhere', async ({
    page,
  }) => {
    await page.clock.install({ time: SUNDAY_NOON });
    await page.goto(siteUrl(HARBOUR, '/contact'));
    const sales = page.locator('#location-l1-section .open-status');
    const service = page.locator('#location-l2-section .open-status');
    const parts = page.locator('#location-l3-section .open-status');
    await expect(sales).toHaveText('Open now · closes 4:00pm AEDT');
    await expect(service).toHaveText('Enquire Now · opens 7:30am AEDT tomorrow');
    await expect(service.locator('a')).toHaveAttribute('href', '/service#service-form');
    // Only the service location: parts is closed too and keeps the word.
    await expect(parts).toHaveText('Closed · opens 7:30am AEDT tomorrow');
    await service.locator('a').click();
    await expect(page.locator('#service-form')).toBeInViewport();

    // A tenant without the setting: its closed service location reads Closed.
    const { tenant } = builtData(OUTBACK);
    expect(tenant.settings.locations.closedServiceShowsEnquire).toBe(false);
    const servicePage = locationPages(tenant.locations, locationPageOptions(tenant.settings)).find((entry) =>
      entry.locations.some((location) => location.id === 'l32'),
    )!;
    await page.goto(siteUrl(OUTBACK, servicePage.path));
    const outback = page.locator('#location-l32-section .open-status');
    await expect(outback).toHaveText('Closed · opens 7:30am AEST tomorrow');
    await expect(outback.locator('a')).toHaveCount(0);
  });
});
