/**
 * The online purchase journey in Chromium on a phone (DEAL-03): from a used car's Purchase
 * Online button, value a trade-in with the instant-offer wizard (its offer comes off the price),
 * finance the rest with a deposit, have it delivered to a postcode, read the summary with the
 * total and the balance, and send it: one deal lead whose e-mail and ADF carry every part. The
 * deal is kept: the page shows it again, it can be changed, and My Garage lists it.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { deliveredLead, storedLead } from './delivered-leads.ts';
import { COMMERCIAL_BODY, nswDriveAway } from './drive-away-figures.ts';
import { signInBySms } from './sign-in.ts';
import { builtData, siteUrl } from './sites.ts';

const SITE = 'westside-used-cars';
const shots = join(resolve(import.meta.dirname, '..', '..'), 'test-results', 'checkout-journey');

/**
 * A used passenger car (its NSW charges are estimated, COMP-06) with a price that no other test
 * reserves (reserve.e2e takes from the end of the stock).
 */
function buyableCar() {
  return builtData(SITE).cars.find(
    (car) =>
      car.status === 'in_stock' &&
      car.car_type === 'used' &&
      car.price > 0 &&
      !car.reserved &&
      !COMMERCIAL_BODY.test(car.simple_body ?? ''),
  )!;
}

async function valueTradeIn(page: Page) {
  await page.getByLabel(/Value my car now/).check();
  const wizard = page.locator('.deal-instant-offer');
  await wizard.getByLabel('Rego').fill('DF47KR');
  await wizard.getByLabel('State').selectOption('NSW');
  await wizard.getByRole('button', { name: 'Find My Car' }).click();
  const choose = wizard.getByText('do any of these match');
  const details = wizard.getByLabel('Odometer (kms)');
  await expect(choose.or(details)).toBeVisible();
  if (await choose.isVisible()) {
    await wizard.getByRole('radio').first().check();
    await wizard.getByRole('button', { name: 'Next' }).click();
  }
  const skip = wizard.getByRole('button', { name: /Skip Photos/ });
  await expect(skip.or(details)).toBeVisible();
  if (await skip.isVisible()) await skip.click();
  await wizard.getByLabel('First name').fill('Ada');
  await wizard.getByLabel('Last name').fill('Lovelace');
  await wizard.getByLabel('Email').fill('ada@example.com');
  await wizard.getByLabel('Phone').fill('0412 345 678');
  await wizard.getByLabel('Postcode').fill('2170');
  await details.fill('60000');
  await wizard.getByLabel('Service history').selectOption({ index: 1 });
  await wizard.getByLabel('Number of keys').selectOption({ index: 1 });
  await wizard.getByLabel('Condition').selectOption({ index: 1 });
  const comments = wizard.getByLabel(/Comments/);
  if (await comments.count()) await comments.fill('Tidy car, one owner');
  const terms = wizard.getByLabel(/I agree to the/);
  if (await terms.count()) await terms.check();
  await wizard.getByRole('button', { name: 'Get My Offer' }).click();
}

