/**
 * The drive-away price in Chromium (COMP-02, COMP-06, DEAL-03): beside a price that excludes
 * government charges the vehicle page shows the estimated drive-away total for the selling
 * location's state, as large as the price, with its breakdown; a drive-away price says so and
 * gets no estimate; a price the feed gives no type for says government charges may apply; the
 * finance calculator starts at the drive-away figure; the purchase journey's summary has the
 * charges as lines and the estimated drive-away total. The expected figures are worked out
 * here by hand from each state's published rates, not by the site's own code.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { isAvailable } from '../../src/domain/availability.ts';
import type { Car } from '../../src/model/car.ts';
import { COMMERCIAL_BODY, nswDriveAway, vicDriveAway } from './drive-away-figures.ts';
import { builtData, siteUrl } from './sites.ts';
import { financeShown } from './vehicle-cars.ts';

const TOYOTA = 'harbour-city-toyota';
const GROUP = 'southern-cross-auto-group';
const WESTSIDE = 'westside-used-cars';
const shots = join(resolve(import.meta.dirname, '..', '..'), 'test-results', 'drive-away');

const dollars = (amount: number) => `$${amount.toLocaleString('en-AU')}`;

/** An available passenger car at its own price (no sale price), in `state`, that matches `more`. */
function pricedCar(slug: string, state: string, more: (car: Car) => boolean): Car {
  const car = builtData(slug).cars.find(
    (c) =>
      isAvailable(c) &&
      !c.reserved &&
      c.item_type === 'car' &&
      c.price > 10 &&
      !(c.offer_price && c.offer_price > 10) &&
      c.location?.address.state === state &&
      !COMMERCIAL_BODY.test(c.simple_body ?? '') &&
      more(c),
  );
  if (!car) throw new Error(`${slug} has no such car in ${state}`);
  return car;
}

async function fontSize(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((e) => Number.parseFloat(getComputedStyle(e).fontSize));
}

