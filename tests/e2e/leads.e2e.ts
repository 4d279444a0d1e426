/**
 * Lead modals, phone reveal, share, save controls, view tracking and the lead pages, in
 * Chromium against the real server and API, on the vehicle pages /cars/{slug}/ of built
 * tenants (cars chosen in ./vehicle-cars.ts). The tenant switches come from the demo tenants:
 * westside-used-cars asks for the terms checkbox; drive-subscriptions has comments optional,
 * 'Message Now', the phone revealed from the start and X hidden. No demo tenant uses the
 * variant terms message: tests/unit/islands/leads/lead-payload.test.ts and
 * tests/unit/api/leads.test.ts prove it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { NO_IMAGE_CDN, responsiveImage } from '../../src/domain/responsive-image.ts';
import { carPhone, maskPhone } from '../../src/domain/vehicle/phone-reveal.ts';
import type { Car } from '../../src/model/car.ts';
import { builtData, directRequest, siteUrl } from './sites.ts';
import { carPage, leadCars as picks } from './vehicle-cars.ts';

const HCT = 'harbour-city-toyota';
const WUC = 'westside-used-cars';
const SUBSCRIPTIONS = 'drive-subscriptions';
const root = resolve(import.meta.dirname, '..', '..');

const vdp = (tenant: string, car: Car) => siteUrl(tenant, carPage(car));
/** The vehicle page's sidebar, where its lead links, phone, share and save controls are. */
const sidebar = (page: Page) => page.locator('aside.vehicle-summary');

/** Records data-layer pushes across navigations of the tab (in sessionStorage). */
async function recordDataLayer(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const events: unknown[] = [];
    (window as unknown as { dataLayer: unknown }).dataLayer = {
      push(entry: unknown) {
        events.push(entry);
        const stored = JSON.parse(sessionStorage.getItem('test-data-layer') ?? '[]') as unknown[];
        sessionStorage.setItem('test-data-layer', JSON.stringify([...stored, entry]));
      },
    };
  });
}

const dataLayer = (page: Page) =>
  page.evaluate(
    () => JSON.parse(sessionStorage.getItem('test-data-layer') ?? '[]') as Record<string, unknown>[],
  );

