/**
 * The dealer pages' own forms in Chromium on a phone: /book-test-drive/ (LEAD-07, LEAD-17) and
 * the careers form (LEAD-05), each sent end to end and read back from the store and the e-mail.
 */
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { deliveredLead, storedLead } from './delivered-leads.ts';
import { builtData, siteUrl } from './sites.ts';

const GROUP = 'southern-cross-auto-group';
const WESTSIDE = 'westside-used-cars';

async function lastLeadId(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('enquiries') ?? '[]') as { lead_id: string }[])[0]!.lead_id,
  );
}

test.describe('dealer forms', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
  });

  test('[LEAD-07] [LEAD-17] /book-test-drive on a group: the make narrows the locations, a free slot is booked, the dealership receives it', async ({
    page,
  }) => {
    await page.goto(siteUrl(GROUP, '/book-test-drive'));
    const form = page.locator('form.test-drive-booking-form');
    // The island has hydrated once its send button is enabled (LEAD-02).
    await expect(form.getByRole('button', { name: 'Book Test Drive' })).toBeEnabled();
    const location = form.getByLabel('Location');
    await expect(location.locator('option')).toHaveCount(9);
    await form.getByLabel('Make').selectOption('Kia');
    await expect(location.locator('option')).toHaveText([
      'Please choose',
      'Southern Cross Kia Ringwood - Sales',
      'Southern Cross Used Car Centre Hobart - Sales',
    ]);
    await form.getByLabel('Model').fill('Sportage');
    await form.getByRole('button', { name: 'Book Test Drive' }).click();
    await expect(form.getByRole('alert').getByRole('listitem')).toHaveText([
      'First name: * This field is required',
      'Email: Please give an e-mail address or a phone number',
      'Postcode: * This field is required',
      'Location: * This field is required',
    ]);
    await location.selectOption({ label: 'Southern Cross Kia Ringwood - Sales' });
    const time = form.getByLabel('Time');
    await expect(time).toBeEnabled();
    const slot = await time.locator('option').nth(1).getAttribute('value');
    await time.selectOption(slot!);
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Postcode').fill('2000');
    await form.getByLabel('Message').fill('Can I bring my dog?');
    expect(await axeViolations(page, 'form.test-drive-booking-form')).toEqual([]);
    await page.screenshot({ path: 'test-results/book-test-drive-390.png', fullPage: true });
    await page.waitForTimeout(1600);
    await form.getByRole('button', { name: 'Book Test Drive' }).click();
    await page.waitForURL(/\/success\?type=test_drive$/);
    const id = await lastLeadId(page);
    const lead = storedLead(id);
    expect(lead.kind).toBe('test_drive');
    expect(lead.payload).toMatchObject({
      'Vehicle Make': 'Kia',
      'Vehicle Model': 'Sportage',
      location_id: 'l14',
      location: 'Southern Cross Kia Ringwood - Sales',
      test_drive_at: slot,
      message: 'Can I bring my dog?',
    });
    const dealership = builtData(GROUP).tenant.dealerships.find(
      (d) => d.slug === lead.payload['dealership_slug'],
    );
    expect(dealership?.name).toMatch(/Kia/);
    const email = await deliveredLead(id, 'www.southerncrossautogroup.com.au');
    expect(email.text).toMatch(/^Subject: Test Drive: Ada/m);
    expect(email.text).toContain('Vehicle: Kia Sportage');
    expect(email.text).toMatch(/Test drive booking date: \w+day \d+ \w+ \d{4}, \d{1,2}:\d{2}(am|pm) AE[DS]T/);
    expect(email.adf).toContain('<comments>Test drive: ');
  });

  test('[LEAD-17] one location: chosen for the shopper and named, not a choice; ?car_id= names the car', async ({
    page,
  }) => {
    const car = builtData(WESTSIDE).cars.find((c) => c.status === 'in_stock')!;
    await page.goto(siteUrl(WESTSIDE, `/book-test-drive?car_id=${encodeURIComponent(car.id)}`));
    const form = page.locator('form.test-drive-booking-form');
    // The island has hydrated once its send button is enabled (LEAD-02).
    await expect(form.getByRole('button', { name: 'Book Test Drive' })).toBeEnabled();
    await expect(form.getByRole('link', { name: car.name })).toHaveAttribute('href', car.path);
    await expect(form.getByLabel('Make')).toHaveCount(0);
    await expect(form.getByLabel('Location')).toHaveCount(0);
    await expect(form.locator('.test-drive-location')).toHaveText('Location Westside Used Cars');
    await expect(form.getByLabel('Time')).toBeEnabled();
  });

  test('[LEAD-05] the careers page’s form is sent as a General Enquiry with subcategory Career Enquiry', async ({
    page,
  }) => {
    await page.goto(siteUrl(GROUP, '/careers'));
    const section = page.locator('#enquire');
    await expect(section.getByRole('heading', { name: 'Apply or ask about a role' })).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    const send = section.getByRole('button', { name: 'Enquire Now' });
    await expect(send).toBeEnabled();
    await expect(section.getByLabel('Enquiry about')).toHaveCount(0);
    await section.getByLabel('First name').fill('Grace');
    await section.getByLabel('Email').fill('grace@example.com');
    await section.getByLabel('Postcode').fill('2000');
    await section.getByLabel('Location').selectOption({ index: 1 });
    await section.getByLabel('About you and the role you are after').fill('Qualified technician, 8 years');
    await page.waitForTimeout(1600);
    await send.click();
    await page.waitForURL(/\/success\?type=careers$/);
    await expect(page.locator('[data-success-message]')).toHaveText(
      'Thank you for your interest in working with us. We have received your details and will be in touch.',
    );
    const id = await lastLeadId(page);
    const lead = storedLead(id);
    expect(lead.kind).toBe('careers');
    expect(lead.payload).toMatchObject({ category: 'General Enquiry', subcategory: 'Career Enquiry' });
    const email = await deliveredLead(id, 'www.southerncrossautogroup.com.au');
    expect(email.text).toMatch(/^Subject: Career Enquiry: Grace/m);
  });
});
