/**
 * The calculator islands in Chromium on the vehicle pages /cars/{slug}/ of built tenants
 * (cars chosen in ./vehicle-cars.ts): finance calculator (typed values and sliders at bounds,
 * the 25-a-week threshold, analytics event 26 once, disclaimer, finance card and the mobile
 * quote request), fuel calculator, delivery calculator with the real postcode file, and the
 * market gauge with the autogauge answer intercepted (and once from the real API).
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { ANALYTICS_EVENTS } from '../../src/domain/analytics.ts';
import { fuelCost } from '../../src/domain/calculators/fuel.ts';
import { DELIVERY_MESSAGES } from '../../src/domain/calculators/delivery.ts';
import {
  defaultCalculatorState,
  ENQUIRE_FOR_FINANCE,
  repaymentDisplay,
} from '../../src/domain/finance/calculator.ts';
import {
  DISCLAIMER_COLLAPSED_LENGTH,
  disclaimerView,
  preApprovalHref,
} from '../../src/domain/finance/display.ts';
import { formatDollars } from '../../src/domain/format.ts';
import { financeDisclaimer } from '../../src/domain/finance/rate-statements.ts';
import type { Car } from '../../src/model/car.ts';
import { dataLayerEntry } from '../../src/lib/analytics-client.ts';
import { answerMapImages } from './map-images.ts';
import { builtData, directRequest, siteUrl } from './sites.ts';
import { calculatorCar, carPage, financeStartPrice } from './vehicle-cars.ts';

const TOYOTA = 'harbour-city-toyota';
const SUBSCRIPTIONS = 'drive-subscriptions';
/** Shows finance with a provider but has finance.quoteEnabled off. */
const GROUP = 'southern-cross-auto-group';

/** Scrolls the island into view (they hydrate client:visible) and waits until it has hydrated. */
async function hydrated(page: Page, testId: string): Promise<Locator> {
  const island = page.locator(`astro-island:has([data-testid="${testId}"])`);
  await island.scrollIntoViewIfNeeded();
  await expect(island).not.toHaveAttribute('ssr', { timeout: 15_000 });
  return page.getByTestId(testId);
}

async function typeInto(box: Locator, text: string): Promise<void> {
  await box.fill(text);
  await box.press('Enter');
}