async function openForm(page: Page, link: string) {
  await sidebar(page).getByRole('link', { name: link, exact: true }).click();
  const dialog = page.locator('dialog[open]');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillContact(page: Page, extra: Record<string, string> = {}) {
  const dialog = page.locator('dialog[open]');
  await dialog.getByLabel('First name').fill('Ada');
  await dialog.getByLabel('Last name').fill('Lovelace');
  await dialog.getByLabel('Email').fill('ada@example.com');
  await dialog.getByLabel('Phone').fill('0412 345 678');
  await dialog.getByLabel('Postcode').fill('2229');
  for (const [label, value] of Object.entries(extra)) await dialog.getByLabel(label).fill(value);
}

/** Dismisses the next browser alert and answers its message (registered before the click, so the click never waits on it). */
function nextAlert(page: Page): Promise<string> {
  return new Promise((resolveMessage) => {
    page.once('dialog', (box) => {
      resolveMessage(box.message());
      void box.dismiss();
    });
  });
}

/** Waits for the client:visible island in the sidebar's #share-actions or #save-actions to hydrate (Astro drops the ssr attribute). */
async function hydrated(page: Page, slot: '#share-actions' | '#save-actions') {
  await page.locator(slot).scrollIntoViewIfNeeded();
  await page.locator(`${slot} astro-island:not([ssr])`).waitFor();
}

test.describe('lead modals', () => {
  test('[VDP-10] [LEAD-01] [LEAD-02] [LEAD-03] [SEC-03] [SEC-06] [AN-01] an enquiry reaches the API as one lead and leads to /success', async ({
    page,
    request,
  }) => {
    const { used } = picks(HCT);
    await recordDataLayer(page);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto(`${vdp(HCT, used)}?utm_source=google&utm_campaign=spring`);
    await page.waitForLoadState('networkidle');
    expect(
      scripts.some((url) => /\/LeadForms\.[\w-]+\.js$/.test(url)),
      'no form code before the click',
    ).toBe(false);

    const dialog = await openForm(page, 'Enquire Now');
    await expect(dialog.getByRole('heading', { name: 'Enquire About This Car' })).toBeVisible();
    await expect(dialog).toContainText(used.name);
    // The honeypot is out of people's reach: hidden from assistive tech, out of the tab order, no autofill.
    const honeypot = dialog.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(dialog.locator('[aria-hidden="true"]:has(input[name="website"])')).toHaveCount(1);
    expect(await honeypot.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThan(0);
    await fillContact(page, { Comments: 'Is it still available?' });
    await page.waitForTimeout(1600); // a person takes a moment to fill a form (the API's fill-time check)
    const [sent] = await Promise.all([
      page.waitForRequest('**/api/leads'),
      dialog.getByRole('button', { name: 'Enquire Now' }).click(),
    ]);
    expect((await sent.response())?.status()).toBe(201);
    const payload = sent.postDataJSON() as Record<string, unknown>;
    expect(payload).toMatchObject({
      kind: 'enquiry',
      name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '0412 345 678',
      postcode: '2229',
      message: 'Is it still available?',
      opt_in: true,
      dealership_slug: used.dealership_slug,
      manufacturer_slug: 'toyota',
      stock_number: used.stocknum,
      'Vehicle Make': used.make,
      'Vehicle Model': used.model,
      car_type: 'used',
      car_id: used.id,
      vehicle_status: used.status,
      isLastStep: true,
      source: 'Website',
      car_dealership_id: used.dealership_id,
      website: '',
      lead_attributes: { linked_query_params: { utm_source: 'google', utm_campaign: 'spring' } },
    });
    expect(payload['url']).toContain(carPage(used));
    expect((payload['lead_attributes'] as { visited_pages: string[] }).visited_pages).toContain(
      carPage(used),
    );
    expect(payload['user_agent']).toBeTruthy();
    expect(typeof payload['form_started_at']).toBe('number');
    const key = sent.headers()['idempotency-key']!;
    expect(key).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);

    await page.waitForURL(/\/success\?/);
    await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
    // The enquiry was saved with the lead_id the API returned.
    const saved = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('enquiries') ?? '[]') as {
          lead_id: string;
          car_id: string;
          kind: string;
        }[],
    );
    expect(saved[0]).toMatchObject({ kind: 'enquiry', car_id: used.id });
    const leadId = saved[0]!.lead_id;
    expect(leadId).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.getByRole('link', { name: `Back to the ${used.name}` })).toHaveAttribute(
      'href',
      `/cars/${used.slug}/`,
    );
    await expect(page.getByRole('link', { name: 'Search more cars' })).toBeVisible();
    expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ event: 15, lead_id: leadId }));

    // The same opening sent again (a double click, a retry) is the same stored lead.
    const again = directRequest(HCT, '/api/leads');
    const retry = await request.post(again.url, {
      headers: { ...again.headers, 'Idempotency-Key': key, 'Content-Type': 'application/json' },
      data: payload,
    });
    expect(retry.status()).toBe(200);
    expect(await retry.json()).toEqual({ lead_id: leadId });
  });

  test('[LEAD-04] [LEAD-18] required fields and comments are listed under "Please fix the following errors:"', async ({
    page,
  }) => {
    const { used } = picks(HCT);
    await page.goto(vdp(HCT, used));
    const dialog = await openForm(page, 'Enquire Now');
    await dialog.getByRole('button', { name: 'Enquire Now' }).click();
    const summary = dialog.getByRole('alert');
    await expect(summary).toContainText('Please fix the following errors:');
    await expect(summary.getByRole('listitem')).toHaveText([
      'First name: * This field is required',
      'Email: Please give an e-mail address or a phone number',
      'Postcode: * This field is required',
      'Comments: * This field is required',
    ]);
    const name = dialog.getByLabel('First name');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    const describedBy = await name.getAttribute('aria-describedby');
    await expect(page.locator(`#${describedBy}`)).toHaveText('* This field is required');
    await name.fill('Ada');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('[LEAD-06] the terms checkbox where the dealer asks for it (westside-used-cars), with the standard message', async ({
    page,
  }) => {
    const { used } = picks(WUC);
    const { forms } = builtData(WUC).tenant.settings;
    expect([forms.termsCheckbox, forms.termsMessageVariant]).toEqual([true, false]);
    let sent = 0;
    await page.route('**/api/leads', (route) => {
      sent++;
      return route.abort();
    });
    await page.goto(vdp(WUC, used));
    const dialog = await openForm(page, 'Enquire Now');
    await fillContact(page, { Comments: 'Hello' });
    await dialog.getByRole('button', { name: 'Enquire Now' }).click();
    await expect(dialog.getByRole('alert').getByRole('listitem')).toHaveText([
      'Terms of use: * You must agree to the terms of use before submitting the form.',
    ]);
    expect(sent).toBe(0);
  });

  test('[LEAD-04] [LEAD-18] comments optional and a Message Now button where the dealer says so (drive-subscriptions)', async ({
    page,
  }) => {
    const { used } = picks(SUBSCRIPTIONS);
    const { forms, wording } = builtData(SUBSCRIPTIONS).tenant.settings;
    expect([forms.commentsRequired, wording.submitButton]).toEqual([false, 'Message Now']);
    await page.goto(vdp(SUBSCRIPTIONS, used));
    const dialog = await openForm(page, 'Enquire Now');
    await expect(dialog.getByRole('button', { name: 'Enquire Now' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Message Now' }).click();
    await expect(dialog.getByRole('alert').getByRole('listitem')).toHaveText([
      'First name: * This field is required',
      'Email: Please give an e-mail address or a phone number',
      'Postcode: * This field is required',
    ]);
    await expect(dialog.getByLabel('Comments')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('a returning shopper whose details are prefilled and who sends at once still reaches the dealer (suspected spam, flagged, never dropped)', async ({
    page,
  }) => {
    const { used } = picks(SUBSCRIPTIONS);
    await page.addInitScript(() =>
      localStorage.setItem(
        'user-details',
        JSON.stringify({
          name: 'Grace',
          last_name: 'Hopper',
          email: 'grace@example.com',
          phone: '0400 000 001',
          postcode: '2000',
        }),
      ),
    );
    await page.goto(vdp(SUBSCRIPTIONS, used));
    const dialog = await openForm(page, 'Enquire Now');
    await expect(dialog.getByLabel('First name')).toHaveValue('Grace');
    // The form's clock starts when its module loads, so a test cannot press fast enough by
    // itself: the request says the form started half a second before it was sent, as it does
    // when a shopper with prefilled details presses at once (under the API's 1.5 s check).
    await page.route('**/api/leads', (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      return route.continue({ postData: JSON.stringify({ ...body, form_started_at: Date.now() - 500 }) });
    });
    const [sent] = await Promise.all([
      page.waitForRequest('**/api/leads'),
      dialog.getByRole('button', { name: 'Message Now' }).click(),
    ]);
    expect((await sent.response())?.status()).toBe(201);
    await page.waitForURL(/\/success\?/);
    const leadId = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('enquiries') ?? '[]') as { lead_id: string }[]).at(-1)!.lead_id,
    );
    // The outbox delivers it: the e-mail file appears, flagged in its subject.
    const eml = resolve(root, 'data', 'outbox', 'mail', `lead-${leadId}_www.drivesubscriptions.com.au.eml`);
    await expect.poll(() => existsSync(eml), { timeout: 15_000 }).toBe(true);
    expect(readFileSync(eml, 'utf8')).toMatch(
      /^Subject: =\?UTF-8\?Q\?=5BSuspected_spam=5D_Enquiry=3A_Grace/m,
    );
  });

  test('[LEAD-07] [LEAD-19] [AN-01] a test drive with a slot from availability books it; the slot is gone afterwards', async ({
    page,
    request,
  }) => {
    const { used } = picks(HCT);
    await recordDataLayer(page);
    await page.goto(vdp(HCT, used));
    const dialog = await openForm(page, 'Book a Test Drive');
    await expect(dialog.getByRole('heading', { name: 'Book a Test Drive' })).toBeVisible();
    // The car's thumbnail (one 320 px JPEG of its photo set), not the full-size photo.
    await expect(dialog.locator('.lead-car img')).toHaveAttribute(
      'src',
      responsiveImage(used.primary_image_url!, 'thumb', NO_IMAGE_CDN).src,
    );
    await expect(dialog).toContainText(used.name);
    await expect(dialog.getByRole('group', { name: /Test Drive Booking Date/ })).toBeVisible();
    const time = dialog.getByLabel('Time');
    await expect(time).toBeEnabled();
    const slot = await time.locator('option').nth(1).getAttribute('value');
    expect(slot).toMatch(/Z$/);
    const day = await dialog.getByLabel('Day').inputValue();
    await time.selectOption(slot!);
    await fillContact(page);
    await page.waitForTimeout(1600);
    const [sent] = await Promise.all([
      page.waitForRequest('**/api/leads'),
      dialog.getByRole('button', { name: 'Book Test Drive' }).click(),
    ]);
    expect((await sent.response())?.status()).toBe(201);
    expect(sent.postDataJSON()).toMatchObject({
      kind: 'test_drive',
      subcategory: 'Test Drive',
      test_drive_at: slot,
      location_id: used.location?.id,
      car_id: used.id,
    });
    expect(sent.postDataJSON()).not.toHaveProperty('message');
    await page.waitForURL(/\/success\?/);
    expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ event: 48 }));

    const availability = directRequest(
      HCT,
      `/api/test-drive/availability?location_id=${used.location!.id}&date=${day}`,
    );
    const slots = (await (await request.get(availability.url, { headers: availability.headers })).json()) as {
      slots: { start: string }[];
    };
    expect(slots.slots.map((s) => s.start)).not.toContain(slot);
  });

  test('[LEAD-07] a slot taken meanwhile (409) shows the message and offers the remaining times', async ({
    page,
  }) => {
    const { newCar } = picks(HCT);
    await page.goto(vdp(HCT, newCar!));
    const dialog = await openForm(page, 'Book a Test Drive');
    const time = dialog.getByLabel('Time');
    await expect(time).toBeEnabled();
    await time.selectOption({ index: 1 });
    await fillContact(page);
    await page.route('**/api/leads', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'That test drive time is no longer available. Please choose another time.',
        }),
      }),
    );
    let refreshed = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/test-drive/availability')) refreshed = true;
    });
    await dialog.getByRole('button', { name: 'Book Test Drive' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'That test drive time is no longer available. Please choose another time.',
    );
    await expect(time).toHaveValue('');
    expect(refreshed).toBe(true);
  });

  test('[LEAD-07] a Test Drive Only car’s enquiry opens the test-drive form', async ({ page }) => {
    const { testDriveOnly } = picks(HCT);
    test.skip(!testDriveOnly, 'no Test Drive Only car in the demo stock');
    await page.goto(vdp(HCT, testDriveOnly!));
    const dialog = await openForm(page, 'Enquire Now');
    await expect(dialog.getByRole('heading', { name: 'Book a Test Drive' })).toBeVisible();
    await expect(dialog).toHaveAttribute('data-lead-kind', 'test_drive');
  });

  test('[LEAD-08] [LEAD-15] a photo request sends the prefilled line; the details are prefilled in the next form', async ({
    page,
  }) => {
    const { newCar } = picks(HCT);
    await page.goto(vdp(HCT, newCar!));
    const dialog = await openForm(page, 'Request Photos');
    await expect(dialog.getByLabel('Message')).toHaveValue('');
    await expect(dialog.locator('input[type="hidden"][value="Please send photos for this car"]')).toHaveCount(
      1,
    );
    await fillContact(page);
    await page.waitForTimeout(1600);
    const [sent] = await Promise.all([
      page.waitForRequest('**/api/leads'),
      dialog.getByRole('button', { name: 'Request Photos' }).click(),
    ]);
    expect((await sent.response())?.status()).toBe(201);
    expect(sent.postDataJSON()).toMatchObject({
      kind: 'photos',
      subcategory: 'Request Photos',
      message: 'Please send photos for this car',
    });
    await page.waitForURL(/\/success\?/);

    await page.goto(vdp(HCT, newCar!));
    const next = await openForm(page, 'Enquire Now');
    await expect(next.getByLabel('First name')).toHaveValue('Ada');
    await expect(next.getByLabel('Last name')).toHaveValue('Lovelace');
    await expect(next.getByLabel('Email')).toHaveValue('ada@example.com');
    await expect(next.getByLabel('Phone')).toHaveValue('0412 345 678');
    await expect(next.getByLabel('Postcode')).toHaveValue('2229');
  });

  test('[LEAD-02] a failed submit alerts "An error occurred when submitting this form" and keeps the error on the form', async ({
    page,
  }) => {
    const { used } = picks(HCT);
    await page.goto(vdp(HCT, used));
    const dialog = await openForm(page, 'Enquire Now');
    await fillContact(page, { Comments: 'Hello' });
    await page.route('**/api/leads', (route) => route.abort('failed'));
    const alert = nextAlert(page);
    await dialog.getByRole('button', { name: 'Enquire Now' }).click();
    expect(await alert).toBe('An error occurred when submitting this form');
    await expect(dialog.getByRole('alert')).toHaveText('An error occurred when submitting this form');
    await expect(dialog.getByRole('button', { name: 'Enquire Now' })).toBeEnabled();
  });

  test('focus moves into the dialog, Escape closes it and focus returns to the opener', async ({ page }) => {
    const { sold } = picks(HCT);
    await page.goto(vdp(HCT, sold));
    const opener = sidebar(page).getByRole('link', { name: 'Find Me Something Similar' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog[open]');
    await expect(dialog.getByRole('heading', { name: 'Find Me Something Similar' })).toBeVisible();
    await expect(dialog.getByLabel('First name')).toBeFocused();
    await expect(dialog.getByLabel('Comments')).toHaveValue(
      `Please find me something similar to the ${sold.name}.`,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('[VDP-10] lead links elsewhere on the page open the forms too: the sticky header and the delivery quote', async ({
    page,
  }) => {
    const { used } = picks(HCT);
    await page.goto(vdp(HCT, used));
    await page.evaluate(() => window.scrollTo(0, 800));
    const header = page.getByTestId('sticky-header');
    await expect(header).toBeVisible();
    await header.getByRole('link', { name: 'Enquire Now', exact: true }).click();
    const dialog = page.locator('dialog[open]');
    await expect(dialog.getByRole('heading', { name: 'Enquire About This Car' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await page
      .locator('#delivery-calculator')
      .getByRole('link', { name: 'ask us for a delivery quote' })
      .click();
    await expect(dialog.getByRole('heading', { name: 'Delivery Quote' })).toBeVisible();
    await expect(dialog).toHaveAttribute('data-lead-kind', 'enquiry');
    await expect(dialog).toContainText(used.name);
  });

  test('without JavaScript the links lead to the dealer’s phone and e-mail', async ({ browser }) => {
    const { used } = picks(HCT);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(vdp(HCT, used));
    await sidebar(page).getByRole('link', { name: 'Enquire Now' }).click();
    expect(page.url()).toMatch(/#enquire$/);
    const section = page.locator('#enquire');
    await expect(
      section.getByRole('link', {
        name: carPhone(used, builtData(HCT).tenant.settings.branding.phones.sales)!,
      }),
    ).toHaveAttribute('href', /^tel:/);
    await expect(section.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await context.close();
  });
});

test.describe('vehicle actions', () => {
  test('[VDP-17] [AN-01] the phone is masked after 5 characters until clicked; the click records a reveal', async ({
    page,
  }) => {
    const { used } = picks(HCT);
    const phone = carPhone(used, builtData(HCT).tenant.settings.branding.phones.sales)!;
    await recordDataLayer(page);
    await page.goto(vdp(HCT, used));
    const button = sidebar(page).locator('[data-phone-reveal]');
    await expect(button).toHaveAccessibleName('Reveal phone number');
    await expect(button.locator('[data-phone-text]')).toHaveText(maskPhone(phone));
    expect(maskPhone(phone).slice(0, 5)).toBe(phone.slice(0, 5));
    const [reveal] = await Promise.all([
      page.waitForRequest(`**/api/cars/${used.slug}/phone-reveal`),
      button.click(),
    ]);
    expect(reveal.postDataJSON()).toEqual({
      car_id: used.id,
      dealership_id: used.dealership_id,
      website_id: builtData(HCT).tenant.settings.site.websiteId,
    });
    expect((await reveal.response())?.status()).toBe(201);
    await expect(button.locator('[data-phone-text]')).toHaveText(phone);
    await expect(button).toHaveAttribute('href', `tel:${phone.replace(/\D/g, '')}`);
    expect(await dataLayer(page)).toContainEqual({ event: 25, event_label: 'Used Car' });

    // drive-subscriptions shows the number from the start.
    const subscription = picks(SUBSCRIPTIONS).used;
    expect(builtData(SUBSCRIPTIONS).tenant.settings.vehicle.phoneRevealedFromStart).toBe(true);
    await page.goto(vdp(SUBSCRIPTIONS, subscription));
    await expect(sidebar(page).locator('[data-phone-reveal] [data-phone-text]')).toHaveText(
      carPhone(subscription, builtData(SUBSCRIPTIONS).tenant.settings.branding.phones.sales)!,
    );
    await expect(sidebar(page).locator('[data-phone-reveal]')).toHaveAttribute('data-state', 'revealed');
  });

  test('[VDP-09] copy link shows Copied for 1.5 s and one toast for 3 s; share links; X hidden by the switch', async ({
    page,
    context,
  }) => {
    const { used } = picks(HCT);
    const site = builtData(HCT).tenant.settings.site.url.replace(/\/$/, '');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(vdp(HCT, used));
    await hydrated(page, '#share-actions');
    await expect(page.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${site}${used.path}`)}`,
    );
    await expect(page.getByRole('link', { name: 'Share on X' })).toBeVisible();
    const copy = page.getByRole('button', { name: 'Copy link' });
    await copy.click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: `Copied ${used.name} to your clipboard!` }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${site}${used.path}`);
    await page.getByRole('button', { name: 'Copied' }).click();
    await expect(page.locator('.toast')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 2500 });
    await expect(page.locator('.toast')).toHaveCount(0, { timeout: 3500 });

    // drive-subscriptions hides X.
    expect(builtData(SUBSCRIPTIONS).tenant.settings.vehicle.hideXShare).toBe(true);
    await page.goto(vdp(SUBSCRIPTIONS, picks(SUBSCRIPTIONS).used));
    await hydrated(page, '#share-actions');
    await expect(page.getByRole('link', { name: 'Share on Facebook' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Share on X' })).toHaveCount(0);
  });

  test('[VDP-16] [AN-01] print opens /print?car_id={slug} in a new tab, which goes to the car and prints; PDF saves as {slug}.pdf', async ({
    page,
    context,
  }) => {
    const { used } = picks(HCT);
    await recordDataLayer(page);
    await page.goto(vdp(HCT, used));
    await hydrated(page, '#share-actions');
    const print = page.getByRole('link', { name: 'Print' });
    await expect(print).toHaveAttribute('href', `/print?car_id=${used.slug}`);
    await expect(print).toHaveAttribute('target', '_blank');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${used.slug}.pdf`);
    const [tab] = await Promise.all([context.waitForEvent('page'), print.click()]);
    expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ event: 61 }));
    await tab.waitForURL(`**/cars/${used.slug}/?print=1`);
    await tab.close();

    // ?print=1 opens the print dialog on a page carrying the car page script.
    await page.addInitScript(() => {
      window.print = () => document.documentElement.setAttribute('data-printed', 'yes');
    });
    await page.goto(`${vdp(HCT, used)}?print=1`);
    await expect(page.locator('html')).toHaveAttribute('data-printed', 'yes');

    await page.goto(siteUrl(HCT, '/print?car_id=..%2F..%2Fetc'));
    await expect(page.getByText('We could not find that vehicle.')).toBeVisible();
  });

  test('[VDP-16] a failed PDF download shows an alert with the message', async ({ page }) => {
    const { used } = picks(HCT);
    await page.goto(vdp(HCT, used));
    await hydrated(page, '#share-actions');
    await page.route('**/api/cars/*/pdf', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Too many PDF downloads. Please try again in a minute.' }),
      }),
    );
    const alert = nextAlert(page);
    await page.getByRole('link', { name: 'Download PDF' }).click();
    expect(await alert).toBe('Too many PDF downloads. Please try again in a minute.');
    await expect(page.getByRole('link', { name: 'Download PDF' })).toBeVisible();
  });

  test('[VDP-12] [VDP-20] [AN-01] the view is counted once per page view and viewed cars are stored without duplicates', async ({
    page,
  }) => {
    const { used, newCar } = picks(HCT);
    await recordDataLayer(page);
    const counts: string[] = [];
    page.on('request', (r) => r.url().includes('/view.json') && counts.push(r.url()));
    await page.goto(vdp(HCT, used));
    await expect(page.getByText(/^\d+ (people|person) viewed this car$/)).toBeVisible();
    expect(counts).toHaveLength(1);
    expect(counts[0]).toContain(`/api/cars/${used.slug}/view.json?photos_count=${used.photos_count}`);
    expect(counts[0]).toContain(`website_id=${builtData(HCT).tenant.settings.site.websiteId}`);
    expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ event: 4, car_id: used.id }));
    await page.goto(vdp(HCT, newCar!));
    await page.goto(vdp(HCT, used));
    const viewed = await page.evaluate(
      () => JSON.parse(localStorage.getItem('viewed-cars') ?? '[]') as Record<string, unknown>[],
    );
    expect(viewed.map((c) => c['id'])).toEqual([used.id, newCar!.id]);
    expect(viewed[0]).toEqual({
      id: used.id,
      stocknum: used.stocknum,
      make: used.make,
      model: used.model,
      body: used.bodyconfiguration ?? used.simple_body,
      simple_body: used.simple_body,
    });
    expect((await dataLayer(page)).filter((e) => e['event'] === 4)).toHaveLength(2);

    await page.route('**/view.json*', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.reload();
    await expect(page.locator('[data-view-tracker]')).toBeHidden();
  });
});

