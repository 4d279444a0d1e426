/**
 * The finance page in Chromium (FIN-08): Get Pre-Approved on a vehicle page lands on the
 * tenant's finance page at #finance-form with the car's budget and dealership, and the
 * application reaches the dealer with the car; the group's /apply-for-finance asks for a
 * dealership; caravan and motorcycle sites say 'Vehicle Finance'.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, test } from '@playwright/test';
import { formatDollars } from '../../src/domain/format.ts';
import { axeViolations } from './axe.ts';
import { builtData, directRequest, siteUrl } from './sites.ts';
import { calculatorCar, carPage } from './vehicle-cars.ts';

const TOYOTA = 'harbour-city-toyota';
const GROUP = 'southern-cross-auto-group';
const OUTBACK = 'outback-caravans-motorcycles';
const WESTSIDE = 'westside-used-cars';
const root = resolve(import.meta.dirname, '..', '..');

test.describe('finance page', () => {
  test('[FIN-08] a tenant whose finance link is /personalised/finance has its finance page there, with the car from car_id', async ({
    page,
  }) => {
    const car = builtData(WESTSIDE).cars.find((c) => c.status === 'in_stock' && c.price > 0)!;
    await page.goto(
      siteUrl(WESTSIDE, `/personalised/finance?car_id=${encodeURIComponent(car.id)}#finance-form`),
    );
    await expect(page.locator('h1')).toHaveText('Car Finance');
    await expect(page.locator('#finance-form .finance-car-note')).toContainText(
      'includes the car you were viewing',
    );
    const finance = directRequest(WESTSIDE, '/finance');
    expect((await page.request.get(finance.url, { headers: finance.headers })).status()).toBe(404);
  });

  test('[FIN-08] Get Pre-Approved brings the car to #finance-form; the application reaches the dealer with it', async ({
    page,
  }) => {
    const car = calculatorCar(TOYOTA, 'quote-request');
    await page.goto(siteUrl(TOYOTA, carPage(car)));
    const link = page.getByTestId('finance-card').getByRole('link', { name: 'Get Pre-Approved' });
    await expect(link).toHaveAttribute('href', /^\/finance\?/);
    await link.click();
    await expect(page).toHaveURL(/\/finance\/?\?.*car_id=.*#finance-form$/);
    await expect(page.locator('h1')).toHaveText('Car Finance');
    const form = page.locator('#finance-form form');
    await expect(form.getByLabel('Budget')).toHaveValue(formatDollars(car.price));
    await expect(form.locator('.finance-car-note')).toContainText('includes the car you were viewing');
    await expect(form.getByLabel('Preferred dealership')).toHaveCount(0);
    await form.getByRole('button', { name: 'Apply Now' }).click();
    await expect(form.getByRole('alert').getByRole('listitem')).toHaveText([
      'First name: * This field is required',
      'Email: Please give an e-mail address or a phone number',
      'Postcode: * This field is required',
    ]);
    expect(await axeViolations(page, '#finance-form')).toEqual([]);
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Postcode').fill('2229');
    await form.getByLabel('Do you have a trade-in?').selectOption('Yes');
    await page.waitForTimeout(1600); // a person's pace: not flagged as suspected spam
    await form.getByRole('button', { name: 'Apply Now' }).click();
    await page.waitForURL(/\/success\?type=finance$/);
    await expect(page.locator('[data-success-message]')).toContainText(
      'Thank you for applying for pre-approval.',
    );

    const id = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('enquiries') ?? '[]') as { lead_id: string }[])[0]!.lead_id,
    );
    const db = new DatabaseSync(join(root, 'data', 'api.sqlite'), { readOnly: true });
    const row = db.prepare('SELECT kind, payload FROM leads WHERE id = ?').get(id) as {
      kind: string;
      payload: string;
    };
    db.close();
    expect(row.kind).toBe('finance');
    expect(JSON.parse(row.payload)).toMatchObject({
      subcategory: 'Finance Pre-Approval',
      car_id: car.id,
      car_type: car.car_type,
      vehicle_price_budget: car.price,
      'do-you-have-a-trade-in': 'Yes',
    });
    const eml = join(root, 'data', 'outbox', 'mail', `lead-${id}_www.harbourcitytoyota.com.au.eml`);
    await expect.poll(() => existsSync(eml), { timeout: 15_000 }).toBe(true);
    const text = readFileSync(eml, 'utf8').replace(/=\r?\n/g, '');
    expect(text).toContain(`Vehicle: ${car.name}`);
    expect(text).toContain(`Budget: ${formatDollars(car.price)}`);
    expect(text).toContain('Trade-in: Yes');
  });

  test('the group’s /apply-for-finance asks which dealership; a quick pick fills the budget; a stale car is dropped with a note', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { tenant } = builtData(GROUP);
    expect(tenant.settings.finance.defaultLink).toBe('/apply-for-finance');
    const kia = tenant.dealerships.find((dealership) => dealership.name.includes('Kia'))!;
    await page.goto(
      siteUrl(GROUP, `/apply-for-finance?preferredDealership=${encodeURIComponent(kia.name)}#finance-form`),
    );
    const form = page.locator('#finance-form form');
    await expect(form.getByLabel('Preferred dealership')).toHaveValue(kia.slug);
    await form.getByRole('button', { name: '$20,000' }).click();
    await expect(form.getByLabel('Budget')).toHaveValue('$20,000');
    await expect(form.getByRole('button', { name: '$20,000' })).toHaveAttribute('aria-pressed', 'true');
    // What shoppers type reads as they mean it once they leave the field (LEAD-16).
    await form.getByLabel('Budget').fill('35k');
    await form.getByLabel('Budget').blur();
    await expect(form.getByLabel('Budget')).toHaveValue('$35,000');
    // A finance page for another route answers 404 on this tenant.
    const other = directRequest(GROUP, '/finance');
    expect((await page.request.get(other.url, { headers: other.headers })).status()).toBe(404);

    // A link to a car that has left the site: the application goes without it.
    await page.goto(
      siteUrl(GROUP, '/apply-for-finance?car_id=NO-SUCH-CAR&vehiclePriceBudget=41990#finance-form'),
    );
    await expect(form.locator('.finance-car-note')).toBeVisible();
    await form.getByLabel('First name').fill('Grace');
    await form.getByLabel('Phone').fill('0400 000 003');
    await form.getByLabel('Postcode').fill('3134');
    await form.getByRole('button', { name: 'Apply Now' }).click();
    await expect(form.getByRole('alert')).toContainText(
      'no longer listed, so we will send your application without it',
    );
    await expect(form.getByLabel('Preferred dealership')).toBeVisible();
    await form.getByLabel('Preferred dealership').selectOption(kia.slug);
    await form.getByRole('button', { name: 'Apply Now' }).click();
    await page.waitForURL(/\/success\?type=finance$/);
  });

  test('caravan and motorcycle sites say Vehicle Finance', async ({ page }) => {
    await page.goto(siteUrl(OUTBACK, '/finance'));
    await expect(page.locator('h1')).toHaveText('Vehicle Finance');
    await expect(page.locator('#finance-form')).toContainText('The price of the vehicle you have in mind');
  });
});