test.describe('finance calculator', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('[FIN-03] typed values and sliders at their bounds: clamping, price help text, negative and non-numeric input', async ({
    page,
  }) => {
    const car = calculatorCar(TOYOTA, 'quote-request');
    await page.goto(siteUrl(TOYOTA, carPage(car)));
    const calc = await hydrated(page, 'finance-calculator');
    const help = 'Cannot be less than $1,000 or more than $250,000';
    const price = calc.getByRole('textbox', { name: 'Purchase price' });
    const priceSlider = calc.getByRole('slider', { name: 'Purchase price' });
    await expect(price).toHaveValue(financeStartPrice(TOYOTA, car).toLocaleString('en-AU'));
    await expect(calc.getByText(help)).toHaveCount(0);

    await typeInto(price, '300000');
    await expect(price).toHaveValue('250,000');
    await expect(priceSlider).toHaveValue('250000');
    await expect(calc.getByText(help)).toBeVisible();
    await expect(price).toHaveAccessibleDescription(help);

    await typeInto(price, '-500');
    await expect(price).toHaveValue('0');
    await expect(calc.getByText(help)).toBeVisible();

    await typeInto(price, '$40,000');
    await expect(price).toHaveValue('40,000');
    await expect(calc.getByText(help)).toHaveCount(0);

    await typeInto(price, 'abc');
    await expect(price).toHaveValue('40,000');
    await expect(calc.getByText('Please enter a number.')).toBeVisible();
    await expect(price).toHaveAttribute('aria-invalid', 'true');

    // Sliders with the keyboard: End and Home reach the bounds; the help text follows.
    await priceSlider.focus();
    await page.keyboard.press('End');
    await expect(price).toHaveValue('250,000');
    await expect(calc.getByText(help)).toBeVisible();
    await expect(calc.getByText('Please enter a number.')).toHaveCount(0);
    await page.keyboard.press('Home');
    await expect(price).toHaveValue('1,000');
    await expect(calc.getByText(help)).toBeVisible();
    await expect(priceSlider).toHaveAttribute('aria-valuetext', '$1,000');

    const term = calc.getByRole('textbox', { name: 'Loan term' });
    await typeInto(term, '9');
    await expect(term).toHaveValue('7');
    await expect(calc.getByText('Loan term must be 1 year to 7 years; set to 7 years.')).toBeVisible();
    await typeInto(term, '0');
    await expect(term).toHaveValue('1');
    const termSlider = calc.getByRole('slider', { name: 'Loan term' });
    await termSlider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(term).toHaveValue('1.5');
    await expect(termSlider).toHaveAttribute('aria-valuetext', '1.5 years');
    await expect(calc.getByText(/^Loan term must be/)).toHaveCount(0);

    const interest = calc.getByRole('textbox', { name: 'Interest rate' });
    await typeInto(interest, '0');
    await expect(interest).toHaveValue('0.5');
    await typeInto(interest, '20');
    await expect(interest).toHaveValue('15');
    await expect(calc.getByText('Interest rate must be 0.5% to 15%; set to 15%.')).toBeVisible();
    await typeInto(interest, '6.29');
    await expect(interest).toHaveValue('6.29');

    const deposit = calc.getByRole('textbox', { name: 'Deposit / trade-in' });
    await typeInto(deposit, '-100');
    await expect(deposit).toHaveValue('0');
    await expect(calc.getByText('Deposit or trade-in must be $0 to $250,000; set to $0.')).toBeVisible();
    const residual = calc.getByRole('textbox', { name: 'Balloon / residual' });
    await typeInto(residual, '1,000,000');
    await expect(residual).toHaveValue('250,000');
    await typeInto(residual, 'ten');
    await expect(residual).toHaveValue('250,000');

    // Leaving the box applies it too.
    await price.fill('55000');
    await term.focus();
    await expect(price).toHaveValue('55,000');
  });

  test('[FIN-04] [FIN-05] the repayment, rounded up, and Enquire for Finance with a blank total at 25 a week or less', async ({
    page,
  }) => {
    const car = calculatorCar(TOYOTA, 'quote-request');
    const { settings } = builtData(TOYOTA).tenant;
    const lender = car.finance_lenders[settings.finance.provider!];
    await page.goto(siteUrl(TOYOTA, carPage(car)));
    const calc = await hydrated(page, 'finance-calculator');
    const repayment = calc.getByTestId('repayment');
    const total = calc.getByTestId('total-repayments');

    const fee = settings.finance.establishmentFee;
    const initial = repaymentDisplay(
      defaultCalculatorState({ price: financeStartPrice(TOYOTA, car), lender }, settings.finance),
      fee,
    );
    expect(initial.kind).toBe('estimate');
    await expect(repayment).toHaveText(initial.paymentText);
    await expect(total).toHaveText(initial.totalRepaymentsText);
    await expect(calc.getByText('Weekly repayment')).toBeVisible();

    // The highest price whose weekly payment is still 25 or less, by the domain rule (no deposit, 10%, 5 years).
    const state = { ...defaultCalculatorState({ price: 1000 }, settings.finance), deposit: 0 };
    let low = 1000;
    while (repaymentDisplay({ ...state, purchasePrice: low + 10 }, fee).kind === 'enquire') low += 10;
    const atThreshold = repaymentDisplay({ ...state, purchasePrice: low }, fee);
    const above = repaymentDisplay({ ...state, purchasePrice: low + 10 }, fee);
    expect(atThreshold.result.weeklyPayment).toBeLessThanOrEqual(25);
    expect(above.result.weeklyPayment).toBeGreaterThan(25);

    await typeInto(calc.getByRole('textbox', { name: 'Deposit / trade-in' }), '0');
    await typeInto(calc.getByRole('textbox', { name: 'Interest rate' }), '10');
    await typeInto(calc.getByRole('textbox', { name: 'Purchase price' }), String(low));
    await expect(repayment).toHaveText(ENQUIRE_FOR_FINANCE);
    await expect(total).toHaveText('');

    // Monthly: the rule still looks at the weekly payment of the same loan.
    await calc.getByRole('radio', { name: 'Monthly' }).check();
    await expect(calc.getByText('Monthly repayment')).toBeVisible();
    await expect(repayment).toHaveText(ENQUIRE_FOR_FINANCE);

    await calc.getByRole('radio', { name: 'Weekly' }).check();
    await typeInto(calc.getByRole('textbox', { name: 'Purchase price' }), String(low + 10));
    await expect(repayment).toHaveText(formatDollars(above.result.weeklyPayment));
    await expect(total).not.toHaveText('');
    await calc.getByRole('radio', { name: 'Fortnightly' }).check();
    const fortnightly = repaymentDisplay(
      { ...state, purchasePrice: low + 10, frequency: 'fortnightly' },
      fee,
    );
    await expect(repayment).toHaveText(fortnightly.paymentText);
  });

  test('[FIN-06] the first use of any slider pushes analytics event 26 to the dataLayer, once', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
    });
    await page.goto(siteUrl(TOYOTA, carPage(calculatorCar(TOYOTA, 'quote-request'))));
    const calc = await hydrated(page, 'finance-calculator');
    const entry = JSON.stringify(dataLayerEntry({ id: ANALYTICS_EVENTS.financeCalculatorFirstUse }));
    const events = () =>
      page.evaluate(
        (expected) =>
          (window as unknown as { dataLayer: unknown[] }).dataLayer.filter(
            (item) => JSON.stringify(item) === expected,
          ).length,
        entry,
      );
    expect(await events()).toBe(0);
    await calc.getByRole('radio', { name: 'Monthly' }).check();
    expect(await events()).toBe(0);

    await calc.getByRole('slider', { name: 'Loan term' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(events).toBe(1);
    await page.keyboard.press('ArrowRight');
    await calc.getByRole('slider', { name: 'Interest rate' }).focus();
    await page.keyboard.press('ArrowLeft');
    const priceSlider = calc.getByRole('slider', { name: 'Purchase price' });
    const box = (await priceSlider.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height / 2);
    await typeInto(calc.getByRole('textbox', { name: 'Deposit / trade-in' }), '500');
    expect(await events()).toBe(1);
    // The vehicle page pushes its own events too (a used car's view, event 4); the calculator pushed only 26.
    const pushed = await page.evaluate(
      () => (window as unknown as { dataLayer: { event?: unknown }[] }).dataLayer,
    );
    expect(pushed.filter((item) => item.event !== ANALYTICS_EVENTS.usedView)).toEqual([
      dataLayerEntry({ id: 26 }),
    ]);
  });

  test('analytics never breaks the calculator: a throwing dataLayer only warns (AN-02)', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      (window as unknown as { dataLayer: unknown }).dataLayer = {
        push() {
          throw new Error('blocked by an extension');
        },
      };
    });
    await page.goto(siteUrl(TOYOTA, carPage(calculatorCar(TOYOTA, 'quote-request'))));
    const calc = await hydrated(page, 'finance-calculator');
    await calc.getByRole('slider', { name: 'Loan term' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(calc.getByRole('textbox', { name: 'Loan term' })).toHaveValue('4.5');
    expect(errors).toEqual([]);
  });

  test('[FIN-09] disclaimer collapsed to 197 characters with show more / less and the lender disclaimer toggle', async ({
    page,
  }) => {
    const car = calculatorCar(TOYOTA, 'quote-request');
    const { settings } = builtData(TOYOTA).tenant;
    const lender = car.finance_lenders[settings.finance.provider!];
    const lenderText = lender?.disclaimer;
    expect(lenderText && lenderText.length > DISCLAIMER_COLLAPSED_LENGTH).toBe(true);
    await page.goto(siteUrl(TOYOTA, carPage(car)));
    const calc = await hydrated(page, 'finance-calculator');
    const text = calc.getByTestId('finance-disclaimer');
    const collapsed = (await text.textContent())!;
    expect(collapsed.endsWith('...')).toBe(true);
    expect(Array.from(collapsed).length).toBe(DISCLAIMER_COLLAPSED_LENGTH + 3);
    expect(collapsed).toBe(
      disclaimerView({
        standardText: financeDisclaimer({
          estimate: {
            interestRate: settings.finance.defaultInterestRate,
            termYears: 5,
            establishmentFee: settings.finance.establishmentFee,
          },
          lender,
        }),
        lenderText,
        showLender: false,
        expanded: false,
      }).text,
    );

    const more = calc.getByRole('button', { name: 'Show more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(calc.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(text).toContainText(
      'comparison rate is based on a secured fixed-rate loan of $30,000 over a term of 5 years',
    );
    await calc.getByRole('button', { name: 'Show less' }).click();
    await expect(text).toHaveText(collapsed);

    await calc.getByRole('button', { name: 'Show lender disclaimer' }).click();
    await expect(text).toHaveText(
      `${Array.from(lenderText!).slice(0, DISCLAIMER_COLLAPSED_LENGTH).join('')}...`,
    );
    await calc.getByRole('button', { name: 'Show more' }).click();
    await expect(text).toHaveText(lenderText!);
    await calc.getByRole('button', { name: 'Show standard disclaimer' }).click();
    await expect(text).toHaveText(collapsed);
  });

  test('[FIN-08] the finance card links to pre-approval with the car (the enquiry form while the site has no such page); the quote form is for narrow screens only', async ({
    page,
  }) => {
    const car = calculatorCar(TOYOTA, 'quote-request');
    const data = builtData(TOYOTA);
    let quoteCalls = 0;
    await page.route('**/api/youx/quote', (route) => {
      quoteCalls++;
      return route.continue();
    });
    await page.goto(siteUrl(TOYOTA, carPage(car)));
    const calc = await hydrated(page, 'finance-calculator');
    const card = calc.getByTestId('finance-card');
    await expect(card.getByRole('heading', { name: 'Car Finance' })).toBeVisible();
    // The vehicle page passes the car's dealership slug as preferredDealership.
    const href = preApprovalHref(data.tenant.settings.finance.defaultLink, car, car.dealership_slug);
    expect(href).toMatch(/#finance-form$/);
    const link = card.getByRole('link', { name: 'Get Pre-Approved' });
    const target = directRequest(TOYOTA, href.split(/[?#]/)[0]);
    const pageExists =
      (await page.request.get(target.url, { headers: target.headers, maxRedirects: 0 })).status() === 200;
    if (pageExists) {
      await expect(link).toHaveAttribute('href', href);
    } else {
      await expect(link).toHaveAttribute('href', '#enquire');
      await expect(link).toHaveAttribute('data-target-href', href);
      await link.click();
      const dialog = page.locator('dialog[open]');
      await expect(dialog.getByRole('heading', { name: 'Finance Pre-Approval' })).toBeVisible();
      await expect(dialog).toHaveAttribute('data-lead-kind', 'enquiry');
      await page.keyboard.press('Escape');
    }
    await expect(card.getByTestId('quote-variant')).toBeHidden();
    expect(quoteCalls).toBe(0);
  });
});

test.describe('finance card on mobile (quote request)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('[FIN-08] [FIN-10] asks the lender only on request, sends the car, shows the estimate', async ({
    page,
  }) => {
    const car = calculatorCar(TOYOTA, 'quote-request');
    const bodies: unknown[] = [];
    await page.route('**/api/youx/quote', (route) => {
      bodies.push(route.request().postDataJSON());
      return route.continue();
    });
    await page.goto(siteUrl(TOYOTA, carPage(car)));
    const calc = await hydrated(page, 'finance-calculator');
    const quote = calc.getByTestId('quote-variant');
    await expect(quote.getByRole('heading', { name: 'Get a personalised quote' })).toBeVisible();
    expect(bodies).toHaveLength(0);

    // The score is required before anything is sent.
    await quote.getByRole('button', { name: 'Get my quote' }).click();
    await expect(quote.getByText('Please choose your credit score.')).toBeVisible();
    expect(bodies).toHaveLength(0);

    await quote.getByLabel('Your credit score').selectOption('good');
    await quote.getByLabel('Loan term').selectOption('4');
    await quote.getByRole('button', { name: 'Get my quote' }).click();
    const figures = quote.getByTestId('quote-figures');
    await expect(figures).toBeVisible();
    // Requested for this shopper: their quote, not the lender's offer or their own estimate.
    await expect(figures.getByText('Your quote', { exact: true })).toBeVisible();
    await expect(figures).toContainText('per week');
    await expect(figures).toContainText('9.99% p.a.');
    await expect(figures).toContainText('10.70% p.a.');
    expect(bodies).toEqual([
      {
        selfAssessedCreditScore: 'good',
        purchasePrice: car.price,
        loanTerm: 48,
        year: car.year,
        ...(car.vin ? { vin: car.vin } : {}),
        ...(car.nvic ? { nvic: car.nvic } : {}),
      },
    ]);
  });

  test('[FIN-10] a failed quote call is silently ignored', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    let calls = 0;
    await page.route('**/api/youx/quote', (route) => {
      calls++;
      return calls === 1
        ? route.fulfill({ status: 500, json: { message: 'down' } })
        : route.abort('connectionreset');
    });
    await page.goto(siteUrl(TOYOTA, carPage(calculatorCar(TOYOTA, 'quote-request'))));
    const quote = (await hydrated(page, 'finance-calculator')).getByTestId('quote-variant');
    await quote.getByLabel('Your credit score').selectOption('excellent');
    const button = quote.getByRole('button', { name: 'Get my quote' });
    await button.click();
    await expect(button).toBeEnabled();
    await button.click();
    await expect.poll(() => calls).toBe(2);
    await expect(button).toBeEnabled();
    await expect(quote.getByTestId('quote-figures')).toHaveCount(0);
    await expect(quote.getByRole('alert')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('[FIN-10] a car with a lender quote shows it and sends nothing; with the feature off there is no quote form', async ({
    page,
  }) => {
    let calls = 0;
    await page.route('**/api/youx/quote', (route) => {
      calls++;
      return route.continue();
    });
    const quoted = calculatorCar(TOYOTA, 'quoted');
    await page.goto(siteUrl(TOYOTA, carPage(quoted)));
    const quote = (await hydrated(page, 'finance-calculator')).getByTestId('quote-variant');
    const figures = quote.getByTestId('quote-figures');
    await expect(figures).toHaveAttribute('data-source', 'car');
    await expect(figures).toContainText(formatDollars(quoted.youxQuote!.weeklyRepaymentAmount));
    await expect(figures).toContainText(`${quoted.youxQuote!.advertisedRate.toFixed(2)}% p.a.`);
    await expect(figures.getByText("Lender's quote", { exact: true })).toBeVisible();
    await expect(quote.getByRole('button', { name: 'Get my quote' })).toHaveCount(0);

    // southern-cross-auto-group shows finance (provider D) with finance.quoteEnabled off.
    expect(builtData(GROUP).tenant.settings.finance.quoteEnabled).toBe(false);
    await page.goto(siteUrl(GROUP, carPage(calculatorCar(GROUP, 'quote-request'))));
    const card = (await hydrated(page, 'finance-calculator')).getByTestId('finance-card');
    await expect(card.getByRole('link', { name: 'Get Pre-Approved' })).toBeVisible();
    await expect(card.getByTestId('quote-variant')).toHaveCount(0);
    expect(calls).toBe(0);
  });
});

test.describe('fuel calculator', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('[CALC-01] hidden for an electric car', async ({ page }) => {
    const electric = calculatorCar(TOYOTA, 'electric');
    expect(electric.simple_fuel).toBe('Electric');
    const html = await (
      await page.request.get(directRequest(TOYOTA, carPage(electric)).url, {
        headers: directRequest(TOYOTA).headers,
      })
    ).text();
    expect(html).not.toContain('data-testid="fuel-calculator"');
    expect(html).not.toContain('id="fuel-calculator"');
    await page.goto(siteUrl(TOYOTA, carPage(electric)));
    await hydrated(page, 'delivery-calculator');
    await expect(page.getByTestId('fuel-calculator')).toHaveCount(0);
    // A petrol car of the same tenant has it.
    await page.goto(siteUrl(TOYOTA, carPage(calculatorCar(TOYOTA, 'fuel'))));
    await expect(page.getByTestId('fuel-calculator')).toHaveCount(1);
  });

  test("[CALC-01] the car's combined consumption, $1.70 a litre and 250 km a week; edits validated", async ({
    page,
  }) => {
    const car = calculatorCar(TOYOTA, 'fuel');
    const litres = car.variant!.fuelconsumptioncombined!;
    await page.goto(siteUrl(TOYOTA, carPage(car)));
    const fuel = await hydrated(page, 'fuel-calculator');
    await expect(fuel.getByRole('textbox', { name: 'Fuel price' })).toHaveValue('1.70');
    await expect(fuel.getByRole('textbox', { name: 'Distance' })).toHaveValue('250');
    await expect(fuel.getByRole('textbox', { name: 'Fuel consumption' })).toHaveValue(String(litres));
    const money = (value: number) =>
      value.toLocaleString('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 2 });
    const expected = fuelCost({ pricePerLitre: 1.7, kmPerWeek: 250, litresPer100Km: litres });
    await expect(fuel.getByTestId('fuel-weekly')).toHaveText(money(expected.weekly));
    await expect(fuel.getByTestId('fuel-monthly')).toHaveText(money(expected.monthly));
    await expect(fuel.getByTestId('fuel-yearly')).toHaveText(money(expected.yearly));

    await typeInto(fuel.getByRole('textbox', { name: 'Distance' }), '500');
    const doubled = fuelCost({ pricePerLitre: 1.7, kmPerWeek: 500, litresPer100Km: litres });
    await expect(fuel.getByTestId('fuel-weekly')).toHaveText(money(doubled.weekly));

    await typeInto(fuel.getByRole('textbox', { name: 'Fuel price' }), 'cheap');
    await expect(fuel.getByText('Please enter a number.')).toBeVisible();
    await expect(fuel.getByRole('textbox', { name: 'Fuel price' })).toHaveValue('1.70');
    await typeInto(fuel.getByRole('textbox', { name: 'Fuel price' }), '0');
    await expect(fuel.getByText('Fuel price must be more than 0 and at most 10.')).toBeVisible();
    await expect(fuel.getByTestId('fuel-weekly')).toHaveText(money(doubled.weekly));
  });
});

test.describe('delivery calculator', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('[CALC-02] [CALC-03] postcode checks, lazy postcode file, price and region for Sydney 2000', async ({
    page,
  }) => {
    const postcodeFiles: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/postcodes/')) postcodeFiles.push(request.url());
    });
    await page.goto(siteUrl(TOYOTA, carPage(calculatorCar(TOYOTA, 'fuel'))));
    const delivery = await hydrated(page, 'delivery-calculator');
    const box = delivery.getByRole('textbox', { name: 'Your postcode' });
    const submit = delivery.getByRole('button', { name: 'Calculate' });
    const result = delivery.getByTestId('delivery-result');
    await expect(box).toHaveAttribute('inputmode', 'numeric');
    await expect(box).toHaveAttribute('maxlength', '4');

    const check = async (text: string, message: string) => {
      await box.fill(text);
      await submit.click();
      await expect(result).toHaveText(message);
    };
    await check('', DELIVERY_MESSAGES.empty);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await check('abcd', DELIVERY_MESSAGES.invalid);
    await check('123', DELIVERY_MESSAGES.invalid);
    // Nothing is fetched until a 4-digit postcode is submitted.
    expect(postcodeFiles).toEqual([]);

    await box.fill('');
    await box.pressSequentially('20001');
    await expect(box).toHaveValue('2000');
    await submit.click();
    await expect(delivery.getByTestId('delivery-price')).toHaveText('Free');
    await expect(delivery.getByTestId('delivery-region')).toHaveText('Local delivery');
    await expect(result).toContainText('Delivery to Sydney NSW 2000');
    expect(postcodeFiles).toHaveLength(1);
    expect(postcodeFiles[0]).toMatch(/\/postcodes\/au-postcodes\.[0-9a-f]{10}\.json$/);

    await check('0000', DELIVERY_MESSAGES.notFound);
    await check('9999', DELIVERY_MESSAGES.notFound);
    // Perth is over 3,000 km from Caringbah: beyond the last band.
    await check('6000', DELIVERY_MESSAGES.noEstimate);
    await box.fill('2250');
    await submit.click();
    await expect(delivery.getByTestId('delivery-price')).toHaveText('$250');
    await expect(delivery.getByTestId('delivery-region')).toHaveText('Within 200 km');
    await box.fill('4000');
    await submit.click();
    await expect(delivery.getByTestId('delivery-price')).toHaveText('$950');
    await expect(delivery.getByTestId('delivery-region')).toHaveText('Within 1,000 km');
    await expect(result).toContainText('Delivery to Brisbane QLD 4000');
    expect(postcodeFiles).toHaveLength(1);
  });

  test('[CALC-02] measures from the nearest sales location (Melbourne for a Melbourne postcode)', async ({
    page,
  }) => {
    await page.goto(siteUrl(SUBSCRIPTIONS, carPage(calculatorCar(SUBSCRIPTIONS, 'fuel'))));
    const delivery = await hydrated(page, 'delivery-calculator');
    await delivery.getByRole('textbox', { name: 'Your postcode' }).fill('3000');
    await delivery.getByRole('button', { name: 'Calculate' }).click();
    await expect(delivery.getByTestId('delivery-price')).toHaveText('Free');
    await expect(delivery.getByTestId('delivery-result')).toContainText('from Drive Subscriptions Melbourne');
  });
});