test.describe('save controls and watchlist', () => {
  test('[WL-02] a sold car cannot be saved', async ({ page }) => {
    const { sold } = picks(HCT);
    await page.goto(vdp(HCT, sold));
    await hydrated(page, '#save-actions');
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await expect(page.getByText('Sold cars cannot be added to your watchlist.')).toBeVisible();
  });

  test('[WL-03] saving without a signed-in user goes to sign-in with type, redirect and back', async ({
    page,
  }) => {
    const { used } = picks(HCT);
    await page.goto(vdp(HCT, used));
    await hydrated(page, '#save-actions');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/sign-in\?/);
    const params = new URL(page.url()).searchParams;
    expect([params.get('type'), params.get('redirect'), params.get('back')]).toEqual([
      'watchlist',
      carPage(used),
      carPage(used),
    ]);
    await expect(page.getByRole('heading', { name: 'Sign in to save cars to your watchlist' })).toBeVisible();
  });

  test('[WL-01] [WL-04] [WL-07] [AN-01] signed in with an SMS code, a car is saved, listed on /watchlist and removed', async ({
    page,
  }) => {
    const { used } = picks(HCT);
    await recordDataLayer(page);
    const mobile = `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await page.goto(
      siteUrl(HCT, `/sign-in?type=watchlist&redirect=${encodeURIComponent(carPage(used))}&back=%2F`),
    );
    await expect(page.getByRole('button', { name: 'Send code' })).toBeEnabled();
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByLabel('6-digit code')).toBeFocused();
    const e164 = `+61${mobile.slice(1)}`;
    const sms = readFileSync(resolve(root, 'data', 'outbox', 'sms.log'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { phone: string; text: string })
      .filter((m) => m.phone === e164)
      .at(-1)!;
    await page.getByLabel('6-digit code').fill(/\d{6}/.exec(sms.text)![0]);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`**${carPage(used)}`);

    await hydrated(page, '#save-actions');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    const [call] = await Promise.all([page.waitForRequest('**/api/watchlist/save-car'), save.click()]);
    expect(call.postDataJSON()).toEqual({ phone_number: e164, car_id: used.id });
    await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const toast = page.locator('.toast');
    await expect(toast).toContainText('Car Saved In Watchlist');
    await expect(toast).toContainText(`${used.name} is now available in your watchlist`);
    expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ event: 39 }));
    await toast.getByRole('link', { name: 'View List' }).click();

    await page.waitForURL('**/watchlist');
    await expect(page.getByRole('link', { name: used.name })).toHaveAttribute('href', `/cars/${used.slug}/`);
    await page.getByRole('button', { name: 'Remove' }).click();
    await expect(page.locator('.toast')).toContainText(`${used.name} is no longer in your watchlist`);
    await expect(page.getByText('Your watchlist is empty.')).toBeVisible();
  });

  test('[WL-05] a failed save is an alert with the message and is rolled back', async ({ page }) => {
    const { used } = picks(HCT);
    await page.addInitScript(() => localStorage.setItem('signed-in', '1'));
    await page.route('**/api/auth/me', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ user: { phone: '+61412345678' } }),
      }),
    );
    await page.route('**/api/watchlist', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ cars: [] }) }),
    );
    await page.route('**/api/watchlist/save-car', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'The watchlist is not available right now.' }),
      }),
    );
    await page.goto(vdp(HCT, used));
    await hydrated(page, '#save-actions');
    const alert = nextAlert(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect(await alert).toBe('The watchlist is not available right now.');
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(page.locator('.toast')).toHaveCount(0);
  });

  test('[WL-06] favourites are kept locally; compare shows up to 3 cars side by side', async ({ page }) => {
    const { used, newCar, sold } = picks(HCT);
    for (const car of [used, newCar!, sold]) {
      await page.goto(vdp(HCT, car));
      await hydrated(page, '#save-actions');
      await page.getByRole('button', { name: 'Compare' }).click();
      await expect(page.getByRole('button', { name: 'Compare' })).toHaveAttribute('aria-pressed', 'true');
    }
    await page.getByRole('button', { name: 'Favourite' }).click();
    const favourites = await page.evaluate(
      () => JSON.parse(localStorage.getItem('favourites') ?? '[]') as Record<string, unknown>[],
    );
    expect(favourites).toEqual([
      {
        id: sold.id,
        name: sold.name,
        slug: sold.slug,
        make: sold.make,
        model: sold.model,
        primary_image_url: sold.primary_image_url,
      },
    ]);
    await page.goto(siteUrl(HCT, '/compare'));
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveCount(3);
    for (const car of [used, newCar!, sold])
      await expect(table.getByRole('link', { name: car.name })).toBeVisible();
    await expect(table.getByRole('row', { name: /Year/ })).toContainText(String(used.year));
  });
});
