/**
 * The service booking wizard in Chromium on a phone (LEAD-09, LEAD-10, PROMO-04's form): the
 * long wizard on Harbour City Toyota's servicing page and the short one on the group's
 * /book-a-service, each sent end to end and read back from the store and the delivered e-mail.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { calendarDay } from '../../src/model/time-zone.ts';
import { axeViolations } from './axe.ts';
import { deliveredLead, storedLead } from './delivered-leads.ts';
import { builtData, siteUrl } from './sites.ts';

const HARBOUR = 'harbour-city-toyota';
const GROUP = 'southern-cross-auto-group';
const root = resolve(import.meta.dirname, '..', '..');
const shots = join(root, 'test-results', 'service-booking');

/** A day next week in the dealer's zone, as the date input takes it. */
const nextWeek = () => calendarDay(Date.now() + 7 * 86_400_000, 'Australia/Sydney');

async function lastLeadId(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('enquiries') ?? '[]') as { lead_id: string }[])[0]!.lead_id,
  );
}

test.describe('service booking wizard', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
  });

  test('[LEAD-09] [LEAD-10] the long wizard: Contact Details → Vehicle Details → Order Details, each step checked before Next, sent to the dealer', async ({
    page,
  }) => {
    mkdirSync(shots, { recursive: true });
    await page.goto(siteUrl(HARBOUR, '/service#service-form'));
    const form = page.locator('#service-form form');
    const steps = form.locator('.wizard-progress li');
    await expect(steps).toHaveText(['1Contact Details', '2Vehicle Details', '3Order Details']);
    await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step');
    await page.screenshot({ path: join(shots, 'long-1-contact-390.png') });

    // An empty step stays put and says why.
    await form.getByRole('button', { name: 'Next' }).click();
    const alert = form.getByRole('alert');
    await expect(alert.locator('.lead-errors-heading')).toHaveText(
      'Please complete the form step before proceeding',
    );
    await expect(alert.getByRole('listitem')).toHaveText([
      'First name: * This field is required',
      'Email: Please give an e-mail address or a phone number',
      'Postcode: * This field is required',
    ]);
    await expect(alert).toBeFocused();
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Lovelace');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Phone').fill('0412 345 678');
    await form.getByLabel('Postcode').fill('222');
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(alert.getByRole('listitem')).toHaveText([
      'Postcode: Invalid postcode. Please enter a 4-digit number.',
    ]);
    await form.getByLabel('Postcode').fill('2229');
    await form.getByRole('button', { name: 'Next' }).click();

    // Vehicle Details: its heading takes focus; the make is the dealer's, filled in.
    await expect(form.locator('.wizard-step-title')).toHaveText('Step 2 of 3: Vehicle Details');
    await expect(form.locator('.wizard-step-title')).toBeFocused();
    await expect(form.getByLabel('Make')).toHaveValue('Toyota');
    await expect(form.getByLabel('State')).toHaveValue('NSW');
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(alert.getByRole('listitem')).toHaveText([
      'Model: * This field is required',
      'Year: * This field is required',
    ]);
    // Back keeps what was typed.
    await form.getByRole('button', { name: 'Back' }).click();
    await expect(form.getByLabel('First name')).toHaveValue('Ada');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByLabel('Rego').fill('abc 12-3');
    await expect(form.getByLabel('Rego')).toHaveValue('ABC123');
    await form.getByLabel('Model').fill('HiLux');
    await form.getByLabel('Year').selectOption('2021');
    await form.getByLabel('Odometer').fill('45,000');
    await page.screenshot({ path: join(shots, 'long-2-vehicle-390.png') });
    await form.getByRole('button', { name: 'Next' }).click();

    // Order Details: interval optional here, type required (the tenant lists types), a date.
    await expect(form.locator('.wizard-step-title')).toHaveText('Step 3 of 3: Order Details');
    await form.getByRole('button', { name: 'Book Service' }).click();
    await expect(alert.getByRole('listitem')).toHaveText([
      'Service Type: * This field is required',
      'Preferred Service Date: * This field is required',
    ]);
    await form.getByLabel('Service Interval').selectOption('40,000 km / 24 months');
    await form.getByLabel('Service Type').selectOption('Logbook service');
    const date = nextWeek();
    await form.getByLabel('Preferred Service Date').fill(date);
    await form.getByLabel('Wheel alignment').check();
    await form.getByLabel('Comments').fill('Squeak from the front left');
    expect(await axeViolations(page, '#service-form')).toEqual([]);
    await page.screenshot({ path: join(shots, 'long-3-order-390.png'), fullPage: true });
    const [sent] = await Promise.all([
      page.waitForRequest('**/api/leads'),
      form.getByRole('button', { name: 'Book Service' }).click(),
    ]);
    expect((await sent.response())?.status()).toBe(201);
    await page.waitForURL(/\/success\?type=service$/);
    await expect(page.locator('[data-success-message]')).toHaveText(
      'Thank you for booking a service. We have received your request and will confirm the day with you.',
    );

    const id = await lastLeadId(page);
    const lead = storedLead(id);
    expect(lead.kind).toBe('service');
    expect(lead.payload).toMatchObject({
      name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '0412 345 678',
      postcode: '2229',
      'Vehicle Rego': 'ABC123',
      'Vehicle State': 'NSW',
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'HiLux',
      'Vehicle Year': 2021,
      kms: 45000,
      'Service Interval': '40,000 km / 24 months',
      'Service Type': 'Logbook service',
      'Preferred Service Date': date,
      additional_services: ['Wheel alignment'],
      message: 'Squeak from the front left',
      location_id: 'l2',
      form_completed: true,
    });
    const eml = (await deliveredLead(id, 'www.harbourcitytoyota.com.au')).text;
    expect(eml).toContain('To: service@example.com.au');
    for (const line of [
      'Rego: ABC123 NSW',
      'Vehicle: 2021 Toyota HiLux',
      'Kilometres: 45000',
      'Service: Logbook service, 40,000 km / 24 months',
      `Preferred service date: ${date}`,
      'Additional services: Wheel alignment',
      'Message: Squeak from the front left',
    ])
      expect(eml).toContain(line);
  });

  test('[LEAD-09] [LEAD-10] the short wizard: Vehicle Details first, needing the dealership, make, model and year to advance; the chosen dealership receives it', async ({
    page,
  }) => {
    mkdirSync(shots, { recursive: true });
    const { tenant } = builtData(GROUP);
    const mazda = tenant.dealerships.find((dealership) => dealership.name.includes('Mazda'))!;
    const mazdaLocation = tenant.locations.find((location) => location.dealership_id === mazda.id)!;
    await page.goto(siteUrl(GROUP, '/book-a-service'));
    await expect(page.locator('h1')).toHaveText('Book a Service');
    const form = page.locator('#service-form form');
    await expect(form.locator('.wizard-progress li')).toHaveText([
      '1Vehicle Details',
      '2Contact Details',
      '3Order Details',
    ]);
    await form.getByRole('button', { name: 'Next' }).click();
    const alert = form.getByRole('alert');
    await expect(alert.locator('.lead-errors-heading')).toHaveText(
      'Please complete the form step before proceeding',
    );
    await expect(alert.getByRole('listitem')).toHaveText([
      'Dealership: * This field is required',
      'Make: * This field is required',
      'Model: * This field is required',
      'Year: * This field is required',
    ]);
    await page.screenshot({ path: join(shots, 'short-1-vehicle-errors-390.png'), fullPage: true });
    await form.getByLabel('Dealership').selectOption({ label: mazda.name });
    await form.getByLabel('Make').fill('Mazda');
    await form.getByLabel('Model').fill('CX-5');
    await form.getByLabel('Year').selectOption('2019');
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.locator('.wizard-step-title')).toHaveText('Step 2 of 3: Contact Details');
    await form.getByLabel('First name').fill('Grace');
    await form.getByLabel('Phone').fill('0400 000 002');
    await form.getByLabel('Postcode').fill('4215');
    await form.getByRole('button', { name: 'Next' }).click();
    // No Service Interval on this tenant; Service Type is required because it lists types.
    await expect(form.getByLabel('Service Interval')).toHaveCount(0);
    await form.getByLabel('Service Type').selectOption('Tyres and brakes');
    await form.getByLabel('Preferred Service Date').fill(nextWeek());
    await page.screenshot({ path: join(shots, 'short-3-order-390.png'), fullPage: true });
    await form.getByRole('button', { name: 'Book Service' }).click();
    await page.waitForURL(/\/success\?type=service$/);

    const id = await lastLeadId(page);
    expect(storedLead(id).payload).toMatchObject({
      dealership_slug: mazda.slug,
      location: mazda.name,
      location_id: mazdaLocation.id,
      'Vehicle Make': 'Mazda',
      'Service Type': 'Tyres and brakes',
    });
    const eml = (await deliveredLead(id, 'www.southerncrossautogroup.com.au')).text;
    expect(eml).toContain(`To: ${mazdaLocation.contact_detail.email}`);
  });
});
