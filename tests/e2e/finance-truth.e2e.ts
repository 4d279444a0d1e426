/**
 * Finance on the vehicle page says true things (issue 37): the whole section follows the
 * provider's eligibility (FIN-07), every rate beside a repayment is the rate it was worked out
 * at (FIN-09), and the sliders move in spec-1's steps (FIN-03). Harbour City Toyota (provider A:
 * cars newer than 12 years) in Chromium.
 */
import { expect, type Page, test } from '@playwright/test';
import { estimateComparisonRate } from '../../src/domain/finance/comparison-rate.ts';
import { ratePercent } from '../../src/domain/finance/rate-statements.ts';
import { isAvailable } from '../../src/domain/availability.ts';
import { currentYear } from '../../src/model/time-zone.ts';
import { builtData, siteUrl } from './sites.ts';
import { calculatorCar, carPage, financeShown } from './vehicle-cars.ts';

const TOYOTA = 'harbour-city-toyota';

async function calculator(page: Page) {
  const island = page.locator('astro-island:has([data-testid="finance-calculator"])');
  await island.scrollIntoViewIfNeeded();
  await expect(island).not.toHaveAttribute('ssr', { timeout: 20_000 });
  return page.getByTestId('finance-calculator');
}

test('[FIN-07] a car the provider does not lend on has no finance section, card, calculator, rates or disclaimer', async ({
  page,
}) => {
  const { cars, builtAt, tenant } = builtData(TOYOTA);
  // Provider A lends on cars newer than the current year (the tenant's) minus 12 (FIN-07).
  const limit = currentYear(new Date(builtAt), tenant.settings.site.timezone) - 12;
  const old = cars.find(
    (c) =>
      isAvailable(c) &&
      c.price > 500 &&
      c.year <= limit &&
      c.finance_lenders['A']?.comparisonRate !== undefined,
  );
  expect(old, `an available Harbour City car from ${limit} or before with lender A's rates`).toBeDefined();
  expect(financeShown(TOYOTA, old!)).toBe(false);
  await page.goto(siteUrl(TOYOTA, carPage(old!)));
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('#finance-calculator')).toHaveCount(0);
  await expect(page.getByTestId('finance-calculator')).toHaveCount(0);
  await expect(page.locator('.finance-estimate')).toHaveCount(0);
  await expect(page.locator('#financeDisclaimer')).toHaveCount(0);
  const lender = old!.finance_lenders['A']!;
  await expect(page.locator('main')).not.toContainText(`${lender.comparisonRate!.toFixed(2)}%`);
  await expect(page.locator('main')).not.toContainText('comparison rate');
});

test("[FIN-09] the estimate's rate and comparison rate are the ones it was worked out at, apart from the lender's offer", async ({
  page,
}) => {
  const car = calculatorCar(TOYOTA, 'quote-request');
  const { settings } = builtData(TOYOTA).tenant;
  const lender = car.finance_lenders['A']!;
  const fee = settings.finance.establishmentFee;
  await page.goto(siteUrl(TOYOTA, carPage(car)));
  // The sidebar's lender offer states the lender's rates.
  await expect(page.locator('aside.vehicle-summary .finance-estimate .estimate-rates')).toHaveText(
    `at ${ratePercent(lender.interestRate!)} p.a., comparison rate ${ratePercent(lender.comparisonRate!)} p.a.`,
  );
  const calc = await calculator(page);
  const rate = settings.finance.defaultInterestRate;
  await expect(calc.getByTestId('estimate-basis')).toHaveText(`at ${rate}% p.a. over 5 years`);
  const disclaimer = calc.getByTestId('finance-disclaimer');
  await expect(disclaimer).toContainText(
    `Your estimate: ${rate}% p.a. over 5 years, as set in the calculator (comparison rate ${ratePercent(estimateComparisonRate(rate, fee))} p.a.*`,
  );
  await calc.getByRole('button', { name: 'Show more' }).click();
  await expect(disclaimer).toContainText(
    `Lender's offer: ${ratePercent(lender.interestRate!)} p.a. (comparison rate ${ratePercent(lender.comparisonRate!)} p.a.*)`,
  );
  await expect(disclaimer).toContainText('WARNING: This comparison rate is true only for the example given');

  // The shopper's own rate: the figure, its basis and the disclaimer move together.
  const interest = calc.getByRole('textbox', { name: 'Interest rate' });
  await interest.fill('7.5');
  await interest.press('Enter');
  await expect(calc.getByTestId('estimate-basis')).toHaveText('at 7.5% p.a. over 5 years');
  await expect(disclaimer).toContainText(
    `Your estimate: 7.5% p.a. over 5 years, as set in the calculator (comparison rate ${ratePercent(estimateComparisonRate(7.5, fee))} p.a.*`,
  );
});

test('[FIN-03] the sliders step as spec-1 says: 0.5 for deposit, residual, term and interest', async ({
  page,
}) => {
  const car = calculatorCar(TOYOTA, 'quote-request');
  await page.goto(siteUrl(TOYOTA, carPage(car)));
  const calc = await calculator(page);
  const sliders = calc.locator('input[type="range"]');
  await expect(sliders).toHaveCount(5);
  const steps: Record<string, string | null> = {};
  for (const slider of await sliders.all()) {
    const name = await slider.evaluate((element) => {
      const id = element.getAttribute('aria-labelledby');
      return (id && document.getElementById(id)?.textContent?.trim()) ?? '';
    });
    steps[name] = await slider.getAttribute('step');
  }
  expect(steps).toEqual({
    'Purchase price': '1',
    'Deposit / trade-in': '0.5',
    'Balloon / residual': '0.5',
    'Loan term': '0.5',
    'Interest rate': '0.5',
  });
});
