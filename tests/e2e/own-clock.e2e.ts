/**
 * A group across several states, in Chromium on a phone: each location keeps its own clock
 * (LOC-10), and a test drive of a car no location is franchised for keeps its place and time
 * (LEAD-17, LEAD-24). southern-cross-auto-group's zone is Brisbane; its Perth dealership keeps
 * AWST, two hours behind in December (Brisbane has no daylight saving; Perth neither).
 */
import { expect, type Page, test } from '@playwright/test';
import type { Car } from '../../src/model/car.ts';
import { deliveredLead, storedLead } from './delivered-leads.ts';
import { builtData, siteUrl } from './sites.ts';
import { carPage } from './vehicle-cars.ts';

const GROUP = 'southern-cross-auto-group';
const HCT = 'harbour-city-toyota';
const PERTH = 'l16';
const BRISBANE = 'l10';

/** Tuesday 8 December 2026, 7:00am in Perth, 9:00am in Brisbane. */
const TUESDAY_7AM_PERTH = new Date('2026-12-07T23:00:00Z');

const perthHour = (iso: string) =>
  Number(
    new Intl.DateTimeFormat('en-AU', {
      timeZone: 'Australia/Perth',
      hour: 'numeric',
      hourCycle: 'h23',
    }).format(new Date(iso)),
  );

function available(tenant: string, where: (car: Car) => boolean): Car {
  const car = builtData(tenant).cars.find(
    (candidate) => candidate.status === 'in_stock' && !candidate.reserved && where(candidate),
  );
  if (!car) throw new Error(`no such car in ${tenant}'s demo stock`);
  return car;
}

async function lastLeadId(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('enquiries') ?? '[]') as { lead_id: string }[])[0]!.lead_id,
  );
}

test.describe('each location on its own clock', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
  });

  test('[LOC-10] the Perth location is closed at 7am Perth time while Brisbane is open, each labelled with its zone', async ({
    page,
  }) => {
    const data = builtData(GROUP);
    const pathOf = (id: string) => {
      const location = data.tenant.locations.find((l) => l.id === id)!;
      return `/contact-us/${location.slug}`;
    };
    await page.clock.setFixedTime(TUESDAY_7AM_PERTH);
    await page.goto(siteUrl(GROUP, pathOf(PERTH)));
    const perth = page.locator(`#location-${PERTH}-section`);
    await expect(perth.locator('.open-status')).toHaveText('Closed · opens 8:30am AWST');
    await expect(perth.locator('table.hours caption')).toHaveText('Opening hours Perth time (AWST)');
    await page.screenshot({ path: 'test-results/perth-location-390.png', fullPage: true });

    await page.goto(siteUrl(GROUP, pathOf(BRISBANE)));
    const brisbane = page.locator(`#location-${BRISBANE}-section`);
    await expect(brisbane.locator('.open-status')).toHaveText('Open now · closes 5:30pm AEST');
    await expect(brisbane.locator('table.hours caption')).toHaveText('Opening hours Brisbane time (AEST)');
  });

  test('[LOC-10] a Perth car’s test-drive times are Perth’s, labelled AWST, and the dealer reads the time in AWST', async ({
    page,
  }) => {
    const car = available(GROUP, (c) => (c.location?.id ?? c.location_id) === PERTH);
    await page.goto(siteUrl(GROUP, carPage(car)));
    await page
      .locator('aside.vehicle-summary')
      .getByRole('link', { name: 'Book a Test Drive', exact: true })
      .click();
    const dialog = page.locator('dialog[open]');
    const time = dialog.getByLabel(/^Time \(Perth time, AWST\)$/);
    await expect(time).toBeEnabled();
    const options = time.locator('option');
    await expect(options.nth(1)).toHaveText(/^\d{1,2}:\d{2}(am|pm) AWST$/);
    // Every slot is within Perth's hours (8:30am to 5:30pm), not Brisbane's, two hours ahead.
    const starts = (
      await options.evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value))
    ).filter(Boolean);
    for (const start of starts) {
      expect(perthHour(start)).toBeGreaterThanOrEqual(8);
      expect(perthHour(start)).toBeLessThan(18);
    }
    const chosen = starts[0]!;
    await time.selectOption(chosen);
    await dialog.getByLabel('First name').fill('Pat');
    await dialog.getByLabel('Email').fill('pat@example.com');
    await dialog.getByLabel('Postcode').fill('6000');
    await page.screenshot({ path: 'test-results/perth-test-drive-390.png', fullPage: true });
    await page.waitForTimeout(1600);
    await dialog.getByRole('button', { name: 'Book Test Drive' }).click();
    await page.waitForURL(/\/success\?/);
    const id = await lastLeadId(page);
    expect(storedLead(id).payload).toMatchObject({ location_id: PERTH, test_drive_at: chosen });
    const email = await deliveredLead(id, 'www.southerncrossautogroup.com.au');
    expect(email.text).toMatch(/Test drive booking date: \w+day \d+ \w+ \d{4}, \d{1,2}:\d{2}(am|pm) AWST/);
    expect(email.adf).toMatch(/Test drive: \w+day \d+ \w+ \d{4}, \d{1,2}:\d{2}(am|pm) AWST/);
  });
});

test.describe('a test drive of a make no location sells', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
  });

  test('[LEAD-17] [LEAD-24] a used car of another brand at a Toyota dealer: its location and free times are offered, and the booking arrives with both', async ({
    page,
  }) => {
    const car = available(HCT, (c) => c.make !== 'Toyota' && c.car_type === 'used');
    await page.goto(siteUrl(HCT, `/book-test-drive?car_id=${encodeURIComponent(car.id)}`));
    const form = page.locator('form.test-drive-booking-form');
    await expect(form.getByRole('button', { name: 'Book Test Drive' })).toBeEnabled();
    await expect(form.getByRole('link', { name: car.name })).toBeVisible();
    await expect(form.locator('.test-drive-location')).toContainText('Harbour City Toyota');
    const time = form.getByLabel(/^Time /);
    await expect(time).toBeEnabled();
    const slot = await time.locator('option').nth(1).getAttribute('value');
    await time.selectOption(slot!);
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Postcode').fill('2000');
    await page.waitForTimeout(1600);
    await form.getByRole('button', { name: 'Book Test Drive' }).click();
    await page.waitForURL(/\/success\?type=test_drive$/);
    expect(storedLead(await lastLeadId(page)).payload).toMatchObject({
      car_id: car.id,
      location_id: car.location?.id ?? car.location_id,
      test_drive_at: slot,
    });
  });

  test('[LEAD-17] [LEAD-24] a make typed that no location is franchised for is offered where that make is in stock', async ({
    page,
  }) => {
    const car = available(HCT, (c) => c.make !== 'Toyota');
    await page.goto(siteUrl(HCT, '/book-test-drive'));
    const form = page.locator('form.test-drive-booking-form');
    await expect(form.getByRole('button', { name: 'Book Test Drive' })).toBeEnabled();
    await form.getByLabel('Make').selectOption(car.make);
    await expect(form.locator('.test-drive-location')).toContainText('Harbour City Toyota');
    await expect(form.getByLabel(/^Time /)).toBeEnabled();
  });
});
