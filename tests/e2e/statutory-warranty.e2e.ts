/**
 * The statutory warranty line (COMP-03) on the built demo tenants: a used car in NSW that the
 * rules give 3 months or 5,000 km, on its page and on its print page (/print?car_id= goes to
 * the car with ?print=1, printed with the car page's print styles); exempt cars that say
 * "Sold without statutory warranty" (a NSW car past 160,000 km, a Queensland motorcycle); a
 * car whose km the feed does not know, which claims nothing; no line on a new car. Cars are
 * picked from the data each tenant was built from, by the facts the rules read.
 */
import { expect, type Page, test } from '@playwright/test';
import { isAvailable } from '../../src/domain/availability.ts';
import type { Car } from '../../src/model/car.ts';
import { builtData, siteUrl } from './sites.ts';
import { carPage } from './vehicle-cars.ts';

const USED_YARD = 'westside-used-cars';
const CARAVANS = 'outback-caravans-motorcycles';
const FRANCHISE = 'harbour-city-toyota';

/** An available car of the tenant, at a NSW or QLD location as the test needs. */
function pick(slug: string, state: string, rule: (car: Car) => boolean): Car {
  const car = builtData(slug).cars.find(
    (c) => isAvailable(c) && !c.statutory_warranty && c.location?.address.state === state && rule(c),
  );
  if (!car) throw new Error(`${slug} has no such car in its built stock`);
  return car;
}

/** Built in the last 8 years: under 10 years old on any day of its build year. */
const recent = (slug: string) => (car: Car) =>
  car.year >= new Date(builtData(slug).builtAt).getUTCFullYear() - 8;

const line = (page: Page) => page.locator('aside.vehicle-summary [data-testid="statutory-warranty"]');

test.describe('statutory warranty on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('[COMP-03] a used NSW car under 10 years and 160,000 km: "Statutory warranty: 3 months or 5,000 km", within the screen', async ({
    page,
  }) => {
    const car = pick(
      USED_YARD,
      'NSW',
      (c) =>
        c.car_type === 'used' && recent(USED_YARD)(c) && c.km !== undefined && c.km < 150_000 && c.price > 10,
    );
    await page.goto(siteUrl(USED_YARD, carPage(car)));
    await expect(line(page)).toHaveText('Statutory warranty: 3 months or 5,000 km');
    const box = (await line(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });

  test('[COMP-03] exempt cars say so: a NSW car past 160,000 km, a Queensland motorcycle', async ({
    page,
  }) => {
    const travelled = pick(USED_YARD, 'NSW', (c) => c.car_type === 'used' && (c.km ?? 0) > 170_000);
    await page.goto(siteUrl(USED_YARD, carPage(travelled)));
    await expect(line(page)).toHaveText('Sold without statutory warranty');

    const motorcycle = pick(CARAVANS, 'QLD', (c) => c.car_type === 'used' && c.item_type === 'motorcycle');
    await page.goto(siteUrl(CARAVANS, carPage(motorcycle)));
    await expect(line(page)).toHaveText('Sold without statutory warranty');
  });

  test('[COMP-03] a recent used car whose km the feed does not know claims nothing: ask us, linking to the enquiry', async ({
    page,
  }) => {
    const car = pick(
      USED_YARD,
      'NSW',
      (c) => c.car_type === 'used' && recent(USED_YARD)(c) && c.km === undefined,
    );
    await page.goto(siteUrl(USED_YARD, carPage(car)));
    await expect(line(page)).toHaveText('Ask us about statutory warranty');
    await expect(line(page).getByRole('link', { name: 'Ask us about statutory warranty' })).toHaveAttribute(
      'href',
      '#enquire',
    );
  });

  test('[COMP-03] a new car has no statutory warranty line', async ({ page }) => {
    const car = pick(FRANCHISE, 'NSW', (c) => c.car_type === 'new' && c.price > 10);
    await page.goto(siteUrl(FRANCHISE, carPage(car)));
    await expect(page.locator('aside.vehicle-summary h1')).toHaveText(car.name);
    await expect(line(page)).toHaveCount(0);
  });
});

test.describe('statutory warranty on the print page', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('[COMP-03] [VDP-16] /print?car_id= goes to the car, whose printout carries the warranty line', async ({
    page,
  }) => {
    const car = pick(
      USED_YARD,
      'NSW',
      (c) =>
        c.car_type === 'used' && recent(USED_YARD)(c) && c.km !== undefined && c.km < 150_000 && c.price > 10,
    );
    // The print dialog is stubbed: the page opens it on load with ?print=1.
    await page.addInitScript(() => {
      window.print = () => document.documentElement.setAttribute('data-printed', 'yes');
    });
    await page.goto(siteUrl(USED_YARD, `/print?car_id=${car.slug}`));
    await page.waitForURL(`**/cars/${car.slug}/?print=1`);
    await expect(page.locator('html')).toHaveAttribute('data-printed', 'yes');
    await page.emulateMedia({ media: 'print' });
    await expect(line(page)).toBeVisible();
    await expect(line(page)).toHaveText('Statutory warranty: 3 months or 5,000 km');
  });
});
