/**
 * The general enquiry form of the contact and location pages (#enquire) in Chromium on a phone:
 * errors listed under 'Please fix the following errors:', the location page's own location
 * chosen first, and an enquiry sent end to end to that location's e-mail.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, test } from '@playwright/test';
import { locationPageOptions, locationPages } from '../../src/domain/locations/pages.ts';
import { axeViolations } from './axe.ts';
import { builtData, siteUrl } from './sites.ts';

const GROUP = 'southern-cross-auto-group';
const root = resolve(import.meta.dirname, '..', '..');

test.describe('general enquiry', () => {
  test('on /contact-us: every field checked with the API’s messages, then sent to the chosen location', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl(GROUP, '/contact-us#enquire'));
    const form = page.locator('#enquire form');
    await form.getByRole('button', { name: 'Enquire Now' }).click();
    const alert = form.getByRole('alert');
    await expect(alert.locator('.lead-errors-heading')).toHaveText('Please fix the following errors:');
    await expect(alert.getByRole('listitem')).toHaveText([
      'First name: * This field is required',
      'Email: Please give an e-mail address or a phone number',
      'Postcode: * This field is required',
      'Enquiry about: * This field is required',
      'Location: * This field is required',
      'Comments: * This field is required',
    ]);
    await expect(alert).toBeFocused();
    expect(await axeViolations(page, '#enquire')).toEqual([]);

    const { tenant } = builtData(GROUP);
    const ford = tenant.locations.find((location) => location.name.includes('Ford'))!;
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Postcode').fill('2000');
    await form.getByLabel('Enquiry about').selectOption('Finance');
    await form.getByLabel('Location').selectOption({ label: ford.name });
    await form.getByLabel('Preferred contact').selectOption('Email');
    await form.getByLabel('Comments').fill('Can I get pre-approved before I choose a car?');
    await page.waitForTimeout(1600); // a person's pace: the lead is not flagged as suspected spam
    await form.getByRole('button', { name: 'Enquire Now' }).click();
    await page.waitForURL(/\/success\?type=enquiry$/);

    const id = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('enquiries') ?? '[]') as { lead_id: string }[])[0]!.lead_id,
    );
    const db = new DatabaseSync(join(root, 'data', 'api.sqlite'), { readOnly: true });
    const row = db.prepare('SELECT payload, spam FROM leads WHERE id = ?').get(id) as {
      payload: string;
      spam: number;
    };
    db.close();
    expect(row.spam).toBe(0);
    const dealership = tenant.dealerships.find((entry) => entry.id === ford.dealership_id)!;
    expect(JSON.parse(row.payload)).toMatchObject({
      kind: 'enquiry',
      category: 'General Enquiry',
      subcategory: 'Finance',
      location_id: ford.id,
      dealership_slug: dealership.slug,
      PreferredContactMethod: 'Email',
      message: 'Can I get pre-approved before I choose a car?',
    });
    const eml = join(root, 'data', 'outbox', 'mail', `lead-${id}_www.southerncrossautogroup.com.au.eml`);
    await expect.poll(() => existsSync(eml), { timeout: 15_000 }).toBe(true);
    const text = readFileSync(eml, 'utf8').replace(/=\r?\n/g, '');
    expect(text).toContain(`To: ${ford.contact_detail.email}`);
    expect(text).toContain('Category: General Enquiry / Finance');
    expect(text).toContain('Preferred contact: Email');
    expect(text).toContain(`Location: ${ford.name}`);
  });

  test('a location page’s form goes to that location, chosen for the shopper', async ({ page }) => {
    const { tenant } = builtData(GROUP);
    const first = locationPages(tenant.locations, locationPageOptions(tenant.settings))[0]!;
    await page.goto(siteUrl(GROUP, `${first.path}#enquire`));
    await expect(page.locator('#enquire-heading')).toHaveText(`Send ${first.name} an enquiry`);
    const form = page.locator('#enquire form');
    if (first.locations.length > 1)
      await expect(form.getByLabel('Location')).toHaveValue(first.locations[0]!.id);
    else await expect(form.getByLabel('Location')).toHaveCount(0);
  });
});