test.describe('drive-away prices', () => {
  // Screenshots and the journey's API calls take their time on a busy machine.
  test.describe.configure({ timeout: 90_000 });
  test.beforeAll(() => mkdirSync(shots, { recursive: true }));

  test('[COMP-06] [COMP-02] a used car priced excluding government charges shows the estimated NSW drive-away price, as large as the price, with its breakdown', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const car = pricedCar(
      TOYOTA,
      'NSW',
      (c) => c.car_type === 'used' && c.price_type === 'Excl. Govt. Charges' && c.price < 45_000,
    );
    const { duty, total } = nswDriveAway(car.price);
    await page.goto(siteUrl(TOYOTA, `${car.path}/`));
    const summary = page.locator('.vehicle-summary');
    await expect(summary.locator('.summary-price .price-type')).toHaveText('Excl. Govt. Charges');
    const estimate = summary.getByTestId('drive-away');
    await expect(estimate.locator('.drive-away-label')).toHaveText('Estimated drive-away price (NSW)');
    await expect(estimate.locator('.drive-away-amount')).toHaveText(dollars(total));
    // COMP-02: the single total is at least as prominent as the price it completes.
    expect(await fontSize(page, '.drive-away-amount')).toBeGreaterThanOrEqual(
      await fontSize(page, '.summary-price .price'),
    );
    await estimate.getByText('What the estimate includes').click();
    const rows = await estimate
      .locator('dl > div')
      .evaluateAll((divs) =>
        divs.map((div) => [
          div.querySelector('dt')!.firstChild!.textContent,
          div.querySelector('dd')!.textContent,
        ]),
      );
    expect(rows).toEqual([
      ['Price', dollars(car.price)],
      ['Motor vehicle duty', dollars(duty)],
      ['Registration, 12 months', '$453'],
      ['CTP green slip, 12 months', '$546'],
    ]);
    await expect(estimate.getByRole('link', { name: 'revenue.nsw.gov.au' })).toHaveAttribute(
      'href',
      'https://www.revenue.nsw.gov.au/taxes-duties-levies-royalties/motor-vehicle-duty',
    );
    await expect(estimate.locator('dt small').first()).toHaveText(/^from 1 Jul 2025/);
    await page.screenshot({ path: join(shots, 'vehicle-nsw-390.png'), fullPage: false });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: join(shots, 'vehicle-nsw-1366.png'), fullPage: false });
  });

  test("[COMP-06] a car at a Victorian location is estimated at Victoria's rates", async ({ page }) => {
    const car = pricedCar(
      GROUP,
      'VIC',
      (c) =>
        c.car_type === 'used' &&
        c.price_type === 'Excl. Govt. Charges' &&
        /^(petrol|diesel)$/i.test(c.simple_fuel ?? '') &&
        c.price <= 80_567,
    );
    const { duty, total } = vicDriveAway(car.price);
    await page.goto(siteUrl(GROUP, `${car.path}/`));
    const estimate = page.locator('.vehicle-summary').getByTestId('drive-away');
    await expect(estimate.locator('.drive-away-label')).toHaveText('Estimated drive-away price (VIC)');
    await expect(estimate.locator('.drive-away-amount')).toHaveText(dollars(total));
    await estimate.getByText('What the estimate includes').click();
    await expect(estimate.locator('dd').nth(1)).toHaveText(dollars(duty));
    await expect(estimate.locator('dt', { hasText: 'TAC charge' })).toContainText(
      'paid with the registration',
    );
  });

  test('[COMP-06] a drive-away price says Drive Away and is not estimated again', async ({ page }) => {
    const car = pricedCar(TOYOTA, 'NSW', (c) => c.price_type === 'Drive Away');
    await page.goto(siteUrl(TOYOTA, `${car.path}/`));
    await expect(page.locator('.summary-price .price-type')).toHaveText('Drive Away');
    await expect(page.getByTestId('drive-away')).toHaveCount(0);
    await expect(page.locator('.vehicle-summary')).not.toContainText('Estimated drive-away');
  });

  test('[COMP-02] [COMP-06] a price the feed gives no type for says government charges may apply, and shows the estimate', async ({
    page,
  }) => {
    const car = pricedCar(WESTSIDE, 'NSW', (c) => c.price_type === undefined && c.price < 45_000);
    await page.goto(siteUrl(WESTSIDE, `${car.path}/`));
    await expect(page.locator('.summary-price .price-type')).toHaveText('Government charges may apply');
    await expect(page.locator('.drive-away-amount')).toHaveText(dollars(nswDriveAway(car.price).total));
    // The similar cars' cards say what their prices are too.
    await expect(page.locator('.car-card .price-type').first()).toHaveText('Government charges may apply');
  });

  test('[COMP-06] the finance calculator starts at the estimated drive-away price and says so', async ({
    page,
  }) => {
    const car = pricedCar(
      WESTSIDE,
      'NSW',
      (c) => c.price_type === undefined && c.price < 45_000 && financeShown(WESTSIDE, c),
    );
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(siteUrl(WESTSIDE, `${car.path}/`));
    const island = page.locator('astro-island:has([data-testid="finance-calculator"])');
    await island.scrollIntoViewIfNeeded();
    await expect(island).not.toHaveAttribute('ssr', { timeout: 30_000 });
    const calc = page.getByTestId('finance-calculator');
    await expect(calc.getByRole('textbox', { name: 'Purchase price' })).toHaveValue(
      nswDriveAway(car.price).total.toLocaleString('en-AU'),
    );
    await expect(calc.getByTestId('amount-basis')).toHaveText(
      'Starts at the estimated drive-away price in NSW, government charges included',
    );
  });

  test('[DEAL-03] [COMP-06] the purchase journey lists the estimated charges and ends at the estimated drive-away total', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const car = pricedCar(WESTSIDE, 'NSW', (c) => c.car_type === 'used' && c.price_type === undefined);
    const { duty, total } = nswDriveAway(car.price);
    await page.goto(siteUrl(WESTSIDE, `/checkout-journey?car_id=${car.slug}`));
    const heading = page.locator('.wizard-step-title');
    await expect(heading).toHaveText('Step 1 of 5: Your Car', { timeout: 20_000 });
    for (const step of ['Trade-In', 'Payment', 'Delivery']) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(heading).toHaveText(new RegExp(`: ${step}$`));
    }
    await page.getByRole('button', { name: 'See my deal' }).click();
    await expect(heading).toHaveText('Step 5 of 5: Summary');
    const rows = await page
      .locator('.deal-lines tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [tr.querySelector('th')!.textContent, tr.querySelector('td')!.textContent]),
      );
    expect(rows.slice(0, 6)).toEqual([
      ['Car price (excl. government charges)', dollars(car.price)],
      ['Motor vehicle duty (NSW, estimate)', dollars(duty)],
      ['Registration, 12 months (NSW, estimate)', '$453'],
      ['CTP green slip, 12 months (NSW, estimate)', '$546'],
      [expect.stringMatching(/^Pick up/), '$0'],
      ['Estimated drive-away total', dollars(total)],
    ]);
    await expect(page.locator('.deal-step .deal-note')).toContainText(
      "the government charges are estimated from NSW's published rates",
    );
    await expect(page.locator('.deal-step')).not.toContainText('come on top');
    await page.locator('.deal-lines').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, 'journey-summary-390.png'), fullPage: false });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.locator('.deal-lines').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, 'journey-summary-1366.png'), fullPage: false });
  });
});
