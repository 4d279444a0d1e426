/**
 * The total price is the most prominent figure wherever it is shown, and says what it is
 * (COMP-02, ACL s48): on the vehicle page, on search cards and on the reserve page, no dollar
 * amount (a weekly repayment, a was-price, a deposit) is set larger than the price, and the
 * price type ('Drive Away', 'Excl. Govt. Charges') stands beside it.
 */
import { expect, type Page, test } from '@playwright/test';
import { isAvailable } from '../../src/domain/availability.ts';
import { builtData, siteUrl } from './sites.ts';

const SLUG = 'harbour-city-toyota';

/** The font size (px) of `priceSelector` and of every other element under `scope` whose own text has a dollar amount. */
async function sizes(page: Page, scope: string, priceSelector: string) {
  return page.evaluate(
    ({ scope, priceSelector }) => {
      const root = document.querySelector(scope)!;
      const price = root.querySelector(priceSelector)!;
      const px = (element: Element) => Number.parseFloat(getComputedStyle(element).fontSize);
      const others: { text: string; size: number }[] = [];
      for (const element of root.querySelectorAll('*')) {
        if (price.contains(element) || (element as HTMLElement).offsetParent === null) continue;
        const own = [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent ?? '')
          .join('');
        if (/\$\s?\d/.test(own)) others.push({ text: own.trim(), size: px(element) });
      }
      const was = price.querySelector('s');
      return { price: px(price), was: was ? px(was) : undefined, others };
    },
    { scope, priceSelector },
  );
}

test('[COMP-02] the vehicle page: the price is the largest dollar figure, with its price type beside it', async ({
  page,
}) => {
  const { cars } = builtData(SLUG);
  const car = cars.find(
    (c) => isAvailable(c) && !c.reserved && (c.before_price ?? 0) > c.price && c.price_type,
  )!;
  await page.goto(siteUrl(SLUG, `${car.path}/`));
  const summary = page.locator('.vehicle-summary');
  await expect(summary.locator('.summary-price .price-type')).toHaveText(car.price_type!);
  const measured = await sizes(page, '.vehicle-summary', '.summary-price .price');
  expect(measured.was).toBeLessThan(measured.price);
  expect(measured.others.length).toBeGreaterThan(0); // the finance estimate at least
  for (const other of measured.others) expect(other.size, other.text).toBeLessThanOrEqual(measured.price);
});

test('[COMP-02] search cards: each price says what it is, and its was-price is smaller', async ({ page }) => {
  await page.goto(siteUrl(SLUG, '/search/new-used-and-demo-cars/'));
  const cards = page.locator('.car-card');
  await expect(cards.first()).toBeVisible();
  const count = Math.min(await cards.count(), 12);
  const { cars } = builtData(SLUG);
  const byPath = new Map(cars.map((c) => [c.path, c]));
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    const car = byPath.get((await card.locator('h3 a').getAttribute('href'))!)!;
    if (car.price_type && car.price > 10)
      await expect(card.locator('.price-type')).toHaveText(car.price_type);
    const measured = await card.evaluate((element) => {
      const price = element.querySelector('.price')!;
      const was = price.querySelector('s');
      const px = (e: Element) => Number.parseFloat(getComputedStyle(e).fontSize);
      return {
        price: px(price),
        was: was ? px(was) : undefined,
        type: px(element.querySelector('.price-type') ?? price),
      };
    });
    if (measured.was !== undefined) expect(measured.was).toBeLessThan(measured.price);
    expect(measured.type).toBeLessThanOrEqual(measured.price);
  }
  expect(count).toBeGreaterThan(3);
});

test('[COMP-02] the reserve page: the price, with its type, is larger than the deposit', async ({ page }) => {
  const { cars, tenant } = builtData(SLUG);
  const car = cars.find(
    (c) => isAvailable(c) && !c.reserved && c.price > 10 && c.price_type && c.car_type === 'used',
  )!;
  const mode = tenant.settings.vehicle.reserve.mode === 'buy-online' ? 'buy-online' : 'checkout';
  await page.goto(siteUrl(SLUG, `${car.path}/${mode}/`));
  await expect(page.locator('.reserve-price .price-type')).toHaveText(car.price_type!);
  const [price, deposit] = await Promise.all([
    page.locator('.reserve-price .price').evaluate((e) => Number.parseFloat(getComputedStyle(e).fontSize)),
    page.locator('#reserve-form-heading').evaluate((e) => Number.parseFloat(getComputedStyle(e).fontSize)),
  ]);
  await expect(page.locator('#reserve-form-heading')).toContainText('$');
  expect(deposit).toBeLessThan(price);
});