test.describe('market gauge', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  const shown = {
    fill: 0.7,
    listing_price: 57990,
    market_range_min: 55000,
    market_range_max: 62000,
    confidence: 0.6,
  };

  /** Opens the car's page and scrolls to the gauge's place in the Price & Market section (it loads once on screen). */
  async function visit(page: Page, car: Car, scroll = true): Promise<void> {
    await page.goto(siteUrl(TOYOTA, carPage(car)));
    if (scroll) await page.locator('#market-gauge').scrollIntoViewIfNeeded();
  }

  async function openWithGauge(
    page: Page,
    answer: (route: import('@playwright/test').Route) => Promise<void>,
    scroll = true,
  ): Promise<Car> {
    const car = calculatorCar(TOYOTA, 'gauge');
    await page.route(`**/api${car.path}/autogauge`, answer);
    await visit(page, car, scroll);
    return car;
  }

  test('[GAUGE-02] [GAUGE-03] shown: Great Deal, high colour, price and range in text, 2.5 s fill', async ({
    page,
  }) => {
    await openWithGauge(page, (route) => route.fulfill({ json: shown }));
    const gauge = page.getByTestId('market-gauge');
    await expect(gauge).toHaveAttribute('data-state', 'shown');
    await expect(gauge.getByTestId('gauge-label')).toHaveText('Great Deal');
    await expect(gauge.locator('.gauge-fill')).toHaveAttribute('data-colour', 'high');
    await expect(gauge.getByTestId('gauge-summary')).toHaveText(
      'Listed at $57,990. Similar cars are advertised from $55,000 to $62,000.',
    );
    const meter = gauge.getByRole('meter', { name: 'Market price comparison' });
    await expect(meter).toHaveAttribute('value', '70');
    await expect(meter).toHaveAttribute(
      'aria-valuetext',
      'Great Deal: listed at $57,990, market range $55,000 to $62,000',
    );
    const animation = await gauge.locator('.gauge-fill').evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.animationName, style.animationDuration];
    });
    expect(animation).toEqual(['gauge-grow', '2.5s']);
    await expect
      .poll(
        () =>
          gauge
            .locator('.gauge-fill')
            .evaluate(
              (element) =>
                element.getBoundingClientRect().width / element.parentElement!.getBoundingClientRect().width,
            ),
        { timeout: 5000 },
      )
      .toBeCloseTo(0.7, 2);
  });

  test('[GAUGE-03] Good Deal below 0.65, medium and low colours, and the description wins', async ({
    page,
  }) => {
    let answer: object = { ...shown, fill: 0.45 };
    const car = await openWithGauge(page, (route) => route.fulfill({ json: answer }));
    const gauge = page.getByTestId('market-gauge');
    await expect(gauge.getByTestId('gauge-label')).toHaveText('Good Deal');
    await expect(gauge.locator('.gauge-fill')).toHaveAttribute('data-colour', 'medium');

    answer = { ...shown, fill: 0.1, description: 'Priced above most' };
    await visit(page, car);
    await expect(gauge.getByTestId('gauge-label')).toHaveText('Priced above most');
    await expect(gauge.locator('.gauge-fill')).toHaveAttribute('data-colour', 'low');
  });

  test('[GAUGE-02] loading, then hidden for low confidence, a missing field, max below the price, no answer (204), 404 and a network failure (logged)', async ({
    page,
  }) => {
    const answers: ((route: import('@playwright/test').Route) => Promise<void>)[] = [
      (route) => route.fulfill({ json: { ...shown, confidence: 0.2 } }),
      (route) =>
        route.fulfill({
          json: { fill: 0.7, listing_price: 57990, market_range_min: 55000, confidence: 0.6 },
        }),
      (route) => route.fulfill({ json: { ...shown, market_range_max: 57989 } }),
      (route) => route.fulfill({ status: 204 }),
      (route) => route.fulfill({ status: 404, json: { message: 'Not found' } }),
      (route) => route.abort('connectionrefused'),
    ];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let index = 0;
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('Auto gauge request failed'))
        logged.push(message.text());
    });
    const car = await openWithGauge(page, async (route) => {
      const current = index++;
      if (current === 0) await held;
      await answers[current]!(route);
    });
    await expect(page.getByTestId('market-gauge')).toHaveAttribute('data-state', 'loading');
    await expect(page.getByText('Comparing market prices…')).toBeVisible();
    release();
    await expect(page.getByTestId('market-gauge')).toHaveCount(0);
    for (let i = 1; i < answers.length; i++) {
      await visit(page, car);
      await expect.poll(() => index).toBe(i + 1);
      await expect(page.getByTestId('market-gauge')).toHaveCount(0);
    }
    await expect.poll(() => logged.length).toBe(2);
  });

  test('[GAUGE-02] the gauge is fetched only once it is on screen', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 300 });
    let calls = 0;
    await openWithGauge(
      page,
      (route) => {
        calls++;
        return route.fulfill({ json: shown });
      },
      false,
    );
    await page.waitForTimeout(1000);
    expect(calls).toBe(0);
    await page.locator('#market-gauge').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('market-gauge')).toHaveAttribute('data-state', 'shown');
    expect(calls).toBe(1);
  });

  test('[GAUGE-03] no fill animation when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openWithGauge(page, (route) => route.fulfill({ json: shown }));
    const fill = page.getByTestId('market-gauge').locator('.gauge-fill');
    await expect(fill).toBeVisible();
    expect(await fill.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  });

  test('[GAUGE-02] with the real API: the answer (JSON, or 204 when the market has none) shows the gauge or nothing, and logs no error', async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await answerMapImages(page, TOYOTA);
    const car = calculatorCar(TOYOTA, 'gauge');
    const [response] = await Promise.all([
      page.waitForResponse(`**/api${car.path}/autogauge`),
      visit(page, car),
    ]);
    expect([200, 204]).toContain(response.status());
    const gauge = page.getByTestId('market-gauge');
    await expect(gauge.and(page.locator('[data-state="loading"]'))).toHaveCount(0);
    if (response.status() === 204) await expect(gauge).toHaveCount(0);
    expect(logged).toEqual([]);
  });
});

test('the postcode file is not in the sitemap; the vehicle pages are', async ({ page }) => {
  const car = calculatorCar(TOYOTA, 'fuel');
  const request = directRequest(TOYOTA, '/sitemap.xml');
  const sitemap = await (await page.request.get(request.url, { headers: request.headers })).text();
  expect(sitemap).toContain('<urlset');
  expect(sitemap).toContain(`${car.path}</loc>`);
  expect(sitemap).not.toContain('/postcodes/');
});