test.describe('online purchase journey', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    mkdirSync(shots, { recursive: true });
  });

  test('[DEAL-03] trade-in, finance and delivery build one deal: the summary, the lead with every part, and the deal kept for the shopper', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const car = buyableCar();
    // The estimated drive-away total (COMP-06): the trade-in and the deposit come off it.
    const { duty, total } = nswDriveAway(car.price);
    await page.goto(siteUrl(SITE, car.path));
    await page.getByRole('link', { name: 'Purchase Online' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/checkout-journey/?\\?car_id=${car.slug}$`));
    const heading = page.locator('.wizard-step-title');
    await expect(heading).toHaveText('Step 1 of 5: Your Car');
    await expect(page.locator('.deal-car-name')).toHaveText(car.name);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(heading).toHaveText('Step 2 of 5: Trade-In');
    await expect(heading).toBeFocused();
    await valueTradeIn(page);
    // The offer arrives and becomes the trade-in; it comes off the balance.
    const note = page.locator('.deal-note[role="status"]');
    await expect(note).toContainText(/^\$[\d,]+ for your 2019 Toyota Corolla .* comes off the price/, {
      timeout: 20_000,
    });
    const offer = Number((/^\$([\d,]+)/.exec((await note.textContent()) ?? '')?.[1] ?? '').replace(/,/g, ''));
    expect(offer).toBeGreaterThan(0);
    await expect(page.locator('.deal-running')).toHaveText(
      `Balance so far: $${(total - offer).toLocaleString('en-AU')}`,
    );

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(heading).toHaveText('Step 3 of 5: Payment');
    await page.getByLabel(/^Finance/).check();
    await page.getByLabel('Your deposit ($)').fill(String(total - offer));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert').getByRole('listitem')).toHaveText([
      `Deposit: Enter a deposit in whole dollars from $0 up to less than $${(total - offer).toLocaleString('en-AU')}.`,
    ]);
    await page.getByLabel('Your deposit ($)').fill('2,000');
    await expect(page.locator('.deal-repayment')).toContainText(/^(\$\d+ a week|Enquire for Finance)/);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(heading).toHaveText('Step 4 of 5: Delivery');
    await page.getByLabel(/Deliver it to me/).check();
    await page.getByLabel('Delivery postcode').fill('2170');
    await page.getByRole('button', { name: 'See my deal' }).click();
    await expect(page.getByRole('alert').getByRole('listitem')).toHaveText([
      'Delivery postcode: Check the delivery estimate for this postcode first.',
    ]);
    await page.getByRole('button', { name: 'Check delivery' }).click();
    await expect(page.locator('.deal-estimate')).toContainText(/to Liverpool .*estimate$/);
    await page.getByRole('button', { name: 'See my deal' }).click();

    await expect(heading).toHaveText('Step 5 of 5: Summary');
    const lines = page.locator('.deal-lines tr');
    const rows = await lines.evaluateAll((trs) =>
      trs.map((tr) => [tr.querySelector('th')!.textContent!, tr.querySelector('td')!.textContent!]),
    );
    expect(rows.map(([label]) => label)).toEqual([
      'Car price (excl. government charges)',
      'Motor vehicle duty (NSW, estimate)',
      'Registration, 12 months (NSW, estimate)',
      'CTP green slip, 12 months (NSW, estimate)',
      expect.stringMatching(/^Delivery to 2170 Liverpool NSW, .* \(estimate\)$/),
      'Estimated drive-away total',
      'Less your trade-in offer',
      'Balance',
      'Your deposit',
      'Amount to finance',
      'Weekly repayment (5 years at 10% p.a.)',
    ]);
    expect(rows[1]![1]).toBe(`$${duty.toLocaleString('en-AU')}`);
    const delivery = Number(rows[4]![1]!.replace(/[$,]/g, '')) || 0;
    expect(rows[5]![1]).toBe(`$${(total + delivery).toLocaleString('en-AU')}`);
    expect(rows[6]![1]).toBe(`−$${offer.toLocaleString('en-AU')}`);
    expect(rows[8]![1]).toBe('$2,000');
    // The details given to the trade-in wizard are filled in.
    await expect(page.locator('.deal-step').getByLabel('First name')).toHaveValue('Ada');
    const terms = page.locator('.deal-step').getByLabel(/I agree to the/);
    if (await terms.count()) await terms.check();
    expect(await axeViolations(page, '.deal')).toEqual([]);
    await page.screenshot({ path: join(shots, 'summary-390.png'), fullPage: true });
    await page.getByRole('button', { name: 'Send my deal' }).click();

    await expect(page.getByRole('heading', { name: 'Your deal is with Westside Used Cars' })).toBeFocused({
      timeout: 20_000,
    });
    const leadId = (await page.locator('.deal-sent strong').textContent())!;
    await page.screenshot({ path: join(shots, 'sent-390.png'), fullPage: true });

    // One deal lead; the dealer's e-mail and ADF carry each part, priced by the API.
    const stored = storedLead(leadId);
    expect(stored.kind).toBe('deal');
    expect(stored.payload['offer_price']).toBe(offer);
    const { text, adf } = await deliveredLead(
      leadId,
      new URL(builtData(SITE).tenant.settings.site.url).hostname,
    );
    for (const part of [
      `Vehicle: ${car.name}`,
      'Trade-in vehicle: 2019 Toyota Corolla',
      'Rego: DF47KR NSW',
      'Deal: Delivery to 2170 Liverpool NSW',
      `Deal: Less your trade-in offer: =E2=88=92$${offer.toLocaleString('en-AU')}`,
      `Deal: Balance: $${(rows[7]![1] ?? '').replace(/^\$/, '')}`,
      `Deal: Estimated drive-away total: ${rows[5]![1]}`,
      `Deal: Motor vehicle duty (NSW, estimate): ${rows[1]![1]}`,
      'Deal: Your deposit: $2,000',
      'Deal: Amount to finance:',
      'Deal: Weekly repayment (5 years at 10% p.a.):',
      'Finance: Yes',
      'Trade-in: Yes',
    ])
      expect(text).toContain(part);
    expect(adf).toMatch(
      /<vehicle interest="buy".*<finance><method>finance<\/method><amount type="downpayment"/,
    );
    expect(adf).toContain('<vehicle interest="trade-in" status="used"><year>2019</year><make>Toyota</make>');
    expect(adf).toContain('Online purchase: ');

    // The deal is kept: the page shows it again, it can be changed, My Garage lists it.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your deal is with Westside Used Cars' })).toBeVisible();
    await page.getByRole('button', { name: 'Change my deal' }).click();
    await expect(heading).toHaveText('Step 5 of 5: Summary');
    await expect(page.locator('.deal-lines tr').nth(8)).toHaveText('Your deposit$2,000');
    await page.goto(siteUrl(SITE, '/my-garage'));
    await signInBySms(page);
    await expect(page).toHaveURL(/\/my-garage\/?$/);
    const deals = page.locator('section', { has: page.getByRole('heading', { name: 'Deals' }) });
    await expect(deals.getByRole('link', { name: car.name })).toHaveAttribute(
      'href',
      `/checkout-journey?car_id=${car.slug}`,
    );
    await expect(deals).toContainText(/in progress: Summary|sent /);
    await page.screenshot({ path: join(shots, 'my-garage-390.png'), fullPage: true });
  });

  test('[DEAL-03] without a car, or with one that is not sold online, the page says so and links on', async ({
    page,
  }) => {
    await page.goto(siteUrl(SITE, '/checkout-journey'));
    await expect(page.locator('.deal-status')).toContainText('Choose a car first');
    await expect(page.getByRole('link', { name: 'Browse our stock' })).toBeVisible();
    await page.goto(siteUrl(SITE, '/checkout-journey?car_id=no-such-car-1'));
    await expect(page.getByRole('alert')).toContainText('We could not find that vehicle.');
    const sold = builtData(SITE).cars.find((car) => car.status === 'sold');
    if (sold) {
      await page.goto(siteUrl(SITE, `/checkout-journey?car_id=${sold.slug}`));
      await expect(page.getByRole('alert')).toContainText('This car cannot be bought online.');
      await expect(page.getByRole('link', { name: `Back to the ${sold.name}` })).toBeVisible();
    }
  });
});
