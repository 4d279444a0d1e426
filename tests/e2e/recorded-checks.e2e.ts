/**
 * The checks a used car's page states (COMP-04, COMP-05): only the ones its feed records, each
 * with what the record says (day, method, source, certificate), on screen and in print; a car
 * whose feed records none says nothing about checks.
 */
import { expect, test } from '@playwright/test';
import type { Car } from '../../src/model/car.ts';
import { builtData, siteUrl } from './sites.ts';

const SITE = 'harbour-city-toyota';
const CHECK_WORDS =
  /PPSR|Odometer (check|verified)|Service history|Roadworthy|Safety certificate|carries out these checks|every used vehicle/i;

const forSale = (car: Car) => car.car_type === 'used' && car.status === 'in_stock' && !car.reserved;
const day = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(
    new Date(iso),
  );
const METHOD_WORDS = {
  'service records': 'against the service records',
  nevdis: 'NEVDIS',
  inspection: 'by inspection',
  'history report': 'against the vehicle history report',
} as const;
const SOURCE_WORDS = {
  logbook: 'from the logbook',
  'dealer records': 'from dealer records',
  'manufacturer records': "from the manufacturer's records",
  receipts: 'from service receipts',
} as const;

test.describe('recorded checks on a used car', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('[COMP-05] [COMP-04] a car with recorded checks lists each with its day, method, source and certificate, also in print', async ({
    page,
  }) => {
    const data = builtData(SITE);
    const zone = data.tenant.settings.site.timezone;
    const car = data.cars.find(
      (c) => forSale(c) && c.ppsr_clear_date && c.odometer_check && c.service_history?.source,
    )!;
    expect(
      car,
      'the demo has a used car with a PPSR search, an odometer check and a service history',
    ).toBeDefined();
    await page.goto(siteUrl(SITE, `${car.path}/`));
    const section = page.locator('#used-car-checks');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Used Car Checks');
    const ppsr = section.locator('[data-check="ppsr"]');
    await expect(ppsr).toContainText('PPSR search: clear');
    await expect(ppsr).toContainText(`on ${day(car.ppsr_clear_date!, zone)}`);
    await expect(ppsr).toContainText(`Certificate ${car.ppsr_certificate}.`);
    const odometer = section.locator('[data-check="odometer"]');
    await expect(odometer).toContainText(METHOD_WORDS[car.odometer_check!.method]);
    await expect(odometer).toContainText(day(car.odometer_check!.date, zone));
    await expect(section.locator('[data-check="service-history"]')).toContainText(
      SOURCE_WORDS[car.service_history!.source!],
    );
    await expect(section).not.toContainText('every used vehicle');
    await expect(page.getByTestId('clear-title')).toHaveText(
      `Clear title: PPSR checked ${day(car.ppsr_clear_date!, zone)}`,
    );
    // The printout is the car's page in print: the same recorded checks.
    await page.emulateMedia({ media: 'print' });
    await expect(ppsr).toBeVisible();
    await expect(odometer).toBeVisible();
  });

  test('[COMP-05] a car whose feed records no check says nothing about checks, on screen, in print or in its structured data', async ({
    page,
  }) => {
    // Several pages and an accessibility scan: more than the default 30 s on a busy machine.
    test.slow();
    const data = builtData(SITE);
    const car = data.cars.find(
      (c) =>
        forSale(c) &&
        !c.file &&
        !c.ppsr_clear_date &&
        !c.odometer_check &&
        !c.service_history &&
        !c.roadworthy,
    )!;
    expect(car, 'the demo has a used car with no check on record').toBeDefined();
    await page.goto(siteUrl(SITE, `${car.path}/`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.name);
    await expect(page.locator('#used-car-checks')).toHaveCount(0);
    await expect(page.getByTestId('clear-title')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(CHECK_WORDS);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('main')).not.toContainText(CHECK_WORDS);
    for (const ld of await page.locator('script[type="application/ld+json"]').allTextContents())
      expect(ld).not.toMatch(CHECK_WORDS);
  });

  test('[COMP-05] a CSV export’s check columns reach the page: roadworthy with its state and certificate', async ({
    page,
  }) => {
    const SITE_CSV = 'westside-used-cars';
    const data = builtData(SITE_CSV);
    const car = data.cars.find((c) => forSale(c) && c.roadworthy?.certificate)!;
    expect(car, 'the demo CSV records roadworthy certificates').toBeDefined();
    await page.goto(siteUrl(SITE_CSV, `${car.path}/`));
    const roadworthy = page.locator('[data-check="roadworthy"]');
    await expect(roadworthy).toContainText(
      `Issued in ${car.roadworthy!.state} on ${day(car.roadworthy!.date, data.tenant.settings.site.timezone)}, certificate ${car.roadworthy!.certificate}.`,
    );
  });
});
