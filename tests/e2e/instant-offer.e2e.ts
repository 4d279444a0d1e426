/**
 * The instant-offer wizard in Chromium on a phone (LEAD-11…LEAD-14, LEAD-16, LEAD-24): rego →
 * choose the car → photos → Your Details → the dealer's offer from its own market references,
 * accepted; the not-found panel; the buying team's call for a car past the limits or without a
 * reference, the lead still sent; the group site's dealership, chosen or taken from the car; the
 * API's refusals in the spec's words. Each lead is read back from the store and from the
 * delivered e-mail and ADF. The figures are the demo tenants' valuation-references.json worked
 * out by hand (tests/unit/domain/valuation.test.ts cites the references).
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { type Photos, photos } from '../support/photos.ts';
import { axeViolations } from './axe.ts';
import { deliveredLead, storedLead } from './delivered-leads.ts';
import { builtData, directRequest, siteUrl } from './sites.ts';

const HARBOUR = 'harbour-city-toyota';
const WESTSIDE = 'westside-used-cars';
const SUBSCRIPTIONS = 'drive-subscriptions';
const GROUP = 'southern-cross-auto-group';
const STEP_ERROR = 'An error occurred while submitting the form. Please try again.';
const NO_REFERENCE =
  'We can’t make an instant offer on this car online. Our buying team will call you with an offer.';
const root = resolve(import.meta.dirname, '..', '..');
const shots = join(root, 'test-results', 'instant-offer');

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]);

let pictures: Photos;
test.beforeAll(async () => {
  pictures = await photos();
});

async function savedEnquiries(page: Page): Promise<{ lead_id: string; kind: string }[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('enquiries') ?? '[]'));
}

async function open(page: Page, slug: string, path = '/trade-in'): Promise<Locator> {
  await page.goto(siteUrl(slug, path));
  const form = page.locator('.instant-offer form');
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole('button', { name: 'Find My Car' })).toBeEnabled();
  return form;
}

async function fillDetails(form: Locator) {
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('Phone').fill('0412 345 678');
  await form.getByLabel('Postcode').fill('2229');
  await form.getByLabel('Odometer (kms)').pressSequentially('45000');
  await form.getByLabel('Service history').selectOption('Full service history');
  await form.getByLabel('Number of keys').selectOption('2');
  await form.getByLabel('Condition').selectOption('Good');
  await form.getByLabel('Comments').fill('One scratch on the rear bumper');
}

test.describe('instant offer wizard', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    mkdirSync(shots, { recursive: true });
  });

  test("[LEAD-11] [LEAD-12] [LEAD-13] [LEAD-14] [LEAD-16] rego → choose the car → photos → Your Details → the dealer's offer, accepted; the dealer gets every field and the photos", async ({
    page,
  }) => {
    const form = await open(page, HARBOUR);
    const title = form.locator('.wizard-step-title');
    const alert = form.getByRole('alert').first();
    await expect(form.locator('.wizard-progress li')).toHaveText([
      '1Vehicle Details',
      '2Upload Images',
      '3Your Details',
    ]);
    await form.getByLabel('Rego').fill('');
    await form.getByRole('button', { name: 'Find My Car' }).click();
    await expect(alert.getByRole('listitem')).toHaveText(['Rego: * This field is required']);
    await form.getByLabel('Rego').fill('df 47-kr');
    await expect(form.getByLabel('Rego')).toHaveValue('DF 47-KR');
    await expect(form.getByLabel('State')).toHaveValue('NSW');
    await page.screenshot({ path: join(shots, '1-vehicle-390.png') });
    await form.getByRole('button', { name: 'Find My Car' }).click();

    // The VIN decodes to two cars: the shopper chooses one.
    await expect(title).toHaveText('Step 2 of 4: Vehicle Selection');
    await expect(title).toBeFocused();
    await expect(form.locator('legend')).toHaveText(
      'We could not find an exact match for your car, do any of these match?',
    );
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(alert.getByRole('listitem')).toHaveText(['Your car: * Please choose one car.']);
    await form.getByRole('radio', { name: /Ascent Sport Hybrid/ }).check();
    await page.screenshot({ path: join(shots, '2-selection-390.png') });
    await form.getByRole('button', { name: 'Next' }).click();

    // Photos: one request each; too large, not an image, and two that arrive.
    await expect(title).toHaveText('Step 3 of 4: Upload Images');
    await expect(form.getByRole('button', { name: 'Skip Photos' })).toBeVisible();
    const photos = form.getByLabel(/Photos of your car/);
    await photos.setInputFiles([
      {
        name: 'huge.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.concat([JPEG, Buffer.alloc(11 * 1024 * 1024)]),
      },
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not really a photo') },
      { name: 'broken.jpg', mimeType: 'image/jpeg', buffer: Buffer.concat([JPEG, Buffer.alloc(4096, 7)]) },
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(pictures.jpeg) },
      { name: 'back.png', mimeType: 'image/png', buffer: Buffer.from(pictures.png) },
    ]);
    const uploads = form.locator('.instant-offer-uploads li');
    await expect(uploads).toHaveText([
      'huge.jpgPlease upload an image file under 10MB',
      'notes.jpgPlease upload a JPEG, PNG, GIF or HEIC image.',
      'broken.jpgWe could not read this photo. Please choose another JPEG, PNG, GIF or HEIC photo.',
      'front.jpgUploaded',
      'back.pngUploaded',
    ]);
    await expect(form.getByText('2 of 10 photos uploaded')).toBeVisible();
    await page.screenshot({ path: join(shots, '3-images-390.png') });
    await form.getByRole('button', { name: 'Next' }).click();

    // Your Details: every field required, the postcode 4 digits, the odometer grouped.
    await expect(title).toHaveText('Step 4 of 4: Your Details');
    await expect(form.locator('.instant-offer-vehicle')).toHaveText(
      '2019 Toyota Corolla Ascent Sport Hybrid · DF47KR NSW',
    );
    await form.getByRole('button', { name: 'Get My Offer' }).click();
    await expect(alert.getByRole('listitem')).toHaveText([
      'First name: * This field is required',
      'Email: Please give an e-mail address or a phone number',
      'Postcode: * This field is required',
      'Odometer: * This field is required',
      'Service history: * This field is required',
      'Number of keys: * This field is required',
      'Condition: * This field is required',
      'Comments: * This field is required',
    ]);
    await expect(alert).toBeFocused();
    await fillDetails(form);
    await expect(form.getByLabel('Odometer (kms)')).toHaveValue('45,000');
    await form.getByLabel('Postcode').fill('222');
    await form.getByRole('button', { name: 'Get My Offer' }).click();
    await expect(alert.getByRole('listitem')).toHaveText([
      'Postcode: Invalid postcode. Please enter a 4-digit number.',
    ]);
    // Input limited to 4 characters (spec-2 §5).
    await expect(form.getByLabel('Postcode')).toHaveAttribute('maxlength', '4');
    await form.getByLabel('Postcode').fill('');
    await form.getByLabel('Postcode').pressSequentially('22291');
    await expect(form.getByLabel('Postcode')).toHaveValue('2229');
    expect(await axeViolations(page, '.instant-offer')).toEqual([]);
    await page.screenshot({ path: join(shots, '4-details-390.png'), fullPage: true });
    await form.getByRole('button', { name: 'Get My Offer' }).click();

    // The dealer's offer, valid 7 days, and Accept. harbour-city-toyota's reference for the 2019
    // Corolla Ascent Sport Hybrid: $21,990 at 85,000 km; 45,000 km is +10% (its cap), good 0,
    // 80% of retail: 21,990 × 1.10 × 0.80 = 19,351.20 → $19,400.
    await expect(title).toHaveText('Your Instant Offer');
    const price = form.locator('.instant-offer-price strong');
    await expect(price).toHaveText('$19,400');
    const offer = 19_400;
    await expect(form.getByText('Worked out from what cars like yours are advertised for')).toBeVisible();
    await expect(form.getByText(/^Valid until /)).toBeVisible();
    await expect(form.getByRole('link', { name: 'Valuation terms and conditions' })).toHaveAttribute(
      'href',
      '/value-my-car-terms-and-conditions',
    );
    expect(await axeViolations(page, '.instant-offer')).toEqual([]);
    await page.screenshot({ path: join(shots, '5-offer-390.png') });
    await form.getByRole('button', { name: /^Accept Offer of \$/ }).click();
    await expect(title).toHaveText('Offer Accepted');
    await expect(form.getByRole('status')).toContainText('Our buying team will call you');
    await page.screenshot({ path: join(shots, '6-accepted-390.png') });

    // Read back: the store, the browser's saved valuation, the e-mail, the ADF and the photos.
    const [accepted, made] = await savedEnquiries(page);
    expect(accepted!.kind).toBe('offer_accepted');
    const tradeIn = storedLead(made!.lead_id);
    expect(tradeIn.kind).toBe('trade_in');
    expect(tradeIn.payload).toMatchObject({
      subcategory: '2. Offer Made',
      name: 'Ada',
      postcode: '2229',
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'Corolla',
      Variant: 'Ascent Sport Hybrid',
      rego: 'DF47KR',
      regoState: 'NSW',
      kms: 45_000,
      service_history: 'Full service history',
      number_of_keys: '2',
      car_condition: 'Good',
      message: 'One scratch on the rear bumper',
      offer_price: offer,
      photo_count: 2,
    });
    const acceptance = storedLead(accepted!.lead_id);
    expect(acceptance.payload).toMatchObject({
      subcategory: '3. Offer Accepted',
      offer_accepted: true,
      form_completed: true,
      lead_id: made!.lead_id,
      offer_price: offer,
    });
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('valuations') ?? '[]'));
    expect(saved[0]).toMatchObject({
      lead_id: made!.lead_id,
      rego: 'DF47KR',
      regoState: 'NSW',
      offer_price: offer,
      accepted: true,
    });

    const email = await deliveredLead(made!.lead_id, 'www.harbourcitytoyota.com.au');
    for (const line of [
      'Subject: Trade-In Offer: Ada Lovelace',
      'Vehicle to sell: 2019 Toyota Corolla Ascent Sport Hybrid',
      'Rego: DF47KR NSW',
      'Odometer: 45,000 km',
      'Service history: Full service history',
      'Keys: 2',
      'Condition: Good',
      `Instant offer: $${offer.toLocaleString('en-AU')}`,
      'Postcode: 2229',
      'Message: One scratch on the rear bumper',
      'Photos: 2 (links valid 30 days)',
    ])
      expect(email.text).toContain(line);
    expect(email.adf).toContain(
      '<vehicle interest="sell" status="used"><year>2019</year><make>Toyota</make>',
    );
    expect(email.adf).toContain(`<price type="appraisal" currency="AUD">${offer}</price>`);
    const link = email.text.match(
      /https:\/\/www\.harbourcitytoyota\.com\.au(\/api\/eval-expert\/photos\/\S+?\/1\?expires=\d+&sig=[\w-]+)/,
    )![1]!;
    const photo = directRequest(HARBOUR, link);
    const answer = await page.request.get(photo.url, { headers: photo.headers });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/jpeg');
    const acceptedEmail = await deliveredLead(accepted!.lead_id, 'www.harbourcitytoyota.com.au');
    expect(acceptedEmail.text).toContain('Subject: Trade-In Offer Accepted: Ada Lovelace');
    expect(acceptedEmail.text).toContain('Offer accepted: Yes');
  });

  test('[LEAD-11] a plate nobody knows shows the not-found panel with the phone, Contact Us and Back', async ({
    page,
  }) => {
    const form = await open(page, WESTSIDE);
    await form.getByLabel('Rego').fill('ZZZ999');
    await form.getByRole('button', { name: 'Find My Car' }).click();
    await expect(form.locator('.wizard-step-title')).toHaveText('Vehicle Not Found');
    await expect(
      form.getByText('Unfortunately, we could not find a match for your registration number.'),
    ).toBeVisible();
    await expect(form.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);
    const contact = form.getByRole('link', { name: 'Contact Us' });
    const href = (await contact.getAttribute('href'))!;
    const contactPage = directRequest(WESTSIDE, href);
    expect((await page.request.get(contactPage.url, { headers: contactPage.headers })).status()).toBe(200);
    await page.screenshot({ path: join(shots, 'not-found-390.png') });
    await form.getByRole('button', { name: 'Back' }).click();
    await expect(form.locator('.wizard-step-title')).toHaveText('Step 1 of 3: Vehicle Details');
    await expect(form.getByLabel('Rego')).toHaveValue('ZZZ999');
  });

  test('a car over 10 years old gets no instant number: the shopper is told a buyer will call, and the dealer gets the lead', async ({
    page,
  }) => {
    const form = await open(page, HARBOUR, '/sell-my-car');
    await form.getByLabel('Rego').fill('BNS62F');
    await form.getByRole('button', { name: 'Find My Car' }).click();
    await expect(form.locator('.wizard-step-title')).toHaveText('Step 2 of 3: Upload Images');
    // A reload part-way starts again cleanly: nothing was sent.
    await page.reload();
    const again = await open(page, HARBOUR, '/sell-my-car');
    await expect(again.locator('.wizard-step-title')).toHaveText('Step 1 of 3: Vehicle Details');
    expect(await savedEnquiries(page)).toEqual([]);
    await again.getByLabel('Rego').fill('BNS62F');
    await again.getByRole('button', { name: 'Find My Car' }).click();
    await again.getByRole('button', { name: 'Skip Photos' }).click();
    await fillDetails(again);
    await again.getByRole('button', { name: 'Get My Offer' }).click();
    await expect(again.locator('.wizard-step-title')).toHaveText('We Will Call You');
    await expect(
      again.getByText(
        'We can’t give an instant value for vehicles over 10 years old or over 100,000 km. Our buying team will call you with an offer.',
      ),
    ).toBeVisible();
    await expect(again.getByRole('button', { name: /Accept Offer/ })).toHaveCount(0);
    const [made] = await savedEnquiries(page);
    const lead = storedLead(made!.lead_id);
    expect(lead.kind).toBe('trade_in');
    expect(lead.payload['subcategory']).toBe('1. Appraisal Requested');
    expect(lead.payload['offer_price']).toBeUndefined();
    expect(lead.payload['photo_count']).toBe(0);
  });

  test('/cars/trade-in names the car the trade-in is against and sends it; without image upload the wizard has no photo step', async ({
    page,
  }) => {
    const car = builtData(SUBSCRIPTIONS).cars.find((c) => c.status === 'in_stock')!;
    const form = await open(page, SUBSCRIPTIONS, `/cars/trade-in?car_id=${encodeURIComponent(car.id)}`);
    await expect(form.getByRole('link', { name: car.name })).toHaveAttribute('href', car.path);
    await form.getByLabel('Rego').fill('EHN58T');
    await form.getByLabel('State').selectOption('NSW');
    await form.getByRole('button', { name: 'Find My Car' }).click();
    // An exact match goes straight to Your Details (LEAD-11), no photo step on this tenant.
    await expect(form.locator('.wizard-progress li')).toHaveText(['1Vehicle Details', '2Your Details']);
    await expect(form.locator('.wizard-step-title')).toHaveText('Step 2 of 2: Your Details');
    await fillDetails(form);
    await form.getByRole('button', { name: 'Get My Offer' }).click();
    await expect(form.locator('.wizard-step-title')).toHaveText('Your Instant Offer');
    // drive-subscriptions: $43,990 at 95,000 km, +10% (capped) for 45,000 km, 79%: 38,227.31 → $38,200.
    await expect(form.locator('.instant-offer-price strong')).toHaveText('$38,200');
    const [made] = await savedEnquiries(page);
    const lead = storedLead(made!.lead_id);
    expect(lead.payload).toMatchObject({
      car_id: car.id,
      'Vehicle Model': 'HiLux',
      kms: 45_000,
      offer_price: 38_200,
    });
    const email = await deliveredLead(
      made!.lead_id,
      new URL(builtData(SUBSCRIPTIONS).tenant.settings.site.url).hostname,
    );
    expect(email.text).toContain('Trade-in vehicle: 2020 Toyota HiLux SR5 (4x4)');
    expect(email.adf).toMatch(/<vehicle interest="buy"[^>]*>.*<vehicle interest="trade-in" status="used">/s);
  });

  test('[LEAD-14] [LEAD-13] a car the dealer has no market reference for gets no number: the buying team will call, and the lead is sent', async ({
    page,
  }) => {
    const form = await open(page, WESTSIDE, '/sell-my-car');
    await form.getByLabel('Rego').fill('GAB73X');
    await form.getByRole('button', { name: 'Find My Car' }).click();
    await form.getByRole('button', { name: 'Skip Photos' }).click();
    await expect(form.locator('.instant-offer-vehicle')).toHaveText(
      '2023 Tesla Model 3 Rear-Wheel Drive · GAB73X NSW',
    );
    await fillDetails(form);
    await form.getByLabel(/I agree to the/).check();
    await form.getByRole('button', { name: 'Get My Offer' }).click();
    await expect(form.locator('.wizard-step-title')).toHaveText('We Will Call You');
    await expect(form.getByText(NO_REFERENCE)).toBeVisible();
    await expect(form.getByText(/our buying team will call you from /)).toBeVisible();
    // No offer card, no figure anywhere, nothing to accept.
    await expect(form.locator('.instant-offer-price')).toHaveCount(0);
    await expect(form).not.toContainText('$');
    await expect(form.getByRole('button', { name: /Accept Offer/ })).toHaveCount(0);
    expect(await axeViolations(page, '.instant-offer')).toEqual([]);
    await page.screenshot({ path: join(shots, 'buying-team-390.png') });
    const [made] = await savedEnquiries(page);
    const lead = storedLead(made!.lead_id);
    expect(lead.kind).toBe('trade_in');
    expect(lead.payload).toMatchObject({
      subcategory: '1. Appraisal Requested',
      'Vehicle Make': 'Tesla',
      'Vehicle Model': 'Model 3',
      kms: 45_000,
    });
    expect(lead.payload['offer_price']).toBeUndefined();
    const email = await deliveredLead(
      made!.lead_id,
      new URL(builtData(WESTSIDE).tenant.settings.site.url).hostname,
    );
    expect(email.text).toContain('Vehicle to sell: 2023 Tesla Model 3 Rear-Wheel Drive');
    expect(email.text).not.toContain('Instant offer:');
  });

  test("[LEAD-24] [LEAD-21] [LEAD-14] on the group site Sell My Car asks for the dealership and walks to a sent lead with that dealership's offer", async ({
    page,
  }) => {
    const form = await open(page, GROUP, '/sell-my-car');
    await form.getByLabel('Rego').fill('FKP21Z');
    await form.getByLabel('State').selectOption('NSW');
    await form.getByRole('button', { name: 'Find My Car' }).click();
    await form.getByRole('button', { name: 'Skip Photos' }).click();
    const title = form.locator('.wizard-step-title');
    await expect(title).toHaveText('Step 3 of 3: Your Details');
    const dealership = form.getByLabel('Dealership');
    await expect(dealership).toBeVisible();
    await expect(dealership.locator('option')).toHaveText([
      'Please choose',
      ...builtData(GROUP).tenant.dealerships.map((d) => d.name),
    ]);
    await fillDetails(form);
    await form.getByRole('button', { name: 'Get My Offer' }).click();
    const alert = form.getByRole('alert').first();
    await expect(alert.getByRole('listitem')).toHaveText(['Dealership: * This field is required']);
    await expect(form.locator('#sell-my-car-form-dealership_slug-error')).toHaveText(
      '* This field is required',
    );
    await dealership.selectOption({ label: 'Southern Cross Kia Ringwood' });
    // Answered: no error list, nor its heading, is left on screen.
    await expect(form.getByRole('alert')).toHaveCount(0);
    await dealership.scrollIntoViewIfNeeded();
    expect(await axeViolations(page, '.instant-offer')).toEqual([]);
    await page.screenshot({ path: join(shots, 'group-dealership-390.png') });
    await form.getByRole('button', { name: 'Get My Offer' }).click();

    // southern-cross-auto-group's reference for the 2021 RAV4 GX (2WD) Hybrid: $34,990 at
    // 70,000 km; 45,000 km is +6.25%, good 0, 80%: 34,990 × 1.0625 × 0.80 = 29,741.50 → $29,700.
    await expect(title).toHaveText('Your Instant Offer');
    await expect(form.locator('.instant-offer-price strong')).toHaveText('$29,700');
    await page.screenshot({ path: join(shots, 'group-offer-390.png') });
    const [made] = await savedEnquiries(page);
    const lead = storedLead(made!.lead_id);
    expect(lead.payload).toMatchObject({
      dealership_slug: 'southern-cross-kia-ringwood',
      subcategory: '2. Offer Made',
      'Vehicle Model': 'RAV4',
      offer_price: 29_700,
    });
    const email = await deliveredLead(made!.lead_id, 'www.southerncrossautogroup.com.au');
    expect(email.adf).toContain('<vendorname>Southern Cross Kia Ringwood</vendorname>');
    expect(email.text).toContain('Instant offer: $29,700');
  });

  test("[LEAD-24] [LEAD-13] the API's refusals reach the shopper in the spec's words: beside the field they name, or the step error", async ({
    page,
  }) => {
    const form = await open(page, GROUP, '/trade-in');
    await form.getByLabel('Rego').fill('FKP21Z');
    await form.getByLabel('State').selectOption('NSW');
    await form.getByRole('button', { name: 'Find My Car' }).click();
    await form.getByRole('button', { name: 'Skip Photos' }).click();
    await fillDetails(form);
    // A page built before a dealership left the group still lists it: the API refuses it (LEAD-21).
    await form.getByLabel('Dealership').evaluate((select: HTMLSelectElement) => {
      select.options[1]!.value = 'southern-cross-closed-branch';
    });
    await form.getByLabel('Dealership').selectOption({ index: 1 });
    await form.getByRole('button', { name: 'Get My Offer' }).click();
    const unknown = 'We do not know that dealership. Please choose one from the list.';
    const alert = form.getByRole('alert').first();
    await expect(alert.getByRole('listitem')).toHaveText([`Dealership: ${unknown}`]);
    await expect(form.locator('#instant-offer-form-dealership_slug-error')).toHaveText(unknown);
    await expect(form).not.toContainText('* This field is required');

    // The lead's request never arrives (the connection drops): the spec's step error, then a retry sends it.
    await form.getByLabel('Dealership').selectOption({ label: 'Southern Cross Mazda Gold Coast' });
    let dropped = 0;
    await page.route('**/api/leads', async (route) => {
      if (dropped++ === 0) return route.abort('connectionreset');
      return route.continue();
    });
    await form.getByRole('button', { name: 'Get My Offer' }).click();
    await expect(form.getByRole('alert').first()).toHaveText(STEP_ERROR);
    await page.screenshot({ path: join(shots, 'step-error-390.png') });
    await form.getByRole('button', { name: 'Get My Offer' }).click();
    await expect(form.locator('.wizard-step-title')).toHaveText('Your Instant Offer');
    const [made] = await savedEnquiries(page);
    expect(storedLead(made!.lead_id).payload).toMatchObject({
      dealership_slug: 'southern-cross-mazda-gold-coast',
    });
  });

  test('[LEAD-24] [LEAD-14] on the group site /cars/trade-in takes the dealership from the car: no dealership to choose', async ({
    page,
  }) => {
    const data = builtData(GROUP);
    const car = data.cars.find((c) => c.status === 'in_stock' && c.dealership_id === 'd14')!;
    const form = await open(page, GROUP, `/cars/trade-in?car_id=${encodeURIComponent(car.id)}`);
    await expect(form.getByRole('link', { name: car.name })).toBeVisible();
    await form.getByLabel('Rego').fill('EHN58T');
    await form.getByLabel('State').selectOption('NSW');
    await form.getByRole('button', { name: 'Find My Car' }).click();
    await form.getByRole('button', { name: 'Skip Photos' }).click();
    await expect(form.getByLabel('Dealership')).toHaveCount(0);
    await fillDetails(form);
    await form.getByRole('button', { name: 'Get My Offer' }).click();
    // $43,990 at 95,000 km, +10% (capped) for 45,000 km, 80%: 38,711.20 → $38,700.
    await expect(form.locator('.instant-offer-price strong')).toHaveText('$38,700');
    const [made] = await savedEnquiries(page);
    const lead = storedLead(made!.lead_id);
    expect(lead.payload).toMatchObject({ car_id: car.id, offer_price: 38_700 });
    expect(lead.payload['dealership_slug']).toBeUndefined();
    const email = await deliveredLead(made!.lead_id, 'www.southerncrossautogroup.com.au');
    expect(email.adf).toContain('<vendorname>Southern Cross Kia Ringwood</vendorname>');
  });
});
